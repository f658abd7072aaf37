import SearchOff from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** A record that does not exist (or belongs to another company): spec 01 §8 'open record without id'. */
export function RecordNotFound({ text, back }: { text: string; back: { to: string; label: string } }) {
  const { t } = useTranslation();
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 3, md: 5 }, textAlign: 'center', maxWidth: 560, mx: 'auto', mt: 4 }}
    >
      <SearchOff color="disabled" sx={{ fontSize: 48, mb: 1 }} aria-hidden />
      <Typography sx={{ mb: 3 }}>{text}</Typography>
      <Button variant="contained" component={RouterLink} to={back.to}>
        {t(back.label)}
      </Button>
    </Paper>
  );
}
