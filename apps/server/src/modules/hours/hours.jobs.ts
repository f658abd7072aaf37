// The two jobs of the hours module (issue 9), registered with the jobs platform and run by pg-boss cron in Oslo time.
// Both handlers take the clock from the job context, so the tests run them with a fixed date.
//   hours.lock_month     daily 00:05: on the company's lock day (general settings lockmonthday, 0 = off) the month
//                        before is locked
//   hours.week_minimum   Fridays 14:00: employees whose delivered hours this ISO week are below the company minimum
//                        (company info mininum_hours, spec 02 §9) are told, and the approvers get a summary
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { formatNumber } from '@suite/shared/format/number-format';
import { hasPermission } from '@suite/shared/users/permissions';
import type { AccessContext } from '@suite/shared';
import type { Tx } from '../../db/tenant';
import { users } from '../../platform/auth/auth.table';
import type { SessionUser } from '../../platform/auth/access-context';
import { forEachTenant, OSLO, registerJob, scheduleJob, type JobContext } from '../../platform/jobs/jobs';
import { notifications } from '../../platform/notifications/notifications.table';
import { readSetting } from '../../platform/tenants/tenant-settings.service';
import { memberships, userroles } from '../../platform/users/users.table';
import { lockMonthRow } from './hours-lock.service';
import { isoWeekOf, STATE } from './hours.service';
import { hours } from './hours.table';
import { osloDate } from '@suite/shared/format/date-format';

export const LOCK_MONTH_JOB = 'hours.lock_month';
export const WEEK_MINIMUM_JOB = 'hours.week_minimum';

/** A job's view of one tenant: the services read ctx.user.tenantId only. */
const tenantCtx = (tx: Tx, tenantId: number) => ({ tx, user: { tenantId, userId: 0 } as SessionUser });

/** The month before a date's month. */
function previousMonth(date: string): { year: number; month: number } {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  return month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
}

/**
 * On each company's lock day (the Oslo date's day of month equals general settings lockmonthday) the month before
 * is locked. Only on that day: a month an administrator unlocks afterwards stays unlocked. Answers the locks made.
 */
export async function runLockMonthJob(
  ctx: JobContext,
): Promise<{ tenantId: number; year: number; month: number }[]> {
  const today = osloDate(ctx.now);
  const day = Number(today.slice(8, 10));
  const locked: { tenantId: number; year: number; month: number }[] = [];
  await forEachTenant(ctx, async (tx, tenantId) => {
    const c = tenantCtx(tx, tenantId);
    const { value } = await readSetting(c, 'general_settings');
    if (!value.lockmonthday || value.lockmonthday !== day) return;
    const month = previousMonth(today);
    if (await lockMonthRow(c, month, { userId: null, automatic: true, at: ctx.now })) {
      locked.push({ tenantId, ...month });
    }
  });
  ctx.log.info({ locked }, 'hours.lock_month');
  return locked;
}

type Approver = { userId: number; access: AccessContext };

/** Active employees and the members who may approve others' hours. */
async function membersOf(tx: Tx, tenantId: number) {
  const rows = await tx
    .select({
      userId: memberships.userId,
      name: users.name,
      isEmployee: memberships.isEmployee,
      isadmin: memberships.isadmin,
      roleId: memberships.roleId,
      permissions: userroles.permissions,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(
      userroles,
      and(eq(userroles.tenantId, memberships.tenantId), eq(userroles.id, memberships.userroleId)),
    )
    .where(and(eq(memberships.tenantId, tenantId), eq(memberships.isactive, true), eq(users.isactive, true)));
  return rows.map((r) => ({
    ...r,
    access: {
      isadmin: r.isadmin,
      issuperadmin: false,
      role_id: r.roleId,
      permissions: (r.permissions as string[] | null) ?? [],
    } as AccessContext,
  }));
}

/**
 * spec 02 §9: a notification when the hours delivered for the current ISO week are below the company minimum.
 * Every active employee who may log their own hours and is below gets one; every approver of others' hours gets a
 * summary naming them. Answers, per tenant, who was below.
 */
export async function runWeekMinimumJob(
  ctx: JobContext,
): Promise<{ tenantId: number; below: { userId: number; delivered: number }[]; approvers: number[] }[]> {
  const today = osloDate(ctx.now);
  const { monday, sunday, week } = isoWeekOf(today);
  const out: { tenantId: number; below: { userId: number; delivered: number }[]; approvers: number[] }[] = [];
  await forEachTenant(ctx, async (tx, tenantId) => {
    const { value } = await readSetting(tenantCtx(tx, tenantId), 'companyinfo');
    const minimum = value.mininum_hours;
    if (!minimum) return;
    const members = await membersOf(tx, tenantId);
    const employees = members.filter((m) => m.isEmployee && hasPermission(m.access, 'timer_log_own_hours'));
    if (employees.length === 0) return;
    const sums = await tx
      .select({ userId: hours.user_id, delivered: sql<string>`sum(${hours.amount})::text` })
      .from(hours)
      .where(
        and(
          eq(hours.tenantId, tenantId),
          gte(hours.date, monday),
          lte(hours.date, sunday),
          inArray(hours.state, [STATE.delivered, STATE.approved]),
          inArray(
            hours.user_id,
            employees.map((e) => e.userId),
          ),
        ),
      )
      .groupBy(hours.user_id);
    const deliveredBy = new Map(sums.map((s) => [s.userId, Number(s.delivered)]));
    const below = employees
      .map((e) => ({ userId: e.userId, name: e.name, delivered: deliveredBy.get(e.userId) ?? 0 }))
      .filter((e) => e.delivered < minimum);
    if (below.length === 0) return;
    const approvers: Approver[] = members.filter((m) =>
      hasPermission(m.access, 'timer_approve_others_hours'),
    );
    const summary =
      `Uke ${week}, minimum ${formatNumber(minimum)} t: ` +
      below.map((b) => `${b.name} ${formatNumber(b.delivered)} t`).join(', ');
    await tx.insert(notifications).values([
      ...below.map((b) => ({
        tenantId,
        userId: b.userId,
        moduleid: 24,
        message: 'hoursBelowWeekMinimum',
        status: 3,
        dateat: ctx.now,
      })),
      // The summary names the employees: plain text (a job's own message, spec 01 §3), in Norwegian.
      ...approvers.map((a) => ({
        tenantId,
        userId: a.userId,
        moduleid: 24,
        message: summary,
        status: 1,
        dateat: ctx.now,
      })),
    ]);
    out.push({
      tenantId,
      below: below.map(({ userId, delivered }) => ({ userId, delivered })),
      approvers: approvers.map((a) => a.userId),
    });
  });
  ctx.log.info({ tenants: out.length }, 'hours.week_minimum');
  return out;
}

/** Registers the jobs and their cron schedules (Oslo time). Called once when the module loads. */
const lockMonthHandler = (_data: unknown, ctx: JobContext) => runLockMonthJob(ctx);
const weekMinimumHandler = (_data: unknown, ctx: JobContext) => runWeekMinimumJob(ctx);

export function registerHourJobs(): void {
  registerJob(LOCK_MONTH_JOB, lockMonthHandler);
  registerJob(WEEK_MINIMUM_JOB, weekMinimumHandler);
  scheduleJob(LOCK_MONTH_JOB, '5 0 * * *', { tz: OSLO });
  scheduleJob(WEEK_MINIMUM_JOB, '0 14 * * 5', { tz: OSLO });
}
