import { createHash } from 'node:crypto';
// Hours and absence (issue 9): logging, the rules of spec 02 §5, delivery and approval, the filter and the week.
import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  sql,
  type Param,
  type Placeholder,
  type Query,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { COUNT_CAP } from '@suite/shared';
import {
  HOUR_ERRORS,
  HOUR_STATES,
  MAX_ABSENCE_HOURS_PER_DAY,
  MAX_HOURS_PER_ENTRY,
  hoursFromTimes,
  minutesWorked,
  type HourCreateInput,
  type HourEntry,
  type HourFilterInput,
  type HourFilterResult,
  type HourState,
  type HourUpdateInput,
  type HourWeek,
  type HourWeekQuery,
} from '@suite/shared/hours/hours.schema';
import { isoWeekday } from '@suite/shared/hours/overtime';
import { hasPermission } from '@suite/shared/users/permissions';
import type { Db } from '../../db/connection';
import { users } from '../../platform/auth/auth.table';
import { badRequest, forbidden, notFound, staleVersion } from '../../platform/errors';
import { notifications } from '../../platform/notifications/notifications.table';
import type { SessionUser } from '../../platform/auth/access-context';
import type { Ctx } from '../../platform/request-context';
import { cappedTotal, forgetCappedTotals } from '../../platform/resources/resource.service';
import {
  pageNumber,
  rowDecoder,
  runCount,
  runCommitted,
  runPage,
  sessionOf,
  statementName,
} from '../../platform/resources/compiled-query';
import { readSetting } from '../../platform/tenants/tenant-settings.service';
import { memberships } from '../../platform/users/users.table';
import { checkOrderThresholds } from '../orders/orders.service';
import { orders } from '../orders/orders.table';
import { absenctypes, houradditions, worktypes } from '../settings/settings.table';
import { assertMayActOn, mayActOn, mayDeleteAny, seesOthers } from './hours-access';
import { holidaysBetween } from './holidays';
import { hourLockedMonths, hours } from './hours.table';

/**
 * The rows of a batch of ids as one array parameter (`id = any($1)`): a batch of 500 is one bind value instead of
 * 500, which PostgreSQL parses and plans faster.
 */
const idIn = (ids: number[]) => sql`${hours.id} = any(${sql.param(ids)}::bigint[])`;

/** The stored state numbers, in the order of HOUR_STATES. */
export const STATE = { not_delivered: 0, delivered: 1, approved: 2, not_approved: 3 } as const;
const stateName = (n: number): HourState => HOUR_STATES[n] ?? 'not_delivered';

const yearOf = sql<number>`extract(year from ${hours.date})::int`;
const monthOf = sql<number>`extract(month from ${hours.date})::int`;

/**
 * A column of the entry's own row inside a subquery of the select list. drizzle writes the columns of a one-table
 * select without their table name, also inside sql`` fields, so a bare `${hours.tenantId}` there would read the
 * subquery's own tenant_id (`"tenant_id" = "tenant_id"`, always true) and PostgreSQL could not use the looked-up
 * table's (tenant_id, id) key. Wrapped in its own sql`` the column keeps its table name.
 */
const own = (column: PgColumn) => sql`${column}`;

/**
 * The names an entry shows and its lock flag, each a scalar subquery of the row's own tenant and key (never a
 * value: the compiled filter is shared by every tenant). Not joins: planning hours with five left joins, each under
 * its RLS policy, took about 4 ms a call against 0,5 ms for these subqueries, and PostgreSQL planned the month filter
 * anew at every call; the subqueries also run for the page's rows only (issue 9 "Speed", docs/decisions.md).
 */
const nameOf = {
  worktype: sql<
    string | null
  >`(select ${worktypes.name} from ${worktypes} where ${worktypes.tenantId} = ${own(hours.tenantId)} and ${worktypes.id} = ${own(hours.worktype_id)})`,
  absencetype: sql<
    string | null
  >`(select ${absenctypes.name} from ${absenctypes} where ${absenctypes.tenantId} = ${own(hours.tenantId)} and ${absenctypes.id} = ${own(hours.absencetype_id)})`,
  order: sql<
    number | null
  >`(select ${orders.ordernumber} from ${orders} where ${orders.tenantId} = ${own(hours.tenantId)} and ${orders.id} = ${own(hours.order_id)})`,
  user: sql<string | null>`(select ${users.name} from ${users} where ${users.id} = ${own(hours.user_id)})`,
  locked: sql<boolean>`exists (select 1 from ${hourLockedMonths} where ${hourLockedMonths.tenantId} = ${own(hours.tenantId)} and ${hourLockedMonths.year} = ${yearOf} and ${hourLockedMonths.month} = ${monthOf})`,
};

/** The columns of an entry as the API answers it. */
const ENTRY_COLUMNS = {
  id: hours.id,
  version: hours.version,
  date: hours.date,
  start: hours.starttime,
  end: hours.endtime,
  break: hours.breakminutes,
  amount: hours.amount,
  worktype_id: hours.worktype_id,
  worktypename: nameOf.worktype,
  absencetype_id: hours.absencetype_id,
  absencetypename: nameOf.absencetype,
  order_id: hours.order_id,
  ordernumber: nameOf.order,
  user_id: hours.user_id,
  username: nameOf.user,
  department_id: hours.department_id,
  description: hours.description,
  additions: hours.additions,
  state: hours.state,
  comment: hours.comment,
  deliveredon: hours.deliveredon,
  approvedon: hours.approvedon,
  approvedby: hours.approvedby,
  locked: nameOf.locked,
  createdon: hours.createdon,
  updatedon: hours.updatedon,
};

