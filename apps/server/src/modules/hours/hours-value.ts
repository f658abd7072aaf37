// What hours cost and what they are worth (issue 9): the overtime split of every entry (overtime engine, Norwegian
// holidays, the company's shifts and working day), its cost from the employee's wage and overtime rates (spec 02 §3
// employees: wages, overtime 50 % and 100 %) plus hour additions, and its sales value from the hour price valid on
// its date (settings hour_pricing: the department's row before the company-wide one). Money in exact øre (bigint).
import { and, asc, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import { centsToString, lineNetCents, toCents } from '@suite/shared/orders/line-totals';
import {
  isoWeekday,
  splitOvertime,
  NORWEGIAN_OVERTIME_RULES,
  type OvertimeEntry,
} from '@suite/shared/hours/overtime';
import { isInTimeRange, spanMinutes, clockMinutes } from '@suite/shared/settings/hours.rules';
import type { Ctx } from '../../platform/request-context';
import { readSetting } from '../../platform/tenants/tenant-settings.service';
import { memberships } from '../../platform/users/users.table';
import {
  absenctypes,
  houradditions,
  hourpricing,
  shifts,
  timeranges,
  worktypes,
} from '../settings/settings.table';
import { holidaysBetween } from './holidays';
import { hours } from './hours.table';

/** An entry as valuing needs it. */
export type ValuedEntry = {
  id: number;
  user_id: number;
  date: string;
  starttime: string | null;
  endtime: string | null;
  breakminutes: number;
  amount: string;
  worktype_id: number | null;
  absencetype_id: number | null;
  department_id: number | null;
  order_id: number | null;
  additions: number[];
};

export type HourValue = {
  normal: number;
  overtime50: number;
  overtime100: number;
  absence: number;
  /** øre */
  cost: bigint;
  /** øre */
  sales: bigint;
  /** The work type's wage type code ('lønnsart'), or the absence type's code. */
  code: string | null;
  billable: boolean;
  paidabsence: boolean;
  /** Hour additions earned by working inside a time range (evening, night, weekend): addition id and hours. */
  rangeadditions: { id: number; hours: number }[];
};

const VALUED_COLUMNS = {
  id: hours.id,
  user_id: hours.user_id,
  date: hours.date,
  starttime: hours.starttime,
  endtime: hours.endtime,
  breakminutes: hours.breakminutes,
  amount: hours.amount,
  worktype_id: hours.worktype_id,
  absencetype_id: hours.absencetype_id,
  department_id: hours.department_id,
  order_id: hours.order_id,
  additions: hours.additions,
};

/** The settings valuing reads, once per call. */
async function loadSettings(ctx: Ctx) {
  const tenant = ctx.user.tenantId;
  const [wt, at, pricing, sh, tr, add, people, general] = await Promise.all([
    ctx.tx.select().from(worktypes).where(eq(worktypes.tenantId!, tenant)),
    ctx.tx.select().from(absenctypes).where(eq(absenctypes.tenantId!, tenant)),
    ctx.tx
      .select()
      .from(hourpricing)
      .where(and(eq(hourpricing.tenantId!, tenant), eq(hourpricing.isactive!, true)))
      .orderBy(desc(hourpricing.validfrom!)),
    ctx.tx
      .select()
      .from(shifts)
      .where(and(eq(shifts.tenantId!, tenant), eq(shifts.isactive!, true))),
    ctx.tx
      .select()
      .from(timeranges)
      .where(and(eq(timeranges.tenantId!, tenant), eq(timeranges.isactive!, true))),
    ctx.tx.select().from(houradditions).where(eq(houradditions.tenantId!, tenant)),
    ctx.tx
      .select({
        userId: memberships.userId,
        wages: memberships.wages,
        overtime50: memberships.overtime50,
        overtime100: memberships.overtime100,
      })
      .from(memberships)
      .where(eq(memberships.tenantId, tenant)),
    readSetting(ctx, 'general_settings'),
  ]);
  type Row = Record<string, unknown>;
  const byId = <T extends Row>(rows: T[]) => new Map(rows.map((r) => [Number(r.id), r]));
  return {
    worktypes: byId(wt as Row[]),
    absencetypes: byId(at as Row[]),
    pricing: pricing as Row[],
    shifts: (sh as Row[]).map((s) => ({
      starttime: String(s.starttime),
      endtime: String(s.endtime),
      breakminutes: Number(s.breakminutes),
      weekdays: (s.weekdays as number[]) ?? [],
    })),
    timeranges: (tr as Row[]).filter((r) => r.houraddition_id != null),
    additions: byId(add as Row[]),
    people: new Map(people.map((p) => [p.userId, p])),
    rules: {
      ...NORWEGIAN_OVERTIME_RULES,
      normalWindow: { start: general.value.workdaystart, end: general.value.workdayend },
    },
  };
}

/** The hour price of a work type on a date: the department's own row before the company-wide one. */
function priceOf(
  pricing: Record<string, unknown>[],
  worktypeId: number,
  departmentId: number | null,
  date: string,
): Record<string, unknown> | undefined {
  const valid = pricing.filter((p) => Number(p.worktype_id) === worktypeId && String(p.validfrom) <= date);
  return (
    (departmentId !== null ? valid.find((p) => Number(p.department_id) === departmentId) : undefined) ??
    valid.find((p) => p.department_id === null)
  );
}

const times = (value: string | number | null | undefined, factor: string) =>
  value === null || value === undefined
    ? null
    : centsToString(lineNetCents({ quantity: factor, unitprice: value }));

/** Hours of an entry inside a time range that pays an addition (evening, night, weekend), in the logged proportion. */
function hoursInRange(
  e: ValuedEntry,
  range: { starttime: string; endtime: string; weekdays: number[] },
): number {
  if (!e.starttime || !e.endtime) return 0;
  const start = clockMinutes(e.starttime);
  const span = spanMinutes(e.starttime, e.endtime);
  if (Number.isNaN(start) || Number.isNaN(span) || span === 0) return 0;
  const weekday = isoWeekday(e.date);
  let inside = 0;
  for (let m = 0; m < span; m += 5) {
    const at = start + m;
    const day = at >= 1440 ? (weekday % 7) + 1 : weekday;
    const clock = at % 1440;
    const hh = String(Math.floor(clock / 60)).padStart(2, '0');
    const mm = String(clock % 60).padStart(2, '0');
    if (isInTimeRange(range, day, `${hh}:${mm}`)) inside += Math.min(5, span - m);
  }
  return (Number(e.amount) * inside) / span;
}

/**
 * Values entries. Their overtime depends on the employee's other entries of the same day, so every entry of the
 * employees on those dates is read for the split.
 */
export async function valueEntries(ctx: Ctx, targets: ValuedEntry[]): Promise<Map<number, HourValue>> {
  const out = new Map<number, HourValue>();
  if (targets.length === 0) return out;
  const settings = await loadSettings(ctx);
  const dates = targets.map((t) => t.date).sort();
  const first = dates[0]!;
  const last = dates.at(-1)!;
  const userIds = [...new Set(targets.map((t) => t.user_id))];
  const context = (await ctx.tx
    .select(VALUED_COLUMNS)
    .from(hours)
    .where(
      and(
        eq(hours.tenantId, ctx.user.tenantId),
        inArray(hours.user_id, userIds),
        gte(hours.date, first),
        lte(hours.date, last),
      ),
    )
    .orderBy(asc(hours.id))) as ValuedEntry[];
  const holidays = holidaysBetween(first, last);
  const byUser = new Map<number, ValuedEntry[]>();
  for (const e of context) byUser.set(e.user_id, [...(byUser.get(e.user_id) ?? []), e]);
  const split = new Map<number, ReturnType<typeof splitOvertime>[number]>();
  for (const list of byUser.values()) {
    const entries: OvertimeEntry[] = list.map((e) => ({
      id: e.id,
      date: e.date,
      start: e.starttime,
      end: e.endtime,
      break: e.breakminutes,
      amount: Number(e.amount),
      absence: e.absencetype_id !== null,
      worktypePercent:
        e.worktype_id !== null ? Number(settings.worktypes.get(e.worktype_id)?.percentage ?? 0) : 0,
    }));
    for (const s of splitOvertime(entries, { rules: settings.rules, shifts: settings.shifts, holidays })) {
      split.set(s.id, s);
    }
  }
  for (const e of targets) {
    const s = split.get(e.id) ?? { normal: 0, overtime50: 0, overtime100: 0, absence: 0 };
    const person = settings.people.get(e.user_id);
    const wt = e.worktype_id !== null ? settings.worktypes.get(e.worktype_id) : undefined;
    const at = e.absencetype_id !== null ? settings.absencetypes.get(e.absencetype_id) : undefined;
    const price =
      e.worktype_id !== null ? priceOf(settings.pricing, e.worktype_id, e.department_id, e.date) : undefined;
    // The hourly cost: the employee's wage, else the hour price's cost price.
    const base = (person?.wages ?? (price?.costprice as string | null | undefined) ?? null) as string | null;
    const rate50 = person?.overtime50 ?? times(base, '1.5');
    const rate100 = person?.overtime100 ?? times(base, '2');
    const piece = (h: number, rate: string | null) =>
      rate === null || h === 0 ? 0n : lineNetCents({ quantity: h.toFixed(2), unitprice: rate });
    let cost = 0n;
    let sales = 0n;
    const rangeadditions: { id: number; hours: number }[] = [];
    const paidabsence = at?.ispaid === true;
    if (at) {
      if (paidabsence) cost += piece(s.absence, base);
    } else {
      cost += piece(s.normal, base) + piece(s.overtime50, rate50) + piece(s.overtime100, rate100);
      for (const id of e.additions) {
        const a = settings.additions.get(id);
        if (a) cost += lineNetCents({ quantity: e.amount, unitprice: String(a.amount ?? 0) });
      }
      for (const r of settings.timeranges) {
        const a = settings.additions.get(Number(r.houraddition_id));
        if (!a || e.additions.includes(Number(r.houraddition_id))) continue;
        const inside = hoursInRange(e, {
          starttime: String(r.starttime),
          endtime: String(r.endtime),
          weekdays: (r.weekdays as number[]) ?? [],
        });
        const h = Math.round(inside * 100) / 100;
        if (h > 0) {
          cost += lineNetCents({ quantity: h.toFixed(2), unitprice: String(a.amount ?? 0) });
          rangeadditions.push({ id: Number(r.houraddition_id), hours: h });
        }
      }
      if (wt?.isbillable === true && price?.salesprice != null) {
        sales = lineNetCents({ quantity: e.amount, unitprice: String(price.salesprice) });
      }
    }
    out.set(e.id, {
      ...s,
      cost,
      sales,
      code: ((wt?.code ?? at?.code) as string | null | undefined) ?? null,
      billable: wt?.isbillable === true,
      paidabsence,
      rangeadditions,
    });
  }
  return out;
}

/** Reads the valued columns of entries matching a condition. */
export function selectValued(ctx: Ctx) {
  return ctx.tx.select(VALUED_COLUMNS).from(hours).$dynamic();
}

/** The logged hours of an order with their cost and sales value (the order's dashboard, the project's). */
export async function orderHourTotals(
  ctx: Ctx,
  orderIds: number[],
): Promise<{ hours: string; cost: string; sales: string }> {
  if (orderIds.length === 0) return { hours: '0.00', cost: '0.00', sales: '0.00' };
  const rows = (await selectValued(ctx).where(
    and(eq(hours.tenantId, ctx.user.tenantId), inArray(hours.order_id, orderIds)),
  )) as ValuedEntry[];
  const values = await valueEntries(ctx, rows);
  let total = 0n;
  let cost = 0n;
  let sales = 0n;
  for (const r of rows) {
    total += toCents(r.amount);
    cost += values.get(r.id)?.cost ?? 0n;
    sales += values.get(r.id)?.sales ?? 0n;
  }
  return { hours: centsToString(total), cost: centsToString(cost), sales: centsToString(sales) };
}
