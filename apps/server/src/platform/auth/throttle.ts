import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { withPlatform } from '../../db/tenant';
import { loginFailures } from './auth.table';

// Failed sign-ins are throttled per account and per address (DESIGN "API contract").
export const ACCOUNT_LIMIT = 5;
export const ADDRESS_LIMIT = 20;
export const WINDOW_MS = 15 * 60 * 1000;

const accountKey = (identifier: string) => `acct:${identifier.trim().toLowerCase()}`;
const addressKey = (ip: string) => `ip:${ip}`;

export async function isThrottled(db: Db, identifier: string, ip: string): Promise<boolean> {
  const rows = await withPlatform(db, (tx) =>
    tx
      .select()
      .from(loginFailures)
      .where(inArray(loginFailures.key, [accountKey(identifier), addressKey(ip)])),
  );
  const now = Date.now();
  return rows.some(
    (r) =>
      now - r.windowstart.getTime() < WINDOW_MS &&
      r.failures >= (r.key.startsWith('acct:') ? ACCOUNT_LIMIT : ADDRESS_LIMIT),
  );
}

export async function recordFailure(db: Db, identifier: string, ip: string): Promise<void> {
  const cutoff = new Date(Date.now() - WINDOW_MS);
  await withPlatform(db, async (tx) => {
    for (const key of [accountKey(identifier), addressKey(ip)]) {
      await tx
        .insert(loginFailures)
        .values({ key, failures: 1 })
        .onConflictDoUpdate({
          target: loginFailures.key,
          set: {
            failures: sql`case when ${loginFailures.windowstart} < ${cutoff} then 1 else ${loginFailures.failures} + 1 end`,
            windowstart: sql`case when ${loginFailures.windowstart} < ${cutoff} then now() else ${loginFailures.windowstart} end`,
          },
        });
    }
  });
}

export async function clearFailures(db: Db, identifier: string): Promise<void> {
  await withPlatform(db, (tx) =>
    tx.delete(loginFailures).where(inArray(loginFailures.key, [accountKey(identifier)])),
  );
}
