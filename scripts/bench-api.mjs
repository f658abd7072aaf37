// npm run bench (its last part): the customers list API at scale (issue 3 "Speed at scale").
// Against the PostgreSQL database of `npm run seed:large` (20 tenants x 50 000 customers; seeded first when the
// benchmark tenant is missing), two servers answer the same page in the same run:
//  - the app: `node apps/server/src/main.ts`, signed in as bench1 (administrator of bench01), driving
//    POST /api/customers/list {sort: {name: 1}, limit: 25, count: true} through the whole stack (session, guard,
//    zod, RLS tenant transaction, the page and the capped count);
//  - plain: a tiny Fastify + pg server in a process of its own (this script with --plain-server): one pool, the
//    same page as `select ... from customers where tenant_id = $1 order by name, id limit 25`, no count, no auth.
// autocannon drives each at 20 connections, after a warm-up, in alternating rounds (the machine is shared and
// noisy); the table in docs/benchmarks.md (between <!-- bench:api --> markers) gives the median of the rounds.
// Loopback only, bounded in time; every process it starts is stopped again.
// With --list orders (issue 7 "Speed"): POST /api/orders/list {type: 1, sort: {ordernumber: -1}, limit: 25, count:
// true} (bench1's orders: responsible or participant) against plain
// `select … from orders join customers … where responsible_id = $2 or a participant … order by ordernumber desc
// limit 25`, written between <!-- bench:api-orders --> markers. It needs the orders of `npm run seed:large` and the
// list call of the orders module; without that call it says so and writes the plain numbers alone.
// With --list hours (issue 9 "Speed"): POST /api/hours/filter {start, end, limit: 25, count: true} for last month
// of every employee of the hours tenant benchhours (200 employees, about 13 000 entries a month), against plain
// `select … from hours left join users … where tenant_id = $1 and date between $2 and $3 order by date, user_id, id
// limit 25`; then POST /api/hours/approve of 500 delivered entries in one call against the same plain UPDATE,
// timed call by call (the 500 are set back to delivered before each call), written between <!-- bench:api-hours -->.
// Usage: node scripts/bench-api.mjs [--list customers|orders|hours] [--rounds 3] [--duration 15] [--warmup 5] [--connections 20]
//        DATABASE_URL (default postgres://postgres@127.0.0.1:5432/suite_large)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { docPath, writeBenchSection } from './bench-doc.mjs';

const root = path.resolve(import.meta.dirname, '..');
const serverMain = path.join(root, 'apps/server/src/main.ts');
const DATABASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/suite_large';
const { values: early } = parseArgs({
  options: { list: { type: 'string', default: 'customers' } },
  strict: false,
});
const TENANT = early.list === 'hours' ? 'benchhours' : 'bench01';
const USER = early.list === 'hours' ? 'benchhours' : 'bench1';
const PASSWORD = 'Demo!2345';
const PAGE = 25;
const TARGET_RATIO = 1.3;
const START_TIMEOUT_MS = 120_000;

const { values: args } = parseArgs({
  options: {
    'plain-server': { type: 'boolean', default: false },
    rounds: { type: 'string', default: process.env.BENCH_API_ROUNDS ?? '3' },
    duration: { type: 'string', default: process.env.BENCH_API_DURATION ?? '15' },
    warmup: { type: 'string', default: process.env.BENCH_API_WARMUP ?? '5' },
    connections: { type: 'string', default: '20' },
    'no-write': { type: 'boolean', default: false },
    // What the app's requests accept, as Chromium sends it: answers above 1 KB come back compressed (issue 11).
    // --accept-encoding '' measures the app without compression.
    'accept-encoding': { type: 'string', default: 'gzip, deflate, br' },
    list: { type: 'string', default: 'customers' },
  },
});
const ORDERS = args.list === 'orders';
const HOURS = args.list === 'hours';
if (!['customers', 'orders', 'hours'].includes(args.list))
  throw new Error('--list is customers, orders or hours');
/** The approve call's batch (issue 9: approving 500 entries in one call). */
const APPROVE_BATCH = 500;

/** Last month (Oslo calendar is close enough for a benchmark): every employee's hours of it. */
function lastMonth() {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  return { start: first.toISOString().slice(0, 10), end: last.toISOString().slice(0, 10) };
}

/**
 * The hours page as plain SQL: the filter's default order (date, user, id) with the names the app answers for each
 * entry (employee, work type, absence type, order number) and whether its month is locked, each looked up as the
 * app looks it up (a scalar subquery on the table's key: as left joins, PostgreSQL's generic plan read every order
 * of the tenant for each page).
 */
