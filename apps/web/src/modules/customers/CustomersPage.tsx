import Add from '@mui/icons-material/Add';
import Star from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
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
        renderCell: (p) => (
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
            {p.row.isfavourite ? <Star fontSize="small" sx={{ color: 'warning.main' }} /> : null}
            <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
              {p.row.name}
            </Box>
          </Box>
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
            <TextField
              select
              size="small"
              label={t('customers.filterStatus')}
              value={status}
              onChange={(e) => setStatus(e.target.value as StatusFilter)}
              sx={{ width: 140 }}
            >
              <MenuItem value="active">{t('customers.filterActive')}</MenuItem>
              <MenuItem value="inactive">{t('customers.filterInactive')}</MenuItem>
              <MenuItem value="all">{t('customers.filterAll')}</MenuItem>
            </TextField>
            <TextField
              select
              size="small"
              label={t('customers.filterKind')}
              value={kind}
              onChange={(e) => setKind(e.target.value as KindFilter)}
              sx={{ width: 180 }}
            >
              <MenuItem value="all">{t('customers.filterAll')}</MenuItem>
              <MenuItem value="customers">{t('customers.filterCustomers')}</MenuItem>
              <MenuItem value="suppliers">{t('customers.filterSuppliers')}</MenuItem>
              <MenuItem value="private">{t('customers.filterPrivate')}</MenuItem>
              <MenuItem value="favourites">{t('customers.filterFavourites')}</MenuItem>
            </TextField>
          </>
        }
        onOpen={(row) => navigate(`/customers/${row.id}/detail`)}
        selectable={rights.remove}
        bulkAction={rights.remove ? bulkDelete : undefined}
      />
    </Box>
  );
}
