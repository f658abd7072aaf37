import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** Either driver: the code above this layer sees one PostgreSQL dialect. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

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
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { kind: 'pglite', db, pglite: client, close: () => client.close() };
}

export async function openPostgres(url: string, max = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client whose server connection ends (restart, dropped test database) must not crash the process.
  pool.on('error', () => {});
  // Fail fast on a bad URL instead of at the first request.
  const c = await pool.connect();
  c.release();
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return { kind: 'postgres', db, pglite: null, close: () => pool.end() };
}
