import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { CUSTOMER_DISCOUNT_FIELDS } from '@suite/shared/customers/customer-constants';
import { customerCreateSchema } from '@suite/shared/customers/customer.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useForm, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../app/snackbar';
import { useUnsavedChanges } from '../../app/unsaved-changes';
import { applyProblemErrors } from '../../platform/form-errors';
import { hasFieldErrors, isStaleSave, problemMessage } from '../settings/api-errors';
import { SaveBar } from '../settings/SaveBar';
import { SettingsSection } from '../settings/SettingsSection';
import { StaleAlert } from '../settings/StaleAlert';
import { discountFormValues } from './customer-form.logic';
import { customerKeys, customersApi, type Customer } from './customers.api';
import { FormTextField } from './FormTextField';

// The discount fields' own rules (0-100 %, decimal comma), taken from the customer schema.
const discountSchema = customerCreateSchema.pick(
  Object.fromEntries(CUSTOMER_DISCOUNT_FIELDS.map((f) => [f, true])) as never,
);

/** The earning_and_discounts tab: the customer's discount rates for hours, supplies, filters and belts. */
export function CustomerDiscountsTab({ customer, readOnly }: { customer: Customer; readOnly?: boolean }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const [stale, setStale] = useState(false);
  const form = useForm<FieldValues>({
    resolver: zodResolver(discountSchema),
    defaultValues: discountFormValues(customer),
    mode: 'onTouched',
  });
  const { isDirty, isSubmitting } = form.formState;
  useUnsavedChanges(isDirty && !readOnly);
  useEffect(() => {
    form.reset(discountFormValues(customer));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [customer.id, customer.version]);

  const submit = form.handleSubmit(async (values) => {
    setStale(false);
    try {
      const saved = await customersApi.update(customer.id, { ...values, version: customer.version });
      snackbar.success(t('common.updatedSuccess'));
      queryClient.setQueryData(customerKeys.item(saved.id), saved);
      form.reset(discountFormValues(saved));
    } catch (error) {
      if (isStaleSave(error)) {
        setStale(true);
        await queryClient.invalidateQueries({ queryKey: customerKeys.item(customer.id) });
      } else if (hasFieldErrors(error)) applyProblemErrors(error, form.setError);
      else snackbar.error(problemMessage(error, t('settings.message')));
    }
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e: FormEvent<HTMLFormElement>) => {
        e.preventDefault();
        if (!readOnly) void submit(e);
      }}
      sx={{ maxWidth: 720 }}
    >
      {stale ? <StaleAlert onClose={() => setStale(false)} /> : null}
      <SettingsSection title={t('customers.sectionDiscounts')} description={t('customers.discountsHint')}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {CUSTOMER_DISCOUNT_FIELDS.map((f) => (
            <FormTextField
              key={f}
              control={form.control}
              name={f}
              label={t(`customers.field_${f}`)}
              inputMode="decimal"
              disabled={readOnly}
            />
          ))}
        </Box>
      </SettingsSection>
      {readOnly ? null : <SaveBar dirty={isDirty} saving={isSubmitting} onUndo={() => form.reset()} />}
    </Box>
  );
}
