import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import NotificationsActive from '@mui/icons-material/NotificationsActive';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridRowSelectionModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import type { EquipmentListItem } from '@suite/shared/equipment/equipment.schema';
import { formatDate, formatNumber } from '@suite/shared/format/index';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useConfirm } from '../../app/confirm-dialog';
import { useSnackbar } from '../../app/snackbar';
import { useSession } from '../../platform/session';
import { ImportExportButtons } from '../customers/ImportExportButtons';
import { lookupLabel, useLookup } from '../products/use-lookup';
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
import { resourceApi, resourceKeys } from '../settings/resource.api';
import { useDebouncedValue } from '../settings/use-debounced-value';
import { useNarrowScreen } from '../settings/use-narrow-screen';
import { CustomerFilter } from './CustomerFilter';
import { rightsOf } from './equipment-form.logic';

const NO_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };
const HIDE_ON_NARROW = ['serialnumber', 'barcode', 'typename', 'nextvisit'];

/** The list's `match`: the chosen customer, type and open-SOS filter. */
export function equipmentListMatch(customer: number | null, type: number | '', sosOnly: boolean) {
  const m: Record<string, unknown> = {};
  if (customer !== null) m.customer_id = customer;
  if (type !== '') m.type_id = type;
  if (sosOnly) m.trackingdevice_sos = true;
  return Object.keys(m).length ? m : undefined;
}

/**
 * /equipments (spec 01 §2): the customers' equipment with server paging (25 a page), sorting, search (name, number,
 * serial number, barcode; debounced 500 ms, spec 01 §9), filters for customer, type and open SOS, import and export.
 */
