import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useSnackbar } from '../../app/snackbar';
import { problemMessage } from '../settings/api-errors';
import { PageHeader } from '../settings/PageHeader';
import { CustomerPicker } from '../customers/CustomerPicker';
import { contactName, offerKeys, offersApi, useCustomerContacts } from './offers.api';
import { useOfferErrors } from './use-offer-errors';
import { useUnsavedChanges } from '../../app/unsaved-changes';
import { fieldHelper } from '../../platform/form-errors';
import { SaveBar } from '../settings/SaveBar';
import { firstErrorInOrder, valuesChanged } from '../settings/save-bar.logic';
import { OFFER_TEXT_MAX } from '@suite/shared/offers/offer.schema';

const FIELD_ORDER = ['customer_id', 'lead_id', 'contact_id', 'description', 'validuntil'] as const;

const idParam = (v: string | null) => {
  const n = Number(v);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

/**
 * /offers/add: the customer (or the lead it was opened from) and a title; number, status, dates and texts come
 * from the server's defaults, and the offer opens on its products tab.
 */
export function OfferAddPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const leadId = idParam(params.get('lead_id'));
  const [customerId, setCustomerId] = useState<number | null>(idParam(params.get('customer_id')));
  const [contactId, setContactId] = useState<number | ''>('');
  const contacts = useCustomerContacts(leadId ? null : customerId);
  const [description, setDescription] = useState('');
  const [validuntil, setValiduntil] = useState('');
  const [busy, setBusy] = useState(false);
  const errors = useOfferErrors();
  const [start] = useState(() => ({ customerId, contactId, description, validuntil }));
  const current = { customerId, contactId, description, validuntil };
  const dirty = valuesChanged(current, start);
  const release = useUnsavedChanges(dirty);
  const undo = () => {
    setCustomerId(start.customerId);
    setContactId(start.contactId);
    setDescription(start.description);
    setValiduntil(start.validuntil);
    errors.clear();
  };
  const failing = firstErrorInOrder(errors.errors, FIELD_ORDER);
  const errorSummary = failing
    ? {
        label: t(`offers.field_${failing.field}`, { defaultValue: failing.field }),
        message: errors.of(failing.field)!,
      }
    : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    errors.clear();
    setBusy(true);
    try {
      const offer = await offersApi.create({
        ...(customerId ? { customer_id: customerId } : {}),
        ...(leadId ? { lead_id: leadId } : {}),
        ...(contactId !== '' && !leadId ? { contact_id: contactId } : {}),
        description,
        ...(validuntil.trim() ? { validuntil } : {}),
      });
      await queryClient.invalidateQueries({ queryKey: offerKeys.all });
      release();
      navigate(`/offers/${offer.id}/products`);
    } catch (error) {
      if (!errors.take(error)) snackbar.error(problemMessage(error, t('settings.message')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ maxWidth: 720 }}>
      <PageHeader title={t('offers.addOffer')} />
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
          {leadId ? null : (
            <CustomerPicker
              label={t('offers.field_customer_id')}
              value={customerId}
              onChange={(id) => {
                setCustomerId(id);
                setContactId('');
              }}
              required
              error={Boolean(errors.of('customer_id'))}
              helperText={errors.of('customer_id')}
            />
          )}
          {!leadId && customerId ? (
            <TextField
              select
              label={t('offers.field_contact_id')}
              value={contactId}
              onChange={(e) => setContactId(e.target.value === '' ? '' : Number(e.target.value))}
              error={Boolean(errors.of('contact_id'))}
              helperText={errors.of('contact_id')}
            >
              <MenuItem value="">–</MenuItem>
              {(contacts.data ?? []).map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {contactName(c)}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
          <TextField
            label={t('offers.field_description')}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            error={Boolean(errors.of('description'))}
            helperText={fieldHelper({
              error: errors.of('description'),
              value: description,
              maxLength: OFFER_TEXT_MAX.description,
            })}
            slotProps={{ htmlInput: { maxLength: OFFER_TEXT_MAX.description } }}
            autoFocus={Boolean(leadId || customerId)}
          />
          <TextField
            label={t('offers.field_validuntil')}
            placeholder="DD.MM.YYYY"
            value={validuntil}
            onChange={(e) => setValiduntil(e.target.value)}
            error={Boolean(errors.of('validuntil'))}
            helperText={errors.of('validuntil')}
          />
          <SaveBar dirty={dirty} isNew saving={busy} onUndo={undo} errorSummary={errorSummary} />
        </Box>
      </Paper>
    </Box>
  );
}
