import { sql } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres/session';
import type pg from 'pg';
import type { Db } from './connection';
import { corkUntilNextTurn, deferCommit } from './deferred-commit';
import { APP_ROLE } from './tenant-table';

/** The transaction handed to request handlers: only the tenant's rows are visible through it. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type TenantTxOptions = {
  /**
   * The handler only reads (lists, lookups, a record): the transaction is READ ONLY, so a write by mistake fails
   * instead of landing, and on PostgreSQL the answer does not wait for the COMMIT round trip.
   */
  readOnly?: boolean;
  /**
   * PostgreSQL keeps one generic plan per prepared statement of the transaction (plan_cache_mode
   * force_generic_plan) instead of planning each call anew. For compiled lists whose every plan is "walk an index in
   * the list's order up to the page" (the hours filter): their custom plan always looks cheaper on paper, so
   * PostgreSQL would otherwise plan them again at every call (issue 9 "Speed"). Set with the role and tenant, in the
   * same opening message: no extra round trip. PGlite plans each statement anyway and ignores it.
   */
  genericPlans?: boolean;
};

/**
 * Runs fn in a transaction as the non-owner application role with app.tenant_id set transaction-locally
 * (set_config(..., true), never a plain SET, which would leak across pooled connections). RLS then limits every
 * statement to the tenant, whatever the handler's SQL says.
 */
export async function withTenant<T>(
  db: Db,
  tenantId: number,
  fn: (tx: Tx) => Promise<T>,
  opts: TenantTxOptions = {},
): Promise<T> {
  if (!Number.isSafeInteger(tenantId) || tenantId <= 0) throw new Error(`invalid tenant id ${tenantId}`);
  const pgSession = nodePgSessionOf(db);
  if (pgSession) return pgTenantTransaction(pgSession, tenantId, fn, opts);
  return db.transaction(
    async (tx) => {
      // One round trip: set_config('role', ..., true) is SET LOCAL ROLE.
      await tx.execute(
        sql`select set_config('role', ${APP_ROLE}, true), set_config('app.tenant_id', ${String(tenantId)}, true)`,
      );
      return fn(tx);
    },
    opts.readOnly ? { accessMode: 'read only' } : undefined,
  );
}

/** The opening statement: BEGIN, the role and the tenant in one simple-protocol message (no parameters). */
function beginSql(tenantId: number, opts: TenantTxOptions): string {
  // Both values are ours: APP_ROLE a constant identifier, tenantId a checked positive safe integer.
  return (
    `begin${opts.readOnly ? ' read only' : ''}; ` +
    `select set_config('role', '${APP_ROLE}', true), set_config('app.tenant_id', '${tenantId}', true)` +
    (opts.genericPlans ? `, set_config('plan_cache_mode', 'force_generic_plan', true)` : '')
  );
}

/** drizzle's node-postgres session of a pool database, or null (PGlite). */
function nodePgSessionOf(db: Db): NodePgSession<never, never> | null {
  const session = (db as unknown as { session: unknown }).session;
  return session instanceof NodePgSession ? (session as NodePgSession<never, never>) : null;
}

