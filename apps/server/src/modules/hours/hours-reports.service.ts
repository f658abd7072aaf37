// Reports of /timer/reports (hours by employee, order, work type and period with the overtime split and absence,
// XLSX) and the payroll export of a locked month (one line per employee and wage type code, 'lønnsart'; CSV, XLSX).
import { and, eq, inArray } from 'drizzle-orm';
import type { Language } from '@suite/shared';
import { centsToString, lineNetCents, toCents } from '@suite/shared/orders/line-totals';
import type {
  HourFilterInput,
  HourReportInput,
  HourReportRow,
  PayrollExportQuery,
  PayrollLine,
} from '@suite/shared/hours/hours.schema';
import { users } from '../../platform/auth/auth.table';
import { badRequest } from '../../platform/errors';
import { writeSheet } from '../../platform/import-export/spreadsheet';
import type { Ctx } from '../../platform/request-context';
import { translate } from '../../platform/translations/translate';
import { memberships } from '../../platform/users/users.table';
import { orders } from '../orders/orders.table';
import { absenctypes, houradditions, worktypes } from '../settings/settings.table';
import { isMonthLocked, hourFilterWhere } from './hours.service';
import { selectValued, valueEntries, type HourValue, type ValuedEntry } from './hours-value';

type Totals = {
  hours: bigint;
  normal: bigint;
  p50: bigint;
  p100: bigint;
  absence: bigint;
  cost: bigint;
  sales: bigint;
};
const zero = (): Totals => ({ hours: 0n, normal: 0n, p50: 0n, p100: 0n, absence: 0n, cost: 0n, sales: 0n });
const hundredths = (h: number) => BigInt(Math.round(h * 100));
const asNumber = (cents: bigint) => Number(centsToString(cents));

async function namesOf(ctx: Ctx, rows: ValuedEntry[]) {
  const tenant = ctx.user.tenantId;
  const userIds = [...new Set(rows.map((r) => r.user_id))];
  const orderIds = [...new Set(rows.flatMap((r) => (r.order_id === null ? [] : [r.order_id])))];
  const [people, ords, wt, at] = await Promise.all([
    userIds.length
      ? ctx.tx.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, userIds))
      : [],
    orderIds.length
      ? ctx.tx
          .select({ id: orders.id, ordernumber: orders.ordernumber, description: orders.description })
          .from(orders)
          .where(and(eq(orders.tenantId, tenant), inArray(orders.id, orderIds)))
      : [],
    ctx.tx
      .select({ id: worktypes.id!, name: worktypes.name! })
      .from(worktypes)
      .where(eq(worktypes.tenantId!, tenant)),
    ctx.tx
      .select({ id: absenctypes.id!, name: absenctypes.name! })
      .from(absenctypes)
      .where(eq(absenctypes.tenantId!, tenant)),
  ]);
  return {
    user: new Map(people.map((p) => [p.id, p.name])),
    order: new Map(ords.map((o) => [o.id, `${o.ordernumber}${o.description ? ` ${o.description}` : ''}`])),
    worktype: new Map(wt.map((w) => [Number(w.id), String(w.name)])),
    absence: new Map(at.map((a) => [Number(a.id), String(a.name)])),
  };
}

type ReportEntry = ValuedEntry;

/** The entries of a report or export: the filter's rules (own hours only without the "others" permissions). */
async function reportEntries(ctx: Ctx, input: HourReportInput): Promise<ReportEntry[]> {
  const where = hourFilterWhere(ctx, input as HourFilterInput);
  return (await selectValued(ctx).where(where)) as ReportEntry[];
}

/** POST /api/hours/report: one row per employee, order, work or absence type, or month, with a total row last. */
export async function hourReport(
  ctx: Ctx,
  input: HourReportInput,
): Promise<{ rows: HourReportRow[]; total: HourReportRow }> {
  const entries = await reportEntries(ctx, input);
  const values = await valueEntries(ctx, entries);
  const names = await namesOf(ctx, entries);
  const groups = new Map<string, { label: string; t: Totals }>();
  const total = zero();
  for (const e of entries) {
    const [key, label] = groupOf(input.groupby, e, names);
    const g = groups.get(key) ?? { label, t: zero() };
    add(g.t, e, values.get(e.id)!);
    add(total, e, values.get(e.id)!);
    groups.set(key, g);
  }
  const row = (key: string, label: string, t: Totals): HourReportRow => ({
    key,
    label,
    hours: asNumber(t.hours),
    normal: asNumber(t.normal),
    overtime50: asNumber(t.p50),
    overtime100: asNumber(t.p100),
    absence: asNumber(t.absence),
    cost: centsToString(t.cost),
    sales: centsToString(t.sales),
  });
  const rows = [...groups.entries()]
    .map(([key, g]) => row(key, g.label, g.t))
    .sort((a, b) => a.label.localeCompare(b.label, 'nb'));
  return { rows, total: row('total', 'Total', total) };
}

