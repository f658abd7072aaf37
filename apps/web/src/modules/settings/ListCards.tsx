// issue 12 "Lists on phones": a list on a phone shows each row as a compact card (name, number, status and one
// secondary line) instead of columns cut off at the screen's edge. One implementation for every list of
// ServerListGrid; a list chooses its card's fields with ServerListGridProps.card.
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import { LoadingBar } from '../../app/LoadingBar';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import type { GridSortModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { nextCardSort, type CardSortOption, type ListCardFields } from './resource-list.logic';

export type ListCardsProps<Row extends { id: number }> = {
  rows: readonly Row[];
  columns: readonly GridColDef<Row>[];
  fields: ListCardFields;
  loading: boolean;
  emptyText: string;
  total: number;
  pagination: GridPaginationModel;
  pageSizeOptions: readonly number[];
  onPaginationChange: (model: GridPaginationModel) => void;
  /** '1–25 av 31' */
  displayedRows: (range: { from: number; to: number }) => string;
  rowsPerPageLabel: string;
  onOpen?: (row: Row) => void;
  /** Rows that may be chosen for the bulk action (a checkbox on the card). */
  selectable?: boolean;
  isRowSelectable?: (row: Row) => boolean;
  chosen: readonly number[];
  onToggle: (id: number, on: boolean) => void;
};

/** A cell as the grid would show it: the column's renderCell, else its formatted value, else the raw value. */
export function cellContent<Row extends { id: number }>(
  column: GridColDef<Row> | undefined,
  row: Row,
): ReactNode {
  if (!column) return null;
  const raw = (row as Record<string, unknown>)[column.field];
  // The grid's own api is not there outside the grid; the list's getters and formatters use value and row only.
  const api = undefined as never;
  const value = column.valueGetter ? column.valueGetter(raw as never, row, column, api) : raw;
  const formatted = column.valueFormatter ? column.valueFormatter(value as never, row, column, api) : value;
  if (column.renderCell) {
    return column.renderCell({
      value,
      formattedValue: formatted,
      row,
      id: row.id,
      field: column.field,
      colDef: column,
      hasFocus: false,
      tabIndex: -1,
    } as never);
  }
  if (formatted === null || formatted === undefined || formatted === '') return null;
  if (typeof formatted === 'boolean') return null;
  return String(formatted);
}

/**
 * The cards' styles, once for the whole list (issue 11): each card is plain elements with these class names, not
 * a dozen styled components of its own, so a page of 25 cards renders and styles cheaply on a phone.
 */
const CARDS_SX = {
  listStyle: 'none',
  m: 0,
  p: 0,
  '& > li': { display: 'flex', alignItems: 'stretch', borderBottom: 1, borderColor: 'divider' },
  '& .list-card-check': { alignSelf: 'center', ml: 0.5 },
  '& .list-card-open': {
    flex: 1,
    minWidth: 0,
    display: 'block',
    textAlign: 'left',
    px: 2,
    py: 1.25,
    m: 0,
    border: 0,
    borderRadius: 0,
    bgcolor: 'transparent',
    color: 'inherit',
    typography: 'body1',
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    '&:hover': { bgcolor: 'action.hover' },
    '&:focus-visible': { bgcolor: 'action.focus', outline: 'none' },
    '&:disabled': { cursor: 'default', bgcolor: 'transparent' },
  },
  '& .list-card-check + .list-card-open': { px: 1 },
  '& .list-card-head': { display: 'flex', alignItems: 'baseline', gap: 1, minWidth: 0 },
  '& .list-card-title': { fontWeight: 600, flex: 1, minWidth: 0, overflowWrap: 'anywhere' },
  '& .list-card-number': { typography: 'body2', color: 'text.secondary', flexShrink: 0 },
  '& .list-card-line': { display: 'flex', alignItems: 'center', gap: 1, mt: 0.5, minWidth: 0 },
  '& .list-card-secondary': {
    typography: 'body2',
    color: 'text.secondary',
    flex: 1,
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  '& .list-card-status': { flexShrink: 0 },
} as const;

export function ListCards<Row extends { id: number }>(props: ListCardsProps<Row>) {
  const { rows, columns, fields, onOpen } = props;
  const column = (field: string | undefined) => (field ? columns.find((c) => c.field === field) : undefined);
  return (
    <Box data-testid="list-cards">
      {props.loading ? <LoadingBar sx={{ height: 2 }} /> : <Box sx={{ height: 2 }} />}
      {rows.length === 0 && !props.loading ? (
        <Typography sx={{ px: 2, py: 3, color: 'text.secondary' }}>{props.emptyText}</Typography>
      ) : null}
      <Box component="ul" sx={CARDS_SX}>
        {rows.map((row) => {
          const title = cellContent(column(fields.title), row);
          const number = cellContent(column(fields.number), row);
          const status = cellContent(column(fields.status), row);
          const secondary = (fields.secondary ?? [])
            .map((f) => cellContent(column(f), row))
            .filter((v) => v !== null && v !== '');
          const selectable = props.selectable && (props.isRowSelectable?.(row) ?? true);
          return (
            <li key={row.id} data-testid="list-card">
              {selectable ? (
                <Checkbox
                  size="small"
                  className="list-card-check"
                  checked={props.chosen.includes(row.id)}
                  onChange={(_, on) => props.onToggle(row.id, on)}
                  slotProps={{ input: { 'aria-label': typeof title === 'string' ? title : String(row.id) } }}
                />
              ) : null}
              <button
                type="button"
                className="list-card-open"
                onClick={onOpen ? () => onOpen(row) : undefined}
                disabled={!onOpen}
              >
                <span className="list-card-head">
                  <span className="list-card-title">{title ?? '—'}</span>
                  {number !== null ? <span className="list-card-number">{number}</span> : null}
                </span>
                {secondary.length > 0 || status !== null ? (
                  <span className="list-card-line">
                    <span className="list-card-secondary">
                      {secondary.map((s, i) => (
                        <span key={i}>
                          {i > 0 ? ' · ' : ''}
                          {s}
                        </span>
                      ))}
                    </span>
                    {status !== null ? <span className="list-card-status">{status}</span> : null}
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </Box>
      <TablePagination
        component="div"
        count={props.total}
        page={props.pagination.page}
        rowsPerPage={props.pagination.pageSize}
        rowsPerPageOptions={[...props.pageSizeOptions]}
        onPageChange={(_, page) => props.onPaginationChange({ ...props.pagination, page })}
        onRowsPerPageChange={(e) => props.onPaginationChange({ page: 0, pageSize: Number(e.target.value) })}
        labelDisplayedRows={({ from, to }) => props.displayedRows({ from, to })}
        labelRowsPerPage={props.rowsPerPageLabel}
        sx={{ '& .MuiTablePagination-toolbar': { px: 1, flexWrap: 'wrap' } }}
      />
    </Box>
  );
}

/**
 * The sort of a card list (issue 12: phone cards had no sort control): the field, from the columns the grid sorts
 * by, and the direction. It reads and writes the same sort model as the grid, so the choice is remembered alike.
 */
export function CardSortControl(props: {
  options: readonly CardSortOption[];
  sortModel: GridSortModel;
  onChange: (model: GridSortModel) => void;
}) {
  const { t } = useTranslation();
  const current = props.sortModel[0];
  const field = current && props.options.some((o) => o.field === current.field) ? current.field : '';
  const descending = current?.sort === 'desc';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flex: '1 1 200px' }}>
      <TextField
        select
        size="small"
        label={t('settings.sortBy')}
        value={field}
        onChange={(e) => props.onChange(nextCardSort(props.sortModel, e.target.value))}
        sx={{ flex: 1, minWidth: 0 }}
        slotProps={{ htmlInput: { 'data-testid': 'card-sort-field' } }}
      >
        <MenuItem value="">{t('settings.sortDefault')}</MenuItem>
        {props.options.map((o) => (
          <MenuItem key={o.field} value={o.field}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
      <IconButton
        size="small"
        disabled={!field}
        aria-label={t(descending ? 'settings.sortDescending' : 'settings.sortAscending')}
        title={t(descending ? 'settings.sortDescending' : 'settings.sortAscending')}
        onClick={() => props.onChange(nextCardSort(props.sortModel, field, true))}
        data-testid="card-sort-direction"
      >
        {descending ? <ArrowDownward fontSize="small" /> : <ArrowUpward fontSize="small" />}
      </IconButton>
    </Box>
  );
}
