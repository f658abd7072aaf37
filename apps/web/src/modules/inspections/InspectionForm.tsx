import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  INSPECTION_STATUSES,
  inspectionCreateSchema,
  type Inspection,
  type InspectionStatus,
} from '@suite/shared/inspections/index';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import { SignatureInput } from '../checklists/SignatureInput';
import { equipmentApi, equipmentKeys } from '../equipment/equipment.api';
import { recordToForm } from '../leads/record-form.logic';
import { FieldGrid, SelectInput, TextInput } from '../leads/RecordFields';
import { useRecordForm } from '../leads/use-record-form';
import { SaveBar } from '../settings/SaveBar';
import { SettingsSection } from '../settings/SettingsSection';
import { StaleAlert } from '../settings/StaleAlert';
import { useErrorSummary } from '../settings/use-error-summary';
import { useUsers } from '../timer/lookups';
import { SearchFilter, useInspectionTypes, type Option } from './InspectionFilters';
import { inspectionKeys } from './inspections.api';

export type InspectionFormValues = {
  equipment_id: number | '';
  order_id: number | '';
  inspectiontype_id: number | '';
  controlnumber: string;
  date: string;
  status: InspectionStatus;
  statuscomment: string;
  nextinspection: string;
  contactName: string;
  contactemail: string;
  inspectedbyname: string;
  responsible_id: number | '';
  remarks: string;
  inspectorsignature: string;
  customersignature: string;
  repairedbysignature: string;
  responsiblesignature: string;
};

const EMPTY: InspectionFormValues = {
  equipment_id: '',
  order_id: '',
  inspectiontype_id: '',
  controlnumber: '',
  date: '',
  status: 'not_controlled',
  statuscomment: '',
  nextinspection: '',
  contactName: '',
  contactemail: '',
  inspectedbyname: '',
  responsible_id: '',
  remarks: '',
  inspectorsignature: '',
  customersignature: '',
  repairedbysignature: '',
  responsiblesignature: '',
};

/** spec 02 §3: the four drawn signatures of an inspection, in the order they are given. */
export const SIGNATURES = [
  'inspectorsignature',
  'customersignature',
  'repairedbysignature',
  'responsiblesignature',
] as const;

const toForm = (i: Inspection) =>
  recordToForm(i as unknown as Record<string, unknown>, EMPTY, {
    date: ['date', 'nextinspection'],
    raw: ['equipment_id', 'order_id', 'inspectiontype_id', 'status', 'responsible_id'],
  });

/** The shared rules, after the equipment (a select's '' until chosen) is checked as required. */
const formSchema = z
  .object({
    equipment_id: z.union([z.number(), z.literal('')]).refine((v) => v !== '', 'required'),
  })
  .loose()
  .pipe(inspectionCreateSchema);

/** A short key that changes with a signature's data URL. */
const valueKey = (v: string | undefined) => (v ? `${v.length}:${v.slice(-24)}` : '');

type InspectionFormProps = {
  id: number | null;
  readOnly: boolean;
  /** A new inspection of this equipment / order (from their inspection tabs). */
  equipmentId?: number;
  orderId?: number;
  onSaved: (inspection: Inspection, created: boolean) => void;
  /** Told whether there are unsaved changes (archiving waits for a save). */
  onDirtyChange?: (dirty: boolean) => void;
};

/**
 * Every field of an inspection (spec 02 §3): equipment, type, control number, dates, status (a change is kept in
 * the history with an optional comment), contact, responsible, inspected by, remarks and the four signatures
 * drawn with a finger or the mouse. Saved with the save bar; leaving with unsaved changes asks first.
 */