function add(t: Totals, e: ValuedEntry, v: HourValue) {
  if (e.absencetype_id === null) t.hours += toCents(e.amount);
  t.normal += hundredths(v.normal);
  t.p50 += hundredths(v.overtime50);
  t.p100 += hundredths(v.overtime100);
  t.absence += hundredths(v.absence);
  t.cost += v.cost;
  t.sales += v.sales;
}

function groupOf(
  by: HourReportInput['groupby'],
  e: ReportEntry,
  names: Awaited<ReturnType<typeof namesOf>>,
): [string, string] {
  switch (by) {
    case 'employee':
      return [String(e.user_id), names.user.get(e.user_id) ?? String(e.user_id)];
    case 'order':
      return e.order_id === null
        ? ['none', '-']
        : [String(e.order_id), names.order.get(e.order_id) ?? String(e.order_id)];
    case 'worktype':
      return e.worktype_id !== null
        ? [`w${e.worktype_id}`, names.worktype.get(e.worktype_id) ?? '']
        : [`a${e.absencetype_id}`, names.absence.get(e.absencetype_id!) ?? ''];
    default:
      return [e.date.slice(0, 7), e.date.slice(0, 7)];
  }
}

const REPORT_COLUMNS = [
  'label',
  'hours',
  'normal',
  'overtime50',
  'overtime100',
  'absence',
  'cost',
  'sales',
] as const;

/** POST /api/hours/report/xlsx: the report as a spreadsheet, headers in the user's language, numbers as numbers. */
export async function hourReportXlsx(
  ctx: Ctx,
  input: HourReportInput,
  lang: Language = 'no',
): Promise<{ name: string; body: Buffer }> {
  const { rows, total } = await hourReport(ctx, input);
  const header = REPORT_COLUMNS.map((c) => translate(lang, 'hoursapi', `report_${c}`));
  const data = [...rows, total].map((r) =>
    REPORT_COLUMNS.map((c) => (c === 'label' ? r.label : Number(r[c]))),
  );
  const body = await writeSheet('xlsx', translate(lang, 'hoursapi', 'report_hours'), header, data);
  return { name: `hours-${input.groupby}-${input.start}-${input.end}.xlsx`, body };
}

/**
 * The payroll lines of a locked month: the approved hours of each employee by wage type code. Normal time goes on
 * the work type's code; overtime on the code of the work type with that overtime percentage ('Overtid 50 %' 150,
 * 'Overtid 100 %' 200), else '<code>-50' / '<code>-100'; absence on the absence type's code (paid at the wage,
 * unpaid at 0); hour additions on the addition's code at its amount per hour.
 */
