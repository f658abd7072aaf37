import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import {
  PROJECT_NAME_MAX,
  projectCreateSchema,
  projectDiscountSchema,
  type Project,
} from '@suite/shared/projects/project.schema';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomerPicker } from '../buildings/CustomerPicker';
import { recordToForm } from '../leads/record-form.logic';
import { useActiveList, userOptions, useUsers } from '../leads/record-lookups';
import { FieldGrid, SelectInput, SwitchInput, TextInput } from '../leads/RecordFields';
import { useRecordForm } from '../leads/use-record-form';
import { SaveBar } from '../settings/SaveBar';
import { useErrorSummary } from '../settings/use-error-summary';
import { SettingsSection } from '../settings/SettingsSection';
import { StaleAlert } from '../settings/StaleAlert';

export type ProjectFormValues = {
  name: string;
  customer_id: number | '';
  responsible_id: number | '';
  status: number | '';
  startdate: string;
  enddate: string;
  budget: string;
  hoursestimate: string;
  description: string;
  isactive: boolean;
};

const EMPTY: ProjectFormValues = {
  name: '',
  customer_id: '',
  responsible_id: '',
  status: '',
  startdate: '',
  enddate: '',
  budget: '',
  hoursestimate: '',
  description: '',
  isactive: true,
};

const toForm = (p: Project) =>
  recordToForm(p, EMPTY, {
    raw: ['customer_id', 'responsible_id', 'status', 'isactive'],
    money: ['budget'],
    decimal: ['hoursestimate'],
    date: ['startdate', 'enddate'],
  });

type StatusItem = { id: number; status?: number; name?: string | null; isactive?: boolean };

type ProjectFormProps = {
  id: number | null;
  readOnly?: boolean;
  /** A new project for this customer (from the customer's projects tab). */
  customerId?: number;
  onSaved?: (project: Project, created: boolean) => void;
};

/** A project's heading (at most 30 characters), customer, leader, status, dates, budget and description. */
export function ProjectForm({ id, readOnly, customerId, onSaved }: ProjectFormProps) {
  const { t } = useTranslation();
  const { form, record, submit, stale, closeStale, saving, isDirty, undo } = useRecordForm<
    ProjectFormValues,
    Project
  >({
    resource: 'projects',
    id,
    schema: projectCreateSchema,
    empty: customerId ? { ...EMPTY, customer_id: customerId } : EMPTY,
    toForm,
    onSaved,
  });
  // issue 12: a new project's save bar says so and sums up a failed save, like the other records.
  const errorSummary = useErrorSummary(form.formState, (f) => `projects.field_${f}`);
  const { control } = form;
  const saved = record.data;
  const users = useUsers();
  const statuses = useActiveList('projectstatuslists');
  const statusOptions = ((statuses.data ?? []) as StatusItem[])
    .filter((s) => s.isactive !== false || s.status === saved?.status)
    .map((s) => ({ value: s.status ?? s.id, label: s.name ?? String(s.status) }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!readOnly) void submit(event);
  };

  return (
    <Box component="form" onSubmit={onSubmit} noValidate>
      {stale ? <StaleAlert onClose={closeStale} /> : null}
      <Stack spacing={2}>
        <SettingsSection title={t('projects.tab_detail')}>
          <FieldGrid>
            <TextInput
              control={control}
              name="name"
              section="projects"
              required
              autoFocus={id === null}
              maxLength={PROJECT_NAME_MAX}
              helperText={t('projects.field_name_help')}
              disabled={readOnly}
            />
            <CustomerPicker
              control={control}
              name="customer_id"
              section="projects"
              label="projects.field_customer_id"
              current={saved?.customer_id ? { id: saved.customer_id, name: saved.customername ?? '' } : null}
              disabled={readOnly}
            />
            <SelectInput
              control={control}
              name="responsible_id"
              section="projects"
              options={userOptions(users.data, saved?.responsible_id)}
              emptyLabel={t('common.none')}
              disabled={readOnly}
            />
            <SelectInput
              control={control}
              name="status"
              section="projects"
              options={statusOptions}
              emptyLabel={id === null ? t('projects.defaultStatus') : undefined}
              disabled={readOnly}
            />
            <TextInput
              control={control}
              name="startdate"
              section="projects"
              kind="date"
              disabled={readOnly}
            />
            <TextInput control={control} name="enddate" section="projects" kind="date" disabled={readOnly} />
            <TextInput
              control={control}
              name="budget"
              section="projects"
              kind="number"
              maxLength={18}
              endAdornment={<InputAdornment position="end">kr</InputAdornment>}
              disabled={readOnly}
            />
            <TextInput
              control={control}
              name="hoursestimate"
              section="projects"
              kind="number"
              maxLength={12}
              disabled={readOnly}
            />
            <TextInput
              control={control}
              name="description"
              section="projects"
              kind="multiline"
              wide
              maxLength={4000}
              disabled={readOnly}
            />
            {id !== null ? (
              <SwitchInput control={control} name="isactive" section="projects" disabled={readOnly} />
            ) : null}
          </FieldGrid>
        </SettingsSection>
      </Stack>
      {readOnly ? null : (
        <SaveBar
          dirty={isDirty}
          isNew={id === null}
          saving={saving}
          onUndo={undo}
          errorSummary={errorSummary}
        />
      )}
    </Box>
  );
}

type DiscountValues = { hourdiscount: string; materialdiscount: string };
const NO_DISCOUNT: DiscountValues = { hourdiscount: '', materialdiscount: '' };
const discountForm = (p: Project) =>
  recordToForm(p, NO_DISCOUNT, { decimal: ['hourdiscount', 'materialdiscount'] });

/** Tab earning_and_discounts: the project's discounts on hours and on materials (spec 01 §5: 0 to 100). */
export function ProjectDiscountForm({ id, readOnly }: { id: number; readOnly?: boolean }) {
  const { t } = useTranslation();
  const { form, submit, stale, closeStale, saving, isDirty, undo } = useRecordForm<DiscountValues, Project>({
    resource: 'projects',
    id,
    schema: projectDiscountSchema,
    empty: NO_DISCOUNT,
    toForm: discountForm,
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!readOnly) void submit(event);
  };
  const percent = <InputAdornment position="end">%</InputAdornment>;
  return (
    <Box component="form" onSubmit={onSubmit} noValidate sx={{ maxWidth: 720 }}>
      {stale ? <StaleAlert onClose={closeStale} /> : null}
      <SettingsSection title={t('projects.tab_earning_and_discounts')}>
        <FieldGrid>
          {(['hourdiscount', 'materialdiscount'] as const).map((name) => (
            <TextInput
              key={name}
              control={form.control}
              name={name}
              section="projects"
              kind="number"
              maxLength={6}
              endAdornment={percent}
              disabled={readOnly}
            />
          ))}
        </FieldGrid>
      </SettingsSection>
      {readOnly ? null : <SaveBar dirty={isDirty} saving={saving} onUndo={undo} />}
    </Box>
  );
}
