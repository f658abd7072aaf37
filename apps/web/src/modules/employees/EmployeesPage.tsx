import Add from '@mui/icons-material/Add';
import PersonOff from '@mui/icons-material/PersonOff';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridRowSelectionModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import { EMPLOYEE_DEFAULT_SORT, type Employee } from '@suite/shared/employees/employee.schema';
import { formatNumber } from '@suite/shared/format/index';
import { isAdmin } from '@suite/shared/users/permissions';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useConfirm } from '../../app/confirm-dialog';
import { useSnackbar } from '../../app/snackbar';
import { api } from '../../platform/api';
import { useSession } from '../../platform/session';
import { ActiveChip } from '../settings/ActiveChip';
import { gridLocaleText } from '../settings/data-grid-locale';
import { PageHeader } from '../settings/PageHeader';
import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZE_OPTIONS,
  SEARCH_DEBOUNCE_MS,
  buildListRequest,
  formatListTotal,
  selectedIds,
  toGridSortModel,
} from '../settings/resource-list.logic';
import { resourceKeys } from '../settings/resource.api';
import type { ListResponse } from '../settings/resource.types';
import { useDebouncedValue } from '../settings/use-debounced-value';
import { useNarrowScreen } from '../settings/use-narrow-screen';

type Shown = 'active' | 'inactive' | 'all';
const MATCH: Record<Shown, Record<string, boolean> | undefined> = {
  active: { isactive: true },
  inactive: { isactive: false },
  all: undefined,
};
const NO_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };

/**
 * /employees (admin only, spec 01 §2): the members of the company with server paging, sorting and a debounced
 * search (spec 01 §9). Employees are deactivated, never deleted: hours and orders keep referring to them.
 */