type SessionInternals = {
  client: pg.Pool;
  dialect: ConstructorParameters<typeof NodePgSession>[1];
  schema: ConstructorParameters<typeof NodePgSession>[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
};

/**
 * A pooled connection with the tenant transaction's opening (BEGIN, role, tenant) already sent: pipeline mode, the
 * socket corked until the end of this turn, so the caller's statements leave in the same write. The opening's
 * failure is the caller's to observe (it is caught here only so that it cannot surface unhandled meanwhile).
 */
async function openTenantConnection(
  pgSession: NodePgSession<never, never>,
  tenantId: number,
  opts: TenantTxOptions,
): Promise<{ client: pg.PoolClient; opening: Promise<pg.QueryResult> }> {
  const client = await (pgSession as unknown as SessionInternals).client.connect();
  corkUntilNextTurn(client);
  const opening = client.query(beginSql(tenantId, opts));
  opening.catch(() => {});
  return { client, opening };
}

/**
 * The tenant transaction on PostgreSQL, in as few socket round trips as the rules allow (issue 3 "Speed at
 * scale": each round trip is a write and a read on both sides, the largest cost of a small list call). The pool
 * runs pg in pipeline mode, so BEGIN + role + tenant (one message) and the handler's first statement leave
 * together. PostgreSQL runs them in order: if the opening fails the transaction is aborted and every statement
 * behind it fails too, so nothing ever runs outside the tenant. A read-only transaction answers without
 * waiting for its COMMIT, which leaves with the connection's next use (db/deferred-commit.ts). The opening and
 * the first statement share one socket write: the socket is corked until the end of this turn of the event loop.
 */
async function pgTenantTransaction<T>(
  pgSession: NodePgSession<never, never>,
  tenantId: number,
  fn: (tx: Tx) => Promise<T>,
  opts: TenantTxOptions,
): Promise<T> {
  const s = pgSession as unknown as SessionInternals;
  const { client, opening } = await openTenantConnection(pgSession, tenantId, opts);
  const session = new NodePgSession(client, s.dialect, s.schema, s.options);
  const tx = new NodePgTransaction(s.dialect, session, s.schema) as unknown as Tx;
  let released = false;
  try {
    const result = await fn(tx);
    await opening;
    if (opts.readOnly) {
      // A read-only COMMIT has nothing to lose: it leaves with the connection's next use (db/deferred-commit.ts).
      deferCommit(client);
      released = true;
      client.release();
    } else {
      await client.query('commit');
    }
    return result;
  } catch (error) {
    await opening.catch(() => {});
    try {
      await client.query('rollback');
    } catch (rollbackError) {
      // The connection is unusable: destroy it instead of handing it to the next request.
      released = true;
      client.release(rollbackError as Error);
    }
    throw error;
  } finally {
    if (!released) client.release();
  }
}

/**
 * One statement as the tenant's whole transaction, committed in the same round trip (issue 9 "Speed"): on
 * PostgreSQL BEGIN with the role and tenant, the statement and COMMIT leave in one socket write (pipeline mode) and
 * their answers come back together, where withTenant waits for the statement before it sends the COMMIT. Only for a
 * write whose every rule is in its own SQL: nothing of the handler runs between the statement and the COMMIT. A
 * statement refuses by raising (refuse_unless, migration 0025): PostgreSQL then aborts the transaction and answers
 * the COMMIT behind it with a ROLLBACK, so nothing lands, and the statement's error is thrown here. If the opening
 * fails, the statement fails with it ("current transaction is aborted"): it never runs outside the tenant. Answers
 * the statement's rows as arrays (each driver's own type parsing). PGlite: the statement inside withTenant.
 */
export async function tenantStatement(
  db: Db,
  tenantId: number,
  statement: pg.QueryArrayConfig,
  values: unknown[],
  opts: TenantTxOptions = {},
): Promise<unknown[][]> {
  if (!Number.isSafeInteger(tenantId) || tenantId <= 0) throw new Error(`invalid tenant id ${tenantId}`);
  const pgSession = nodePgSessionOf(db);
  if (!pgSession) {
    return withTenant(
      db,
      tenantId,
      async (tx) => {
        const client = (tx as unknown as { session: { client: PgliteQueryable } }).session.client;
        return (await client.query(statement.text, values, { rowMode: 'array' })).rows;
      },
      opts,
    );
  }
  const { client, opening } = await openTenantConnection(pgSession, tenantId, opts);
  const sent = [opening, client.query<unknown[]>(statement, values), client.query('commit')] as const;
  // Observed below, in order; none may surface as an unhandled rejection meanwhile.
  for (const p of sent) p.catch(() => {});
  try {
    await sent[0];
    const result = await sent[1];
    const commit = await sent[2];
    if (commit.command !== 'COMMIT') throw new Error(`tenant statement answered ${commit.command} to COMMIT`);
    client.release();
    return result.rows;
  } catch (error) {
    // Each statement's answer comes back in order: once the last has answered (a COMMIT of an aborted
    // transaction answers ROLLBACK), the connection is idle again and goes back to the pool; if it did not
    // answer, the connection is broken and is destroyed.
    const ended = await sent[2].then(
      () => true,
      () => false,
    );
    client.release(ended ? undefined : (error as Error));
    throw error;
  }
}

/** What tenantStatement needs of PGlite's transaction (its query with array rows). */
type PgliteQueryable = {
  query(text: string, values: unknown[], options: { rowMode: 'array' }): Promise<{ rows: unknown[][] }>;
};

/**
 * Platform code only (sign-in, sessions, tenant switch, super-admin portal, seeding): a transaction as the owner
 * role, across tenants. Never handed to a module's request handler.
 */
export async function withPlatform<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(fn);
}

/** Rows of a raw tx.execute(sql`...`): both drivers answer { rows }. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
