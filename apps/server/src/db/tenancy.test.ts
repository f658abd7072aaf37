import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DB_KINDS } from '../../test/test-db';
import type { Database } from './connection';
import { rowsOf, tenantStatement, withPlatform, withTenant } from './tenant';
import { APP_ROLE } from './tenant-table';

type Row = Record<string, unknown>;
/** drizzle wraps the database's error: its message is the cause's. */
const causeOf = (e: Error) => String(e.cause ?? e);

describe.each(DB_KINDS)('tenant isolation on %s', (kind) => {
  let database: Database;
  let demo: number;
  let fjord: number;
  let tenantTables: string[];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const tenants = await withPlatform(database.db, (tx) => tx.execute(sql`select id, domain from tenants`));
    const byDomain = Object.fromEntries(
      rowsOf<{ id: number; domain: string }>(tenants).map((t) => [t.domain, Number(t.id)]),
    );
    demo = byDomain.demo!;
    fjord = byDomain.fjord!;
    tenantTables = rowsOf<{ table_name: string }>(
      await database.db.execute(
        sql`select table_name from information_schema.columns where table_schema = 'public' and column_name = 'tenant_id' order by 1`,
      ),
    ).map((r) => r.table_name);
  });
  afterAll(() => database.close());

  it('runs requests as the non-owner application role', async () => {
    const [r] = rowsOf<{ u: string; t: string }>(
      await withTenant(database.db, demo, (tx) =>
        tx.execute(sql`select current_user as u, current_setting('app.tenant_id') as t`),
      ),
    );
    expect(r).toEqual({ u: APP_ROLE, t: String(demo) });
  });

  it("cannot read another tenant's rows in any tenant table", async () => {
    expect(tenantTables.length).toBeGreaterThan(5);
    for (const table of tenantTables) {
      const [{ n }] = rowsOf<{ n: number }>(
        await withTenant(database.db, demo, (tx) =>
          tx.execute(sql`select count(*)::int as n from ${sql.identifier(table)} where tenant_id = ${fjord}`),
        ),
      ) as [{ n: number }];
      expect(n, table).toBe(0);
    }
    // ... while the rows exist: the owner sees fjord's memberships.
    const [{ n }] = rowsOf<{ n: number }>(
      await withPlatform(database.db, (tx) =>
        tx.execute(sql`select count(*)::int as n from memberships where tenant_id = ${fjord}`),
      ),
    ) as [{ n: number }];
    expect(n).toBeGreaterThan(0);
  });

  it("cannot update or delete another tenant's rows in any tenant table", async () => {
    for (const table of tenantTables) {
      const updated = await withTenant(database.db, demo, (tx) =>
        tx.execute(
          sql`update ${sql.identifier(table)} set tenant_id = tenant_id where tenant_id = ${fjord} returning 1`,
        ),
      );
      expect(rowsOf<Row>(updated), table).toHaveLength(0);
      const deleted = await withTenant(database.db, demo, (tx) =>
        tx.execute(sql`delete from ${sql.identifier(table)} where tenant_id = ${fjord} returning 1`),
      );
      expect(rowsOf<Row>(deleted), table).toHaveLength(0);
    }
  });

  it('cannot insert a row into another tenant, nor move a row there', async () => {
    await expect(
      withTenant(database.db, demo, (tx) =>
        tx.execute(sql`insert into departments (tenant_id, name) values (${fjord}, 'Sneaky')`),
      ),
    ).rejects.toThrow();
    await expect(
      withTenant(database.db, demo, (tx) =>
        tx.execute(sql`update departments set tenant_id = ${fjord} where tenant_id = ${demo}`),
      ),
    ).rejects.toThrow();
    const [{ n }] = rowsOf<{ n: number }>(
      await withPlatform(database.db, (tx) =>
        tx.execute(sql`select count(*)::int as n from departments where name = 'Sneaky'`),
      ),
    ) as [{ n: number }];
    expect(n).toBe(0);
  });

  it('sees nothing at all without a tenant set', async () => {
    const rows = await database.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`SET LOCAL ROLE ${APP_ROLE}`));
      return tx.execute(sql`select * from departments`);
    });
    expect(rowsOf<Row>(rows)).toHaveLength(0);
  });

  it("sees only the tenant's own members among the platform users", async () => {
    const names = rowsOf<{ username: string }>(
      await withTenant(database.db, fjord, (tx) =>
        tx.execute(sql`select username from users order by username`),
      ),
    ).map((r) => r.username);
    expect(names).toEqual(['admin', 'fjordadmin', 'superadmin']);
    await expect(
      withTenant(database.db, fjord, (tx) => tx.execute(sql`select password_hash from users`)),
    ).rejects.toThrow();
  });

  it('refuses a write in a read-only tenant transaction, and changes nothing', async () => {
    const count = async () =>
      rowsOf<{ n: number }>(
        await withTenant(database.db, demo, (tx) =>
          tx.execute(sql`select count(*)::int as n from departments`),
        ),
      )[0]!.n;
    const before = await count();
    const failure = await withTenant(
      database.db,
      demo,
      (tx) => tx.execute(sql`insert into departments (tenant_id, name) values (${demo}, 'Lesetest')`),
      { readOnly: true },
    ).then(() => 'written', causeOf);
    expect(failure).toMatch(/read-only transaction/);
    expect(await count()).toBe(before);
  });

  it('rolls back a failing tenant transaction and gives the next one a clean connection', async () => {
    const failure = await withTenant(database.db, demo, async (tx) => {
      await tx.execute(sql`insert into departments (tenant_id, name) values (${demo}, 'Rulles tilbake')`);
      await tx.execute(sql`select 1 / 0`);
    }).then(() => 'done', causeOf);
    expect(failure).toMatch(/division by zero/);
    const rows = rowsOf<{ t: string; n: number }>(
      await withTenant(database.db, fjord, (tx) =>
        tx.execute(
          sql`select current_setting('app.tenant_id') as t, (select count(*)::int from departments where name = 'Rulles tilbake') as n`,
        ),
      ),
    );
    expect(rows).toEqual([{ t: String(fjord), n: 0 }]);
  });

  it('keeps tenants apart when many read-only transactions share the pooled connections', async () => {
    const runs = Array.from({ length: 40 }, (_, i) => {
      const tenant = i % 2 ? demo : fjord;
      return withTenant(
        database.db,
        tenant,
        async (tx) => {
          const [r] = rowsOf<{ u: string; t: string; others: number }>(
            await tx.execute(
              sql`select current_user as u, current_setting('app.tenant_id') as t,
                    (select count(*)::int from memberships where tenant_id <> ${tenant}) as others`,
            ),
          );
          return { tenant, ...r };
        },
        { readOnly: true },
      );
    });
    for (const r of await Promise.all(runs)) {
      expect(r).toEqual({ tenant: r.tenant, u: APP_ROLE, t: String(r.tenant), others: 0 });
    }
  });

  it('keeps generic plans only in the transaction that asks for them, never on the pooled connection after it', async () => {
    const planMode = (tx: Parameters<Parameters<typeof withTenant>[2]>[0]) =>
      tx
        .execute(sql`select current_user as u, current_setting('plan_cache_mode') as m`)
        .then((r) => rowsOf<{ u: string; m: string }>(r)[0]);
    const generic = await Promise.all(
      Array.from({ length: 20 }, () =>
        withTenant(database.db, demo, planMode, { readOnly: true, genericPlans: true }),
      ),
    );
    // PGlite plans every statement anew anyway: the option changes nothing there.
    const asked = kind === 'postgres' ? 'force_generic_plan' : 'auto';
    for (const r of generic) expect(r).toEqual({ u: APP_ROLE, m: asked });
    const after = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        withTenant(database.db, i % 2 ? demo : fjord, planMode, { readOnly: i % 2 === 0 }),
      ),
    );
    for (const r of after) expect(r).toEqual({ u: APP_ROLE, m: 'auto' });
  });

  it('lands writes made on connections that just finished read-only transactions', async () => {
    const readOnly = () =>
      withTenant(database.db, demo, (tx) => tx.execute(sql`select count(*) from departments`), {
        readOnly: true,
      });
    for (let i = 0; i < 6; i++) {
      await readOnly();
      await withPlatform(database.db, (tx) =>
        tx.execute(sql`update tenants set name = name where id = ${demo}`),
      );
      await withTenant(database.db, demo, (tx) =>
        tx.execute(sql`insert into departments (tenant_id, name) values (${demo}, ${`Etter lesing ${i}`})`),
      );
    }
    const [{ n }] = rowsOf<{ n: number }>(
      await withTenant(database.db, demo, (tx) =>
        tx.execute(sql`select count(*)::int as n from departments where name like 'Etter lesing %'`),
      ),
    ) as [{ n: number }];
    expect(n).toBe(6);
  });
  describe('one statement committed with it (tenantStatement)', () => {
    const named = async (tenant: number, name: string) =>
      rowsOf<{ n: number }>(
        await withPlatform(database.db, (tx) =>
          tx.execute(
            sql`select count(*)::int as n from departments where tenant_id = ${tenant} and name = ${name}`,
          ),
        ),
      )[0]!.n;
    const insert = (tenant: number, into: number, name: string, refuse = false) =>
      tenantStatement(
        database.db,
        tenant,
        {
          text:
            'with added as (insert into departments (tenant_id, name) values ($1, $2) returning 1) ' +
            "select current_user::text, current_setting('app.tenant_id'), refuse_unless(not $3, 'refused'), (select count(*)::int from added)",
          rowMode: 'array',
        },
        [into, name, refuse],
      );

    it('runs as the application role in the tenant, and lands the write', async () => {
      expect(await insert(demo, demo, 'Én setning')).toEqual([[APP_ROLE, String(demo), true, 1]]);
      expect(await named(demo, 'Én setning')).toBe(1);
    });

    it('lands nothing when the statement refuses, and gives the next one a clean connection', async () => {
      const failure = await insert(demo, demo, 'Nektet', true).then(() => 'done', causeOf);
      expect(failure).toMatch(/refused/);
      expect(await named(demo, 'Nektet')).toBe(0);
      // The refused statement's connection is idle again: the next statements (as many as the pool has) work.
      for (let i = 0; i < 12; i++) await insert(fjord, fjord, `Etter nektet ${i}`);
      expect(await named(fjord, 'Etter nektet 11')).toBe(1);
    });

    it("cannot write into another tenant's rows", async () => {
      const failure = await insert(demo, fjord, 'Feil firma').then(() => 'done', causeOf);
      expect(failure).toMatch(/row-level security/);
      expect(await named(fjord, 'Feil firma')).toBe(0);
    });
  });
});