export async function payrollLines(ctx: Ctx, year: number, month: number): Promise<PayrollLine[]> {
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  if (!(await isMonthLocked(ctx, first))) {
    throw badRequest([{ field: 'month', message: 'monthNotLocked' }], 'monthNotLocked');
  }
  const last = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  const entries = (
    await reportEntries(ctx, { start: first, end: last, groupby: 'employee', state: 'approved' })
  ).filter(Boolean);
  const values = await valueEntries(ctx, entries);
  const tenant = ctx.user.tenantId;
  const [wt, at, add, people] = await Promise.all([
    ctx.tx.select().from(worktypes).where(eq(worktypes.tenantId!, tenant)),
    ctx.tx.select().from(absenctypes).where(eq(absenctypes.tenantId!, tenant)),
    ctx.tx.select().from(houradditions).where(eq(houradditions.tenantId!, tenant)),
    ctx.tx
      .select({
        userId: memberships.userId,
        name: users.name,
        number: memberships.externalEmployeeNumber,
        wages: memberships.wages,
        overtime50: memberships.overtime50,
        overtime100: memberships.overtime100,
      })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(memberships.tenantId, tenant)),
  ]);
  type Row = Record<string, unknown>;
  const worktype = new Map((wt as Row[]).map((w) => [Number(w.id), w]));
  const absence = new Map((at as Row[]).map((a) => [Number(a.id), a]));
  const addition = new Map((add as Row[]).map((a) => [Number(a.id), a]));
  const overtimeCode = (pct: number, base: string) =>
    String(
      (wt as Row[]).find((w) => Number(w.percentage) === pct && w.isactive !== false)?.code ??
        `${base}-${pct}`,
    );
  const person = new Map(people.map((p) => [p.userId, p]));
  const lines = new Map<
    string,
    { user_id: number; wagetype: string; description: string; hours: bigint; rate: string }
  >();
  const put = (userId: number, wagetype: string, description: string, h: bigint, rate: string | null) => {
    if (h === 0n) return;
    const key = `${userId}|${wagetype}|${rate ?? ''}`;
    const line = lines.get(key) ?? {
      user_id: userId,
      wagetype,
      description,
      hours: 0n,
      rate: rate ?? '0.00',
    };
    line.hours += h;
    lines.set(key, line);
  };
  for (const e of entries) {
    const v = values.get(e.id)!;
    const p = person.get(e.user_id);
    const wage = p?.wages ?? null;
    const times = (factor: string) =>
      wage === null ? null : centsToString(lineNetCents({ quantity: factor, unitprice: wage }));
    if (e.absencetype_id !== null) {
      const a = absence.get(e.absencetype_id);
      put(
        e.user_id,
        String(a?.code ?? a?.name ?? ''),
        String(a?.name ?? ''),
        hundredths(v.absence),
        a?.ispaid ? wage : '0.00',
      );
      continue;
    }
    const w = worktype.get(e.worktype_id!);
    const code = String(w?.code ?? '');
    const pct = Number(w?.percentage ?? 0);
    if (pct > 0) {
      put(
        e.user_id,
        code,
        String(w?.name ?? ''),
        toCents(e.amount),
        pct >= 100 ? (p?.overtime100 ?? times('2')) : (p?.overtime50 ?? times('1.5')),
      );
    } else {
      put(e.user_id, code, String(w?.name ?? ''), hundredths(v.normal), wage);
      put(
        e.user_id,
        overtimeCode(50, code),
        'Overtid 50 %',
        hundredths(v.overtime50),
        p?.overtime50 ?? times('1.5'),
      );
      put(
        e.user_id,
        overtimeCode(100, code),
        'Overtid 100 %',
        hundredths(v.overtime100),
        p?.overtime100 ?? times('2'),
      );
    }
    for (const r of v.rangeadditions) {
      const a = addition.get(r.id);
      if (a)
        put(
          e.user_id,
          String(a.code ?? a.name),
          String(a.name),
          hundredths(r.hours),
          String(a.amount ?? '0'),
        );
    }
    for (const id of e.additions) {
      const a = addition.get(id);
      if (a)
        put(e.user_id, String(a.code ?? a.name), String(a.name), toCents(e.amount), String(a.amount ?? '0'));
    }
  }
  return [...lines.values()]
    .map((l) => {
      const p = person.get(l.user_id);
      const hoursText = centsToString(l.hours);
      return {
        user_id: l.user_id,
        employeenumber: p?.number ?? null,
        username: p?.name ?? String(l.user_id),
        wagetype: l.wagetype,
        description: l.description,
        hours: Number(hoursText),
        rate: l.rate,
        amount: centsToString(lineNetCents({ quantity: hoursText, unitprice: l.rate })),
      };
    })
    .sort((a, b) => a.username.localeCompare(b.username, 'nb') || a.wagetype.localeCompare(b.wagetype, 'nb'));
}

const PAYROLL_COLUMNS = [
  'employeenumber',
  'username',
  'wagetype',
  'description',
  'hours',
  'rate',
  'amount',
] as const;
const PAYROLL_HEADERS: Record<(typeof PAYROLL_COLUMNS)[number], string> = {
  employeenumber: 'payroll_employeenumber',
  username: 'payroll_employee',
  wagetype: 'payroll_wagetype',
  description: 'payroll_description',
  hours: 'payroll_hours',
  rate: 'payroll_rate',
  amount: 'payroll_amount',
};

/** GET /api/hours/payroll_export?year&month&format: JSON lines, or the CSV (';', BOM) or XLSX file. */
export async function payrollExport(
  ctx: Ctx,
  query: PayrollExportQuery,
  lang: Language = 'no',
): Promise<{ lines: PayrollLine[]; body?: Buffer; type: string; name: string }> {
  const lines = await payrollLines(ctx, query.year, query.month);
  const format = query.format ?? 'json';
  const name = `lonn-${query.year}-${String(query.month).padStart(2, '0')}.${format}`;
  if (format === 'json') return { lines, type: 'application/json', name };
  const header = PAYROLL_COLUMNS.map((c) => translate(lang, 'hoursapi', PAYROLL_HEADERS[c]));
  const data = lines.map((l) =>
    PAYROLL_COLUMNS.map((c) =>
      c === 'rate' || c === 'amount' || c === 'hours' ? Number(l[c]) : (l[c] ?? ''),
    ),
  );
  const body = await writeSheet(format, `Lønn ${query.year}-${query.month}`, header, data);
  return {
    lines,
    body,
    name,
    type:
      format === 'csv'
        ? 'text/csv; charset=utf-8'
        : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  };
}
