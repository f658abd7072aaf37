import { LoadingBar } from '../../app/LoadingBar';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { RecordTabProps } from '../../app/record-tabs';
import { EmptyTab } from '../customers/EmptyTab';
import { orderDocsApi, orderDocsKeys } from './order-docs.api';
import { RowsTable } from './RowsTable';

/** The customer's building tab (spec 01 §2): its buildings, each opening the building. */
export function CustomerBuildingsTab({ recordId }: RecordTabProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const rows = useQuery({
    queryKey: orderDocsKeys.customerBuildings(recordId),
    queryFn: () => orderDocsApi.customerBuildings(recordId),
  });
  if (!rows.data) return rows.isError ? <EmptyTab text={t('orderdocs.loadFailed')} /> : <LoadingBar />;
  if (rows.data.items.length === 0) return <EmptyTab text={t('orderdocs.buildingsEmpty')} />;
  return (
    <RowsTable
      label={t('customers.tab_building')}
      rows={rows.data.items}
      onOpen={(b) => void navigate(`/buildings/actions/${b.id}`)}
      columns={[
        { label: t('orderdocs.col_name'), cell: (b) => b.name },
        {
          label: t('orderdocs.col_address'),
          cell: (b) => [b.address, [b.zip, b.city].filter(Boolean).join(' ')].filter(Boolean).join(', '),
        },
      ]}
    />
  );
}
