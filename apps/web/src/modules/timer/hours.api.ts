// The /api/hours calls of issue 9 and their query keys. Bodies are the shared schemas' inputs
// (packages/shared/src/hours); callers show field errors themselves (silent), so the form can put them on fields.
import type {
  HourCreateInput,
  HourEntry,
  HourFilterInput,
  HourFilterResult,
  HourReportInput,
  HourReportRow,
  HourWeek,
  LockedMonth,
  PayrollLine,
} from '@suite/shared/hours/hours.schema';
import { api, buildUrl } from '../../platform/api';
import { postDownload } from '../../platform/download';

export type { HourEntry, HourWeek, LockedMonth };

const silent = { silent: true } as const;

/** A list answered either as an array or as {items}. */
function items<T>(answer: T[] | { items: T[] } | undefined): T[] {
  if (!answer) return [];
  return Array.isArray(answer) ? answer : (answer.items ?? []);
}

export const hourKeys = {
  all: ['hours'] as const,
  week: (userId: number | null, date: string) => ['hours', 'week', userId, date] as const,
  filter: (body: HourFilterInput) => ['hours', 'filter', body] as const,
  locked: ['hours', 'locked_months'] as const,
  report: (body: HourReportInput) => ['hours', 'report', body] as const,
  payroll: (year: number, month: number) => ['hours', 'payroll', year, month] as const,
};

export type HourBody = Partial<Omit<HourCreateInput, 'amount'>> & {
  amount?: number | null;
  version?: number;
};

export const hoursApi = {
  week: (date: string, userId?: number | null) =>
    api.get<HourWeek>('hours/week', { date, user_id: userId ?? undefined }, silent),
  filter: (body: HourFilterInput) => api.post<HourFilterResult>('hours/filter', body, silent),
  get: (id: number) => api.get<HourEntry>(`hours/${id}`, undefined, silent),
  create: (body: HourBody) => api.post<HourEntry>('hours', body, silent),
  update: (id: number, body: HourBody) => api.put<HourEntry>(`hours/${id}`, body, silent),
  remove: (id: number) => api.del<unknown>(`hours/${id}`, undefined, silent),
  deliver: (ids: number[]) => api.post<unknown>('hours/deliver', { ids }, silent),
  approve: (ids: number[]) => api.post<unknown>('hours/approve', { ids }, silent),
  notApprove: (ids: number[], comment: string) =>
    api.post<unknown>('hours/not_approve', { ids, comment }, silent),
  lockedMonths: async () =>
    items(await api.get<LockedMonth[] | { items: LockedMonth[] }>('hours/locked_months', undefined, silent)),
  lockMonth: (year: number, month: number) => api.post<unknown>('hours/lock_month', { year, month }, silent),
  unlockMonth: (year: number, month: number) =>
    api.post<unknown>('hours/unlock_month', { year, month }, silent),
  /** The report's rows (the server also answers a total row; the screen sums the rows itself). */
  report: async (body: HourReportInput) => {
    const answer = await api.post<HourReportRow[] | { rows: HourReportRow[] }>('hours/report', body, silent);
    return Array.isArray(answer) ? answer : (answer?.rows ?? []);
  },
  payroll: async (year: number, month: number) =>
    items(
      await api.get<PayrollLine[] | { items: PayrollLine[] }>(
        'hours/payroll_export',
        { year, month, format: 'json' },
        silent,
      ),
    ),
};

/** The address of the payroll export file of a locked month (a plain GET the browser downloads with the cookie). */
export function payrollExportUrl(year: number, month: number, format: 'csv' | 'xlsx'): string {
  return buildUrl('/api/', 'hours/payroll_export', { year, month, format });
}

/**
 * POST /api/hours/report/xlsx: the report as an Excel file, saved by the browser under the server's file name.
 * A failure is read like any other answer (problem+json) and thrown as an ApiError.
 */
export async function downloadReportXlsx(body: HourReportInput, language: string): Promise<void> {
  await postDownload('hours/report/xlsx', body, language, `timer-${body.start}-${body.end}.xlsx`);
}
