import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { CHECKLIST_STATUS } from '@suite/shared/checklists/index';

/** spec 02 §3: status 1 draft, 2 completed, 3 inactive. */
export function StatusChip({ status }: { status: number }) {
  const { t } = useTranslation();
  const color =
    status === CHECKLIST_STATUS.completed
      ? 'success'
      : status === CHECKLIST_STATUS.draft
        ? 'info'
        : 'default';
  return (
    <Chip
      size="small"
      color={color}
      variant={status === CHECKLIST_STATUS.completed ? 'filled' : 'outlined'}
      label={t(`checklistsapi.status_${status}`)}
      data-testid="checklist-status"
    />
  );
}
