// npm run bench, part 3 (issue 11 "Fast on a technician's phone"): Lighthouse 12 (the `lighthouse` npm package
// driving Debian's chromium) against the production build served by the server, mobile and desktop presets,
// `runs` times per page and preset; the table gives the median of each number. Called by scripts/bench.mjs with
// a started server; `node scripts/bench.mjs --only lighthouse [--pages login,dashboard]` runs this part alone.
//
// Signed-in pages get the session cookie as an extra header (Lighthouse clears storage before each run). Pages of
// the product that do not exist yet (a route whose screen is not built shows NotAvailablePage, marked
// data-not-available) are listed as "not built yet" instead of measured; they are measured as soon as they exist.
// The report of the median run of each page and preset is kept in .tmp-bench/lighthouse/ to be read.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CLIENT_VERSION = '1.42';
const DEMO_PASSWORD = 'Demo!2345';

/** Targets of issue 11 (mobile preset; desktop 0.95 for every page). */
const MOBILE_TARGET = { login: 0.9, dashboard: 0.9 };
const MOBILE_TARGET_OTHER = 0.8;
const DESKTOP_TARGET = 0.95;

/**
 * The measured pages. `find` answers the path (a record's id from the API) or null when the data is missing;
 * a new screen of issue 11's list only needs a line here.
 */
export const LIGHTHOUSE_PAGES = [
  { key: 'login', label: '/login', signedIn: false, find: async () => '/login' },
  { key: 'dashboard', label: '/dashboard', signedIn: true, find: async () => '/dashboard' },
  { key: 'customers', label: '/customers', signedIn: true, find: async () => '/customers' },
  {
    key: 'customer',
    label: 'a customer record',
    signedIn: true,
    find: async (api) => idPath(await api('customers/list', { limit: 1 }), (id) => `/customers/${id}/detail`),
  },
  { key: 'orders', label: '/orders', signedIn: true, find: async () => '/orders' },
  {
    key: 'order',
    label: 'an order',
    signedIn: true,
    find: async (api) => idPath(await api('orders/list', { limit: 1 }), (id) => `/orders/${id}/detail`),
  },
  {
    key: 'checklist',
    label: 'a checklist being filled in',
    signedIn: true,
    find: async (api) => idPath(await api('orders/list', { limit: 1 }), (id) => `/orders/${id}/checklist`),
  },
  { key: 'hours', label: '/timer/hours', signedIn: true, find: async () => '/timer/hours' },
];

function idPath(answer, toPath) {
  const id = answer?.items?.[0]?.id;
  return id === undefined ? null : toPath(id);
}

function median(values) {
  const s = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

async function signIn(baseURL) {
  const res = await fetch(`${baseURL}/api/auth?use_cookies=true`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-client-version': CLIENT_VERSION },
    body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`Sign-in failed: ${res.status}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const api = async (apiPath, body) => {
    const r = await fetch(`${baseURL}/api/${apiPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-client-version': CLIENT_VERSION, cookie },
      body: JSON.stringify(body),
    });
    return r.ok ? r.json() : null;
  };
  return { cookie, api };
}

/** Whether the screen at pagePath is built: loaded once in Chromium, it neither redirects nor says "not yet". */
async function screenIsBuilt(chromium, baseURL, pagePath, cookie) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext({ baseURL, extraHTTPHeaders: cookie ? { cookie } : {} });
    const page = await context.newPage();
    await page.goto(pagePath, { timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    await page.waitForSelector('main h1, h1', { timeout: 60_000 }).catch(() => undefined);
    const stayed = new URL(page.url()).pathname === pagePath;
    const notBuilt = await page.locator('[data-not-available]').count();
    return stayed && notBuilt === 0;
  } finally {
    await browser.close();
  }
}

function numbersOf(lhr) {
  const audit = (id) => lhr.audits[id];
  const summary = audit('resource-summary')?.details?.items ?? [];
  const bytes = (type) => summary.find((i) => i.resourceType === type)?.transferSize ?? 0;
  const longTasks = audit('long-tasks')?.details?.items ?? [];
  return {
    performance: lhr.categories.performance?.score ?? NaN,
    accessibility: lhr.categories.accessibility?.score ?? NaN,
    fcp: audit('first-contentful-paint')?.numericValue,
    lcp: audit('largest-contentful-paint')?.numericValue,
    tbt: audit('total-blocking-time')?.numericValue,
    cls: audit('cumulative-layout-shift')?.numericValue,
    longestTask: longTasks.reduce((m, t) => Math.max(m, t.duration ?? 0), 0),
    total: bytes('total'),
    script: bytes('script'),
    requests: summary.find((i) => i.resourceType === 'total')?.requestCount ?? 0,
    finalPath: new URL(lhr.finalDisplayedUrl).pathname,
    warnings: lhr.runWarnings ?? [],
  };
}

/**
 * Runs Lighthouse `runs` times per page and preset against baseURL. Answers one row per page and preset with
 * the median of every number, or a row marked notBuilt.
 */
