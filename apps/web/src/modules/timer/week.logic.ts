// The client logic of the hour screens (issue 9): ISO weeks from Monday, hour amounts typed with a decimal comma,
// exact sums (hundredths, never a float drift), the week grid (rows = order + work type, columns Monday..Sunday)
// and what typing in a grid cell does. Pure functions, tested in week.logic.test.ts.
import { isoWeek, isoWeekRange } from '@suite/shared/format/iso-week';
import { toIsoDate } from '@suite/shared/format/date-format';
import type { HourEntry, HourState } from '@suite/shared/hours/hours.schema';

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' plus n days (calendar arithmetic in UTC: no daylight-saving hour to go wrong). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

/** ISO weekday of a date, 1 Monday to 7 Sunday. */
export function isoWeekday(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return ((new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7) + 1;
}

export type WeekView = {
  year: number;
  week: number;
  /** Monday. */
  start: string;
  /** Sunday. */
  end: string;
  /** Monday to Sunday. */
  days: string[];
};

/** The ISO week (Monday to Sunday) that holds the date. */
export function weekOf(date: string): WeekView {
  const { year, week } = isoWeek(date);
  const { start, end } = isoWeekRange(year, week);
  return { year, week, start, end, days: Array.from({ length: 7 }, (_, i) => addDays(start, i)) };
}

/** The Monday `delta` weeks before (negative) or after the week of the date. */
export function shiftWeek(date: string, delta: number): string {
  return addDays(weekOf(date).start, delta * 7);
}

/** Today's Oslo calendar date. */
export function today(now: Date = new Date()): string {
  return toIsoDate(now)!;
}

/** Hundredths of an hour: sums are exact integers (0.1 + 0.2 is 0.3 here). */
function cents(value: number): number {
  return Math.round(value * 100);
}

/** The exact sum of hour amounts, 2 decimals. */
export function sumHours(values: readonly number[]): number {
  return values.reduce((sum, v) => sum + cents(v), 0) / 100;
}

/**
 * An hour amount as typed: '7,5', '7.5', ' 8 ', '7:30' (hours and minutes). null for an empty field, NaN for text
 * that is not an amount. The range rule (above 0, at most 24) is the server's and the shared schema's.
 */
export function parseHours(text: string): number | null {
  const t = text.trim().replace(/\s/g, '');
  if (t === '') return null;
  const clock = /^(\d{1,2}):([0-5]\d)$/.exec(t);
  if (clock) return Math.round((Number(clock[1]) + Number(clock[2]) / 60) * 100) / 100;
  if (!/^\d+([.,]\d+)?$/.test(t)) return Number.NaN;
  return Math.round(Number(t.replace(',', '.')) * 100) / 100;
}

/** 7.5 -> '7,5', 8 -> '8', 7.25 -> '7,25', 1234.5 -> '1 234,5' (decimal comma, no trailing zeros). */
export function formatHours(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  const fixed = (cents(value) / 100).toFixed(2).replace(/\.?0+$/, '');
  const [int = '0', frac] = fixed.split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return frac ? `${grouped},${frac}` : grouped;
}

/** A valid amount for an entry: above 0, at most 24, at most 2 decimals (spec 02 §5 'invalidHours'). */
export function isValidAmount(value: number | null): value is number {
  return value !== null && Number.isFinite(value) && value > 0 && value <= 24 && cents(value) === value * 100;
}

/** The employee may change the entry: not delivered or sent back, and its month is not locked (spec 02 §4). */
export function isEditable(entry: Pick<HourEntry, 'state' | 'locked'>): boolean {
  return !entry.locked && (entry.state === 'not_delivered' || entry.state === 'not_approved');
}

/**
 * Whether an approver may correct delivered or approved hours (issue 9; the server's rule in hours.service.ts
 * assertMayChange): the approve permission for the entry's owner (own or others) and a month not locked.
 * `may` answers whether the signed-in user has a permission key.
 */
export function mayCorrect(
  entry: Pick<HourEntry, 'state' | 'locked' | 'user_id'>,
  selfId: number | null | undefined,
  may: (key: string) => boolean,
): boolean {
  if (entry.locked || (entry.state !== 'delivered' && entry.state !== 'approved')) return false;
  return may(entry.user_id === selfId ? 'timer_approve_own_hours' : 'timer_approve_others_hours');
}

/** The colour of a state's chip (MUI palette names). */
export const STATE_COLOR: Record<HourState, 'default' | 'info' | 'success' | 'error'> = {
  not_delivered: 'default',
  delivered: 'info',
  approved: 'success',
  not_approved: 'error',
};

/** Entries to deliver: not delivered yet or sent back, not locked, on the chosen days (all days when none). */
export function deliverableIds(entries: readonly HourEntry[], days?: readonly string[]): number[] {
  const chosen = days && days.length > 0 ? new Set(days) : null;
  return entries.filter((e) => isEditable(e) && (!chosen || chosen.has(e.date))).map((e) => e.id);
}

/**
 * The days of the week a user may choose for delivery (the day list's and the grid's day boxes, issue 9): days
 * with an entry that may still be delivered (not delivered, or returned) and not in a locked month.
 */
export function deliverableDays(
  entries: readonly HourEntry[],
  days: readonly string[],
  lockedDays: ReadonlySet<string> = new Set(),
): Set<string> {
  const open = new Set(entries.filter((e) => isEditable(e)).map((e) => e.date));
  return new Set(days.filter((d) => open.has(d) && !lockedDays.has(d)));
}

/** The key of a grid row: the order (or none) and the work or absence type. */
export type RowKey = { order_id: number | null; worktype_id: number | null; absencetype_id: number | null };

export function rowKeyText(key: RowKey): string {
  return `${key.order_id ?? 0}:${key.worktype_id ? `w${key.worktype_id}` : `a${key.absencetype_id ?? 0}`}`;
}

export type GridCell = { date: string; entries: HourEntry[]; total: number };

export type GridRow = RowKey & {
  key: string;
  ordernumber: number | null;
  worktypename: string | null;
  absencetypename: string | null;
  cells: GridCell[];
  total: number;
};

export type WeekGrid = {
  rows: GridRow[];
  /** Sum per day, Monday to Sunday. */
  dayTotals: number[];
  total: number;
  /** Sum of the absence rows. */
  absence: number;
};

/**
 * The week as a grid (hourenterstyle 1): one row per order and work type (or absence type), one cell per day
 * holding that day's entries and their sum. Extra rows (added by the user, still empty) are kept. Work rows come
 * first (orders by number, no order last), absence rows after.
 */
export function buildGrid(
  entries: readonly HourEntry[],
  days: readonly string[],
  extraRows: readonly (RowKey &
    Partial<Pick<GridRow, 'ordernumber' | 'worktypename' | 'absencetypename'>>)[] = [],
): WeekGrid {
  const rows = new Map<string, GridRow>();
  const rowFor = (key: RowKey, names: Partial<GridRow>) => {
    const k = rowKeyText(key);
    let row = rows.get(k);
    if (!row) {
      row = {
        ...key,
        key: k,
        ordernumber: names.ordernumber ?? null,
        worktypename: names.worktypename ?? null,
        absencetypename: names.absencetypename ?? null,
        cells: days.map((date) => ({ date, entries: [], total: 0 })),
        total: 0,
      };
      rows.set(k, row);
    }
    return row;
  };
  for (const extra of extraRows) {
    rowFor(
      { order_id: extra.order_id, worktype_id: extra.worktype_id, absencetype_id: extra.absencetype_id },
      extra,
    );
  }
  for (const e of entries) {
    const index = days.indexOf(e.date);
    if (index < 0) continue;
    const row = rowFor(
      { order_id: e.order_id, worktype_id: e.worktype_id, absencetype_id: e.absencetype_id },
      e,
    );
    row.ordernumber ??= e.ordernumber;
    row.worktypename ??= e.worktypename;
    row.absencetypename ??= e.absencetypename;
    row.cells[index]!.entries.push(e);
  }
  for (const row of rows.values()) {
    for (const cell of row.cells) cell.total = sumHours(cell.entries.map((e) => e.amount));
    row.total = sumHours(row.cells.map((c) => c.total));
  }
  const sorted = [...rows.values()].sort((a, b) => {
    const absence = Number(a.absencetype_id !== null) - Number(b.absencetype_id !== null);
    if (absence) return absence;
    const order = (a.ordernumber ?? Number.MAX_SAFE_INTEGER) - (b.ordernumber ?? Number.MAX_SAFE_INTEGER);
    if (order) return order;
    return (a.worktypename ?? a.absencetypename ?? '').localeCompare(
      b.worktypename ?? b.absencetypename ?? '',
    );
  });
  const dayTotals = days.map((_, i) => sumHours(sorted.map((r) => r.cells[i]!.total)));
  return {
    rows: sorted,
    dayTotals,
    total: sumHours(dayTotals),
    absence: sumHours(sorted.filter((r) => r.absencetype_id !== null).map((r) => r.total)),
  };
}

/** What typing an amount into a grid cell does. */
export type CellAction =
  | { kind: 'none' }
  | { kind: 'create'; amount: number }
  | { kind: 'update'; entry: HourEntry; amount: number }
  | { kind: 'delete'; entry: HourEntry }
  /** The text is not an amount, or not above 0 and at most 24. */
  | { kind: 'invalid' }
  /** The cell cannot be typed into: several entries, entries with times, or delivered/approved/locked ones. */
  | { kind: 'blocked' };

/** Whether a cell can be typed into: empty, or one changeable entry without start and end times. */
export function cellTypeable(cell: GridCell): boolean {
  if (cell.entries.length === 0) return true;
  if (cell.entries.length > 1) return false;
  const [entry] = cell.entries;
  return isEditable(entry!) && entry!.start === null && entry!.end === null;
}

/** The action for the text typed into a cell (an empty text removes the cell's entry). */
export function cellAction(cell: GridCell, text: string): CellAction {
  const amount = parseHours(text);
  if (amount !== null && Number.isNaN(amount)) return { kind: 'invalid' };
  const current = cell.entries.length === 1 ? cell.entries[0]! : null;
  if (amount === null) {
    if (cell.entries.length === 0) return { kind: 'none' };
    return cellTypeable(cell) && current ? { kind: 'delete', entry: current } : { kind: 'blocked' };
  }
  if (!isValidAmount(amount)) return { kind: 'invalid' };
  if (!cellTypeable(cell)) return cell.total === amount ? { kind: 'none' } : { kind: 'blocked' };
  if (!current) return { kind: 'create', amount };
  return current.amount === amount ? { kind: 'none' } : { kind: 'update', entry: current, amount };
}

/** The week's sum against the company's minimum weekly hours: what is missing (0 when reached or no minimum). */
export function belowMinimum(total: number, minimum: number): number {
  if (!minimum || minimum <= 0) return 0;
  return Math.max(0, (cents(minimum) - cents(total)) / 100);
}

/** Entries grouped by day, Monday to Sunday, each day's entries by start time (untimed after). */
export function dayList(entries: readonly HourEntry[], days: readonly string[]) {
  return days.map((date) => {
    const list = entries
      .filter((e) => e.date === date)
      .sort((a, b) => (a.start ?? '99:99').localeCompare(b.start ?? '99:99') || a.id - b.id);
    return { date, entries: list, total: sumHours(list.map((e) => e.amount)) };
  });
}

/** 'Uke 48' style label parts; the month (year, month) of a date. */
export function monthOf(date: string): { year: number; month: number } {
  const [y, m] = date.split('-').map(Number) as [number, number];
  return { year: y, month: m };
}

/** The months a week touches (a week across a month boundary belongs to two months). */
export function monthsOfWeek(days: readonly string[]): { year: number; month: number }[] {
  const seen = new Map<string, { year: number; month: number }>();
  for (const d of days) seen.set(d.slice(0, 7), monthOf(d));
  return [...seen.values()];
}

/** True when the date's month is among the locked months. */
export function isLockedDate(
  date: string,
  locked: readonly { year: number; month: number }[] | undefined,
): boolean {
  const { year, month } = monthOf(date);
  return (locked ?? []).some((l) => l.year === year && l.month === month);
}
