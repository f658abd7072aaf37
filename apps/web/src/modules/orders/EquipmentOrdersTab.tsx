import { LoadingBar } from '../../app/LoadingBar';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDate } from '@suite/shared';
import type { RecordTabProps } from '../../app/record-tabs';
import { EmptyTab } from '../customers/EmptyTab';
import { orderDocsApi, orderDocsKeys } from './order-docs.api';
import { RowsTable } from './RowsTable';

/** The equipment's orders tab (spec 01 §2): the orders that hold the piece, newest first, each opening the order. */
export function EquipmentOrdersTab({ recordId }: RecordTabProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const rows = useQuery({
    queryKey: orderDocsKeys.ofEquipment(recordId),
    queryFn: () => orderDocsApi.ordersOfEquipment(recordId),
  });
  if (!rows.data) return rows.isError ? <EmptyTab text={t('orderdocs.loadFailed')} /> : <LoadingBar />;
  if (rows.data.length === 0) return <EmptyTab text={t('orderdocs.ordersOfEquipmentEmpty')} />;
  return (
    <RowsTable
      label={t('equipment.tab_orders')}
      rows={rows.data}
      onOpen={(o) => void navigate(`/orders/${o.id}/detail`)}
      columns={[
        { label: t('orderdocs.col_ordernumber'), cell: (o) => o.ordernumber },
        { label: t('orderdocs.col_date'), cell: (o) => formatDate(o.orderdate), nowrap: true },
        { label: t('orderdocs.col_description'), cell: (o) => o.description, minWidth: 180 },
        { label: t('orderdocs.col_customer'), cell: (o) => o.customername },
        { label: t('orderdocs.col_status'), cell: (o) => o.statusname ?? o.status },
      ]}
    />
  );
}
