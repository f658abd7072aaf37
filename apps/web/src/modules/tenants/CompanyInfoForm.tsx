import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { CompanyInfoValue } from '@suite/shared/tenants/system-configuration.schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../app/snackbar';
import { useUnsavedChanges } from '../../app/unsaved-changes';
import { api } from '../../platform/api';
import { applyProblemErrors } from '../../platform/form-errors';
import { useSession } from '../../platform/session';
import { isStaleSave, problemMessage } from '../settings/api-errors';
import { SaveBar } from '../settings/SaveBar';
import { SettingsSection } from '../settings/SettingsSection';
import { useFieldError } from '../settings/use-field-error';
import { LogoField } from './LogoField';
import type { z } from 'zod';
import { companyInfoFormSchema, companyInfoValues } from './system-config.logic';
import { StaleAlert } from '../settings/StaleAlert';
import { usePostcodeTown } from '../../platform/postcodes';

type FormValues = z.input<typeof companyInfoFormSchema>;

type CompanyInfoAnswer = CompanyInfoValue & { version: number };

export const companyInfoKey = ['companyinfo'] as const;

// The version travels with the form values: a save sends the version the edit is based on.
const valuesOf = (answer: CompanyInfoAnswer): FormValues => ({
  ...companyInfoValues(answer),
  version: answer.version,
});

type TextName = Exclude<keyof FormValues, 'logo' | 'membership_logo' | 'vatregistered' | 'version'>;

/** GET/PUT companyinfo: the company's name, organisation number, VAT status, addresses, contact data, minimum weekly hours and logos. */
export function CompanyInfoForm() {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const snackbar = useSnackbar();
  const session = useSession();
  const queryClient = useQueryClient();
  const [stale, setStale] = useState(false);

  const info = useQuery({
    queryKey: companyInfoKey,
    queryFn: () => api.get<CompanyInfoAnswer>('companyinfo'),
  });
  const form = useForm<FormValues, unknown, CompanyInfoValue>({
    resolver: zodResolver(companyInfoFormSchema),
    defaultValues: companyInfoValues({}),
    mode: 'onTouched',
  });
  const { isDirty, isSubmitting } = form.formState;
  useUnsavedChanges(isDirty);
  usePostcodeTown(form, 'postcode', 'city');

  useEffect(() => {
    if (!info.data) return;
    if (!form.formState.isDirty) form.reset(valuesOf(info.data));
  }, [info.data, form]);

  const submit = form.handleSubmit(async (values) => {
    setStale(false);
    try {
      const saved = await api.put<CompanyInfoAnswer>('companyinfo', values, { silent: true });
      queryClient.setQueryData(companyInfoKey, saved);
      form.reset(valuesOf(saved));
      snackbar.success(t('common.updatedSuccess'));
      void session.refresh();
    } catch (error) {
      if (isStaleSave(error)) {
        setStale(true);
        const fresh = await queryClient.fetchQuery({
          queryKey: companyInfoKey,
          queryFn: () => api.get<CompanyInfoAnswer>('companyinfo'),
          staleTime: 0,
        });
        form.reset(valuesOf(fresh));
      } else if (applyProblemErrors(error, form.setError) === 0) {
        snackbar.error(problemMessage(error, t('settings.message')));
      }
    }
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(event);
  };

  const text = (
    name: TextName,
    extra: {
      required?: boolean;
      type?: string;
      inputMode?: 'numeric' | 'decimal' | 'tel' | 'email';
      helper?: string;
      end?: string;
    } = {},
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          value={field.value ?? ''}
          label={t(`settings.${name}`)}
          required={extra.required}
          type={extra.type ?? 'text'}
          error={Boolean(fieldState.error)}
          helperText={
            // keep the hint next to the error: 'Invalid value (9 digits)' says what is expected
            fieldState.error && extra.helper
              ? `${fieldError(fieldState.error)} (${extra.helper})`
              : (fieldError(fieldState.error) ?? extra.helper)
          }
          fullWidth
          slotProps={{
            htmlInput: extra.inputMode ? { inputMode: extra.inputMode } : undefined,
            input: extra.end
              ? { endAdornment: <InputAdornment position="end">{extra.end}</InputAdornment> }
              : undefined,
          }}
        />
      )}
    />
  );

  if (info.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress />
      </Box>
    );
  }
  if (info.isError) return <Alert severity="error">{t('settings.loadFailed')}</Alert>;

  const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 } as const;
  return (
    <Box component="form" onSubmit={onSubmit} noValidate>
      {stale ? <StaleAlert onClose={() => setStale(false)} /> : null}
      <Stack spacing={2}>
        <SettingsSection title={t('settings.sectionCompany')} description={t('settings.sectionCompanyHelp')}>
          <Box sx={grid}>
            {text('partyname')}
            {text('organizationnumber', {
              inputMode: 'numeric',
              helper: t('settings.organizationnumberHelp'),
            })}
            <Controller
              control={form.control}
              name="vatregistered"
              render={({ field }) => (
                <FormControlLabel
                  sx={{ gridColumn: { md: '1 / -1' } }}
                  label={t('settings.vatregistered')}
                  control={
                    <Switch
                      checked={Boolean(field.value)}
                      onChange={(_, on) => field.onChange(on)}
                      onBlur={field.onBlur}
                    />
                  }
                />
              )}
            />
          </Box>
        </SettingsSection>
        <SettingsSection title={t('settings.sectionAddress')}>
          <Box sx={grid}>
            {text('street')}
            <Box sx={{ display: 'grid', gridTemplateColumns: '10rem 1fr', gap: 2 }}>
              {text('postcode', { inputMode: 'numeric' })}
              {text('city')}
            </Box>
            {text('postaladdress', { helper: t('settings.postaladdressHelp') })}
          </Box>
        </SettingsSection>
        <SettingsSection title={t('settings.sectionContact')} description={t('settings.sectionContactHelp')}>
          <Box sx={grid}>
            {text('phone', { type: 'tel', inputMode: 'tel' })}
            {text('email', { type: 'email', inputMode: 'email' })}
            {text('website', { type: 'url' })}
          </Box>
        </SettingsSection>
        <SettingsSection title={t('settings.sectionHours')}>
          <Box sx={grid}>
            {text('mininum_hours', {
              inputMode: 'decimal',
              helper: t('settings.mininum_hoursHelp'),
              end: t('settings.hoursPerWeek'),
            })}
          </Box>
        </SettingsSection>
        <SettingsSection title={t('settings.sectionLogos')}>
          <Box sx={{ ...grid, gap: 3 }}>
            <Controller
              control={form.control}
              name="logo"
              render={({ field, fieldState }) => (
                <LogoField
                  label={t('settings.companyLogo')}
                  value={field.value ?? ''}
                  onChange={(v) => field.onChange(v)}
                  error={fieldState.error?.message}
                />
              )}
            />
            <Controller
              control={form.control}
              name="membership_logo"
              render={({ field, fieldState }) => (
                <LogoField
                  label={t('settings.membership_logo')}
                  value={field.value ?? ''}
                  onChange={(v) => field.onChange(v)}
                  error={fieldState.error?.message}
                />
              )}
            />
          </Box>
        </SettingsSection>
      </Stack>
      <SaveBar dirty={isDirty} saving={isSubmitting} onUndo={() => form.reset()} />
    </Box>
  );
}