export async function measureLighthouse({
  baseURL,
  runs,
  only,
  presets = ['mobile', 'desktop'],
  reportDir,
  log = console.log,
}) {
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const chromeLauncher = await import('chrome-launcher');
  const { chromium } = await import('playwright-core');
  const { cookie, api } = await signIn(baseURL);
  mkdirSync(reportDir, { recursive: true });

  const pages = LIGHTHOUSE_PAGES.filter((p) => !only || only.includes(p.key));
  const rows = [];
  for (const page of pages) {
    const pagePath = await page.find(api);
    const headers = page.signedIn ? cookie : undefined;
    if (!pagePath || !(await screenIsBuilt(chromium, baseURL, pagePath, headers))) {
      log(`bench: lighthouse ${page.label}: not built yet`);
      rows.push({ page, notBuilt: true });
      continue;
    }
    for (const preset of presets) {
      const results = [];
      for (let i = 1; i <= runs; i++) {
        // A fresh browser per run: nothing of the previous run (memory, compiled code) helps the next.
        const chrome = await chromeLauncher.launch({
          chromePath: CHROMIUM,
          chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
        });
        try {
          const result = await lighthouse(
            `${baseURL}${pagePath}`,
            {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance', 'accessibility'],
              ...(headers ? { extraHeaders: { Cookie: headers } } : {}),
            },
            preset === 'desktop' ? desktopConfig : undefined,
          );
          const n = numbersOf(result.lhr);
          if (n.finalPath !== pagePath) throw new Error(`${pagePath} ended on ${n.finalPath}: not measured`);
          // A run whose trace Lighthouse could not read (NO_NAVSTART on a loaded machine) has no numbers: left
          // out, so neither the medians nor the kept report are a failed run's.
          if (result.lhr.runtimeError) {
            log(
              `bench: lighthouse ${pagePath} ${preset} ${i}/${runs}: ${result.lhr.runtimeError.code}, left out`,
            );
            continue;
          }
          results.push({ n, report: result.report });
          log(
            `bench: lighthouse ${pagePath} ${preset} ${i}/${runs}: performance ${n.performance}, ` +
              `LCP ${Math.round(n.lcp)} ms, TBT ${Math.round(n.tbt)} ms, longest task ${Math.round(n.longestTask)} ms`,
          );
        } finally {
          await chrome.kill();
        }
      }
      const pick = (k) => median(results.map((r) => r.n[k]));
      const m = {
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        fcp: pick('fcp'),
        lcp: pick('lcp'),
        tbt: pick('tbt'),
        cls: pick('cls'),
        longestTask: pick('longestTask'),
        total: pick('total'),
        script: pick('script'),
        requests: pick('requests'),
      };
      // Keep the report of the run nearest the median score, to read what Lighthouse found.
      const nearest = [...results].sort(
        (a, b) => Math.abs(a.n.performance - m.performance) - Math.abs(b.n.performance - m.performance),
      )[0];
      if (nearest) writeFileSync(path.join(reportDir, `${page.key}-${preset}.json`), nearest.report);
      const target = preset === 'desktop' ? DESKTOP_TARGET : (MOBILE_TARGET[page.key] ?? MOBILE_TARGET_OTHER);
      rows.push({ page, pagePath, preset, runs: results.length, target, ...m });
    }
  }
  return rows;
}

const score = (v) => (Number.isFinite(v) ? v.toFixed(2).replace('.', ',') : '–');
const ms = (v) =>
  Number.isFinite(v) ? `${Math.round(v).toLocaleString('nb-NO').replace(/\s/g, ' ')} ms` : '–';
const sec = (v) => (Number.isFinite(v) ? `${(v / 1000).toFixed(1).replace('.', ',')} s` : '–');
const kib = (v) => (Number.isFinite(v) ? `${(v / 1024).toFixed(1).replace('.', ',')} KiB` : '–');

export function lighthouseSection(rows, { runs, machineLine }) {
  const lines = [
    "## Lighthouse (issue 11: fast on a technician's phone)",
    '',
    machineLine,
    '',
    `Lighthouse 12 (\`lighthouse\` npm package) driving Debian's chromium headless against the production build served`,
    `by the server on a fresh PGlite \`DATA_DIR\` with the demo data, signed in as admin where the page needs it`,
    `(session cookie as an extra header). Mobile preset (simulated slow 4G, 4x CPU slowdown) and desktop preset;`,
    `${runs} runs per page and preset, each in a fresh browser with an empty cache; every number is the median of`,
    `the runs. Transfer sizes are the bytes really sent (compressed). Targets: mobile performance at least 0,90 on`,
    `/login and /dashboard and 0,80 elsewhere, desktop 0,95, accessibility 1,00, no task longer than 200 ms.`,
    '',
    '| page | preset | performance | target | accessibility | FCP | LCP | TBT | longest task | CLS | transfer | of it JS | requests |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of rows) {
    if (r.notBuilt) {
      lines.push(`| ${r.page.label} | – | not built yet | | | | | | | | | | |`);
      continue;
    }
    const met = r.performance >= r.target ? '' : ' (**below**)';
    lines.push(
      `| \`${r.pagePath}\` | ${r.preset} | **${score(r.performance)}**${met} | ${score(r.target)} | ${score(r.accessibility)} | ` +
        `${sec(r.fcp)} | ${sec(r.lcp)} | ${ms(r.tbt)} | ${ms(r.longestTask)} | ${score(r.cls)} | ${kib(r.total)} | ` +
        `${kib(r.script)} | ${Math.round(r.requests)} |`,
    );
  }
  return lines.join('\n');
}
