import Autocomplete from '@mui/material/Autocomplete';
import { LoadingBar } from '../../app/LoadingBar';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@suite/shared/format/date-format';
import {
  APPOINTMENT_TEXT_MAX,
  appointmentCreateSchema,
  type Appointment,
} from '@suite/shared/planner/appointment.schema';
import { parseOsloDateTime } from '@suite/shared/planner/planner.rules';
import { canChange, hasPermission } from '@suite/shared/users/permissions';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useSnackbar } from '../../app/snackbar';
import { api, isApiError } from '../../platform/api';
import { useSession } from '../../platform/session';
import { RecordNotFound } from '../leads/RecordNotFound';
import { plannerApi, plannerMessage, refusalText } from './planner-api';
import { useUnsavedChanges } from '../../app/unsaved-changes';
import { fieldHelper } from '../../platform/form-errors';
import { SaveBar } from '../settings/SaveBar';
import { firstErrorInOrder, valuesChanged } from '../settings/save-bar.logic';

type Option = { id: number; name: string };
type Errors = Record<string, string>;
const HOUR = 3_600_000;
/** The fields in the order of the form (the error summary names the first failing one). */
const FIELD_ORDER = [
  'customer_id',
  'lead_id',
  'contact_id',
  'subject',
  'meetingtype_id',
  'meetingstatus_id',
  'responsible_id',
  'start',
  'end',
  'place',
  'notes',
] as const;
const TEXT_MAX = APPOINTMENT_TEXT_MAX;

/** Options of a list searched on the server (customers, leads): the typed text, at most 25. */
function useSearchOptions(resource: 'customers' | 'leads', text: string, current: Option | null) {
  const found = useQuery({
    queryKey: [resource, 'options', text],
    queryFn: () =>
      api.post<{ items: Option[] }>(`${resource}/list`, {
        ...(text.trim() ? { search: text.trim() } : {}),
        limit: 25,
      }),
  });
  const items = found.data?.items.map((i) => ({ id: i.id, name: i.name })) ?? [];
  return current && !items.some((i) => i.id === current.id) ? [current, ...items] : items;
}

/**
 * /appointments/actions/:appointment_id? (spec 01 §2): an appointment with a customer or a lead, its contact, meeting
 * type and status, responsible, start and end (DD.MM.YYYY HH:mm), place and notes.
 */
export function AppointmentFormPage() {
  const { t } = useTranslation();
  const { appointment_id } = useParams();
  const id = appointment_id ? Number(appointment_id) : null;
  const record = useQuery({
    queryKey: ['appointments', id],
    queryFn: () => api.get<Appointment>(`appointments/${id}`),
    enabled: id !== null,
    retry: false,
  });
  if (id !== null && record.isError) {
    return (
      <RecordNotFound
        text={t('common.noResults')}
        back={{ to: '/appointments', label: 'routes.appointments' }}
      />
    );
  }
  if (id !== null && !record.data) return <LoadingBar />;
  const a = record.data ?? null;
  // A fresh form per record version: its fields start from what was read.
  return (
    <AppointmentForm
      key={a ? `${a.id}.${a.version}` : 'new'}
      id={id}
      record={a}
      refetch={() => void record.refetch()}
    />
  );
}

