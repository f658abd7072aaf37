// Removing a checklist from a list (a record's tab, /hms_checklist): the confirmation, the call and the column's
// button, one place for both lists.
import IconButton from '@mui/material/IconButton';
import { createSvgIcon } from '@mui/material/utils';
import type { ChecklistBase } from '@suite/shared/checklists/index';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../app/confirm-dialog';
import { useSnackbar } from '../../app/snackbar';
import { isApiError } from '../../platform/api';
import { problemDisplayText } from '../../platform/problem-text';
import { checklistsApi, type ChecklistRow } from './checklists.api';

// MUI's Delete icon, drawn here: imported from @mui/icons-material, the chunk merging put it into one chunk with the
// signature pad (the fill-in uses the icon too), which a record's checklist list then loaded (issue 11).
const DeleteIcon = createSvgIcon(
  <path d="M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6zM19 4h-3.5l-1-1h-5l-1 1H5v2h14z" />,
  'Delete',
);

/** The list's delete column: asks, removes, then calls onRemoved (to read the list again). */
export function useDeleteColumn(base: ChecklistBase, onRemoved: () => Promise<unknown>) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const confirm = useConfirm();
  const remove = async (row: ChecklistRow) => {
    const ok = await confirm({
      title: t('checklists.delete'),
      text: t('checklists.deleteConfirm', { name: row.modifiedname || row.name }),
    });
    if (!ok) return;
    try {
      await checklistsApi.remove(base, [row.id]);
      await onRemoved();
    } catch (e) {
      if (isApiError(e)) snackbar.error(problemDisplayText(t, e.problem.detail ?? e.problem.title));
    }
  };
  return {
    label: t('checklists.delete'),
    cell: (r: ChecklistRow) => (
      <IconButton
        size="small"
        aria-label={`${t('checklists.delete')}: ${r.modifiedname || r.name}`}
        onClick={(e) => {
          e.stopPropagation();
          void remove(r);
        }}
      >
        <DeleteIcon fontSize="small" />
      </IconButton>
    ),
  };
}