type EntryRow = {
  [K in keyof typeof ENTRY_COLUMNS]: unknown;
} & {
  id: number;
  version: number;
  date: string;
  amount: string;
  user_id: number;
  state: number;
  additions: number[];
  deliveredon: Date | string | null;
  approvedon: Date | string | null;
  createdon: Date | string;
  updatedon: Date | string;
};

/** A timestamp as the API answers it: the filter's decoder gives the ISO text already, drizzle's select a Date. */
const isoOf = (v: Date | string) => (typeof v === 'string' ? v : v.toISOString());

/** The select of entries with their names and lock flag; callers add where, order and limit. */
function selectEntries(ctx: Ctx) {
  return ctx.tx.select(ENTRY_COLUMNS).from(hours).$dynamic();
}

export function toEntry(row: EntryRow): HourEntry {
  return {
    id: row.id,
    version: row.version,
    date: row.date,
    start: (row.start as string | null) ?? null,
    end: (row.end as string | null) ?? null,
    break: Number(row.break),
    amount: Number(row.amount),
    worktype_id: (row.worktype_id as number | null) ?? null,
    worktypename: (row.worktypename as string | null) ?? null,
    absencetype_id: (row.absencetype_id as number | null) ?? null,
    absencetypename: (row.absencetypename as string | null) ?? null,
    order_id: (row.order_id as number | null) ?? null,
    ordernumber: (row.ordernumber as number | null) ?? null,
    user_id: row.user_id,
    username: (row.username as string | null) ?? null,
    description: (row.description as string | null) ?? null,
    additions: row.additions ?? [],
    state: stateName(row.state),
    delivered: row.state === STATE.delivered || row.state === STATE.approved,
    approved: row.state === STATE.approved,
    comment: (row.comment as string | null) ?? null,
    deliveredon: row.deliveredon ? isoOf(row.deliveredon) : null,
    approvedon: row.approvedon ? isoOf(row.approvedon) : null,
    approvedby: (row.approvedby as number | null) ?? null,
    locked: Boolean(row.locked),
    createdon: isoOf(row.createdon),
    updatedon: isoOf(row.updatedon),
  };
}

/** GET /api/hours/{id}: one entry; another company's or an unknown id 404, another employee's without rights 403. */
export async function getHour(ctx: Ctx, id: number): Promise<HourEntry> {
  const [row] = await selectEntries(ctx).where(and(eq(hours.tenantId, ctx.user.tenantId), eq(hours.id, id)));
  if (!row) throw notFound();
  const entry = toEntry(row as EntryRow);
  if (entry.user_id !== ctx.user.userId && !seesOthers(ctx)) throw forbidden();
  return entry;
}

/** The month of a date is locked. */
export async function isMonthLocked(ctx: Pick<Ctx, 'tx' | 'user'>, date: string): Promise<boolean> {
  const [row] = await ctx.tx
    .select({ year: hourLockedMonths.year })
    .from(hourLockedMonths)
    .where(
      and(
        eq(hourLockedMonths.tenantId, ctx.user.tenantId),
        eq(hourLockedMonths.year, Number(date.slice(0, 4))),
        eq(hourLockedMonths.month, Number(date.slice(5, 7))),
      ),
    );
  return Boolean(row);
}

const monthLocked = () =>
  badRequest([{ field: 'date', message: HOUR_ERRORS.monthLocked }], HOUR_ERRORS.monthLocked);

/** The employee's membership: an active employee of the company, else nobody can log hours for them. */
async function employeeOf(ctx: Ctx, userId: number): Promise<{ department_id: number | null }> {
  const [m] = await ctx.tx
    .select({ department_id: memberships.employeeDepartmentId, isEmployee: memberships.isEmployee })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.tenantId, ctx.user.tenantId),
        eq(memberships.userId, userId),
        eq(memberships.isactive, true),
        eq(users.isactive, true),
      ),
    );
  if (!m || !m.isEmployee) throw badRequest([{ field: 'user_id', message: HOUR_ERRORS.noPermission }]);
  return { department_id: m.department_id };
}

/** A referenced row must be an active row of the same company: else 400 invalidData on the field. */
async function assertRefs(
  ctx: Ctx,
  v: {
    worktype_id?: number | null;
    absencetype_id?: number | null;
    order_id?: number | null;
    additions?: number[];
  },
): Promise<{ requiresapproval: boolean }> {
  const tenant = ctx.user.tenantId;
  let requiresapproval = false;
  if (v.worktype_id != null) {
    const [w] = await ctx.tx
      .select({ id: worktypes.id! })
      .from(worktypes)
      .where(
        and(eq(worktypes.tenantId!, tenant), eq(worktypes.id!, v.worktype_id), eq(worktypes.isactive!, true)),
      );
    if (!w) throw badRequest([{ field: 'worktype_id', message: 'invalidData' }]);
  }
  if (v.absencetype_id != null) {
    const [a] = await ctx.tx
      .select({ requiresapproval: sql<boolean | null>`${absenctypes.requiresapproval}` })
      .from(absenctypes)
      .where(
        and(
          eq(absenctypes.tenantId!, tenant),
          eq(absenctypes.id!, v.absencetype_id),
          eq(absenctypes.isactive!, true),
        ),
      );
    if (!a) throw badRequest([{ field: 'absencetype_id', message: 'invalidData' }]);
    requiresapproval = a.requiresapproval === true;
  }
  if (v.order_id != null) {
    const [o] = await ctx.tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.tenantId, tenant), eq(orders.id, v.order_id)));
    if (!o) throw badRequest([{ field: 'order_id', message: 'invalidData' }]);
  }
  const additions = [...new Set(v.additions ?? [])];
  if (additions.length) {
    const found = await ctx.tx
      .select({ id: houradditions.id! })
      .from(houradditions)
      .where(and(eq(houradditions.tenantId!, tenant), inArray(houradditions.id!, additions)));
    if (found.length !== additions.length) throw badRequest([{ field: 'additions', message: 'invalidData' }]);
  }
  return { requiresapproval };
}

