// The checklist tab of orders, customers, offers, equipment and internal equipment (spec 02 §2 "Checklist routes"):
// the record's checklists with their status, a new one from a form (option 1) or as a copy of an existing one with
// its answers (option 2), always a draft; a checklist opens for filling in right in the tab (?checklist=<id>, so
// the browser's back button returns to the list).
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { LoadingBar } from '../../app/LoadingBar';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ChecklistBase } from '@suite/shared/checklists/checklist-status';
import { formatDateTime } from '@suite/shared/format/date-format';
import type { RecordTabProps } from '../../app/record-tabs';
import { lazyComponent } from '../../platform/lazy-component';
import { EmptyTab } from '../customers/EmptyTab';
import { RowsTable } from '../orders/RowsTable';
import { hintChecklistForm } from './checklist-open';
import { checklistKeys, checklistsApi, useChecklistToken } from './checklists.api';
import { StatusChip } from './StatusChip';
import { useDeleteColumn } from './checklist-remove';

// Issue 11: the tab's first view is the list of the record's checklists (its request starts when this chunk runs,
// checklist-open.ts). The fill-in screen (every field type, the file and signature inputs) and the "new checklist"
// dialog load when they are opened, and the fill-in as soon as the pointer or the focus comes into the list; a
// checklist opened by its address (?checklist=<id>) loads it at once, beside the checklist and its form.
const ChecklistFill = lazyComponent(() => import('./ChecklistFill').then((m) => m.ChecklistFill));
const NewChecklistDialog = lazyComponent(() =>
  import('./NewChecklistDialog').then((m) => m.NewChecklistDialog),
);
const preloadFill = () => void ChecklistFill.preload();
if (/[?&]checklist=\d/.test(globalThis.location?.search ?? '')) preloadFill();

/** The tabs of record-tabs.tsx, one per module (spec 02 §7: the per-module checklist bases). */
export const OrderChecklistsTab = (p: RecordTabProps) => <ChecklistsTab base="orderchecklists" {...p} />;
export const CustomerChecklistsTab = (p: RecordTabProps) => (
  <ChecklistsTab base="customerchecklists" {...p} />
);
export const OfferChecklistsTab = (p: RecordTabProps) => <ChecklistsTab base="offerchecklists" {...p} />;
export const EquipmentChecklistsTab = (p: RecordTabProps) => (
  <ChecklistsTab base="equipmentchecklists" {...p} />
);
export const InternalEquipmentChecklistsTab = (p: RecordTabProps) => (
  <ChecklistsTab base="internalequipmentchecklists" {...p} />
);

export function ChecklistsTab({ base, recordId, readOnly }: RecordTabProps & { base: ChecklistBase }) {
  const { t } = useTranslation();
  useChecklistToken();
  const [params, setParams] = useSearchParams();
  const open = Number(params.get('checklist')) || null;
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const deleteColumn = useDeleteColumn(base, () =>
    queryClient.invalidateQueries({ queryKey: checklistKeys.ofRecord(base, recordId) }),
  );

  const list = useQuery({
    queryKey: checklistKeys.ofRecord(base, recordId),
    queryFn: () => checklistsApi.ofRecord(base, recordId),
    enabled: !open,
  });
  const openChecklist = (id: number | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (id) next.set('checklist', String(id));
        else next.delete('checklist');
        return next;
      },
      { replace: !id },
    );

  if (open)
    return (
      <Suspense fallback={<LoadingBar />}>
        <ChecklistFill checklistId={open} onClose={() => openChecklist(null)} />
      </Suspense>
    );

  return (
    <Box sx={{ maxWidth: 1100 }} onPointerOver={preloadFill} onFocus={preloadFill}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1.5 }}>
        <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>
          {t('checklists.newChecklist')}
        </Button>
      </Box>
      {!list.data ? (
        list.isError ? (
          <EmptyTab text={t('checklists.loadFailed')} />
        ) : (
          <LoadingBar />
        )
      ) : list.data.length === 0 ? (
        <EmptyTab text={t('checklists.noChecklists')} />
      ) : (
        <RowsTable
          label={t('checklists.tab_title')}
          rows={list.data}
          onOpen={(row) => {
            hintChecklistForm(row.id, row.form_id);
            openChecklist(row.id);
          }}
          columns={[
            { label: t('checklists.col_name'), cell: (r) => r.modifiedname || r.name, minWidth: 180 },
            { label: t('checklists.col_status'), cell: (r) => <StatusChip status={r.status} /> },
            { label: t('checklists.col_updated'), cell: (r) => formatDateTime(r.updated_on), nowrap: true },
            { label: t('checklists.col_updatedBy'), cell: (r) => r.updated_by_name ?? '' },
            ...(readOnly ? [] : [deleteColumn]),
          ]}
        />
      )}
      {adding ? (
        <Suspense fallback={null}>
          <NewChecklistDialog
            base={base}
            recordId={recordId}
            existing={list.data ?? []}
            onClose={() => setAdding(false)}
            onCreated={(id) => {
              setAdding(false);
              void queryClient.invalidateQueries({ queryKey: checklistKeys.ofRecord(base, recordId) });
              openChecklist(id);
            }}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}