function AppointmentForm({
  id,
  record,
  refetch,
}: {
  id: number | null;
  record: Appointment | null;
  refetch(): void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const { access, user } = useSession();
  const [params] = useSearchParams();
  const [customer, setCustomer] = useState<Option | null>(
    record?.customer_id ? { id: record.customer_id, name: record.customername ?? '' } : null,
  );
  const [lead, setLead] = useState<Option | null>(
    record?.lead_id ? { id: record.lead_id, name: record.leadname ?? '' } : null,
  );
  const [customerText, setCustomerText] = useState('');
  const [leadText, setLeadText] = useState('');
  const [values, setValues] = useState(() => {
    // A new appointment: the next whole hour, one hour long, held by the signed-in user.
    const next = Math.ceil(Date.now() / HOUR) * HOUR;
    return {
      contact_id: (record?.contact_id ?? '') as number | '',
      meetingtype_id: (record?.meetingtype_id ?? '') as number | '',
      meetingstatus_id: (record?.meetingstatus_id ?? '') as number | '',
      responsible_id: (record?.responsible_id ?? user?.id ?? '') as number | '',
      start: formatDateTime(record ? record.start : new Date(next)),
      end: formatDateTime(record ? record.end : new Date(next + HOUR)),
      subject: record?.subject ?? '',
      place: record?.place ?? '',
      notes: record?.notes ?? '',
    };
  });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  // What was read (or the new form's start): the save bar and the lost-changes dialog compare with it. A customer
  // or lead preset by the tab the form was opened from is part of the start.
  const [start] = useState(() => ({
    values,
    customer: record ? (record.customer_id ?? null) : Number(params.get('customer_id')) || null,
    lead: record ? (record.lead_id ?? null) : Number(params.get('lead_id')) || null,
  }));
  const [startOptions, setStartOptions] = useState({ customer, lead });
  const dirty = valuesChanged({ values, customer: customer?.id ?? null, lead: lead?.id ?? null }, start);
  const set = (field: keyof typeof values, value: string | number) =>
    setValues((v) => ({ ...v, [field]: value }));

  // Opened from a customer's or lead's tab: that customer or lead is chosen.
  useEffect(() => {
    if (record) return;
    const customerId = Number(params.get('customer_id'));
    const leadId = Number(params.get('lead_id'));
    if (customerId) {
      api.get<Option>(`customers/${customerId}`).then(
        (c) => {
          setCustomer({ id: c.id, name: c.name });
          setStartOptions((o) => ({ ...o, customer: { id: c.id, name: c.name } }));
        },
        () => {},
      );
    }
    if (leadId) {
      api.get<Option>(`leads/${leadId}`).then(
        (l) => {
          setLead({ id: l.id, name: l.name });
          setStartOptions((o) => ({ ...o, lead: { id: l.id, name: l.name } }));
        },
        () => {},
      );
    }
  }, [record, params]);

  const customers = useSearchOptions('customers', customerText, customer);
  const leads = useSearchOptions('leads', leadText, lead);
  const employees = useQuery({ queryKey: ['planner', 'employees'], queryFn: plannerApi.employees });
  const types = useQuery({
    queryKey: ['meetingtypes', 'active'],
    queryFn: () => api.post<Option[]>('meetingtypes/get_active', {}),
  });
  const statuses = useQuery({
    queryKey: ['meetingstatuses', 'active'],
    queryFn: () => api.post<Option[]>('meetingstatuses/get_active', {}),
  });
  const contacts = useQuery({
    queryKey: ['contacts', 'of', customer?.id],
    queryFn: () =>
      api.post<{ items: { id: number; firstname: string; lastname: string | null }[] }>('contacts/list', {
        match: { customerid: customer!.id },
        limit: 100,
      }),
    enabled: customer !== null,
  });

  const mayWrite =
    !!access &&
    canChange(access) &&
    hasPermission(access, id === null ? 'appointments_add' : 'appointments_edit');
  const mayDelete =
    id !== null && !!access && canChange(access) && hasPermission(access, 'appointments_delete');
  const release = useUnsavedChanges(dirty && mayWrite);
  const undo = () => {
    setValues(start.values);
    setCustomer(startOptions.customer);
    setLead(startOptions.lead);
    setErrors({});
  };

  const save = async () => {
    const body = {
      customer_id: customer?.id ?? null,
      lead_id: lead?.id ?? null,
      contact_id: values.contact_id === '' ? null : values.contact_id,
      meetingtype_id: values.meetingtype_id === '' ? null : values.meetingtype_id,
      meetingstatus_id: values.meetingstatus_id === '' ? null : values.meetingstatus_id,
      responsible_id: values.responsible_id === '' ? undefined : values.responsible_id,
      start: parseOsloDateTime(values.start) ?? values.start,
      end: parseOsloDateTime(values.end) ?? values.end,
      subject: values.subject,
      place: values.place,
      notes: values.notes,
    };
    const parsed = appointmentCreateSchema.safeParse(body);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setBusy(true);
    try {
      const saved =
        id === null
          ? await api.post<Appointment>('appointments', body)
          : await api.put<Appointment>(`appointments/${id}`, { ...body, version: record!.version });
      snackbar.success(t(id === null ? 'common.addedSucess' : 'common.updatedSuccess'));
      release();
      if (id !== null) refetch();
      if (id === null) void navigate(`/appointments/actions/${saved.id}`, { replace: true });
    } catch (error) {
      if (isApiError(error) && error.problem.errors?.length) {
        const next: Errors = {};
        for (const e of error.problem.errors) next[e.field] ??= e.message;
        setErrors(next);
      } else snackbar.error(refusalText(t, error));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      await api.del('appointments', { ids: [id] });
      release();
      snackbar.success(t('common.deletedSuccess'));
      void navigate('/appointments');
    } catch (error) {
      snackbar.error(refusalText(t, error));
    } finally {
      setBusy(false);
    }
  };

  const help = (field: string) => (errors[field] ? plannerMessage(t, errors[field]) : undefined);
  const select = (
    field: 'meetingtype_id' | 'meetingstatus_id' | 'responsible_id' | 'contact_id',
    options: Option[],
  ) => (
    <TextField
      select
      label={t(`planner.field_${field}`)}
      value={values[field]}
      onChange={(e) => set(field, e.target.value === '' ? '' : Number(e.target.value))}
      error={!!errors[field]}
      helperText={help(field)}
      disabled={!mayWrite}
      fullWidth
    >
      {field !== 'responsible_id' && <MenuItem value="">—</MenuItem>}
      {options.map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  );
  const text = (field: 'start' | 'end' | 'subject' | 'place' | 'notes', extra: object = {}) => {
    const maxLength = field in TEXT_MAX ? TEXT_MAX[field as keyof typeof TEXT_MAX] : undefined;
    return (
      <TextField
        label={t(`planner.field_${field}`)}
        value={values[field]}
        onChange={(e) => set(field, e.target.value)}
        error={!!errors[field]}
        helperText={fieldHelper({ error: help(field), value: values[field], maxLength })}
        disabled={!mayWrite}
        fullWidth
        {...(maxLength ? { slotProps: { htmlInput: { maxLength } } } : {})}
        {...extra}
      />
    );
  };
  const failing = firstErrorInOrder(errors, FIELD_ORDER);
  const errorSummary = failing
    ? {
        label: t(`planner.field_${failing.field}`, { defaultValue: failing.field }),
        message: help(failing.field)!,
      }
    : null;

  return (
    <Stack sx={{ gap: 2, maxWidth: 820 }}>
      <Typography variant="h5" component="h1">
        {id === null ? t('planner.newAppointment') : t('routes.appointments_actions')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
        <Stack sx={{ gap: 2 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            <Autocomplete
              fullWidth
              options={customers}
              value={customer}
              disabled={!mayWrite || lead !== null}
              getOptionLabel={(o) => o.name}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              onInputChange={(_, v) => setCustomerText(v)}
              onChange={(_, v) => {
                setCustomer(v);
                set('contact_id', '');
              }}
              renderInput={(p) => (
                <TextField
                  {...p}
                  label={t('planner.field_customer_id')}
                  error={!!errors.customer_id}
                  helperText={help('customer_id')}
                />
              )}
            />
            <Autocomplete
              fullWidth
              options={leads}
              value={lead}
              disabled={!mayWrite || customer !== null}
              getOptionLabel={(o) => o.name}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              onInputChange={(_, v) => setLeadText(v)}
              onChange={(_, v) => setLead(v)}
              renderInput={(p) => (
                <TextField
                  {...p}
                  label={t('planner.field_lead_id')}
                  error={!!errors.lead_id}
                  helperText={help('lead_id')}
                />
              )}
            />
          </Stack>
          {customer !== null &&
            select(
              'contact_id',
              (contacts.data?.items ?? []).map((c) => ({
                id: c.id,
                name: [c.firstname, c.lastname].filter(Boolean).join(' '),
              })),
            )}
          {text('subject')}
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            {select('meetingtype_id', types.data ?? [])}
            {select('meetingstatus_id', statuses.data ?? [])}
          </Stack>
          {select('responsible_id', employees.data ?? [])}
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            {text('start', { placeholder: 'DD.MM.YYYY HH:mm' })}
            {text('end', { placeholder: 'DD.MM.YYYY HH:mm' })}
          </Stack>
          {text('place')}
          {text('notes', { multiline: true, minRows: 3 })}
          <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end' }}>
            {mayDelete && (
              <Button color="error" onClick={() => void remove()} disabled={busy} sx={{ mr: 'auto' }}>
                {t('common.delete')}
              </Button>
            )}
            <Button onClick={() => void navigate('/appointments')}>{t('common.back')}</Button>
          </Stack>
          {mayWrite && (
            <SaveBar
              dirty={dirty}
              isNew={id === null}
              saving={busy}
              onSave={() => void save()}
              onUndo={undo}
              errorSummary={errorSummary}
            />
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
