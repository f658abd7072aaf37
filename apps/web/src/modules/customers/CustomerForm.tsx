import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import {
  CUSTOMER_DISCOUNT_FIELDS,
  CUSTOMER_STATES,
  SALE_TYPES,
} from '@suite/shared/customers/customer-constants';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useSnackbar } from '../../app/snackbar';
import { useUnsavedChanges } from '../../app/unsaved-changes';
import { applyProblemErrors } from '../../platform/form-errors';
import { hasFieldErrors, isStaleSave, problemMessage } from '../settings/api-errors';
import { SEARCH_DEBOUNCE_MS } from '../settings/resource-list.logic';
import { SaveBar } from '../settings/SaveBar';
import { SettingsSection } from '../settings/SettingsSection';
import { StaleAlert } from '../settings/StaleAlert';
import { useDebouncedValue } from '../settings/use-debounced-value';
import {
  customerFormValues,
  emptyCustomerValues,
  organisationNumberToCheck,
  paymentTermOptions,
} from './customer-form.logic';
import { DeferredCustomerPicker } from './DeferredCustomerPicker';
import { CustomFieldsSection } from './CustomFieldsSection';
import { customFieldApiValues, customFieldFormValues, formFieldOfError } from './custom-fields.logic';
import { customerKeys, customersApi, type Customer, type LookupItem } from './customers.api';
import { customFieldsQuery, formLookupsQuery, type CustomerLookupField } from './customer-form.lookups';
import { useCustomerFieldError } from './use-customer-field-error';
import { useErrorSummary } from '../settings/use-error-summary';
import { useStepwise } from '../settings/use-stepwise';
import { FieldStyles } from '../settings/lite-fields';
import {
  LiteFormSelectField,
  LiteFormSwitch,
  LiteFormTextField,
  type LiteFormOption,
} from '../settings/LiteFormFields';
import { lazyResolver, lazyRules, useLazyRules } from '../settings/lazy-rules';
import { openingPage, startRequest, startRequestThen } from '../settings/first-request';

export type CustomerFormProps = {
  /** The customer to edit, or null on the add page. */
  customer: Customer | null;
  readOnly?: boolean;
  /** Show the discount rates (the add page; a saved customer has them on their own tab). */
  withDiscounts?: boolean;
};

// Issue 11: zod, the shared customer schema and the custom-field rules load on the form's first use (focus or
// submit), not with its first view (customer-form.rules.ts).
const rules = lazyRules(() => import('./customer-form.rules'));
const resolver = lazyResolver(rules, (m) => m.customerResolver);

// Issue 11: opening a customer's form by its address, the form's lookups are asked for when this chunk runs (the
// custom fields at once, the lookup lists once the customer is there, since they name its current choices),
// instead of after the form has rendered (first-request.ts).
const opening = openingPage(/^\/customers\/(\d+)\/detail$/);
if (opening) {
  const fields = customFieldsQuery();
  startRequest(fields.queryKey, fields.queryFn);
  const id = Number(opening.match[1]);
  if (id > 0) {
    startRequestThen(customerKeys.item(id), () => customersApi.get(id), formLookupsQuery);
  }
}

const lookupLabel = (item: LookupItem) =>
  [item.number, item.name].filter((v) => v !== undefined && v !== null && v !== '').join(' ');

function Grid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}
    >
      {children}
    </Box>
  );
}

/**
 * The customer's own fields (spec 02 §3 "Customer"): add (POST customers) or edit (PUT customers/{id} with the
 * version read). The organisation number is checked against the server as it is typed (spec 01 §5).
 */
