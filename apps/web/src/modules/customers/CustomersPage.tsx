import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Search from '@mui/icons-material/Search';
import Star from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridRowSelectionModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import { formatNumber } from '@suite/shared/format/index';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useConfirm } from '../../app/confirm-dialog';
import { useSnackbar } from '../../app/snackbar';
import { useSession } from '../../platform/session';
import { ActiveChip } from '../settings/ActiveChip';
import { gridLocaleText } from '../settings/data-grid-locale';
import { PageHeader } from '../settings/PageHeader';
import {
  buildListRequest,
  DEFAULT_PAGE_SIZE,
  formatListTotal,
  PAGE_SIZE_OPTIONS,
  SEARCH_DEBOUNCE_MS,
  selectedIds,
} from '../settings/resource-list.logic';
import { useDebouncedValue } from '../settings/use-debounced-value';
import { useNarrowScreen } from '../settings/use-narrow-screen';
import { customerRights } from './customer-form.logic';
import { customerKeys, customersApi, type Customer } from './customers.api';
import { customerListMatch, type KindFilter, type StatusFilter } from './customers-list.logic';
import { ImportExportButtons } from './ImportExportButtons';

const NO_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };
const HIDE_ON_NARROW = ['organizationnumber', 'phone', 'email', 'customernumber'];

/**
 * /customers (spec 01 §2): every customer of the tenant with server paging (25 a page), sorting by name, search
 * (debounced 500 ms) and filters for active/inactive and customer/supplier/private, import and export.
 */
