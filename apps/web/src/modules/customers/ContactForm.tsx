import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { contactCreateSchema } from '@suite/shared/customers/customer.schema';
import { contactsResource } from '@suite/shared/customers/customers.resources';
import { textMaxLength } from '@suite/shared/resources/define-resource';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Controller, useForm, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../app/confirm-dialog';
import { useSnackbar } from '../../app/snackbar';
import { useUnsavedChanges } from '../../app/unsaved-changes';
import { applyProblemErrors } from '../../platform/form-errors';
import { hasFieldErrors, isStaleSave, problemMessage } from '../settings/api-errors';
import { StaleAlert } from '../settings/StaleAlert';
import { contactFormValues } from './customer-form.logic';
import { CustomerPicker } from './CustomerPicker';
import { contactKeys, contactsApi, type Contact } from './customers.api';
import { FormSwitch } from './FormSwitch';
import { FormTextField } from './FormTextField';
import { useCustomerFieldError } from './use-customer-field-error';

export type ContactFormProps = {
  /** The contact to edit, or null for a new one. */
  contact: Contact | null;
  /** The customer a new contact belongs to (the customer's contacts tab). */
  customerId?: number | null;
  /** The customer is given by the page and cannot be changed here. */
  lockCustomer?: boolean;
  readOnly?: boolean;
  onSaved: (contact: Contact) => void;
  onCancel: () => void;
  /** Called when the newest version had to be loaded after a stale save (HTTP 412). */
  onStale?: () => Promise<Contact | undefined>;
};

/** A contact's fields (spec 02 §3: title, telephone, mobile, job title; and the customer it belongs to). */
export function ContactForm(props: ContactFormProps) {
  const { contact, customerId, lockCustomer, readOnly, onSaved, onCancel, onStale } = props;
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const fieldError = useCustomerFieldError();
  const [stale, setStale] = useState(false);
  const [version, setVersion] = useState(contact?.version);
  const form = useForm<FieldValues>({
    resolver: zodResolver(contactCreateSchema),
    defaultValues: contactFormValues(contact, customerId),
    mode: 'onTouched',
  });
  const { isDirty, isSubmitting } = form.formState;
  const release = useUnsavedChanges(isDirty && !readOnly);

  const submit = form.handleSubmit(async (values) => {
    setStale(false);
    try {
      const saved = contact
        ? await contactsApi.update(contact.id, { ...values, version })
        : await contactsApi.create(values);
      snackbar.success(t(contact ? 'common.updatedSuccess' : 'common.addedSucess'));
      form.reset(values);
      release();
      await queryClient.invalidateQueries({ queryKey: contactKeys.all });
      onSaved(saved);
    } catch (error) {
      if (isStaleSave(error) && onStale) {
        setStale(true);
        const newest = await onStale();
        if (newest) {
          setVersion(newest.version);
          form.reset(contactFormValues(newest));
        }
      } else if (hasFieldErrors(error)) applyProblemErrors(error, form.setError);
      else snackbar.error(problemMessage(error, t('settings.message')));
    }
  });

  const cancel = async () => {
    if (isDirty && !(await confirm({ title: t('settings.discardTitle'), text: t('settings.discardText') })))
      return;
    release();
    onCancel();
  };

  const text = (
    name: string,
    extra: { required?: boolean; inputMode?: 'email' | 'tel'; autoFocus?: boolean; multiline?: boolean } = {},
  ) => (
    <FormTextField
      control={form.control}
      name={name}
      label={t(`customers.contact_${name}`)}
      disabled={readOnly}
      maxLength={textMaxLength(contactsResource, name)}
      {...extra}
    />
  );
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e: FormEvent<HTMLFormElement>) => {
        e.preventDefault();
        e.stopPropagation();
        if (!readOnly) void submit(e);
      }}
    >
      {stale ? <StaleAlert onClose={() => setStale(false)} /> : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
        {text('firstname', { required: true, autoFocus: !contact })}
        {text('lastname')}
        {text('title')}
        {text('jobtitle')}
        {text('telephone', { inputMode: 'tel' })}
        {text('mobile', { inputMode: 'tel' })}
        <Box sx={{ gridColumn: '1 / -1' }}>{text('email', { inputMode: 'email' })}</Box>
        {lockCustomer ? null : (
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Controller
              control={form.control}
              name="customerid"
              render={({ field, fieldState }) => (
                <CustomerPicker
                  value={(field.value as number | null) ?? null}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  label={t('customers.contact_customerid')}
                  initialName={field.value === contact?.customerid ? contact?.customername : undefined}
                  disabled={readOnly}
                  error={Boolean(fieldState.error)}
                  helperText={fieldError(fieldState.error)}
                />
              )}
            />
          </Box>
        )}
        <Box sx={{ gridColumn: '1 / -1' }}>{text('notes', { multiline: true })}</Box>
        {contact ? (
          <FormSwitch
            control={form.control}
            name="isactive"
            label={t('customers.active')}
            disabled={readOnly}
          />
        ) : null}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 3 }}>
        <Button color="inherit" onClick={() => void cancel()}>
          {readOnly ? t('customers.close') : t('customers.cancel')}
        </Button>
        {readOnly ? null : (
          <Button
            type="submit"
            variant="contained"
            disabled={isSubmitting}
            startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {t('customers.save')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
