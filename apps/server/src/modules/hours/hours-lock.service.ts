// Month lock (spec 02 §4 "Months can be locked and unlocked (locking happens on a configured day each month; an
// administrator can unlock)"): a locked month's hours cannot be added, changed, delivered, approved or deleted.
import { and, desc, eq } from 'drizzle-orm';
import type { LockedMonth, LockMonthInput } from '@suite/shared/hours/hours.schema';
import { users } from '../../platform/auth/auth.table';
import { badRequest, forbidden } from '../../platform/errors';
import type { Ctx } from '../../platform/request-context';
import { mayLockMonth, mayUnlockMonth } from './hours-access';
import { hourLockedMonths } from './hours.table';

/** GET /api/hours/locked_months: newest first. */
export async function lockedMonths(ctx: Pick<Ctx, 'tx' | 'user'>): Promise<LockedMonth[]> {
  const rows = await ctx.tx
    .select({
      year: hourLockedMonths.year,
      month: hourLockedMonths.month,
      lockedon: hourLockedMonths.lockedon,
      lockedby: hourLockedMonths.lockedby,
      lockedbyname: users.name,
      automatic: hourLockedMonths.automatic,
    })
    .from(hourLockedMonths)
    .leftJoin(users, eq(users.id, hourLockedMonths.lockedby))
    .where(eq(hourLockedMonths.tenantId, ctx.user.tenantId))
    .orderBy(desc(hourLockedMonths.year), desc(hourLockedMonths.month));
  return rows.map((r) => ({ ...r, lockedon: r.lockedon.toISOString() }));
}

/** Locks a month (idempotent: a locked month stays as it was locked). Answers whether it was locked now. */
export async function lockMonthRow(
  ctx: Pick<Ctx, 'tx' | 'user'>,
  input: LockMonthInput,
  by: { userId: number | null; automatic: boolean; at?: Date },
): Promise<boolean> {
  const inserted = await ctx.tx
    .insert(hourLockedMonths)
    .values({
      tenantId: ctx.user.tenantId,
      year: input.year,
      month: input.month,
      lockedby: by.userId,
      automatic: by.automatic,
      lockedon: by.at ?? new Date(),
    })
    .onConflictDoNothing()
    .returning({ year: hourLockedMonths.year });
  return inserted.length > 0;
}

/** POST /api/hours/lock_month {year, month}: needs timer_lock_month. */
export async function lockMonth(ctx: Ctx, input: LockMonthInput): Promise<LockedMonth[]> {
  if (!mayLockMonth(ctx)) throw forbidden();
  await lockMonthRow(ctx, input, { userId: ctx.user.userId, automatic: false });
  return lockedMonths(ctx);
}

/** POST /api/hours/unlock_month {year, month}: administrators only; a month that is not locked is a 400. */
export async function unlockMonth(ctx: Ctx, input: LockMonthInput): Promise<LockedMonth[]> {
  if (!mayUnlockMonth(ctx)) throw forbidden();
  const removed = await ctx.tx
    .delete(hourLockedMonths)
    .where(
      and(
        eq(hourLockedMonths.tenantId, ctx.user.tenantId),
        eq(hourLockedMonths.year, input.year),
        eq(hourLockedMonths.month, input.month),
      ),
    )
    .returning({ year: hourLockedMonths.year });
  if (removed.length === 0) throw badRequest([{ field: 'month', message: 'invalidData' }]);
  return lockedMonths(ctx);
}
