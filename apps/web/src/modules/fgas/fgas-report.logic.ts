// The filters of /f_gas_reports and /drainfill_reports as the page holds them (typed text) and the API's filter.
import { parseDate } from '@suite/shared/format/index';
import type { FgasFilter } from './fgas.api';

export type FgasFilterText = {
  from: string;
  to: string;
  customer_id: number | null;
  refrigerant_id: number | '';
};

/** The current year, as a report of F-gas records is usually asked for (the yearly report to the authorities). */
export function defaultFilter(now = new Date()): FgasFilterText {
  const y = now.getFullYear();
  return { from: `01.01.${y}`, to: `31.12.${y}`, customer_id: null, refrigerant_id: '' };
}

/** Rows a page shows; the totals cover every row of the filter. */
export const PAGE_ROWS = 500;

/** Typed dates DD.MM.YYYY become ISO; a date that is not one yet is left out. */
export function toApiFilter(f: FgasFilterText): FgasFilter {
  const out: FgasFilter = { limit: PAGE_ROWS };
  const from = parseDate(f.from);
  const to = parseDate(f.to);
  if (from) out.from = from;
  if (to) out.to = to;
  if (f.customer_id !== null) out.customer_id = f.customer_id;
  if (f.refrigerant_id !== '') out.refrigerant_id = f.refrigerant_id;
  return out;
}

/** The export takes the same filters, without the paging. */
export function exportFilter(f: FgasFilter): FgasFilter {
  const { limit: _limit, ...rest } = f;
  return rest;
}

/** A next check before today is overdue. */
export function isOverdue(nextCheck: string | null, today = new Date().toISOString().slice(0, 10)) {
  return nextCheck !== null && nextCheck < today;
}
