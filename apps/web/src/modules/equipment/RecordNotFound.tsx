import SearchOff from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** spec 01 §8 'Open record without id': noEquipmentFound, with the way back to the list. */
export function RecordNotFound({ back, backLabel }: { back: string; backLabel: string }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 2, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, maxWidth: 480, textAlign: 'center' }}>
        <SearchOff color="action" sx={{ fontSize: 56, mb: 1 }} aria-hidden />
        <Typography variant="h6" component="h1" gutterBottom>
          {t('common.noEquipmentFound')}
        </Typography>
        <Button variant="contained" component={RouterLink} to={back} sx={{ mt: 2 }}>
          {backLabel}
        </Button>
      </Paper>
    </Box>
  );
}