function hoursPageSql(columns) {
  return (
    `select ${columns.map((c) => `h."${c}"`).join(', ')}, ` +
    `(select u.name from users u where u.id = h.user_id) as username, ` +
    `(select w.name from worktypes w where w.tenant_id = h.tenant_id and w.id = h.worktype_id) as worktypename, ` +
    `(select a.name from absenctypes a where a.tenant_id = h.tenant_id and a.id = h.absencetype_id) as absencetypename, ` +
    `(select o.ordernumber from orders o where o.tenant_id = h.tenant_id and o.id = h.order_id) as ordernumber, ` +
    `exists (select 1 from hour_locked_months l where l.tenant_id = h.tenant_id and ` +
    `l.year = extract(year from h.date)::int and l.month = extract(month from h.date)::int) as locked ` +
    `from hours h where h.tenant_id = $1 and h.date >= $2 and h.date <= $3 order by h.date, h.user_id, h.id limit ${PAGE}`
  );
}

/** The approval as plain SQL: the same UPDATE the app makes, without its checks. */
const APPROVE_SQL =
  `update hours set state = 2, approvedon = now(), approvedby = $2, comment = null, version = version + 1, ` +
  `updatedon = now() where tenant_id = $1 and id = any($3::bigint[]) and state <> 2`;

/**
 * The orders page as plain SQL: bench1's orders ("my orders", type 1: responsible or participant), newest number
 * first, with the names the list shows (customer, status, responsible).
 */
function ordersPageSql(columns) {
  return (
    `select ${columns.map((c) => `o."${c}"`).join(', ')}, c.name as customername, s.name as statusname, ` +
    `u.name as responsiblename from orders o ` +
    `join customers c on c.tenant_id = o.tenant_id and c.id = o.customer_id ` +
    `left join orderstatuslists s on s.tenant_id = o.tenant_id and s.status = o.status ` +
    `left join users u on u.id = o.responsible_id ` +
    // The participants as a subquery on the tenant constant (not a correlated exists): PostgreSQL reads them from
    // order_participants_user_idx (tenant, user, order) instead of hashing the whole table: 2 ms against 36 ms.
    `where o.tenant_id = $1 and (o.responsible_id = $2 or o.id in (select p.order_id from order_participants p ` +
    `where p.tenant_id = $1 and p.user_id = $2)) ` +
    `order by o.ordernumber desc limit ${PAGE}`
  );
}

// ---------------------------------------------------------------------------------------------------------
// The plain baseline: what the page costs without the app (no session, no transaction, no RLS, no count).
if (args['plain-server']) {
  const { default: Fastify } = await import('fastify');
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 10 });
  const tenantId = Number(process.env.BENCH_TENANT_ID);
  const userId = Number(process.env.BENCH_USER_ID);
  const table = ORDERS ? 'orders' : HOURS ? 'hours' : 'customers';
  const app = Fastify({ logger: false });
  // The same columns the app answers (every column of the row but tenant_id).
  const { rows: cols } = await pool.query(
    `select column_name from information_schema.columns where table_name = $1 and column_name <> 'tenant_id' order by ordinal_position`,
    [table],
  );
  const list = cols.map((c) => `"${c.column_name}"`).join(', ');
  const month = lastMonth();
  const text = ORDERS
    ? ordersPageSql(cols.map((c) => c.column_name))
    : HOURS
      ? hoursPageSql(cols.map((c) => c.column_name))
      : `select ${list} from customers where tenant_id = $1 order by name, id limit ${PAGE}`;
  const values = ORDERS ? [tenantId, userId] : HOURS ? [tenantId, month.start, month.end] : [tenantId];
  // The plain approval of a batch of ids (the body's ids).
  app.post('/approve', async (request) => {
    const { rowCount } = await pool.query({
      name: 'approve',
      text: APPROVE_SQL,
      values: [tenantId, userId, request.body.ids],
    });
    return { ids: request.body.ids, changed: rowCount };
  });
  app.post('/list', async () => {
    const { rows } = await pool.query({ name: 'page', text, values });
    return { items: rows };
  });
  // The same page inside the app's tenant transaction (db/tenant.ts withTenant: BEGIN, the role and tenant set
  // transaction-locally, the query under RLS, COMMIT): what the RLS design costs before any app code runs.
  app.post('/list-tx', async () => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query({
        name: 'tenant',
        text: `select set_config('role', 'suite_app', true), set_config('app.tenant_id', $1, true)`,
        values: [String(tenantId)],
      });
      const { rows } = await client.query({ name: 'page', text, values });
      await client.query('commit');
      return { items: rows };
    } catch (e) {
      await client.query('rollback');
      throw e;
    } finally {
      client.release();
    }
  });
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
  const stop = async () => {
    await app.close();
    await pool.end();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  // Stays up until the parent stops it (the parent kills it on exit whatever happens).
} else {
  await runBenchmark();
}

