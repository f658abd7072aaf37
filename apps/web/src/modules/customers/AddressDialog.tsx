import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import {
  ADDRESS_TYPE_NAME,
  ADDRESS_TYPES,
  type AddressType,
} from '@suite/shared/customers/customer-constants';
import {
  ADDRESS_TEXT_MAX,
  addressSchema,
  type CustomerAddress,
} from '@suite/shared/customers/customer.schema';
import { useState, type FormEvent } from 'react';
import { useForm, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../app/confirm-dialog';
import { useSnackbar } from '../../app/snackbar';
import { useUnsavedChanges } from '../../app/unsaved-changes';
import { applyProblemErrors } from '../../platform/form-errors';
import { hasFieldErrors, isStaleSave, problemMessage } from '../settings/api-errors';
import { StaleAlert } from '../settings/StaleAlert';
import { decimalText } from './customer-form.logic';
import { customersApi } from './customers.api';
import { FormSelectField } from './FormSelectField';
import { FormTextField } from './FormTextField';
import { usePostcodeTown } from '../../platform/postcodes';

export type AddressDialogProps = {
  customerId: number;
  /** The address to edit, or the type of a new one. */
  address: CustomerAddress | null;
  addresstype: AddressType;
  onClose: () => void;
  onSaved: () => void;
};

const valuesOf = (a: CustomerAddress | null, type: AddressType) => ({
  addresstype: a?.addresstype ?? type,
  street: a?.street ?? '',
  zip: a?.zip ?? '',
  city: a?.city ?? '',
  country: a?.country ?? 'Norge',
  latitude: decimalText(a?.latitude),
  longitude: decimalText(a?.longitude),
});

/** Add or change one address of a customer, with its coordinates (spec 02 §3: latitude, longitude, zip, city). */
export function AddressDialog({ customerId, address, addresstype, onClose, onSaved }: AddressDialogProps) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const confirm = useConfirm();
  const [stale, setStale] = useState(false);
  const form = useForm<FieldValues>({
    resolver: zodResolver(addressSchema as unknown as z.ZodType<FieldValues, FieldValues>),
    defaultValues: valuesOf(address, addresstype),
    mode: 'onTouched',
  });
  const { isDirty, isSubmitting } = form.formState;
  useUnsavedChanges(isDirty);
  usePostcodeTown(form, 'zip', 'city');

  const submit = form.handleSubmit(async (values) => {
    setStale(false);
    try {
      if (address)
        await customersApi.updateAddress(customerId, address.id, { ...values, version: address.version });
      else await customersApi.createAddress(customerId, values);
      snackbar.success(t(address ? 'common.updatedSuccess' : 'common.addedSucess'));
      form.reset(values);
      onSaved();
    } catch (error) {
      if (isStaleSave(error)) setStale(true);
      else if (hasFieldErrors(error)) applyProblemErrors(error, form.setError);
      else snackbar.error(problemMessage(error, t('settings.message')));
    }
  });

  const close = async () => {
    if (
      isDirty &&
      !isSubmitting &&
      !(await confirm({ title: t('settings.discardTitle'), text: t('settings.discardText') }))
    ) {
      return;
    }
    onClose();
  };

  const field = (name: string, extra: { inputMode?: 'decimal' | 'numeric'; helperText?: string } = {}) => (
    <FormTextField
      control={form.control}
      name={name}
      label={t(`customers.address_${name}`)}
      maxLength={ADDRESS_TEXT_MAX[name]}
      {...extra}
    />
  );
  return (
    <Dialog
      open
      onClose={() => void close()}
      fullWidth
      maxWidth="sm"
      slotProps={{
        paper: {
          component: 'form',
          noValidate: true,
          onSubmit: (e: FormEvent<HTMLFormElement>) => {
            e.preventDefault();
            void submit(e);
          },
        } as object,
      }}
    >
      <DialogTitle>{t(address ? 'customers.editAddress' : 'customers.addAddress')}</DialogTitle>
      <DialogContent dividers>
        {stale ? <StaleAlert onClose={() => setStale(false)} /> : null}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' }, pt: 1 }}>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <FormSelectField
              control={form.control}
              name="addresstype"
              label={t('customers.address_addresstype')}
              options={ADDRESS_TYPES.map((type) => ({
                value: type,
                label: t(`customers.addresstype_${ADDRESS_TYPE_NAME[type]}`),
              }))}
            />
          </Box>
          <Box sx={{ gridColumn: '1 / -1' }}>{field('street')}</Box>
          {field('zip', { inputMode: 'numeric' })}
          {field('city')}
          <Box sx={{ gridColumn: '1 / -1' }}>{field('country')}</Box>
          {field('latitude', { inputMode: 'decimal', helperText: t('customers.address_coordinatesHint') })}
          {field('longitude', { inputMode: 'decimal' })}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button color="inherit" onClick={() => void close()}>
          {t('customers.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {t('customers.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
