// Numbered records (orders, offers, projects ...): the next number is one above the tenant's highest, never below a
// floor the company chose (general settings' nextordernumber, say). Two records saved at once must not get the same
// number, so a create takes the numbering lock of its table and column for the tenant before it picks a number or
// checks one the user typed; the lock is held to the end of the transaction.
import { eq, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Ctx } from '../request-context';

type Numbered = PgTable & { tenantId: PgColumn };

export async function lockNumbering(ctx: Ctx, table: Numbered, column: PgColumn): Promise<void> {
  const key = `${getTableName(table)}.${column.name}:${ctx.user.tenantId}`;
  await ctx.tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/** The next free number of `column` for the tenant, at least `floor`. */
export async function nextNumber(
  ctx: Ctx,
  table: Numbered,
  column: PgColumn,
  floor: number,
): Promise<number> {
  const [row] = await ctx.tx
    .select({ n: sql<number | null>`max(${column})` })
    .from(table as PgTable)
    .where(eq(table.tenantId, ctx.user.tenantId));
  return Math.max(Number(row?.n ?? 0) + 1, floor);
}