export function CustomerForm({ customer, readOnly, withDiscounts }: CustomerFormProps) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const fieldError = useCustomerFieldError();
  const isNew = customer === null;
  const [stale, setStale] = useState(false);
  // Issue 11: the basics first, contact and terms right after, the rest (and the save bar below it) last, each
  // in a task of its own (use-stepwise.tsx).
  const sections = useStepwise(3);

  // The company's own customer fields (settings /customer_custom_fields): every signed-in user reads them.
  const customFields = useQuery(customFieldsQuery());
  const [loadedRules, loadRules] = useLazyRules(rules);
  const definitions = useMemo(() => customFields.data ?? [], [customFields.data]);
  const valuesOf = (c: Customer | null): FieldValues => ({
    ...(c ? customerFormValues(c) : emptyCustomerValues()),
    customfields: customFieldFormValues(definitions, c?.customfields),
  });

  const form = useForm<FieldValues>({
    resolver,
    defaultValues: valuesOf(customer),
    mode: 'onTouched',
  });
  const { isDirty, isSubmitting } = form.formState;
  const errorSummary = useErrorSummary(form.formState, (f) => `customers.field_${f}`);
  // spec 01 §2: leaving with unsaved changes asks first.
  const release = useUnsavedChanges(isDirty && !readOnly);

  // A saved or reloaded customer replaces what the form shows.
  useEffect(() => {
    if (customer) form.reset(valuesOf(customer));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [customer?.id, customer?.version]);
  // The custom fields arrive after the form: their inputs start with the saved values unless already edited.
  useEffect(() => {
    if (!form.getFieldState('customfields').isDirty) {
      form.resetField('customfields', {
        defaultValue: customFieldFormValues(definitions, customer?.customfields),
      });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [definitions]);

  // The add page proposes the next free customer number.
  const next = useQuery({
    queryKey: customerKeys.nextNumber,
    queryFn: customersApi.nextNumber,
    enabled: isNew,
    staleTime: 0,
  });
  useEffect(() => {
    if (isNew && next.data && !form.getFieldState('customernumber').isDirty) {
      form.resetField('customernumber', { defaultValue: String(next.data.customernumber) });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isNew, next.data]);

  const lookups = useQuery(formLookupsQuery(customer));

  // spec 01 §5: organisation number existence is checked against the server (debounced while typing).
  const orgText = useWatch({ control: form.control, name: 'organizationnumber' });
  const orgDigits = organisationNumberToCheck(useDebouncedValue(orgText, SEARCH_DEBOUNCE_MS));
  const orgCheck = useQuery({
    queryKey: customerKeys.orgCheck(orgDigits ?? ''),
    queryFn: () => customersApi.checkOrganization(orgDigits!),
    enabled: orgDigits !== null && !readOnly,
    staleTime: 10_000,
  });
  const duplicate = orgCheck.data?.exists && orgCheck.data.customerid !== customer?.id ? orgCheck.data : null;

  const submit = form.handleSubmit(async (input) => {
    setStale(false);
    // The shared custom-field rules first (required, number, date, choice), shown on their inputs.
    const { customFieldIssues } = await rules.load();
    const issues = customFields.data ? customFieldIssues(definitions, input.customfields) : [];
    issues.forEach((issue, i) =>
      form.setError(issue.field, { type: 'rule', message: issue.message }, { shouldFocus: i === 0 }),
    );
    if (issues.length) return;
    const { customfields, ...rest } = input;
    // Only the fields shown are sent: values of a field switched off stay as saved (the server merges).
    const values = customFields.data
      ? { ...rest, customfields: customFieldApiValues(definitions, customfields) }
      : rest;
    try {
      if (isNew) {
        const saved = await customersApi.create(values);
        snackbar.success(t('common.addedSucess'));
        release();
        await queryClient.invalidateQueries({ queryKey: customerKeys.all });
        navigate(`/customers/${saved.id}/detail`);
      } else {
        const saved = await customersApi.update(customer.id, { ...values, version: customer.version });
        snackbar.success(t('common.updatedSuccess'));
        queryClient.setQueryData(customerKeys.item(saved.id), saved);
        form.reset(valuesOf(saved));
        void queryClient.invalidateQueries({
          queryKey: customerKeys.all,
          predicate: (q) => q.queryKey[2] !== 'item',
        });
      }
    } catch (error) {
      if (isStaleSave(error) && customer) {
        // DESIGN: a stale save is 412; show the newest version so the change can be made again on it.
        setStale(true);
        await queryClient.invalidateQueries({ queryKey: customerKeys.item(customer.id) });
        return;
      }
      if (hasFieldErrors(error)) {
        // A custom field's error names it by id (customfields.12); its input is customfields.f12.
        applyProblemErrors(error, (name, err, options) =>
          form.setError(formFieldOfError(String(name)), err, options),
        );
        return;
      }
      snackbar.error(problemMessage(error, t('settings.message')));
    }
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!readOnly) void submit(event);
  };

  const options = useMemo(() => {
    const lookup = (field: CustomerLookupField): LiteFormOption[] | null =>
      lookups.data?.[field]?.map((i) => ({ value: i.id, label: lookupLabel(i) || `#${i.id}` })) ?? null;
    return {
      customertype: (['customer', 'private'] as const).map((v) => ({
        value: v,
        label: t(`customers.customertype_${v}`),
      })),
      customerstate: CUSTOMER_STATES.map((v) => ({ value: v, label: t(`customers.customerstate_${v}`) })),
      saletype: SALE_TYPES.map((v) => ({ value: v, label: t(`customers.saletype_${v}`) })),
      paymentterms: paymentTermOptions(
        lookups.data?.paymentterms?.map((i) => Number((i as { days?: number }).days)),
        customer?.paymentterms,
      ).map((d) => ({
        value: d,
        label: d === 0 ? t('customers.paymentterms_cash') : t('customers.paymentterms_days', { days: d }),
      })),
      priorityid: lookup('priorityid'),
      shipmentid: lookup('shipmentid'),
      industryid: lookup('industryid'),
      productgroupid: lookup('productgroupid'),
    };
  }, [lookups.data, t, customer?.paymentterms]);

  const label = (field: string) => t(`customers.field_${field}`);
  const text = (field: string, extra: Partial<Parameters<typeof LiteFormTextField>[0]> = {}) => (
    <LiteFormTextField
      control={form.control}
      name={field}
      label={label(field)}
      disabled={readOnly}
      errorText={fieldError}
      translate={t}
      maxLength={loadedRules?.customerMaxLength(field)}
      {...extra}
    />
  );
  const select = (field: keyof typeof options, allowNone = true) => {
    const list = options[field];
    // A lookup list that does not exist in this installation leaves its field out.
    if (!list) return null;
    return (
      <LiteFormSelectField
        control={form.control}
        name={field}
        label={label(field)}
        options={list}
        none={allowNone ? t('customers.none') : undefined}
        noneValue={null}
        shrinkNone
        errorText={fieldError}
        disabled={readOnly}
      />
    );
  };
  const supplier = (field: 'mainsupplierid' | 'secondarysupplierid') => (
    <Controller
      control={form.control}
      name={field}
      render={({ field: input, fieldState }) => (
        <DeferredCustomerPicker
          value={(input.value as number | null) ?? null}
          onChange={input.onChange}
          onBlur={input.onBlur}
          label={label(field)}
          suppliersOnly
          excludeId={customer?.id}
          disabled={readOnly}
          error={Boolean(fieldState.error)}
          helperText={fieldError(fieldState.error)}
        />
      )}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit} onFocus={loadRules} sx={{ maxWidth: 1100 }}>
      <FieldStyles />
      {stale ? <StaleAlert onClose={() => setStale(false)} /> : null}
      <Stack spacing={2}>
        <SettingsSection title={t('customers.sectionBasics')}>
          <Grid>
            {text('name', { required: true, autoFocus: isNew })}
            {text('customernumber', {
              inputMode: 'numeric',
              helperText: isNew ? t('customers.proposedNumber') : undefined,
            })}
            <Box>
              {text('organizationnumber', {
                inputMode: 'numeric',
                helperText: t('customers.orgNumberHint'),
                // 'Invalid value' alone does not say that the check digit is wrong.
                errorTexts: { invalidOrganizationNumber: 'validation.invalidOrganizationNumber' },
              })}
              {duplicate ? (
                <Alert severity="warning" sx={{ mt: 1 }}>
                  {t('customers.orgNumberExists', { name: duplicate.name })}{' '}
                  <Link component={RouterLink} to={`/customers/${duplicate.customerid}/detail`}>
                    {t('customers.openCustomer')}
                  </Link>
                </Alert>
              ) : null}
            </Box>
            {text('vatid')}
            <LiteFormSelectField
              control={form.control}
              name="customertype"
              label={label('customertype')}
              options={options.customertype}
              errorText={fieldError}
              disabled={readOnly}
            />
            {select('customerstate')}
            {select('saletype')}
          </Grid>
        </SettingsSection>

        {sections >= 2 ? (
          <>
            <SettingsSection title={t('customers.sectionContact')}>
              <Grid>
                {text('email', { inputMode: 'email' })}
                {text('notificationemail', { inputMode: 'email' })}
                {text('phone', { inputMode: 'tel' })}
                {text('mobile', { inputMode: 'tel' })}
                {text('website', { inputMode: 'url' })}
              </Grid>
            </SettingsSection>

            <SettingsSection title={t('customers.sectionTerms')}>
              <Grid>
                {select('paymentterms')}
                {text('accountnumber')}
                {select('priorityid')}
                {select('shipmentid')}
                {select('industryid')}
                {select('productgroupid')}
                {supplier('mainsupplierid')}
                {supplier('secondarysupplierid')}
              </Grid>
            </SettingsSection>
          </>
        ) : null}

        {sections >= 3 ? (
          <>
            <CustomFieldsSection control={form.control} definitions={definitions} disabled={readOnly} />

            {withDiscounts ? (
              <SettingsSection
                title={t('customers.sectionDiscounts')}
                description={t('customers.discountsHint')}
              >
                <Grid>
                  {CUSTOMER_DISCOUNT_FIELDS.map((f) => (
                    <Box key={f}>{text(f, { inputMode: 'decimal' })}</Box>
                  ))}
                </Grid>
              </SettingsSection>
            ) : null}

            <SettingsSection title={t('customers.sectionFlags')}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
                {(['iscustomer', 'issupplier', 'isenterprise', 'isfavourite'] as const).map((f) => (
                  <LiteFormSwitch
                    key={f}
                    control={form.control}
                    name={f}
                    label={label(f)}
                    disabled={readOnly}
                  />
                ))}
                {isNew ? null : (
                  <LiteFormSwitch
                    control={form.control}
                    name="isactive"
                    label={t('customers.active')}
                    disabled={readOnly}
                  />
                )}
              </Box>
              <Box sx={{ mt: 2 }}>{text('notes', { multiline: true })}</Box>
            </SettingsSection>
          </>
        ) : null}
      </Stack>
      {readOnly || sections < 3 ? null : (
        <SaveBar
          dirty={isDirty}
          isNew={isNew}
          saving={isSubmitting}
          onUndo={() => form.reset()}
          errorSummary={errorSummary}
        />
      )}
    </Box>
  );
}
