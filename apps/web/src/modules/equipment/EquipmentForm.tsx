import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { TRACKING_DEVICE_TYPE } from '@suite/shared/equipment/equipment.rules';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type FieldValues } from 'react-hook-form';
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
import { equipmentApi, equipmentKeys, type EquipmentDetail } from './equipment.api';
import { equipmentFormSchema, equipmentFormValues } from './equipment-form.logic';

function Grid({ children, columns = 3 }: { children: ReactNode; columns?: 2 | 3 | 4 }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'start',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: `repeat(${columns}, 1fr)` },
      }}
    >
      {children}
    </Box>
  );
}

export type EquipmentFormProps = {
  /** The equipment to edit, or null on the add page. */
  equipment: EquipmentDetail | null;
  readOnly?: boolean;
  /** The add page opened from a customer: that customer is chosen. */
  customerId?: number | null;
};

/**
 * Every field of spec 02 §3 "Equipment": add (POST equipments) or edit (PUT equipments/{id} with the version read).
 * The rules are the shared schema's: rental equipment needs a product (spec 02 §5), the barcode is unique.
 */
export function EquipmentForm({ equipment, readOnly = false, customerId = null }: EquipmentFormProps) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const fieldError = useModuleFieldError('equipment');
  const isNew = equipment === null;
  const [stale, setStale] = useState(false);

  const form = useForm<FieldValues>({
    resolver: zodResolver(equipmentFormSchema as never),
    defaultValues: equipmentFormValues(equipment, customerId),
    mode: 'onTouched',
  });
  const { isDirty, isSubmitting } = form.formState;
  // spec 01 §2: leaving with unsaved changes asks first.
  const release = useUnsavedChanges(isDirty && !readOnly);

  // A saved or reloaded record replaces what the form shows.
  useEffect(() => {
    if (equipment) form.reset(equipmentFormValues(equipment));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [equipment?.id, equipment?.version]);

  const values = useWatch({ control: form.control }) as FieldValues;
  const customer = (values.customer_id as number | null) ?? null;
  const valueOf = (field: string) => values[field] as number | '';

  const submit = form.handleSubmit(async (body) => {
    setStale(false);
    try {
      if (isNew) {
        const saved = await equipmentApi.create({ ...body, isactive: true });
        snackbar.success(t('common.addedSucess'));
        release();
        await queryClient.invalidateQueries({ queryKey: equipmentKeys.all });
        navigate(`/equipments/${saved.id}/detail`, { replace: true });
      } else {
        const saved = await equipmentApi.update(equipment.id, { ...body, version: equipment.version });
        snackbar.success(t('common.updatedSuccess'));
        queryClient.setQueryData(equipmentKeys.item(saved.id), saved);
        form.reset(equipmentFormValues(saved));
        void queryClient.invalidateQueries({
          queryKey: equipmentKeys.all,
          predicate: (q) => q.queryKey[2] !== 'item',
        });
      }
    } catch (error) {
      if (isStaleSave(error) && equipment) {
        // DESIGN: a stale save is 412; the newest version is loaded so the change can be made again on it.
        setStale(true);
        release();
        await queryClient.invalidateQueries({ queryKey: equipmentKeys.item(equipment.id) });
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
      value={valueOf(field)}
      disabled={readOnly}
    />
  );

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
            {text('serialnumber')}
            {text('barcode')}
            {text('number')}
            {text('internalnumber')}
            {lookup('type_id', 'equipmenttypes')}
            {lookup('category_id', 'equipmentcategory')}
            {lookup('fabricate_id', 'equipmentfabricates')}
            {lookup('model_id', 'equipmentmodels')}
            {lookup('ownstatus_id', 'equipmentownstatuslist')}
          </Grid>
        </SettingsSection>

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
              value={valueOf('building_id')}
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

        <SettingsSection title={t('equipment.sectionService')}>
          <Grid columns={4}>
            {text('visitsperyear', { kind: 'number' })}
            {text('hourspervisit', { kind: 'number' })}
            {text('serviceinterval', { kind: 'number' })}
            {text('leakinterval', { kind: 'number' })}
            {text('lastvisit', { kind: 'date' })}
            {text('plannedvisit', { kind: 'date' })}
            {text('nextvisit', { kind: 'date' })}
          </Grid>
        </SettingsSection>

        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            alignItems: 'start',
          }}
        >
          <SettingsSection title={t('equipment.sectionAgreement')}>
            <Grid columns={2}>
              {text('agreementtype')}
              {text('agreementnumber')}
            </Grid>
          </SettingsSection>
          <SettingsSection title={t('equipment.sectionRental')} description={t('equipment.rentalHelp')}>
            <FormSwitch
              control={form.control}
              name="isrental"
              label={label('isrental')}
              disabled={readOnly}
            />
            {values.isrental ? <Box sx={{ mt: 1 }}>{lookup('product_id', 'products')}</Box> : null}
            {!values.isrental && form.formState.errors.product_id ? (
              <Alert severity="error" sx={{ mt: 1 }}>
                {fieldError(form.formState.errors.product_id)}
              </Alert>
            ) : null}
          </SettingsSection>
        </Box>

        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            alignItems: 'start',
          }}
        >
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
        </Box>
      </Box>
      {readOnly ? null : (
        <SaveBar
          dirty={isDirty || isNew}
          saving={isSubmitting}
          onUndo={() => form.reset()}
          status={isNew && !isDirty ? t('equipment.notSavedYet') : undefined}
        />
      )}
    </Box>
  );
}
