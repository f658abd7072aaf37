import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { formatDate } from '@suite/shared/format/date-format';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { RecordTabProps } from '../../app/record-tabs';
import { useSession } from '../../platform/session';
import { ServerListGrid } from '../settings/ServerListGrid';
import type { ListRequest } from '../settings/resource.types';
import { orderRights } from './order-ui.logic';
import { orderKeys, ordersApi, type OrderListRow } from './orders.api';

const NEWEST_FIRST = [{ field: 'ordernumber', sort: 'desc' as const }];
const HIDE_ON_NARROW = ['description', 'responsiblename', 'orderdate'];
const TEXTS = {
  search: 'orders.searchOrders',
  of: 'orders.of',
  noRows: 'orders.customerOrdersEmpty',
  noMatches: 'orders.noMatches',
  totalRows: 'orders.totalRows',
};

/** The customer's orders tab (spec 01 §2): the customer's orders, newest first, each opening the order. */
export function CustomerOrdersTab({ recordId, readOnly }: RecordTabProps) {
  const { t } = useTranslation();
  const { access } = useSession();
  const navigate = useNavigate();
  const rights = orderRights(access);
  const match = useMemo(() => ({ customer_id: recordId }), [recordId]);
  const load = useCallback((body: ListRequest) => ordersApi.list(body), []);
  const columns = useMemo<GridColDef<OrderListRow>[]>(
    () => [
      { field: 'ordernumber', headerName: t('orders.field_ordernumber'), width: 120 },
      {
        field: 'description',
        headerName: t('orders.field_description'),
        flex: 2,
        minWidth: 200,
        sortable: false,
      },
      { field: 'statusname', headerName: t('orders.field_status'), width: 140, sortable: false },
      {
        field: 'responsiblename',
        headerName: t('orders.field_responsible_id'),
        flex: 1,
        minWidth: 140,
        sortable: false,
        valueGetter: (_v, row) => row.responsiblename ?? t('orders.notAssigned'),
      },
      {
        field: 'orderdate',
        headerName: t('orders.field_orderdate'),
        width: 120,
        valueFormatter: (v: string | null) => (v ? formatDate(v) : ''),
      },
    ],
    [t],
  );
  return (
    <Box sx={{ maxWidth: 1200 }}>
      {rights.add && !readOnly ? (
        <Button
          variant="contained"
          startIcon={<Add />}
          component={RouterLink}
          to={`/orders/add?customer_id=${recordId}`}
          sx={{ mb: 2 }}
        >
          {t('orders.addOrder')}
        </Button>
      ) : null}
      <ServerListGrid<OrderListRow>
        queryKey={orderKeys.list}
        load={load}
        columns={columns}
        hideOnNarrow={HIDE_ON_NARROW}
        defaultSort={NEWEST_FIRST}
        match={match}
        texts={TEXTS}
        onOpen={(row) => navigate(`/orders/${row.id}/detail`)}
      />
    </Box>
  );
}
