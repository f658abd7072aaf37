import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDate, parseDate } from '@suite/shared/format/date-format';
import { nextStatuses } from '@suite/shared/orders/order-status.rules';
import { PRICING_TYPES } from '@suite/shared/orders/order-constants';
import { hasPermission, isAdmin } from '@suite/shared/users/permissions';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type Control, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSnackbar } from '../../app/snackbar';
import { useUnsavedChanges } from '../../app/unsaved-changes';
import { api } from '../../platform/api';
import { applyProblemErrors } from '../../platform/form-errors';
import { useSession } from '../../platform/session';
import { hasFieldErrors, isStaleSave, problemMessage } from '../settings/api-errors';
import { SaveBar } from '../settings/SaveBar';
import { useErrorSummary } from '../settings/use-error-summary';
import { useStepwise } from '../settings/use-stepwise';
import { SettingsSection } from '../settings/SettingsSection';
import { StaleAlert } from '../settings/StaleAlert';
import { DeferredCustomerPicker } from '../customers/DeferredCustomerPicker';
import { DeferredField } from '../settings/DeferredField';
import { FieldStyles } from '../settings/lite-fields';
import { LiteFormSelectField, LiteFormSwitch, LiteFormTextField } from '../settings/LiteFormFields';
import { lazyComponent } from '../../platform/lazy-component';
import { contactsApi, customersApi, lookupItems, type LookupItem } from '../customers/customers.api';
import { parseThresholds } from './order-ui.logic';
import { orderKeys, ordersApi, usersApi, type Order, type OrderListRow } from './orders.api';
import { loadOrderStatuses, ORDER_STATUSES_KEY, useOrderStatuses } from './order-lookups';
import { openingPage, startRequest, startRequestThen } from '../settings/first-request';

type Values = Record<string, unknown>;

const usersQuery = { queryKey: ['resource', 'users', 'lookup'], queryFn: usersApi.list, staleTime: 60_000 };

/** The lists of the form's selects (the order's own type even when no longer active), asked for side by side. */
function formLookupsQuery(order: Order | null) {
  return {
    queryKey: ['resource', 'orders', 'form-lookups'],
    queryFn: async () => {
      const [types, categories, standards, projects] = await Promise.all([
        lookupItems('ordertypes', order?.ordertype_id ? [order.ordertype_id] : []),
        lookupItems('ordercategories'),
        lookupItems('OrderStandard'),
        lookupItems('projects'),
      ]);
      return { types, categories, standards, projects };
    },
    staleTime: 60_000,
  };
}

// Issue 11: opening an order's form by its address, the form's lookups are asked for when this chunk runs
// (first-request.ts): the statuses and users at once, the other lists once the order is there (they name its own
// type), instead of after the form has rendered.
const opening = openingPage(/^\/orders\/(\d+)\/detail$/);
if (opening) {
  startRequest(ORDER_STATUSES_KEY, loadOrderStatuses);
  startRequest(usersQuery.queryKey, usersQuery.queryFn);
  const id = Number(opening.match[1]);
  if (id > 0) {
    startRequestThen(orderKeys.item(id), () => ordersApi.get(id), formLookupsQuery);
  }
}

/** A date as the form shows it: DD.MM.YYYY (spec 01 §5). */
const shownDate = (iso: string | null | undefined) => (iso ? formatDate(iso) : '');
const DATE_FIELDS = ['orderdate', 'startdate', 'enddate', 'deadlinedate'];

