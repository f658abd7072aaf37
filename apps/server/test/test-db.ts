import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../src/db/connection';
import { migrateDatabase } from '../src/db/migrate';
import { seedDemo } from '../src/db/seed/demo';

export type DbKind = 'pglite' | 'postgres';

/** The database kinds the suite runs on: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set. */
export const DB_KINDS: DbKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

// Creating a PGlite runs initdb and the migrations (~3 s): do it once per worker and clone the result per suite.
let template: Promise<PGlite> | null = null;
function pgliteTemplate(): Promise<PGlite> {
  template ??= (async () => {
    const database = await openPglite();
    await migrateDatabase(database);
    await seedDemo(database.db);
    return database.pglite!;
  })();
  return template;
}

/** A fresh, migrated database with the demo data, private to the calling suite. */
export async function createTestDatabase(kind: DbKind): Promise<Database> {
  if (kind === 'pglite') {
    const clone = (await (await pgliteTemplate()).clone()) as PGlite;
    return openPglite(clone);
  }
  const url = new URL(process.env.TEST_DATABASE_URL!);
  const name = `suite_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 4);
  await migrateDatabase(database);
  await seedDemo(database.db);
  const close = database.close;
  return {
    ...database,
    close: async () => {
      await close();
      const again = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}
