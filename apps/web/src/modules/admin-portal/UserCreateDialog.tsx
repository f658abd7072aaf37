import { zodResolver } from '@hookform/resolvers/zod';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../app/snackbar';
import { useUnsavedChanges } from '../../app/unsaved-changes';
import { applyProblemErrors, errorWithHint } from '../../platform/form-errors';
import { problemMessage } from '../settings/api-errors';
import { useFieldError } from '../settings/use-field-error';
import { useNarrowScreen } from '../settings/use-narrow-screen';
import { portalApi, portalKeys } from './admin-portal.api';
import type { PortalUser } from './admin-portal.logic';
import { userFormSchema, type UserForm } from '@suite/shared/users/user-access.schema';

type UserCreateDialogProps = {
  onClose: () => void;
  /** Called with the new user, e.g. to open their memberships next. */
  onCreated: (user: PortalUser) => void;
};

const EMPTY: UserForm = { username: '', email: '', name: '', password: '', issuperadmin: false };

/** A new global user identity (username, e-mail, name, password, super admin flag). */
export function UserCreateDialog({ onClose, onCreated }: UserCreateDialogProps) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const narrow = useNarrowScreen();
  const [showPassword, setShowPassword] = useState(false);
  const form = useForm<UserForm>({
    resolver: zodResolver(userFormSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const { isDirty, isSubmitting } = form.formState;
  useUnsavedChanges(isDirty);

  const submit = form.handleSubmit(async (values) => {
    try {
      const user = await portalApi.createUser(values);
      snackbar.success(t('common.addedSucess'));
      form.reset(EMPTY);
      await queryClient.invalidateQueries({ queryKey: portalKeys.users });
      onCreated(user);
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

  const text = (name: 'username' | 'name' | 'email', extra: { autoFocus?: boolean; type?: string } = {}) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          label={t(`adminportal.${name}`)}
          required
          fullWidth
          autoFocus={extra.autoFocus}
          type={extra.type ?? 'text'}
          autoComplete="off"
          error={Boolean(fieldState.error)}
          helperText={fieldError(fieldState.error)}
        />
      )}
    />
  );

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={narrow}
      slotProps={{ paper: { component: 'form', onSubmit, noValidate: true } as object }}
    >
      <DialogTitle>{t('adminportal.newUser')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {text('name', { autoFocus: true })}
          {text('username')}
          {text('email', { type: 'email' })}
          <Controller
            control={form.control}
            name="password"
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                label={t('adminportal.password')}
                required
                fullWidth
                type={showPassword ? 'text' : 'password'}
                autoComplete="new-password"
                error={Boolean(fieldState.error)}
                helperText={errorWithHint(fieldError(fieldState.error), t('adminportal.passwordHelp'))}
                slotProps={{
                  input: {
                    endAdornment: (
                      <InputAdornment position="end">
                        <IconButton
                          aria-label={
                            showPassword ? t('adminportal.hidePassword') : t('adminportal.showPassword')
                          }
                          onClick={() => setShowPassword((s) => !s)}
                          edge="end"
                        >
                          {showPassword ? <VisibilityOff /> : <Visibility />}
                        </IconButton>
                      </InputAdornment>
                    ),
                  },
                }}
              />
            )}
          />
          <Controller
            control={form.control}
            name="issuperadmin"
            render={({ field }) => (
              <div>
                <FormControlLabel
                  label={t('adminportal.superAdmin')}
                  control={<Switch checked={field.value} onChange={(_, on) => field.onChange(on)} />}
                />
                <FormHelperText sx={{ mt: 0 }}>{t('adminportal.superAdminHelp')}</FormHelperText>
              </div>
            )}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button color="inherit" onClick={onClose}>
          {t('settings.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {t('adminportal.createUser')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
