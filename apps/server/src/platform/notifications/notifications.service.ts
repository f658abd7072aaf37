import { and, desc, eq, sql } from 'drizzle-orm';
import { DEFAULT_TRANSLATIONS, type Language } from '@suite/shared';
import type { Ctx } from '../request-context';
import { changelogReads, notifications } from './notifications.table';
import { changelogFor } from './changelog';

/** spec 01 §3: in notifications moduleid 1 is order or project, 2 customer, 3 equipment, 12 simple list or task. */
export function notificationLink(moduleid: number, recordid: number | null): string {
  if (moduleid === 100) return '/changelog';
  if (!recordid) return '/notifications';
  switch (moduleid) {
    case 1:
      return `/orders/${recordid}/detail`;
    case 2:
      return `/customers/${recordid}/detail`;
    case 3:
      return `/equipments/${recordid}/detail`;
    case 4:
      return `/offers/${recordid}/detail`;
    case 12:
      return `/tasks/actions/${recordid}`;
    case 20:
      return `/inspections/actions/${recordid}`;
    default:
      return '/notifications';
  }
}

/** Notification status 1 info, 2 download ready, 3 error, 4 success (spec 01 §3). */
const STATUS_ICON: Record<number, string> = { 1: 'Info', 2: 'Download', 3: 'Error', 4: 'CheckCircle' };

const mine = (ctx: Ctx, kind: string) =>
  and(
    eq(notifications.tenantId, ctx.user.tenantId),
    eq(notifications.userId, ctx.user.userId),
    eq(notifications.kind, kind),
  );

export async function unreadCounts(ctx: Ctx) {
  const rows = await ctx.tx
    .select({ kind: notifications.kind, n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(
      and(
        eq(notifications.tenantId, ctx.user.tenantId),
        eq(notifications.userId, ctx.user.userId),
        eq(notifications.isread, false),
      ),
    )
    .groupBy(notifications.kind);
  const by = Object.fromEntries(rows.map((r) => [r.kind, r.n]));
  return { notificationcount: by.general ?? 0, rentalinvoiceissuescount: by.rentalissue ?? 0 };
}

export async function listForCurrentUser(ctx: Ctx, lang: Language) {
  const rows = await ctx.tx
    .select()
    .from(notifications)
    .where(mine(ctx, 'general'))
    .orderBy(desc(notifications.dateat), desc(notifications.id))
    .limit(200);
  return rows.map((n) => {
    const text = DEFAULT_TRANSLATIONS.notificationtexts?.[n.message];
    return {
      id: n.id,
      moduleid: n.moduleid,
      recordid: n.recordid,
      dateat: n.dateat.toISOString(),
      title: text ? text[lang] || text.en : n.message,
      link: notificationLink(n.moduleid, n.recordid),
      icon: STATUS_ICON[n.status] ?? 'Info',
      status: n.status,
      isread: n.isread,
    };
  });
}

export async function setAllRead(ctx: Ctx, kind: 'general' | 'rentalissue') {
  await ctx.tx
    .update(notifications)
    .set({ isread: true })
    .where(and(mine(ctx, kind), eq(notifications.isread, false)));
  return { ok: true };
}

export async function rentalIssueOrders(ctx: Ctx) {
  const rows = await ctx.tx
    .select({ orderid: notifications.orderid, ordernumber: notifications.ordernumber })
    .from(notifications)
    .where(and(mine(ctx, 'rentalissue'), eq(notifications.isread, false)))
    .orderBy(desc(notifications.dateat));
  return rows;
}

export async function checkChangelog(ctx: Ctx, locale: Language) {
  const { md5 } = changelogFor(locale);
  const [row] = await ctx.tx
    .select()
    .from(changelogReads)
    .where(
      and(
        eq(changelogReads.tenantId, ctx.user.tenantId),
        eq(changelogReads.userId, ctx.user.userId),
        eq(changelogReads.locale, locale),
      ),
    );
  return { isread: row?.md5 === md5, md5 };
}

export async function markChangelogRead(ctx: Ctx, locale: Language, md5: string) {
  await ctx.tx
    .insert(changelogReads)
    .values({ tenantId: ctx.user.tenantId, userId: ctx.user.userId, locale, md5 })
    .onConflictDoUpdate({
      target: [changelogReads.tenantId, changelogReads.userId, changelogReads.locale],
      set: { md5, readat: new Date() },
    });
  return { ok: true };
}
