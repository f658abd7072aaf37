import Search from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../platform/api';
import { useActionLabel, useLabel } from '../settings/labels';
import {
  filterGroups,
  groupCatalogue,
  groupState,
  hasFullAccess,
  isGranted,
  modulesGranted,
  setAction,
  setFullAccess,
  type CatalogueEntry,
} from './permission-catalogue.logic';

type PermissionChecklistProps = {
  value: string[];
  onChange: (next: string[]) => void;
  disabled?: boolean;
};

export const permissionCatalogueKey = ['permissions', 'catalogue'] as const;

/** The permissions of a user role, grouped by module, with a full-access switch per module (spec 01 §6). */
export function PermissionChecklist({ value, onChange, disabled }: PermissionChecklistProps) {
  const { t } = useTranslation();
  const label = useLabel();
  const actionLabel = useActionLabel();
  const [filter, setFilter] = useState('');
  const catalogue = useQuery({
    queryKey: permissionCatalogueKey,
    queryFn: () => api.get<CatalogueEntry[]>('permissions/catalogue'),
    staleTime: Infinity,
  });
  const groups = useMemo(() => groupCatalogue(catalogue.data ?? []), [catalogue.data]);
  const byModule = useMemo(() => new Map(groups.map((g) => [g.module, g])), [groups]);
  const shown = useMemo(
    () =>
      filterGroups(
        groups,
        filter,
        (g) => label('module', g.module),
        (g, a) => actionLabel(g.module, a),
      ),
    [groups, filter, label, actionLabel],
  );

  if (catalogue.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress size={28} />
      </Box>
    );
  }
  if (catalogue.isError) return <Alert severity="error">{t('settings.loadFailed')}</Alert>;

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
        <TextField
          size="small"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          placeholder={t('settings.searchPermissions')}
          sx={{ flex: '1 1 220px' }}
          slotProps={{
            htmlInput: { 'aria-label': t('settings.searchPermissions') },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <Typography variant="body2" color="text.secondary">
          {t('settings.modulesWithAccess', { count: modulesGranted(value, groups), total: groups.length })}
        </Typography>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          alignItems: 'start',
          gap: 1.5,
        }}
      >
        {shown.map((group) => {
          // a search may show only some actions; the switch and the state always concern the whole module
          const whole = byModule.get(group.module) ?? group;
          const full = hasFullAccess(value, group.module);
          const state = groupState(value, whole);
          const inherited = full && !value.includes(group.fullAccessKey);
          // the settings module has a permission per settings screen (~150): give it the full width
          const wide = whole.actions.length > 12;
          return (
            <Box
              key={group.module}
              role="group"
              aria-label={label('module', group.module)}
              sx={{
                border: 1,
                borderColor: state === 'none' ? 'divider' : 'primary.light',
                borderRadius: 1,
                gridColumn: wide ? '1 / -1' : undefined,
                px: 1.5,
                py: 1,
                bgcolor: state === 'none' ? 'transparent' : 'action.hover',
              }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
                <Typography variant="subtitle2" sx={{ fontWeight: 600 }}>
                  {label('module', group.module)}
                </Typography>
                <FormControlLabel
                  sx={{ mr: 0 }}
                  labelPlacement="start"
                  label={<Typography variant="body2">{t('settings.fullAccess')}</Typography>}
                  control={
                    <Switch
                      size="small"
                      checked={full}
                      disabled={disabled || inherited}
                      onChange={(_, on) => onChange(setFullAccess(value, whole, on))}
                    />
                  }
                />
              </Box>
              {group.actions.length > 0 ? (
                <Box
                  sx={
                    wide
                      ? {
                          display: 'grid',
                          gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
                          columnGap: 1,
                        }
                      : { display: 'flex', flexWrap: 'wrap', columnGap: 1 }
                  }
                >
                  {group.actions.map((a) => (
                    <FormControlLabel
                      key={a.key}
                      sx={{ mr: 1 }}
                      label={<Typography variant="body2">{actionLabel(group.module, a.action)}</Typography>}
                      control={
                        <Checkbox
                          size="small"
                          checked={isGranted(value, group, a.key)}
                          disabled={disabled || full}
                          onChange={(_, on) => onChange(setAction(value, a.key, on))}
                        />
                      }
                    />
                  ))}
                </Box>
              ) : null}
            </Box>
          );
        })}
      </Box>
      {shown.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
          {t('settings.noMatches')}
        </Typography>
      ) : null}
    </Box>
  );
}