type DayValues = {
  user_id: number;
  date: string;
  start: string | null;
  end: string | null;
  amount: number;
  worktype_id: number | null;
  absencetype_id: number | null;
};

/**
 * spec 02 §5 rules across the employee's day: at most 8 hours of absence a day (blocked when 8 are posted), and the
 * same work type (or absence type), date and time only once.
 */
async function assertDayRules(ctx: Ctx, v: DayValues, exceptId?: number): Promise<void> {
  const tenant = ctx.user.tenantId;
  const others = and(
    eq(hours.tenantId, tenant),
    eq(hours.user_id, v.user_id),
    eq(hours.date, v.date),
    exceptId === undefined ? undefined : ne(hours.id, exceptId),
  );
  if (v.absencetype_id !== null) {
    const [row] = await ctx.tx
      .select({ total: sql<string>`coalesce(sum(${hours.amount}), 0)` })
      .from(hours)
      .where(and(others, isNotNull(hours.absencetype_id)));
    const posted = Number(row?.total ?? 0);
    if (posted >= MAX_ABSENCE_HOURS_PER_DAY || posted + v.amount > MAX_ABSENCE_HOURS_PER_DAY + 1e-9) {
      throw badRequest([{ field: 'amount', message: HOUR_ERRORS.absenceLimit }], HOUR_ERRORS.absenceLimit);
    }
  }
  if (v.start !== null && v.end !== null) {
    const sameType =
      v.worktype_id !== null
        ? eq(hours.worktype_id, v.worktype_id)
        : eq(hours.absencetype_id, v.absencetype_id!);
    const [dup] = await ctx.tx
      .select({ id: hours.id })
      .from(hours)
      .where(and(others, sameType, eq(hours.starttime, v.start), eq(hours.endtime, v.end)))
      .limit(1);
    if (dup) throw badRequest([{ field: 'start', message: HOUR_ERRORS.duplicate }], HOUR_ERRORS.duplicate);
  }
}

/** The amount of an entry: from start and end less the break, or as typed; above 0 and at most 24. */
function amountOf(v: {
  start: string | null;
  end: string | null;
  break: number;
  amount: number | null;
}): number {
  if (v.start !== null && v.end !== null) {
    const worked = minutesWorked(v.start, v.end, v.break);
    if (v.start === v.end || worked <= 0) {
      throw badRequest([{ field: 'end', message: HOUR_ERRORS.invalidTimeRange }]);
    }
    const computed = hoursFromTimes(v.start, v.end, v.break);
    if (computed > MAX_HOURS_PER_ENTRY)
      throw badRequest([{ field: 'amount', message: HOUR_ERRORS.invalidHours }]);
    return computed;
  }
  if (v.amount === null || !(v.amount > 0) || v.amount > MAX_HOURS_PER_ENTRY) {
    throw badRequest([
      { field: 'amount', message: v.amount === null ? 'required' : HOUR_ERRORS.invalidHours },
    ]);
  }
  return v.amount;
}

/** POST /api/hours. */
export async function createHour(ctx: Ctx, input: HourCreateInput): Promise<HourEntry> {
  const userId = input.user_id ?? ctx.user.userId;
  assertMayActOn(ctx, 'log', [userId]);
  const employee = await employeeOf(ctx, userId);
  if (await isMonthLocked(ctx, input.date)) throw monthLocked();
  await assertRefs(ctx, input);
  const values = {
    start: input.start ?? null,
    end: input.end ?? null,
    break: input.start != null && input.end != null ? (input.break ?? 0) : 0,
    amount: input.amount ?? null,
  };
  const amount = amountOf(values);
  const day: DayValues = {
    user_id: userId,
    date: input.date,
    start: values.start,
    end: values.end,
    amount,
    worktype_id: input.worktype_id ?? null,
    absencetype_id: input.absencetype_id ?? null,
  };
  await assertDayRules(ctx, day);
  const [row] = await ctx.tx
    .insert(hours)
    .values({
      tenantId: ctx.user.tenantId,
      user_id: userId,
      date: input.date,
      starttime: values.start,
      endtime: values.end,
      breakminutes: values.break,
      amount: amount.toFixed(2),
      worktype_id: day.worktype_id,
      absencetype_id: day.absencetype_id,
      order_id: input.order_id ?? null,
      department_id: employee.department_id,
      description: input.description ?? null,
      additions: [...new Set(input.additions ?? [])],
      createdby: ctx.user.userId,
    })
    .returning({ id: hours.id });
  forgetCappedTotals(ctx.user.tenantId, hours);
  // Issue 7: the order's responsible hears when its logged hours or cost pass a threshold.
  if (input.order_id != null) await checkOrderThresholds(ctx, input.order_id);
  return getHour(ctx, row!.id);
}

type StoredHour = typeof hours.$inferSelect;

