import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDate, formatNumber } from '@suite/shared/format/index';
import { TRACKING_DEVICE_TYPE } from '@suite/shared/equipment/equipment.rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSnackbar } from '../../app/snackbar';
import { useUnsavedChanges } from '../../app/unsaved-changes';
import { applyProblemErrors } from '../../platform/form-errors';
import { CustomerPicker } from '../customers/CustomerPicker';
import { FormSwitch } from '../products/FormSwitch';
import { FormText } from '../products/FormText';
import { LookupField } from '../products/LookupField';
import { useModuleFieldError } from '../products/use-module-field-error';
import { hasFieldErrors, isStaleSave, problemMessage } from '../settings/api-errors';
import { SaveBar } from '../settings/SaveBar';
import { SettingsSection } from '../settings/SettingsSection';
import { StaleAlert } from '../settings/StaleAlert';
import { BuildingField } from './BuildingField';
import {
  equipmentApi,
  equipmentKeys,
  internalEquipmentApi,
  internalEquipmentKeys,
  type EquipmentDetail,
  type InternalEquipmentDetail,
} from './equipment.api';
import {
  equipmentFormSchema,
  equipmentFormValues,
  internalFormSchema,
  internalFormValues,
} from './equipment-form.logic';
import { useErrorSummary } from '../settings/use-error-summary';

function Grid({ children, columns = 3 }: { children: ReactNode; columns?: 2 | 3 | 4 }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'start',
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: `repeat(${columns}, minmax(0, 1fr))`,
        },
      }}
    >
      {children}
    </Box>
  );
}

/** Two sections next to each other on a wide screen. */
function SideBySide({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
  );
}

export type EquipmentFormProps =
  | {
      /** A customer's equipment (the default) ... */
      variant?: 'customer';
      /** The equipment to edit, or null on the add page. */
      equipment: EquipmentDetail | null;
      readOnly?: boolean;
      /** The add page opened from a customer: that customer is chosen. */
      customerId?: number | null;
    }
  | {
      /** ... or the company's own (HSE, spec 02 §2). */
      variant: 'internal';
      equipment: InternalEquipmentDetail | null;
      readOnly?: boolean;
    };

type SavedRecord = { id: number; version: number };

/** What differs between the two kinds of equipment apart from their fields: rules, calls, cache keys and path. */
const VARIANTS = {
  customer: {
    schema: equipmentFormSchema,
    values: equipmentFormValues,
    api: equipmentApi,
    keys: equipmentKeys,
    path: (id: number) => `/equipments/${id}/detail`,
  },
  internal: {
    schema: internalFormSchema,
    values: (record: Record<string, unknown> | null) => internalFormValues(record),
    api: internalEquipmentApi,
    keys: internalEquipmentKeys,
    path: (id: number) => `/internal-equipments/${id}/detail`,
  },
};

/** The helpers the fields of a variant are drawn with. */
type FieldKit = {
  form: UseFormReturn<FieldValues>;
  values: FieldValues;
  readOnly: boolean;
  label: (field: string) => string;
  text: (field: string, extra?: Partial<Parameters<typeof FormText>[0]>) => ReactNode;
  lookup: (field: string, resource: string) => ReactNode;
  fieldError: ReturnType<typeof useModuleFieldError>;
};

/**
 * Every field of spec 02 §3 "Equipment" or of internal equipment: add (POST equipments / internalequipments) or
 * edit (PUT with the version read). The rules are the shared schemas': rental equipment needs a product (spec 02 §5),
 * the barcode is unique.
 */
