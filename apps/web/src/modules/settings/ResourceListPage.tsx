import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridRowSelectionModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import { formatDate, formatDateTime, formatNumber } from '@suite/shared/format/index';
import { canChange } from '@suite/shared/users/permissions';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useConfirm } from '../../app/confirm-dialog';
import { useSnackbar } from '../../app/snackbar';
import { useSession } from '../../platform/session';
import { ActiveChip } from './ActiveChip';
import { gridLocaleText } from './data-grid-locale';
import { PageHeader } from './PageHeader';
import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZE_OPTIONS,
  SEARCH_DEBOUNCE_MS,
  buildListRequest,
  formatListTotal,
  selectedIds,
  toGridSortModel,
} from './resource-list.logic';
import { resourceApi, resourceKeys } from './resource.api';
import type { ListSort, ResourceColumn, ResourceFormConfig, ResourceRow } from './resource.types';
import { ResourceEditDialog } from './ResourceEditDialog';
import { useDebouncedValue } from './use-debounced-value';
import { useNarrowScreen } from './use-narrow-screen';

export type ResourceListPageProps = {
  /** Path of the generic resource, e.g. 'departments' (POST departments/list ...). */
  resource: string;
  /** Translation key of the page title. */
  title: string;
  /** Translation key of a line under the title. */
  description?: string;
  columns: ResourceColumn[];
  /** Edit in the generic dialog ... */
  form?: ResourceFormConfig;
  /** Translation keys of the dialog title when adding and editing. */
  dialogTitles?: { create: string; edit: string };
  /** ... or on a page of its own: the path for a record id, or for 'new'. */
  editPath?: (id: number | 'new') => string;
  defaultSort?: ListSort;
  /** A fixed filter of this screen, sent as `match`. */
  match?: Record<string, unknown>;
  /** Columns hidden on a phone. */
  hideOnNarrow?: string[];
  /** Extra buttons in the title row. */
  actions?: ReactNode;
};

const NO_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };

/**
 * The generic list screen of a settings resource: server-side paging, sorting and search (spec 01 §9: page size
 * 25, search debounce 500 ms), add and edit through a dialog or a page, multi-select delete after a confirm.
 */
