import { LoadingBar } from '../../app/LoadingBar';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { RecordTabProps } from '../../app/record-tabs';
import { EmptyTab } from '../customers/EmptyTab';
import { orderDocsApi, orderDocsKeys } from './order-docs.api';
import { RowsTable } from './RowsTable';

/** The customer's equipments tab (spec 01 §2): its equipment, each opening the piece. */
export function CustomerEquipmentsTab({ recordId }: RecordTabProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const rows = useQuery({
    queryKey: orderDocsKeys.customerEquipments(recordId),
    queryFn: () => orderDocsApi.customerEquipments(recordId),
  });
  if (!rows.data) return rows.isError ? <EmptyTab text={t('orderdocs.loadFailed')} /> : <LoadingBar />;
  if (rows.data.items.length === 0) return <EmptyTab text={t('orderdocs.equipmentsEmpty')} />;
  return (
    <RowsTable
      label={t('customers.tab_equipments')}
      rows={rows.data.items}
      onOpen={(e) => void navigate(`/equipments/${e.id}/detail`)}
      columns={[
        { label: t('orderdocs.col_name'), cell: (e) => e.name },
        { label: t('orderdocs.col_number'), cell: (e) => e.number },
        { label: t('orderdocs.col_serialnumber'), cell: (e) => e.serialnumber },
      ]}
    />
  );
}
