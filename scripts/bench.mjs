// npm run bench: two numbers the design promises, written to docs/benchmarks.md.
//  1. The gzip size of the JavaScript needed to show /login and /dashboard (budget 200 KiB, DESIGN "Web client"):
//     the built client is loaded in real Chromium and every .js file it actually requests is counted.
//  2. The cold start of the server on PGlite with demo data: process spawn until the first successful
//     GET /api/auth/session, on a fresh DATA_DIR (initdb, migrations, seed) and again on the same DATA_DIR.
//  3. Lighthouse, mobile and desktop presets, on /login, /dashboard, the list and record screens
//     (scripts/bench-lighthouse.mjs).
// Loopback only, bounded in time; every server it starts and every temp dir it makes is removed again.
// Usage: node scripts/bench.mjs [--runs 3] [--only bundle|startup|lighthouse|checklist-fill] [--pages login,dashboard,...]
//        [--presets mobile,desktop]
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { lighthouseSection, measureLighthouse } from './bench-lighthouse.mjs';
import { checklistFillSection, measureChecklistFill } from './bench-checklist-fill.mjs';

const root = path.resolve(import.meta.dirname, '..');
const webDist = path.join(root, 'apps/web/dist');
const serverMain = path.join(root, 'apps/server/src/main.ts');
const docPath = path.join(root, 'docs/benchmarks.md');
const BUDGET_KIB = 200;
const DEMO_PASSWORD = 'Demo!2345';
const START_TIMEOUT_MS = 180_000;

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: process.env.BENCH_RUNS ?? '3' },
    only: { type: 'string' },
    pages: { type: 'string' },
    presets: { type: 'string' },
    timeout: { type: 'string', default: process.env.BENCH_TIMEOUT_MS ?? String(20 * 60_000) },
  },
});
const runs = Math.max(1, Number(args.runs) || 3);
const doBundle = !args.only || args.only === 'bundle';
const doStartup = !args.only || args.only === 'startup';
const doLighthouse = !args.only || args.only === 'lighthouse';
const doChecklistFill = !args.only || args.only === 'checklist-fill';

// ---------------------------------------------------------------------------------------------------------
// Clean-up: whatever happens (error, Ctrl-C, the overall time limit), no server and no temp dir stays behind.
const children = new Set();
const tempDirs = new Set();
let browser = null;

function killGroup(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

function cleanUpNow() {
  for (const child of children) killGroup(child, 'SIGKILL');
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
}
process.on('exit', cleanUpNow);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`bench: ${signal}, stopping`);
    process.exit(130);
  });
}
const overall = setTimeout(() => {
  console.error(`bench: gave up after ${args.timeout} ms`);
  void browser?.close().catch(() => undefined);
  process.exit(1);
}, Number(args.timeout));
overall.unref();

function makeTempDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'suite-bench-'));
  tempDirs.add(dir);
  return dir;
}

function removeTempDir(dir) {
  rmSync(dir, { recursive: true, force: true });
  tempDirs.delete(dir);
}

// ---------------------------------------------------------------------------------------------------------
// The web client: built when missing or older than its sources (the rule of `npm start`).
function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

function buildWebIfNeeded() {
  const builtIndex = path.join(webDist, 'index.html');
  const sources = [
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/build',
    'apps/web/public',
    'packages/shared/src',
  ];
  const sourceTime = Math.max(...sources.map((p) => newestMtime(path.join(root, p))));
  if (existsSync(builtIndex) && statSync(builtIndex).mtimeMs >= sourceTime) return;
  console.log('bench: building the web client ...');
  const r = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: root,
    stdio: 'inherit',
    timeout: 600_000,
    // A NODE_ENV left by a test runner would give React's development build.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (r.status !== 0) throw new Error('The web client does not build');
}

// ---------------------------------------------------------------------------------------------------------
// The server.
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

async function sessionAnswers(baseURL) {
  try {
    const res = await fetch(`${baseURL}/api/auth/session`, { signal: AbortSignal.timeout(2_000) });
    return res.ok;
  } catch {
    return false;
  }
}

