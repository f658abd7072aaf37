// /all_order_equipment_checklists and /hms_checklist (spec 02 §2 "Checklist routes"): checklists across records,
// with their status; one opens for filling in on the page (?checklist=<id>). HSE checklists belong to the company
// (no other record): they are started and removed here, as the permissions hms_checklist_add / _delete allow.
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { LoadingBar } from '../../app/LoadingBar';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useDebouncedValue } from '../settings/use-debounced-value';
import { SEARCH_DEBOUNCE_MS } from '../settings/resource-list.logic';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CHECKLIST_STATUS, type ChecklistBase } from '@suite/shared/checklists/index';
import { formatDateTime } from '@suite/shared';
import { canChange, hasPermission } from '@suite/shared/users/permissions';
import { useSession } from '../../platform/session';
import { EmptyTab } from '../customers/EmptyTab';
import { RowsTable } from '../orders/RowsTable';
import { ChecklistFill } from './ChecklistFill';
import { hintChecklistForm } from './checklist-open';
import { checklistKeys, checklistsApi, useChecklistToken, type ChecklistRow } from './checklists.api';
import { useDeleteColumn } from './checklist-remove';
import { StatusChip } from './StatusChip';

// The new-checklist dialog lives with the record tabs; loaded on first use (it is not part of this list's first view).
const NewChecklistDialog = lazy(() =>
  import('./NewChecklistDialog').then((m) => ({ default: m.NewChecklistDialog })),
);

function ChecklistListPage({ base, title }: { base: ChecklistBase; title: string }) {
  const { t } = useTranslation();
  useChecklistToken();
  const [params, setParams] = useSearchParams();
  const open = Number(params.get('checklist')) || null;
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  // The search waits SEARCH_DEBOUNCE_MS (spec 01 §9) like every list, instead of a request per key stroke.
  const debounced = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const body = {
    search: debounced.trim() || undefined,
    match: status ? { status: Number(status) } : undefined,
    limit: 200,
  };
  const list = useQuery({
    queryKey: checklistKeys.list(base, body),
    queryFn: () => checklistsApi.list(base, body),
    enabled: !open,
  });
  const { access } = useSession();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  // HSE checklists are started and removed on this page (others on their record's tab).
  const hse = base === 'hsechecklists';
  const mayAdd = hse && access ? hasPermission(access, 'hms_checklist_add') : false;
  const mayDelete =
    hse && access ? canChange(access) && hasPermission(access, 'hms_checklist_delete') : false;
  const refresh = () => queryClient.invalidateQueries({ queryKey: checklistKeys.all });
  const deleteColumn = useDeleteColumn(base, refresh);

  const go = (id: number | null) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (id) next.set('checklist', String(id));
      else next.delete('checklist');
      return next;
    });
  if (open) return <ChecklistFill checklistId={open} onClose={() => go(null)} />;
  return (
    <Box sx={{ maxWidth: 1100 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flex: '1 1 auto' }}>
          {title}
        </Typography>
        {mayAdd ? (
          <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>
            {t('checklists.newChecklist')}
          </Button>
        ) : null}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <TextField
          size="small"
          label={t('checklists.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          sx={{ flex: '1 1 200px' }}
        />
        <TextField
          select
          size="small"
          label={t('checklists.col_status')}
          value={status}
          onChange={(e) => setStatus(e.target.value)}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{t('checklists.status_all')}</MenuItem>
          {Object.values(CHECKLIST_STATUS).map((s) => (
            <MenuItem key={s} value={String(s)}>
              {t(`checklistsapi.status_${s}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {!list.data ? (
        list.isError ? (
          <EmptyTab text={t('checklists.loadFailed')} />
        ) : (
          <LoadingBar />
        )
      ) : list.data.items.length === 0 ? (
        <EmptyTab text={t('checklists.noRows')} />
      ) : (
        <RowsTable
          label={title}
          rows={list.data.items}
          onOpen={(r) => {
            hintChecklistForm(r.id, r.form_id);
            go(r.id);
          }}
          columns={[
            { label: t('checklists.col_name'), cell: (r) => r.modifiedname || r.name, minWidth: 180 },
            ...(base === 'hsechecklists'
              ? []
              : [
                  {
                    label: t('checklists.col_record'),
                    cell: (r: (typeof list.data.items)[number]) => r.ordernumber ?? r.equipmentname ?? '',
                  },
                  {
                    label: t('checklists.col_customer'),
                    cell: (r: (typeof list.data.items)[number]) => r.customername ?? '',
                  },
                ]),
            { label: t('checklists.col_status'), cell: (r) => <StatusChip status={r.status} /> },
            { label: t('checklists.col_updated'), cell: (r) => formatDateTime(r.updated_on), nowrap: true },
            ...(hse
              ? [{ label: t('checklists.col_updatedBy'), cell: (r: ChecklistRow) => r.updated_by_name ?? '' }]
              : []),
            ...(mayDelete ? [deleteColumn] : []),
          ]}
        />
      )}
      {adding ? (
        <Suspense fallback={null}>
          <NewChecklistDialog
            base={base}
            existing={list.data?.items ?? []}
            onClose={() => setAdding(false)}
            onCreated={(id) => {
              setAdding(false);
              void refresh();
              go(id);
            }}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}

export function AllOrderEquipmentChecklistsPage() {
  const { t } = useTranslation();
  return <ChecklistListPage base="orderchecklists" title={t('checklists.allChecklists_title')} />;
}

export function HseChecklistsPage() {
  const { t } = useTranslation();
  return <ChecklistListPage base="hsechecklists" title={t('checklists.hseChecklists_title')} />;
}
