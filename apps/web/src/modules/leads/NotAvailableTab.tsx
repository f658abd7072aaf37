import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** A record tab whose content comes with a later module: says so plainly instead of showing an empty page. */
export function NotAvailableTab({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
      <HourglassEmpty color="disabled" sx={{ fontSize: 48, mb: 1 }} aria-hidden />
      <Typography variant="h6" component="h2" gutterBottom>
        {t('leads.notAvailableTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 520, mx: 'auto' }}>
        {text}
      </Typography>
    </Paper>
  );
}