async function storedHour(ctx: Ctx, id: number): Promise<StoredHour> {
  const [row] = await ctx.tx
    .select()
    .from(hours)
    .where(and(eq(hours.tenantId, ctx.user.tenantId), eq(hours.id, id)));
  if (!row) throw notFound();
  return row;
}

const alreadyDelivered = () =>
  badRequest([{ field: 'state', message: HOUR_ERRORS.alreadyDelivered }], HOUR_ERRORS.alreadyDelivered);

/**
 * Who may change a stored entry: the employee (or who logs for them) while it is not delivered or not approved;
 * delivered and approved hours only by who may approve them (a correction), never by the employee.
 */
function assertMayChange(ctx: Ctx, row: StoredHour): void {
  if (row.user_id !== ctx.user.userId && !seesOthers(ctx)) throw notFound();
  if (row.state === STATE.delivered || row.state === STATE.approved) {
    if (!mayActOn(ctx, 'approve', row.user_id)) {
      if (!mayActOn(ctx, 'log', row.user_id)) throw forbidden('noPermissionToAddHours');
      throw alreadyDelivered();
    }
    return;
  }
  assertMayActOn(ctx, 'log', [row.user_id]);
}

/** PUT /api/hours/{id} with the version read (412 when stale); fields left out keep their value. */
export async function updateHour(ctx: Ctx, id: number, input: HourUpdateInput): Promise<HourEntry> {
  const row = await storedHour(ctx, id);
  assertMayChange(ctx, row);
  if (input.version !== row.version) throw staleVersion();
  const userId = input.user_id ?? row.user_id;
  let departmentId = row.department_id;
  if (userId !== row.user_id) {
    assertMayActOn(ctx, 'log', [userId]);
    departmentId = (await employeeOf(ctx, userId)).department_id;
  }
  const date = input.date ?? row.date;
  if ((await isMonthLocked(ctx, row.date)) || (await isMonthLocked(ctx, date))) throw monthLocked();
  // A work type replaces an absence type and the other way round.
  let worktypeId = input.worktype_id !== undefined ? input.worktype_id : row.worktype_id;
  let absenceId = input.absencetype_id !== undefined ? input.absencetype_id : row.absencetype_id;
  if (input.worktype_id != null && input.absencetype_id === undefined) absenceId = null;
  if (input.absencetype_id != null && input.worktype_id === undefined) worktypeId = null;
  if ((worktypeId === null) === (absenceId === null)) {
    throw badRequest([{ field: 'worktype_id', message: HOUR_ERRORS.worktypeOrAbsence }]);
  }
  await assertRefs(ctx, {
    worktype_id: input.worktype_id,
    absencetype_id: input.absencetype_id,
    order_id: input.order_id,
    additions: input.additions,
  });
  const start = input.start !== undefined ? input.start : row.starttime;
  const end = input.end !== undefined ? input.end : row.endtime;
  if ((start === null) !== (end === null)) {
    throw badRequest([{ field: start === null ? 'start' : 'end', message: 'required' }]);
  }
  const timed = start !== null && end !== null;
  const breakMinutes = timed ? (input.break !== undefined ? (input.break ?? 0) : row.breakminutes) : 0;
  const amount = amountOf({
    start,
    end,
    break: breakMinutes,
    amount: input.amount !== undefined ? input.amount : Number(row.amount),
  });
  await assertDayRules(
    ctx,
    { user_id: userId, date, start, end, amount, worktype_id: worktypeId, absencetype_id: absenceId },
    id,
  );
  // The employee's change of rejected hours sends them back to "not delivered", to be delivered again.
  const state = row.state === STATE.not_approved ? STATE.not_delivered : row.state;
  const orderId = input.order_id !== undefined ? input.order_id : row.order_id;
  const updated = await ctx.tx
    .update(hours)
    .set({
      user_id: userId,
      department_id: departmentId,
      date,
      starttime: start,
      endtime: end,
      breakminutes: breakMinutes,
      amount: amount.toFixed(2),
      worktype_id: worktypeId,
      absencetype_id: absenceId,
      order_id: orderId,
      description: input.description !== undefined ? input.description : row.description,
      additions: input.additions !== undefined ? [...new Set(input.additions)] : row.additions,
      state,
      version: row.version + 1,
      updatedon: new Date(),
    })
    .where(and(eq(hours.tenantId, ctx.user.tenantId), eq(hours.id, id), eq(hours.version, row.version)))
    .returning({ id: hours.id });
  if (updated.length === 0) throw staleVersion();
  if (orderId !== null) await checkOrderThresholds(ctx, orderId);
  return getHour(ctx, id);
}

type BulkRow = {
  id: number;
  user_id: number;
  state: number;
  date: string;
  absencetype_id: number | null;
  locked: boolean;
};

/** The rows of a bulk call: every id must be the company's (else 404, nothing changes). */
async function bulkRows(ctx: Ctx, ids: number[]): Promise<BulkRow[]> {
  const unique = [...new Set(ids)];
  const rows = await ctx.tx
    .select({
      id: hours.id,
      user_id: hours.user_id,
      state: hours.state,
      date: hours.date,
      absencetype_id: hours.absencetype_id,
      locked: sql<boolean>`(${hourLockedMonths.month} is not null)`,
    })
    .from(hours)
    .leftJoin(
      hourLockedMonths,
      and(
        eq(hourLockedMonths.tenantId, hours.tenantId),
        eq(hourLockedMonths.year, yearOf),
        eq(hourLockedMonths.month, monthOf),
      ),
    )
    .where(and(eq(hours.tenantId, ctx.user.tenantId), idIn(unique)));
  if (rows.length !== unique.length) throw notFound();
  if (rows.some((r) => r.user_id !== ctx.user.userId) && !seesOthers(ctx)) throw notFound();
  if (rows.some((r) => r.locked)) throw monthLocked();
  return rows;
}

