import ChevronRight from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  INTEGRATION_GROUPS,
  REQUIRED_SETTING_ROUTES,
  type IntegrationsOverview,
  type IntegrationStatus,
} from '@suite/shared/integrations/integrations';
import { ROUTES } from '@suite/shared/routes/route-table';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { api } from '../../platform/api';
import { PageHeader } from '../settings/PageHeader';

/** The path of a route by name ('settings.sharepoint' -> '/sharepoint'). */
const pathOf = (name: string | null) => (name ? ROUTES.find((r) => r.name === name)?.path : undefined);

/**
 * Settings "integrations" (spec 01 §2 Access and tenant): every integration with whether it is switched on (system
 * configuration) and whether its connection is filled in, each linked to its settings page; above them the
 * settings that features in use still need (spec 01 §7 check_required_settings_configured).
 */
export function IntegrationsPage() {
  const { t } = useTranslation();
  const overview = useQuery({
    queryKey: ['integrations', 'overview'],
    queryFn: () => api.get<IntegrationsOverview>('integrations/overview'),
  });
  const required = useQuery({
    queryKey: ['integrations', 'required'],
    queryFn: () => api.get<Record<string, string>>('useraccess/check_required_settings_configured'),
  });

  if (overview.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress />
      </Box>
    );
  }
  if (overview.isError) return <Alert severity="error">{t('settings.loadFailed')}</Alert>;
  const { integrations, documentstorage } = overview.data;
  const missing = Object.entries(required.data ?? {});

  return (
    <Box sx={{ maxWidth: 1000 }}>
      <PageHeader
        title={t('routes.settings_integrations')}
        subtitle={t('settingslists.integrationsDescription')}
        actions={
          <Button component={RouterLink} to={pathOf('settings.system_config') ?? '/system_config'}>
            {t('settingslists.integrationsSwitch')}
          </Button>
        }
      />
      <Stack spacing={1} sx={{ mb: 2 }}>
        {missing.map(([name, message]) => {
          const to = pathOf(REQUIRED_SETTING_ROUTES[name] ?? null);
          return (
            <Alert
              key={name}
              severity="warning"
              action={
                to ? (
                  <Button component={RouterLink} to={to} color="inherit" size="small">
                    {t('settingslists.integrationsOpen')}
                  </Button>
                ) : undefined
              }
            >
              {t(`errors.${message}`)}
            </Alert>
          );
        })}
      </Stack>
      <Stack spacing={2}>
        <Group title={t('settingslists.integrations_group_storage')}>
          <Row
            name={t(`settingslists.option_${documentstorage.provider}`)}
            to={pathOf('settings.dms_settings')}
            chips={[
              <StateChip
                key="c"
                ok={documentstorage.configured}
                yes={t('settingslists.integrationsConfigured')}
                no={t('settingslists.integrationsNotConfigured')}
              />,
            ]}
          />
        </Group>
        {INTEGRATION_GROUPS.map((group) => (
          <Group key={group} title={t(`settingslists.integrations_group_${group}`)}>
            {integrations
              .filter((i) => i.group === group)
              .map((i) => (
                <IntegrationRow key={i.key} item={i} />
              ))}
          </Group>
        ))}
      </Stack>
    </Box>
  );
}

function Group({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper variant="outlined">
      <Typography variant="subtitle1" component="h2" sx={{ px: 2, pt: 1.5, pb: 0.5, fontWeight: 500 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function IntegrationRow({ item }: { item: IntegrationStatus }) {
  const { t } = useTranslation();
  const chips = [
    <StateChip
      key="e"
      ok={item.enabled}
      yes={t('settingslists.integrationsOn')}
      no={t('settingslists.integrationsOff')}
      neutralOff
    />,
  ];
  // Accounting systems without a screen here connect by signing in at the provider; webshops have their own pages.
  if (item.configured === null) {
    if (item.group === 'accounting')
      chips.push(
        <Chip key="c" size="small" variant="outlined" label={t('settingslists.integrationsSignIn')} />,
      );
  } else if (item.enabled || item.configured) {
    chips.push(
      <StateChip
        key="c"
        ok={item.configured}
        yes={t('settingslists.integrationsConfigured')}
        no={t('settingslists.integrationsNotConfigured')}
      />,
    );
  }
  return <Row name={t(`settings.integration_${item.key}`)} to={pathOf(item.route)} chips={chips} />;
}

function Row({ name, to, chips }: { name: string; to?: string; chips: React.ReactNode[] }) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        px: 2,
        py: 1.25,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Typography sx={{ flex: '1 1 160px' }}>{name}</Typography>
      <Stack direction="row" spacing={1}>
        {chips}
      </Stack>
      <Box sx={{ width: 130, textAlign: 'right' }}>
        {to ? (
          <Button component={RouterLink} to={to} size="small" endIcon={<ChevronRight />}>
            {t('settingslists.integrationsSettings')}
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}

function StateChip({
  ok,
  yes,
  no,
  neutralOff = false,
}: {
  ok: boolean;
  yes: string;
  no: string;
  neutralOff?: boolean;
}) {
  return (
    <Chip
      size="small"
      label={ok ? yes : no}
      color={ok ? 'success' : neutralOff ? 'default' : 'warning'}
      variant={ok ? 'filled' : 'outlined'}
    />
  );
}
