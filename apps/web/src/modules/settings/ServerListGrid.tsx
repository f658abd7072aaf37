import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import useMediaQuery from '@mui/material/useMediaQuery';
import type {
  DataGridProps,
  GridColDef,
  GridPaginationModel,
  GridRowSelectionModel,
  GridSortModel,
  GridValidRowModel,
} from '@mui/x-data-grid';
import type { Language } from '@suite/shared';
import { formatNumber } from '@suite/shared/format/index';
import { keepPreviousData, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import {
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../app/confirm-dialog';
import { useSnackbar } from '../../app/snackbar';
import { lazyComponent } from '../../platform/lazy-component';
import { useSession } from '../../platform/session';
import {
  CARD_LIST_MAX_WIDTH,
  DEFAULT_PAGE_SIZE,
  cardSortOptions,
  listCardFields,
  PAGE_SIZE_OPTIONS,
  type ListCardFields,
  SEARCH_DEBOUNCE_MS,
  buildListRequest,
  formatListTotal,
  selectedIds,
} from './resource-list.logic';
import type { ListRequest, ListResponse } from './resource.types';
import { useRememberedState } from '../../platform/remembered-state';
import { useDebouncedValue } from './use-debounced-value';
import { useNarrowScreen } from './use-narrow-screen';
import { CardSortControl, ListCards } from './ListCards';
import { FieldStyles, LiteTextField } from './lite-fields';

/** MUI's Search icon (the search box is a light field, lite-fields.tsx). */
const SEARCH_ICON =
  'M15.5 14h-.79l-.28-.27C15.41 12.59 16 11.11 16 9.5 16 5.91 13.09 3 9.5 3S3 5.91 3 9.5 5.91 16 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14';

/** Translation keys of the list's texts; `totalRows` takes {{total}}. */
export type ServerListTexts = {
  search: string;
  of: string;
  noRows: string;
  noMatches: string;
  totalRows: string;
};
const SETTINGS_TEXTS: ServerListTexts = {
  search: 'settings.search',
  of: 'settings.of',
  noRows: 'settings.noRows',
  noMatches: 'settings.noMatches',
  totalRows: 'settings.totalRows',
};

export type ServerListGridProps<Row extends { id: number }> = {
  /** The query key of one page's request, under the resource's own key so that saves elsewhere refresh it. */
  queryKey: (body: ListRequest) => QueryKey;
  /** Loads one page (POST {x}/list). */
  load: (body: ListRequest) => Promise<ListResponse<Row>>;
  /** Localized columns; those named in hideOnNarrow are left out on a phone. */
  columns: GridColDef<Row>[];
  hideOnNarrow?: readonly string[];
  defaultSort: GridSortModel;
  /** The page's filters, sent as `match`: a change goes back to the first page and clears the choice of rows. */
  match?: Record<string, unknown>;
  /** A filter narrows the list: an empty page then says "no matches" rather than "no rows". */
  filtered?: boolean;
  /** The toolbar slot: the page's filters, after the search box. */
  filters?: ReactNode;
  texts?: Partial<ServerListTexts>;
  /** The search box's flex basis and largest width in pixels. */
  searchWidth?: { basis: number; max: number };
  /** A click or Enter on a row. */
  onOpen?: (row: Row) => void;
  /** Rows may be chosen (checkboxes) for the bulk action ... */
  selectable?: boolean;
  isRowSelectable?: (row: Row) => boolean;
  /** ... shown for the chosen ids; `clear` empties the choice once it has run. */
  bulkAction?: (ids: number[], clear: () => void) => ReactNode;
  /**
   * Where the search text, page and order are remembered for the tab's session, so they survive opening a record
   * and coming back (issue 12). Default: the page's path; `false` remembers nothing (a list inside a dialog).
   */
  stateKey?: string | false;
  /** Told the request of the page shown (search, order, filters): an export can then write the same rows. */
  onRequestChange?: (request: ListRequest) => void;
  /**
   * On a phone (≤ 600 px) each row is a card (issue 12): the fields of its title, number, status and secondary line,
   * chosen here (column fields) or read from the columns (listCardFields). `false` keeps the columns.
   */
  card?: Partial<ListCardFields> | false;
};

// Issue 11: the data grid loads on demand (see ServerDataGrid.tsx). A phone never needs it; on a wider screen its
// download starts as soon as a list screen's code runs, side by side with the list's first request.
const LazyServerDataGrid = lazyComponent(() => import('./ServerDataGrid').then((m) => m.ServerDataGrid));
/** The lazy grid keeps the grid's generic row type. */
const ServerDataGrid = LazyServerDataGrid as unknown as <Row extends GridValidRowModel>(
  props: DataGridProps<Row> & { language: Language },
) => ReactElement;
if (typeof window !== 'undefined' && typeof window.matchMedia === 'function') {
  if (!window.matchMedia(`(max-width:${CARD_LIST_MAX_WIDTH}px)`).matches) void LazyServerDataGrid.preload();
}

/** Column headers, one row a line and the pagination footer, as the grid draws them (MUI's default density). */
const GRID_HEADER_PX = 56;
const GRID_ROW_PX = 52;
const GRID_FOOTER_PX = 53;

/**
 * Stands where the grid will be while its code loads: the grid's own height for the rows it will show, so
 * nothing moves when it arrives (no layout shift), and a busy indicator for screen readers.
 */
function GridPlaceholder({ rows, label }: { rows: number; label: string }) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      sx={{ height: GRID_HEADER_PX + GRID_ROW_PX * rows + GRID_FOOTER_PX, bgcolor: 'action.hover' }}
    />
  );
}