/** DELETE /api/hours {ids}: own not-delivered hours with the log permission; anything else needs timer_delete_hours. */
export async function deleteHours(ctx: Ctx, ids: number[]): Promise<{ deleted: number[] }> {
  const rows = await bulkRows(ctx, ids);
  for (const r of rows) {
    const open = r.state === STATE.not_delivered || r.state === STATE.not_approved;
    const ownOpen = open && r.user_id === ctx.user.userId && mayActOn(ctx, 'log', r.user_id);
    if (!ownOpen && !mayDeleteAny(ctx)) {
      if (!open && r.user_id === ctx.user.userId) throw alreadyDelivered();
      throw forbidden();
    }
  }
  const unique = rows.map((r) => r.id);
  await ctx.tx.delete(hours).where(and(eq(hours.tenantId, ctx.user.tenantId), idIn(unique)));
  forgetCappedTotals(ctx.user.tenantId, hours);
  return { deleted: unique };
}

/** Absence types that need no approval: delivering such absence approves it. */
async function absenceWithoutApproval(ctx: Ctx, typeIds: number[]): Promise<Set<number>> {
  if (typeIds.length === 0) return new Set();
  const rows = await ctx.tx
    .select({ id: absenctypes.id!, requiresapproval: sql<boolean | null>`${absenctypes.requiresapproval}` })
    .from(absenctypes)
    .where(and(eq(absenctypes.tenantId!, ctx.user.tenantId), inArray(absenctypes.id!, typeIds)));
  return new Set(rows.filter((r) => r.requiresapproval !== true).map((r) => Number(r.id)));
}

export type BulkResult = { ids: number[]; state: HourState; unchanged: number[] };

/**
 * POST /api/hours/deliver {ids}: not delivered and not approved hours become delivered (absence of a type that
 * needs no approval is approved at once); delivered and approved hours stay as they are.
 */
export async function deliverHours(ctx: Ctx, ids: number[]): Promise<BulkResult> {
  const rows = await bulkRows(ctx, ids);
  assertMayActOn(
    ctx,
    'deliver',
    rows.map((r) => r.user_id),
  );
  const open = rows.filter((r) => r.state === STATE.not_delivered || r.state === STATE.not_approved);
  const direct = await absenceWithoutApproval(ctx, [
    ...new Set(open.flatMap((r) => (r.absencetype_id === null ? [] : [r.absencetype_id]))),
  ]);
  const approveAtOnce = open
    .filter((r) => r.absencetype_id !== null && direct.has(r.absencetype_id))
    .map((r) => r.id);
  const deliver = open.filter((r) => !approveAtOnce.includes(r.id)).map((r) => r.id);
  const now = new Date();
  const tenant = ctx.user.tenantId;
  if (deliver.length) {
    await ctx.tx
      .update(hours)
      .set({ state: STATE.delivered, deliveredon: now, version: sql`${hours.version} + 1`, updatedon: now })
      .where(and(eq(hours.tenantId, tenant), idIn(deliver)));
  }
  if (approveAtOnce.length) {
    await ctx.tx
      .update(hours)
      .set({
        state: STATE.approved,
        deliveredon: now,
        approvedon: now,
        comment: null,
        version: sql`${hours.version} + 1`,
        updatedon: now,
      })
      .where(and(eq(hours.tenantId, tenant), idIn(approveAtOnce)));
  }
  const changed = open.map((r) => r.id);
  return {
    ids: changed,
    state: 'delivered',
    unchanged: rows.filter((r) => !changed.includes(r.id)).map((r) => r.id),
  };
}

/** Hours must be delivered before they are approved or rejected. */
function assertDelivered(rows: BulkRow[]): void {
  if (rows.some((r) => r.state === STATE.not_delivered)) {
    throw badRequest([{ field: 'ids', message: HOUR_ERRORS.notDelivered }], HOUR_ERRORS.notDelivered);
  }
}

/**
 * The month of the row being changed is not locked (inside an UPDATE's WHERE): the tenant's locked months (placeholder
 * 'tenant') are read once into a hashed set, where an anti-join would look them up row by row (~0,8 ms of 500 rows).
 */
const monthOpen = sql`(extract(year from ${hours.date})::int * 100 + extract(month from ${hours.date})::int) not in (select l.year * 100 + l.month from ${hourLockedMonths} l where l.tenant_id = ${sql.placeholder('tenant')})`;

/** What approving sets, with the time and the approver as placeholders 'now' and 'user'. */
const approvedValues = () => ({
  state: STATE.approved,
  approvedon: sql`${sql.placeholder('now')}::timestamptz`,
  approvedby: sql`${sql.placeholder('user')}::bigint`,
  comment: null,
  version: sql`${hours.version} + 1`,
  updatedon: sql`${sql.placeholder('now')}::timestamptz`,
});

/** The tenant's ids (placeholders 'tenant' and 'ids') that are delivered or rejected: what approving changes. */
const approvableIds = () => [
  eq(hours.tenantId, sql.placeholder('tenant')),
  sql`${hours.id} = any(${sql.placeholder('ids')}::bigint[])`,
  inArray(hours.state, [STATE.delivered, STATE.not_approved]),
];

let approveStatement: Query | undefined;