/** The form's values of an order (text for numbers and dates, as typed; '' for none). */
function formValues(order: Order | null, customerId: number | null): Values {
  const text = (v: unknown) => (v === null || v === undefined ? '' : String(v).replace('.', ','));
  return {
    customer_id: order?.customer_id ?? customerId,
    contact_id: order?.contact_id ?? '',
    address_id: order?.address_id ?? '',
    building_id: order?.building_id ?? '',
    description: order?.description ?? '',
    status: order?.status ?? '',
    responsible_id: order?.responsible_id ?? '',
    participants: order?.participants ?? [],
    ordertype_id: order?.ordertype_id ?? '',
    ordercategory_id: order?.ordercategory_id ?? '',
    orderstandard_id: order?.orderstandard_id ?? '',
    mainorder_id: order?.mainorder_id ?? null,
    orderdate: shownDate(order?.orderdate),
    startdate: shownDate(order?.startdate),
    enddate: shownDate(order?.enddate),
    deadlinedate: shownDate(order?.deadlinedate),
    pricingtype: order?.pricingtype ?? 'hourly',
    fixedprice: text(order?.fixedprice),
    budget: text(order?.budget),
    hoursestimate: text(order?.hoursestimate),
    notificationthresholds: (order?.notificationthresholds ?? []).join(', '),
    bankguarantee: order?.bankguarantee ?? false,
    kmroundtrip: text(order?.kmroundtrip),
    isservice: order?.isservice ?? false,
    customerreference: order?.customerreference ?? '',
    agreementnumber: order?.agreementnumber ?? '',
    ordertext: order?.ordertext ?? '',
    deliveryterms: order?.deliveryterms ?? '',
  };
}

/** What the API gets: '' is null (a cleared field), thresholds as numbers; the order date only when typed. */
function apiValues(values: Values): Values {
  const out: Values = {};
  for (const [k, v] of Object.entries(values)) out[k] = v === '' ? null : v;
  out.notificationthresholds = parseThresholds(String(values.notificationthresholds ?? ''));
  // DD.MM.YYYY typed to the API's ISO date; text that is no date goes as typed, and the server says invalidDate.
  for (const k of DATE_FIELDS) if (typeof out[k] === 'string') out[k] = parseDate(out[k] as string) ?? out[k];
  if (out.orderdate === null) delete out.orderdate;
  if (out.status === null) delete out.status;
  return out;
}

/** Text of a field error: the spec's validation keys, then the order module's own (orders.error_<key>). */
function useErrorText() {
  const { t } = useTranslation();
  return (message?: string) =>
    message ? t([`validation.${message}`, `orders.error_${message}`], { defaultValue: message }) : undefined;
}

function Grid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}
    >
      {children}
    </Box>
  );
}

type FieldProps = {
  control: Control<FieldValues>;
  name: string;
  label: string;
  disabled?: boolean;
  type?: 'text' | 'date';
  multiline?: boolean;
  inputMode?: 'decimal' | 'numeric' | 'text';
  helperText?: string;
  options?: { value: string | number; label: string; disabled?: boolean }[];
  allowNone?: boolean;
  required?: boolean;
};

/**
 * A text, date or select field bound to the form, its error translated under it. Issue 11: lite-fields' native
 * elements (LiteFormFields.tsx) in place of MUI's TextField and select menu, same labels, marks and texts.
 */
function Field(props: FieldProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const common = {
    control: props.control,
    name: props.name,
    label: props.label,
    required: props.required,
    disabled: props.disabled,
    helperText: props.helperText,
    errorText: (error?: { message?: string }) => errorText(error?.message),
    dataField: props.name,
  };
  if (props.options) {
    return (
      <LiteFormSelectField
        {...common}
        options={props.options}
        none={props.allowNone ? t('orders.none') : undefined}
        noneValue=""
      />
    );
  }
  const date = props.type === 'date';
  return (
    <LiteFormTextField
      {...common}
      multiline={props.multiline}
      inputMode={date ? 'numeric' : props.inputMode}
      shrink={date}
      placeholder={date ? t('orders.datePlaceholder') : undefined}
    />
  );
}

// Issue 11: the participants' and the main order's pickers (MUI Autocomplete) load on first use; a light
// stand-in shows their value meanwhile (settings/DeferredField.tsx).
const OrderAutocompletes = lazyComponent(() =>
  import('./OrderAutocompletes').then((m) => m.OrderAutocomplete),
);

const lookupOptions = (items: LookupItem[] | null | undefined) =>
  (items ?? []).map((i) => ({
    value: i.id,
    label: String(i.name ?? i.id),
    disabled: Boolean((i as { disabled?: boolean }).disabled),
  }));

/**
 * The order's fields (spec 02 §3 "Order and project"): add (POST orders, then on to the new order) or edit (PUT
 * orders/{id} with the version read; a stale save says so and reloads). Every rule is the server's shared schema;
 * its field errors show under the fields.
 */
