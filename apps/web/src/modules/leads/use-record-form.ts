// The load-edit-save cycle of a master-data record form (leads, buildings): the record is read once and put in
// the form; Save creates (POST {x}) or updates with the version read (PUT {x}/{id}); a stale save (412) shows
// the newest version; field errors of the server land on the fields; leaving with unsaved changes asks first.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useSnackbar } from '../../app/snackbar';
import { useUnsavedChanges } from '../../app/unsaved-changes';
import { isApiError } from '../../platform/api';
import { applyProblemErrors } from '../../platform/form-errors';
import { isStaleSave, problemMessage } from '../settings/api-errors';
import { resourceApi, resourceKeys } from '../settings/resource.api';
import type { ResourceRow } from '../settings/resource.types';

export type RecordFormOptions<F extends FieldValues, R extends ResourceRow> = {
  /** API path of the record, e.g. 'leads'. */
  resource: string;
  /** The record, or null for a new one. */
  id: number | null;
  schema: z.ZodType<unknown, unknown>;
  empty: F;
  toForm: (record: R) => F;
  /** Called with the saved record after a create or an update. */
  onSaved?: (record: R, created: boolean) => void;
  /** The success message (default addedSucess / updatedSuccess, spec 01 §8). */
  successText?: (record: R, created: boolean) => string;
};

/** Reads one record (shared cache key with the list screens, so a save refreshes them too). */
export function useRecord<R extends ResourceRow>(resource: string, id: number | null) {
  return useQuery({
    queryKey: resourceKeys.item(resource, id ?? 0),
    queryFn: () => resourceApi.get<R>(resource, id!),
    enabled: id !== null && id > 0,
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
  });
}

export function useRecordForm<F extends FieldValues, R extends ResourceRow>(
  options: RecordFormOptions<F, R>,
) {
  const { resource, id, schema, empty, toForm, onSaved, successText } = options;
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const record = useRecord<R>(resource, id);
  const [stale, setStale] = useState(false);

  const form = useForm<F>({
    resolver: zodResolver(schema as never) as unknown as Resolver<F>,
    defaultValues: empty as DefaultValues<F>,
    mode: 'onTouched',
  });
  const { isDirty, isSubmitting } = form.formState;
  // spec 01 §2: leaving the page with unsaved changes asks first.
  const release = useUnsavedChanges(isDirty);

  // A refetch (a language change, a save elsewhere) never throws away what the user is typing.
  useEffect(() => {
    if (record.data && !form.formState.isDirty) form.reset(toForm(record.data));
    // toForm is stable per page
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [record.data, form]);

  const submit = form.handleSubmit(async (values) => {
    setStale(false);
    const body = values as Record<string, unknown>;
    try {
      const saved =
        id === null
          ? await resourceApi.create<R>(resource, body)
          : await resourceApi.update<R>(resource, id, { ...body, version: record.data?.version });
      queryClient.setQueryData(resourceKeys.item(resource, saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: [...resourceKeys.all(resource), 'list'] });
      snackbar.success(
        successText?.(saved, id === null) ?? t(id === null ? 'common.addedSucess' : 'common.updatedSuccess'),
      );
      form.reset(toForm(saved));
      if (id === null) release();
      onSaved?.(saved, id === null);
    } catch (error) {
      if (isStaleSave(error) && id !== null) {
        // DESIGN: a stale save gets 412; show the newest version so the change can be made again on it.
        setStale(true);
        const fresh = await queryClient.fetchQuery({
          queryKey: resourceKeys.item(resource, id),
          queryFn: () => resourceApi.get<R>(resource, id),
          staleTime: 0,
        });
        form.reset(toForm(fresh));
      } else if (applyProblemErrors(error, form.setError) === 0) {
        snackbar.error(problemMessage(error, t('settings.message')));
      }
    }
  });

  const undo = () => form.reset(record.data ? toForm(record.data) : empty);

  return {
    form,
    record,
    submit,
    stale,
    closeStale: () => setStale(false),
    saving: isSubmitting,
    isDirty,
    undo,
    release,
  };
}