/**
 * The approving UPDATE, compiled once with placeholders and prepared by name on PostgreSQL: planning it at every
 * call (the month-lock anti-join, RLS) cost about 1 ms of a 500-entry approval (issue 9 "Speed").
 */
function approveQuery(ctx: Ctx): Query {
  return (approveStatement ??= ctx.tx
    .update(hours)
    .set(approvedValues())
    .where(and(...approvableIds(), monthOpen))
    .returning({ id: hours.id, user_id: hours.user_id })
    .toSQL());
}

const decodeApproved = (rows: unknown[][]) =>
  rows.map(([id, user]) => ({ id: Number(id), user_id: Number(user) }));

/**
 * POST /api/hours/approve {ids}: delivered (or rejected) hours become approved. The usual call (every id delivered,
 * in open months, of employees the user may approve) is one UPDATE; anything else is diagnosed by the full checks
 * afterwards, whose error rolls the UPDATE back with the transaction.
 */
export async function approveHours(ctx: Ctx, ids: number[]): Promise<BulkResult> {
  const unique = [...new Set(ids)];
  const updated = (await runPage(
    sessionOf(ctx),
    approveQuery(ctx),
    'hours_approve',
    {
      now: new Date().toISOString(),
      user: ctx.user.userId,
      tenant: ctx.user.tenantId,
      ids: unique,
    },
    decodeApproved,
  )) as { id: number; user_id: number }[];
  if (updated.length === unique.length) {
    if (updated.some((r) => r.user_id !== ctx.user.userId) && !seesOthers(ctx)) throw notFound();
    assertMayActOn(
      ctx,
      'approve',
      updated.map((r) => r.user_id),
    );
    return { ids: unique, state: 'approved', unchanged: [] };
  }
  // Some were not approved by the UPDATE: unknown, locked, not delivered (errors) or approved already (unchanged).
  const rows = await bulkRows(ctx, unique);
  assertMayActOn(
    ctx,
    'approve',
    rows.map((r) => r.user_id),
  );
  const changed = new Set(updated.map((r) => r.id));
  assertDelivered(rows.filter((r) => !changed.has(r.id)));
  return {
    ids: [...changed],
    state: 'approved',
    unchanged: rows.filter((r) => !changed.has(r.id)).map((r) => r.id),
  };
}

/** What the one-statement approval refuses with (refuse_unless, migration 0025): the call needs the checks. */
const APPROVE_NEEDS_CHECKS = 'hours_approve_needs_checks';

/** Whose hours the user may approve, as the one-statement approval's scope: 0 anyone's, 1 own only, 2 others'. */
function approveScope(user: SessionUser): 0 | 1 | 2 | null {
  const own = mayActOn({ user }, 'approve', user.userId);
  const others = hasPermission(user.access, 'timer_approve_others_hours');
  if (own && others) return 0;
  return own ? 1 : others ? 2 : null;
}

let approveAtOnceStatement: Query | undefined;

/**
 * The usual approval as one statement that commits with it (db/tenant.ts tenantStatement): it approves the ids
 * that are delivered or rejected, in an open month and of an employee the scope allows, and refuses (nothing
 * lands) unless that is every id. Compiled once with placeholders, prepared by name on PostgreSQL.
 */
function approveAtOnceQuery(db: Db): Query {
  if (approveAtOnceStatement) return approveAtOnceStatement;
  const scope = sql`${sql.placeholder('scope')}::int`;
  const update = db
    .update(hours)
    .set(approvedValues())
    .where(
      and(
        ...approvableIds(),
        monthOpen,
        sql`(${scope} = 0 or (${hours.user_id} = ${sql.placeholder('user')}::bigint) = (${scope} = 1))`,
      ),
    )
    .returning({ id: hours.id })
    .toSQL();
  const count = `$${update.params.length + 1}`;
  approveAtOnceStatement = {
    sql:
      `with approved as (${update.sql}) ` +
      `select refuse_unless((select count(*) from approved) = ${count}::bigint, '${APPROVE_NEEDS_CHECKS}')`,
    params: [...update.params, sql.placeholder('count')],
  };
  return approveAtOnceStatement;
}

/**
 * POST /api/hours/approve {ids}, the usual call (issue 9 "Speed": 500 entries in one call): every id delivered, in
 * open months, of employees the user may approve. Approved by one statement committed in the same round trip;
 * null when that statement refused (nothing changed): approveHours then decides in a transaction of its own what
 * the call answers (unknown, locked, not delivered, someone else's, or approved already).
 */
export async function approveAtOnce(db: Db, user: SessionUser, ids: number[]): Promise<BulkResult | null> {
  const scope = approveScope(user);
  if (scope === null) return null;
  const unique = [...new Set(ids)];
  try {
    await runCommitted(
      db,
      user.tenantId,
      approveAtOnceQuery(db),
      'hours_approve_at_once',
      {
        now: new Date().toISOString(),
        user: user.userId,
        tenant: user.tenantId,
        ids: unique,
        scope,
        count: unique.length,
      },
      () => null,
      APPROVE_AT_ONCE_TX,
    );
  } catch (error) {
    if ((error as { message?: unknown }).message === APPROVE_NEEDS_CHECKS) return null;
    throw error;
  }
  return { ids: unique, state: 'approved', unchanged: [] };
}

/** The one-statement approval keeps its generic plan: it reads hours by key and by the id array, whatever the values. */
const APPROVE_AT_ONCE_TX = { genericPlans: true };

/**
 * POST /api/hours/not_approve {ids, comment}: delivered or approved hours go back to the employee as not approved,
 * with the comment on every entry and one notification per employee.
 */
