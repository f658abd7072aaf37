import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import type { SettingsRecordKey } from '@suite/shared/settings/settings-records.schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../app/snackbar';
import { useUnsavedChanges } from '../../app/unsaved-changes';
import { api } from '../../platform/api';
import { applyProblemErrors } from '../../platform/form-errors';
import { isStaleSave, problemMessage } from '../settings/api-errors';
import { SaveBar } from '../settings/SaveBar';
import { SettingsSection } from '../settings/SettingsSection';
import { StaleAlert } from '../settings/StaleAlert';
import { RecordFieldInput } from './RecordFieldInput';
import { recordFormSchema, toFormValues, type FormValues } from './settings-record-form.logic';
import { RECORD_FORMS } from './settings-record-forms';

type RecordAnswer = Record<string, unknown> & { version: number };

export const settingsRecordQueryKey = (key: SettingsRecordKey) => ['settings', key] as const;

/**
 * GET/PUT settings/<key>: one settings record as a form (react-hook-form with the record's shared schema). Saves
 * send the version read; a 412 shows the newer record with a warning. Leaving with unsaved changes asks first.
 */
export function SettingsRecordForm({
  recordKey,
  readOnly,
}: {
  recordKey: SettingsRecordKey;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const [stale, setStale] = useState(false);
  const layout = RECORD_FORMS[recordKey];
  const path = `settings/${recordKey}`;
  const queryKey = settingsRecordQueryKey(recordKey);

  const record = useQuery({ queryKey, queryFn: () => api.get<RecordAnswer>(path) });

  const resolver = useMemo(
    () => zodResolver(recordFormSchema(recordKey)) as unknown as Resolver<FormValues>,
    [recordKey],
  );
  const form = useForm<FormValues>({ resolver, defaultValues: toFormValues(recordKey, undefined) });
  // The version travels with the values the form was filled from, so a save names exactly what the user saw.
  const fill = (answer: RecordAnswer) =>
    form.reset({ ...toFormValues(recordKey, answer), version: answer.version });
  const { isDirty, isSubmitting } = form.formState;
  useUnsavedChanges(isDirty);

  // A refetch must not throw away what the user is typing.
  useEffect(() => {
    if (!record.data) return;
    if (!form.formState.isDirty)
      form.reset({ ...toFormValues(recordKey, record.data), version: record.data.version });
  }, [record.data, form, recordKey]);

  const submit = form.handleSubmit(async (values) => {
    setStale(false);
    try {
      const version = form.getValues('version');
      const saved = await api.put<RecordAnswer>(path, { ...values, version }, { silent: true });
      queryClient.setQueryData(queryKey, saved);
      fill(saved);
      snackbar.success(t('common.updatedSuccess'));
    } catch (error) {
      if (isStaleSave(error)) {
        setStale(true);
        const fresh = await queryClient.fetchQuery({
          queryKey,
          queryFn: () => api.get<RecordAnswer>(path),
          staleTime: 0,
        });
        fill(fresh);
      } else if (applyProblemErrors(error, form.setError) === 0) {
        snackbar.error(problemMessage(error, t('settings.message')));
      }
    }
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(event);
  };

  if (record.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress />
      </Box>
    );
  }
  if (record.isError) return <Alert severity="error">{t('settings.loadFailed')}</Alert>;

  return (
    <Box component="form" onSubmit={onSubmit} noValidate>
      {stale ? <StaleAlert onClose={() => setStale(false)} /> : null}
      {readOnly ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('settingslists.readOnly')}
        </Alert>
      ) : null}
      <Stack spacing={2}>
        {layout.sections.map((section) => (
          <SettingsSection
            key={section.name}
            title={t(`settingslists.${recordKey}_section_${section.name}`)}
            description={
              section.help ? t(`settingslists.${recordKey}_section_${section.name}Help`) : undefined
            }
          >
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
                columnGap: 2,
                rowGap: 2,
                alignItems: 'start',
              }}
            >
              {section.fields.map((field) => (
                <RecordFieldInput
                  key={field.name}
                  recordKey={recordKey}
                  field={field}
                  control={form.control}
                  readOnly={readOnly}
                  secretSaved={record.data?.[`has${field.name}`] === true}
                />
              ))}
            </Box>
          </SettingsSection>
        ))}
      </Stack>
      {readOnly ? null : <SaveBar dirty={isDirty} saving={isSubmitting} onUndo={() => form.reset()} />}
    </Box>
  );
}