export function EquipmentForm(props: EquipmentFormProps) {
  const { equipment, readOnly = false } = props;
  const customerId = props.variant === 'internal' ? null : (props.customerId ?? null);
  const variant = VARIANTS[props.variant ?? 'customer'];
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const fieldError = useModuleFieldError('equipment');
  const isNew = equipment === null;
  const [stale, setStale] = useState(false);

  const form = useForm<FieldValues>({
    resolver: zodResolver(variant.schema as never),
    defaultValues: variant.values(equipment, customerId),
    mode: 'onTouched',
  });
  const { isDirty, isSubmitting } = form.formState;
  const errorSummary = useErrorSummary(form.formState, (f) => `equipment.field_${f}`);
  // spec 01 §2: leaving with unsaved changes asks first.
  const release = useUnsavedChanges(isDirty && !readOnly);

  // A saved or reloaded record replaces what the form shows.
  useEffect(() => {
    if (equipment) form.reset(variant.values(equipment));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [equipment?.id, equipment?.version]);

  const values = useWatch({ control: form.control }) as FieldValues;

  const submit = form.handleSubmit(async (body) => {
    setStale(false);
    try {
      if (isNew) {
        const saved: SavedRecord = await variant.api.create({ ...body, isactive: true });
        snackbar.success(t('common.addedSucess'));
        release();
        await queryClient.invalidateQueries({ queryKey: variant.keys.all });
        navigate(variant.path(saved.id), { replace: true });
      } else {
        const saved = await variant.api.update(equipment.id, { ...body, version: equipment.version });
        snackbar.success(t('common.updatedSuccess'));
        queryClient.setQueryData(variant.keys.item(saved.id), saved);
        form.reset(variant.values(saved));
        void queryClient.invalidateQueries({
          queryKey: variant.keys.all,
          predicate: (q) => q.queryKey[2] !== 'item',
        });
      }
    } catch (error) {
      if (isStaleSave(error) && equipment) {
        // DESIGN: a stale save is 412; the newest version is loaded so the change can be made again on it.
        setStale(true);
        release();
        await queryClient.invalidateQueries({ queryKey: variant.keys.item(equipment.id) });
        return;
      }
      if (hasFieldErrors(error)) {
        applyProblemErrors(error, form.setError);
        return;
      }
      snackbar.error(problemMessage(error, t('settings.message')));
    }
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!readOnly) void submit(event);
  };

  const label = (field: string) => t(`equipment.field_${field}`);
  const text = (field: string, extra: Partial<Parameters<typeof FormText>[0]> = {}) => (
    <FormText
      control={form.control}
      name={field}
      label={label(field)}
      section="equipment"
      disabled={readOnly}
      {...extra}
    />
  );
  const lookup = (field: string, resource: string) => (
    <LookupField
      control={form.control}
      name={field}
      label={label(field)}
      resource={resource}
      section="equipment"
      value={values[field] as number | ''}
      disabled={readOnly}
    />
  );
  const kit: FieldKit = { form, values, readOnly, label, text, lookup, fieldError };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ maxWidth: 1200 }}>
      {stale ? <StaleAlert onClose={() => setStale(false)} /> : null}
      <Box sx={{ display: 'grid', gap: 2 }}>
        <SettingsSection title={t('equipment.sectionIdentity')}>
          <Grid columns={3}>
            <Box sx={{ gridColumn: { md: 'span 2' } }}>
              {text('name', { required: true, autoFocus: isNew })}
            </Box>
            {isNew ? (
              <div />
            ) : (
              <FormSwitch
                control={form.control}
                name="isactive"
                label={label('isactive')}
                disabled={readOnly}
              />
            )}
            {props.variant === 'internal' ? internalIdentity(kit) : customerIdentity(kit)}
          </Grid>
        </SettingsSection>
        {props.variant === 'internal' ? (
          <InternalEquipmentSections kit={kit} />
        ) : (
          <CustomerEquipmentSections kit={kit} equipment={props.equipment} />
        )}
      </Box>
      {readOnly ? null : (
        <SaveBar
          dirty={isDirty}
          isNew={isNew}
          errorSummary={errorSummary}
          saving={isSubmitting}
          onUndo={() => form.reset()}
        />
      )}
    </Box>
  );
}

/** The identity fields of a customer's equipment after its name. */
function customerIdentity({ text, lookup }: FieldKit) {
  return (
    <>
      {text('serialnumber')}
      {text('barcode')}
      {text('number')}
      {text('internalnumber')}
      {lookup('type_id', 'equipmenttypes')}
      {lookup('category_id', 'equipmentcategory')}
      {lookup('fabricate_id', 'equipmentfabricates')}
      {lookup('model_id', 'equipmentmodels')}
      {lookup('ownstatus_id', 'equipmentownstatuslist')}
    </>
  );
}

/** The identity fields of internal equipment after its name. */
function internalIdentity({ text, lookup }: FieldKit) {
  return (
    <>
      {text('number')}
      {text('serialnumber')}
      {text('barcode')}
      {lookup('category_id', 'internalequipmentcategory')}
      {lookup('type_id', 'internalequipmenttypes')}
      {lookup('fabricate_id', 'internalequipmentfabricate')}
      {lookup('model_id', 'internalequipmentmodels')}
      {text('yearmodel', { kind: 'number' })}
      {text('hourmeter', { kind: 'number', suffix: 't' })}
    </>
  );
}

