import { zodResolver } from '@hookform/resolvers/zod';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { LoadingBar } from '../../app/LoadingBar';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { ResourceDef } from '@suite/shared/resources/define-resource';
import { canChange } from '@suite/shared/users/permissions';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useForm, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSnackbar } from '../../app/snackbar';
import { useUnsavedChanges } from '../../app/unsaved-changes';
import { applyProblemErrors } from '../../platform/form-errors';
import { useSession } from '../../platform/session';
import { hasFieldErrors, isStaleSave, problemMessage } from '../settings/api-errors';
import { PageHeader } from '../settings/PageHeader';
import { createBody, updateBody } from '../settings/resource-list.logic';
import { resourceApi, resourceKeys } from '../settings/resource.api';
import type { ResourceRow } from '../settings/resource.types';
import { StaleAlert } from '../settings/StaleAlert';
import { DefinitionFields } from './DefinitionFields';
import { emptyValues, formSchema, toFormValues } from './resource-form.logic';

type ResourceRecordPageProps = {
  def: ResourceDef;
  /** The record shown, or null for a new one. */
  id: number | null;
  /** Where the list is: Back and a finished save go there. */
  listPath: string;
  /** Translation keys of the title when adding and editing. */
  titles: { create: string; edit: string };
  /** What a new record starts with besides empty inputs. */
  initial?: Record<string, unknown>;
  /** Shown beside the form (e.g. the rate history of a currency), given the loaded record. */
  aside?: (record: ResourceRow | null) => ReactNode;
};

/**
 * The add and edit page of a resource whose route has an actions page (/currencies/actions/:currency_id?,
 * /mail_configuration/actions/:mailconfig_id?): the same definition-driven form as the generic dialog, on a page.
 * A save sends the version read; a stale save (412) reloads the record and says so.
 */
export function ResourceRecordPage({ def, id, listPath, titles, initial, aside }: ResourceRecordPageProps) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { access } = useSession();
  const readOnly = !access || !canChange(access);
  const isNew = id === null;
  const [stale, setStale] = useState(false);
  const schema = useMemo(() => formSchema(def), [def]);
  const form = useForm<FieldValues>({
    resolver: zodResolver(schema),
    defaultValues: { ...emptyValues(def), ...initial },
    mode: 'onTouched',
  });
  const { isDirty, isSubmitting } = form.formState;
  const clearUnsaved = useUnsavedChanges(isDirty);

  const record = useQuery({
    queryKey: resourceKeys.item(def.name, id ?? 0),
    queryFn: () => resourceApi.get<ResourceRow>(def.name, id ?? 0),
    enabled: !isNew,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
  useEffect(() => {
    if (record.data) form.reset(toFormValues(def, record.data));
  }, [record.data, form, def]);

  const submit = form.handleSubmit(async (values) => {
    setStale(false);
    try {
      if (isNew) await resourceApi.create<ResourceRow>(def.name, createBody(values));
      else await resourceApi.update<ResourceRow>(def.name, id, updateBody(values, record.data?.version));
      snackbar.success(isNew ? t('common.addedSucess') : t('common.updatedSuccess'));
      // Saved: leaving for the list must not ask about unsaved changes.
      clearUnsaved();
      await queryClient.invalidateQueries({ queryKey: resourceKeys.all(def.name) });
      void navigate(listPath);
    } catch (error) {
      if (isStaleSave(error) && !isNew) {
        setStale(true);
        await record.refetch();
      } else if (hasFieldErrors(error)) {
        applyProblemErrors(error, form.setError);
      } else {
        snackbar.error(problemMessage(error, t('settings.message')));
      }
    }
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!readOnly) void submit(event);
  };

  const side = aside?.(record.data ?? null);
  return (
    <Box sx={{ maxWidth: side ? 1200 : 760 }}>
      <PageHeader
        title={t(isNew ? titles.create : titles.edit)}
        actions={
          <Button startIcon={<ArrowBack />} color="inherit" onClick={() => void navigate(listPath)}>
            {t('settingslists.backToList')}
          </Button>
        }
      />
      {record.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('settings.loadFailed')}
        </Alert>
      ) : null}
      {stale ? <StaleAlert onClose={() => setStale(false)} /> : null}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: side ? 'minmax(0, 3fr) minmax(0, 2fr)' : '1fr' },
          alignItems: 'start',
        }}
      >
        <Paper variant="outlined" component="form" onSubmit={onSubmit} noValidate sx={{ p: 2.5 }}>
          {record.isFetching || isSubmitting ? <LoadingBar sx={{ mb: 1 }} /> : null}
          <DefinitionFields def={def} form={form} control={form.control} isNew={isNew} readOnly={readOnly} />
          {readOnly ? null : (
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 2 }}>
              <Button color="inherit" onClick={() => void navigate(listPath)}>
                {t('settings.cancel')}
              </Button>
              <Button
                type="submit"
                variant="contained"
                disabled={isSubmitting || record.isFetching || record.isError}
              >
                {t('settings.save')}
              </Button>
            </Stack>
          )}
        </Paper>
        {side}
      </Box>
    </Box>
  );
}
