import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../../platform/session';
import { PageHeader } from '../settings/PageHeader';
import { TenantsTab } from './TenantsTab';
import { UsersTab } from './UsersTab';

type TabKey = 'tenants' | 'users';

/** /admin_portal: tenants and users across the whole installation; super admins only (spec 01 §6). */
export function AdminPortalPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const tab: TabKey = params.get('tab') === 'users' ? 'users' : 'tenants';

  // The route guard already sends others to /dashboard; this is the belt to its braces.
  if (!user?.issuperadmin) return <Alert severity="warning">{t('adminportal.superAdminsOnly')}</Alert>;

  return (
    <Box sx={{ maxWidth: 1300 }}>
      <PageHeader title={t('adminportal.title')} subtitle={t('adminportal.description')} />
      <Tabs
        value={tab}
        onChange={(_, next: TabKey) => setParams(next === 'tenants' ? {} : { tab: next }, { replace: true })}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="tenants" label={t('adminportal.tabTenants')} />
        <Tab value="users" label={t('adminportal.tabUsers')} />
      </Tabs>
      {tab === 'tenants' ? <TenantsTab /> : <UsersTab />}
    </Box>
  );
}
