// spec 01 §8: HTTP 409 means a newer client exists: 'New update available. Please click Refresh to update!'.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/** `belowHeader`: signed in, the banner sits under the top bar so logout and the menu stay usable. */
export function UpdateBanner({ belowHeader }: { belowHeader: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      role="alert"
      sx={{
        position: 'fixed',
        top: belowHeader ? { xs: 56, sm: 64 } : 0,
        left: 0,
        right: 0,
        zIndex: (theme) => theme.zIndex.snackbar + 1,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        flexWrap: 'wrap',
        gap: 2,
        px: 2,
        py: 1,
        bgcolor: 'warning.main',
        color: 'warning.contrastText',
        boxShadow: 3,
        fontWeight: 500,
      }}
    >
      {t('shell.updateAvailable')}
      <Button color="inherit" variant="outlined" size="small" onClick={() => window.location.reload()}>
        {t('shell.refresh')}
      </Button>
    </Box>
  );
}
