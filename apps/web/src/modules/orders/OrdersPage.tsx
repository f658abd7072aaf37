import Add from '@mui/icons-material/Add';
import FilterList from '@mui/icons-material/FilterList';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import { LiteTabs } from '../../app/LiteTabs';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import { formatDate } from '@suite/shared/format/date-format';
import { Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { readRemembered, useRememberedState } from '../../platform/remembered-state';
import { useSession } from '../../platform/session';
import { PageHeader } from '../settings/PageHeader';
import { ServerListGrid, useBulkDelete } from '../settings/ServerListGrid';
import { firstListRequest, openingPage, startRequest } from '../settings/first-request';
import type { ListRequest } from '../settings/resource.types';
import { useNarrowScreen } from '../settings/use-narrow-screen';
import { lazyComponent } from '../../platform/lazy-component';
import { ListFilterSelect } from '../settings/ListFilterSelect';
import {
  loadOrderStatuses,
  ORDER_STATUSES_KEY,
  useOrderFilterLookups,
  useOrderStatuses,
  type OrderFilterLookups,
} from './order-lookups';
import {
  activeOrderFilterCount,
  listTypeOf,
  NO_ORDER_FILTERS,
  orderListFilter,
  orderRights,
  type OrderFilters,
} from './order-ui.logic';
import { orderKeys, ordersApi, type OrderListRow } from './orders.api';

const HIDE_ON_NARROW = ['description', 'responsiblename', 'orderdate', 'startdate', 'deadlinedate'];
const NEWEST_FIRST = [{ field: 'ordernumber', sort: 'desc' as const }];
/** On a phone: customer, order number, status, and what the order is about (issue 12). */
const ORDER_CARD = {
  title: 'customername',
  number: 'ordernumber',
  status: 'statusname',
  secondary: ['description', 'deadlinedate'],
};
const TEXTS = {
  search: 'orders.searchOrders',
  of: 'orders.of',
  noRows: 'orders.noRows',
  noMatches: 'orders.noMatches',
  totalRows: 'orders.totalRows',
};
const DELETE_TEXTS = {
  title: 'orders.deleteTitle',
  text: 'orders.deleteOrdersText',
  done: 'orders.deletedSuccess',
  button: 'orders.deleteSelected',
};

// Issue 11: the filters' dialog loads when it is first opened (or pointed at), not with the list.
const OrderFiltersDialog = lazyComponent(() =>
  import('./OrderFiltersDialog').then((m) => m.OrderFiltersDialog),
);

// Issue 11: opening /orders, its first page (with the tab, filters and list state the page will read) and the
// statuses are asked for as soon as this chunk runs (first-request.ts).
const opening = openingPage(/^\/orders\/?$/);
if (opening) {
  const type = listTypeOf(opening.search.get('type'));
  const { match, dates } = orderListFilter(
    readRemembered<number | 'all'>('/orders:status', 'all'),
    readRemembered<OrderFilters>('/orders:filters', NO_ORDER_FILTERS),
  );
  const body = { ...firstListRequest('/orders', NEWEST_FIRST, match), type, dates };
  startRequest(orderKeys.list(body), () => ordersApi.list(body));
  startRequest(ORDER_STATUSES_KEY, loadOrderStatuses);
}

/**
 * /orders (spec 01 §2, issue 7): all orders, my orders (?type=1: responsible or participant) and unassigned orders
 * (?type=2), 25 a page from the server, newest first, search on number, customer and description (debounced 500
 * ms), a status filter and the other filters in a dialog (type, category, responsible, customer, project, period),
 * shown as chips that remove one filter each; all remembered for the tab. On a phone a compact row of number,
 * customer and status.
 */
export function OrdersPage() {
  const { t } = useTranslation();
  const { access } = useSession();
  const navigate = useNavigate();
  const narrow = useNarrowScreen();
  const rights = orderRights(access);
  const [params, setParams] = useSearchParams();
  const type = listTypeOf(params.get('type'));
  const [status, setStatus] = useRememberedState<number | 'all'>('/orders:status', 'all');
  const [filters, setFilters] = useRememberedState<OrderFilters>('/orders:filters', NO_ORDER_FILTERS);
  const [filtering, setFiltering] = useState(false);
  // Once opened, the dialog stays mounted so that it closes with its transition.
  const [filtersUsed, setFiltersUsed] = useState(false);
  const lookups = useOrderFilterLookups(filtering || activeOrderFilterCount(filters) > 0);
  const statuses = useOrderStatuses();
  const { match, dates } = useMemo(() => orderListFilter(status, filters), [status, filters]);
  const load = useCallback((body: ListRequest) => ordersApi.list({ ...body, type, dates }), [type, dates]);
  const queryKey = useCallback(
    (body: ListRequest) => orderKeys.list({ ...body, type, dates }),
    [type, dates],
  );
  const bulkDelete = useBulkDelete({
    remove: (ids) => ordersApi.remove(ids),
    invalidate: orderKeys.all,
    texts: DELETE_TEXTS,
  });

  const columns = useMemo<GridColDef<OrderListRow>[]>(
    () => [
      { field: 'ordernumber', headerName: t('orders.field_ordernumber'), width: narrow ? 70 : 130 },
      {
        field: 'customername',
        headerName: t('orders.field_customer_id'),
        flex: 1.5,
        minWidth: narrow ? 110 : 150,
        sortable: false,
        // On a phone the list is cards (ORDER_CARD): customer, number, status, description and deadline.
      },
      {
        field: 'description',
        headerName: t('orders.field_description'),
        flex: 2,
        minWidth: 200,
        sortable: false,
      },
      {
        field: 'statusname',
        headerName: t('orders.field_status'),
        width: narrow ? 100 : 140,
        sortable: false,
      },
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
      {
        field: 'deadlinedate',
        headerName: t('orders.field_deadlinedate'),
        width: 120,
        valueFormatter: (v: string | null) => (v ? formatDate(v) : ''),
      },
    ],
    [t, narrow],
  );

  const tabs = [
    { value: 0, label: t('orders.type_all') },
    { value: 1, label: t('orders.type_mine') },
    ...(rights.unassigned ? [{ value: 2, label: t('orders.type_unassigned') }] : []),
  ];

  return (
    <Box sx={{ maxWidth: 1400 }}>
      <PageHeader
        title={t('routes.orders')}
        actions={
          rights.add ? (
            <Button variant="contained" startIcon={<Add />} component={RouterLink} to="/orders/add">
              {t('orders.addOrder')}
            </Button>
          ) : null
        }
      />
      <LiteTabs
        tabs={tabs.map((x) => ({ key: String(x.value), label: x.label }))}
        value={String(tabs.some((x) => x.value === type) ? type : 0)}
        label={t('routes.orders')}
        onSelect={(v) => setParams(v !== '0' ? { type: v } : {})}
        marginBottom={8}
      />
      <FilterChips filters={filters} lookups={lookups} onChange={setFilters} />
      {filtersUsed ? (
        <Suspense fallback={null}>
          <OrderFiltersDialog
            open={filtering}
            value={filters}
            lookups={lookups}
            onClose={() => setFiltering(false)}
            onApply={(f) => {
              setFilters(f);
              setFiltering(false);
            }}
          />
        </Suspense>
      ) : null}
      <ServerListGrid<OrderListRow>
        key={type}
        queryKey={queryKey}
        load={load}
        card={ORDER_CARD}
        columns={columns}
        hideOnNarrow={HIDE_ON_NARROW}
        defaultSort={NEWEST_FIRST}
        match={match}
        filtered={status !== 'all' || activeOrderFilterCount(filters) > 0}
        texts={TEXTS}
        searchWidth={{ basis: 320, max: 480 }}
        filters={
          <>
            <ListFilterSelect
              label={t('orders.filterStatus')}
              value={String(status)}
              options={[
                { value: 'all', label: t('orders.filterAll') },
                ...(statuses.data ?? []).map((s) => ({ value: String(s.status), label: s.name })),
              ]}
              onChange={(v) => setStatus(v === 'all' ? 'all' : Number(v))}
              width={180}
            />
            <Button
              variant="outlined"
              startIcon={
                <Badge badgeContent={activeOrderFilterCount(filters)} color="primary">
                  <FilterList />
                </Badge>
              }
              onPointerEnter={() => void OrderFiltersDialog.preload()}
              onFocus={() => void OrderFiltersDialog.preload()}
              onClick={() => {
                setFiltering(true);
                setFiltersUsed(true);
              }}
            >
              {t('orders.filters')}
            </Button>
          </>
        }
        onOpen={(row) => navigate(`/orders/${row.id}/detail`)}
        selectable={rights.remove}
        bulkAction={rights.remove ? bulkDelete : undefined}
      />
    </Box>
  );
}

/** The filters set (beside the status), a chip each; deleting a chip drops that filter. */
function FilterChips(props: {
  filters: OrderFilters;
  lookups: OrderFilterLookups;
  onChange: (filters: OrderFilters) => void;
}) {
  const { t } = useTranslation();
  const { filters, lookups, onChange } = props;
  const nameIn = (items: { id: number; name?: string }[] | undefined, id: number) =>
    items?.find((i) => i.id === id)?.name ?? `#${id}`;
  const chips: { key: string; label: string; drop: Partial<OrderFilters> }[] = [];
  if (filters.customer_id !== undefined)
    chips.push({
      key: 'customer',
      label: `${t('orders.field_customer_id')}: ${filters.customername ?? `#${filters.customer_id}`}`,
      drop: { customer_id: undefined, customername: undefined },
    });
  const listed = [
    ['responsible_id', lookups.users],
    ['ordertype_id', lookups.lists?.types],
    ['ordercategory_id', lookups.lists?.categories],
    ['project_id', lookups.lists?.projects],
  ] as const;
  for (const [key, items] of listed) {
    const id = filters[key];
    if (id !== undefined)
      chips.push({
        key,
        label: `${t(`orders.field_${key}`)}: ${nameIn(items, id)}`,
        drop: { [key]: undefined },
      });
  }
  if (filters.from || filters.to)
    chips.push({
      key: 'period',
      label: t('orders.filterPeriodChip', {
        field: t(`orders.field_${filters.datefield}`),
        from: filters.from ? formatDate(filters.from) : '…',
        to: filters.to ? formatDate(filters.to) : '…',
      }),
      drop: { from: undefined, to: undefined },
    });
  if (!chips.length) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }} data-testid="order-filter-chips">
      {chips.map((c) => (
        <Chip key={c.key} label={c.label} size="small" onDelete={() => onChange({ ...filters, ...c.drop })} />
      ))}
    </Box>
  );
}
