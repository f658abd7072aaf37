// A route of the route table whose screen is not built yet: say so plainly instead of a blank page.
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Construction from '@mui/icons-material/Construction';
import { useTranslation } from 'react-i18next';
import type { RouteDef } from '@suite/shared/routes/route-types';
import { BootFrameDone } from '../platform/boot-frame';
import { useSession } from '../platform/session';

export function NotAvailablePage({ route }: { route?: RouteDef }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const title = route ? t(route.meta.title) : '';
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 2, md: 6 }, px: 2 }}>
      <BootFrameDone />
      {/* data-not-available: the Lighthouse bench (scripts/bench-lighthouse.mjs) skips screens not built yet. */}
      <Paper
        variant="outlined"
        data-not-available
        sx={{ p: { xs: 3, md: 5 }, maxWidth: 560, textAlign: 'center' }}
      >
        <Construction color="primary" sx={{ fontSize: 56, mb: 1 }} aria-hidden />
        <Typography variant="h5" component="h1" gutterBottom>
          {t('shell.notAvailableTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {title ? t('shell.notAvailableTextNamed', { page: title }) : t('shell.notAvailableText')}
        </Typography>
        <Button variant="contained" component={RouterLink} to={user ? '/dashboard' : '/login'}>
          {user ? t('shell.backToDashboard') : t('shell.backToLogin')}
        </Button>
      </Paper>
    </Box>
  );
}
