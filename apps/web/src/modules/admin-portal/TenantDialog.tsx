import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { INTEGRATION_KEYS, MODULE_KEYS } from '@suite/shared/tenants/modules';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../app/snackbar';
import { useUnsavedChanges } from '../../app/unsaved-changes';
import { applyProblemErrors } from '../../platform/form-errors';
import { isStaleSave, problemMessage } from '../settings/api-errors';
import { CheckboxGroupField } from '../settings/CheckboxGroupField';
import { useLabel } from '../settings/labels';
import { useFieldError } from '../settings/use-field-error';
import { useNarrowScreen } from '../settings/use-narrow-screen';
import { portalApi, portalKeys } from './admin-portal.api';
import { domainFromName, type PortalTenant } from './admin-portal.logic';
import { tenantFormSchema, type TenantForm } from '@suite/shared/users/user-access.schema';
import { StaleAlert } from '../settings/StaleAlert';

type TenantDialogProps = {
  /** null: a new tenant. */
  tenant: PortalTenant | null;
  onClose: () => void;
};

function valuesOf(tenant: PortalTenant | null): TenantForm {
  if (!tenant) {
    // A new tenant starts with every module on (the shared system configuration default) and no integrations.
    return { domain: '', name: '', enabledmodules: [...MODULE_KEYS], enabledintegrations: [] };
  }
  return {
    domain: tenant.domain,
    name: tenant.name,
    enabledmodules: tenant.enabledmodules.filter((m): m is TenantForm['enabledmodules'][number] =>
      (MODULE_KEYS as readonly string[]).includes(m),
    ),
    enabledintegrations: tenant.enabledintegrations.filter(
      (m): m is TenantForm['enabledintegrations'][number] =>
        (INTEGRATION_KEYS as readonly string[]).includes(m),
    ),
  };
}

/** Create a tenant (domain, name, modules, integrations) or edit one (everything but the domain). */
export function TenantDialog({ tenant, onClose }: TenantDialogProps) {
  const { t } = useTranslation();
  const label = useLabel();
  const fieldError = useFieldError();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const narrow = useNarrowScreen();
  const [current, setCurrent] = useState(tenant);
  const [stale, setStale] = useState(false);
  const [domainTouched, setDomainTouched] = useState(Boolean(tenant));
  const isNew = current === null;

  const form = useForm<TenantForm>({
    resolver: zodResolver(tenantFormSchema),
    defaultValues: valuesOf(tenant),
    mode: 'onTouched',
  });
  const { isDirty, isSubmitting } = form.formState;
  useUnsavedChanges(isDirty);

  const submit = form.handleSubmit(async (values) => {
    setStale(false);
    try {
      if (current === null) {
        await portalApi.createTenant(values);
        snackbar.success(t('common.addedSucess'));
      } else {
        const { name, enabledmodules, enabledintegrations } = values;
        await portalApi.updateTenant(current.id, {
          name,
          enabledmodules,
          enabledintegrations,
          version: current.version,
        });
        snackbar.success(t('common.updatedSuccess'));
      }
      form.reset(values);
      await queryClient.invalidateQueries({ queryKey: portalKeys.tenants });
      onClose();
    } catch (error) {
      if (isStaleSave(error) && current) {
        // DESIGN.md: stale save (412): show the newest version of the tenant.
        setStale(true);
        const fresh = (
          await queryClient.fetchQuery({
            queryKey: portalKeys.tenants,
            queryFn: portalApi.tenants,
            staleTime: 0,
          })
        ).find((x) => x.id === current.id);
        if (fresh) {
          setCurrent(fresh);
          form.reset(valuesOf(fresh));
        }
      } else if (applyProblemErrors(error, form.setError) === 0) {
        snackbar.error(problemMessage(error, t('settings.message')));
      }
    }
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(event);
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={narrow}
      slotProps={{ paper: { component: 'form', onSubmit, noValidate: true } as object }}
    >
      <DialogTitle>
        {isNew ? t('adminportal.newTenant') : t('adminportal.editTenant', { name: current.name })}
      </DialogTitle>
      <DialogContent dividers>
        {stale ? <StaleAlert onClose={() => setStale(false)} /> : null}
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Controller
              control={form.control}
              name="name"
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  onChange={(e) => {
                    field.onChange(e);
                    if (isNew && !domainTouched) {
                      form.setValue('domain', domainFromName(e.target.value), { shouldDirty: true });
                    }
                  }}
                  label={t('adminportal.tenantName')}
                  required
                  autoFocus
                  fullWidth
                  error={Boolean(fieldState.error)}
                  helperText={fieldError(fieldState.error)}
                />
              )}
            />
            <Controller
              control={form.control}
              name="domain"
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  onChange={(e) => {
                    setDomainTouched(true);
                    field.onChange(e.target.value.toLowerCase());
                  }}
                  label={t('adminportal.domain')}
                  required={isNew}
                  disabled={!isNew}
                  fullWidth
                  error={Boolean(fieldState.error)}
                  helperText={
                    fieldError(fieldState.error) ??
                    (isNew ? t('adminportal.domainHelp') : t('adminportal.domainFixed'))
                  }
                  slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none' } }}
                />
              )}
            />
          </Stack>
          <Divider />
          <Controller
            control={form.control}
            name="enabledmodules"
            render={({ field, fieldState }) => (
              <CheckboxGroupField
                label={t('settings.enabledmodules')}
                bulk
                options={MODULE_KEYS.map((m) => ({ value: m, label: label('module', m) }))}
                value={field.value}
                onChange={field.onChange}
                minColumnWidth={180}
                error={fieldError(fieldState.error)}
              />
            )}
          />
          <Divider />
          <Controller
            control={form.control}
            name="enabledintegrations"
            render={({ field, fieldState }) => (
              <CheckboxGroupField
                label={t('settings.enabledintegrations')}
                bulk
                options={INTEGRATION_KEYS.map((m) => ({ value: m, label: label('integration', m) }))}
                value={field.value}
                onChange={field.onChange}
                minColumnWidth={150}
                error={fieldError(fieldState.error)}
              />
            )}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button color="inherit" onClick={onClose}>
          {t('settings.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {isNew ? t('adminportal.createTenant') : t('settings.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