export function EmployeesPage() {
  const { t } = useTranslation();
  const { access, language, user } = useSession();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const narrow = useNarrowScreen();
  const admin = access ? isAdmin(access) || access.issuperadmin : false;

  const [shown, setShown] = useState<Shown>('active');
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: DEFAULT_PAGE_SIZE });
  const [sortModel, setSortModel] = useState<GridSortModel>(() => toGridSortModel(EMPLOYEE_DEFAULT_SORT));
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  const [selection, setSelection] = useState<GridRowSelectionModel>(NO_SELECTION);

  const body = useMemo(
    () =>
      buildListRequest({
        page: pagination.page,
        pageSize: pagination.pageSize,
        sortModel,
        search,
        match: MATCH[shown],
      }),
    [pagination, sortModel, search, shown],
  );
  const list = useQuery({
    queryKey: resourceKeys.list('employees', body),
    queryFn: () => api.post<ListResponse<Employee>>('employees/list', body),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.items ?? [];
  const totalLabel = formatListTotal(list.data?.total ?? 0, list.data?.totalcapped, (n) =>
    formatNumber(n, 0),
  );
  const chosen = (
    selection.type === 'include'
      ? selectedIds(selection.ids)
      : rows.filter((r) => r.isactive && !selection.ids.has(r.id)).map((r) => r.id)
  ).filter((id) => id !== user?.id);

  const columns = useMemo<GridColDef<Employee>[]>(() => {
    const all: GridColDef<Employee>[] = [
      { field: 'name', headerName: t('employees.field_name'), flex: 1.3, minWidth: 160 },
      { field: 'initial', headerName: t('employees.field_initial'), flex: 0.4, minWidth: 80 },
      { field: 'username', headerName: t('employees.field_username'), flex: 0.8, minWidth: 110 },
      { field: 'email', headerName: t('employees.field_email'), flex: 1.3, minWidth: 170 },
      {
        field: 'role_id',
        headerName: t('employees.field_role_id'),
        flex: 0.8,
        minWidth: 130,
        valueGetter: (value) => (value ? t(`employees.role_${String(value)}`) : ''),
      },
      {
        field: 'departmentname',
        headerName: t('employees.field_departmentname'),
        flex: 0.8,
        minWidth: 110,
        sortable: false,
      },
      {
        field: 'external_employee_number',
        headerName: t('employees.list_external_employee_number'),
        flex: 0.5,
        minWidth: 90,
      },
      {
        field: 'isactive',
        headerName: t('employees.field_isactive'),
        minWidth: 110,
        renderCell: (params) => <ActiveChip active={Boolean(params.value)} />,
      },
    ];
    const hidden = narrow ? ['username', 'email', 'departmentname', 'external_employee_number'] : [];
    return all.filter((c) => !hidden.includes(c.field));
  }, [t, narrow]);

  const localeText = useMemo(
    () => ({
      ...gridLocaleText(language),
      paginationDisplayedRows: ({ from, to }: { from: number; to: number }) =>
        `${formatNumber(from, 0)}–${formatNumber(to, 0)} ${t('settings.of')} ${totalLabel}`,
      noRowsLabel: search ? t('settings.noMatches') : t('settings.noRows'),
    }),
    [language, t, totalLabel, search],
  );

  const deactivate = async () => {
    if (chosen.length === 0) return;
    const ok = await confirm({
      title: t('employees.deactivateTitle'),
      text: t('employees.deactivateText', { count: chosen.length }),
      confirmText: t('employees.deactivate'),
    });
    if (!ok) return;
    try {
      const r = await api.post<{ deactivated: number[] }>('employees/deactivate', { ids: chosen });
      snackbar.success(t('employees.deactivatedSuccess', { count: r.deactivated.length }));
      setSelection(NO_SELECTION);
    } catch {
      // the api client has shown the server's message (spec 01 §8)
    }
    await queryClient.invalidateQueries({ queryKey: resourceKeys.all('employees') });
  };

  return (
    <Box sx={{ maxWidth: 1200 }}>
      <PageHeader
        title={t('employees.title')}
        subtitle={t('employees.description')}
        actions={
          admin ? (
            <Button variant="contained" startIcon={<Add />} onClick={() => navigate('/employees/actions')}>
              {t('employees.newEmployee')}
            </Button>
          ) : null
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
              setPagination((p) => ({ ...p, page: 0 }));
            }}
            placeholder={t('settings.search')}
            sx={{ flex: '1 1 220px', maxWidth: { sm: 320 } }}
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
          <ToggleButtonGroup
            size="small"
            exclusive
            value={shown}
            onChange={(_, value: Shown | null) => {
              if (!value) return;
              setShown(value);
              setSelection(NO_SELECTION);
              setPagination((p) => ({ ...p, page: 0 }));
            }}
          >
            <ToggleButton value="active">{t('employees.filterActive')}</ToggleButton>
            <ToggleButton value="inactive">{t('employees.filterInactive')}</ToggleButton>
            <ToggleButton value="all">{t('employees.filterAll')}</ToggleButton>
          </ToggleButtonGroup>
          <Box sx={{ flex: '1 1 auto', color: 'text.secondary', typography: 'body2' }}>
            {list.data ? t('settings.totalRows', { total: totalLabel }) : null}
          </Box>
          {admin && chosen.length > 0 ? (
            <Button
              color="error"
              variant="outlined"
              startIcon={<PersonOff />}
              onClick={() => void deactivate()}
            >
              {t('employees.deactivateSelected', { count: chosen.length })}
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
            setPagination((p) => ({ ...p, page: 0 }));
          }}
          checkboxSelection={admin && shown !== 'inactive'}
          isRowSelectable={(params) => params.row.isactive && params.row.id !== user?.id}
          disableRowSelectionOnClick
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          onCellClick={(params) => {
            if (params.field !== '__check__') navigate(`/employees/actions/${params.row.id}`);
          }}
          onCellKeyDown={(params, event) => {
            if (event.key === 'Enter' && params.field !== '__check__')
              navigate(`/employees/actions/${params.row.id}`);
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
