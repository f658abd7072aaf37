import { and, asc, eq, inArray } from 'drizzle-orm';
import { users } from '../auth/auth.table';
import { badRequest, notFound } from '../errors';
import type { Ctx } from '../request-context';
import { departments, memberships, userroles } from './users.table';

export async function listMembers(ctx: Ctx) {
  const rows = await ctx.tx
    .select({
      userid: users.id,
      username: users.username,
      name: users.name,
      email: users.email,
      role_id: memberships.roleId,
      isadmin: memberships.isadmin,
      userrole_id: memberships.userroleId,
      departmentids: memberships.departmentids,
      isactive: memberships.isactive,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.tenantId, ctx.user.tenantId))
    .orderBy(asc(users.name));
  return rows;
}

export async function updateMember(
  ctx: Ctx,
  userId: number,
  input: { role_id: 1 | 2 | 3; isadmin: boolean; userrole_id: number | null; departmentids: number[] },
) {
  if (input.userrole_id !== null) {
    const [role] = await ctx.tx
      .select({ id: userroles.id })
      .from(userroles)
      .where(and(eq(userroles.tenantId, ctx.user.tenantId), eq(userroles.id, input.userrole_id)));
    if (!role) throw badRequest([{ field: 'userrole_id', message: 'invalidData' }]);
  }
  if (input.departmentids.length) {
    const found = await ctx.tx
      .select({ id: departments.id })
      .from(departments)
      .where(and(eq(departments.tenantId, ctx.user.tenantId), inArray(departments.id, input.departmentids)));
    if (found.length !== new Set(input.departmentids).size) {
      throw badRequest([{ field: 'departmentids', message: 'invalidData' }]);
    }
  }
  // An administrator cannot take their own administrator rights away and lock the tenant out.
  if (
    userId === ctx.user.userId &&
    (input.role_id !== 1 || !input.isadmin) &&
    !ctx.user.access.issuperadmin
  ) {
    throw badRequest([{ field: 'role_id', message: 'cannotDemoteYourself' }]);
  }
  const [row] = await ctx.tx
    .update(memberships)
    .set({
      roleId: input.role_id,
      isadmin: input.isadmin,
      userroleId: input.userrole_id,
      departmentids: input.departmentids,
    })
    .where(and(eq(memberships.tenantId, ctx.user.tenantId), eq(memberships.userId, userId)))
    .returning();
  if (!row) throw notFound();
  return (await listMembers(ctx)).find((m) => m.userid === userId);
}
