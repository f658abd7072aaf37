import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { INTEGRATION_KEYS, LANGUAGES, MODULE_KEYS } from '@suite/shared/tenants/modules';
import {
  systemConfigurationSchema,
  type SystemConfigurationValue,
} from '@suite/shared/tenants/system-configuration.schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useSnackbar } from '../../app/snackbar';
import { useUnsavedChanges } from '../../app/unsaved-changes';
import { api } from '../../platform/api';
import { applyProblemErrors, errorWithHint } from '../../platform/form-errors';
import { LANGUAGE_NAMES } from '../../platform/language';
import { useSession } from '../../platform/session';
import { isStaleSave, problemMessage } from '../settings/api-errors';
import { CheckboxGroupField } from '../settings/CheckboxGroupField';
import { useLabel } from '../settings/labels';
import { SaveBar } from '../settings/SaveBar';
import { SettingsSection } from '../settings/SettingsSection';
import { useFieldError } from '../settings/use-field-error';
import { LogoField } from './LogoField';
import { systemConfigDefaults, systemConfigFormSchema, systemConfigValues } from './system-config.logic';
import { ThemeColorField } from './ThemeColorField';
import { StaleAlert } from '../settings/StaleAlert';

type ConfigInput = z.input<typeof systemConfigFormSchema>;
type ConfigOutput = z.output<typeof systemConfigFormSchema>;
type ConfigAnswer = SystemConfigurationValue & { version: number };
type NamedItem = { id: number; name: string; isactive?: boolean };

export const systemConfigKey = ['systemconfiguration'] as const;

const valuesOf = (answer: ConfigAnswer): ConfigInput => ({
  ...systemConfigValues(answer),
  version: answer.version,
});

const DASHBOARD_OPTIONS = systemConfigurationSchema.shape.dashboardoptions.unwrap().options;
const RENTAL_COLUMNS = systemConfigurationSchema.shape.rentalcalendarcolumns.unwrap().element.options;
const HOUR_ENTER_STYLES = [1, 2, 3] as const;
// The spec names the field but not its values; these are the ways an inspection is usually registered.
const INSPECTION_BY = ['equipment', 'building', 'customer'] as const;

// spec 01 §3: the on/off settings of a tenant, in the order they are shown.
const SWITCHES = [
  'enableticketingsolution',
  'consider_order_as_offer',
  'hasproductionmodule',
  'enablecommercialinvoice',
  'enabletimestamp',
  'showemployeekickback',
  'equipment_as_trackingdevice',
  'showonlymydepartmentusers',
] as const;

