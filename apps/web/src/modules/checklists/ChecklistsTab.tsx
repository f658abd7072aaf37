// The checklist tab of orders, customers, offers, equipment and internal equipment (spec 02 §2 "Checklist routes"):
// the record's checklists with their status, a new one from a form (option 1) or as a copy of an existing one with
// its answers (option 2), always a draft; a checklist opens for filling in right in the tab (?checklist=<id>, so
// the browser's back button returns to the list).
import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import { LoadingBar } from '../../app/LoadingBar';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ChecklistBase } from '@suite/shared/checklists/index';
import { formatDateTime } from '@suite/shared';
import type { RecordTabProps } from '../../app/record-tabs';
import { useConfirm } from '../../app/confirm-dialog';
import { useSnackbar } from '../../app/snackbar';
import { isApiError } from '../../platform/api';
import { problemDisplayText } from '../../platform/problem-text';
import { EmptyTab } from '../customers/EmptyTab';
import { RowsTable } from '../orders/RowsTable';
import { ChecklistFill, hintChecklistForm } from './ChecklistFill';
import {
  checklistKeys,
  checklistsApi,
  formsApi,
  useChecklistToken,
  type ChecklistRow,
} from './checklists.api';
import { StatusChip } from './StatusChip';

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
  const snackbar = useSnackbar();
  const confirm = useConfirm();
  const [adding, setAdding] = useState(false);
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

  if (open) return <ChecklistFill checklistId={open} onClose={() => openChecklist(null)} />;

  const remove = async (row: ChecklistRow) => {
    const ok = await confirm({
      title: t('checklists.delete'),
      text: t('checklists.deleteConfirm', { name: row.modifiedname || row.name }),
    });
    if (!ok) return;
    try {
      await checklistsApi.remove(base, [row.id]);
      await queryClient.invalidateQueries({ queryKey: checklistKeys.ofRecord(base, recordId) });
    } catch (e) {
      if (isApiError(e)) snackbar.error(problemDisplayText(t, e.problem.detail ?? e.problem.title));
    }
  };

  return (
    <Box sx={{ maxWidth: 1100 }}>
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
            ...(readOnly
              ? []
              : [
                  {
                    label: t('checklists.delete'),
                    cell: (r: ChecklistRow) => (
                      <IconButton
                        size="small"
                        aria-label={t('checklists.delete')}
                        onClick={(e) => {
                          e.stopPropagation();
                          void remove(r);
                        }}
                      >
                        <Delete fontSize="small" />
                      </IconButton>
                    ),
                  },
                ]),
          ]}
        />
      )}
      {adding ? (
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
      ) : null}
    </Box>
  );
}

/** A new checklist from a form or as a copy; without recordId (HSE) the checklist is the company's. */
export function NewChecklistDialog(props: {
  base: ChecklistBase;
  recordId?: number;
  existing: ChecklistRow[];
  onClose: () => void;
  onCreated: (id: number) => void;
}) {
  const { base, recordId, existing, onClose, onCreated } = props;
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const phone = useMediaQuery('(max-width:600px)');
  const [mode, setMode] = useState<'template' | 'copy'>('template');
  const [formId, setFormId] = useState('');
  const [copyId, setCopyId] = useState('');
  const [busy, setBusy] = useState(false);
  const forms = useQuery({ queryKey: ['checklistforms', 'active'], queryFn: formsApi.active });

  const create = async () => {
    setBusy(true);
    try {
      const made = await checklistsApi.create(
        base,
        recordId,
        mode === 'template' ? { form_id: Number(formId) } : { copy_from_checklist_id: Number(copyId) },
      );
      onCreated(made.id);
    } catch (e) {
      if (isApiError(e)) snackbar.error(problemDisplayText(t, e.problem.detail ?? e.problem.title));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" fullScreen={phone}>
      <DialogTitle>{t('checklists.newChecklist')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <RadioGroup value={mode} onChange={(e) => setMode(e.target.value as 'template' | 'copy')}>
          <FormControlLabel value="template" control={<Radio />} label={t('checklists.fromTemplate')} />
          <FormControlLabel
            value="copy"
            control={<Radio />}
            label={t('checklists.copyOf')}
            disabled={existing.length === 0}
          />
        </RadioGroup>
        {mode === 'template' ? (
          <TextField
            select
            label={t('checklists.chooseForm')}
            value={formId}
            onChange={(e) => setFormId(e.target.value)}
            helperText={forms.isError ? t('checklists.loadFailed') : undefined}
          >
            {(forms.data ?? []).map((f) => (
              <MenuItem key={f.id} value={String(f.id)}>
                {f.name}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <TextField
            select
            label={t('checklists.chooseChecklist')}
            value={copyId}
            onChange={(e) => setCopyId(e.target.value)}
          >
            {existing.map((c) => (
              <MenuItem key={c.id} value={String(c.id)}>
                {c.modifiedname || c.name} · {formatDateTime(c.updated_on)}
              </MenuItem>
            ))}
          </TextField>
        )}
        {busy ? <LoadingBar /> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('checklists.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={busy || (mode === 'template' ? !formId : !copyId)}
          onClick={() => void create()}
        >
          {t('checklists.create')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