// ---------------------------------------------------------------------------------------------------------
async function runBenchmark() {
  const rounds = Math.max(1, Number(args.rounds) || 3);
  const duration = Math.max(1, Number(args.duration) || 15);
  const warmup = Math.max(0, Number(args.warmup) || 0);
  const connections = Math.max(1, Number(args.connections) || 20);
  const { default: autocannon } = await import('autocannon');
  const { default: pg } = await import('pg');

  const children = new Set();
  const killGroup = (child, signal) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  };
  // The app server's data folder (mail outbox): empty, and removed again.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'suite-bench-api-'));
  process.on('exit', () => {
    for (const child of children) killGroup(child, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      console.error(`bench-api: ${signal}, stopping`);
      process.exit(130);
    });
  }
  // Rounds x 2 servers x (warm-up + duration), plus start-up and a seed when needed.
  const limitMs = (rounds * 2 * (duration + warmup + 5) + 900) * 1000;
  setTimeout(() => {
    console.error(`bench-api: gave up after ${limitMs} ms`);
    process.exit(1);
  }, limitMs).unref();

  // The seeded database: seed it (idempotent) when the benchmark tenant has no customers yet.
  const tenant = await benchTenant(pg);
  if (!tenant || (HOURS ? tenant.hours === 0 : tenant.customers === 0)) {
    console.log('bench-api: the large database is not seeded yet: npm run seed:large ...');
    const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/seed-large.ts')], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL },
      timeout: 900_000,
    });
    if (r.status !== 0) throw new Error('seed:large failed');
  }
  const seeded = await benchTenant(pg);
  if (HOURS && !seeded?.hours) throw new Error(`${TENANT} has no hours: npm run seed:large seeds them`);
  if (!HOURS && !seeded?.customers) throw new Error(`${TENANT} has no customers after seeding`);
  if (ORDERS && !seeded.orders) throw new Error(`${TENANT} has no orders: npm run seed:large seeds them`);
  const totals = await databaseTotals(pg);
  console.log(
    `bench-api: ${TENANT} (tenant ${seeded.id}) has ${seeded.customers} customers; ` +
      `${totals.tenants} tenants, ${totals.customers} customers in all`,
  );

  const start = async (name, argv, env, ready) => {
    const port = await freePort();
    const baseURL = `http://127.0.0.1:${port}`;
    let output = '';
    const child = spawn(process.execPath, argv, {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env, PORT: String(port) },
    });
    children.add(child);
    const keep = (chunk) => {
      output = (output + chunk.toString()).slice(-10_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const started = performance.now();
    while (!(await ready(baseURL))) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`${name} stopped before it answered:\n${output}`);
      }
      if (performance.now() - started > START_TIMEOUT_MS)
        throw new Error(`${name} did not start:\n${output}`);
      await sleep(50);
    }
    const stop = async () => {
      killGroup(child, 'SIGTERM');
      let timer;
      const graceful = await Promise.race([
        exited.then(() => true),
        new Promise((resolve) => (timer = setTimeout(() => resolve(false), 10_000))),
      ]);
      clearTimeout(timer);
      if (!graceful) {
        killGroup(child, 'SIGKILL');
        await exited;
      }
      children.delete(child);
    };
    return { baseURL, stop, pid: child.pid };
  };

  const app = await start(
    'the app server',
    ['--import', 'tsx', serverMain],
    { HOST: '127.0.0.1', DATABASE_URL, SEED_DEMO: 'false', LOG_LEVEL: 'warn', DATA_DIR: dataDir },
    async (baseURL) => {
      try {
        return (await fetch(`${baseURL}/api/auth/session`, { signal: AbortSignal.timeout(2_000) })).ok;
      } catch {
        return false;
      }
    },
  );
  const plain = await start(
    'the plain server',
    [import.meta.filename, '--plain-server', '--list', args.list],
    { DATABASE_URL, BENCH_TENANT_ID: String(seeded.id), BENCH_USER_ID: String(seeded.userId) },
    async (baseURL) => {
      try {
        return (await fetch(`${baseURL}/list`, { method: 'POST', signal: AbortSignal.timeout(2_000) })).ok;
      } catch {
        return false;
      }
    },
  );

  try {
    const cookie = await signIn(app.baseURL);
    const month = lastMonth();
    const body = JSON.stringify(
      ORDERS
        ? { type: 1, sort: { ordernumber: -1 }, skip: 0, limit: PAGE, count: true }
        : HOURS
          ? { start: month.start, end: month.end, skip: 0, limit: PAGE, count: true }
          : { sort: { name: 1 }, skip: 0, limit: PAGE, count: true },
    );
    const appRequest = {
      url: `${app.baseURL}/api/${ORDERS ? 'orders/list' : HOURS ? 'hours/filter' : 'customers/list'}`,
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-client-version': '1.42',
        cookie,
        ...(args['accept-encoding'] ? { 'accept-encoding': args['accept-encoding'] } : {}),
      },
      body,
    };
    const plainRequest = {
      url: `${plain.baseURL}/list`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    };
    const requests = {
      plain: plainRequest,
      plaintx: { ...plainRequest, url: `${plain.baseURL}/list-tx` },
      app: appRequest,
    };
    // The orders list is the orders module's call: on a branch without it, measure plain alone and say so.
    const appMissing = ORDERS && (await fetch(appRequest.url, appRequest)).status === 404;
    if (appMissing) {
      delete requests.app;
      console.log('bench-api: POST /api/orders/list answers 404 on this branch: plain numbers only');
    }
    // All answer the same first page: the benchmark compares like with like.
    const answers = {};
    for (const [which, request] of Object.entries(requests))
      answers[which] = await (await fetch(request.url, request)).json();
    const pageOf = (answer) => answer.items?.map((r) => Number(r.id)).join(',');
    if (appMissing) answers.app = { ...answers.plain, total: null };
    for (const which of ['plain', 'plaintx']) {
      if (!pageOf(answers.app) || pageOf(answers.app) !== pageOf(answers[which])) {
        throw new Error(
          `${which} and the app answer different pages:\n${pageOf(answers.app)}\n${pageOf(answers[which])}`,
        );
      }
    }
    const appAnswer = answers.app;
    console.log(
      `bench-api: first page ${appAnswer.items.length} rows, total ${appAnswer.total}` +
        `${appAnswer.totalcapped ? ' (capped)' : ''}`,
    );

    const loadAtStart = os.loadavg()[0];
    // Watches the database's backends (their CPU per request); other databases' work on the server is left out.
    const monitor = new pg.Client({ connectionString: DATABASE_URL });
    await monitor.connect();
    const results = appMissing ? { plain: [], plaintx: [] } : { plain: [], plaintx: [], app: [] };
    const names = Object.keys(results);
    for (let round = 1; round <= rounds; round++) {
      // A different order each round, so a burst of noise does not always hit the same one.
      const order = names.map((_, i) => names[(i + round - 1) % names.length]);
      for (const which of order) {
        if (warmup > 0) await drive(autocannon, requests[which], connections, warmup);
        const serverPid = which === 'app' ? app.pid : plain.pid;
        const backends = await postgresPids(monitor);
        const before = { server: cpuMs([serverPid]), postgres: cpuByPid(backends) };
        const r = await drive(autocannon, requests[which], connections, duration);
        // CPU per answered request: where the time goes (Linux /proc; null elsewhere).
        const server = cpuMs([serverPid]);
        const postgres = cpuDelta(before.postgres, cpuByPid(backends));
        r.serverCpu =
          before.server === null || server === null ? null : (server - before.server) / r.requests;
        r.postgresCpu = postgres === null ? null : postgres / r.requests;
        results[which].push(r);
        console.log(
          `bench-api: round ${round}/${rounds} ${which.padEnd(7)} ${fmt(r.rps, 0)} req/s, ` +
            `p50 ${fmt(r.p50, 1)} ms, p99 ${fmt(r.p99, 1)} ms, ${r.errors} errors, ${r.non2xx} non-2xx, ` +
            `CPU per request: server ${cpuText(r.serverCpu)}, PostgreSQL ${cpuText(r.postgresCpu)}`,
        );
      }
    }
    await monitor.end();
    for (const which of names) {
      const bad = results[which].reduce((sum, r) => sum + r.errors + r.non2xx, 0);
      if (bad > 0) throw new Error(`${which}: ${bad} failed requests: the numbers are not valid`);
    }
    const summary = Object.fromEntries(names.map((n) => [n, summarise(results[n])]));
    // Approving 500 delivered entries in one call, app against plain, call by call.
    const approvals = HOURS
      ? await benchApprove(pg, appRequest.headers, app.baseURL, plain.baseURL, seeded, rounds)
      : null;
    const section = (ORDERS ? ordersSection : HOURS ? hoursSection : apiSection)({
      approvals,
      summary,
      results,
      rounds,
      duration,
      warmup,
      connections,
      loadAtStart,
      totals,
      seeded,
      appAnswer,
    });
    const ratio = appMissing ? NaN : summary.app.p50 / summary.plain.p50;
    if (!appMissing)
      console.log(
        `bench-api: median p50 app ${fmt(summary.app.p50, 1)} ms / plain ${fmt(summary.plain.p50, 1)} ms = ` +
          `${fmt(ratio, 2)}x (target ${fmt(TARGET_RATIO, 1)}x: ${ratio <= TARGET_RATIO ? 'met' : 'not met'})`,
      );
    if (!args['no-write']) {
      writeBenchSection(ORDERS ? 'bench:api-orders' : HOURS ? 'bench:api-hours' : 'bench:api', section);
      console.log(`bench-api: written to ${path.relative(root, docPath)}`);
    } else {
      console.log(section);
    }
  } finally {
    await app.stop();
    await plain.stop();
  }
  process.exit(0);
}

