import { eq, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { withPlatform } from '../../db/tenant';
import { sessions } from './auth.table';
import { loadSessionUser, type SessionUser } from './access-context';
import { newToken, sha256 } from './tokens';

// DESIGN "API contract": idle time-out 2 hours (sliding), absolute lifetime 432000000 ms (spec 01 §9).
export const IDLE_TIMEOUT_MS = 2 * 60 * 60 * 1000;
export const ABSOLUTE_LIFETIME_MS = 432_000_000;
/** lastseenat is written at most this often, so reads stay reads. */
const TOUCH_INTERVAL_MS = 60_000;
export const SESSION_COOKIE = 'sid';

export async function createSession(
  db: Db,
  userId: number,
  tenantId: number,
  meta: { ip?: string; useragent?: string },
): Promise<string> {
  const token = newToken();
  await withPlatform(db, async (tx) => {
    await tx.insert(sessions).values({
      idHash: sha256(token),
      userId,
      tenantId,
      ip: meta.ip ?? null,
      useragent: meta.useragent?.slice(0, 300) ?? null,
    });
  });
  return token;
}

export type LoadedSession = { hash: string; user: SessionUser; lastseenat: Date };

/** The live session for a cookie value, or null (unknown, idle past 2 hours, past its lifetime, or no longer a member). */
export async function loadSession(
  db: Db,
  token: string | undefined,
  now = new Date(),
  opts: { touch?: boolean } = {},
): Promise<LoadedSession | null> {
  if (!token || token.length > 200) return null;
  const hash = sha256(token);
  return withPlatform(db, async (tx) => {
    const [s] = await tx.select().from(sessions).where(eq(sessions.idHash, hash));
    if (!s) return null;
    const idle = now.getTime() - s.lastseenat.getTime() > IDLE_TIMEOUT_MS;
    const old = now.getTime() - s.createdat.getTime() > ABSOLUTE_LIFETIME_MS;
    if (idle || old) {
      await tx.delete(sessions).where(eq(sessions.idHash, hash));
      return null;
    }
    const user = await loadSessionUser(tx, s.userId, s.tenantId);
    if (!user) {
      await tx.delete(sessions).where(eq(sessions.idHash, hash));
      return null;
    }
    if (opts.touch !== false && now.getTime() - s.lastseenat.getTime() > TOUCH_INTERVAL_MS) {
      await tx.update(sessions).set({ lastseenat: now }).where(eq(sessions.idHash, hash));
    }
    return { hash, user, lastseenat: s.lastseenat };
  });
}

export async function deleteSession(db: Db, hash: string): Promise<void> {
  await withPlatform(db, (tx) => tx.delete(sessions).where(eq(sessions.idHash, hash)));
}

export async function switchSessionTenant(db: Db, hash: string, tenantId: number): Promise<void> {
  await withPlatform(db, (tx) => tx.update(sessions).set({ tenantId }).where(eq(sessions.idHash, hash)));
}

/** Housekeeping: drop sessions that can no longer be used. */
export async function purgeExpiredSessions(db: Db, now = new Date()): Promise<void> {
  await withPlatform(db, (tx) =>
    tx
      .delete(sessions)
      .where(
        or(
          lt(sessions.lastseenat, new Date(now.getTime() - IDLE_TIMEOUT_MS)),
          lt(sessions.createdat, new Date(now.getTime() - ABSOLUTE_LIFETIME_MS)),
        ),
      ),
  );
}
