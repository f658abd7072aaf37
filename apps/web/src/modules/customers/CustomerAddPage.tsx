import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../settings/PageHeader';
import { CustomerForm } from './CustomerForm';

/** /customers/add (spec 01 §2; also the top bar's quick-create 'customer'). */
export function CustomerAddPage() {
  const { t } = useTranslation();
  return (
    <Box>
      <PageHeader title={t('routes.customers_add')} />
      <CustomerForm customer={null} withDiscounts />
    </Box>
  );
}
