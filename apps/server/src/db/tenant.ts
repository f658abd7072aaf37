import { sql } from 'drizzle-orm';
import type { Db } from './connection';
import { APP_ROLE } from './tenant-table';

/** The transaction handed to request handlers: only the tenant's rows are visible through it. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Runs fn in a transaction as the non-owner application role with app.tenant_id set transaction-locally
 * (set_config(..., true), never a plain SET, which would leak across pooled connections). RLS then limits every
 * statement to the tenant, whatever the handler's SQL says.
 */
export async function withTenant<T>(db: Db, tenantId: number, fn: (tx: Tx) => Promise<T>): Promise<T> {
  if (!Number.isSafeInteger(tenantId) || tenantId <= 0) throw new Error(`invalid tenant id ${tenantId}`);
  return db.transaction(async (tx) => {
    // One round trip: set_config('role', ..., true) is SET LOCAL ROLE.
    await tx.execute(
      sql`select set_config('role', ${APP_ROLE}, true), set_config('app.tenant_id', ${String(tenantId)}, true)`,
    );
    return fn(tx);
  });
}

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
