import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { RouteDef } from '@suite/shared/routes/route-types';
import { canChange } from '@suite/shared/users/permissions';
import { useTranslation } from 'react-i18next';
import { useMatches, useSearchParams } from 'react-router';
import { useSession } from '../../platform/session';
import { ResourceScreen } from '../resources/ResourceScreen';
import { PageHeader } from '../settings/PageHeader';
import { recordKeyOfRoute } from './settings-record-form.logic';
import { SettingsRecordForm } from './SettingsRecordForm';

/** The route being shown: the deepest match carrying a route definition (router.tsx puts it in `handle`). */
function useCurrentRoute(): RouteDef | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]!.handle as RouteDef | undefined;
    if (handle?.meta) return handle;
  }
  return undefined;
}

/**
 * Screen 'settings_record': the settings record of the route (invoice_settings, sms_settings ...) as a form. A route
 * that also names a resource (warehouse settings: the warehouses) shows that list in a first tab.
 */
export function SettingsRecordPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const { access } = useSession();
  const [params, setParams] = useSearchParams();
  const key = recordKeyOfRoute(route?.name);
  if (!route || !key) return <Alert severity="info">{t('resources.notConfigured')}</Alert>;
  const readOnly = !access || !canChange(access);
  const title = t(route.meta.title);
  const description = t(`settingslists.${key}_description`);

  if (!route.meta.resource) {
    return (
      <Box sx={{ maxWidth: 1000 }}>
        <PageHeader title={title} subtitle={description} />
        <SettingsRecordForm key={key} recordKey={key} readOnly={readOnly} />
      </Box>
    );
  }
  // The tab is in the address, so a reload or a shared link opens the same tab.
  const tab = params.get('tab') === 'settings' ? 'settings' : 'list';
  return (
    <Box>
      <Tabs
        value={tab}
        onChange={(_, next: string) => setParams(next === 'list' ? {} : { tab: next }, { replace: true })}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="list" label={t(`settingslists.${route.meta.resource.toLowerCase()}`)} />
        <Tab value="settings" label={t('settingslists.tabSettings')} />
      </Tabs>
      {tab === 'list' ? (
        <ResourceScreen />
      ) : (
        <Box sx={{ maxWidth: 1000 }}>
          <PageHeader title={title} subtitle={description} />
          <SettingsRecordForm key={key} recordKey={key} readOnly={readOnly} />
        </Box>
      )}
    </Box>
  );
}