/** GET/PUT systemconfiguration: every field of spec 01 §3 "System configuration". */
export function SystemConfigForm() {
  const { t } = useTranslation();
  const label = useLabel();
  const fieldError = useFieldError();
  const snackbar = useSnackbar();
  const session = useSession();
  const queryClient = useQueryClient();
  const [stale, setStale] = useState(false);

  const config = useQuery({
    queryKey: systemConfigKey,
    queryFn: () => api.get<ConfigAnswer>('systemconfiguration'),
  });
  const inspectionTypes = useQuery({
    queryKey: ['resource', 'inspectiontypes', 'active'],
    queryFn: () => api.post<NamedItem[]>('inspectiontypes/get_active', {}, { silent: true }),
    staleTime: 60_000,
  });

  const form = useForm<ConfigInput, unknown, ConfigOutput>({
    resolver: zodResolver(systemConfigFormSchema),
    defaultValues: systemConfigDefaults(),
  });
  const { isDirty, isSubmitting } = form.formState;
  useUnsavedChanges(isDirty);

  // A refetch (e.g. after a language change) must not throw away what the user is typing.
  useEffect(() => {
    if (!config.data) return;
    if (!form.formState.isDirty) form.reset(valuesOf(config.data));
  }, [config.data, form]);

  const reload = async () => {
    const fresh = await queryClient.fetchQuery({
      queryKey: systemConfigKey,
      queryFn: () => api.get<ConfigAnswer>('systemconfiguration'),
      staleTime: 0,
    });
    form.reset(valuesOf(fresh));
  };

  const submit = form.handleSubmit(async (values) => {
    setStale(false);
    try {
      const saved = await api.put<ConfigAnswer>('systemconfiguration', values, { silent: true });
      queryClient.setQueryData(systemConfigKey, saved);
      form.reset(valuesOf(saved));
      snackbar.success(t('common.updatedSuccess'));
      // Modules, theme colour and languages change menus and the shell: load the session data again.
      void session.refresh();
    } catch (error) {
      if (isStaleSave(error)) {
        setStale(true);
        await reload();
      } else if (applyProblemErrors(error, form.setError) === 0) {
        snackbar.error(problemMessage(error, t('settings.message')));
      }
    }
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(event);
  };

  if (config.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress />
      </Box>
    );
  }
  if (config.isError) return <Alert severity="error">{t('settings.loadFailed')}</Alert>;

  return (
    <Box component="form" onSubmit={onSubmit} noValidate>
      {stale ? <StaleAlert onClose={() => setStale(false)} /> : null}
      <Stack spacing={2}>
        <SettingsSection
          title={t('settings.sectionAppearance')}
          description={t('settings.sectionAppearanceHelp')}
        >
          <Stack spacing={3}>
            <Controller
              control={form.control}
              name="themecolor"
              render={({ field, fieldState }) => (
                <ThemeColorField
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  error={fieldError(fieldState.error)}
                />
              )}
            />
            <Controller
              control={form.control}
              name="logo"
              render={({ field, fieldState }) => (
                <LogoField
                  label={t('settings.logo')}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                />
              )}
            />
            <Controller
              control={form.control}
              name="dashboardoptions"
              render={({ field }) => (
                <TextField
                  select
                  size="small"
                  label={t('settings.dashboardoptions')}
                  value={field.value ?? 'default'}
                  onChange={field.onChange}
                  sx={{ maxWidth: 360 }}
                  helperText={t('settings.dashboardoptionsHelp')}
                >
                  {DASHBOARD_OPTIONS.map((o) => (
                    <MenuItem key={o} value={o}>
                      {label('dashboard', o)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Stack>
        </SettingsSection>

        <SettingsSection
          title={t('settings.languageoptions')}
          description={t('settings.languageoptionsHelp')}
        >
          <Controller
            control={form.control}
            name="languageoptions"
            render={({ field, fieldState }) => (
              <CheckboxGroupField
                label={t('settings.languageoptions')}
                hideLegend
                options={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
                value={field.value ?? []}
                onChange={field.onChange}
                minColumnWidth={140}
                error={fieldState.error ? t('settings.languageRequired') : undefined}
              />
            )}
          />
        </SettingsSection>

        <SettingsSection title={t('settings.enabledmodules')} description={t('settings.enabledmodulesHelp')}>
          <Controller
            control={form.control}
            name="enabledmodules"
            render={({ field, fieldState }) => (
              <CheckboxGroupField
                label={t('settings.enabledmodules')}
                hideLegend
                bulk
                options={MODULE_KEYS.map((m) => ({ value: m, label: label('module', m) }))}
                value={field.value ?? []}
                onChange={field.onChange}
                error={fieldError(fieldState.error)}
              />
            )}
          />
        </SettingsSection>

        <SettingsSection
          title={t('settings.enabledintegrations')}
          description={t('settings.enabledintegrationsHelp')}
        >
          <Controller
            control={form.control}
            name="enabledintegrations"
            render={({ field, fieldState }) => (
              <CheckboxGroupField
                label={t('settings.enabledintegrations')}
                hideLegend
                bulk
                options={INTEGRATION_KEYS.map((m) => ({ value: m, label: label('integration', m) }))}
                value={field.value ?? []}
                onChange={field.onChange}
                minColumnWidth={160}
                error={fieldError(fieldState.error)}
              />
            )}
          />
        </SettingsSection>

        <SettingsSection title={t('settings.sectionFunctions')}>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
              columnGap: 3,
              rowGap: 1.5,
            }}
          >
            {SWITCHES.map((name) => (
              <Controller
                key={name}
                control={form.control}
                name={name}
                render={({ field }) => (
                  <Box>
                    <FormControlLabel
                      label={t(`settings.${name}`)}
                      control={
                        <Switch checked={Boolean(field.value)} onChange={(_, on) => field.onChange(on)} />
                      }
                    />
                    <FormHelperText sx={{ mt: -0.5, ml: 5.75 }}>{t(`settings.${name}Help`)}</FormHelperText>
                  </Box>
                )}
              />
            ))}
          </Box>
        </SettingsSection>

        <SettingsSection title={t('settings.sectionHoursRentalInspections')}>
          <Stack spacing={3}>
            <Controller
              control={form.control}
              name="hourenterstyle"
              render={({ field, fieldState }) => (
                <TextField
                  select
                  size="small"
                  label={t('settings.hourenterstyle')}
                  value={field.value ?? 1}
                  onChange={(e) => field.onChange(Number(e.target.value))}
                  error={Boolean(fieldState.error)}
                  helperText={errorWithHint(fieldError(fieldState.error), t('settings.hourenterstyleHelp'))}
                  sx={{ maxWidth: 360 }}
                >
                  {HOUR_ENTER_STYLES.map((s) => (
                    <MenuItem key={s} value={s}>
                      {label('hourenterstyle', s)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Controller
              control={form.control}
              name="maxuploadsizemb"
              render={({ field, fieldState }) => (
                <TextField
                  type="number"
                  size="small"
                  label={t('files.maxuploadsizemb')}
                  value={field.value ?? ''}
                  onChange={(e) => field.onChange(e.target.value === '' ? undefined : Number(e.target.value))}
                  error={Boolean(fieldState.error)}
                  helperText={errorWithHint(fieldError(fieldState.error), t('files.maxuploadsizembHelp'))}
                  slotProps={{ htmlInput: { min: 1, max: 2048, step: 1 } }}
                  sx={{ maxWidth: 360 }}
                />
              )}
            />
            <Controller
              control={form.control}
              name="rentalcalendarcolumns"
              render={({ field }) => (
                <CheckboxGroupField
                  label={t('settings.rentalcalendarcolumns')}
                  options={RENTAL_COLUMNS.map((c) => ({ value: c, label: label('rentalcolumn', c) }))}
                  value={field.value ?? []}
                  onChange={field.onChange}
                  minColumnWidth={180}
                />
              )}
            />
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
              <Controller
                control={form.control}
                name="inspectionby"
                render={({ field }) => {
                  const current = field.value ?? '';
                  const options: string[] = [...INSPECTION_BY];
                  if (current && !options.includes(current)) options.push(current);
                  return (
                    <TextField
                      select
                      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                      size="small"
                      label={t('settings.inspectionby')}
                      value={current}
                      onChange={field.onChange}
                      sx={{ flex: '1 1 240px', maxWidth: 360 }}
                    >
                      <MenuItem value="">
                        <em>{t('settings.notSet')}</em>
                      </MenuItem>
                      {options.map((o) => (
                        <MenuItem key={o} value={o}>
                          {t(`settings.inspectionby_${o}`, { defaultValue: o })}
                        </MenuItem>
                      ))}
                    </TextField>
                  );
                }}
              />
              <Controller
                control={form.control}
                name="defaultinspectiontype"
                render={({ field, fieldState }) =>
                  inspectionTypes.isSuccess ? (
                    <TextField
                      select
                      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                      size="small"
                      label={t('settings.defaultinspectiontype')}
                      value={field.value ?? ''}
                      onChange={(e) => field.onChange(e.target.value === '' ? null : Number(e.target.value))}
                      helperText={t('settings.defaultinspectiontypeHelp')}
                      sx={{ flex: '1 1 240px', maxWidth: 360 }}
                    >
                      <MenuItem value="">
                        <em>{t('settings.notSet')}</em>
                      </MenuItem>
                      {inspectionTypes.data.map((it) => (
                        <MenuItem key={it.id} value={it.id}>
                          {it.name}
                        </MenuItem>
                      ))}
                    </TextField>
                  ) : (
                    // Without the inspection types list (module not installed yet) the id is typed.
                    <TextField
                      size="small"
                      label={t('settings.defaultinspectiontype')}
                      value={field.value ?? ''}
                      onChange={(e) => {
                        const digits = e.target.value.replace(/\D/g, '');
                        field.onChange(digits === '' ? null : Number(digits));
                      }}
                      error={Boolean(fieldState.error)}
                      helperText={errorWithHint(
                        fieldError(fieldState.error),
                        t('settings.defaultinspectiontypeHelp'),
                      )}
                      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                      sx={{ flex: '1 1 240px', maxWidth: 360 }}
                    />
                  )
                }
              />
            </Box>
          </Stack>
        </SettingsSection>
      </Stack>
      <SaveBar dirty={isDirty} saving={isSubmitting} onUndo={() => form.reset()} />
    </Box>
  );
}
