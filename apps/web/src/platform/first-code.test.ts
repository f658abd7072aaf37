import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  FIRST_SCREENS,
  firstCodeScript,
  firstCodeTable,
  firstScreenModules,
  withFirstCode,
} from '../../build/first-code';

// Issue 11 (session 15): the built index.html asks for the first screen's code beside the app's entry, instead of
// after the entry has run (and, on a record page, after the record page's chunk has run).
const SRC = '/app/src';
const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) => ({
  fileName,
  moduleIds: moduleIds.map((m) => `${SRC}/${m}`),
  imports,
  isEntry,
});
const bundle = [
  chunk('assets/index-1.js', ['main.tsx'], ['assets/react-1.js', 'assets/app-1.js'], true),
  chunk('assets/react-1.js', ['react.js']),
  chunk('assets/app-1.js', ['app/router.tsx'], ['assets/react-1.js']),
  chunk('assets/MainLayout-1.js', ['app/layout/MainLayout.tsx'], ['assets/shell-1.js', 'assets/app-1.js']),
  chunk('assets/shell-1.js', ['app/layout/TopBar.tsx'], ['assets/react-1.js']),
  chunk('assets/OrderRecordPage-1.js', ['modules/orders/OrderRecordPage.tsx'], ['assets/Tabs-1.js']),
  // Two modules in one chunk (Rollup merges small ones): found by either.
  chunk(
    'assets/Tabs-1.js',
    ['app/RecordTabBar.tsx', 'modules/orders/order-ui.logic.ts'],
    ['assets/shell-1.js'],
  ),
];

describe("the first screen's code in index.html", () => {
  it("lists a screen's chunks and their static imports, without what index.html preloads already", () => {
    const table = firstCodeTable(bundle, SRC, {
      order_record: ['app/layout/MainLayout.tsx', 'modules/orders/OrderRecordPage.tsx'],
      logic: ['modules/orders/order-ui.logic.ts'],
    });
    expect(table).toEqual({
      order_record: [
        '/assets/MainLayout-1.js',
        '/assets/OrderRecordPage-1.js',
        '/assets/shell-1.js',
        '/assets/Tabs-1.js',
      ],
      logic: ['/assets/Tabs-1.js', '/assets/shell-1.js'],
    });
  });

  it('fails the build when a listed module is in no chunk (renamed or moved)', () => {
    expect(() => firstCodeTable(bundle, SRC, { x: ['modules/gone/Gone.tsx'] })).toThrow(/Gone\.tsx/);
  });

  it("preloads the named screen's files as modules, after the entry's preloads, and nothing for other pages", () => {
    const html = '<head><link rel="modulepreload" href="/assets/index-1.js"></head><body></body>';
    const built = withFirstCode(html, { order_record: ['/assets/a.js', '/assets/b.js'] });
    expect(built.indexOf('<script>')).toBeGreaterThan(built.indexOf('index-1.js'));
    expect(built.indexOf('<script>')).toBeLessThan(built.indexOf('</head>'));
    const script = /<script>([\s\S]*?)<\/script>/.exec(
      firstCodeScript({ order_record: ['/assets/a.js'] }),
    )![1]!;
    const run = (firstScreen: unknown) => {
      const appended: { rel: string; href: string; crossOrigin: string | null }[] = [];
      const document = {
        createElement: () => ({ rel: '', href: '', crossOrigin: null }),
        head: { appendChild: (link: (typeof appended)[number]) => appended.push(link) },
      };
      // The links are added in a task of their own (setTimeout), run here at once.
      new Function('window', 'document', 'setTimeout', script)(
        { __firstScreen: firstScreen },
        document,
        (f: () => void) => f(),
      );
      return appended;
    };
    // As Vite's preload helper writes them (it then skips these files): same address, same CORS mode.
    expect(run('order_record')).toEqual([{ rel: 'modulepreload', href: '/assets/a.js', crossOrigin: '' }]);
    expect(run(undefined)).toEqual([]);
    expect(run('offers')).toEqual([]);
    expect(run('__proto__')).toEqual([]);
    expect(() => withFirstCode('<html></html>', {})).toThrow(/head/);
  });

  it("names each screen's own module as screens.ts loads it, for every screen index.html names", () => {
    const screens = readFileSync(path.resolve(import.meta.dirname, '../app/screens.ts'), 'utf8');
    const html = readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');
    const named = [...html.matchAll(/\[\/\^[^\n]*?\/, '([a-z_]+)', (?:true|false)/g)].map((m) => m[1]);
    expect(Object.keys(FIRST_SCREENS).sort()).toEqual([...named].sort());
    for (const [screen, files] of Object.entries(FIRST_SCREENS)) {
      const loader = new RegExp(`\\n  ${screen}: screen\\(\\(\\) =>\\s+import\\('\\.\\./([^']+)'\\)`).exec(
        screens,
      );
      expect(loader, screen).not.toBeNull();
      expect(files, screen).toContain(`${loader![1]}.tsx`);
      for (const file of files) {
        expect(() => readFileSync(path.resolve(import.meta.dirname, '..', file)), file).not.toThrow();
      }
    }
  });

  it('adds what the router draws each screen in: the main layout but on /login, the data cache but where it is not used', () => {
    const layout = 'app/layout/MainLayout.tsx';
    const cache = 'platform/QueryCacheProvider.tsx';
    expect(firstScreenModules('login')).toEqual(['modules/auth/LoginPage.tsx']);
    expect(firstScreenModules('dashboard')).toEqual([layout, 'modules/dashboard/DashboardPage.tsx']);
    expect(firstScreenModules('order_record')).toEqual([layout, cache, ...FIRST_SCREENS.order_record!]);
    expect(() => firstScreenModules('nosuchscreen')).toThrow(/nosuchscreen/);
  });
});
