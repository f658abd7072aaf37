// The filters of /project_reports and /budget_reports as the page holds them (typed text), turned into the API's
// filter, its export link, and the report's sums row.
import { parseDate } from '@suite/shared/format/index';
import { centsToString, percentOf, subtractMoney, toCents } from '@suite/shared/orders/line-totals';
import type { ProjectReportRow } from '@suite/shared/projects/project.schema';
import type { ProjectReportFilter } from './projects.api';

export type ReportFilterText = {
  search: string;
  status: number | '';
  from: string;
  to: string;
  includeinactive: boolean;
};

export const EMPTY_FILTER: ReportFilterText = {
  search: '',
  status: '',
  from: '',
  to: '',
  includeinactive: false,
};

/** The API filter: typed dates DD.MM.YYYY become ISO; a date that is not one yet is left out. */
export function toApiFilter(f: ReportFilterText): ProjectReportFilter {
  const out: ProjectReportFilter = {};
  if (f.search.trim()) out.search = f.search.trim();
  if (f.status !== '') out.status = f.status;
  const from = parseDate(f.from);
  const to = parseDate(f.to);
  if (from) out.from = from;
  if (to) out.to = to;
  if (f.includeinactive) out.includeinactive = true;
  return out;
}

/** GET {kind}/export with the same filters, in the user's language. */
export function reportExportUrl(kind: string, filter: ProjectReportFilter, language: string): string {
  const q = new URLSearchParams({ language });
  for (const [k, v] of Object.entries(filter)) if (v !== undefined) q.set(k, String(v));
  return `/api/${kind}/export?${q.toString()}`;
}

/** The sums row: budget, sold, cost, margin and what is left, exactly; percentages of the sums. */
export function reportTotals(rows: ProjectReportRow[]) {
  const sum = (pick: (r: ProjectReportRow) => string | null) =>
    centsToString(rows.reduce((acc, r) => acc + toCents(pick(r)), BigInt(0)));
  const budget = sum((r) => r.budget);
  const net = sum((r) => r.net);
  const cost = sum((r) => r.cost);
  const margin = subtractMoney(net, cost);
  const budgeted = rows.filter((r) => r.budget !== null);
  const remaining = budgeted.length ? sum((r) => r.remaining) : null;
  return {
    ordercount: rows.reduce((acc, r) => acc + r.ordercount, 0),
    budget,
    net,
    cost,
    margin,
    marginpercent: percentOf(margin, net),
    remaining,
  };
}
