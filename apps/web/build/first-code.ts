// Issue 11: the first page's code is asked for by index.html, beside the app's entry, not after the entry has run.
// Before, a record page's code came in three waves over a phone's network: the entry and the libraries (preloaded
// by index.html), then, once they had run, the page's chunks (the router asked for them), then, once those had
// run, the open tab's code and the header's print menu; each wave a round trip and an evaluation later than it
// could be. The build knows which files a page's modules are in, so it writes them into index.html per first
// screen (the same names as index.html's `firstScreens`), and a small script after the entry's preloads adds
// them as module preloads for the page the browser opens on. The app's own lazy imports then find them loading
// (Vite's preload helper skips a file that has a link already) and run them as before.
import type { OutputBundle, OutputChunk } from 'rollup';
import type { Plugin } from 'vite';
import { ROUTES } from '../../../packages/shared/src/routes/route-table';
import { SCREENS_WITHOUT_DATA_CACHE } from '../src/app/screen-kinds';

/** What the router draws a screen in (router.tsx): the main layout and, unless the screen does without, the data cache. */
const MAIN_LAYOUT = 'app/layout/MainLayout.tsx';
const DATA_CACHE = 'platform/QueryCacheProvider.tsx';

/**
 * Each first screen's own modules (under apps/web/src), keyed by the screen's name (the route table's meta.screen,
 * index.html's `firstScreens`): its page as screens.ts loads it, and what its page draws with it. Only what the
 * page draws first: a record's open tab is asked for after its header is on the screen (the record pages'
 * AfterFirstPaint), and asked for here it would queue before the header's files. first-code.test.ts keeps the
 * screens in step with screens.ts and index.html.
 */
export const FIRST_SCREENS: Record<string, string[]> = {
  login: ['modules/auth/LoginPage.tsx'],
  dashboard: ['modules/dashboard/DashboardPage.tsx'],
  customers: ['modules/customers/CustomersPage.tsx'],
  customer_record: ['modules/customers/CustomerRecordPage.tsx'],
  orders: ['modules/orders/OrdersPage.tsx'],
  // The header waits for its print menu (OrderRecordPage.tsx).
  order_record: ['modules/orders/OrderRecordPage.tsx', 'modules/orders/OrderDocumentsMenu.tsx'],
  timer_hours: ['modules/timer/TimerHoursPage.tsx'],
};

/**
 * A first screen's modules with what the router draws it in, decided as router.tsx decides it: the main layout
 * for a route that has it (not /login's), the data cache for a screen not in SCREENS_WITHOUT_DATA_CACHE.
 */
export function firstScreenModules(screen: string): string[] {
  const route = ROUTES.find((r) => r.meta.screen === screen);
  if (!route) throw new Error(`first-code: no route shows the screen '${screen}'`);
  return [
    ...(route.meta.layout === 'none' ? [] : [MAIN_LAYOUT]),
    ...(SCREENS_WITHOUT_DATA_CACHE.has(screen) ? [] : [DATA_CACHE]),
    ...(FIRST_SCREENS[screen] ?? []),
  ];
}

/**
 * The script the build adds after the entry's preloads (so that the entry and the libraries are asked for first
 * over HTTP/1.1's six connections): module preloads of the first screen's files. index.html's first script names
 * the screen (`window.__firstScreen`). The links are added in a task of their own: each costs the main thread
 * ~1-2 ms on a phone (the browser starts its fetch), and added while the page is parsed they made the parse the
 * page's longest task (~170 ms at 4x CPU for /customers' 16 files).
 */
export function firstCodeScript(table: Record<string, string[]>): string {
  return (
    '<script>(function () {' +
    `var code = ${JSON.stringify(table)};` +
    'var first = window.__firstScreen;' +
    'var files = first && code.hasOwnProperty(first) ? code[first] : [];' +
    'if (!files.length) return;' +
    'setTimeout(function () {' +
    'files.forEach(function (href) {' +
    "var link = document.createElement('link');" +
    "link.rel = 'modulepreload';" +
    "link.crossOrigin = '';" +
    'link.href = href;' +
    'document.head.appendChild(link);' +
    '});' +
    '}, 0);' +
    '})();</script>'
  );
}

/** index.html with the script right before the end of its head, after the entry's preloads. */
export function withFirstCode(html: string, table: Record<string, string[]>): string {
  const end = html.lastIndexOf('</head>');
  if (end < 0) throw new Error('first-code: index.html has no </head>');
  return `${html.slice(0, end)}${firstCodeScript(table)}\n  ${html.slice(end)}`;
}

type Chunks = Pick<OutputChunk, 'fileName' | 'imports' | 'isEntry' | 'moduleIds'>[];

/** The chunk files a set of chunks needs before it runs: those chunks and their static imports, in that order. */
function staticFiles(roots: Chunks, byFile: Map<string, Chunks[number]>): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const queue = roots.map((c) => c.fileName);
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    out.push(file);
    queue.push(...(byFile.get(file)?.imports ?? []));
  }
  return out;
}

/**
 * Screen → the files to preload (paths under the site's root, as Vite's preload helper writes them), without the
 * entry's and its imports' (index.html preloads those). `srcDir` is the absolute apps/web/src with forward slashes.
 */
export function firstCodeTable(
  chunks: Chunks,
  srcDir: string,
  table: Record<string, string[]> = Object.fromEntries(
    Object.keys(FIRST_SCREENS).map((screen) => [screen, firstScreenModules(screen)]),
  ),
): Record<string, string[]> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const chunkOf = (file: string) => {
    const id = `${srcDir}/${file}`;
    const chunk = chunks.find((c) => c.moduleIds.includes(id));
    if (!chunk) throw new Error(`first-code: ${file} is in no chunk of the build`);
    return chunk;
  };
  const entry = new Set(
    staticFiles(
      chunks.filter((c) => c.isEntry),
      byFile,
    ),
  );
  const out: Record<string, string[]> = {};
  for (const [screen, files] of Object.entries(table)) {
    out[screen] = staticFiles(files.map(chunkOf), byFile)
      .filter((f) => !entry.has(f))
      .map((f) => `/${f}`);
  }
  return out;
}

export function firstCode(srcDir: string): Plugin {
  return {
    name: 'suite-first-code',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        // Development: Vite serves modules one by one; nothing to preload.
        if (!ctx.bundle) return html;
        const chunks = Object.values(ctx.bundle as OutputBundle).filter(
          (c): c is OutputChunk => c.type === 'chunk',
        );
        return withFirstCode(html, firstCodeTable(chunks, srcDir));
      },
    },
  };
}