// ---------------------------------------------------------------------------------------------------------
async function benchTenant(pg) {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  try {
    await client.connect();
  } catch {
    return null; // No database yet: seed:large creates it.
  }
  try {
    const { rows } = await client.query(
      `select t.id, (select count(*)::int from customers c where c.tenant_id = t.id) as customers,
              (select count(*)::int from orders o where o.tenant_id = t.id) as orders,
              (select count(*)::int from hours h where h.tenant_id = t.id) as hours,
              (select id from users where username = $2) as userid
         from tenants t where t.domain = $1`,
      [TENANT, USER],
    );
    return rows[0]
      ? {
          id: Number(rows[0].id),
          customers: rows[0].customers,
          orders: rows[0].orders,
          hours: rows[0].hours,
          userId: Number(rows[0].userid),
        }
      : null;
  } catch {
    return null; // No tables yet.
  } finally {
    await client.end();
  }
}

async function databaseTotals(pg) {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select (select count(*)::int from tenants) as tenants, (select count(*)::int from customers) as customers,
              (select count(*)::int from products) as products, (select count(*)::int from equipments) as equipment,
              (select count(*)::int from orders) as orders, (select count(*)::int from orderlines) as orderlines,
              (select count(*)::int from hours) as hours,
              current_setting('server_version') as version`,
    );
    return rows[0];
  } finally {
    await client.end();
  }
}

async function signIn(baseURL) {
  const res = await fetch(`${baseURL}/api/auth?use_cookies=true`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-client-version': '1.42' },
    body: JSON.stringify({ username: USER, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in as ${USER} failed: ${res.status} ${await res.text()}`);
  const sid = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith('sid='));
  if (!sid) throw new Error('sign-in answered no session cookie');
  return sid;
}

