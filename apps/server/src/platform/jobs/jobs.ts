// Background jobs (DESIGN "jobs | pg-boss 12 on the same database"): one small registry every module uses.
//
//   registerJob(name, handler)            the work, a function of (data, {db, now, log})
//   scheduleJob(name, cron, {tz})         a cron schedule in Europe/Oslo time unless told otherwise
//   sendJob(name, data)                   run it once, in the background
//   runJob(name, data, {db, now})         run the handler here and now with an injected clock (tests, the CLI)
//   forEachTenant(db, fn)                 the usual body of a job: each tenant's work in that tenant's transaction
//
// startJobs() starts pg-boss with the app (main.ts): on PostgreSQL with the database URL, on PGlite through pg-boss's
// own fromPglite adapter. Tests do not start it: they call runJob with a fixed clock. Before startJobs (tests, a
// script) sendJob runs the handler at once in-process and awaits it, so a module's behaviour does not depend on
// whether the queue runs.
import type { PGlite } from '@electric-sql/pglite';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { withPlatform, withTenant, type Tx } from '../../db/tenant';
import { tenants } from '../tenants/tenants.table';

/** The smallest logger a job needs (Fastify's and console both fit). */
export type JobLog = {
  info: (obj: object, msg?: string) => void;
  warn: (obj: object, msg?: string) => void;
  error: (obj: object, msg?: string) => void;
};

export type JobContext = {
  db: Db;
  /** The clock of the run: the time the job was due, or the fixed date a test gives. */
  now: Date;
  log: JobLog;
};

export type JobHandler<T = unknown> = (data: T, ctx: JobContext) => Promise<unknown>;

type Schedule = { cron: string; tz: string };

/** How pg-boss retries a failed run (its queue options; defaults: 2 retries, no delay). */
export type RetryOptions = { retryLimit?: number; retryDelay?: number; retryBackoff?: boolean };

const handlers = new Map<string, JobHandler>();
const schedules = new Map<string, Schedule>();
const retries = new Map<string, RetryOptions>();

/** Europe/Oslo: the company's clock, summer and winter time included (DESIGN "Formats"). */
export const OSLO = 'Europe/Oslo';

/** Job and queue names: letters, digits, '-', '_' and '.' (what pg-boss accepts). */
const NAME = /^[\w.-]+$/;

/** Registers the work of a job; a name is registered once. `retry`: how a failed run is retried. */
export function registerJob<T>(name: string, handler: JobHandler<T>, retry?: RetryOptions): void {
  if (!NAME.test(name)) throw new Error(`invalid job name ${name}`);
  if (handlers.has(name) && handlers.get(name) !== handler) throw new Error(`job ${name} registered twice`);
  handlers.set(name, handler as JobHandler);
  if (retry) retries.set(name, retry);
}

/**
 * A cron schedule ('5 0 * * *' five past midnight) for a registered job, in Oslo time unless told otherwise. Applied
 * when the jobs start, or at once when they run already.
 */
export function scheduleJob(name: string, cron: string, options: { tz?: string } = {}): void {
  if (cron.trim().split(/\s+/).length !== 5) throw new Error(`invalid cron ${cron}`);
  schedules.set(name, { cron, tz: options.tz ?? OSLO });
  if (running) void running.applySchedule(name).catch((err: unknown) => running?.log.error({ err }, name));
}

/** The registered schedules (for the notes, a health page, tests). */
export function jobSchedules(): Record<string, Schedule> {
  return Object.fromEntries(schedules);
}

function handlerOf(name: string): JobHandler {
  const handler = handlers.get(name);
  if (!handler) throw new Error(`unknown job ${name}`);
  return handler;
}

/** Runs a job's handler here and now; `now` defaults to the clock. */
export async function runJob<T>(
  name: string,
  data: T,
  ctx: { db: Db; now?: Date; log?: JobLog },
): Promise<unknown> {
  return handlerOf(name)(data, { db: ctx.db, now: ctx.now ?? new Date(), log: ctx.log ?? silentLog });
}

const silentLog: JobLog = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * Sends a job to the queue (answers its id). Before startJobs the handler runs in-process at once, on the database
 * given, and null is answered.
 */
export async function sendJob<T extends object>(
  name: string,
  data: T,
  inline?: { db: Db },
): Promise<string | null> {
  handlerOf(name);
  if (running) return running.send(name, data);
  if (!inline) throw new Error(`jobs are not started: ${name} needs a database to run inline`);
  await runJob(name, data, inline);
  return null;
}

/**
 * Runs fn for every tenant, each in its own tenant transaction (RLS on, as a request's). A failing tenant is logged
 * and the others still run; the answer counts both.
 */
export async function forEachTenant(
  ctx: JobContext,
  fn: (tx: Tx, tenantId: number) => Promise<void>,
): Promise<{ done: number; failed: number }> {
  const ids = await withPlatform(ctx.db, (tx) =>
    tx.select({ id: tenants.id }).from(tenants).orderBy(asc(tenants.id)),
  );
  let done = 0;
  let failed = 0;
  for (const { id } of ids) {
    try {
      await withTenant(ctx.db, id, (tx) => fn(tx, id));
      done++;
    } catch (err) {
      failed++;
      ctx.log.error({ err, tenantId: id }, 'job failed for a tenant');
    }
  }
  return { done, failed };
}

type Runner = {
  log: JobLog;
  send(name: string, data: object): Promise<string | null>;
  applySchedule(name: string): Promise<void>;
  stop(): Promise<void>;
};

let running: Runner | null = null;

export type JobsOptions = {
  db: Db;
  /** The PGlite instance when the app runs on PGlite; else the PostgreSQL URL. */
  pglite: PGlite | null;
  databaseUrl?: string;
  log: JobLog;
};

/**
 * Starts pg-boss (schema 'pgboss' in the same database), a worker per registered job and the schedules. Answers a
 * stop function (app shutdown).
 */
export async function startJobs(opts: JobsOptions): Promise<{ stop: () => Promise<void> }> {
  if (running) throw new Error('jobs already started');
  const { PgBoss, fromPglite } = await import('pg-boss');
  const boss = opts.pglite
    ? new PgBoss({ db: fromPglite(opts.pglite), backend: 'pglite' })
    : new PgBoss({ connectionString: opts.databaseUrl, max: 2 });
  boss.on('error', (err: unknown) => opts.log.error({ err }, 'pg-boss'));
  await boss.start();
  const runner: Runner = {
    log: opts.log,
    send: (name, data) => boss.send(name, data),
    applySchedule: async (name) => {
      const s = schedules.get(name);
      if (s) await boss.schedule(name, s.cron, null, { tz: s.tz });
    },
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
  for (const [name, handler] of handlers) {
    await boss.createQueue(name, retries.get(name));
    await boss.work<object>(name, async (jobs) => {
      for (const job of jobs) {
        await handler(job.data ?? {}, { db: opts.db, now: new Date(), log: opts.log });
      }
    });
  }
  for (const name of schedules.keys()) await runner.applySchedule(name);
  running = runner;
  opts.log.info({ jobs: [...handlers.keys()], schedules: Object.fromEntries(schedules) }, 'jobs started');
  return {
    stop: async () => {
      running = null;
      await runner.stop();
    },
  };
}
