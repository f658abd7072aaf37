import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PersonOff from '@mui/icons-material/PersonOff';
import Replay from '@mui/icons-material/Replay';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  employeeCreateSchema,
  suggestInitials,
  type Employee,
} from '@suite/shared/employees/employee.schema';
import { isAdmin } from '@suite/shared/users/permissions';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useConfirm } from '../../app/confirm-dialog';
import { useSnackbar } from '../../app/snackbar';
import { api, isApiError } from '../../platform/api';
import { useSession } from '../../platform/session';
import { recordId, recordToForm } from '../leads/record-form.logic';
import { FieldGrid, SelectInput, SwitchInput, TextInput, useRecordFieldError } from '../leads/RecordFields';
import { RecordHeader } from '../leads/RecordHeader';
import { namedOptions, useActiveList } from '../leads/record-lookups';
import { RecordNotFound } from '../leads/RecordNotFound';
import { RecordPage } from '../leads/RecordPage';
import { useRecordForm } from '../leads/use-record-form';
import { problemMessage } from '../settings/api-errors';
import { resourceKeys } from '../settings/resource.api';
import { SaveBar } from '../settings/SaveBar';
import { SettingsSection } from '../settings/SettingsSection';
import { StaleAlert } from '../settings/StaleAlert';

export type EmployeeFormValues = {
  name: string;
  username: string;
  email: string;
  role_id: number | '';
  isadmin: boolean;
  userrole_id: number | '';
  departmentids: number[];
  employee_departmentid: number | '';
  initial: string;
  pin: string;
  external_employee_number: string;
  is_employee: boolean;
  isvismaseller: boolean;
  date_of_birth: string;
  wages: string;
  overtime_50: string;
  overtime_100: string;
  certificate_number: string;
};

const EMPTY: EmployeeFormValues = {
  name: '',
  username: '',
  email: '',
  role_id: 3,
  isadmin: false,
  userrole_id: '',
  departmentids: [],
  employee_departmentid: '',
  initial: '',
  pin: '',
  external_employee_number: '',
  is_employee: true,
  isvismaseller: false,
  date_of_birth: '',
  wages: '',
  overtime_50: '',
  overtime_100: '',
  certificate_number: '',
};

const toForm = (e: Employee) =>
  recordToForm(e, EMPTY, {
    money: ['wages', 'overtime_50', 'overtime_100'],
    date: ['date_of_birth'],
    raw: [
      'role_id',
      'isadmin',
      'userrole_id',
      'departmentids',
      'employee_departmentid',
      'is_employee',
      'isvismaseller',
    ],
  });

const BACK = { to: '/employees', label: 'employees.backToList' };

