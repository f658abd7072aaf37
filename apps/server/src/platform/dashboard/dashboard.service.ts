import { and, eq, sql } from 'drizzle-orm';
import { hasPermission } from '@suite/shared/users/permissions';
import type { Language } from '@suite/shared';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Ctx } from '../request-context';
import { rowsOf } from '../../db/tenant';
import { notifications } from '../notifications/notifications.table';
import { listForCurrentUser } from '../notifications/notifications.service';
import { departments, memberships, userroles } from '../users/users.table';

/** A dashboard card: shown only to users who may open its list. Later modules add theirs (customers, orders ...). */
export type DashboardCounter = {
  key: string;
  to: string;
  permission: string;
  count(ctx: Ctx): Promise<number>;
};

export const countRows = (table: PgTable & { tenantId: unknown }) => async (ctx: Ctx) => {
  const rows = await ctx.tx.execute(
    sql`select count(*)::int as n from ${table} where tenant_id = ${ctx.user.tenantId} and isactive`,
  );
  return rowsOf<{ n: number }>(rows)[0]!.n;
};

export const DASHBOARD_COUNTERS: DashboardCounter[] = [
  { key: 'employees', to: '/permissions', permission: 'settings_permissions', count: countRows(memberships) },
  {
    key: 'departments',
    to: '/departments',
    permission: 'settings_departments',
    count: countRows(departments),
  },
  { key: 'userroles', to: '/userrole', permission: 'settings_userrole', count: countRows(userroles) },
];

/** Business modules add their cards at start (apps/server/src/modules.ts). */
export function registerDashboardCounter(counter: DashboardCounter): void {
  if (!DASHBOARD_COUNTERS.some((c) => c.key === counter.key)) DASHBOARD_COUNTERS.push(counter);
}

export async function dashboard(ctx: Ctx, lang: Language) {
  const counts: { key: string; value: number; to: string }[] = [];
  const [{ n: unread }] = (await ctx.tx
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(
      and(
        eq(notifications.tenantId, ctx.user.tenantId),
        eq(notifications.userId, ctx.user.userId),
        eq(notifications.isread, false),
        eq(notifications.kind, 'general'),
      ),
    )) as [{ n: number }];
  counts.push({ key: 'unreadnotifications', value: unread, to: '/notifications' });
  for (const c of DASHBOARD_COUNTERS) {
    if (hasPermission(ctx.user.access, c.permission))
      counts.push({ key: c.key, value: await c.count(ctx), to: c.to });
  }
  const recent = (await listForCurrentUser(ctx, lang)).slice(0, 5).map((n) => ({
    moduleid: n.moduleid,
    title: n.title,
    link: n.link,
    dateat: n.dateat,
  }));
  return { counts, recent };
}
