// spec 01 §8: a screen whose code fails to load shows a 'chunk load failed' error (a failed style sheet a
// separate CSS error) with a way out: reload the page, which fetches the current build.
import { Component, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CloudOff from '@mui/icons-material/CloudOff';
import { useTranslation } from 'react-i18next';
import { BootFrameDone } from '../platform/boot-frame';
import { isChunkLoadError, type ChunkErrorKind } from '../platform/chunk-load';

export function ChunkErrorPage({ kind }: { kind: ChunkErrorKind }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 2, md: 6 }, px: 2 }}>
      <BootFrameDone />
      <Paper variant="outlined" role="alert" sx={{ p: { xs: 3, md: 5 }, maxWidth: 560, textAlign: 'center' }}>
        <CloudOff color="error" sx={{ fontSize: 56, mb: 1 }} aria-hidden />
        <Typography variant="h5" component="h1" gutterBottom>
          {kind === 'css' ? t('errors.cssChunkLoadFailedTitle') : t('errors.chunkLoadFailedTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {kind === 'timeout' ? t('errors.chunkLoadTimeout') : t('errors.chunkLoadFailedText')}
        </Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('errors.reloadPage')}
        </Button>
      </Paper>
    </Box>
  );
}

export function UnexpectedErrorPage() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 2, md: 6 }, px: 2 }}>
      <BootFrameDone />
      <Paper variant="outlined" role="alert" sx={{ p: { xs: 3, md: 5 }, maxWidth: 560, textAlign: 'center' }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {t('errors.unexpectedTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('errors.unexpectedText')}
        </Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('errors.reloadPage')}
        </Button>
      </Paper>
    </Box>
  );
}

type Props = { children: ReactNode };
type State = { error: unknown };

/** Catches a screen that failed to load or crashed, so the top bar and menu stay usable. */
export class ScreenErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  componentDidCatch(error: unknown) {
    // Chunk errors are network trouble, not bugs: they are not reported (spec 01 §8).
    if (!isChunkLoadError(error)) console.error(error);
  }

  render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    return isChunkLoadError(error) ? <ChunkErrorPage kind={error.kind} /> : <UnexpectedErrorPage />;
  }
}
