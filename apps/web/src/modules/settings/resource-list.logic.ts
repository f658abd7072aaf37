// Pure rules of the generic list screen, kept apart from React so they can be unit-tested.
import type { ListRequest, ListSort, ResourceRow } from './resource.types';

// spec 01 §9: default list page size 25, search debounce 500 ms.
export const DEFAULT_PAGE_SIZE = 25;
export const PAGE_SIZE_OPTIONS = [25, 50, 100];
export const SEARCH_DEBOUNCE_MS = 500;

export type GridSortItem = { field: string; sort: 'asc' | 'desc' | null | undefined };

/** The DataGrid's sort model as the list call's `sort` ({field: 1|-1}); undefined when unsorted. */
export function toListSort(sortModel: readonly GridSortItem[]): ListSort | undefined {
  const sort: ListSort = {};
  for (const item of sortModel) {
    if (item.sort === 'asc') sort[item.field] = 1;
    else if (item.sort === 'desc') sort[item.field] = -1;
  }
  return Object.keys(sort).length > 0 ? sort : undefined;
}

/** The list call's `sort` back as a DataGrid sort model (for a default sort passed in by a page). */
export function toGridSortModel(sort: ListSort | undefined): GridSortItem[] {
  return Object.entries(sort ?? {}).map(([field, dir]) => ({ field, sort: dir === 1 ? 'asc' : 'desc' }));
}

export type ListState = {
  page: number;
  pageSize: number;
  sortModel: readonly GridSortItem[];
  search: string;
  match?: Record<string, unknown>;
};

/** Body of POST {x}/list for one page of the grid. */
export function buildListRequest(state: ListState): ListRequest {
  const request: ListRequest = {
    skip: state.page * state.pageSize,
    limit: state.pageSize,
    count: true,
  };
  const search = state.search.trim();
  if (search) request.search = search;
  const sort = toListSort(state.sortModel);
  if (sort) request.sort = sort;
  if (state.match && Object.keys(state.match).length > 0) request.match = state.match;
  return request;
}

/** The total as shown to users: a capped count is a lower bound, shown as '10 000+'. */
export function formatListTotal(
  total: number,
  capped: boolean | undefined,
  fmt: (n: number) => string,
): string {
  return capped ? `${fmt(total)}+` : fmt(total);
}

/**
 * The paging of a card list (ListCards, as MUI's TablePagination reckons it): the rows shown ('from–to', 1-based,
 * 0–0 for an empty list) and whether there is a page before and after this one.
 */
export function pageRange(
  total: number,
  page: number,
  pageSize: number,
): { from: number; to: number; hasPrevious: boolean; hasNext: boolean } {
  const lastPage = Math.max(0, Math.ceil(total / pageSize) - 1);
  return {
    from: total === 0 ? 0 : page * pageSize + 1,
    to: Math.min(total, (page + 1) * pageSize),
    hasPrevious: page > 0,
    hasNext: page < lastPage,
  };
}

/** Body of a create call: spec 01 §5 "New items are created active". */
export function createBody(values: Record<string, unknown>): Record<string, unknown> {
  return { ...values, isactive: true };
}

/** Body of an update call: the version read with the record, so a stale save gets 412. */
export function updateBody(
  values: Record<string, unknown>,
  version: number | undefined,
): Record<string, unknown> {
  const body: Record<string, unknown> = { ...values };
  delete body.id;
  if (version !== undefined) body.version = version;
  return body;
}

/** Form values of a loaded record: only the fields the form knows, so server-only fields are not sent back. */
export function formValuesOf(
  record: ResourceRow,
  defaults: Record<string, unknown>,
  extra: readonly string[] = [],
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const key of [...Object.keys(defaults), ...extra]) {
    values[key] = record[key] ?? defaults[key];
  }
  return values;
}

/** Ids selected in the grid, as numbers for DELETE {x} {ids}. */
export function selectedIds(ids: Iterable<string | number>): number[] {
  return [...ids].map(Number).filter((n) => Number.isInteger(n));
}

/**
 * What a list shows of a row on a phone (issue 12: a compact card instead of cut-off columns): its name (title),
 * its number, its status and one secondary line. Field names of the list's columns.
 */
export type ListCardFields = {
  title: string;
  number?: string;
  status?: string;
  secondary?: readonly string[];
};

/** Width up to which lists show cards instead of columns (issue 12: phones, ≤ 600 px). */
export const CARD_LIST_MAX_WIDTH = 600;

const NUMBER_FIELD = /(^|_)(number|no|nr)$|number$|^initial$/;
const STATUS_FIELD = /^(isactive|status|statusname|state)$|status(name)?$/;
const TITLE_FIELD = /^(name|title|firstname|subject|description)$|name$/;

/**
 * The card of a list: the page's own choice (`card`), else read from its columns: the name-like column as title
 * (else the first that is not a number or status), a number-like column as number, a status column, and the
 * next column as the secondary line. Only fields that are columns are used.
 */
export function listCardFields(
  columns: readonly { field: string }[],
  card?: Partial<ListCardFields>,
): ListCardFields {
  const fields = columns.map((c) => c.field).filter((f) => f !== '__check__' && f !== 'actions');
  const has = (f: string | undefined) => (f && fields.includes(f) ? f : undefined);
  const number = card?.number !== undefined ? has(card.number) : fields.find((f) => NUMBER_FIELD.test(f));
  const status = card?.status !== undefined ? has(card.status) : fields.find((f) => STATUS_FIELD.test(f));
  const title =
    has(card?.title) ??
    fields.find((f) => f === 'name') ??
    fields.find((f) => TITLE_FIELD.test(f) && f !== number && f !== status) ??
    fields.find((f) => f !== number && f !== status) ??
    fields[0] ??
    'id';
  const secondary = card?.secondary
    ? card.secondary.filter((f) => has(f))
    : fields.filter((f) => f !== title && f !== number && f !== status).slice(0, 1);
  return { title, number, status, secondary };
}

/** A column the phone cards may be sorted by: its field and the header the grid shows. */
export type CardSortOption = { field: string; label: string };

/**
 * The fields a card list offers in its sort control (issue 12: cards had none): the columns the grid lets a user
 * sort by (not `sortable: false`, not the checkbox or action columns), with their headers.
 */
export function cardSortOptions(
  columns: readonly { field: string; headerName?: string; sortable?: boolean }[],
): CardSortOption[] {
  return columns
    .filter((c) => c.field !== '__check__' && c.field !== 'actions' && c.sortable !== false && c.headerName)
    .map((c) => ({ field: c.field, label: c.headerName ?? c.field }));
}

/**
 * The sort after a choice in the card sort control: another field sorts ascending; the same field keeps its
 * direction unless `toggle` asks to turn it. An empty field is the list's default order.
 */
export function nextCardSort(
  current: readonly { field: string; sort?: 'asc' | 'desc' | null | undefined }[],
  field: string,
  toggle = false,
): { field: string; sort: 'asc' | 'desc' }[] {
  if (!field) return [];
  const now = current[0];
  if (now?.field !== field) return [{ field, sort: 'asc' }];
  const dir = now.sort === 'desc' ? 'desc' : 'asc';
  return [{ field, sort: toggle ? (dir === 'asc' ? 'desc' : 'asc') : dir }];
}
