import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

/**
 * Shown while a screen's code or first data loads. A CSS spinner, not MUI's CircularProgress: it is on every
 * page's first download. Texts are loaded before the first render, so the label is translated.
 */
export function PageLoading() {
  const { t } = useTranslation();
  const label = t('common.loading');
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', py: 8, flexGrow: 1 }}>
      <Box
        role="progressbar"
        aria-label={label}
        sx={{
          width: 40,
          height: 40,
          borderRadius: '50%',
          border: 4,
          borderColor: 'divider',
          borderTopColor: 'primary.main',
          '@keyframes page-loading-spin': { to: { transform: 'rotate(360deg)' } },
          animation: 'page-loading-spin 0.9s linear infinite',
        }}
      />
    </Box>
  );
}
