import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { withPlatform } from '../../db/tenant';
import { platformKv } from '../tenants/tenants.table';

// spec 01 §9: the checklist API token is kept about 4 days.
export const CHECKLIST_TOKEN_TTL_MS = 4 * 24 * 60 * 60 * 1000;

const secrets = new WeakMap<Db, Buffer>();

/** One signing secret for all server instances, created on first use and kept in the database. */
async function secret(db: Db): Promise<Buffer> {
  const cached = secrets.get(db);
  if (cached) return cached;
  const value = await withPlatform(db, async (tx) => {
    await tx
      .insert(platformKv)
      .values({ key: 'token_secret', value: randomBytes(32).toString('hex') })
      .onConflictDoNothing();
    const [row] = await tx.select().from(platformKv).where(eq(platformKv.key, 'token_secret'));
    return row!.value;
  });
  const buf = Buffer.from(value, 'hex');
  secrets.set(db, buf);
  return buf;
}

export async function issueChecklistToken(db: Db, userId: number, tenantId: number, now = Date.now()) {
  const payload = Buffer.from(
    JSON.stringify({ u: userId, t: tenantId, e: now + CHECKLIST_TOKEN_TTL_MS }),
  ).toString('base64url');
  const mac = createHmac('sha256', await secret(db))
    .update(payload)
    .digest('base64url');
  return `${payload}.${mac}`;
}

export async function verifyChecklistToken(
  db: Db,
  token: string,
  now = Date.now(),
): Promise<{ userId: number; tenantId: number } | null> {
  const [payload, mac] = token.split('.');
  if (!payload || !mac) return null;
  const expected = createHmac('sha256', await secret(db))
    .update(payload)
    .digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const p = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { u: number; t: number; e: number };
    return p.e > now ? { userId: p.u, tenantId: p.t } : null;
  } catch {
    return null;
  }
}
