// /resetpassword?token=... (spec 01 §2, §5): new password twice, with the shared password policy and match
// rules; an expired or used link says so and offers a new one.
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { passwordPair } from '@suite/shared/validation/password.rules';
import { api, isApiError } from '../../platform/api';
import { applyProblemErrors, validationText } from '../../platform/form-errors';
import { AuthCard } from './AuthCard';
import { PasswordField } from './PasswordField';
import { TextLink } from './TextLink';
import { Notice } from '../../app/Notice';

const resetForm = passwordPair();
type ResetForm = z.input<typeof resetForm>;

function isTokenExpired(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.problem.detail === 'tokenExpired' ||
      Boolean(error.problem.errors?.some((e) => e.message === 'tokenExpired')))
  );
}

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<'form' | 'done' | 'expired'>(token ? 'form' : 'expired');
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ResetForm>({
    resolver: zodResolver(resetForm),
    defaultValues: { password: '', confirmpassword: '' },
    mode: 'onTouched',
  });

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await api.post('auth/reset_password', { token, ...values }, { silent: true });
      setState('done');
    } catch (error) {
      if (isTokenExpired(error)) setState('expired');
      else if (applyProblemErrors(error, form.setError) === 0) {
        setFailure(
          isApiError(error) && error.status === 0 ? t('errors.noResponse') : t('errors.unexpectedTitle'),
        );
      }
    }
  });

  if (state === 'expired') {
    return (
      <AuthCard title={t('login.resetTitle')}>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Notice severity="warning" role="alert">
            {t('login.tokenExpired')}
          </Notice>
          <Button component={RouterLink} to="/forgotpassword" variant="contained" fullWidth>
            {t('login.requestNewLink')}
          </Button>
          <TextLink to="/login">{t('login.backToLogin')}</TextLink>
        </Box>
      </AuthCard>
    );
  }

  if (state === 'done') {
    return (
      <AuthCard title={t('login.resetTitle')}>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Notice severity="success" role="status">
            {t('login.resetDone')}
          </Notice>
          <Button component={RouterLink} to="/login" variant="contained" fullWidth>
            {t('login.signIn')}
          </Button>
        </Box>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('login.resetTitle')}>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        <Typography variant="body2" color="text.secondary">
          {t('validation.passwordPolicy')}
        </Typography>
        {failure && (
          <Notice severity="error" role="alert">
            {failure}
          </Notice>
        )}
        <Controller
          name="password"
          control={form.control}
          render={({ field, fieldState }) => (
            <PasswordField
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              label={t('login.newPassword')}
              autoComplete="new-password"
              autoFocus
              required
              error={Boolean(fieldState.error)}
              helperText={validationText(t, fieldState.error?.message)}
            />
          )}
        />
        <Controller
          name="confirmpassword"
          control={form.control}
          render={({ field, fieldState }) => (
            <PasswordField
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              label={t('login.confirmPassword')}
              autoComplete="new-password"
              required
              error={Boolean(fieldState.error)}
              helperText={validationText(t, fieldState.error?.message)}
            />
          )}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={form.formState.isSubmitting}
          fullWidth
        >
          {t('login.savePassword')}
        </Button>
        <TextLink to="/login">{t('login.backToLogin')}</TextLink>
      </Box>
    </AuthCard>
  );
}