const NO_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };

/**
 * The list of a screen: server-side paging (spec 01 §9: 25 a page, a choice of page sizes), sorting and a search
 * debounced 500 ms, the page's own filters in the toolbar, the total (a capped count shown as '10 000+') and a bulk
 * action on the chosen rows. The settings lists and the master-data lists (customers, equipment, employees) are
 * configurations of it.
 */
export function ServerListGrid<Row extends { id: number }>(props: ServerListGridProps<Row>) {
  const { columns, hideOnNarrow, match, filtered, filters, onOpen, isRowSelectable, bulkAction } = props;
  const texts = { ...SETTINGS_TEXTS, ...props.texts };
  const searchWidth = props.searchWidth ?? { basis: 240, max: 360 };
  const { t } = useTranslation();
  const { language } = useSession();
  const narrow = useNarrowScreen();
  const cardsWidth = useMediaQuery(`(max-width:${CARD_LIST_MAX_WIDTH}px)`);
  const phone = cardsWidth && props.card !== false;

  const { pathname } = useLocation();
  const remembered = props.stateKey === false ? undefined : (props.stateKey ?? pathname);
  const [pagination, setPagination] = useRememberedState<GridPaginationModel>(
    remembered && `${remembered}:page`,
    { page: 0, pageSize: DEFAULT_PAGE_SIZE },
  );
  const [sortModel, setSortModel] = useRememberedState<GridSortModel>(
    remembered && `${remembered}:sort`,
    props.defaultSort,
  );
  const [searchText, setSearchText] = useRememberedState(remembered && `${remembered}:search`, '');
  const search = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  const [selection, setSelection] = useState<GridRowSelectionModel>(NO_SELECTION);
  const clear = useCallback(() => setSelection(NO_SELECTION), []);
  const resetPage = () => setPagination((p) => ({ ...p, page: 0 }));

  // A new filter starts again on the first page with nothing chosen (state adjusted while rendering, as React
  // recommends, rather than in an effect that would first fetch the old page number).
  const matchKey = JSON.stringify(match ?? null);
  const [shownMatch, setShownMatch] = useState(matchKey);
  if (shownMatch !== matchKey) {
    setShownMatch(matchKey);
    resetPage();
    clear();
  }

  const body = useMemo(
    () =>
      buildListRequest({ page: pagination.page, pageSize: pagination.pageSize, sortModel, search, match }),
    [pagination, sortModel, search, match],
  );
  const { onRequestChange } = props;
  useEffect(() => onRequestChange?.(body), [onRequestChange, body]);
  const list = useQuery({
    queryKey: props.queryKey(body),
    queryFn: () => props.load(body),
    placeholderData: keepPreviousData,
  });
  const rows = useMemo(() => list.data?.items ?? [], [list.data]);
  const total = list.data?.total ?? 0;
  const totalLabel = formatListTotal(total, list.data?.totalcapped, (n) => formatNumber(n, 0));

  const sortOptions = useMemo(() => cardSortOptions(columns), [columns]);
  const gridColumns = useMemo(
    () => (narrow && hideOnNarrow ? columns.filter((c) => !hideOnNarrow.includes(c.field)) : columns),
    [columns, narrow, hideOnNarrow],
  );

  // "Select all" answers the rows left out: the chosen ones are the page's selectable rows minus those.
  const chosen = useMemo(
    () =>
      selection.type === 'include'
        ? selectedIds(selection.ids)
        : selectedIds(
            rows.filter((r) => !selection.ids.has(r.id) && (isRowSelectable?.(r) ?? true)).map((r) => r.id),
          ),
    [selection, rows, isRowSelectable],
  );

  const localeText = useMemo(
    () => ({
      // A capped count is a lower bound: '1–25 of 10 000+' (DESIGN.md: count exactly up to a cap).
      paginationDisplayedRows: ({ from, to }: { from: number; to: number }) =>
        `${formatNumber(from, 0)}–${formatNumber(to, 0)} ${t(texts.of)} ${totalLabel}`,
      noRowsLabel: search || filtered ? t(texts.noMatches) : t(texts.noRows),
    }),
    [t, texts.of, texts.noMatches, texts.noRows, totalLabel, search, filtered],
  );

  return (
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
        <FieldStyles />
        <LiteTextField
          size="small"
          value={searchText}
          onChange={(value) => {
            setSearchText(value);
            resetPage();
          }}
          placeholder={t(texts.search)}
          ariaLabel={t(texts.search)}
          shrink
          startIcon={SEARCH_ICON}
          style={{ flex: `1 1 ${searchWidth.basis}px`, maxWidth: cardsWidth ? undefined : searchWidth.max }}
        />
        {filters}
        {phone && sortOptions.length > 0 ? (
          <CardSortControl
            options={sortOptions}
            sortModel={sortModel}
            onChange={(model) => {
              setSortModel(model);
              resetPage();
            }}
          />
        ) : null}
        {/* Issue 11: the total has its line (on a phone) and height before the answer comes, so the rows below do
            not move down when it appears (a layout shift of 0,56 on /customers on a phone). */}
        <Box
          sx={{
            flex: { xs: '1 1 100%', sm: '1 1 auto' },
            minHeight: '1.43em',
            color: 'text.secondary',
            typography: 'body2',
          }}
        >
          {list.data ? t(texts.totalRows, { total: totalLabel, count: total }) : null}
        </Box>
        {bulkAction && chosen.length > 0 ? bulkAction(chosen, clear) : null}
      </Box>
      {phone ? (
        <ListCards<Row>
          rows={rows}
          columns={columns}
          fields={listCardFields(columns, props.card || undefined)}
          loading={list.isFetching}
          emptyText={localeText.noRowsLabel}
          total={total}
          pagination={pagination}
          pageSizeOptions={PAGE_SIZE_OPTIONS}
          onPaginationChange={(model) => {
            setPagination(model);
            clear();
          }}
          displayedRows={localeText.paginationDisplayedRows}
          onOpen={onOpen}
          selectable={props.selectable}
          isRowSelectable={isRowSelectable}
          chosen={chosen}
          onToggle={(id, on) => {
            const ids = new Set<number | string>(chosen);
            if (on) ids.add(id);
            else ids.delete(id);
            setSelection({ type: 'include', ids });
          }}
        />
      ) : (
        <Suspense fallback={<GridPlaceholder rows={Math.max(rows.length, 2)} label={t('common.loading')} />}>
          <ServerDataGrid<Row>
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
              clear();
            }}
            pageSizeOptions={PAGE_SIZE_OPTIONS}
            sortModel={sortModel}
            onSortModelChange={(model) => {
              setSortModel(model);
              resetPage();
            }}
            checkboxSelection={props.selectable ?? false}
            isRowSelectable={isRowSelectable ? (params) => isRowSelectable(params.row) : undefined}
            disableRowSelectionOnClick
            rowSelectionModel={selection}
            onRowSelectionModelChange={setSelection}
            onCellClick={(params) => {
              if (onOpen && params.field !== '__check__') onOpen(params.row);
            }}
            onCellKeyDown={(params, event) => {
              if (onOpen && event.key === 'Enter' && params.field !== '__check__') onOpen(params.row);
            }}
            disableColumnFilter
            disableColumnMenu={narrow}
            language={language}
            localeText={localeText}
            sx={{
              border: 0,
              '& .MuiDataGrid-row': { cursor: onOpen ? 'pointer' : 'default' },
              '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 600 },
            }}
          />
        </Suspense>
      )}
    </Paper>
  );
}

