import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { LoadingBar } from '../../app/LoadingBar';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../platform/api';
import { useSnackbar } from '../../app/snackbar';
import { problemMessage } from '../settings/api-errors';
import { orderDocsApi, orderPdfUrl, PRINT_TYPES } from './order-docs.api';

/**
 * Sends a printed order document by e-mail: the receiver proposed from the order's contact or customer, subject and
 * body from the order mail text (editable), the PDF attached, with a link to look at it first.
 */
export function SendOrderMailDialog(props: { orderId: number; onClose: () => void }) {
  const { orderId, onClose } = props;
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const [type, setType] = useState<number>(1);
  // What the user typed; until then the draft's values show (a new document type brings its own text).
  const [toTyped, setTo] = useState<string | null>(null);
  const [cc, setCc] = useState('');
  const [subjectTyped, setSubject] = useState<string | null>(null);
  const [bodyTyped, setBody] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const draft = useQuery({
    queryKey: ['orderdocs', 'mailDraft', orderId, type],
    queryFn: () => orderDocsApi.mailDraft(orderId, type),
  });
  const to = toTyped ?? draft.data?.to.join('; ') ?? '';
  const subject = subjectTyped ?? draft.data?.subject ?? '';
  const body = bodyTyped ?? draft.data?.body ?? '';
  const chooseType = (next: number) => {
    setType(next);
    setSubject(null);
    setBody(null);
  };

  const send = async () => {
    setBusy(true);
    setErrors({});
    try {
      const r = await orderDocsApi.send(orderId, { type, to, cc: cc || undefined, subject, body });
      void queryClient.invalidateQueries({ queryKey: ['mail_history'] });
      if (r.status === 'failed') snackbar.error(`${t('orderdocs.mailFailed')} : ${r.error ?? ''}`);
      else snackbar.success(t('orderdocs.mailSent'));
      onClose();
    } catch (e) {
      const fields = isApiError(e) ? (e.problem.errors ?? []) : [];
      if (fields.length)
        setErrors(Object.fromEntries(fields.map((f) => [f.field, t(`validation.${f.message}`)])));
      else snackbar.error(problemMessage(e, t('settings.message')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{t('orderdocs.sendMail')}</DialogTitle>
      {draft.isFetching ? <LoadingBar /> : null}
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <TextField
          select
          label={t('orderdocs.document')}
          value={type}
          onChange={(e) => chooseType(Number(e.target.value))}
        >
          {PRINT_TYPES.map((p) => (
            <MenuItem key={p} value={p}>
              {t(`orderdocs.printType_${p}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('orderdocs.mailTo')}
          value={to}
          onChange={(e) => setTo(e.target.value)}
          error={Boolean(errors.to)}
          helperText={errors.to}
          inputMode="email"
        />
        <TextField
          label={t('orderdocs.mailCc')}
          value={cc}
          onChange={(e) => setCc(e.target.value)}
          error={Boolean(errors.cc)}
          helperText={errors.cc}
          inputMode="email"
        />
        <TextField
          label={t('orderdocs.mailSubject')}
          value={subject}
          onChange={(e) => setSubject(e.target.value)}
          error={Boolean(errors.subject)}
          helperText={errors.subject}
        />
        <TextField
          label={t('orderdocs.mailBody')}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          multiline
          minRows={6}
          error={Boolean(errors.body)}
          helperText={errors.body}
        />
        <Link href={orderPdfUrl(orderId, type, true)} target="_blank" rel="noopener">
          {t('orderdocs.preview')}: {draft.data?.filename ?? ''}
        </Link>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('orderdocs.cancel')}</Button>
        <Button variant="contained" onClick={() => void send()} disabled={busy || !draft.data}>
          {t('orderdocs.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
