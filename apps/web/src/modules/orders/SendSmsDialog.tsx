import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { smsCount, SMS_MAX_COUNT } from '@suite/shared/validation/sms';
import { isApiError } from '../../platform/api';
import { useSnackbar } from '../../app/snackbar';
import { problemMessage } from '../settings/api-errors';
import { orderDocsApi } from './order-docs.api';

/**
 * Sends an SMS about the order (spec 01 §5: 150-character messages, a placeholder counts 20, at most 5): the count
 * shows while typing; the server checks the same rules and its field errors show on the fields.
 */
export function SendSmsDialog(props: { orderId: number; defaultTo: string; onClose: () => void }) {
  const { orderId, defaultTo, onClose } = props;
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const [to, setTo] = useState(defaultTo);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const parts = smsCount(message);

  const send = async () => {
    setBusy(true);
    setErrors({});
    try {
      await orderDocsApi.sendSms(orderId, { to, message });
      await queryClient.invalidateQueries({ queryKey: ['orderdocs', 'sms'] });
      snackbar.success(t('orderdocs.smsSent'));
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
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('orderdocs.sendSms')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <TextField
          label={t('orderdocs.smsTo')}
          value={to}
          onChange={(e) => setTo(e.target.value)}
          error={Boolean(errors.to)}
          helperText={errors.to}
          inputMode="tel"
          autoFocus={!defaultTo}
        />
        <TextField
          label={t('orderdocs.smsMessage')}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          multiline
          minRows={4}
          error={Boolean(errors.message) || parts > SMS_MAX_COUNT}
          helperText={errors.message ?? t('orderdocs.smsParts', { count: parts })}
          autoFocus={Boolean(defaultTo)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('orderdocs.cancel')}</Button>
        <Button variant="contained" onClick={() => void send()} disabled={busy}>
          {t('orderdocs.sendSms')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
