import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DB_KINDS } from '../../test/test-db';
import type { Database } from './connection';
import { rowsOf } from './tenant';
import { APP_ROLE } from './tenant-table';

// Reads the database's own catalog: a table added later without the tenancy rules makes this fail.
describe.each(DB_KINDS)('database catalog on %s', (kind) => {
  let database: Database;
  const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await database.db.execute(query));

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('forces row-level security with a tenant policy on every table with tenant_id', async () => {
    const rows = await q<{ relname: string; rls: boolean; force: boolean; policies: number }>(sql`
      select c.relname, c.relrowsecurity as rls, c.relforcerowsecurity as force,
             (select count(*)::int from pg_policy p where p.polrelid = c.oid) as policies
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p')
        and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped)`);
    expect(rows.length).toBeGreaterThan(5);
    const bad = rows.filter((r) => !r.rls || !r.force || r.policies < 1).map((r) => r.relname);
    expect(bad).toEqual([]);
  });

  it('has tenant_id in every primary key, unique constraint and unique index of a tenant table', async () => {
    const rows = await q<{ relname: string; indexname: string }>(sql`
      select c.relname, i.relname as indexname
      from pg_index x
      join pg_class c on c.oid = x.indrelid
      join pg_class i on i.oid = x.indexrelid
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and (x.indisunique or x.indisprimary)
        and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped)
        and not exists (
          select 1 from pg_attribute a
          where a.attrelid = c.oid and a.attname = 'tenant_id' and a.attnum = any (x.indkey::int2[]))`);
    expect(rows).toEqual([]);
  });

  it('has tenant_id on both sides of every foreign key between tenant tables', async () => {
    const rows = await q<{ conname: string }>(sql`
      select con.conname
      from pg_constraint con
      join pg_class src on src.oid = con.conrelid
      join pg_class dst on dst.oid = con.confrelid
      where con.contype = 'f'
        and exists (select 1 from pg_attribute a where a.attrelid = dst.oid and a.attname = 'tenant_id' and not a.attisdropped)
        and (
          not exists (select 1 from pg_attribute a where a.attrelid = src.oid and a.attname = 'tenant_id' and a.attnum = any (con.conkey))
          or not exists (select 1 from pg_attribute a where a.attrelid = dst.oid and a.attname = 'tenant_id' and a.attnum = any (con.confkey))
        )`);
    expect(rows).toEqual([]);
  });

  it('gives the application role no superuser, no BYPASSRLS and no table of its own', async () => {
    const [role] = await q<{ rolsuper: boolean; rolbypassrls: boolean }>(
      sql`select rolsuper, rolbypassrls from pg_roles where rolname = ${APP_ROLE}`,
    );
    expect(role).toEqual({ rolsuper: false, rolbypassrls: false });
    const owned = await q<{ relname: string }>(sql`
      select c.relname from pg_class c join pg_roles r on r.oid = c.relowner where r.rolname = ${APP_ROLE}`);
    expect(owned).toEqual([]);
  });

  it('uses no SECURITY DEFINER function and no view that bypasses the caller', async () => {
    const definers = await q<{ proname: string }>(sql`
      select p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.prosecdef`);
    expect(definers).toEqual([]);
    const views = await q<{ relname: string }>(sql`
      select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'v'
        and not coalesce(array_to_string(c.reloptions, ',') like '%security_invoker=true%', false)`);
    expect(views).toEqual([]);
  });
});
