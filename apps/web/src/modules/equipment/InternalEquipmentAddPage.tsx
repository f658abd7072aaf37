import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EquipmentForm } from './EquipmentForm';

/** /internal-equipments/add (spec 01 §2). */
export function InternalEquipmentAddPage() {
  const { t } = useTranslation();
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <IconButton
          component={RouterLink}
          to="/internal-equipments"
          aria-label={t('equipment.backInternal')}
          edge="start"
        >
          <ArrowBack />
        </IconButton>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 500 }}>
          {t('equipment.newInternal')}
        </Typography>
      </Box>
      <EquipmentForm variant="internal" equipment={null} />
    </Box>
  );
}