export function CustomersPage() {
  const { t } = useTranslation();
  const { access, language } = useSession();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const narrow = useNarrowScreen();
  const rights = customerRights(access);

  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: DEFAULT_PAGE_SIZE });
  const [sortModel, setSortModel] = useState<GridSortModel>([{ field: 'name', sort: 'asc' }]);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  const [status, setStatus] = useState<StatusFilter>('active');
  const [kind, setKind] = useState<KindFilter>('all');
  const [selection, setSelection] = useState<GridRowSelectionModel>(NO_SELECTION);

  const body = useMemo(
    () =>
      buildListRequest({
        page: pagination.page,
        pageSize: pagination.pageSize,
        sortModel,
        search,
        match: customerListMatch(status, kind),
      }),
    [pagination, sortModel, search, status, kind],
  );
  const list = useQuery({
    queryKey: customerKeys.list(body),
    queryFn: () => customersApi.list(body),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.items ?? [];
  const totalLabel = formatListTotal(list.data?.total ?? 0, list.data?.totalcapped, (n) =>
    formatNumber(n, 0),
  );
  const chosen = selection.type === 'include' ? selectedIds(selection.ids) : [];

  const columns = useMemo<GridColDef<Customer>[]>(() => {
    const all: GridColDef<Customer>[] = [
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
        flex: 1,
        minWidth: 180,
      },
      { field: 'city', headerName: t('customers.field_city'), flex: 1, minWidth: 120 },
      { field: 'phone', headerName: t('customers.field_phone'), flex: 1, minWidth: 130 },
      { field: 'email', headerName: t('customers.field_email'), flex: 1.5, minWidth: 180 },
      {
        field: 'isactive',
        headerName: t('customers.filterStatus'),
        width: 110,
        renderCell: (p) => <ActiveChip active={Boolean(p.value)} />,
      },
    ];
    return narrow ? all.filter((c) => !HIDE_ON_NARROW.includes(c.field)) : all;
  }, [t, narrow]);

  const localeText = useMemo(
    () => ({
      ...gridLocaleText(language),
      // A capped count is a lower bound: '1–25 of 10 000+' (DESIGN: count exactly up to a cap).
      paginationDisplayedRows: ({ from, to }: { from: number; to: number }) =>
        `${formatNumber(from, 0)}–${formatNumber(to, 0)} ${t('customers.of')} ${totalLabel}`,
      noRowsLabel: search ? t('customers.noMatches') : t('customers.noRows'),
    }),
    [language, t, totalLabel, search],
  );

  const removeSelected = async () => {
    const ok = await confirm({
      title: t('customers.deleteTitle'),
      text: t('customers.deleteCustomersText', { count: chosen.length }),
    });
    if (!ok) return;
    try {
      await customersApi.remove(chosen);
      snackbar.success(t('customers.deletedSuccess', { count: chosen.length }));
      setSelection(NO_SELECTION);
    } catch {
      // the api client has shown which records still use it (spec 01 §8)
    }
    await queryClient.invalidateQueries({ queryKey: customerKeys.all });
  };

  const resetPage = () => setPagination((p) => ({ ...p, page: 0 }));
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
            />
            {rights.add ? (
              <Button variant="contained" startIcon={<Add />} component={RouterLink} to="/customers/add">
                {t('customers.addCustomer')}
              </Button>
            ) : null}
          </>
        }
      />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 1.5,
            px: 2,
            py: 1.5,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <TextField
            size="small"
            value={searchText}
            onChange={(e) => {
              setSearchText(e.target.value);
              resetPage();
            }}
            placeholder={t('customers.searchCustomers')}
            sx={{ flex: '1 1 320px', maxWidth: { sm: 480 } }}
            slotProps={{
              htmlInput: { 'aria-label': t('customers.searchCustomers') },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <Search fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
          <TextField
            select
            size="small"
            label={t('customers.filterStatus')}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as StatusFilter);
              resetPage();
            }}
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
            onChange={(e) => {
              setKind(e.target.value as KindFilter);
              resetPage();
            }}
            sx={{ width: 180 }}
          >
            <MenuItem value="all">{t('customers.filterAll')}</MenuItem>
            <MenuItem value="customers">{t('customers.filterCustomers')}</MenuItem>
            <MenuItem value="suppliers">{t('customers.filterSuppliers')}</MenuItem>
            <MenuItem value="private">{t('customers.filterPrivate')}</MenuItem>
            <MenuItem value="favourites">{t('customers.filterFavourites')}</MenuItem>
          </TextField>
          <Box sx={{ flex: '1 1 auto', color: 'text.secondary', typography: 'body2', textAlign: 'right' }}>
            {list.data ? t('customers.totalRows', { total: totalLabel }) : null}
          </Box>
          {rights.remove && chosen.length > 0 ? (
            <Button
              color="error"
              variant="outlined"
              startIcon={<DeleteOutlined />}
              onClick={() => void removeSelected()}
            >
              {t('customers.deleteSelected', { count: chosen.length })}
            </Button>
          ) : null}
        </Box>
        <DataGrid
          rows={rows}
          columns={columns}
          getRowId={(row) => row.id}
          loading={list.isFetching}
          autoHeight
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          rowCount={list.data?.total ?? 0}
          paginationModel={pagination}
          onPaginationModelChange={(model) => {
            setPagination(model);
            setSelection(NO_SELECTION);
          }}
          pageSizeOptions={PAGE_SIZE_OPTIONS}
          sortModel={sortModel}
          onSortModelChange={(model) => {
            setSortModel(model);
            resetPage();
          }}
          checkboxSelection={rights.remove}
          disableRowSelectionOnClick
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          onCellClick={(p) => {
            if (p.field !== '__check__') navigate(`/customers/${p.row.id}/detail`);
          }}
          onCellKeyDown={(p, event) => {
            if (event.key === 'Enter' && p.field !== '__check__') navigate(`/customers/${p.row.id}/detail`);
          }}
          disableColumnFilter
          disableColumnMenu={narrow}
          localeText={localeText}
          sx={{
            border: 0,
            '& .MuiDataGrid-row': { cursor: 'pointer' },
            '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 600 },
          }}
        />
      </Paper>
    </Box>
  );
}