export function EquipmentListPage() {
  const { t } = useTranslation();
  const { access, language } = useSession();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const narrow = useNarrowScreen();
  const rights = rightsOf(access, 'equipments');
  const types = useLookup('equipmenttypes');

  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: DEFAULT_PAGE_SIZE });
  const [sortModel, setSortModel] = useState<GridSortModel>([{ field: 'name', sort: 'asc' }]);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  const [customer, setCustomer] = useState<{ id: number; name: string } | null>(null);
  const [type, setType] = useState<number | ''>('');
  const [sosOnly, setSosOnly] = useState(false);
  const [selection, setSelection] = useState<GridRowSelectionModel>(NO_SELECTION);

  const body = useMemo(
    () =>
      buildListRequest({
        page: pagination.page,
        pageSize: pagination.pageSize,
        sortModel,
        search,
        match: equipmentListMatch(customer?.id ?? null, type, sosOnly),
      }),
    [pagination, sortModel, search, customer, type, sosOnly],
  );
  const list = useQuery({
    queryKey: resourceKeys.list('equipments', body),
    queryFn: () => resourceApi.list<EquipmentListItem & { id: number }>('equipments', body),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.items ?? [];
  const totalLabel = formatListTotal(list.data?.total ?? 0, list.data?.totalcapped, (n) =>
    formatNumber(n, 0),
  );
  const chosen = selection.type === 'include' ? selectedIds(selection.ids) : [];

  const columns = useMemo<GridColDef<EquipmentListItem>[]>(() => {
    const all: GridColDef<EquipmentListItem>[] = [
      {
        field: 'name',
        headerName: t('equipment.field_name'),
        flex: 1.6,
        minWidth: 200,
        renderCell: (p) => (
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
            {p.row.trackingdevice_sos ? (
              <NotificationsActive fontSize="small" color="error" titleAccess={t('equipment.sosActive')} />
            ) : null}
            <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
              {p.row.name}
            </Box>
          </Box>
        ),
      },
      {
        field: 'customername',
        headerName: t('equipment.field_customer_id'),
        flex: 1.4,
        minWidth: 160,
        sortable: false,
      },
      { field: 'serialnumber', headerName: t('equipment.field_serialnumber'), flex: 1, minWidth: 130 },
      { field: 'barcode', headerName: t('equipment.field_barcode'), flex: 0.7, minWidth: 100 },
      {
        field: 'typename',
        headerName: t('equipment.field_type_id'),
        flex: 1,
        minWidth: 120,
        sortable: false,
      },
      {
        field: 'nextvisit',
        headerName: t('equipment.field_nextvisit'),
        width: 130,
        valueFormatter: (v) => (v ? formatDate(v as string) : ''),
      },
      {
        field: 'trackingdevice_sos',
        headerName: t('equipment.field_trackingdevice_sos'),
        width: 80,
        renderCell: (p) =>
          p.value ? (
            <Chip size="small" color="error" label={t('equipment.field_trackingdevice_sos')} />
          ) : null,
      },
      {
        field: 'isactive',
        headerName: t('equipment.field_isactive'),
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
        `${formatNumber(from, 0)}–${formatNumber(to, 0)} ${t('settings.of')} ${totalLabel}`,
      noRowsLabel: search || body.match ? t('settings.noMatches') : t('settings.noRows'),
    }),
    [language, t, totalLabel, search, body.match],
  );

  const removeSelected = async () => {
    const ok = await confirm({
      title: t('settings.deleteTitle'),
      text: t('settings.deleteText', { count: chosen.length }),
      confirmText: t('settings.delete'),
    });
    if (!ok) return;
    try {
      await resourceApi.remove('equipments', chosen);
      snackbar.success(t('settings.deletedSuccess', { count: chosen.length }));
      setSelection(NO_SELECTION);
    } catch {
      // the api client has shown which records still use it (spec 01 §8)
    }
    await queryClient.invalidateQueries({ queryKey: resourceKeys.all('equipments') });
  };

  const resetPage = () => setPagination((p) => ({ ...p, page: 0 }));
  return (
    <Box sx={{ maxWidth: 1400 }}>
      <PageHeader
        title={t('equipment.listTitle')}
        subtitle={t('equipment.listDescription')}
        actions={
          <>
            <ImportExportButtons
              resource="equipments"
              fieldLabel={(f) => `equipment.field_${f}`}
              canImport={rights.add}
            />
            {rights.add ? (
              <Button variant="contained" startIcon={<Add />} component={RouterLink} to="/equipments/add">
                {t('equipment.add')}
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
            placeholder={t('settings.search')}
            sx={{ flex: '1 1 220px', maxWidth: { sm: 300 } }}
            slotProps={{
              htmlInput: { 'aria-label': t('settings.search') },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <Search fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
          <Box sx={{ flex: '1 1 220px', maxWidth: { sm: 300 } }}>
            <CustomerFilter
              value={customer}
              onChange={(o) => {
                setCustomer(o);
                resetPage();
              }}
              label={t('equipment.filterCustomer')}
            />
          </Box>
          <TextField
            select
            size="small"
            label={t('equipment.filterType')}
            value={type}
            onChange={(e) => {
              setType(e.target.value === '' ? '' : Number(e.target.value));
              resetPage();
            }}
            sx={{ width: 180 }}
          >
            <MenuItem value="">{t('equipment.allTypes')}</MenuItem>
            {(types.data ?? []).map((r) => (
              <MenuItem key={r.id} value={r.id}>
                {lookupLabel(r)}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            control={
              <Switch
                checked={sosOnly}
                color="error"
                onChange={(_, c) => {
                  setSosOnly(c);
                  resetPage();
                }}
              />
            }
            label={t('equipment.filterSos')}
          />
          <Box sx={{ flex: '1 1 auto', color: 'text.secondary', typography: 'body2', textAlign: 'right' }}>
            {list.data ? t('settings.totalRows', { total: totalLabel }) : null}
          </Box>
          {rights.remove && chosen.length > 0 ? (
            <Button
              color="error"
              variant="outlined"
              startIcon={<DeleteOutlined />}
              onClick={() => void removeSelected()}
            >
              {t('settings.deleteSelected', { count: chosen.length })}
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
            if (p.field !== '__check__') navigate(`/equipments/${p.row.id}/detail`);
          }}
          onCellKeyDown={(p, event) => {
            if (event.key === 'Enter' && p.field !== '__check__') navigate(`/equipments/${p.row.id}/detail`);
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
