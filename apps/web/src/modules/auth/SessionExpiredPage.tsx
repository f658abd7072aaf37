// /sessionexpired (spec 01 §4, §8): shown after 2 hours without activity; the session is already logged out.
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import TimerOff from '@mui/icons-material/TimerOff';
import { useTranslation } from 'react-i18next';
import { AuthCard } from './AuthCard';

export function SessionExpiredPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('login.sessionExpiredTitle')}>
      <Box
        sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, alignItems: 'center', textAlign: 'center' }}
      >
        <TimerOff color="primary" sx={{ fontSize: 48 }} aria-hidden />
        <Typography>{t('login.sessionExpiredText')}</Typography>
        <Button component={RouterLink} to="/login" variant="contained" size="large" fullWidth>
          {t('login.signInAgain')}
        </Button>
      </Box>
    </AuthCard>
  );
}
