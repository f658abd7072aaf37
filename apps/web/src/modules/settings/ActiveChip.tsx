import { useTranslation } from 'react-i18next';
import { LiteChip } from './lite-chip';

/**
 * Active/inactive state of a list item (spec 01 §3 supporting-list item: name, isactive). Issue 11: a list shows
 * one in every row (25 cards on a phone), so it is a plain element drawn as MUI's small Chip (filled success when
 * active, outlined when not), not a Chip with its Emotion styles each.
 */
export function ActiveChip({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <LiteChip
      size="small"
      color={active ? 'success' : 'default'}
      variant={active ? 'filled' : 'outlined'}
      label={active ? t('settings.active') : t('settings.inactive')}
    />
  );
}
