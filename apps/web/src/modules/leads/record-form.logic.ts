// Pure helpers of the master-data record forms (leads, buildings, employees), kept apart from React so they can
// be unit-tested. A form holds what the user sees and types: numbers with a decimal comma, dates as DD.MM.YYYY,
// '' for "nothing". The shared zod schema turns that back into what the API stores.
import { formatDate, formatNumber } from '@suite/shared/format/index';
import type { RouteDef } from '@suite/shared/routes/route-types';

export type FieldKinds = {
  /** Amounts shown with two decimals and a thousands space ('125 000,50'). */
  money?: readonly string[];
  /** Other decimals, shown as stored with a decimal comma ('59,9139'). */
  decimal?: readonly string[];
  /** Dates shown as DD.MM.YYYY. */
  date?: readonly string[];
  /** Fields kept as they are (booleans, id lists, select values). */
  raw?: readonly string[];
};

/** The text a form field shows for a stored value of the given kind. */
export function fieldText(value: unknown, kind: 'money' | 'decimal' | 'date' | 'text'): string {
  if (value === null || value === undefined) return '';
  if (kind === 'money' && typeof value === 'number') return formatNumber(value, 2);
  if (kind === 'decimal' && typeof value === 'number') return String(value).replace('.', ',');
  if (kind === 'date' && typeof value === 'string') return formatDate(value);
  return String(value);
}

/**
 * Form values of a record: every field of `empty` taken from the record as the user reads it. Fields not named in
 * `kinds` are text ('' for null); `raw` fields keep their value (null becomes the empty default).
 */
export function recordToForm<T extends Record<string, unknown>>(
  record: Record<string, unknown>,
  empty: T,
  kinds: FieldKinds = {},
): T {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(empty)) {
    const value = record[key];
    if (kinds.raw?.includes(key)) out[key] = value ?? empty[key];
    else if (kinds.money?.includes(key)) out[key] = fieldText(value, 'money');
    else if (kinds.decimal?.includes(key)) out[key] = fieldText(value, 'decimal');
    else if (kinds.date?.includes(key)) out[key] = fieldText(value, 'date');
    else out[key] = fieldText(value, 'text');
  }
  return out as T;
}

/** The tab of a record route: 'leads.detail' -> 'detail'. */
export function tabOf(route: RouteDef | undefined): string | null {
  if (!route?.parent) return null;
  return route.name.slice(route.name.lastIndexOf('.') + 1);
}

/** The tab routes of a record, in the route table's order. */
export function recordTabs(routes: readonly RouteDef[], recordName: string): RouteDef[] {
  return routes.filter((r) => r.parent === recordName);
}

/** A tab's path for a record id: '/leads/:lead_id/detail' with lead_id 7 -> '/leads/7/detail'. */
export function tabPath(route: RouteDef, params: Record<string, string | number>): string {
  return route.path.replace(/:(\w+)\??/g, (_, name: string) => String(params[name] ?? ''));
}

/**
 * A record id from the route (spec 01 §2: a customer or order id of null or undefined becomes 0): a positive
 * whole number, or 0 when the address holds anything else, so the page answers 'not found' instead of breaking.
 */
export function recordId(param: string | undefined): number {
  if (!param || !/^\d{1,15}$/.test(param)) return 0;
  const id = Number(param);
  return Number.isSafeInteger(id) ? id : 0;
}

/** Translation keys to try for a field error: the shared validation text, the screen's own, the settings one. */
export function errorKeys(section: string, message: string): string[] {
  return [`validation.${message}`, `${section}.error_${message}`, `settings.error_${message}`];
}
