import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChecklistBase } from '@suite/shared/checklists/index';
import { formatDateTime } from '@suite/shared/format/date-format';
import { LoadingBar } from '../../app/LoadingBar';
import { useSnackbar } from '../../app/snackbar';
import { isApiError } from '../../platform/api';
import { problemDisplayText } from '../../platform/problem-text';
import { checklistsApi, formsApi, type ChecklistRow } from './checklists.api';

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
