import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSnackbar } from '../../app/snackbar';
import { useUnsavedChanges } from '../../app/unsaved-changes';
import { applyProblemErrors } from '../../platform/form-errors';
import { FormSwitch } from '../products/FormSwitch';
import { FormText } from '../products/FormText';
import { LookupField } from '../products/LookupField';
import { useModuleFieldError } from '../products/use-module-field-error';
import { hasFieldErrors, isStaleSave, problemMessage } from '../settings/api-errors';
import { SaveBar } from '../settings/SaveBar';
import { SettingsSection } from '../settings/SettingsSection';
import { StaleAlert } from '../settings/StaleAlert';
import {
  equipmentApi,
  equipmentKeys,
  internalEquipmentApi,
  internalEquipmentKeys,
  type InternalEquipmentDetail,
} from './equipment.api';
import { internalFormSchema, internalFormValues } from './equipment-form.logic';

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

/** Internal equipment (HSE): add (POST internalequipments) or edit (PUT with the version read). */
export function InternalEquipmentForm({
  equipment,
  readOnly = false,
}: {
  equipment: InternalEquipmentDetail | null;
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const fieldError = useModuleFieldError('equipment');
  const isNew = equipment === null;
  const [stale, setStale] = useState(false);
  const users = useQuery({
    queryKey: equipmentKeys.users,
    queryFn: equipmentApi.users,
    staleTime: 5 * 60_000,
  });

  const form = useForm<FieldValues>({
    resolver: zodResolver(internalFormSchema as never),
    defaultValues: internalFormValues(equipment),
    mode: 'onTouched',
  });
  const { isDirty, isSubmitting } = form.formState;
  const release = useUnsavedChanges(isDirty && !readOnly);
  useEffect(() => {
    if (equipment) form.reset(internalFormValues(equipment));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [equipment?.id, equipment?.version]);
  const values = useWatch({ control: form.control }) as FieldValues;

  const submit = form.handleSubmit(async (body) => {
    setStale(false);
    try {
      if (isNew) {
        const saved = await internalEquipmentApi.create({ ...body, isactive: true });
        snackbar.success(t('common.addedSucess'));
        release();
        await queryClient.invalidateQueries({ queryKey: internalEquipmentKeys.all });
        navigate(`/internal-equipments/${saved.id}/detail`, { replace: true });
      } else {
        const saved = await internalEquipmentApi.update(equipment.id, {
          ...body,
          version: equipment.version,
        });
        snackbar.success(t('common.updatedSuccess'));
        queryClient.setQueryData(internalEquipmentKeys.item(saved.id), saved);
        form.reset(internalFormValues(saved));
        void queryClient.invalidateQueries({
          queryKey: internalEquipmentKeys.all,
          predicate: (q) => q.queryKey[2] !== 'item',
        });
      }
    } catch (error) {
      if (isStaleSave(error) && equipment) {
        setStale(true);
        release();
        await queryClient.invalidateQueries({ queryKey: internalEquipmentKeys.item(equipment.id) });
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

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ maxWidth: 1200 }}>
      {stale ? <StaleAlert onClose={() => setStale(false)} /> : null}
      <Box sx={{ display: 'grid', gap: 2 }}>
        <SettingsSection title={t('equipment.sectionIdentity')}>
          <Grid>
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
            {text('number')}
            {text('serialnumber')}
            {text('barcode')}
            {lookup('category_id', 'internalequipmentcategory')}
            {lookup('type_id', 'internalequipmenttypes')}
            {lookup('fabricate_id', 'internalequipmentfabricate')}
            {lookup('model_id', 'internalequipmentmodels')}
            {text('yearmodel', { kind: 'number' })}
            {text('hourmeter', { kind: 'number', suffix: 't' })}
          </Grid>
        </SettingsSection>
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
