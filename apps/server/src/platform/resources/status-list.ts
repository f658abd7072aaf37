// The status lists of spec 01 §3 (orders, projects, offers ...): a record's status is a status number of the
// tenant's list. One place for the two rules every module with a status list applies.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ResourceDef } from '@suite/shared';
import { isHiddenForTenant } from '@suite/shared/resources/lookup-rules';
import { isRoleRestrictedItemEnabled } from '@suite/shared/users/permissions';
import type { Ctx } from '../request-context';

/** A status list's table with the columns the rules read (built from its definition, so typed here). */
export type StatusListTable = PgTable & {
  tenantId: PgColumn;
  status: PgColumn;
  isactive: PgColumn;
  isdefault: PgColumn;
  userrolesaccess: PgColumn;
};

/**
 * spec 01 §3/§4: whether this user may give a record `status`: an active item of the list, not hidden for the tenant
 * (rental statuses 6 and 7 of orders without rental) and not restricted to other roles (userrolesaccess).
 */
export async function isSettableStatus(
  ctx: Ctx,
  list: StatusListTable,
  def: ResourceDef,
  status: number,
): Promise<boolean> {
  const [item] = (await ctx.tx
    .select({ status: list.status, isactive: list.isactive, userrolesaccess: list.userrolesaccess })
    .from(list as never)
    .where(and(eq(list.tenantId, ctx.user.tenantId), eq(list.status, status)))) as {
    status: number;
    isactive: boolean;
    userrolesaccess: number[] | null;
  }[];
  return (
    item !== undefined &&
    item.isactive &&
    !isHiddenForTenant(def, item, ctx.user.access.enabledmodules) &&
    isRoleRestrictedItemEnabled(ctx.user.access, { userrolesaccess: item.userrolesaccess })
  );
}

/** The status a new record gets: the list's default, else its lowest active status, else 1. */
export async function defaultListStatus(ctx: Ctx, list: StatusListTable): Promise<number> {
  const [item] = (await ctx.tx
    .select({ status: list.status })
    .from(list as never)
    .where(and(eq(list.tenantId, ctx.user.tenantId), eq(list.isactive, true)))
    .orderBy(sql`${list.isdefault} desc`, asc(list.status))
    .limit(1)) as { status: number }[];
  return item?.status ?? 1;
}
