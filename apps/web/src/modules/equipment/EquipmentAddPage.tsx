import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { EquipmentForm } from './EquipmentForm';
import { recordIdOf } from './equipment-form.logic';

/** /equipments/add (spec 01 §2; quick create): a new piece, optionally for the customer in ?customer_id=. */
export function EquipmentAddPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const customerId = recordIdOf(params.get('customer_id') ?? undefined) || null;
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <IconButton component={RouterLink} to="/equipments" aria-label={t('equipment.back')} edge="start">
          <ArrowBack />
        </IconButton>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 500 }}>
          {t('equipment.newEquipment')}
        </Typography>
      </Box>
      <EquipmentForm equipment={null} customerId={customerId} />
    </Box>
  );
}
