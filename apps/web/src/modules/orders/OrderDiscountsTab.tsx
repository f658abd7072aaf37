import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CUSTOMER_DISCOUNT_FIELDS } from '@suite/shared/customers/customer-constants';
import { formatNumber } from '@suite/shared/format/number-format';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { customerKeys, customersApi } from '../customers/customers.api';
import type { Order } from './orders.api';

/**
 * The earning_and_discounts tab: the customer's discount rates as they apply to this order's new product lines
 * (work gets the hours rate, filters and belts theirs, other products the supplies rate). Read-only here: they are
 * the customer's and are changed on the customer.
 */
export function OrderDiscountsTab({ order }: { order: Order }) {
  const { t } = useTranslation();
  const customer = useQuery({
    queryKey: customerKeys.item(order.customer_id),
    queryFn: () => customersApi.get(order.customer_id),
  });
  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 640 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('orders.discountsIntro')}
      </Typography>
      {CUSTOMER_DISCOUNT_FIELDS.map((f) => (
        <Box key={f} sx={{ display: 'flex', justifyContent: 'space-between', py: 0.5 }}>
          <Typography variant="body2">{t(`orders.discount_${f}`)}</Typography>
          <Typography variant="body2">{formatNumber(customer.data?.[f] ?? 0)} %</Typography>
        </Box>
      ))}
      <Button
        component={RouterLink}
        to={`/customers/${order.customer_id}/earning_and_discounts`}
        sx={{ mt: 1 }}
      >
        {t('orders.openCustomer')}
      </Button>
    </Paper>
  );
}
