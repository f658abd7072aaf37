import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { withPlatform } from '../../db/tenant';
import { checklistApiTokens } from '../../modules/checklists/checklists.table';
import { newToken, sha256 } from './tokens';

// spec 02 §9: the checklist API token is kept about 4 days.
export const CHECKLIST_TOKEN_TTL_MS = 4 * 24 * 60 * 60 * 1000;

/**
 * A new checklist API token for the signed-in session (spec 02 §7: the checklist API is a separate client with an
 * access-token header; the token comes with the initial load data). Stored hashed, bound to the session, its user
 * and tenant: signing out (the session row goes) ends it as well as its 4 days passing.
 */
export async function issueChecklistToken(
  db: Db,
  session: { hash: string; userId: number; tenantId: number },
  now = Date.now(),
): Promise<string> {
  const token = newToken();
  await withPlatform(db, async (tx) => {
    // Housekeeping: this session's expired tokens go when a new one is issued.
    await tx
      .delete(checklistApiTokens)
      .where(
        and(
          eq(checklistApiTokens.sessionHash, session.hash),
          lt(checklistApiTokens.expiresat, new Date(now)),
        ),
      );
    await tx.insert(checklistApiTokens).values({
      tokenHash: sha256(token),
      sessionHash: session.hash,
      userId: session.userId,
      tenantId: session.tenantId,
      expiresat: new Date(now + CHECKLIST_TOKEN_TTL_MS),
    });
  });
  return token;
}

/** The token's user, tenant and session when it is known, not expired and its session still signed in. */
export async function verifyChecklistToken(
  db: Db,
  token: string | undefined,
  now = Date.now(),
): Promise<{ userId: number; tenantId: number; sessionHash: string } | null> {
  if (!token || token.length > 200) return null;
  const [row] = await withPlatform(db, (tx) =>
    tx
      .select()
      .from(checklistApiTokens)
      .where(
        and(eq(checklistApiTokens.tokenHash, sha256(token)), gt(checklistApiTokens.expiresat, new Date(now))),
      ),
  );
  return row ? { userId: row.userId, tenantId: row.tenantId, sessionHash: row.sessionHash } : null;
}