export function OrderForm({
  order,
  readOnly,
  customerId = null,
  after,
}: {
  order: Order | null;
  readOnly?: boolean;
  customerId?: number | null;
  /** What the page shows below the form (the status history): drawn with the form's last section, so the
   * sections drawn one after another do not move it down (no layout shift). */
  after?: ReactNode;
}) {
  const { t } = useTranslation();
  const { access } = useSession();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const [stale, setStale] = useState(false);
  // Issue 11: the customer section first, the other three (and the save bar, below them) each right after.
  const sections = useStepwise(4);
  const form = useForm<FieldValues>({ defaultValues: formValues(order, customerId) });
  const { isDirty, isSubmitting } = form.formState;
  // issue 12: the save bar of a new order says so ('Ny, ikke lagret ennå') and sums up a failed save.
  const errorSummary = useErrorSummary(form.formState, (f) => `orders.field_${f}`);
  const release = useUnsavedChanges(isDirty && !readOnly);
  useEffect(() => {
    form.reset(formValues(order, customerId));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [order?.id, order?.version]);

  const customer = useWatch({ control: form.control, name: 'customer_id' }) as number | null;
  const pricing = useWatch({ control: form.control, name: 'pricingtype' }) as string;
  const statuses = useOrderStatuses();
  const users = useQuery(usersQuery);
  const lookups = useQuery(formLookupsQuery(order));
  // issue 12: a user without the contacts' or buildings' view permission gets no raw 403 toast on the order: those
  // choices are simply not loaded (the order's own saved values stay).
  const mayContacts = access ? hasPermission(access, 'contacts_view') : false;
  const mayBuildings = access ? hasPermission(access, 'buildings_view') : false;
  // The customer's contacts, addresses, buildings and orders fill the pickers' choices: asked for once the first
  // section is on the screen (issue 11: their four requests no longer queue before the order's first field).
  const ofCustomer = useQuery({
    queryKey: ['resource', 'orders', 'of-customer', customer, mayContacts, mayBuildings],
    enabled: Boolean(customer) && sections >= 2,
    queryFn: async () => {
      const id = customer!;
      const none = { items: [] };
      const [contacts, addresses, buildings, orders] = await Promise.all([
        mayContacts ? contactsApi.list({ match: { customerid: id }, limit: 200 }) : none,
        customersApi.addresses(id),
        mayBuildings
          ? api
              .post<{ items: { id: number; name: string; address?: string | null }[] }>('buildings/list', {
                match: { customerid: id },
                limit: 200,
              })
              .catch(() => none)
          : none,
        ordersApi.list({ match: { customer_id: id }, limit: 100 }),
      ]);
      return { contacts: contacts.items, addresses, buildings: buildings.items, orders: orders.items };
    },
  });

  const admin = access ? isAdmin(access) : false;
  const statusOptions = (statuses.data ?? [])
    .filter((s) => !order || nextStatuses(order.status, [s.status], admin).length > 0)
    .map((s) => ({
      value: s.status,
      label: s.name,
      disabled: Boolean((s as { disabled?: boolean }).disabled),
    }));
  const userOptions = (users.data ?? []).map((u) => ({ value: u.id, label: u.name }));
  const subOrders: OrderListRow[] = (ofCustomer.data?.orders ?? []).filter((o) => o.id !== order?.id);

  const submit = form.handleSubmit(async (values) => {
    setStale(false);
    if (!values.customer_id) {
      form.setError('customer_id', { type: 'required', message: 'required' });
      return;
    }
    try {
      if (order) {
        const saved = await ordersApi.update(order.id, { ...apiValues(values), version: order.version });
        queryClient.setQueryData(orderKeys.item(saved.id), saved);
        await queryClient.invalidateQueries({ queryKey: orderKeys.all });
        snackbar.success(t('orders.savedSuccess'));
        form.reset(formValues(saved, null));
      } else {
        const created = await ordersApi.create(apiValues(values));
        snackbar.success(t('orders.createdSuccess'));
        // Saved: leaving the add page is no loss of changes.
        release();
        await queryClient.invalidateQueries({ queryKey: orderKeys.all });
        navigate(`/orders/${created.id}/products`);
      }
    } catch (error) {
      if (isStaleSave(error)) {
        setStale(true);
        await queryClient.invalidateQueries({ queryKey: orderKeys.item(order!.id) });
      } else if (hasFieldErrors(error)) applyProblemErrors(error, form.setError);
      else snackbar.error(problemMessage(error, t('settings.message')));
    }
  });

  const c = form.control;
  const dis = readOnly;
  const f = (name: string) => t(`orders.field_${name}`);
  return (
    <>
      <Box component="form" noValidate onSubmit={(e: FormEvent) => void submit(e)} sx={{ maxWidth: 1100 }}>
        <FieldStyles />
        {stale ? <StaleAlert onClose={() => setStale(false)} /> : null}
        <SettingsSection title={t('orders.section_customer')}>
          <Grid>
            <Controller
              control={c}
              name="customer_id"
              render={({ field, fieldState }) => (
                <DeferredCustomerPicker
                  value={(field.value as number | null) ?? null}
                  onChange={(id) => {
                    field.onChange(id);
                    form.setValue('contact_id', '');
                    form.setValue('address_id', '');
                    form.setValue('building_id', '');
                  }}
                  onBlur={field.onBlur}
                  label={f('customer_id')}
                  initialName={order?.customer_id === field.value ? order?.customername : undefined}
                  required
                  disabled={dis}
                  error={Boolean(fieldState.error)}
                  helperText={errorText(fieldState.error?.message)}
                />
              )}
            />
            <Field
              control={c}
              name="contact_id"
              label={f('contact_id')}
              disabled={dis || !customer}
              allowNone
              options={(ofCustomer.data?.contacts ?? []).map((x) => ({
                value: x.id,
                label: [x.firstname, x.lastname].filter(Boolean).join(' '),
              }))}
            />
            <Field
              control={c}
              name="address_id"
              label={f('address_id')}
              disabled={dis || !customer}
              allowNone
              options={(ofCustomer.data?.addresses ?? []).map((a) => ({
                value: a.id,
                label: [a.street, [a.zip, a.city].filter(Boolean).join(' ')].filter(Boolean).join(', '),
              }))}
            />
            <Field
              control={c}
              name="building_id"
              label={f('building_id')}
              disabled={dis || !customer}
              allowNone
              options={(ofCustomer.data?.buildings ?? []).map((b) => ({
                value: b.id,
                label: [b.name, b.address].filter(Boolean).join(', '),
              }))}
            />
            <Field control={c} name="customerreference" label={f('customerreference')} disabled={dis} />
            <Field control={c} name="agreementnumber" label={f('agreementnumber')} disabled={dis} />
          </Grid>
        </SettingsSection>

        {sections >= 2 ? (
          <SettingsSection title={t('orders.section_work')}>
            <Grid>
              <Field control={c} name="description" label={f('description')} disabled={dis} multiline />
              <Field
                control={c}
                name="status"
                label={f('status')}
                disabled={dis}
                options={statusOptions}
                helperText={order ? undefined : t('orders.none')}
              />
              <Field
                control={c}
                name="responsible_id"
                label={f('responsible_id')}
                disabled={dis}
                allowNone
                options={userOptions}
              />
              <Controller
                control={c}
                name="participants"
                render={({ field, fieldState }) => {
                  const chosen = (field.value as number[]) ?? [];
                  const error = errorText(fieldState.error?.message);
                  return (
                    <DeferredField
                      label={f('participants')}
                      text={userOptions
                        .filter((o) => chosen.includes(o.value))
                        .map((o) => o.label)
                        .join(', ')}
                      disabled={dis}
                      error={Boolean(fieldState.error)}
                      helperText={error}
                      preload={OrderAutocompletes.preload}
                      heavy={(autoFocus) => (
                        <OrderAutocompletes
                          multiple
                          autoFocus={autoFocus}
                          label={f('participants')}
                          options={userOptions.map((o) => ({ id: o.value, label: o.label }))}
                          value={chosen}
                          onChange={(ids) => field.onChange(ids)}
                          error={Boolean(fieldState.error)}
                          helperText={error}
                        />
                      )}
                    />
                  );
                }}
              />
              <Field
                control={c}
                name="orderdate"
                label={t('orders.field_orderdate')}
                type="date"
                disabled={dis}
              />
              <Field control={c} name="startdate" label={f('startdate')} type="date" disabled={dis} />
              <Field control={c} name="enddate" label={f('enddate')} type="date" disabled={dis} />
              <Field control={c} name="deadlinedate" label={f('deadlinedate')} type="date" disabled={dis} />
              <Field
                control={c}
                name="ordertype_id"
                label={f('ordertype_id')}
                disabled={dis}
                allowNone
                options={lookupOptions(lookups.data?.types)}
              />
              <Field
                control={c}
                name="ordercategory_id"
                label={f('ordercategory_id')}
                disabled={dis}
                allowNone
                options={lookupOptions(lookups.data?.categories)}
              />
              {lookups.data?.projects ? (
                <Field
                  control={c}
                  name="project_id"
                  label={f('project_id')}
                  disabled={dis}
                  allowNone
                  options={lookupOptions(lookups.data.projects)}
                />
              ) : null}
              <Controller
                control={c}
                name="mainorder_id"
                render={({ field, fieldState }) => {
                  const options = subOrders.map((o) => ({
                    id: o.id,
                    label: `${o.ordernumber} ${o.description ?? ''}`.trim(),
                  }));
                  const error = errorText(fieldState.error?.message);
                  return (
                    <DeferredField
                      label={f('mainorder_id')}
                      text={options.find((o) => o.id === field.value)?.label ?? ''}
                      disabled={dis || !customer}
                      error={Boolean(fieldState.error)}
                      helperText={error}
                      preload={OrderAutocompletes.preload}
                      heavy={(autoFocus) => (
                        <OrderAutocompletes
                          autoFocus={autoFocus}
                          label={f('mainorder_id')}
                          options={options}
                          value={(field.value as number | null) ?? null}
                          onChange={(id) => field.onChange(id)}
                          error={Boolean(fieldState.error)}
                          helperText={error}
                        />
                      )}
                    />
                  );
                }}
              />
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
                <LiteFormSwitch control={c} name="isservice" label={f('isservice')} disabled={dis} />
                <LiteFormSwitch control={c} name="bankguarantee" label={f('bankguarantee')} disabled={dis} />
              </Box>
            </Grid>
          </SettingsSection>
        ) : null}

        {sections >= 3 ? (
          <SettingsSection title={t('orders.section_economy')}>
            <Grid>
              <Field
                control={c}
                name="pricingtype"
                label={f('pricingtype')}
                disabled={dis}
                options={PRICING_TYPES.map((p) => ({ value: p, label: t(`orders.pricing_${p}`) }))}
              />
              <Field
                control={c}
                name="fixedprice"
                label={f('fixedprice')}
                inputMode="decimal"
                disabled={dis || pricing !== 'fixed'}
                required={pricing === 'fixed'}
              />
              <Field control={c} name="budget" label={f('budget')} inputMode="decimal" disabled={dis} />
              <Field
                control={c}
                name="hoursestimate"
                label={f('hoursestimate')}
                inputMode="decimal"
                disabled={dis}
              />
              <Field
                control={c}
                name="notificationthresholds"
                label={f('notificationthresholds')}
                helperText={t('orders.thresholdsHelp')}
                inputMode="numeric"
                disabled={dis}
              />
              <Field
                control={c}
                name="kmroundtrip"
                label={f('kmroundtrip')}
                inputMode="decimal"
                disabled={dis}
              />
            </Grid>
          </SettingsSection>
        ) : null}

        {sections >= 4 ? (
          <SettingsSection title={t('orders.section_texts')}>
            {!order ? (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {t('orders.textsFromStandard')}
              </Typography>
            ) : null}
            <Grid>
              <Field
                control={c}
                name="orderstandard_id"
                label={f('orderstandard_id')}
                disabled={dis}
                allowNone
                options={lookupOptions(lookups.data?.standards)}
              />
              <Box />
              <Field control={c} name="ordertext" label={f('ordertext')} disabled={dis} multiline />
              <Field control={c} name="deliveryterms" label={f('deliveryterms')} disabled={dis} multiline />
            </Grid>
          </SettingsSection>
        ) : null}
        {!readOnly && sections >= 4 ? (
          <SaveBar
            dirty={isDirty}
            isNew={!order}
            errorSummary={errorSummary}
            saving={isSubmitting}
            onUndo={() => form.reset(formValues(order, customerId))}
          />
        ) : null}
      </Box>
      {sections >= 4 ? after : null}
    </>
  );
}
