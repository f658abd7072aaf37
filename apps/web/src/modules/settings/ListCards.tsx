// issue 12 "Lists on phones": a list on a phone shows each row as a compact card (name, number, status and one
// secondary line) instead of columns cut off at the screen's edge. One implementation for every list of
// ServerListGrid; a list chooses its card's fields with ServerListGridProps.card.
import Box from '@mui/material/Box';
import type { GridColDef, GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingBar } from '../../app/LoadingBar';
import { LiteCheckbox, LiteSelect, SvgPath } from './lite-fields';
import { nextCardSort, pageRange, type CardSortOption, type ListCardFields } from './resource-list.logic';

// Issue 11: the phone's first view of a list is drawn with light elements (native checkbox, select and buttons)
// styled by the list's one stylesheet (CARDS_SX) and lite-fields' FieldStyles (mounted by ServerListGrid),
// instead of MUI's Checkbox, TablePagination and TextField select with their Emotion styles per element.
const ARROW_UPWARD = 'm4 12 1.41 1.41L11 7.83V20h2V7.83l5.58 5.59L20 12l-8-8z';
const ARROW_DOWNWARD = 'm20 12-1.41-1.41L13 16.17V4h-2v12.17l-5.58-5.59L4 12l8 8z';
const PAGE_BACK = 'M15.41 16.59 10.83 12l4.58-4.59L14 6l-6 6 6 6z';
const PAGE_NEXT = 'M8.59 16.59 13.17 12 8.59 7.41 10 6l6 6-6 6z';

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
  '& > ul': { listStyle: 'none', m: 0, p: 0 },
  '& > ul > li': { display: 'flex', alignItems: 'stretch', borderBottom: 1, borderColor: 'divider' },
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
  '& .list-card-empty': { px: 2, py: 3, m: 0, color: 'text.secondary', typography: 'body1' },
  // The paging row, as MUI's TablePagination draws it (its toolbar, select and arrow buttons).
  '& .list-pager': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    minHeight: 52,
    px: 1,
    typography: 'body2',
    color: 'text.primary',
  },
  // MUI's spacer: on a phone's width it takes the first line, and the rest wrap below it as MUI's do.
  '& .list-pager-spacer': { flex: '1 1 100%' },
  '& .list-pager p': { m: 0, typography: 'body2' },
  '& .list-pager select': {
    font: 'inherit',
    color: 'inherit',
    appearance: 'none',
    border: 0,
    borderRadius: 0,
    bgcolor: 'transparent',
    ml: 1,
    mr: 4,
    py: 0.5,
    pl: 1,
    pr: 3,
    cursor: 'pointer',
    textAlign: 'right',
    backgroundImage:
      "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath fill='%23757575' d='M7 10l5 5 5-5z'/%3E%3C/svg%3E\")",
    backgroundRepeat: 'no-repeat',
    backgroundPosition: 'right 0 center',
    backgroundSize: 24,
    '&:focus-visible': { bgcolor: 'action.hover', outline: 'none', borderRadius: 1 },
  },
  '& .list-pager-actions': { display: 'flex', flexShrink: 0, ml: 2.5 },
  '& .list-pager-actions .sf-icon-button': { p: 1, color: 'inherit' },
  '& .list-pager-actions .sf-icon-button:disabled': { color: 'action.disabled' },
} as const;

export function ListCards<Row extends { id: number }>(props: ListCardsProps<Row>) {
  const { rows, columns, fields, onOpen } = props;
  const column = (field: string | undefined) => (field ? columns.find((c) => c.field === field) : undefined);
  return (
    <Box data-testid="list-cards" sx={CARDS_SX}>
      {props.loading ? <LoadingBar sx={{ height: 2 }} /> : <div style={{ height: 2 }} />}
      {rows.length === 0 && !props.loading ? <p className="list-card-empty">{props.emptyText}</p> : null}
      <ul>
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
                <LiteCheckbox
                  className="list-card-check"
                  checked={props.chosen.includes(row.id)}
                  onChange={(on) => props.onToggle(row.id, on)}
                  label={typeof title === 'string' ? title : String(row.id)}
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
      </ul>
      {/* Not before the first answer: drawn at the top of an empty list, the paging was pushed down by the cards
          when they came (a layout shift of 0,06 on /customers on a phone once the list's code loaded faster). */}
      {rows.length > 0 || !props.loading ? (
        <CardPager
          total={props.total}
          pagination={props.pagination}
          pageSizeOptions={props.pageSizeOptions}
          onChange={props.onPaginationChange}
          displayedRows={props.displayedRows}
        />
      ) : null}
    </Box>
  );
}

/**
 * The paging of a card list, as MUI's TablePagination shows it: rows per page (the phone's own picker), the rows
 * shown of the total, and the buttons to the previous and next page.
 */
function CardPager(props: {
  total: number;
  pagination: GridPaginationModel;
  pageSizeOptions: readonly number[];
  onChange: (model: GridPaginationModel) => void;
  displayedRows: (range: { from: number; to: number }) => string;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const { total, pagination, onChange } = props;
  const { page, pageSize } = pagination;
  const { from, to, hasPrevious, hasNext } = pageRange(total, page, pageSize);
  return (
    <div className="list-pager">
      <div className="list-pager-spacer" />
      <p id={labelId}>{t('settings.rowsPerPage')}</p>
      <select
        aria-labelledby={labelId}
        value={pageSize}
        onChange={(e) => onChange({ page: 0, pageSize: Number(e.target.value) })}
      >
        {props.pageSizeOptions.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
      <p>{props.displayedRows({ from, to })}</p>
      <div className="list-pager-actions">
        <button
          type="button"
          className="sf-icon-button"
          disabled={!hasPrevious}
          aria-label={t('settings.previousPage')}
          title={t('settings.previousPage')}
          onClick={() => onChange({ ...pagination, page: page - 1 })}
        >
          <SvgPath d={PAGE_BACK} />
        </button>
        <button
          type="button"
          className="sf-icon-button"
          disabled={!hasNext}
          aria-label={t('settings.nextPage')}
          title={t('settings.nextPage')}
          onClick={() => onChange({ ...pagination, page: page + 1 })}
        >
          <SvgPath d={PAGE_NEXT} />
        </button>
      </div>
    </div>
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
  const direction = t(descending ? 'settings.sortDescending' : 'settings.sortAscending');
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 4, flex: '1 1 200px' }}>
      <LiteSelect
        size="small"
        label={t('settings.sortBy')}
        value={field}
        emptyLabel={t('settings.sortDefault')}
        options={props.options.map((o) => ({ value: o.field, label: o.label }))}
        onChange={(value) => props.onChange(nextCardSort(props.sortModel, value))}
        style={{ flex: 1 }}
        testId="card-sort-field"
      />
      <button
        type="button"
        className="sf-icon-button sf-small"
        disabled={!field}
        aria-label={direction}
        title={direction}
        onClick={() => props.onChange(nextCardSort(props.sortModel, field, true))}
        data-testid="card-sort-direction"
      >
        <SvgPath d={descending ? ARROW_DOWNWARD : ARROW_UPWARD} />
      </button>
    </div>
  );
}
