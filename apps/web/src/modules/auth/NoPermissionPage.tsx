// /nopermission (spec 01 §2): the user's menu is empty, so there is nothing they may open here. The top bar
// stays, so they can switch tenant or log out.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Block from '@mui/icons-material/Block';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../platform/session';

export function NoPermissionPage() {
  const { t } = useTranslation();
  const { signOut } = useSession();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 2, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, maxWidth: 560, textAlign: 'center' }}>
        <Block color="error" sx={{ fontSize: 56, mb: 1 }} aria-hidden />
        <Typography variant="h5" component="h1" gutterBottom>
          {t('login.noPermissionTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('login.noPermissionText')}
        </Typography>
        <Button variant="contained" onClick={() => void signOut()}>
          {t('shell.logout')}
        </Button>
      </Paper>
    </Box>
  );
}
