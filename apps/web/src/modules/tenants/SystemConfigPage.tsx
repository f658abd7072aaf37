import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../settings/PageHeader';
import { CompanyInfoForm } from './CompanyInfoForm';
import { SystemConfigForm } from './SystemConfigForm';

type TabKey = 'system' | 'company';

/** /system_config: the tenant's system configuration and company info (spec 01 §3). */
export function SystemConfigPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  // The tab is in the address, so a reload or a shared link opens the same tab.
  const tab: TabKey = params.get('tab') === 'company' ? 'company' : 'system';
  return (
    <Box sx={{ maxWidth: 1100 }}>
      <PageHeader title={t('settings.systemConfigTitle')} subtitle={t('settings.systemConfigDescription')} />
      <Tabs
        value={tab}
        onChange={(_, next: TabKey) => setParams(next === 'system' ? {} : { tab: next }, { replace: true })}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="system" label={t('settings.tabSystem')} />
        <Tab value="company" label={t('settings.tabCompany')} />
      </Tabs>
      {tab === 'system' ? <SystemConfigForm /> : <CompanyInfoForm />}
    </Box>
  );
}
