import { zodResolver } from '@hookform/resolvers/zod';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../app/snackbar';
import { useUnsavedChanges } from '../../app/unsaved-changes';
import { api } from '../../platform/api';
import { applyProblemErrors, errorWithHint } from '../../platform/form-errors';
import { problemMessage } from '../settings/api-errors';
import { useLabel } from '../settings/labels';
import { useFieldError } from '../settings/use-field-error';
import { useNarrowScreen } from '../settings/use-narrow-screen';
import { memberAccessOf, type Member } from './member-access.logic';
import { memberAccessSchema, type MemberAccess } from '@suite/shared/users/user-access.schema';

export type NamedItem = { id: number; name: string; isactive?: boolean };

type MemberAccessDialogProps = {
  member: Member;
  userroles: NamedItem[];
  departments: NamedItem[];
  onClose: () => void;
  onSaved: () => void;
};

const ROLE_IDS = [1, 2, 3] as const;

/** Role, admin flag, user role and departments of one member (PUT userpermissions/{userid}). */
export function MemberAccessDialog({
  member,
  userroles,
  departments,
  onClose,
  onSaved,
}: MemberAccessDialogProps) {
  const { t } = useTranslation();
  const label = useLabel();
  const snackbar = useSnackbar();
  const narrow = useNarrowScreen();
  const fieldError = useFieldError();
  const form = useForm<MemberAccess>({
    resolver: zodResolver(memberAccessSchema),
    defaultValues: memberAccessOf(member),
  });
  const { isDirty, isSubmitting } = form.formState;
  useUnsavedChanges(isDirty);

  useEffect(() => form.reset(memberAccessOf(member)), [member, form]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await api.put(`userpermissions/${member.userid}`, values, { silent: true });
      snackbar.success(t('common.updatedSuccess'));
      form.reset(values);
      onSaved();
    } catch (error) {
      if (applyProblemErrors(error, form.setError) === 0) {
        snackbar.error(problemMessage(error, t('settings.message')));
      }
    }
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(event);
  };

  const departmentById = new Map(departments.map((d) => [d.id, d]));
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={narrow}
      slotProps={{ paper: { component: 'form', onSubmit, noValidate: true } as object }}
    >
      <DialogTitle>
        {member.name}
        <Typography variant="body2" color="text.secondary" component="div">
          {member.username}
          {member.email ? ` · ${member.email}` : ''}
        </Typography>
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <Controller
            control={form.control}
            name="role_id"
            render={({ field, fieldState }) => (
              <TextField
                select
                label={t('settings.role')}
                value={field.value ?? ''}
                onChange={(e) => field.onChange(Number(e.target.value))}
                onBlur={field.onBlur}
                inputRef={field.ref}
                required
                fullWidth
                autoFocus
                error={Boolean(fieldState.error)}
                helperText={errorWithHint(fieldError(fieldState.error), t('settings.roleHelp'))}
              >
                {ROLE_IDS.map((id) => (
                  <MenuItem key={id} value={id}>
                    {label('role', id)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={form.control}
            name="isadmin"
            render={({ field }) => (
              <div>
                <FormControlLabel
                  label={t('settings.isAdmin')}
                  control={<Switch checked={field.value} onChange={(_, on) => field.onChange(on)} />}
                />
                <FormHelperText sx={{ mt: 0 }}>{t('settings.isAdminHelp')}</FormHelperText>
              </div>
            )}
          />
          <Controller
            control={form.control}
            name="userrole_id"
            render={({ field, fieldState }) => (
              <TextField
                select
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                label={t('settings.userRole')}
                value={field.value ?? ''}
                onChange={(e) => field.onChange(e.target.value === '' ? null : Number(e.target.value))}
                onBlur={field.onBlur}
                inputRef={field.ref}
                fullWidth
                error={Boolean(fieldState.error)}
                helperText={errorWithHint(fieldError(fieldState.error), t('settings.userRoleHelp'))}
              >
                <MenuItem value="">
                  <em>{t('settings.none')}</em>
                </MenuItem>
                {userroles.map((r) => (
                  <MenuItem key={r.id} value={r.id}>
                    {r.isactive === false ? `${r.name} (${t('settings.inactive')})` : r.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={form.control}
            name="departmentids"
            render={({ field, fieldState }) => (
              <Autocomplete
                multiple
                options={departments.filter((d) => d.isactive !== false || field.value.includes(d.id))}
                getOptionLabel={(d) => d.name}
                isOptionEqualToValue={(a, b) => a.id === b.id}
                value={field.value.map((id) => departmentById.get(id) ?? { id, name: `#${id}` })}
                onChange={(_, items) => field.onChange(items.map((d) => d.id))}
                disableCloseOnSelect
                renderValue={(items, getItemProps) =>
                  items.map((d, index) => {
                    const { key, ...chipProps } = getItemProps({ index });
                    return <Chip key={key} size="small" label={d.name} {...chipProps} />;
                  })
                }
                renderInput={(params) => (
                  <TextField
                    {...params}
                    label={t('settings.departments')}
                    error={Boolean(fieldState.error)}
                    helperText={errorWithHint(fieldError(fieldState.error), t('settings.departmentsHelp'))}
                  />
                )}
                noOptionsText={t('settings.noRows')}
              />
            )}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose} color="inherit">
          {t('settings.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {t('settings.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
