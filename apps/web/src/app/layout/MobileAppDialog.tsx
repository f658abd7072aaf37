// spec 01 §1: the top bar links to the mobile app. The mobile app is this web app installed on the phone
// (it has a web app manifest), so the link tells where to open it and how to add it to the home screen.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export function MobileAppDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const address = `${window.location.origin}/dashboard`;
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="mobile-app-title">
      <DialogTitle id="mobile-app-title">{t('shell.mobileAppTitle')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('shell.mobileAppText')}
        </Typography>
        <Link href={address} target="_blank" rel="noopener" sx={{ wordBreak: 'break-all' }}>
          {address}
        </Link>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