/** Placement, technical data, service, agreement, rental and tracking of a customer's equipment. */
function CustomerEquipmentSections({ kit, equipment }: { kit: FieldKit; equipment: EquipmentDetail | null }) {
  const { t } = useTranslation();
  const { form, values, readOnly, label, text, lookup, fieldError } = kit;
  const customer = (values.customer_id as number | null) ?? null;
  return (
    <>
      <SettingsSection title={t('equipment.sectionPlacement')}>
        <Grid columns={2}>
          <Controller
            control={form.control}
            name="customer_id"
            render={({ field, fieldState }) => (
              <CustomerPicker
                value={(field.value as number | null) ?? null}
                onChange={(id) => {
                  field.onChange(id);
                  // A building belongs to one customer: choose it again for the new customer.
                  if (id !== customer) form.setValue('building_id', '', { shouldDirty: true });
                }}
                onBlur={field.onBlur}
                initialName={
                  equipment && field.value === equipment.customer_id ? equipment.customername : null
                }
                label={label('customer_id')}
                required
                disabled={readOnly}
                error={Boolean(fieldState.error)}
                helperText={fieldError(fieldState.error)}
              />
            )}
          />
          <BuildingField
            control={form.control}
            customerId={customer}
            value={values.building_id as number | ''}
            disabled={readOnly}
          />
          {text('address')}
          {text('location')}
          {text('customerreferencenumber')}
        </Grid>
      </SettingsSection>

      <SettingsSection title={t('equipment.sectionTechnical')}>
        <Grid columns={4}>
          {lookup('refrigerant_id', 'refrigerants')}
          {text('refrigerantvolume', { kind: 'number', suffix: 'kg' })}
          {text('capacity')}
          {text('swl')}
          {text('yearmodel', { kind: 'number' })}
          {text('installdate', { kind: 'date' })}
          {text('warrantyuntil', { kind: 'date' })}
          {text('hourmeter', { kind: 'number', suffix: 't' })}
        </Grid>
      </SettingsSection>

      <FgasSection kit={kit} equipment={equipment} />

      <SettingsSection title={t('equipment.sectionService')}>
        <Grid columns={4}>
          {text('visitsperyear', { kind: 'number' })}
          {text('hourspervisit', { kind: 'number' })}
          {text('serviceinterval', { kind: 'number' })}
          {text('lastvisit', { kind: 'date' })}
          {text('plannedvisit', { kind: 'date' })}
          {text('nextvisit', { kind: 'date' })}
        </Grid>
      </SettingsSection>

      <SideBySide>
        <SettingsSection title={t('equipment.sectionAgreement')}>
          <Grid columns={2}>
            {text('agreementtype')}
            {text('agreementnumber')}
          </Grid>
        </SettingsSection>
        <SettingsSection title={t('equipment.sectionRental')} description={t('equipment.rentalHelp')}>
          <FormSwitch control={form.control} name="isrental" label={label('isrental')} disabled={readOnly} />
          {values.isrental ? <Box sx={{ mt: 1 }}>{lookup('product_id', 'products')}</Box> : null}
          {!values.isrental && form.formState.errors.product_id ? (
            <Alert severity="error" sx={{ mt: 1 }}>
              {fieldError(form.formState.errors.product_id)}
            </Alert>
          ) : null}
        </SettingsSection>
      </SideBySide>

      <SideBySide>
        <SettingsSection title={t('equipment.sectionTracking')}>
          <Grid columns={2}>
            {text('trackingdevice_id')}
            <Controller
              control={form.control}
              name="trackingdevice_type"
              render={({ field }) => (
                <TextField
                  select
                  {...field}
                  value={field.value === '' || field.value === null ? '' : Number(field.value)}
                  onChange={(e) => field.onChange(e.target.value === '' ? '' : String(e.target.value))}
                  label={label('trackingdevice_type')}
                  disabled={readOnly}
                  fullWidth
                >
                  <MenuItem value="">
                    <em>{t('equipment.none')}</em>
                  </MenuItem>
                  {Object.values(TRACKING_DEVICE_TYPE).map((v) => (
                    <MenuItem key={v} value={v}>
                      {t(`equipment.trackingtype_${v}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Grid>
        </SettingsSection>
        <SettingsSection title={t('equipment.field_description')}>
          {text('description', { kind: 'multiline' })}
        </SettingsSection>
      </SideBySide>
    </>
  );
}

/** Responsible, purchase and control of internal equipment. */
/**
 * F-gas (issue 8): the charge's CO2-equivalent, the leak-check interval of EU 2024/573 and the last and next check,
 * all set by the server from the charge, the refrigerant and the checklists; the leak detection system is the
 * user's (it doubles the interval).
 */
function FgasSection({ kit, equipment }: { kit: FieldKit; equipment: EquipmentDetail | null }) {
  const { t } = useTranslation();
  const { form, label, readOnly } = kit;
  const value = (v: ReactNode) => (
    <Typography variant="body1" component="div" sx={{ fontWeight: 500 }}>
      {v === null || v === '' ? '–' : v}
    </Typography>
  );
  const item = (key: string, caption: string, v: ReactNode) => (
    <Box key={key} data-testid={`fgas-${key}`} sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {caption}
      </Typography>
      {value(v)}
    </Box>
  );
  const co2e = equipment?.co2e ?? null;
  const next = equipment?.nextleakcheck ?? null;
  const late = next !== null && next < new Date().toISOString().slice(0, 10);
  return (
    <SettingsSection title={t('equipment.sectionFgas')} description={t('equipment.fgasHelp')}>
      <Grid columns={4}>
        {item('co2e', t('equipment.co2e'), co2e === null ? null : `${formatNumber(co2e, 2)} t`)}
        {item(
          'leakinterval',
          label('leakinterval'),
          equipment?.leakinterval ?? (co2e !== null ? t('equipment.noLeakCheckRequired') : null),
        )}
        {item(
          'lastleakcheck',
          label('lastleakcheck'),
          equipment?.lastleakcheck ? formatDate(equipment.lastleakcheck) : null,
        )}
        {item(
          'nextleakcheck',
          label('nextleakcheck'),
          next ? (
            <Box component="span" sx={{ color: late ? 'error.main' : undefined }}>
              {formatDate(next)}
            </Box>
          ) : null,
        )}
      </Grid>
      <Box sx={{ mt: 1 }}>
        <FormSwitch
          control={form.control}
          name="leakdetectionsystem"
          label={label('leakdetectionsystem')}
          disabled={readOnly}
        />
      </Box>
    </SettingsSection>
  );
}

function InternalEquipmentSections({ kit }: { kit: FieldKit }) {
  const { t } = useTranslation();
  const { form, readOnly, label, text, lookup, fieldError } = kit;
  const users = useQuery({
    queryKey: equipmentKeys.users,
    queryFn: equipmentApi.users,
    staleTime: 5 * 60_000,
  });
  return (
    <>
      <SettingsSection title={t('equipment.sectionResponsible')}>
        <Grid>
          {lookup('department_id', 'departments')}
          <Controller
            control={form.control}
            name="responsible_id"
            render={({ field, fieldState }) => (
              <TextField
                select
                {...field}
                value={users.data?.some((u) => u.id === field.value) ? field.value : ''}
                onChange={(e) => field.onChange(e.target.value === '' ? '' : Number(e.target.value))}
                label={label('responsible_id')}
                disabled={readOnly}
                error={Boolean(fieldState.error)}
                helperText={fieldError(fieldState.error)}
                fullWidth
              >
                <MenuItem value="">
                  <em>{t('equipment.none')}</em>
                </MenuItem>
                {(users.data ?? []).map((u) => (
                  <MenuItem key={u.id} value={u.id}>
                    {u.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          {text('location')}
        </Grid>
      </SettingsSection>
      <SettingsSection title={t('equipment.sectionPurchase')}>
        <Grid columns={4}>
          {text('purchasedate', { kind: 'date' })}
          {text('purchaseprice', { kind: 'number', suffix: 'kr' })}
          {text('warrantyuntil', { kind: 'date' })}
          {text('controlinterval', { kind: 'number' })}
          {text('lastcontrol', { kind: 'date' })}
          {text('nextcontrol', { kind: 'date' })}
        </Grid>
      </SettingsSection>
      <SettingsSection title={t('equipment.field_description')}>
        {text('description', { kind: 'multiline' })}
      </SettingsSection>
    </>
  );
}
