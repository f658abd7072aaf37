// spec 02 §3 "Report sharing input" (POST /api/file/share): the checklist's PDF e-mailed as an attachment; the
// mail is kept in the record's mail history by the server.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { LoadingBar } from '../../app/LoadingBar';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChecklistRecord } from '@suite/shared/checklists/index';
import { useSnackbar } from '../../app/snackbar';
import { isApiError } from '../../platform/api';
import { validationText } from '../../platform/form-errors';
import { problemDisplayText } from '../../platform/problem-text';
import { shareApi } from './checklists.api';

export function ShareDialog(props: {
  record: ChecklistRecord;
  /** Sends the answers that wait first (the server renders the PDF from what it has). */
  flush: () => Promise<void>;
  onClose: () => void;
}) {
  const { record, flush, onClose } = props;
  const { t, i18n } = useTranslation();
  const snackbar = useSnackbar();
  const phone = useMediaQuery('(max-width:600px)');
  const title = record.modifiedname || record.name;
  const [to, setTo] = useState('');
  const [cc, setCc] = useState('');
  const [subject, setSubject] = useState(title);
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const send = async () => {
    setBusy(true);
    setErrors({});
    try {
      await flush();
      // The server renders the checklist's PDF itself (checklistids) and attaches it under this name.
      const answer = await shareApi.share({
        subject,
        to,
        cc: cc || undefined,
        body,
        filename: title,
        moduleid: record.checklistmodule,
        recordid: record.record_id,
        isattachmentfromchecklistapi: true,
        checklistids: [record.id],
        language: i18n.language,
      });
      if (!answer?.data) {
        snackbar.error(t('checklists.shareFailed'));
        return;
      }
      snackbar.success(t('checklists.shareSent'));
      onClose();
    } catch (e) {
      if (isApiError(e) && e.problem.errors?.length) {
        const map: Record<string, string> = {};
        for (const fe of e.problem.errors) map[fe.field] ??= validationText(t, fe.message);
        setErrors(map);
      } else if (isApiError(e)) {
        snackbar.error(problemDisplayText(t, e.problem.detail ?? e.problem.title));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" fullScreen={phone}>
      <DialogTitle>{t('checklists.share')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <TextField
          label={t('checklists.shareTo')}
          type="email"
          required
          value={to}
          onChange={(e) => setTo(e.target.value)}
          error={Boolean(errors.to)}
          helperText={errors.to}
          autoFocus
        />
        <TextField
          label={t('checklists.shareCc')}
          value={cc}
          onChange={(e) => setCc(e.target.value)}
          error={Boolean(errors.cc)}
          helperText={errors.cc}
        />
        <TextField
          label={t('checklists.shareSubject')}
          required
          value={subject}
          onChange={(e) => setSubject(e.target.value)}
          error={Boolean(errors.subject)}
          helperText={errors.subject}
        />
        <TextField
          label={t('checklists.shareBody')}
          multiline
          minRows={4}
          value={body}
          onChange={(e) => setBody(e.target.value)}
        />
        {busy ? <LoadingBar /> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('checklists.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void send()} disabled={busy || !to.trim()}>
          {t('checklists.shareSend')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