export async function notApproveHours(ctx: Ctx, ids: number[], comment: string): Promise<BulkResult> {
  const rows = await bulkRows(ctx, ids);
  assertMayActOn(
    ctx,
    'approve',
    rows.map((r) => r.user_id),
  );
  assertDelivered(rows);
  const now = new Date();
  const tenant = ctx.user.tenantId;
  const change = rows.map((r) => r.id);
  await ctx.tx
    .update(hours)
    .set({
      state: STATE.not_approved,
      comment,
      approvedon: null,
      approvedby: null,
      version: sql`${hours.version} + 1`,
      updatedon: now,
    })
    .where(and(eq(hours.tenantId, tenant), idIn(change)));
  const employees = [...new Set(rows.map((r) => r.user_id))];
  // spec 01 §3: moduleid 24 (global); the title is the text of the key in the reader's language.
  await ctx.tx.insert(notifications).values(
    employees.map((userId) => ({
      tenantId: tenant,
      userId,
      moduleid: 24,
      message: 'hoursNotApproved',
      status: 3,
      dateat: now,
    })),
  );
  return { ids: change, state: 'not_approved', unchanged: [] };
}

/** The users a list may show: the caller's own hours only, unless they may see others'. */
function visibleUsers(ctx: Ctx, users?: number[]): number[] | undefined {
  if (seesOthers(ctx)) return users && users.length ? users : undefined;
  if (users && users.some((u) => u !== ctx.user.userId)) throw forbidden();
  return [ctx.user.userId];
}

/** What decides the filter's SQL text (never its values): one compiled page and count per shape. */
type FilterShape = {
  users: 0 | 1 | 2;
  states: boolean;
  kind?: HourFilterInput['kind'];
  order: boolean;
  department: boolean;
  worktype: boolean;
  absencetype: boolean;
};

/** The filter's shape and its values (the names the shape's placeholders take). */
function hourFilterShape(
  ctx: Ctx,
  input: HourFilterInput,
): { shape: FilterShape; values: Record<string, unknown> } {
  const users = visibleUsers(ctx, input.users);
  const states = input.state === undefined ? [] : Array.isArray(input.state) ? input.state : [input.state];
  const values: Record<string, unknown> = { tenant: ctx.user.tenantId, start: input.start, end: input.end };
  if (users?.length === 1) values.user = users[0];
  else if (users) values.users = users;
  if (states.length) values.states = states.map((st) => STATE[st]);
  if (input.order_id !== undefined) values.order = input.order_id;
  if (input.department_id !== undefined) values.department = input.department_id;
  if (input.worktype_id !== undefined) values.worktype = input.worktype_id;
  if (input.absencetype_id !== undefined) values.absencetype = input.absencetype_id;
  return {
    shape: {
      users: !users ? 0 : users.length === 1 ? 1 : 2,
      states: states.length > 0,
      kind: input.kind,
      order: 'order' in values,
      department: 'department' in values,
      worktype: 'worktype' in values,
      absencetype: 'absencetype' in values,
    },
    values,
  };
}

/** The filter's WHERE, each value given by `v` (a placeholder of a compiled statement, or the bound value itself). */
function filterWhere(shape: FilterShape, v: (name: string) => SQL | SQL.Aliased | Placeholder | Param): SQL {
  return and(
    eq(hours.tenantId, v('tenant')),
    gte(hours.date, v('start')),
    lte(hours.date, v('end')),
    // Arrays as one parameter each: the statement's text does not change with the number of users or states.
    shape.users === 1 ? eq(hours.user_id, v('user')) : undefined,
    shape.users === 2 ? sql`${hours.user_id} = any(${v('users')}::bigint[])` : undefined,
    shape.states ? sql`${hours.state} = any(${v('states')}::smallint[])` : undefined,
    shape.kind === 'hours' ? isNull(hours.absencetype_id) : undefined,
    shape.kind === 'absence' ? isNotNull(hours.absencetype_id) : undefined,
    shape.order ? eq(hours.order_id, v('order')) : undefined,
    shape.department ? eq(hours.department_id, v('department')) : undefined,
    shape.worktype ? eq(hours.worktype_id, v('worktype')) : undefined,
    shape.absencetype ? eq(hours.absencetype_id, v('absencetype')) : undefined,
  )!;
}

/** The filter's WHERE with its values bound (the reports and exports, which run it once). */
export function hourFilterWhere(ctx: Ctx, input: HourFilterInput): SQL {
  const { shape, values } = hourFilterShape(ctx, input);
  return filterWhere(shape, (name) => sql.param(values[name]));
}

const SORT_COLUMNS = { date: hours.date, user: hours.user_id, amount: hours.amount, id: hours.id } as const;

const ENTRY_FIELDS = Object.entries(ENTRY_COLUMNS) as [string, PgColumn | SQL][];
// The filter's timestamps arrive as their ISO text, as the entry answers them (no Date parsed and written back).
const decodeEntries = rowDecoder(ENTRY_FIELDS, { isoTimestamps: true });
type CompiledFilter = { page: Query; count: Query; name: string };
const compiledFilters = new Map<string, CompiledFilter>();

/**
 * POST /api/hours/filter {start, end, users, state} (spec 02 §7) plus kind (hours or absence), order, department,
 * work type and absence type; paged like the other lists (skip, limit 25 by default, count: total up to 10 000).
 * Without the "others" permissions a user sees their own hours only. Each shape of the filter is compiled once
 * (platform/resources/compiled-query.ts) and run with the call's values bound.
 */
