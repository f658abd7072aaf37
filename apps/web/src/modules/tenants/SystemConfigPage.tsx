import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../settings/PageHeader';
import { SystemConfigForm } from './SystemConfigForm';

/** /system_config: the tenant's system configuration (spec 01 §3); company info has its own screen, /company_info. */
export function SystemConfigPage() {
  const { t } = useTranslation();
  return (
    <Box sx={{ maxWidth: 1100 }}>
      <PageHeader title={t('settings.systemConfigTitle')} subtitle={t('settings.systemConfigDescription')} />
      <SystemConfigForm />
    </Box>
  );
}
