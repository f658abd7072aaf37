import { CHECKLIST_STATUS } from '@suite/shared/checklists/checklist-status';
import { useTranslation } from 'react-i18next';
import { LiteChip } from '../settings/lite-chip';

/**
 * spec 02 §3: status 1 draft, 2 completed, 3 inactive. Issue 11: a plain element drawn as MUI's small Chip (the
 * record's checklist tab shows one per row on its first view).
 */
export function StatusChip({ status }: { status: number }) {
  const { t } = useTranslation();
  const color =
    status === CHECKLIST_STATUS.completed
      ? 'success'
      : status === CHECKLIST_STATUS.draft
        ? 'info'
        : 'default';
  return (
    <LiteChip
      size="small"
      color={color}
      variant={status === CHECKLIST_STATUS.completed ? 'filled' : 'outlined'}
      label={t(`checklistsapi.status_${status}`)}
      data-testid="checklist-status"
    />
  );
}
