// /forgotpassword (spec 01 §2, docs/api-contract.md): the answer is the same whether or not the address is
// known, so the page always shows the same confirmation.
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { email } from '@suite/shared/validation/contact.rules';
import { api, isApiError } from '../../platform/api';
import { validationText } from '../../platform/form-errors';
import { AuthCard } from './AuthCard';
import { TextLink } from './TextLink';
import { Notice } from '../../app/Notice';

const forgotForm = z.object({ email: email() });
type ForgotForm = z.input<typeof forgotForm>;

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [state, setState] = useState<'form' | 'sent' | 'tooManyAttempts' | 'noResponse'>('form');
  const form = useForm<ForgotForm>({ resolver: zodResolver(forgotForm), defaultValues: { email: '' } });

  const submit = form.handleSubmit(async (values) => {
    try {
      await api.post('auth/forgot_password', values, { silent: true });
      setState('sent');
    } catch (error) {
      if (isApiError(error) && error.status === 0) setState('noResponse');
      else if (isApiError(error) && error.status === 429) setState('tooManyAttempts');
      // Any other answer still gets the same confirmation: nothing may tell whether the address is known.
      else setState('sent');
    }
  });

  const back = <TextLink to="/login">{t('login.backToLogin')}</TextLink>;

  if (state === 'sent') {
    return (
      <AuthCard title={t('login.forgotTitle')}>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Notice severity="success" role="status">
            {t('login.forgotSent')}
          </Notice>
          {back}
        </Box>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('login.forgotTitle')}>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        <Typography variant="body2" color="text.secondary">
          {t('login.forgotIntro')}
        </Typography>
        {state === 'tooManyAttempts' && (
          <Notice severity="error" role="alert">
            {t('login.tooManyAttempts')}
          </Notice>
        )}
        {state === 'noResponse' && (
          <Notice severity="error" role="alert">
            {t('errors.noResponse')}
          </Notice>
        )}
        <Controller
          name="email"
          control={form.control}
          render={({ field: { ref, ...field }, fieldState }) => (
            <TextField
              {...field}
              inputRef={ref}
              type="email"
              label={t('login.email')}
              autoComplete="email"
              autoFocus
              required
              fullWidth
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
          {t('login.sendResetLink')}
        </Button>
        {back}
      </Box>
    </AuthCard>
  );
}
