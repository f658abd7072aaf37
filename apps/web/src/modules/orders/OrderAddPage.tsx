import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../settings/PageHeader';
import { orderIdOf } from './order-ui.logic';
import { OrderForm } from './OrderForm';

/** /orders/add (spec 01 §2; also the top bar's quick create 'order'); ?customer_id= starts with that customer. */
export function OrderAddPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const customerId = orderIdOf(params.get('customer_id') ?? undefined) || null;
  return (
    <Box>
      <PageHeader title={t('routes.orders_add')} />
      <OrderForm order={null} customerId={customerId} />
    </Box>
  );
}