/** /employees/actions/{employee_id?}: a new employee, or one employee's user and employee fields. */
export function EmployeeEditPage() {
  const { t } = useTranslation();
  const params = useParams();
  const navigate = useNavigate();
  const { access, user } = useSession();
  const snackbar = useSnackbar();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const fieldError = useRecordFieldError('employees');
  const isNew = params.employee_id === undefined;
  const id = isNew ? null : recordId(params.employee_id);
  const admin = access ? isAdmin(access) || access.issuperadmin : false;
  const readOnly = !admin;
  const [busy, setBusy] = useState(false);

  const { form, record, submit, stale, closeStale, saving, isDirty, undo } = useRecordForm<
    EmployeeFormValues,
    Employee
  >({
    resource: 'employees',
    id,
    schema: employeeCreateSchema,
    empty: EMPTY,
    toForm,
    successText: (e, created) =>
      created ? t('employees.invitedSuccess', { email: e.email }) : t('common.updatedSuccess'),
    onSaved: (e, created) => {
      if (created) navigate(`/employees/actions/${e.id}`, { replace: true });
    },
  });
  const { control } = form;
  const saved = record.data;
  const roles = useActiveList('userroles', [saved?.userrole_id]);
  const departments = useActiveList('departments', [
    saved?.employee_departmentid,
    ...(saved?.departmentids ?? []),
  ]);
  const [roleId] = useWatch({ control, name: ['role_id'] });

  if (id === 0 || (isApiError(record.error) && record.error.status === 404)) {
    return <RecordNotFound text={t('employees.notFound')} back={BACK} />;
  }

  const identityLocked = !isNew && saved !== undefined && !saved.identityeditable;
  const isSelf = saved?.id === user?.id;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!readOnly) void submit(event);
  };

  const refresh = async (next: Employee) => {
    queryClient.setQueryData(resourceKeys.item('employees', next.id), next);
    await queryClient.invalidateQueries({ queryKey: [...resourceKeys.all('employees'), 'list'] });
  };

  const setActive = async (active: boolean) => {
    if (!saved) return;
    if (!active) {
      const ok = await confirm({
        title: t('employees.deactivateTitle'),
        text: t('employees.deactivateText', { count: 1 }),
        confirmText: t('employees.deactivate'),
      });
      if (!ok) return;
    }
    setBusy(true);
    try {
      if (active) {
        await refresh(
          await api.put<Employee>(`employees/${saved.id}`, { isactive: true, version: saved.version }),
        );
        snackbar.success(t('common.updatedSuccess'));
      } else {
        await api.post('employees/deactivate', { ids: [saved.id] });
        await refresh(await api.get<Employee>(`employees/${saved.id}`));
        snackbar.success(t('employees.deactivatedSuccess', { count: 1 }));
      }
    } catch {
      // the api client has shown the server's message (spec 01 §8)
    } finally {
      setBusy(false);
    }
  };

  const sendLink = async () => {
    if (!saved) return;
    setBusy(true);
    try {
      await api.post(`employees/${saved.id}/send_password_link`, undefined, { silent: true });
      snackbar.success(t('employees.passwordLinkSent', { email: saved.email }));
    } catch (error) {
      snackbar.error(problemMessage(error, t('settings.message')));
    } finally {
      setBusy(false);
    }
  };

  const actions =
    admin && saved ? (
      <>
        <Button
          variant="outlined"
          startIcon={<EmailOutlined />}
          onClick={() => void sendLink()}
          disabled={busy}
        >
          {t('employees.sendPasswordLink')}
        </Button>
        {saved.isactive ? (
          isSelf ? null : (
            <Button
              variant="outlined"
              color="error"
              startIcon={<PersonOff />}
              onClick={() => void setActive(false)}
              disabled={busy || isDirty}
            >
              {t('employees.deactivate')}
            </Button>
          )
        ) : (
          <Button
            variant="contained"
            startIcon={<Replay />}
            onClick={() => void setActive(true)}
            disabled={busy || isDirty}
          >
            {t('employees.reactivate')}
          </Button>
        )}
      </>
    ) : null;

  const roleOptions = [1, 2, 3].map((r) => ({ value: r, label: t(`employees.role_${r}`) }));
  const departmentOptions = namedOptions(departments.data, saved?.employee_departmentid);

  return (
    <RecordPage>
      <RecordHeader
        back={BACK}
        title={isNew ? t('employees.newEmployee') : saved?.name}
        badges={
          saved ? (
            <>
              {saved.initial ? <Chip size="small" label={saved.initial} /> : null}
              {saved.isactive ? null : (
                <Chip size="small" variant="outlined" label={t('settings.inactive')} />
              )}
            </>
          ) : null
        }
        actions={actions}
        section="employees"
      />
      <Box component="form" onSubmit={onSubmit} noValidate>
        {stale ? <StaleAlert onClose={closeStale} /> : null}
        {saved && !saved.isactive ? (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('employees.inactiveInfo')}
          </Alert>
        ) : null}
        <Stack spacing={2}>
          <SettingsSection
            title={t('employees.sectionUser')}
            description={
              isNew
                ? t('employees.inviteInfo')
                : identityLocked
                  ? t('employees.identitySharedInfo')
                  : undefined
            }
          >
            <FieldGrid>
              <Controller
                control={control}
                name="name"
                render={({ field, fieldState }) => (
                  <TextField
                    {...field}
                    label={t('employees.field_name')}
                    required
                    fullWidth
                    size="small"
                    autoFocus={isNew}
                    disabled={readOnly}
                    error={Boolean(fieldState.error)}
                    helperText={fieldError(fieldState.error)}
                    slotProps={{ htmlInput: { maxLength: 200 } }}
                    onBlur={() => {
                      field.onBlur();
                      // New employees get initials from the name unless some were typed.
                      if (isNew && !form.getValues('initial')) {
                        const suggestion = suggestInitials(field.value);
                        if (suggestion) form.setValue('initial', suggestion, { shouldDirty: true });
                      }
                    }}
                  />
                )}
              />
              <TextInput
                control={control}
                name="username"
                section="employees"
                required
                disabled={readOnly || identityLocked}
                maxLength={100}
                autoComplete="off"
              />
              <TextInput
                control={control}
                name="email"
                section="employees"
                kind="email"
                required
                disabled={readOnly || identityLocked}
                maxLength={200}
              />
            </FieldGrid>
          </SettingsSection>

          <SettingsSection title={t('employees.sectionAccess')}>
            <FieldGrid>
              <SelectInput
                control={control}
                name="role_id"
                section="employees"
                required
                options={roleOptions}
                disabled={readOnly || isSelf}
              />
              <SelectInput
                control={control}
                name="userrole_id"
                section="employees"
                emptyLabel={t('employees.none')}
                options={namedOptions(roles.data, saved?.userrole_id)}
                disabled={readOnly}
              />
              <Controller
                control={control}
                name="departmentids"
                render={({ field, fieldState }) => (
                  <TextField
                    select
                    label={t('employees.field_departmentids')}
                    value={field.value ?? []}
                    onChange={(e) => {
                      const v = e.target.value as unknown;
                      field.onChange(Array.isArray(v) ? v.map(Number) : []);
                    }}
                    onBlur={field.onBlur}
                    fullWidth
                    size="small"
                    disabled={readOnly}
                    error={Boolean(fieldState.error)}
                    helperText={fieldError(fieldState.error)}
                    slotProps={{
                      select: {
                        multiple: true,
                        renderValue: (selected) => (
                          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                            {(selected as number[]).map((d) => (
                              <Chip
                                key={d}
                                size="small"
                                label={departmentOptions.find((o) => o.value === d)?.label ?? d}
                              />
                            ))}
                          </Box>
                        ),
                      },
                    }}
                  >
                    {namedOptions(departments.data).map((o) => (
                      <MenuItem key={o.value} value={o.value}>
                        {o.label}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              <SelectInput
                control={control}
                name="employee_departmentid"
                section="employees"
                emptyLabel={t('employees.none')}
                options={departmentOptions}
                disabled={readOnly}
              />
              <SwitchInput
                control={control}
                name="isadmin"
                section="employees"
                helperText={t('employees.adminHelp')}
                disabled={readOnly || isSelf || roleId === 1}
              />
              <SwitchInput
                control={control}
                name="isvismaseller"
                section="employees"
                helperText={t('employees.vismaHelp')}
                disabled={readOnly}
              />
            </FieldGrid>
          </SettingsSection>

          <SettingsSection title={t('employees.sectionEmployee')}>
            <FieldGrid>
              <TextInput
                control={control}
                name="initial"
                section="employees"
                helperText={t('employees.initialHelp')}
                disabled={readOnly}
                maxLength={4}
              />
              <TextInput
                control={control}
                name="pin"
                section="employees"
                kind="number"
                helperText={t('employees.pinHelp')}
                disabled={readOnly}
                maxLength={6}
                autoComplete="off"
              />
              <TextInput
                control={control}
                name="external_employee_number"
                section="employees"
                disabled={readOnly}
                maxLength={50}
              />
              <TextInput
                control={control}
                name="date_of_birth"
                section="employees"
                kind="date"
                helperText={t('employees.dateHelp')}
                disabled={readOnly}
                maxLength={10}
              />
              <TextInput
                control={control}
                name="certificate_number"
                section="employees"
                disabled={readOnly}
                maxLength={100}
              />
              <SwitchInput control={control} name="is_employee" section="employees" disabled={readOnly} />
            </FieldGrid>
          </SettingsSection>

          <SettingsSection title={t('employees.sectionWages')}>
            <FieldGrid>
              <TextInput
                control={control}
                name="wages"
                section="employees"
                kind="number"
                disabled={readOnly}
              />
              <Box sx={{ display: { xs: 'none', sm: 'block' } }} />
              <TextInput
                control={control}
                name="overtime_50"
                section="employees"
                kind="number"
                disabled={readOnly}
              />
              <TextInput
                control={control}
                name="overtime_100"
                section="employees"
                kind="number"
                disabled={readOnly}
              />
            </FieldGrid>
          </SettingsSection>
        </Stack>
        {readOnly ? null : <SaveBar dirty={isDirty} saving={saving} onUndo={undo} />}
      </Box>
    </RecordPage>
  );
}
