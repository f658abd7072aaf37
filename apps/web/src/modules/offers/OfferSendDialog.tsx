import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Offer } from '@suite/shared/offers/offer.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../app/snackbar';
import { api } from '../../platform/api';
import { problemMessage } from '../settings/api-errors';
import { offerKeys, offersApi } from './offers.api';
import { useOfferErrors } from './use-offer-errors';

/** The e-mail of the offer's contact, else of its customer, as the proposed recipient. */
async function proposedRecipient(offer: Offer): Promise<string> {
  try {
    if (offer.contact_id) {
      const c = await api.get<{ email: string | null }>(`contacts/${offer.contact_id}`, undefined, {
        silent: true,
      });
      if (c.email) return c.email;
    }
    if (offer.customer_id) {
      const c = await api.get<{ email: string | null }>(`customers/${offer.customer_id}`, undefined, {
        silent: true,
      });
      if (c.email) return c.email;
    }
  } catch {
    /* the user types it */
  }
  return '';
}

/** Send offer: recipient, copy, subject and message (empty: the offer mail template's); the answer link is added. */
export function OfferSendDialog({
  offer,
  open,
  onClose,
}: {
  offer: Offer;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ to: '', cc: '', subject: '', body: '' });
  const [busy, setBusy] = useState(false);
  const errors = useOfferErrors();
  useEffect(() => {
    if (!open) return;
    errors.clear();
    setValues({ to: '', cc: '', subject: '', body: '' });
    let live = true;
    // The proposal arrives later: it never overwrites an address the user has begun to type.
    void proposedRecipient(offer).then((to) => {
      if (live) setValues((v) => (v.to ? v : { ...v, to }));
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, offer.id]);
  const set = (k: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [k]: e.target.value }));
  const send = async () => {
    errors.clear();
    setBusy(true);
    try {
      const body: Record<string, string> = { to: values.to };
      for (const k of ['cc', 'subject', 'body'] as const) if (values[k].trim()) body[k] = values[k];
      const saved = await offersApi.send(offer.id, body);
      queryClient.setQueryData(offerKeys.item(offer.id), saved);
      void queryClient.invalidateQueries({ queryKey: offerKeys.all });
      if (saved.mail.status === 'failed') {
        snackbar.error(t('offers.error_mailNotSent'));
        return;
      }
      snackbar.success(t('offers.sent'));
      onClose();
    } catch (error) {
      if (!errors.take(error))
        snackbar.error(errors.text(problemMessage(error, '').replace(/^\s*:?\s*/, '')));
    } finally {
      setBusy(false);
    }
  };
  const field = (k: keyof typeof values, extra: Record<string, unknown> = {}) => ({
    label: t(`offers.send${k === 'to' ? 'To' : k === 'cc' ? 'Cc' : k === 'subject' ? 'Subject' : 'Body'}`),
    value: values[k],
    onChange: set(k),
    error: Boolean(errors.of(k)),
    helperText: errors.of(k),
    fullWidth: true,
    margin: 'dense' as const,
    ...extra,
  });
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('offers.sendTitle', { number: offer.offernumber })}</DialogTitle>
      <DialogContent>
        <TextField {...field('to', { required: true, type: 'email', autoFocus: true })} />
        <TextField {...field('cc', { type: 'email' })} />
        <TextField {...field('subject')} />
        <TextField {...field('body', { multiline: true, minRows: 4 })} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('offers.sendTemplateHint')}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('offers.cancel')}</Button>
        <Button variant="contained" onClick={() => void send()} disabled={busy}>
          {t('offers.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