/** Spawns the server on dataDir; resolves with the ms from spawn to the first good GET /api/auth/session. */
async function startServer(dataDir) {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  let output = '';
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', serverMain], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      WEB_DIST: webDist,
      LOG_LEVEL: 'warn',
    },
  });
  children.add(child);
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-10_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', resolve));

  const stop = async () => {
    killGroup(child, 'SIGTERM');
    // A graceful stop closes PGlite, so the second start finds a clean DATA_DIR.
    let timer;
    const graceful = await Promise.race([
      exited.then(() => true),
      new Promise((resolve) => (timer = setTimeout(() => resolve(false), 20_000))),
    ]);
    clearTimeout(timer);
    if (!graceful) {
      killGroup(child, 'SIGKILL');
      await exited;
    }
    children.delete(child);
  };

  while (!(await sessionAnswers(baseURL))) {
    if (child.exitCode !== null || child.signalCode !== null) {
      children.delete(child);
      throw new Error(`The server stopped before it answered:\n${output}`);
    }
    if (performance.now() - started > START_TIMEOUT_MS) {
      await stop();
      throw new Error(`The server did not answer within ${START_TIMEOUT_MS} ms:\n${output}`);
    }
    await sleep(25);
  }
  return { ms: performance.now() - started, baseURL, stop };
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function median(values) {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

const seconds = (ms) => `${(ms / 1000).toFixed(2).replace('.', ',')} s`;
const kib = (bytes) => `${(bytes / 1024).toFixed(1).replace('.', ',')} KiB`;

// ---------------------------------------------------------------------------------------------------------
// 1. Cold start.
async function measureStartup(keepLastServer) {
  const first = [];
  const second = [];
  let kept = null;
  for (let i = 1; i <= runs; i++) {
    const dataDir = makeTempDir();
    const a = await startServer(dataDir);
    first.push(a.ms);
    await a.stop();
    const b = await startServer(dataDir);
    second.push(b.ms);
    console.log(`bench: start ${i}/${runs}: fresh ${seconds(a.ms)}, again ${seconds(b.ms)}`);
    if (keepLastServer && i === runs) kept = { ...b, dataDir };
    else {
      await b.stop();
      removeTempDir(dataDir);
    }
  }
  return { first, second, kept };
}

function startupSection({ first, second }) {
  const row = (label, values) =>
    `| ${label} | ${values.length} | **${seconds(median(values))}** | ${seconds(Math.min(...values))} | ${seconds(Math.max(...values))} |`;
  return [
    '## Server cold start (PGlite, demo data)',
    '',
    machineLine(),
    '',
    'Time from spawning `node --import tsx apps/server/src/main.ts` to the first successful `GET /api/auth/session`.',
    '',
    '| start | runs | median | min | max |',
    '|---|---:|---:|---:|---:|',
    row('first start, fresh `DATA_DIR` (initdb, migrations, demo seed)', first),
    row('second start, same `DATA_DIR`', second),
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------------------
// 2. JavaScript of /login and /dashboard, as Chromium requests it.
async function scriptsFor(context, url, ready) {
  const page = await context.newPage();
  const scripts = new Map();
  page.on('response', (response) => {
    const u = new URL(response.url());
    if (response.request().resourceType() !== 'script' || !u.pathname.endsWith('.js')) return;
    // The bytes on the wire (issue 11): the body as the server sent it, compressed as Chromium negotiated.
    const encoding = response.headers()['content-encoding'] ?? 'none';
    scripts.set(
      u.pathname,
      Promise.all([
        response.body().catch(() => Buffer.alloc(0)),
        response.finished().then(() => response.request().sizes()),
      ]).then(([body, sizes]) => ({ raw: body.length, sent: sizes.responseBodySize, encoding })),
    );
  });
  await page.goto(url, { timeout: 120_000 });
  await ready(page);
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  const finalPath = new URL(page.url()).pathname;
  const files = [];
  for (const [file, measured] of scripts) files.push({ file, ...(await measured) });
  await page.close();
  files.sort((a, b) => b.sent - a.sent);
  return { finalPath, files };
}

async function measureBundle(baseURL) {
  const { chromium } = await import('playwright-core');
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-dev-shm-usage',
    ],
  });
  try {
    const pages = [];
    // Each page in a fresh context: an empty cache, as for a first visit.
    const loginContext = await browser.newContext({ baseURL, viewport: { width: 1366, height: 768 } });
    const login = await scriptsFor(loginContext, '/login', (page) =>
      page.waitForSelector('input[type="password"]', { timeout: 120_000 }),
    );
    pages.push({ page: '/login', ...login });
    await loginContext.close();

    const dashboardContext = await browser.newContext({ baseURL, viewport: { width: 1366, height: 768 } });
    const signIn = await dashboardContext.request.post('/api/auth?use_cookies=true', {
      data: { username: 'admin', password: DEMO_PASSWORD },
      headers: { 'x-client-version': '1.42' },
    });
    if (!signIn.ok()) throw new Error(`Sign-in failed: ${signIn.status()}`);
    const dashboard = await scriptsFor(dashboardContext, '/dashboard', (page) =>
      page.waitForSelector('main h1', { timeout: 120_000 }),
    );
    pages.push({ page: '/dashboard', ...dashboard });
    await dashboardContext.close();

    for (const p of pages) {
      if (p.finalPath !== p.page) throw new Error(`${p.page} ended on ${p.finalPath}: not measured`);
    }
    return pages;
  } finally {
    await browser.close();
    browser = null;
  }
}

