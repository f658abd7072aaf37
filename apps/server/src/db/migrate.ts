import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Database } from './connection';
import { APP_ROLE } from './tenant-table';

const migrationsFolder = path.join(import.meta.dirname, '../../drizzle');

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    // Several instances may start at once: one migrates, the others wait on the advisory lock.
    await database.db.execute(sql`select pg_advisory_lock(4242001)`);
    try {
      await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
    } finally {
      await database.db.execute(sql`select pg_advisory_unlock(4242001)`);
    }
  }
  await applyTenantSecurity(database);
}

/**
 * drizzle-kit emits ENABLE ROW LEVEL SECURITY and the policies, but not FORCE, nor the grants of the application
 * role (DESIGN "Known pitfalls"). This idempotent step runs after every migration so that a table added later can
 * never be left without them: every table with tenant_id gets FORCE RLS and table grants for the app role; the
 * platform table users is readable by the app role only through its membership policy.
 */
async function applyTenantSecurity(database: Database): Promise<void> {
  await database.db.execute(
    sql.raw(`
DO $$
DECLARE r record;
BEGIN
  FOR r IN
    SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind = 'r'
      AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'tenant_id' AND NOT a.attisdropped)
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', r.relname);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', r.relname);
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO ${APP_ROLE}', r.relname);
  END LOOP;
  GRANT USAGE ON SCHEMA public TO ${APP_ROLE};
  GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO ${APP_ROLE};
  -- Members' names are needed inside a tenant (employee lists); other tenants' users stay invisible.
  ALTER TABLE users ENABLE ROW LEVEL SECURITY;
  GRANT SELECT (id, username, email, name, isactive) ON users TO ${APP_ROLE};
  IF NOT EXISTS (SELECT 1 FROM pg_policies WHERE tablename = 'users' AND policyname = 'users_member_of_tenant') THEN
    CREATE POLICY users_member_of_tenant ON users FOR SELECT TO ${APP_ROLE}
      USING (EXISTS (SELECT 1 FROM memberships m WHERE m.user_id = users.id));
  END IF;
END
$$;`),
  );
}