export async function filterHours(ctx: Ctx, input: HourFilterInput): Promise<HourFilterResult> {
  const { shape, values } = hourFilterShape(ctx, input);
  const sort = Object.entries(input.sort ?? { date: 1, user: 1 }) as [keyof typeof SORT_COLUMNS, 1 | -1][];
  const key = JSON.stringify([shape, sort]);
  let c = compiledFilters.get(key);
  if (!c) {
    const where = filterWhere(shape, (name) => sql.placeholder(name));
    const orderBy = sort.map(([k, d]) => (d === 1 ? asc(SORT_COLUMNS[k]) : desc(SORT_COLUMNS[k])));
    if (!sort.some(([k]) => k === 'id')) orderBy.push(asc(hours.id));
    const page = selectEntries(ctx)
      .where(where)
      .orderBy(...orderBy)
      .toSQL();
    const count = ctx.tx
      .select({ n: sql<number>`count(*)::int` })
      .from(sql`(select 1 from ${hours} where ${where} limit ${sql.raw(String(COUNT_CAP + 1))}) c`)
      .toSQL();
    c = {
      page,
      count,
      name: `hours_filter_${createHash('sha1').update(page.sql).digest('hex').slice(0, 16)}`,
    };
    if (compiledFilters.size >= 200) compiledFilters.delete(compiledFilters.keys().next().value!);
    compiledFilters.set(key, c);
  }
  // Limit and offset as literals (checked whole numbers): PostgreSQL then keeps a generic plan of the statement.
  const limit = pageNumber(input.limit ?? 25);
  const offset = pageNumber(input.skip ?? 0);
  const page = { sql: `${c.page.sql} limit ${limit} offset ${offset}`, params: c.page.params };
  const rows = await runPage(
    sessionOf(ctx),
    page,
    offset === 0 ? statementName(hours, `${c.name}_${limit}`) : undefined,
    values,
    decodeEntries,
  );
  const result: HourFilterResult = { items: rows.map((r) => toEntry(r as EntryRow)) };
  if (input.count) {
    Object.assign(
      result,
      await cappedTotal(
        ctx,
        hours,
        JSON.stringify([ctx.user.userId, { ...input, skip: 0, limit: 0, sort: null }]),
        () => runCount(ctx, c.count, statementName(hours, `${c.name}_n`), values),
      ),
    );
  }
  return result;
}

/** Monday of the ISO week holding a date, and its ISO year and week number. */
export function isoWeekOf(date: string): { monday: string; sunday: string; year: number; week: number } {
  const d = new Date(`${date}T00:00:00Z`);
  const weekday = isoWeekday(date);
  const monday = new Date(d.getTime() - (weekday - 1) * 86_400_000);
  const sunday = new Date(monday.getTime() + 6 * 86_400_000);
  const thursday = new Date(monday.getTime() + 3 * 86_400_000);
  const year = thursday.getUTCFullYear();
  const jan1 = Date.UTC(year, 0, 1);
  const week = Math.floor((thursday.getTime() - jan1) / 86_400_000 / 7) + 1;
  return { monday: iso(monday), sunday: iso(sunday), year, week };
}

const iso = (d: Date) => d.toISOString().slice(0, 10);

/**
 * GET /api/hours/week?date=&user_id=: one employee's ISO week (Monday to Sunday) with every entry, the day and week
 * sums, the delivered sum, the company minimum (mininum_hours), the public holidays and the locked days, and the
 * system configuration's hourenterstyle (which screen style to show).
 */
export async function hourWeek(ctx: Ctx, query: HourWeekQuery): Promise<HourWeek> {
  const userId = query.user_id ?? ctx.user.userId;
  if (userId !== ctx.user.userId && !seesOthers(ctx)) throw forbidden();
  const { monday, sunday, year, week } = isoWeekOf(query.date);
  const rows = await selectEntries(ctx)
    .where(
      and(
        eq(hours.tenantId, ctx.user.tenantId),
        eq(hours.user_id, userId),
        gte(hours.date, monday),
        lte(hours.date, sunday),
      ),
    )
    .orderBy(asc(hours.date), asc(hours.starttime), asc(hours.id));
  const entries = rows.map((r) => toEntry(r as EntryRow));
  const holidays = holidaysBetween(monday, sunday);
  const locked = await ctx.tx
    .select({ year: hourLockedMonths.year, month: hourLockedMonths.month })
    .from(hourLockedMonths)
    .where(eq(hourLockedMonths.tenantId, ctx.user.tenantId));
  const isLocked = (date: string) =>
    locked.some((l) => l.year === Number(date.slice(0, 4)) && l.month === Number(date.slice(5, 7)));
  const cents = (list: HourEntry[]) => list.reduce((s, e) => s + Math.round(e.amount * 100), 0) / 100;
  const days = Array.from({ length: 7 }, (_, i) => {
    const date = iso(new Date(Date.parse(`${monday}T00:00:00Z`) + i * 86_400_000));
    return {
      date,
      weekday: i + 1,
      total: cents(entries.filter((e) => e.date === date)),
      holiday: holidays[date] ?? null,
      locked: isLocked(date),
    };
  });
  const company = await readSetting(ctx, 'companyinfo');
  return {
    user_id: userId,
    year,
    week,
    start: monday,
    end: sunday,
    entries,
    days,
    total: cents(entries),
    delivered: cents(entries.filter((e) => e.delivered)),
    minimum: company.value.mininum_hours,
    hourenterstyle: ctx.user.config.hourenterstyle,
    locked: days.every((d) => d.locked),
  };
}