function bundleSection(pages) {
  const lines = [
    '## JavaScript needed for /login and /dashboard',
    '',
    machineLine(),
    '',
    'Every `.js` file Chromium requests to show the page on a first visit (empty cache), counted as the bytes the',
    `server really sent (compressed as Chromium negotiated: brotli). Budget: ${BUDGET_KIB} KiB sent per page.`,
    '',
    '| page | .js files | raw | sent | encoding | budget | within budget |',
    '|---|---:|---:|---:|---|---:|---|',
  ];
  for (const p of pages) {
    const raw = p.files.reduce((s, f) => s + f.raw, 0);
    const sent = p.files.reduce((s, f) => s + f.sent, 0);
    const encodings = [...new Set(p.files.map((f) => f.encoding))].join(', ');
    const ok = sent <= BUDGET_KIB * 1024;
    lines.push(
      `| ${p.page} | ${p.files.length} | ${kib(raw)} | **${kib(sent)}** | ${encodings} | ${BUDGET_KIB} KiB | ${ok ? 'yes' : '**no**'} |`,
    );
  }
  for (const p of pages) {
    lines.push(
      '',
      `<details><summary>${p.page}: files</summary>`,
      '',
      '| file | raw | sent | encoding |',
      '|---|---:|---:|---|',
    );
    for (const f of p.files) lines.push(`| \`${f.file}\` | ${kib(f.raw)} | ${kib(f.sent)} | ${f.encoding} |`);
    lines.push('', '</details>');
  }
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------------------
// docs/benchmarks.md: only the sections between this script's markers are rewritten; anything else (the
// "API list benchmark" section of another script) stays as it is.
function machineLine() {
  const cpus = os.cpus();
  const date = new Date().toISOString().slice(0, 10);
  return (
    `Measured ${date} on ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), ` +
    `${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}, ` +
    `load average ${os.loadavg()[0].toFixed(2)} at the start (the machine is shared: expect noise).`
  );
}

function writeSection(doc, name, body) {
  const open = `<!-- bench:${name} -->`;
  const close = `<!-- /bench:${name} -->`;
  const block = `${open}\n${body}\n${close}`;
  const start = doc.indexOf(open);
  const end = doc.indexOf(close);
  if (start !== -1 && end > start) return doc.slice(0, start) + block + doc.slice(end + close.length);
  // A new section goes before the API list benchmark (and its opening marker, which belongs to bench-api.mjs),
  // so the document reads page → start → Lighthouse → API.
  const apiMarker = doc.indexOf('<!-- bench:api -->');
  const api = apiMarker !== -1 ? apiMarker : doc.indexOf('## API list benchmark');
  if (api !== -1) return `${doc.slice(0, api)}${block}\n\n${doc.slice(api)}`;
  return `${doc.replace(/\s*$/, '')}\n\n${block}\n`;
}

function updateDoc(sections) {
  let doc = existsSync(docPath)
    ? readFileSync(docPath, 'utf8')
    : [
        '# Benchmarks',
        '',
        'Written by `npm run bench` (scripts/bench.mjs), which rewrites only the sections between its',
        '`<!-- bench:... -->` markers. The API list benchmark below has its own script.',
        '',
      ].join('\n');
  for (const [name, body] of sections) doc = writeSection(doc, name, body);
  writeFileSync(docPath, doc);
}

// ---------------------------------------------------------------------------------------------------------
const sections = [];
if (doBundle || doLighthouse || doChecklistFill) buildWebIfNeeded();
let server = null;
if (doStartup) {
  const startup = await measureStartup(doBundle || doLighthouse);
  sections.push(['startup', startupSection(startup)]);
  server = startup.kept;
} else {
  const dataDir = makeTempDir();
  server = { ...(await startServer(dataDir)), dataDir };
}
try {
  if (doBundle) {
    const pages = await measureBundle(server.baseURL);
    for (const p of pages) {
      const sent = p.files.reduce((s, f) => s + f.sent, 0);
      console.log(
        `bench: ${p.page}: ${p.files.length} .js files, ${kib(sent)} sent (budget ${BUDGET_KIB} KiB)`,
      );
    }
    sections.unshift(['bundle', bundleSection(pages)]);
  }
  if (doLighthouse) {
    const rows = await measureLighthouse({
      baseURL: server.baseURL,
      runs,
      only: args.pages?.split(','),
      ...(args.presets ? { presets: args.presets.split(',') } : {}),
      reportDir: path.join(root, '.tmp-bench/lighthouse'),
    });
    sections.push(['lighthouse', lighthouseSection(rows, { runs, machineLine: machineLine() })]);
  }
  if (doChecklistFill) {
    const line = machineLine();
    const fill = await measureChecklistFill(server.baseURL);
    console.log(`bench: 200-field checklist opens in ${fill.openMedianMs} ms (median)`);
    sections.push(['checklist-fill', checklistFillSection(fill, line)]);
  }
} finally {
  if (server) {
    await server.stop();
    removeTempDir(server.dataDir);
  }
}
updateDoc(sections);
console.log(`bench: written to ${path.relative(root, docPath)}`);
clearTimeout(overall);
