// The real product for the end-to-end tests: the built web client served by the real server, on PGlite in a
// fresh temporary DATA_DIR with the demo data (DESIGN "Running and scale"), on a free loopback port.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const WEB_DIST = path.join(ROOT, 'apps/web/dist');
const SERVER_MAIN = path.join(ROOT, 'apps/server/src/main.ts');

function newestMtime(p: string): number {
  if (!existsSync(p)) return 0;
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/** Builds apps/web when its build is missing or older than its sources (the same rule as `npm start`). */
export function buildWebIfNeeded(log: (line: string) => void = console.log): void {
  const builtIndex = path.join(WEB_DIST, 'index.html');
  const sources = [
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/build',
    'apps/web/public',
    'packages/shared/src',
  ];
  const sourceTime = Math.max(...sources.map((p) => newestMtime(path.join(ROOT, p))));
  if (existsSync(builtIndex) && statSync(builtIndex).mtimeMs >= sourceTime) return;
  log('e2e: building the web client (npm run build -w apps/web) ...');
  // vitest sets NODE_ENV=test, which vite would carry into the bundle (React's development build, ~250 KiB
  // more): the browser tests run against the production build users get.
  const r = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (r.status !== 0) {
    throw new Error(`The web client does not build:\n${(r.stdout ?? '') + (r.stderr ?? '')}`.slice(-6000));
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export type RunningServer = {
  baseURL: string;
  dataDir: string;
  /** The server's output so far (for failure messages). */
  output(): string;
  stop(): Promise<void>;
};

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    // detached: the server leads its own process group, so tsx's helpers go with it.
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** Starts the server and resolves once GET /api/auth/session answers; rejects (and cleans up) if it never does. */
export async function startServer(opts: { timeoutMs?: number } = {}): Promise<RunningServer> {
  const timeoutMs = opts.timeoutMs ?? 180_000;
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'suite-e2e-'));
  const baseURL = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_MAIN], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      // Loopback only: nothing of the test run is reachable from outside.
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      WEB_DIST,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: process.env.E2E_SERVER_LOG_LEVEL ?? 'warn',
    },
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Safety net: a test runner that dies without teardown must not leave the server running.
  const onExit = () => killGroup(child, 'SIGKILL');
  process.once('exit', onExit);

  const stop = async () => {
    process.removeListener('exit', onExit);
    killGroup(child, 'SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    const graceful = await Promise.race([
      exited.then(() => true),
      new Promise<boolean>((r) => (timer = setTimeout(() => r(false), 15_000))),
    ]);
    clearTimeout(timer);
    if (!graceful) {
      killGroup(child, 'SIGKILL');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + timeoutMs;
  let ready = false;
  while (!ready) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(`The server stopped before it answered (exit ${child.exitCode}):\n${output}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server did not answer GET /api/auth/session within ${timeoutMs} ms:\n${output}`);
    }
    try {
      const res = await fetch(`${baseURL}/api/auth/session`, { signal: AbortSignal.timeout(5_000) });
      ready = res.ok;
    } catch {
      // Not listening yet.
    }
    if (!ready) await new Promise((r) => setTimeout(r, 200));
  }
  return { baseURL, dataDir, output: () => output, stop };
}
