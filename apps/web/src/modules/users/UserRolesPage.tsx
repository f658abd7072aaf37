import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { userrolesResource } from '@suite/shared/users/users.resources';
import { defaultValuesFor, formSchemaFor, formValuesFor } from '../settings/resource-screen.logic';
import { ResourceListPage } from '../settings/ResourceListPage';
import type { ResourceColumn, ResourceFieldsContext, ResourceFormConfig } from '../settings/resource.types';
import { useFieldError } from '../settings/use-field-error';
import { PermissionChecklist } from './PermissionChecklist';

function UserRoleFields({ form, isNew, readOnly }: ResourceFieldsContext) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <Controller
        control={form.control}
        name="name"
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            value={field.value ?? ''}
            label={t('settings.name')}
            required
            autoFocus
            fullWidth
            disabled={readOnly}
            error={Boolean(fieldState.error)}
            helperText={fieldError(fieldState.error)}
          />
        )}
      />
      {isNew ? null : (
        <Controller
          control={form.control}
          name="isactive"
          render={({ field }) => (
            <FormControlLabel
              label={t('settings.active')}
              control={
                <Switch
                  checked={Boolean(field.value)}
                  disabled={readOnly}
                  onChange={(_, on) => field.onChange(on)}
                />
              }
            />
          )}
        />
      )}
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 500 }}>
        {t('settings.permissions')}
      </Typography>
      <Controller
        control={form.control}
        name="permissions"
        render={({ field }) => (
          <PermissionChecklist
            value={(field.value as string[]) ?? []}
            onChange={field.onChange}
            disabled={readOnly}
          />
        )}
      />
    </Stack>
  );
}

// Rules from the shared resource definition (STYLE "The resource registry"); only the inputs are this page's.
const form: ResourceFormConfig = {
  schema: formSchemaFor(userrolesResource),
  defaultValues: defaultValuesFor(userrolesResource),
  fromRecord: (row) => formValuesFor(userrolesResource, row),
  renderFields: (ctx) => <UserRoleFields {...ctx} />,
  maxWidth: 'md',
};

/** /userrole: permission sets that members get through their user role (spec 01 §6). */
export function UserRolesPage() {
  const { t } = useTranslation();
  const columns = useMemo<ResourceColumn[]>(
    () => [
      { field: 'name', headerName: 'settings.name', flex: 2 },
      {
        field: 'permissions',
        headerName: 'settings.permissions',
        sortable: false,
        format: (value) => t('settings.permissionCount', { count: Array.isArray(value) ? value.length : 0 }),
      },
      { field: 'isactive', headerName: 'settings.status', type: 'active' },
    ],
    [t],
  );
  return (
    <ResourceListPage
      resource="userroles"
      title="settings.userRolesTitle"
      description="settings.userRolesDescription"
      columns={columns}
      form={form}
      dialogTitles={{ create: 'settings.userRoleNew', edit: 'settings.userRoleEdit' }}
      defaultSort={{ [userrolesResource.defaultSort.field]: userrolesResource.defaultSort.dir }}
      hideOnNarrow={['permissions']}
    />
  );
}
