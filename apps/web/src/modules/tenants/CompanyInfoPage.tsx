import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../settings/PageHeader';
import { CompanyInfoForm } from './CompanyInfoForm';

/**
 * /company_info: the company's own details (spec 01 §3 "Company info"), printed on offers, orders, invoices and
 * reports. It used to be a tab of /system_config; the settings menu has an entry of its own for it.
 */
export function CompanyInfoPage() {
  const { t } = useTranslation();
  return (
    <Box sx={{ maxWidth: 1100 }}>
      <PageHeader title={t('routes.settings_company_info')} subtitle={t('settings.companyInfoDescription')} />
      <CompanyInfoForm />
    </Box>
  );
}
