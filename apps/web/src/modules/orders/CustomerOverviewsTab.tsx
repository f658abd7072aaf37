import Box from '@mui/material/Box';
import { LoadingBar } from '../../app/LoadingBar';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@suite/shared';
import type { RecordTabProps } from '../../app/record-tabs';
import { EmptyTab } from '../customers/EmptyTab';
import { orderDocsApi, orderDocsKeys } from './order-docs.api';
import { RowsTable } from './RowsTable';

/**
 * The customer's overviews tab (spec 01 §2): per year, orders and offers, the order lines' net and contribution
 * margin, and invoiced (0 until invoicing exists, and it says so). Amounts with decimal comma and space thousands.
 */
export function CustomerOverviewsTab({ recordId }: RecordTabProps) {
  const { t } = useTranslation();
  const years = useQuery({
    queryKey: orderDocsKeys.overviews(recordId),
    queryFn: () => orderDocsApi.overviews(recordId),
  });
  if (!years.data) return years.isError ? <EmptyTab text={t('orderdocs.loadFailed')} /> : <LoadingBar />;
  if (years.data.length === 0) return <EmptyTab text={t('orderdocs.overviewsEmpty')} />;
  const money = (v: string) => formatNumber(v, 2);
  return (
    <Box>
      <RowsTable
        label={t('customers.tab_overviews')}
        rows={years.data.map((y) => ({ ...y, id: y.year }))}
        columns={[
          { label: t('orderdocs.col_year'), cell: (y) => y.year },
          { label: t('orderdocs.col_orders'), cell: (y) => y.orders, align: 'right' },
          { label: t('orderdocs.col_offers'), cell: (y) => y.offers, align: 'right' },
          { label: t('orderdocs.col_net'), cell: (y) => money(y.net), align: 'right' },
          { label: t('orderdocs.col_margin'), cell: (y) => money(y.margin), align: 'right' },
          { label: t('orderdocs.col_invoiced'), cell: (y) => money(y.invoiced), align: 'right' },
        ]}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('orderdocs.invoicedLater')}
      </Typography>
    </Box>
  );
}