export function InspectionForm(props: InspectionFormProps) {
  const { id, readOnly, equipmentId, orderId, onSaved, onDirtyChange } = props;
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { form, record, submit, stale, closeStale, saving, isDirty, undo } = useRecordForm<
    InspectionFormValues,
    Inspection
  >({
    resource: 'inspections',
    id,
    schema: formSchema,
    empty: { ...EMPTY, equipment_id: equipmentId ?? '', order_id: orderId ?? '' },
    toForm,
    onSaved: (saved, created) => {
      void queryClient.invalidateQueries({ queryKey: inspectionKeys.view(saved.id) });
      onSaved(saved, created);
    },
  });
  const { control } = form;
  const errorSummary = useErrorSummary(form.formState, (f) => `inspections.field_${f}`);
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);
  const saved = record.data;
  const types = useInspectionTypes();
  const users = useUsers();
  const [status, equipment] = useWatch({ control, name: ['status', 'equipment_id'] });
  const statusChanged = saved ? status !== saved.status : false;

  // The chosen equipment's label: from the record, or looked up for a new inspection of a given equipment.
  const [chosen, setChosen] = useState<Option | null>(null);
  const given = useQuery({
    queryKey: equipmentKeys.item(equipmentId ?? 0),
    queryFn: () => equipmentApi.get(equipmentId!),
    enabled: id === null && Boolean(equipmentId),
  });
  const equipmentOption: Option | null =
    equipment === ''
      ? null
      : chosen?.id === equipment
        ? chosen
        : saved?.equipment_id === equipment
          ? {
              id: equipment,
              name: [saved.equipmentnumber, saved.equipmentname].filter(Boolean).join(' '),
            }
          : given.data?.id === equipment
            ? { id: equipment, name: [given.data.number, given.data.name].filter(Boolean).join(' ') }
            : { id: equipment, name: `#${equipment}` };

  const [resets, setResets] = useState(0);
  const undoAll = () => {
    undo();
    setResets((n) => n + 1);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!readOnly) void submit(event);
  };
  const text = (
    name: keyof InspectionFormValues,
    extra: Partial<Parameters<typeof TextInput<InspectionFormValues>>[0]> = {},
  ) => <TextInput control={control} name={name} section="inspections" disabled={readOnly} {...extra} />;

  return (
    <Box component="form" onSubmit={onSubmit} noValidate>
      {stale ? <StaleAlert onClose={closeStale} /> : null}
      <Stack spacing={2}>
        <SettingsSection title={t('inspections.sectionInspection')}>
          <FieldGrid>
            <Controller
              control={control}
              name="equipment_id"
              render={({ field, fieldState }) => (
                <SearchFilter
                  resource="equipments"
                  size="small"
                  label={t('inspections.field_equipment_id')}
                  required
                  disabled={readOnly}
                  value={equipmentOption}
                  error={fieldState.error ? t(`validation.${fieldState.error.message}`) : undefined}
                  onChange={(o) => {
                    setChosen(o);
                    field.onChange(o ? o.id : '');
                  }}
                />
              )}
            />
            <SelectInput
              control={control}
              name="inspectiontype_id"
              section="inspections"
              disabled={readOnly}
              emptyLabel="–"
              options={(types.data ?? []).map((x) => ({ value: x.id, label: x.name ?? `#${x.id}` }))}
            />
            {text('controlnumber', {
              maxLength: 50,
              helperText: id === null ? t('inspections.field_controlnumberHelp') : undefined,
            })}
            <SelectInput
              control={control}
              name="status"
              section="inspections"
              disabled={readOnly}
              options={INSPECTION_STATUSES.map((s) => ({ value: s, label: t(`inspections.status_${s}`) }))}
            />
            {statusChanged ? text('statuscomment', { wide: true, maxLength: 2000 }) : null}
            {text('date', { kind: 'date' })}
            {text('nextinspection', {
              kind: 'date',
              helperText: t('inspections.field_nextinspectionHelp'),
            })}
            {text('inspectedbyname', { maxLength: 200 })}
            {saved?.customer_id || saved?.order_id ? (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                {saved.customer_id ? (
                  <Chip
                    size="small"
                    variant="outlined"
                    color="primary"
                    clickable
                    component={RouterLink}
                    to={`/customers/${saved.customer_id}/detail`}
                    label={`${t('inspections.field_customer_id')}: ${saved.customername ?? saved.customer_id}`}
                  />
                ) : null}
                {saved.order_id ? (
                  <Chip
                    size="small"
                    variant="outlined"
                    color="primary"
                    clickable
                    component={RouterLink}
                    to={`/orders/${saved.order_id}/detail`}
                    label={`${t('inspections.field_order_id')}: ${saved.ordernumber ?? saved.order_id}`}
                  />
                ) : null}
              </Box>
            ) : null}
          </FieldGrid>
        </SettingsSection>

        <SettingsSection title={t('inspections.sectionContact')}>
          <FieldGrid>
            {text('contactName', { maxLength: 200 })}
            {text('contactemail', { kind: 'email', maxLength: 200 })}
            <SelectInput
              control={control}
              name="responsible_id"
              section="inspections"
              disabled={readOnly}
              emptyLabel="–"
              options={(users.data ?? []).map((u) => ({ value: u.id, label: u.name }))}
            />
          </FieldGrid>
        </SettingsSection>

        <SettingsSection title={t('inspections.sectionSignatures')}>
          {readOnly ? null : (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {t('inspections.signaturesHelp')}
            </Typography>
          )}
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
              gap: 2,
            }}
          >
            {SIGNATURES.map((name) => (
              <Controller
                key={name}
                control={control}
                name={name}
                render={({ field, fieldState }) => (
                  <Box data-testid={`signature-${name}`}>
                    <SignatureInput
                      // The pad draws its value when it starts: a loaded, saved or undone form starts it anew.
                      key={`${resets}:${valueKey(form.formState.defaultValues?.[name])}`}
                      label={t(`inspections.field_${name}`)}
                      value={field.value || null}
                      height={140}
                      onChange={readOnly ? undefined : (v) => field.onChange(v ?? '')}
                    />
                    {fieldState.error ? (
                      <Typography variant="caption" color="error">
                        {t(`inspections.error_${fieldState.error.message}`, {
                          defaultValue: t(`validation.${fieldState.error.message}`),
                        })}
                      </Typography>
                    ) : null}
                  </Box>
                )}
              />
            ))}
          </Box>
        </SettingsSection>

        <SettingsSection title={t('inspections.sectionRemarks')}>
          {text('remarks', { kind: 'multiline', maxLength: 4000, label: 'inspections.field_remarks' })}
        </SettingsSection>
      </Stack>
      {readOnly ? null : (
        <SaveBar
          dirty={isDirty}
          isNew={id === null}
          saving={saving}
          onUndo={undoAll}
          errorSummary={errorSummary}
        />
      )}
    </Box>
  );
}
