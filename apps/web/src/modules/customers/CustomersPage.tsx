import Add from '@mui/icons-material/Add';
import Star from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { readRemembered, useRememberedState } from '../../platform/remembered-state';
import { useSession } from '../../platform/session';
import { ActiveChip } from '../settings/ActiveChip';
import { PageHeader } from '../settings/PageHeader';
import type { ListRequest } from '../settings/resource.types';
import { ServerListGrid, useBulkDelete } from '../settings/ServerListGrid';
import { firstListRequest, openingPage, startRequest } from '../settings/first-request';
import { customerRights } from './customer-form.logic';
import { customerKeys, customersApi, type Customer } from './customers.api';
import { customerListMatch, type KindFilter, type StatusFilter } from './customers-list.logic';
import { ImportExportButtons } from './ImportExportButtons';
import { ListFilterSelect } from '../settings/ListFilterSelect';
import { formatOrganisationNumber, formatPhone } from '@suite/shared/format/contact-format';

const HIDE_ON_NARROW = ['organizationnumber', 'phone', 'email', 'customernumber'];
const BY_NAME = [{ field: 'name', sort: 'asc' as const }];
const TEXTS = {
  search: 'customers.searchCustomers',
  of: 'customers.of',
  noRows: 'customers.noRows',
  noMatches: 'customers.noMatches',
  totalRows: 'customers.totalRows',
};
const NAME_CELL = { display: 'inline-flex', alignItems: 'center', gap: 4, minWidth: 0 } as const;
const NAME_TEXT = { overflow: 'hidden', textOverflow: 'ellipsis' } as const;
const STATUS_FILTERS: StatusFilter[] = ['active', 'inactive', 'all'];
const STATUS_FILTER_TEXT: Record<StatusFilter, string> = {
  active: 'customers.filterActive',
  inactive: 'customers.filterInactive',
  all: 'customers.filterAll',
};
const KIND_FILTERS: KindFilter[] = ['all', 'customers', 'suppliers', 'private', 'favourites'];
const KIND_FILTER_TEXT: Record<KindFilter, string> = {
  all: 'customers.filterAll',
  customers: 'customers.filterCustomers',
  suppliers: 'customers.filterSuppliers',
  private: 'customers.filterPrivate',
  favourites: 'customers.filterFavourites',
};
const DELETE_TEXTS = {
  title: 'customers.deleteTitle',
  text: 'customers.deleteCustomersText',
  done: 'customers.deletedSuccess',
  button: 'customers.deleteSelected',
};

// Issue 11: opening /customers, its first page is asked for as soon as this chunk runs (first-request.ts), with
// the filters and list state the page will read.
if (openingPage(/^\/customers\/?$/)) {
  const match = customerListMatch(
    readRemembered<StatusFilter>('/customers:status', 'active'),
    readRemembered<KindFilter>('/customers:kind', 'all'),
  );
  const body = firstListRequest('/customers', BY_NAME, match);
  startRequest(customerKeys.list(body), () => customersApi.list(body));
}

/**
 * /customers (spec 01 §2): every customer of the tenant with server paging (25 a page), sorting by name, search
 * (debounced 500 ms) and filters for active/inactive and customer/supplier/private, import and export.
 */
export function CustomersPage() {
  const { t } = useTranslation();
  const { access } = useSession();
  const navigate = useNavigate();
  const rights = customerRights(access);
  // The filters survive opening a customer and coming back (issue 12), like the grid's search and page.
  const [status, setStatus] = useRememberedState<StatusFilter>('/customers:status', 'active');
  const [kind, setKind] = useRememberedState<KindFilter>('/customers:kind', 'all');
  const match = useMemo(() => customerListMatch(status, kind), [status, kind]);
  // The export writes the rows the list shows: its search, filters and order (issue 12).
  const [request, setRequest] = useState<ListRequest | null>(null);
  const bulkDelete = useBulkDelete({
    remove: (ids) => customersApi.remove(ids),
    invalidate: customerKeys.all,
    texts: DELETE_TEXTS,
  });

  const columns = useMemo<GridColDef<Customer>[]>(
    () => [
      { field: 'customernumber', headerName: t('customers.field_customernumber'), width: 140 },
      {
        field: 'name',
        headerName: t('customers.field_name'),
        flex: 2,
        minWidth: 200,
        // Plain elements (issue 11): a phone's 25 cards draw the name without a styled component each.
        renderCell: (p) => (
          <span style={NAME_CELL}>
            {p.row.isfavourite ? <Star fontSize="small" sx={{ color: 'warning.main' }} /> : null}
            <span style={NAME_TEXT}>{p.row.name}</span>
          </span>
        ),
      },
      {
        field: 'organizationnumber',
        headerName: t('customers.field_organizationnumber'),
        valueFormatter: (value: string | null) => formatOrganisationNumber(value),
        flex: 1,
        minWidth: 180,
      },
      { field: 'city', headerName: t('customers.field_city'), flex: 1, minWidth: 120 },
      {
        field: 'phone',
        headerName: t('customers.field_phone'),
        flex: 1,
        minWidth: 130,
        valueFormatter: (value: string | null) => formatPhone(value),
      },
      { field: 'email', headerName: t('customers.field_email'), flex: 1.5, minWidth: 180 },
      {
        field: 'isactive',
        headerName: t('customers.filterStatus'),
        width: 110,
        renderCell: (p) => <ActiveChip active={Boolean(p.value)} />,
      },
    ],
    [t],
  );

  return (
    <Box sx={{ maxWidth: 1400 }}>
      <PageHeader
        title={t('routes.customers')}
        actions={
          <>
            <ImportExportButtons
              resource="customers"
              fieldLabel={(f) => `customers.field_${f}`}
              canImport={rights.add}
              filter={{ search: request?.search, match, sort: request?.sort }}
            />
            {rights.add ? (
              <Button variant="contained" startIcon={<Add />} component={RouterLink} to="/customers/add">
                {t('customers.addCustomer')}
              </Button>
            ) : null}
          </>
        }
      />
      <ServerListGrid<Customer>
        queryKey={customerKeys.list}
        load={customersApi.list}
        columns={columns}
        card={{ title: 'name', number: 'customernumber', status: 'isactive', secondary: ['city', 'phone'] }}
        hideOnNarrow={HIDE_ON_NARROW}
        defaultSort={BY_NAME}
        match={match}
        onRequestChange={setRequest}
        texts={TEXTS}
        searchWidth={{ basis: 320, max: 480 }}
        filters={
          <>
            <ListFilterSelect
              label={t('customers.filterStatus')}
              value={status}
              options={STATUS_FILTERS.map((v) => ({ value: v, label: t(STATUS_FILTER_TEXT[v]) }))}
              onChange={(v) => setStatus(v as StatusFilter)}
              width={140}
            />
            <ListFilterSelect
              label={t('customers.filterKind')}
              value={kind}
              options={KIND_FILTERS.map((v) => ({ value: v, label: t(KIND_FILTER_TEXT[v]) }))}
              onChange={(v) => setKind(v as KindFilter)}
              width={180}
            />
          </>
        }
        onOpen={(row) => navigate(`/customers/${row.id}/detail`)}
        selectable={rights.remove}
        bulkAction={rights.remove ? bulkDelete : undefined}
      />
    </Box>
  );
}
