import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { settleDeferredCommit } from './deferred-commit';

/**
 * Either driver: the code above this layer sees one PostgreSQL dialect. Without drizzle's relational `query`
 * API: given a schema, drizzle builds a query builder per table for every transaction object, ~3 % of the CPU
 * of a list call (issue 3 "Speed at scale"); the code uses the SQL-like builder only.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  close(): Promise<void>;
  /** The PGlite instance (tests clone it); null on PostgreSQL. */
  pglite: PGlite | null;
};

export async function openPglite(dataDirOrInstance?: string | PGlite): Promise<Database> {
  const client =
    dataDirOrInstance instanceof PGlite ? dataDirOrInstance : new PGlite(dataDirOrInstance ?? 'memory://');
  await client.waitReady;
  const db = drizzlePglite(client) as unknown as Db;
  return { kind: 'pglite', db, pglite: client, close: () => client.close() };
}

export async function openPostgres(url: string, max = 10): Promise<Database> {
  // Pipeline mode: a statement is written as soon as it is queued (db/tenant.ts sends BEGIN and the first
  // statement together). pg's types do not list the option yet.
  const pool = new pg.Pool({ connectionString: url, max, pipeline: true } as pg.PoolConfig);
  // An idle client whose server connection ends (restart, dropped test database) must not crash the process.
  pool.on('error', () => {});
  pool.on('acquire', settleDeferredCommit);
  // Fail fast on a bad URL instead of at the first request.
  const c = await pool.connect();
  c.release();
  const db = drizzlePg(pool) as unknown as Db;
  return { kind: 'postgres', db, pglite: null, close: () => pool.end() };
}