function drive(autocannon, request, connections, seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ ...request, connections, duration: seconds, pipelining: 1, timeout: 10 }, (err, result) => {
      if (err) return reject(err);
      resolve({
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts,
        non2xx: result.non2xx,
        requests: result.requests.total,
      });
    });
  });
}

/** User + system CPU time (ms) of the processes, from /proc (Linux); null where it cannot be read. */
function cpuMs(pids) {
  try {
    let ticks = 0;
    for (const pid of pids) {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    }
    // Clock ticks of 1/100 s (USER_HZ on Linux).
    return ticks * 10;
  } catch {
    return null;
  }
}

/** The backends of the benchmark database (both servers' pools), as their pids. */
async function postgresPids(monitor) {
  const { rows } = await monitor.query(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  return rows.map((r) => String(r.pid));
}

/** CPU (ms) per pid from /proc (Linux); null where it cannot be read. */
function cpuByPid(pids) {
  const out = new Map();
  for (const pid of pids) {
    const ms = cpuMs([pid]);
    if (ms !== null) out.set(pid, ms);
  }
  return out;
}

/** CPU used between two snapshots by the processes present in both (a backend that ended is left out). */
function cpuDelta(before, after) {
  if (before.size === 0) return null;
  let ms = 0;
  for (const [pid, t] of after) if (before.has(pid)) ms += t - before.get(pid);
  return ms;
}

function cpuText(ms) {
  return ms === null || ms === undefined ? 'n/a' : `${fmt(ms * 1000, 0)} µs`;
}

function median(values) {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

function summarise(runs) {
  const cpu = (key) => (runs.every((r) => r[key] !== null) ? median(runs.map((r) => r[key])) : null);
  return {
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    serverCpu: cpu('serverCpu'),
    postgresCpu: cpu('postgresCpu'),
  };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Decimal comma, like the rest of docs/benchmarks.md; thousands with a thin space. */
function fmt(n, decimals) {
  const [int, frac] = n.toFixed(decimals).split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return frac ? `${grouped},${frac}` : grouped;
}

// ---------------------------------------------------------------------------------------------------------
function apiSection({
  summary,
  results,
  rounds,
  duration,
  warmup,
  connections,
  loadAtStart,
  totals,
  seeded,
  appAnswer,
}) {
  const cpus = os.cpus();
  const date = new Date().toISOString().slice(0, 10);
  const ratio = summary.app.p50 / summary.plain.p50;
  const row = (label, s, r) =>
    `| ${label} | **${fmt(s.rps, 0)}** | **${fmt(s.p50, 1)} ms** | ${fmt(s.p99, 1)} ms | ${r} | ` +
    `${cpuText(s.serverCpu)} | ${cpuText(s.postgresCpu)} |`;
  const lines = [
    '## API list benchmark',
    '',
    `Measured ${date} on ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), ` +
      `${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}, PostgreSQL ${totals.version}, ` +
      `load average ${loadAtStart.toFixed(2)} at the start (the machine is shared: expect noise).`,
    '',
    `Database of \`npm run seed:large\`: ${fmt(totals.tenants, 0)} tenants, ${fmt(totals.customers, 0)} customers, ` +
      `${fmt(totals.products, 0)} products, ${fmt(totals.equipment, 0)} equipment. Tenant ${TENANT} ` +
      `(${fmt(seeded.customers, 0)} customers), signed in as ${USER}.`,
    '',
    `- **app**: \`POST /api/customers/list\` \`{"sort": {"name": 1}, "skip": 0, "limit": ${PAGE}, "count": true}\` ` +
      `through the whole server (session cookie, guard, zod, RLS tenant transaction, page and capped count: ` +
      `answers total ${fmt(appAnswer.total, 0)}${appAnswer.totalcapped ? ', totalcapped' : ''}), with ` +
      (args['accept-encoding']
        ? `\`accept-encoding: ${args['accept-encoding']}\` as a browser sends it (the answer comes back compressed, issue 11).`
        : 'no accept-encoding (the answer is not compressed).'),
    `- **plain**: Fastify + pg, one pool, \`select … from customers where tenant_id = $1 order by name, id limit ${PAGE}\`: ` +
      'no count, no session, no transaction.',
    '- **plain + tenant transaction**: the same query wrapped as the app wraps every tenant call (db/tenant.ts ' +
      '`withTenant`: BEGIN, `set_config` of role and tenant, the query under RLS, COMMIT): what the RLS design ' +
      'costs before any app code runs.',
    '',
    `autocannon, ${connections} connections, ${warmup} s warm-up then ${duration} s measured, ${rounds} alternating ` +
      'rounds; the table shows the median of the rounds. The client, both servers and PostgreSQL share the 2 cores.',
    '',
    '| server | req/s | p50 | p99 | p50 ratio | server CPU / request | PostgreSQL CPU / request |',
    '|---|---:|---:|---:|---:|---:|---:|',
    row('plain Fastify + pg (no count)', summary.plain, '1,00'),
    row(
      'plain + tenant transaction (no count)',
      summary.plaintx,
      fmt(summary.plaintx.p50 / summary.plain.p50, 2),
    ),
    row('app `customers/list` (count: true)', summary.app, `**${fmt(ratio, 2)}**`),
    '',
    `Target: p50 within ${fmt(TARGET_RATIO, 1)}x of plain: **${ratio <= TARGET_RATIO ? 'met' : 'not met'}**.`,
    '',
    '### What a list call costs',
    '',
    'Per request the app takes the session row and the signed-in user from a 3 s in-process cache (cleared by ' +
      'every state-changing call, so logout, a tenant switch and permission changes apply at once), runs the ' +
      'tenant transaction pipelined (BEGIN READ ONLY + role + tenant in one message, written together with the ' +
      "page query; the COMMIT leaves with the connection's next use: db/tenant.ts, db/deferred-commit.ts) and " +
      "answers the capped total from a 5 s memory of '10 000+' (exact totals below the cap are counted every " +
      'time). The page SQL is compiled once per list shape, prepared by name and sent straight through the ' +
      "transaction's pg client.",
    '',
    '- First run of this benchmark (2026-11-23, before the list and session work of issue 3): app 232 req/s, ' +
      'p50 84 ms, 9,33x plain. After the session cache and capped count: 726 req/s, 2,27x. After the pipelined ' +
      'tenant transaction, deferred read-only COMMIT and static security headers: 1 635 req/s, 1,38x; with the ' +
      'page sent straight through pg: 1,25x on a quiet run.',
    '- autocannon reports latencies in whole milliseconds: a p50 ratio moves in steps of about 1/8 here, and ' +
      'the machine is shared: runs of the same code have given 1,08x to 1,27x.',
    `- The tenant transaction done the plain way (plain + tenant transaction: BEGIN, \`set_config\`, the query, ` +
      `COMMIT, each waited for) is ${fmt(summary.plaintx.p50 / summary.plain.p50, 2)}x plain at p50.`,
    ...(summary.app.serverCpu !== null && summary.plaintx.serverCpu !== null
      ? [
          `- The app server spends ${cpuText(summary.app.serverCpu)} of CPU per request against ` +
            `${cpuText(summary.plain.serverCpu)} for plain, and PostgreSQL ${cpuText(summary.app.postgresCpu)} ` +
            `against ${cpuText(summary.plaintx.postgresCpu)} for plain + tenant transaction: what remains is the ` +
            'framework hooks (cookie, guard, zod), the row decoding and the JSON answer (the largest part, as for ' +
            'plain).',
        ]
      : []),
    '',
    '<details><summary>rounds</summary>',
    '',
    '| round | server | req/s | p50 | p99 | server CPU / request | PostgreSQL CPU / request |',
    '|---:|---|---:|---:|---:|---:|---:|',
    ...results.app.flatMap((_, i) =>
      Object.keys(results).map((which) => {
        const r = results[which][i];
        return (
          `| ${i + 1} | ${which} | ${fmt(r.rps, 0)} | ${fmt(r.p50, 1)} ms | ${fmt(r.p99, 1)} ms | ` +
          `${cpuText(r.serverCpu)} | ${cpuText(r.postgresCpu)} |`
        );
      }),
    ),
    '',
    '</details>',
  ];
  return lines.join('\n');
}

/** The orders list section (--list orders): the app beside plain, or plain alone when the call is missing. */
function ordersSection({
  summary,
  results,
  rounds,
  duration,
  warmup,
  connections,
  loadAtStart,
  totals,
  seeded,
  appAnswer,
}) {
  const cpus = os.cpus();
  const date = new Date().toISOString().slice(0, 10);
  const hasApp = Boolean(summary.app);
  const ratio = hasApp ? summary.app.p50 / summary.plain.p50 : NaN;
  const row = (label, s, r) =>
    `| ${label} | **${fmt(s.rps, 0)}** | **${fmt(s.p50, 1)} ms** | ${fmt(s.p99, 1)} ms | ${r} | ` +
    `${cpuText(s.serverCpu)} | ${cpuText(s.postgresCpu)} |`;
  return [
    '## Orders list benchmark',
    '',
    `Measured ${date} on ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), ` +
      `${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}, PostgreSQL ${totals.version}, ` +
      `load average ${loadAtStart.toFixed(2)} at the start (the machine is shared: expect noise).`,
    '',
    `Database of \`npm run seed:large\`: ${fmt(totals.tenants, 0)} tenants, ${fmt(totals.orders, 0)} orders with ` +
      `${fmt(totals.orderlines, 0)} lines, ${fmt(totals.customers, 0)} customers. Tenant ${TENANT} ` +
      `(${fmt(seeded.orders, 0)} orders), signed in as ${USER} (responsible for a quarter of them, participant in ` +
      'a tenth more).',
    '',
    `- **app**: \`POST /api/orders/list\` \`{"type": 1, "sort": {"ordernumber": -1}, "skip": 0, "limit": ${PAGE}, ` +
      `"count": true}\`${hasApp ? ` (answers total ${fmt(appAnswer.total ?? 0, 0)}${appAnswer.totalcapped ? ', totalcapped' : ''})` : ': **not on this branch** (the orders module brings it)'}.`,
    `- **plain**: Fastify + pg, the same page in one statement (orders joined to customer, status and responsible ` +
      'names; responsible = me or a participant row; newest number first; limit 25): no count, no session, no ' +
      'transaction. **plain + tenant transaction**: the same inside BEGIN, `set_config`, COMMIT under RLS.',
    '',
    `autocannon, ${connections} connections, ${warmup} s warm-up then ${duration} s measured, ${rounds} alternating ` +
      'rounds; the median of the rounds. Client, servers and PostgreSQL share the 2 cores.',
    '',
    '| server | req/s | p50 | p99 | p50 ratio | server CPU / request | PostgreSQL CPU / request |',
    '|---|---:|---:|---:|---:|---:|---:|',
    row('plain Fastify + pg (no count)', summary.plain, '1,00'),
    row(
      'plain + tenant transaction (no count)',
      summary.plaintx,
      fmt(summary.plaintx.p50 / summary.plain.p50, 2),
    ),
    ...(hasApp ? [row('app `orders/list` (type 1, count: true)', summary.app, `**${fmt(ratio, 2)}**`)] : []),
    '',
    hasApp
      ? `Target: p50 within ${fmt(TARGET_RATIO, 1)}x of plain: **${ratio <= TARGET_RATIO ? 'met' : 'not met'}**.`
      : 'Target (app p50 within 1,3x of plain): not measurable until the list call exists.',
    '',
    '<details><summary>rounds</summary>',
    '',
    '| round | server | req/s | p50 | p99 |',
    '|---:|---|---:|---:|---:|',
    ...results.plain.flatMap((_, i) =>
      Object.keys(results).map((which) => {
        const r = results[which][i];
        return `| ${i + 1} | ${which} | ${fmt(r.rps, 0)} | ${fmt(r.p50, 1)} ms | ${fmt(r.p99, 1)} ms |`;
      }),
    ),
    '',
    '</details>',
  ].join('\n');
}

/**
 * POST /api/hours/approve of APPROVE_BATCH delivered entries of last month, app and plain alternately, each call
 * timed alone; before each call the batch is set back to delivered (state 1) by SQL, outside the timing.
 */
async function benchApprove(pg, headers, appURL, plainURL, seeded, rounds) {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  const month = lastMonth();
  const { rows } = await client.query(
    `select id from hours where tenant_id = $1 and date >= $2 and date <= $3 order by id limit $4`,
    [seeded.id, month.start, month.end, APPROVE_BATCH],
  );
  const ids = rows.map((r) => Number(r.id));
  if (ids.length < APPROVE_BATCH)
    throw new Error(`only ${ids.length} hours last month: seed:large seeds them`);
  const reset = () =>
    client.query(
      `update hours set state = 1, approvedon = null, approvedby = null where tenant_id = $1 and id = any($2)`,
      [seeded.id, ids],
    );
  const times = { plain: [], app: [] };
  const calls = Math.max(5, rounds * 5);
  try {
    for (let i = 0; i < calls; i++) {
      for (const which of i % 2 ? ['app', 'plain'] : ['plain', 'app']) {
        await reset();
        const url = which === 'app' ? `${appURL}/api/hours/approve` : `${plainURL}/approve`;
        const t0 = performance.now();
        const res = await fetch(url, {
          method: 'POST',
          headers: which === 'app' ? headers : { 'content-type': 'application/json' },
          body: JSON.stringify({ ids }),
        });
        await res.arrayBuffer();
        const ms = performance.now() - t0;
        if (!res.ok) throw new Error(`${which} approve answered ${res.status}`);
        times[which].push(ms);
      }
    }
    const { rows: check } = await client.query(
      `select count(*)::int as n from hours where tenant_id = $1 and id = any($2) and state = 2`,
      [seeded.id, ids],
    );
    if (check[0].n !== ids.length) throw new Error('the approve calls did not approve the batch');
  } finally {
    await reset();
    await client.end();
  }
  const out = { calls, plain: median(times.plain), app: median(times.app) };
  console.log(
    `bench-api: approve ${APPROVE_BATCH} in one call: median app ${fmt(out.app, 1)} ms / plain ${fmt(out.plain, 1)} ms = ` +
      `${fmt(out.app / out.plain, 2)}x over ${calls} calls each`,
  );
  return out;
}

/** The hours section (--list hours): the month filter and the approval of 500, app beside plain. */
function hoursSection({
  summary,
  results,
  rounds,
  duration,
  warmup,
  connections,
  loadAtStart,
  totals,
  seeded,
  appAnswer,
  approvals,
}) {
  const cpus = os.cpus();
  const date = new Date().toISOString().slice(0, 10);
  const ratio = summary.app.p50 / summary.plain.p50;
  const month = lastMonth();
  const row = (label, s, r) =>
    `| ${label} | **${fmt(s.rps, 0)}** | **${fmt(s.p50, 1)} ms** | ${fmt(s.p99, 1)} ms | ${r} | ` +
    `${cpuText(s.serverCpu)} | ${cpuText(s.postgresCpu)} |`;
  const approveRatio = approvals.app / approvals.plain;
  return [
    '## Hours benchmark',
    '',
    `Measured ${date} on ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), ` +
      `${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}, PostgreSQL ${totals.version}, ` +
      `load average ${loadAtStart.toFixed(2)} at the start (the machine is shared: expect noise).`,
    '',
    `Database of \`npm run seed:large\`: ${fmt(totals.hours, 0)} hour entries; tenant ${TENANT} holds ` +
      `${fmt(seeded.hours, 0)} (200 employees, a year), signed in as ${USER} (administrator).`,
    '',
    `- **app**: \`POST /api/hours/filter\` \`{"start": "${month.start}", "end": "${month.end}", "skip": 0, ` +
      `"limit": ${PAGE}, "count": true}\` (every employee's hours of last month: total ` +
      `${fmt(appAnswer.total ?? 0, 0)}${appAnswer.totalcapped ? ', totalcapped' : ''}).`,
    `- **plain**: Fastify + pg, the same page (every column of the entry with the names the app answers: ` +
      'employee, work type, absence type, order number, and whether the month is locked, each a scalar subquery on ' +
      "its table's key as the app's; date between, ordered " +
      'by date, employee, id, limit 25): no count, no session, no transaction. **plain + tenant transaction**: the same ' +
      'inside BEGIN, `set_config`, COMMIT under RLS.',
    '',
    `autocannon, ${connections} connections, ${warmup} s warm-up then ${duration} s measured, ${rounds} alternating ` +
      'rounds; the median of the rounds.',
    '',
    '| server | req/s | p50 | p99 | p50 ratio | server CPU / request | PostgreSQL CPU / request |',
    '|---|---:|---:|---:|---:|---:|---:|',
    row('plain Fastify + pg (no count)', summary.plain, '1,00'),
    row(
      'plain + tenant transaction (no count)',
      summary.plaintx,
      fmt(summary.plaintx.p50 / summary.plain.p50, 2),
    ),
    row('app `hours/filter` (count: true)', summary.app, `**${fmt(ratio, 2)}**`),
    '',
    `Target: p50 within ${fmt(TARGET_RATIO, 1)}x of plain: **${ratio <= TARGET_RATIO ? 'met' : 'not met'}**.`,
    '',
    `### Approving ${APPROVE_BATCH} entries in one call`,
    '',
    `\`POST /api/hours/approve {ids}\` (${APPROVE_BATCH} delivered entries: permission and lock checks, one UPDATE) ` +
      `against plain \`${APPROVE_SQL.replace(/\$/g, '$')}\`, one call at a time, ${approvals.calls} calls each ` +
      'alternating, the batch set back to delivered before each call.',
    '',
    '| server | median per call | ratio |',
    '|---|---:|---:|',
    `| plain Fastify + pg | ${fmt(approvals.plain, 1)} ms | 1,00 |`,
    `| app \`hours/approve\` | ${fmt(approvals.app, 1)} ms | **${fmt(approveRatio, 2)}** |`,
    '',
    `Target: within ${fmt(TARGET_RATIO, 1)}x of plain: **${approveRatio <= TARGET_RATIO ? 'met' : 'not met'}**.`,
    '',
    '<details><summary>rounds</summary>',
    '',
    '| round | server | req/s | p50 | p99 |',
    '|---:|---|---:|---:|---:|',
    ...results.plain.flatMap((_, i) =>
      Object.keys(results).map((which) => {
        const r = results[which][i];
        return `| ${i + 1} | ${which} | ${fmt(r.rps, 0)} | ${fmt(r.p50, 1)} ms | ${fmt(r.p99, 1)} ms |`;
      }),
    ),
    '',
    '</details>',
  ].join('\n');
}
