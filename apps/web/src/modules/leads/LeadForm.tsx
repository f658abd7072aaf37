import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import {
  LEAD_SOURCES,
  LEAD_STATUS_LOOKUPS,
  leadCreateSchema,
  type Lead,
} from '@suite/shared/leads/lead.schema';
import {
  isValidOrganisationNumber,
  normalizeOrganisationNumber,
} from '@suite/shared/validation/organisation-number';
import { useQuery } from '@tanstack/react-query';
import { useEffect, type FormEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { api } from '../../platform/api';
import { SaveBar } from '../settings/SaveBar';
import { SettingsSection } from '../settings/SettingsSection';
import { StaleAlert } from '../settings/StaleAlert';
import { recordToForm } from './record-form.logic';
import { FieldGrid, SelectInput, SwitchInput, TextInput } from './RecordFields';
import { namedOptions, useActiveList, userOptions, useUsers } from './record-lookups';
import { useRecordForm } from './use-record-form';
import { usePostcodeTown } from '../../platform/postcodes';
import { useErrorSummary } from '../settings/use-error-summary';

export type LeadFormValues = {
  name: string;
  organizationnumber: string;
  contactperson: string;
  email: string;
  phone: string;
  address: string;
  zip: string;
  city: string;
  source: string;
  leadstatusid: number | '';
  leadsecondarystatusid: number | '';
  leadoutcomeid: number | '';
  responsible_id: number | '';
  expectedvalue: string;
  expectedclosedate: string;
  notes: string;
  isactive: boolean;
};

export const EMPTY_LEAD: LeadFormValues = {
  name: '',
  organizationnumber: '',
  contactperson: '',
  email: '',
  phone: '',
  address: '',
  zip: '',
  city: '',
  source: '',
  leadstatusid: '',
  leadsecondarystatusid: '',
  leadoutcomeid: '',
  responsible_id: '',
  expectedvalue: '',
  expectedclosedate: '',
  notes: '',
  isactive: true,
};

/** A lead as the form shows it: amounts with a decimal comma, dates as DD.MM.YYYY. */
export const leadToForm = (lead: Lead) =>
  recordToForm(lead, EMPTY_LEAD, {
    money: ['expectedvalue'],
    date: ['expectedclosedate'],
    raw: ['leadstatusid', 'leadsecondarystatusid', 'leadoutcomeid', 'responsible_id', 'isactive'],
  });

type OrganizationExists = { exists: boolean; customerid?: number; name?: string };

/** spec 01 §5: the organisation number is checked against the server: is it a customer already? */
function useExistingCustomer(orgNumber: string) {
  const digits = normalizeOrganisationNumber(orgNumber ?? '');
  const valid = digits !== null && isValidOrganisationNumber(digits);
  return useQuery({
    queryKey: ['customers', 'check_organization_exists', digits],
    queryFn: () =>
      api.get<OrganizationExists>(
        'customers/check_organization_exists',
        { orgNumber: digits },
        { silent: true },
      ),
    enabled: valid,
    staleTime: 30_000,
    retry: false,
  });
}

type LeadFormProps = {
  /** The lead, or null for a new one. */
  id: number | null;
  readOnly?: boolean;
  onSaved?: (lead: Lead, created: boolean) => void;
  /** Told whenever the form gets or loses unsaved changes (the page disables converting meanwhile). */
  onDirtyChange?: (dirty: boolean) => void;
};

/** Every field of a lead in four sections, with a save bar that stays in view. */
export function LeadForm({ id, readOnly, onSaved, onDirtyChange }: LeadFormProps) {
  const { t } = useTranslation();
  const { form, record, submit, stale, closeStale, saving, isDirty, undo } = useRecordForm<
    LeadFormValues,
    Lead
  >({
    resource: 'leads',
    id,
    schema: leadCreateSchema,
    empty: EMPTY_LEAD,
    toForm: leadToForm,
    onSaved,
  });
  const { control } = form;
  const errorSummary = useErrorSummary(form.formState, (f) => `leads.field_${f}`);
  usePostcodeTown(form, 'zip', 'city', !readOnly);
  const saved = record.data;
  const statuses = useActiveList(LEAD_STATUS_LOOKUPS.leadstatusid, [saved?.leadstatusid]);
  const secondary = useActiveList(LEAD_STATUS_LOOKUPS.leadsecondarystatusid, [saved?.leadsecondarystatusid]);
  const outcomes = useActiveList(LEAD_STATUS_LOOKUPS.leadoutcomeid, [saved?.leadoutcomeid]);
  const users = useUsers('crm_responsible');
  const orgNumber = useWatch({ control, name: 'organizationnumber' });
  const existing = useExistingCustomer(orgNumber);
  const none = t('leads.none');
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!readOnly) void submit(event);
  };

  const noStatuses = statuses.isSuccess && statuses.data.length === 0;
  const existingCustomer =
    existing.data?.exists && existing.data.customerid !== saved?.customerid ? existing.data : null;

  return (
    <Box component="form" onSubmit={onSubmit} noValidate>
      {stale ? <StaleAlert onClose={closeStale} /> : null}
      <Stack spacing={2}>
        <SettingsSection title={t('leads.sectionCompany')}>
          <FieldGrid>
            <TextInput
              control={control}
              name="name"
              section="leads"
              required
              wide
              autoFocus={id === null}
              disabled={readOnly}
              maxLength={200}
            />
            <TextInput
              control={control}
              name="organizationnumber"
              section="leads"
              disabled={readOnly}
              helperText={t('leads.orgNumberHelp')}
              maxLength={11}
            />
            <TextInput
              control={control}
              name="contactperson"
              section="leads"
              disabled={readOnly}
              maxLength={200}
            />
            <TextInput
              control={control}
              name="email"
              section="leads"
              kind="email"
              disabled={readOnly}
              maxLength={200}
            />
            <TextInput
              control={control}
              name="phone"
              section="leads"
              kind="tel"
              disabled={readOnly}
              maxLength={20}
            />
          </FieldGrid>
          {existingCustomer ? (
            <Alert severity="info" sx={{ mt: 2 }}>
              {t('leads.error_alreadyExists')}:{' '}
              <Link component={RouterLink} to={`/customers/${existingCustomer.customerid}/detail`}>
                {existingCustomer.name}
              </Link>
            </Alert>
          ) : null}
        </SettingsSection>

        <SettingsSection title={t('leads.sectionAddress')}>
          <FieldGrid>
            <TextInput
              control={control}
              name="address"
              section="leads"
              wide
              disabled={readOnly}
              maxLength={200}
            />
            <TextInput
              control={control}
              name="zip"
              section="leads"
              kind="number"
              disabled={readOnly}
              maxLength={8}
            />
            <TextInput control={control} name="city" section="leads" disabled={readOnly} maxLength={100} />
          </FieldGrid>
        </SettingsSection>

        <SettingsSection title={t('leads.sectionPipeline')}>
          <FieldGrid>
            <SelectInput
              control={control}
              name="leadstatusid"
              section="leads"
              emptyLabel={none}
              options={namedOptions(statuses.data, saved?.leadstatusid)}
              disabled={readOnly}
              helperText={noStatuses ? t('leads.noStatuses') : undefined}
            />
            <SelectInput
              control={control}
              name="leadsecondarystatusid"
              section="leads"
              emptyLabel={none}
              options={namedOptions(secondary.data, saved?.leadsecondarystatusid)}
              disabled={readOnly}
            />
            <SelectInput
              control={control}
              name="leadoutcomeid"
              section="leads"
              emptyLabel={none}
              options={namedOptions(outcomes.data, saved?.leadoutcomeid)}
              disabled={readOnly}
            />
            <SelectInput
              control={control}
              name="source"
              section="leads"
              emptyLabel={none}
              options={LEAD_SOURCES.map((s) => ({ value: s, label: t(`leads.source_${s}`) }))}
              disabled={readOnly}
            />
            <SelectInput
              control={control}
              name="responsible_id"
              section="leads"
              emptyLabel={none}
              options={userOptions(users.data, saved?.responsible_id)}
              disabled={readOnly}
            />
            <TextInput
              control={control}
              name="expectedvalue"
              section="leads"
              kind="number"
              disabled={readOnly}
            />
            <TextInput
              control={control}
              name="expectedclosedate"
              section="leads"
              kind="date"
              disabled={readOnly}
              helperText={t('leads.dateHelp')}
              maxLength={10}
            />
            {id !== null ? (
              <SwitchInput control={control} name="isactive" section="leads" disabled={readOnly} />
            ) : null}
          </FieldGrid>
        </SettingsSection>

        <SettingsSection title={t('leads.sectionNotes')}>
          <TextInput
            control={control}
            name="notes"
            section="leads"
            kind="multiline"
            disabled={readOnly}
            maxLength={4000}
          />
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
