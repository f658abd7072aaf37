import Chip from '@mui/material/Chip';
import type { InspectionDisplayStatus } from '@suite/shared/inspections/index';
import { useTranslation } from 'react-i18next';

type ChipColor = 'default' | 'success' | 'error' | 'warning' | 'info';

/** spec 02 §3 inspection statuses: approved green, with remarks or repaired blue, not approved and overdue red. */
const COLORS: Record<InspectionDisplayStatus | 'none', ChipColor> = {
  not_controlled: 'default',
  not_approved: 'error',
  approved: 'success',
  approved_with_remarks: 'info',
  repaired_approved: 'success',
  repaired_approved_with_remarks: 'info',
  overdue: 'error',
  none: 'default',
};

/** An inspection's status as a chip; 'overdue' (derived, spec 02 §3) is filled red so it stands out in a list. */
export function InspectionStatusChip({ status }: { status: InspectionDisplayStatus | 'none' }) {
  const { t } = useTranslation();
  const filled = status === 'overdue' || status === 'approved' || status === 'not_approved';
  return (
    <Chip
      size="small"
      color={COLORS[status] ?? 'default'}
      variant={filled ? 'filled' : 'outlined'}
      label={t(`inspections.status_${status}`)}
      data-testid="inspection-status"
      data-status={status}
    />
  );
}
