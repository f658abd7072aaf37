// /login (spec 01 §2, §4, §7): username or e-mail and password. One message for every failed sign-in, so the
// page never tells whether an account exists (DESIGN "API contract"); 429 says to wait.
// The form is plain React state rather than react-hook-form + zod, and MUI's parts rather than TextField:
// two required fields do not justify ~55 KiB gzip on the page every user loads first (task budget 200 KiB for /login). The server checks the
// same rules (required, at most 200 characters) and answers with the same message keys.
import { useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { api, isApiError } from '../../platform/api';
import { validationText } from '../../platform/form-errors';
import { problemMessageText } from '../../platform/problem-text';
import { AuthCard } from './AuthCard';
import { AuthTextField } from './AuthTextField';
import { loginFieldErrors, type LoginValues } from './login-form';
import { PasswordField } from './PasswordField';
import { safeRedirect } from './safe-redirect';
import { TextLink } from './TextLink';
import { Notice } from '../../app/Notice';

type Failure = { kind: 'authenticationFailed' | 'tooManyAttempts' | 'noResponse' | 'other'; text?: string };

export function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [values, setValues] = useState<LoginValues>({ username: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof LoginValues, string>>>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const change = (field: keyof LoginValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((er) => ({ ...er, [field]: undefined }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const fieldErrors = loginFieldErrors(values);
    setErrors(fieldErrors);
    if (fieldErrors.username) return usernameRef.current?.focus();
    if (fieldErrors.password) return passwordRef.current?.focus();

    setFailure(null);
    setBusy(true);
    try {
      await api.post(
        'auth?use_cookies=true',
        { username: values.username.trim(), password: values.password },
        {
          silent: true,
        },
      );
      // spec 01 §4: after sign-in the page reloads, then texts (with the tenant's own) and initial data load.
      window.location.assign(safeRedirect(params.get('redirect')));
    } catch (error) {
      setBusy(false);
      if (!isApiError(error)) setFailure({ kind: 'other' });
      else if (error.status === 429) setFailure({ kind: 'tooManyAttempts' });
      else if (error.status === 0) setFailure({ kind: 'noResponse' });
      else if ([400, 401, 403].includes(error.status)) setFailure({ kind: 'authenticationFailed' });
      else setFailure({ kind: 'other', text: error.problem.detail || error.problem.title });
      setValues((v) => ({ ...v, password: '' }));
      passwordRef.current?.focus();
    }
  };

  const failureText = (f: Failure) => {
    switch (f.kind) {
      case 'authenticationFailed':
        return t('login.authenticationFailed');
      case 'tooManyAttempts':
        return t('login.tooManyAttempts');
      case 'noResponse':
        return t('errors.noResponse');
      default:
        return f.text ? problemMessageText(t, f.text) : t('errors.unexpectedTitle');
    }
  };

  return (
    <AuthCard title={t('login.title')}>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => void submit(e)}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        {failure && (
          <Notice severity="error" role="alert">
            {failureText(failure)}
          </Notice>
        )}
        <AuthTextField
          inputRef={usernameRef}
          name="username"
          value={values.username}
          onChange={change('username')}
          label={t('login.username')}
          autoComplete="username"
          autoFocus
          required
          error={Boolean(errors.username)}
          helperText={validationText(t, errors.username)}
        />
        <PasswordField
          inputRef={passwordRef}
          name="password"
          value={values.password}
          onChange={change('password')}
          label={t('login.password')}
          autoComplete="current-password"
          required
          error={Boolean(errors.password)}
          helperText={validationText(t, errors.password)}
        />
        <Button type="submit" variant="contained" size="large" disabled={busy} fullWidth>
          {busy ? t('login.signingIn') : t('login.signIn')}
        </Button>
        <TextLink to="/forgotpassword">{t('login.forgotPassword')}</TextLink>
      </Box>
    </AuthCard>
  );
}
