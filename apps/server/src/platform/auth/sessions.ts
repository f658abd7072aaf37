import { performance } from 'node:perf_hooks';
import { eq, lt, or, sql } from 'drizzle-orm';
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

/**
 * The signed-in user (identity, membership, permissions, tenant configuration: two queries and some building)
 * and the session row are reused for a few seconds: issue 3 "Speed at scale" measured the session lookup as the
 * largest per-request cost of a list call, and every database round trip is a write and a read on a socket.
 * Every state-changing call in this process clears both caches before its answer goes out (forgetSessionUsers,
 * called by the guard), so logout, a tenant switch, a password reset and permission changes apply at once here;
 * another instance's changes apply within SESSION_USER_CACHE_MS. Expiry is computed from the cached row and
 * the clock, so it applies at once everywhere.
 */
export const SESSION_USER_CACHE_MS = 3_000;
const SESSION_USER_CACHE_MAX = 5_000;
type CachedUser = { user: SessionUser; until: number };
/** Per database: tests run servers on PGlite and PostgreSQL in one process, with the same ids. */
let userCaches = new WeakMap<Db, Map<string, CachedUser>>();
/** Moves on at every clear: a load that started before a clear must not store what it read. */
let cacheGeneration = 0;
type SessionRow = typeof sessions.$inferSelect;
type CachedRow = { row: SessionRow; until: number };
let rowCaches = new WeakMap<Db, Map<string, CachedRow>>();

export function forgetSessionUsers(): void {
  userCaches = new WeakMap();
  rowCaches = new WeakMap();
  cacheGeneration++;
}

/** Bounded: the oldest entry goes first (a Map iterates in insertion order). */
function remember<V>(caches: WeakMap<Db, Map<string, V>>, db: Db, key: string, value: V): void {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  cache.delete(key);
  if (cache.size >= SESSION_USER_CACHE_MAX) cache.delete(cache.keys().next().value!);
  cache.set(key, value);
}

/** The session row by hash, from the short cache or the database. */
async function sessionRowOf(db: Db, hash: string): Promise<SessionRow | undefined> {
  const hit = rowCaches.get(db)?.get(hash);
  if (hit && hit.until > performance.now()) return hit.row;
  const generation = cacheGeneration;
  let query = sessionQueries.get(db);
  if (!query) sessionQueries.set(db, (query = prepareSessionQuery(db)));
  // Platform path (owner role), one statement: no transaction needed to read one row.
  const [row] = await query.execute({ hash });
  if (row && generation === cacheGeneration) {
    remember(rowCaches, db, hash, { row, until: performance.now() + SESSION_USER_CACHE_MS });
  }
  return row;
}

async function sessionUserOf(db: Db, userId: number, tenantId: number): Promise<SessionUser | null> {
  const key = `${userId}:${tenantId}`;
  const hit = userCaches.get(db)?.get(key);
  if (hit && hit.until > performance.now()) return hit.user;
  const generation = cacheGeneration;
  const user = await withPlatform(db, (tx) => loadSessionUser(tx, userId, tenantId));
  if (user && generation === cacheGeneration) {
    remember(userCaches, db, key, { user, until: performance.now() + SESSION_USER_CACHE_MS });
  }
  return user;
}

/** The session row by hash as a prepared statement: built once per database, planned once per connection. */
const sessionQueries = new WeakMap<Db, ReturnType<typeof prepareSessionQuery>>();
function prepareSessionQuery(db: Db) {
  return db
    .select()
    .from(sessions)
    .where(eq(sessions.idHash, sql.placeholder('hash')))
    .prepare('session_by_hash');
}

/** The live session for a cookie value, or null (unknown, idle past 2 hours, past its lifetime, or no longer a member). */
export async function loadSession(
  db: Db,
  token: string | undefined,
  now = new Date(),
  opts: { touch?: boolean } = {},
): Promise<LoadedSession | null> {
  if (!token || token.length > 200) return null;
  const hash = sha256(token);
  const s = await sessionRowOf(db, hash);
  if (!s) return null;
  const idle = now.getTime() - s.lastseenat.getTime() > IDLE_TIMEOUT_MS;
  const old = now.getTime() - s.createdat.getTime() > ABSOLUTE_LIFETIME_MS;
  if (idle || old) {
    await deleteSession(db, hash);
    return null;
  }
  const user = await sessionUserOf(db, s.userId, s.tenantId);
  if (!user) {
    await deleteSession(db, hash);
    return null;
  }
  if (opts.touch !== false && now.getTime() - s.lastseenat.getTime() > TOUCH_INTERVAL_MS) {
    await withPlatform(db, (tx) =>
      tx.update(sessions).set({ lastseenat: now }).where(eq(sessions.idHash, hash)),
    );
    // The cached row (the same object) moves on too, so the next calls do not touch again.
    s.lastseenat = now;
  }
  return { hash, user, lastseenat: s.lastseenat };
}

export async function deleteSession(db: Db, hash: string): Promise<void> {
  rowCaches.get(db)?.delete(hash);
  await withPlatform(db, (tx) => tx.delete(sessions).where(eq(sessions.idHash, hash)));
  rowCaches.get(db)?.delete(hash);
}

export async function switchSessionTenant(db: Db, hash: string, tenantId: number): Promise<void> {
  await withPlatform(db, (tx) => tx.update(sessions).set({ tenantId }).where(eq(sessions.idHash, hash)));
  rowCaches.get(db)?.delete(hash);
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
