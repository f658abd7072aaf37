import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { LoadingBar } from '../../app/LoadingBar';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useForm, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../app/confirm-dialog';
import { useSnackbar } from '../../app/snackbar';
import { useUnsavedChanges } from '../../app/unsaved-changes';
import { applyProblemErrors } from '../../platform/form-errors';
import { hasFieldErrors, isStaleSave, problemMessage } from './api-errors';
import { createBody, formValuesOf, updateBody } from './resource-list.logic';
import { resourceApi, resourceKeys } from './resource.api';
import type { ResourceFormConfig, ResourceRow } from './resource.types';
import { ResourceFormFields } from './ResourceFormFields';
import { useNarrowScreen } from './use-narrow-screen';
import { StaleAlert } from './StaleAlert';

export type ResourceEditDialogProps = {
  resource: string;
  /** The record to edit, or null to create a new one. */
  id: number | null;
  open: boolean;
  /** Translation keys of the dialog title when creating and when editing. */
  titles: { create: string; edit: string };
  form: ResourceFormConfig;
  readOnly?: boolean;
  onClose: () => void;
  onSaved?: (row: ResourceRow) => void;
};

/**
 * The generic edit dialog of a settings record: create (POST {x}) or update (PUT {x}/{id} with version).
 * A stale save (412) reloads the record and says so; server field errors are shown on the fields.
 * Mount it once per record (e.g. with key={id}): its state is the state of that one edit.
 */
export function ResourceEditDialog(props: ResourceEditDialogProps) {
  const { resource, id, open, titles, form: config, readOnly, onClose, onSaved } = props;
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const narrow = useNarrowScreen();
  const isNew = id === null;

  const form = useForm<FieldValues>({
    resolver: zodResolver(config.schema),
    // spec 01 §5: new items are created active
    defaultValues: isNew ? { ...config.defaultValues, isactive: true } : config.defaultValues,
    mode: 'onTouched',
  });
  const { isDirty, isSubmitting } = form.formState;
  const [stale, setStale] = useState(false);

  // spec 01 §2: leaving the page with unsaved changes asks first.
  useUnsavedChanges(open && isDirty);

  // Always read the record fresh: its version is what a save sends (DESIGN.md optimistic locking).
  const recordQuery = useQuery({
    queryKey: resourceKeys.item(resource, id ?? 0),
    queryFn: () => resourceApi.get<ResourceRow>(resource, id ?? 0),
    enabled: open && !isNew,
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  const record = recordQuery.data ?? null;
  const { fromRecord, defaultValues } = config;
  useEffect(() => {
    if (record) form.reset(fromRecord ? fromRecord(record) : formValuesOf(record, defaultValues));
  }, [record, form, fromRecord, defaultValues]);

  const submit = form.handleSubmit(async (values) => {
    setStale(false);
    const body = config.toBody ? config.toBody(values) : values;
    try {
      const saved =
        id === null
          ? await resourceApi.create<ResourceRow>(resource, createBody(body))
          : await resourceApi.update<ResourceRow>(resource, id, updateBody(body, record?.version));
      snackbar.success(id === null ? t('common.addedSucess') : t('common.updatedSuccess'));
      form.reset(values);
      await queryClient.invalidateQueries({ queryKey: resourceKeys.all(resource) });
      onSaved?.(saved);
      onClose();
    } catch (error) {
      if (isStaleSave(error) && id !== null) {
        // DESIGN.md: a stale save gets 412; show the newest version so the user can redo the change on it.
        setStale(true);
        await recordQuery.refetch();
        void queryClient.invalidateQueries({ queryKey: resourceKeys.all(resource) });
        return;
      }
      if (hasFieldErrors(error)) {
        applyProblemErrors(error, form.setError);
        return;
      }
      snackbar.error(problemMessage(error, t('settings.message')));
    }
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    if (!readOnly) void submit(event);
  };

  const close = async () => {
    if (isDirty && !isSubmitting) {
      const discard = await confirm({ title: t('settings.discardTitle'), text: t('settings.discardText') });
      if (!discard) return;
    }
    form.reset(config.defaultValues);
    onClose();
  };

  const busy = recordQuery.isFetching || isSubmitting;
  return (
    <Dialog
      open={open}
      onClose={() => void close()}
      fullWidth
      maxWidth={config.maxWidth ?? 'sm'}
      fullScreen={narrow}
      slotProps={{ paper: { component: 'form', onSubmit, noValidate: true } as object }}
    >
      <DialogTitle>{t(isNew ? titles.create : titles.edit)}</DialogTitle>
      {busy ? <LoadingBar /> : <div style={{ height: 4 }} />}
      <DialogContent dividers>
        {stale ? <StaleAlert onClose={() => setStale(false)} /> : null}
        {recordQuery.isError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {t('settings.loadFailed')}
          </Alert>
        ) : null}
        {config.renderFields ? (
          config.renderFields({ form, control: form.control, isNew, readOnly: Boolean(readOnly) })
        ) : (
          <ResourceFormFields form={form} fields={config.fields ?? []} isNew={isNew} readOnly={readOnly} />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={() => void close()} color="inherit">
          {readOnly ? t('settings.close') : t('settings.cancel')}
        </Button>
        {readOnly ? null : (
          <Button type="submit" variant="contained" disabled={busy || recordQuery.isError}>
            {t('settings.save')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
