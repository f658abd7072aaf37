import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** Active/inactive state of a list item (spec 01 §3 supporting-list item: name, isactive). */
export function ActiveChip({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant={active ? 'filled' : 'outlined'}
      color={active ? 'success' : 'default'}
      label={active ? t('settings.active') : t('settings.inactive')}
    />
  );
}
