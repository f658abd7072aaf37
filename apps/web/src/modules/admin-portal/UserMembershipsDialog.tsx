import { zodResolver } from '@hookform/resolvers/zod';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../app/confirm-dialog';
import { useSnackbar } from '../../app/snackbar';
import { useLabel } from '../settings/labels';
import { useFieldError } from '../settings/use-field-error';
import { useNarrowScreen } from '../settings/use-narrow-screen';
import { portalApi, portalKeys } from './admin-portal.api';
import {
  tenantsToJoin,
  type PortalMembership,
  type PortalTenant,
  type PortalUser,
} from './admin-portal.logic';
import {
  ROLE_IDS,
  membershipFormSchema,
  type MembershipForm,
  type RoleId,
} from '@suite/shared/users/user-access.schema';

type UserMembershipsDialogProps = {
  user: PortalUser;
  tenants: PortalTenant[];
  onClose: () => void;
};

/** The tenants one user belongs to: role and admin flag per tenant, add and remove memberships. */
export function UserMembershipsDialog({ user, tenants, onClose }: UserMembershipsDialogProps) {
  const { t } = useTranslation();
  const label = useLabel();
  const fieldError = useFieldError();
  const snackbar = useSnackbar();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const narrow = useNarrowScreen();
  const [busy, setBusy] = useState<string | null>(null);
  const joinable = tenantsToJoin(tenants, user);

  const form = useForm<MembershipForm>({
    resolver: zodResolver(membershipFormSchema),
    defaultValues: { domain: '', role_id: 2, isadmin: false },
  });

  const refresh = () => queryClient.invalidateQueries({ queryKey: portalKeys.users });

  // Role and admin flag are saved as soon as they change: each membership is one small record.
  const update = async (
    m: PortalMembership,
    change: Partial<Pick<PortalMembership, 'role_id' | 'isadmin'>>,
  ) => {
    setBusy(m.domain);
    try {
      await portalApi.saveMembership({
        userid: user.id,
        domain: m.domain,
        role_id: m.role_id,
        isadmin: m.isadmin,
        ...change,
      });
      snackbar.success(t('common.updatedSuccess'));
      await refresh();
    } catch {
      // the api client has shown the server's message (spec 01 §8)
    } finally {
      setBusy(null);
    }
  };

  const remove = async (m: PortalMembership) => {
    const ok = await confirm({
      title: t('adminportal.removeMembershipTitle'),
      text: t('adminportal.removeMembershipText', { user: user.name, tenant: m.tenantname }),
      confirmText: t('settings.remove'),
    });
    if (!ok) return;
    setBusy(m.domain);
    try {
      await portalApi.removeMembership({ userid: user.id, domain: m.domain });
      snackbar.success(t('adminportal.membershipRemoved'));
      await refresh();
    } catch {
      // shown by the api client
    } finally {
      setBusy(null);
    }
  };

  const add = form.handleSubmit(async (values) => {
    setBusy('new');
    try {
      await portalApi.saveMembership({ userid: user.id, ...values });
      snackbar.success(t('common.addedSucess'));
      form.reset({ domain: '', role_id: values.role_id, isadmin: false });
      await refresh();
    } catch {
      // shown by the api client
    } finally {
      setBusy(null);
    }
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void add(event);
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={narrow}>
      <DialogTitle>
        {user.name}
        <Typography variant="body2" color="text.secondary" component="div">
          {user.username} · {user.email}
          {user.issuperadmin ? (
            <Chip size="small" color="secondary" label={t('adminportal.superAdmin')} sx={{ ml: 1 }} />
          ) : null}
        </Typography>
      </DialogTitle>
      <DialogContent dividers>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          {t('adminportal.memberships')}
        </Typography>
        {user.memberships.length === 0 ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('adminportal.noMemberships')}
          </Alert>
        ) : (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, mb: 3 }}>
            {user.memberships.map((m) => (
              <Paper
                key={m.domain}
                variant="outlined"
                sx={{ px: 2, py: 1, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}
              >
                <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 500 }}>
                    {m.tenantname}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
                    {m.domain}
                  </Typography>
                </Box>
                <TextField
                  select
                  size="small"
                  label={t('settings.role')}
                  value={m.role_id}
                  disabled={busy !== null}
                  onChange={(e) => void update(m, { role_id: Number(e.target.value) as RoleId })}
                  sx={{ width: 170 }}
                >
                  {ROLE_IDS.map((id) => (
                    <MenuItem key={id} value={id}>
                      {label('role', id)}
                    </MenuItem>
                  ))}
                </TextField>
                <FormControlLabel
                  label={t('settings.isAdmin')}
                  disabled={busy !== null}
                  control={
                    <Switch checked={m.isadmin} onChange={(_, on) => void update(m, { isadmin: on })} />
                  }
                />
                <Tooltip title={t('adminportal.removeMembership')}>
                  <span>
                    <IconButton
                      aria-label={t('adminportal.removeMembership')}
                      onClick={() => void remove(m)}
                      disabled={busy !== null}
                      color="error"
                    >
                      <DeleteOutlined />
                    </IconButton>
                  </span>
                </Tooltip>
              </Paper>
            ))}
          </Box>
        )}
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          {t('adminportal.addMembership')}
        </Typography>
        {joinable.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('adminportal.memberOfAll')}
          </Typography>
        ) : (
          <Box
            component="form"
            onSubmit={onSubmit}
            noValidate
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5 }}
          >
            <Controller
              control={form.control}
              name="domain"
              render={({ field, fieldState }) => (
                <TextField
                  select
                  size="small"
                  label={t('adminportal.tenant')}
                  value={field.value}
                  onChange={field.onChange}
                  error={Boolean(fieldState.error)}
                  helperText={fieldError(fieldState.error)}
                  sx={{ flex: '1 1 220px' }}
                >
                  {joinable.map((tenant) => (
                    <MenuItem key={tenant.domain} value={tenant.domain}>
                      {tenant.name} ({tenant.domain})
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Controller
              control={form.control}
              name="role_id"
              render={({ field }) => (
                <TextField
                  select
                  size="small"
                  label={t('settings.role')}
                  value={field.value}
                  onChange={(e) => field.onChange(Number(e.target.value))}
                  sx={{ width: 170 }}
                >
                  {ROLE_IDS.map((id) => (
                    <MenuItem key={id} value={id}>
                      {label('role', id)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Controller
              control={form.control}
              name="isadmin"
              render={({ field }) => (
                <FormControlLabel
                  label={t('settings.isAdmin')}
                  control={<Switch checked={field.value} onChange={(_, on) => field.onChange(on)} />}
                />
              )}
            />
            <Button
              type="submit"
              variant="outlined"
              startIcon={<Add />}
              disabled={busy !== null}
              sx={{ mt: 0.25 }}
            >
              {t('adminportal.add')}
            </Button>
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose} variant="contained">
          {t('settings.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