/** Translation keys of a bulk delete; `text`, `done` and `button` take {{count}}. */
export type BulkDeleteTexts = { title: string; text: string; confirm?: string; done: string; button: string };
const SETTINGS_DELETE_TEXTS: BulkDeleteTexts = {
  title: 'settings.deleteTitle',
  text: 'settings.deleteText',
  confirm: 'settings.delete',
  done: 'settings.deletedSuccess',
  button: 'settings.deleteSelected',
};

/**
 * The bulk action that deletes the chosen rows after a confirm (spec 01 §8); a row still in use stops the delete
 * and the api client shows which records use it. The list's queries are refreshed either way.
 */
export function useBulkDelete(opts: {
  remove: (ids: number[]) => Promise<unknown>;
  /** The key of every query of the list. */
  invalidate: QueryKey;
  texts?: BulkDeleteTexts;
}): (ids: number[], clear: () => void) => ReactNode {
  const { remove, invalidate } = opts;
  const texts = opts.texts ?? SETTINGS_DELETE_TEXTS;
  const { t } = useTranslation();
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  return (ids, clear) => {
    const run = async () => {
      const ok = await confirm({
        title: t(texts.title),
        text: t(texts.text, { count: ids.length }),
        ...(texts.confirm ? { confirmText: t(texts.confirm) } : {}),
      });
      if (!ok) return;
      try {
        await remove(ids);
        snackbar.success(t(texts.done, { count: ids.length }));
        clear();
      } catch {
        // the api client has shown the server's message (spec 01 §8)
      }
      await queryClient.invalidateQueries({ queryKey: invalidate });
    };
    return (
      <Button color="error" variant="outlined" startIcon={<DeleteOutlined />} onClick={() => void run()}>
        {t(texts.button, { count: ids.length })}
      </Button>
    );
  };
}
