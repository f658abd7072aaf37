import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { passwordPolicy } from '@suite/shared/validation/index';
import type { Db } from '../../db/connection';
import { withPlatform } from '../../db/tenant';
import { badRequest, Problem } from '../errors';
import type { Mailer } from '../mail/mailer';
import { defaultTenantFor, loadSessionUser, tenantIdByDomain, type SessionUser } from './access-context';
import { passwordResets, sessions, users } from './auth.table';
import { hashPassword, verifyPassword } from './passwords';
import { createSession } from './sessions';
import { clearFailures, isThrottled, recordFailure } from './throttle';
import { newToken, sha256 } from './tokens';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** One answer for an unknown account and a wrong password, so the answer reveals nothing (DESIGN). */
const authenticationFailed = () => new Problem(401, 'Unauthorized', 'authenticationFailed');

export async function signIn(
  db: Db,
  input: { username: string; password: string },
  meta: { ip: string; useragent?: string },
): Promise<{ token: string; user: SessionUser }> {
  if (await isThrottled(db, input.username, meta.ip)) {
    throw new Problem(429, 'Too Many Requests', 'tooManyAttempts');
  }
  const identifier = input.username.trim().toLowerCase();
  const [u] = await withPlatform(db, (tx) =>
    tx
      .select()
      .from(users)
      .where(or(eq(sql`lower(${users.username})`, identifier), eq(sql`lower(${users.email})`, identifier))),
  );
  const ok = await verifyPassword(u?.isactive ? u.passwordHash : null, input.password);
  if (!u || !ok) {
    await recordFailure(db, input.username, meta.ip);
    throw authenticationFailed();
  }
  const tenantId = await withPlatform(db, (tx) => defaultTenantFor(tx, u.id, u.lastTenantId));
  if (!tenantId) {
    await recordFailure(db, input.username, meta.ip);
    throw authenticationFailed();
  }
  await clearFailures(db, input.username);
  // A new session id at every sign-in: a session id planted before sign-in is worth nothing.
  const token = await createSession(db, u.id, tenantId, meta);
  const user = await withPlatform(db, async (tx) => {
    await tx.update(users).set({ lastTenantId: tenantId }).where(eq(users.id, u.id));
    return loadSessionUser(tx, u.id, tenantId);
  });
  if (!user) throw authenticationFailed();
  return { token, user };
}

export async function switchTenant(
  db: Db,
  sessionHash: string,
  userId: number,
  domain: string,
): Promise<SessionUser> {
  return withPlatform(db, async (tx) => {
    const tenantId = await tenantIdByDomain(tx, domain);
    const user = tenantId ? await loadSessionUser(tx, userId, tenantId) : null;
    // Only tenants the user belongs to (or any, for a super admin) can be switched to.
    if (!tenantId || !user || !(domain in user.details.availabletenants || user.access.issuperadmin)) {
      throw badRequest([{ field: 'domain', message: 'invalidData' }], 'unknownTenant');
    }
    await tx.update(sessions).set({ tenantId }).where(eq(sessions.idHash, sessionHash));
    await tx.update(users).set({ lastTenantId: tenantId }).where(eq(users.id, userId));
    return user;
  });
}

/** Forgot password: the same answer whether or not the address is known; a known one gets a link by e-mail. */
export async function requestPasswordReset(
  db: Db,
  mailer: Mailer,
  email: string,
  link: (token: string) => string,
  texts: { subject: string; body: (link: string) => string },
): Promise<void> {
  const [u] = await withPlatform(db, (tx) =>
    tx
      .select()
      .from(users)
      .where(and(eq(sql`lower(${users.email})`, email.trim().toLowerCase()), eq(users.isactive, true))),
  );
  if (!u) return;
  const token = newToken();
  await withPlatform(db, (tx) =>
    tx.insert(passwordResets).values({
      tokenHash: sha256(token),
      userId: u.id,
      expiresat: new Date(Date.now() + RESET_TOKEN_TTL_MS),
    }),
  );
  await mailer.send({ to: u.email, subject: texts.subject, text: texts.body(link(token)) });
}

/** Reset password: the link expires after an hour and works once; the spec's password policy applies. */
export async function resetPassword(db: Db, input: { token: string; password: string }): Promise<void> {
  const policy = passwordPolicy().safeParse(input.password);
  if (!policy.success) throw badRequest([{ field: 'password', message: 'passwordPolicy' }]);
  const hash = await hashPassword(input.password);
  await withPlatform(db, async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedat: new Date() })
      .where(
        and(
          eq(passwordResets.tokenHash, sha256(input.token)),
          isNull(passwordResets.usedat),
          gt(passwordResets.expiresat, new Date()),
        ),
      )
      .returning();
    if (!reset) throw badRequest([{ field: 'token', message: 'tokenExpired' }], 'tokenExpired');
    await tx.update(users).set({ passwordHash: hash }).where(eq(users.id, reset.userId));
    // Sessions that existed before the reset end with it.
    await tx.delete(sessions).where(eq(sessions.userId, reset.userId));
  });
}