export function ResourceListPage(props: ResourceListPageProps) {
  const { resource, title, description, columns, form, editPath, defaultSort, match, hideOnNarrow, actions } =
    props;
  const { t } = useTranslation();
  const { access, language } = useSession();
  const snackbar = useSnackbar();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const narrow = useNarrowScreen();
  // spec 01 §6: role 3 (and a user without a role) may look but not change.
  const mayChange = access ? canChange(access) : false;

  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: DEFAULT_PAGE_SIZE });
  const [sortModel, setSortModel] = useState<GridSortModel>(() => toGridSortModel(defaultSort));
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  const [selection, setSelection] = useState<GridRowSelectionModel>(NO_SELECTION);
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);

  const body = useMemo(
    () =>
      buildListRequest({ page: pagination.page, pageSize: pagination.pageSize, sortModel, search, match }),
    [pagination, sortModel, search, match],
  );
  const list = useQuery({
    queryKey: resourceKeys.list(resource, body),
    queryFn: () => resourceApi.list<ResourceRow>(resource, body),
    placeholderData: keepPreviousData,
  });
  const rows = useMemo(() => list.data?.items ?? [], [list.data]);
  const total = list.data?.total ?? 0;
  const totalLabel = formatListTotal(total, list.data?.totalcapped, (n) => formatNumber(n, 0));

  const gridColumns = useMemo<GridColDef<ResourceRow>[]>(
    () => columns.filter((c) => !(narrow && hideOnNarrow?.includes(c.field))).map((c) => toGridColumn(c, t)),
    [columns, narrow, hideOnNarrow, t],
  );

  const chosen = useMemo(
    () =>
      selection.type === 'include'
        ? selectedIds(selection.ids)
        : selectedIds(rows.map((r) => r.id).filter((id) => !selection.ids.has(id))),
    [selection, rows],
  );

  const localeText = useMemo(
    () => ({
      ...gridLocaleText(language),
      // A capped count is a lower bound: '1–25 of 10 000+' (DESIGN.md: count exactly up to a cap).
      paginationDisplayedRows: ({ from, to }: { from: number; to: number }) =>
        `${formatNumber(from, 0)}–${formatNumber(to, 0)} ${t('settings.of')} ${totalLabel}`,
      noRowsLabel: search ? t('settings.noMatches') : t('settings.noRows'),
    }),
    [language, t, totalLabel, search],
  );

  const open = (id: number | null) => {
    if (editPath) navigate(editPath(id ?? 'new'));
    else if (form) setEditing({ id });
  };

  const removeSelected = async () => {
    const ids = chosen;
    if (ids.length === 0) return;
    const ok = await confirm({
      title: t('settings.deleteTitle'),
      text: t('settings.deleteText', { count: ids.length }),
      confirmText: t('settings.delete'),
    });
    if (!ok) return;
    try {
      await resourceApi.remove(resource, ids);
      snackbar.success(t('settings.deletedSuccess', { count: ids.length }));
      setSelection(NO_SELECTION);
    } catch {
      // the api client has shown the server's message (spec 01 §8)
    }
    await queryClient.invalidateQueries({ queryKey: resourceKeys.all(resource) });
  };

  return (
    <Box sx={{ maxWidth: 1200 }}>
      <PageHeader
        title={t(title)}
        subtitle={description ? t(description) : undefined}
        actions={
          <>
            {actions}
            {mayChange && (form || editPath) ? (
              <Button variant="contained" startIcon={<Add />} onClick={() => open(null)}>
                {t('settings.add')}
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
              setPagination((p) => ({ ...p, page: 0 }));
            }}
            placeholder={t('settings.search')}
            sx={{ flex: '1 1 240px', maxWidth: { sm: 360 } }}
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
          <Box sx={{ flex: '1 1 auto', color: 'text.secondary', typography: 'body2' }}>
            {list.data ? t('settings.totalRows', { total: totalLabel }) : null}
          </Box>
          {mayChange && chosen.length > 0 ? (
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
          columns={gridColumns}
          getRowId={(row) => row.id}
          loading={list.isFetching}
          autoHeight
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          rowCount={total}
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
          checkboxSelection={mayChange}
          disableRowSelectionOnClick
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          onCellClick={(params) => {
            if (params.field !== '__check__') open(params.row.id);
          }}
          onCellKeyDown={(params, event) => {
            if (event.key === 'Enter' && params.field !== '__check__') open(params.row.id);
          }}
          disableColumnFilter
          disableColumnMenu={narrow}
          localeText={localeText}
          sx={{
            border: 0,
            '& .MuiDataGrid-row': { cursor: form || editPath ? 'pointer' : 'default' },
            '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 600 },
          }}
        />
      </Paper>
      {form && editing ? (
        <ResourceEditDialog
          key={editing.id ?? 'new'}
          resource={resource}
          id={editing.id}
          open
          titles={props.dialogTitles ?? { create: 'settings.addTitle', edit: 'settings.editTitle' }}
          form={form}
          readOnly={!mayChange}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Box>
  );
}

function toGridColumn(column: ResourceColumn, t: (key: string) => string): GridColDef<ResourceRow> {
  const base: GridColDef<ResourceRow> = {
    field: column.field,
    headerName: t(column.headerName),
    flex: column.flex ?? 1,
    minWidth: column.minWidth ?? 120,
    sortable: column.sortable ?? true,
  };
  if (column.format) {
    const format = column.format;
    return { ...base, valueGetter: (_value, row) => format(row[column.field], row) };
  }
  switch (column.type) {
    case 'active':
      return {
        ...base,
        flex: column.flex ?? 0,
        minWidth: column.minWidth ?? 110,
        renderCell: (params) => <ActiveChip active={Boolean(params.value)} />,
      };
    case 'color':
      return {
        ...base,
        renderCell: (params) =>
          typeof params.value === 'string' ? (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, height: '100%' }}>
              <Box
                sx={{
                  width: 20,
                  height: 20,
                  borderRadius: '50%',
                  bgcolor: params.value,
                  border: 1,
                  borderColor: 'divider',
                  flexShrink: 0,
                }}
              />
              {params.value}
            </Box>
          ) : null,
      };
    case 'boolean':
      return { ...base, type: 'boolean' };
    case 'number':
      return {
        ...base,
        type: 'number',
        valueFormatter: (value) =>
          value === null || value === undefined ? '' : formatNumber(value as number),
      };
    case 'date':
      return { ...base, valueFormatter: (value) => formatDate(value as string) };
    case 'dateTime':
      return { ...base, valueFormatter: (value) => formatDateTime(value as string) };
    default:
      return base;
  }
}
