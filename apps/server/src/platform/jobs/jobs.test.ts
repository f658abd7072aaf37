import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DB_KINDS } from '../../../test/test-db';
import type { Database } from '../../db/connection';
import { rowsOf } from '../../db/tenant';
import { forEachTenant, jobSchedules, registerJob, runJob, scheduleJob, sendJob, startJobs } from './jobs';

const seen: { data: unknown; now: Date }[] = [];
registerJob<{ n: number }>('jobs-test.echo', async (data, ctx) => {
  seen.push({ data, now: ctx.now });
});
registerJob('jobs-test.tenants', async (_data, ctx) => {
  const tenantsSeen: number[] = [];
  await forEachTenant(ctx, async (tx, tenantId) => {
    // The job body runs as the application role inside the tenant: RLS shows this tenant's rows only.
    const [row] = rowsOf<{ t: string; other: number }>(
      await tx.execute(
        sql`select current_setting('app.tenant_id', true) as t, (select count(*)::int from memberships where tenant_id <> ${tenantId}) as other`,
      ),
    );
    expect(row!.t).toBe(String(tenantId));
    expect(row!.other).toBe(0);
    tenantsSeen.push(tenantId);
  });
  return tenantsSeen;
});
scheduleJob('jobs-test.echo', '5 0 * * *');

describe.each(DB_KINDS)('jobs platform (%s)', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });

  it('runs a handler directly with an injected clock', async () => {
    const fixed = new Date('2026-03-01T05:00:00Z');
    await runJob('jobs-test.echo', { n: 1 }, { db: database.db, now: fixed });
    expect(seen.at(-1)).toEqual({ data: { n: 1 }, now: fixed });
  });

  it("iterates the tenants, each in that tenant's own transaction", async () => {
    const ids = (await runJob('jobs-test.tenants', {}, { db: database.db })) as number[];
    expect(ids.length).toBeGreaterThanOrEqual(2);
  });

  it('runs a sent job in-process when the queue is not started', async () => {
    await sendJob('jobs-test.echo', { n: 2 }, { db: database.db });
    expect(seen.at(-1)!.data).toEqual({ n: 2 });
    await expect(sendJob('jobs-test.unknown', {})).rejects.toThrow('unknown job');
  });

  it('keeps schedules in Oslo time', () => {
    expect(jobSchedules()['jobs-test.echo']).toEqual({ cron: '5 0 * * *', tz: 'Europe/Oslo' });
    expect(() => scheduleJob('jobs-test.echo', 'every day')).toThrow('invalid cron');
  });

  it('starts pg-boss on this database (Node 20), stores the schedule and works a sent job', async () => {
    const url = kind === 'postgres' ? await databaseUrlOf(database) : undefined;
    const jobs = await startJobs({ db: database.db, pglite: database.pglite, databaseUrl: url, log: silent });
    try {
      const before = seen.length;
      const id = await sendJob('jobs-test.echo', { n: 3 });
      expect(id).toEqual(expect.any(String));
      for (let i = 0; i < 150 && seen.length === before; i++) await new Promise((r) => setTimeout(r, 100));
      expect(seen.at(-1)!.data).toEqual({ n: 3 });
      const schedules = rowsOf<{ name: string; cron: string; timezone: string }>(
        await database.db.execute(sql`select name, cron, timezone from pgboss.schedule`),
      );
      expect(schedules).toContainEqual({
        name: 'jobs-test.echo',
        cron: '5 0 * * *',
        timezone: 'Europe/Oslo',
      });
    } finally {
      await jobs.stop();
    }
  }, 60_000);
});

const silent = { info: () => {}, warn: () => {}, error: () => {} };

/** The URL of the test's own PostgreSQL database (createTestDatabase names it). */
async function databaseUrlOf(database: Database): Promise<string> {
  const [row] = rowsOf<{ name: string }>(await database.db.execute(sql`select current_database() as name`));
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${row!.name}`;
  return url.toString();
}
