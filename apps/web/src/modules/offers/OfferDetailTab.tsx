import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { formatDate } from '@suite/shared/format/date-format';
import type { Offer } from '@suite/shared/offers/offer.schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../app/snackbar';
import { api } from '../../platform/api';
import { isStaleSave, problemMessage } from '../settings/api-errors';
import { contactName, offerKeys, offersApi, useCustomerContacts } from './offers.api';
import { useOfferErrors } from './use-offer-errors';
import { useUnsavedChanges } from '../../app/unsaved-changes';
import { fieldHelper } from '../../platform/form-errors';
import { SaveBar } from '../settings/SaveBar';
import { firstErrorInOrder, valuesChanged } from '../settings/save-bar.logic';
import { OFFER_TEXT_MAX } from '@suite/shared/offers/offer.schema';

type Values = {
  description: string;
  contact_id: number | '';
  responsible_id: number | '';
  status: number;
  offerdate: string;
  validuntil: string;
  customerreference: string;
  offertext: string;
  deliveryterms: string;
};

const NUMERIC = new Set<keyof Values>(['status', 'contact_id', 'responsible_id']);
/** The fields in the order of the form (the error summary names the first failing one). */
const FIELD_ORDER: readonly (keyof Values)[] = [
  'description',
  'status',
  'customerreference',
  'contact_id',
  'responsible_id',
  'offerdate',
  'validuntil',
  'offertext',
  'deliveryterms',
];

const valuesOf = (o: Offer): Values => ({
  description: o.description ?? '',
  contact_id: o.contact_id ?? '',
  responsible_id: o.responsible_id ?? '',
  status: o.status,
  offerdate: formatDate(o.offerdate),
  validuntil: o.validuntil ? formatDate(o.validuntil) : '',
  customerreference: o.customerreference ?? '',
  offertext: o.offertext ?? '',
  deliveryterms: o.deliveryterms ?? '',
});

/** The detail tab: title, status, dates, reference and the two texts (standard text types 3 and 4). */
export function OfferDetailTab({ offer, readOnly }: { offer: Offer; readOnly: boolean }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>(() => valuesOf(offer));
  // What was read or last saved: the save bar and the lost-changes dialog compare with it.
  const [saved, setSaved] = useState<Values>(() => valuesOf(offer));
  const dirty = !readOnly && valuesChanged(values, saved);
  useUnsavedChanges(dirty);
  const [stale, setStale] = useState(false);
  const [busy, setBusy] = useState(false);
  const errors = useOfferErrors();
  const statuses = useQuery({ queryKey: offerKeys.statuses, queryFn: offersApi.statuses, staleTime: 60_000 });
  const contacts = useCustomerContacts(offer.customer_id);
  const people = useQuery({
    queryKey: ['users', 'lookup'],
    queryFn: () => api.get<{ id: number; name: string }[]>('users'),
    staleTime: 60_000,
  });
  const set = (k: keyof Values) => (e: { target: { value: string } }) =>
    setValues((v) => ({
      ...v,
      [k]: NUMERIC.has(k) ? (e.target.value === '' ? '' : Number(e.target.value)) : e.target.value,
    }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    errors.clear();
    setStale(false);
    setBusy(true);
    try {
      const saved = await offersApi.update(offer.id, {
        ...values,
        contact_id: values.contact_id === '' ? null : values.contact_id,
        responsible_id: values.responsible_id === '' ? null : values.responsible_id,
        version: offer.version,
      });
      queryClient.setQueryData(offerKeys.item(offer.id), saved);
      setValues(valuesOf(saved));
      setSaved(valuesOf(saved));
      void queryClient.invalidateQueries({ queryKey: offerKeys.all });
      snackbar.success(t('offers.saved'));
    } catch (error) {
      if (isStaleSave(error)) {
        setStale(true);
        await queryClient.invalidateQueries({ queryKey: offerKeys.item(offer.id) });
      } else if (!errors.take(error)) snackbar.error(problemMessage(error, t('settings.message')));
    } finally {
      setBusy(false);
    }
  };

  const field = (k: keyof Values, extra: Record<string, unknown> = {}) => {
    const maxLength = OFFER_TEXT_MAX[k as keyof typeof OFFER_TEXT_MAX];
    return {
      label: t(`offers.field_${k}`),
      value: values[k],
      onChange: set(k),
      disabled: readOnly,
      error: Boolean(errors.of(k)),
      helperText: fieldHelper({ error: errors.of(k), value: values[k], maxLength }),
      ...(maxLength ? { slotProps: { htmlInput: { maxLength } } } : {}),
      ...extra,
    };
  };
  const failing = firstErrorInOrder(errors.errors, FIELD_ORDER);
  const errorSummary = failing
    ? {
        label: t(`offers.field_${failing.field}`, { defaultValue: failing.field }),
        message: errors.of(failing.field)!,
      }
    : null;
  const statusItems = statuses.data ?? [];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, maxWidth: 960 }}>
      {stale ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('offers.stale')}
        </Alert>
      ) : null}
      <Box
        component="form"
        onSubmit={submit}
        noValidate
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
      >
        <TextField {...field('description')} sx={{ gridColumn: { md: '1 / -1' } }} />
        <TextField {...field('status')} select>
          {statusItems.some((s) => s.status === offer.status) ? null : (
            <MenuItem value={offer.status}>{offer.statusname ?? offer.status}</MenuItem>
          )}
          {statusItems.map((s) => (
            <MenuItem key={s.id} value={s.status}>
              {s.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField {...field('customerreference')} />
        <TextField {...field('contact_id')} select>
          <MenuItem value="">–</MenuItem>
          {(contacts.data ?? []).map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {contactName(c)}
            </MenuItem>
          ))}
          {offer.contact_id && !(contacts.data ?? []).some((c) => c.id === offer.contact_id) ? (
            <MenuItem value={offer.contact_id}>{offer.contactname}</MenuItem>
          ) : null}
        </TextField>
        <TextField {...field('responsible_id')} select>
          <MenuItem value="">–</MenuItem>
          {(people.data ?? []).map((u) => (
            <MenuItem key={u.id} value={u.id}>
              {u.name}
            </MenuItem>
          ))}
          {offer.responsible_id && !(people.data ?? []).some((u) => u.id === offer.responsible_id) ? (
            <MenuItem value={offer.responsible_id}>{offer.responsiblename}</MenuItem>
          ) : null}
        </TextField>
        <TextField {...field('offerdate', { placeholder: 'DD.MM.YYYY' })} />
        <TextField {...field('validuntil', { placeholder: 'DD.MM.YYYY' })} />
        <TextField
          {...field('offertext', { multiline: true, minRows: 3 })}
          sx={{ gridColumn: { md: '1 / -1' } }}
        />
        <TextField
          {...field('deliveryterms', { multiline: true, minRows: 2 })}
          sx={{ gridColumn: { md: '1 / -1' } }}
        />
        {readOnly ? null : (
          <Box sx={{ gridColumn: { md: '1 / -1' } }}>
            <SaveBar
              dirty={dirty}
              saving={busy}
              onUndo={() => {
                setValues(saved);
                errors.clear();
              }}
              errorSummary={errorSummary}
            />
          </Box>
        )}
      </Box>
    </Paper>
  );
}
