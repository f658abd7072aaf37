import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROUTES } from '@suite/shared/routes/route-table';
import { matchRoute } from '@suite/shared/routes/match-route';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MENU_COLLAPSED_KEY } from '../app/layout/menu-state';
import { greetingKey } from '../modules/dashboard/dashboard-view';
import { createApiClient } from './api';
import { withClientVersion, CLIENT_VERSION_PLACEHOLDER } from '../../build/boot-entry';
import { BOOT_PRIMARY_KEY } from './boot-frame';
import { CLIENT_VERSION } from './constants';
import { earlyFetchKey, takeEarlyFetch, type EarlyFetches } from './early-fetch';

// Issue 11: index.html's inline script picks the frame drawn before the JavaScript arrives. A page of the wrong
// kind would flash the wrong layout (a top bar over the sign-in card), so the choice is checked against the
// route table, run as the browser runs it.
// As the build and the development server serve it: with the client's version written in.
const source = readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');
const html = withClientVersion(source);
const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

function runAt(
  pathname: string,
  stored: Record<string, string> = {},
  cookie = '',
  answers: Record<string, unknown> = {},
) {
  const attributes: Record<string, string> = {};
  const style: Record<string, string> = {};
  const documentElement = {
    setAttribute: (name: string, value: string) => (attributes[name] = value),
    style: { setProperty: (name: string, value: string) => (style[name] = value) },
  };
  const localStorage = { getItem: (key: string) => stored[key] ?? null };
  const fetched: { url: string; init: RequestInit }[] = [];
  const fetch = (url: string, init: RequestInit) => {
    fetched.push({ url, init });
    return Promise.resolve(new Response(JSON.stringify(answers[url] ?? {})));
  };
  const greeting = { textContent: '' };
  const getElementById = (id: string) => (id === 'boot-greeting' ? greeting : null);
  const window: EarlyFetches & { fetch: unknown } = { fetch };
  const addEventListener = () => undefined;
  new Function('document', 'location', 'localStorage', 'window', 'fetch', script)(
    { documentElement, cookie, getElementById, addEventListener },
    { pathname },
    localStorage,
    window,
    fetch,
  );
  const result = {
    frame: attributes['data-boot'],
    menu: attributes['data-boot-menu'],
    primary: style['--boot-primary'],
  };
  return Object.assign(result, { fetched, window, greeting });
}

/** An API client (in English) that answers every call with {} and files its early-fetch key in `keys`. */
function recordingClient(keys: string[]) {
  return createApiClient({
    fetch: (input, init) => {
      keys.push(earlyFetchKey(String(input), init));
      return Promise.resolve(new Response('{}', { headers: { 'content-type': 'application/json' } }));
    },
    language: () => 'en',
    reactions: () => ({ updateAvailable() {}, unauthorized() {}, error() {}, noResponse() {} }),
  });
}

describe("index.html's first-screen frame", () => {
  it('draws the sign-in card on /login, a spinner on other public pages and the shell on signed-in pages', () => {
    expect(script).not.toBe('');
    for (const route of ROUTES) {
      const pathname = route.path.replace(/:(\w+)\??/g, '12');
      const expected = pathname === '/login' ? 'login' : route.meta.layout === 'none' ? 'plain' : 'shell';
      expect(runAt(pathname).frame, pathname).toBe(expected);
    }
    expect(runAt('/').frame).toBe('shell');
    // '/b/:uuid' is public; a signed-in page that only starts with 'b' is not.
    expect(runAt('/bookings').frame).toBe('shell');
  });

  it("keeps the menu as narrow as the user left it and the top bar in the tenant's colour", () => {
    expect(runAt('/dashboard')).toMatchObject({ frame: 'shell', menu: undefined, primary: undefined });
    const stored = { [MENU_COLLAPSED_KEY]: 'true', [BOOT_PRIMARY_KEY]: '#1b5e20' };
    expect(runAt('/dashboard', stored)).toMatchObject({ frame: 'shell', menu: 'mini', primary: '#1b5e20' });
    // Anything but a colour is ignored (it goes into a style).
    expect(runAt('/dashboard', { [BOOT_PRIMARY_KEY]: 'red;background:url(x)' }).primary).toBeUndefined();
    // The sign-in card is drawn in the product's colour (no tenant yet).
    expect(runAt('/login', stored)).toMatchObject({ frame: 'login', menu: undefined, primary: undefined });
  });

  it("asks for the shell's texts in the user's language and the session at the addresses the client asks", async () => {
    const asked: string[] = [];
    const client = createApiClient({
      fetch: (input) => {
        asked.push(String(input));
        return Promise.resolve(new Response('{}', { headers: { 'content-type': 'application/json' } }));
      },
      language: () => 'en',
      reactions: () => ({ updateAvailable() {}, unauthorized() {}, error() {}, noResponse() {} }),
    });
    // The calls main.tsx makes first (platform/i18n.ts fetchTexts, platform/session.tsx loadSession).
    await client.get('tenanttranslation/texts', { language: 'en', shell: 'true', screens: undefined });
    await client.get('auth/session');
    // On /dashboard also the dashboard's texts (platform/i18n.ts loadScreenTexts).
    await client.get('tenanttranslation/texts', { language: 'en', shell: undefined, screens: 'dashboard' });

    const page = runAt('/dashboard', {}, 'theme=x; language=en');
    expect(page.fetched.map((f) => f.url)).toEqual(asked);
    expect(page.fetched[0]?.init).toMatchObject({ credentials: 'include', headers: { 'x-language': 'en' } });
    // The two calls after the session check (platform/session.tsx), filed under the client's keys at once.
    const after: string[] = [];
    const next = recordingClient(after);
    await next.get('useraccess/get_user_menus');
    await next.post('auth/get_initial_load_data', {});
    expect(Object.keys(page.window.__earlyFetches ?? {})).toEqual([...asked, ...after]);
    // Without a language cookie, Norwegian (spec 01 §1). The dashboard's texts only on /dashboard.
    expect(runAt('/login').fetched.map((f) => f.url)).toEqual([
      '/api/tenanttranslation/texts?language=no&shell=true',
      '/api/auth/session',
    ]);
  });

  describe("greets the user on /dashboard from the session's and the texts' answers", () => {
    const session = '/api/auth/session';
    const texts = '/api/tenanttranslation/texts?language=no&screens=dashboard';
    const greetings = {
      greetingMorning: 'God morgen, {{name}}',
      greetingDay: 'Hei, {{ name }}',
      greetingEvening: 'God kveld, {{name}}',
    };
    const signedIn = { isauthenticated: true, user: { name: '  Anne  Administrator' } };
    const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
    afterEach(() => vi.useRealTimers());

    it("with the user's first name and the dashboard's rule for the hour", async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      for (let hour = 0; hour < 24; hour++) {
        vi.setSystemTime(new Date(2026, 0, 5, hour, 30));
        const page = runAt('/dashboard', {}, '', { [session]: signedIn, [texts]: { dashboard: greetings } });
        await flush();
        const expected = greetings[greetingKey(hour)].replace(/\{\{ ?name ?\}\}/, 'Anne');
        expect(page.greeting.textContent, `${hour}:30`).toBe(expected);
      }
    });

    it('not for a signed-out visitor, without texts, or on another page', async () => {
      const signedOut = runAt('/dashboard', {}, '', { [session]: { isauthenticated: false } });
      const noTexts = runAt('/dashboard', {}, '', { [session]: signedIn, [texts]: {} });
      const other = runAt('/customers', {}, '', { [session]: signedIn, [texts]: { dashboard: greetings } });
      await flush();
      expect([signedOut, noTexts, other].map((p) => p.greeting.textContent)).toEqual(['', '', '']);
    });
  });
});

describe("index.html's calls after the session check on a signed-in page", () => {
  const session = '/api/auth/session';
  const menus = '/api/useraccess/get_user_menus';
  const initial = 'POST /api/auth/get_initial_load_data {}';
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('asks for the initial data and the menus once the session check says the user is signed in', async () => {
    const page = runAt('/products', {}, 'language=sw', {
      [session]: { isauthenticated: true, user: { name: 'Anne' } },
    });
    await flush();
    const asked = page.fetched.slice(2);
    expect(asked.map((f) => f.url)).toEqual([menus, '/api/auth/get_initial_load_data']);
    // The server refuses a POST without the client's version (platform/guard.ts): the build writes it in.
    expect(source).toContain(CLIENT_VERSION_PLACEHOLDER);
    expect(asked[1]?.init).toMatchObject({
      method: 'POST',
      body: '{}',
      credentials: 'include',
      headers: { 'content-type': 'application/json', 'x-language': 'sw', 'x-client-version': CLIENT_VERSION },
    });
    const early = page.window.__earlyFetches ?? {};
    expect(await early[menus]).toBeInstanceOf(Response);
    expect(await early[initial]).toBeInstanceOf(Response);
  });

  it("asks for the first page's texts and a customer's or an order's record, at the client's addresses", async () => {
    const signedIn = { [session]: { isauthenticated: true, user: { name: 'Anne' } } };
    // What the client asks for on these pages: the screen's texts (platform/i18n.ts) and the record.
    const clientAsks: string[] = [];
    const client = recordingClient(clientAsks);
    const cases: [string, string, string | null][] = [
      ['/customers', 'customers', null],
      ['/customers/20/detail', 'customer_record', 'customers/20'],
      ['/customers/7/contacts', 'customer_record', 'customers/7'],
      ['/orders', 'orders', null],
      ['/orders/13/checklist', 'order_record', 'orders/13'],
      ['/timer/hours', 'timer_hours', null],
    ];
    for (const [pathname, screen, record] of cases) {
      // The table names the screen the route table gives the page (its texts are that screen's).
      expect(matchRoute(pathname)?.route.meta.screen, pathname).toBe(screen);
      const page = runAt(pathname, {}, 'language=en', signedIn);
      await flush();
      clientAsks.length = 0;
      await client.get('tenanttranslation/texts', { language: 'en', screens: screen });
      if (record) await client.get(record);
      const early = Object.keys(page.window.__earlyFetches ?? {});
      for (const key of clientAsks) expect(early, pathname).toContain(key);
      for (const key of clientAsks) expect(await page.window.__earlyFetches?.[key]).toBeInstanceOf(Response);
    }
    // Nothing for an id the record pages do not open, nor for a signed-out visitor (the client asks itself).
    const zero = runAt('/customers/0/detail', {}, '', signedIn);
    await flush();
    expect(zero.fetched.map((f) => f.url)).not.toContain('/api/customers/0');
    const signedOut = runAt('/orders/13/detail', {}, '', { [session]: { isauthenticated: false } });
    await flush();
    expect(signedOut.fetched).toHaveLength(2);
    expect(await signedOut.window.__earlyFetches?.['/api/orders/13']).toBeNull();
  });

  it('names the first screen whose code the build preloads (build/first-code.ts), signed in or not', () => {
    const cases: [string, string | undefined][] = [
      ['/login', 'login'],
      ['/dashboard', 'dashboard'],
      ['/customers', 'customers'],
      ['/customers/20/detail', 'customer_record'],
      ['/orders', 'orders'],
      ['/orders/13/checklist', 'order_record'],
      ['/timer/hours', 'timer_hours'],
      ['/offers', undefined],
      ['/orders/0/detail', undefined],
      ['/forgotpassword', undefined],
    ];
    for (const [pathname, screen] of cases) {
      const named = (runAt(pathname).window as { __firstScreen?: string }).__firstScreen;
      expect(named, pathname).toBe(screen);
      // The name is the route table's screen of the page.
      if (screen) expect(matchRoute(pathname)?.route.meta.screen, pathname).toBe(screen);
    }
    // /login and /dashboard ask for no screen texts from the table (the sign-in page's come with the shell's, the
    // dashboard's are asked for above it, for its greeting).
    expect(
      runAt('/login')
        .fetched.map((f) => f.url)
        .join(' '),
    ).not.toContain('screens=');
  });

  it('not for a signed-out visitor (the client is told to ask itself) and not on /login', async () => {
    const signedOut = runAt('/customers', {}, '', { [session]: { isauthenticated: false } });
    await flush();
    expect(signedOut.fetched).toHaveLength(2);
    expect(await signedOut.window.__earlyFetches?.[menus]).toBeNull();
    expect(await signedOut.window.__earlyFetches?.[initial]).toBeNull();
    const login = runAt('/login');
    expect(Object.keys(login.window.__earlyFetches ?? {})).not.toContain(menus);
  });
});

describe("index.html's start of the app's JavaScript", () => {
  // The built index.html preloads the entry (build/boot-entry.ts) and the inline script runs it: after two
  // frames on a visible page, so the frame is painted before the JavaScript keeps the main thread busy.
  function startAt(
    visibilityState: 'visible' | 'hidden',
    { readyState = 'interactive', built = true, paintTiming = false, pathname = '/customers' } = {},
  ) {
    const frames: (() => void)[] = [];
    const listeners: Record<string, (() => void)[]> = {};
    const appended: { type: string; src: string; crossOrigin: string }[] = [];
    const entry = { getAttribute: (name: string) => (name === 'href' ? '/assets/index-Abc123.js' : null) };
    const document = {
      documentElement: { setAttribute() {}, style: { setProperty() {} } },
      cookie: '',
      readyState,
      visibilityState,
      getElementById: (id: string) => (id === 'boot-entry' && built ? entry : null),
      addEventListener: (name: string, listener: () => void) => (listeners[name] ??= []).push(listener),
      createElement: () => ({ type: '', src: '', crossOrigin: '' }),
      head: { appendChild: (element: (typeof appended)[number]) => appended.push(element) },
    };
    type PaintList = { getEntriesByName(name: string): unknown[] };
    const observers: PerformanceObserver[] = [];
    class PerformanceObserver {
      static supportedEntryTypes = ['paint', 'longtask'];
      on = false;
      constructor(readonly callback: (list: PaintList, self: PerformanceObserver) => void) {
        observers.push(this);
      }
      observe(options: { type: string; buffered: boolean }) {
        this.on = options.type === 'paint' && options.buffered;
      }
      disconnect() {
        this.on = false;
      }
    }
    const window = {
      fetch: () => Promise.resolve(new Response('{}')),
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      ...(paintTiming ? { PerformanceObserver } : {}),
    };
    new Function('document', 'location', 'localStorage', 'window', 'fetch', script)(
      document,
      { pathname },
      { getItem: () => null },
      window,
      window.fetch,
    );
    const frame = () => frames.splice(0).forEach((callback) => callback());
    const fire = (name: string) => (listeners[name] ?? []).forEach((listener) => listener());
    const painted = (...names: string[]) =>
      observers
        .filter((o) => o.on)
        .forEach((o) => o.callback({ getEntriesByName: (n) => names.filter((m) => m === n) }, o));
    return { appended, frame, fire, painted };
  }
  const started = [{ type: 'module', src: '/assets/index-Abc123.js', crossOrigin: 'anonymous' }];

  it("runs the preloaded entry once the browser reports the frame's first contentful paint, not before", () => {
    vi.useFakeTimers();
    const page = startAt('visible', { paintTiming: true });
    page.frame();
    page.frame();
    vi.advanceTimersByTime(999);
    page.painted('first-paint');
    expect(page.appended).toEqual([]);
    page.painted('first-paint', 'first-contentful-paint');
    expect(page.appended).toEqual(started);
    // Once only, also when the page is hidden later or the fallback time passes.
    page.fire('visibilitychange');
    vi.runAllTimers();
    expect(page.appended).toHaveLength(1);

    // The spinner of the other public pages is no contentful paint: its first paint is enough.
    const plain = startAt('visible', { paintTiming: true, pathname: '/forgotpassword' });
    plain.painted('first-paint');
    expect(plain.appended).toEqual(started);
    vi.useRealTimers();
  });

  it('without paint timing after two frames, and never later than a second', () => {
    vi.useFakeTimers();
    const page = startAt('visible');
    page.frame();
    vi.advanceTimersByTime(0);
    expect(page.appended).toEqual([]);
    page.frame();
    expect(page.appended).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(page.appended).toEqual(started);

    const unreported = startAt('visible', { paintTiming: true });
    vi.advanceTimersByTime(999);
    expect(unreported.appended).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(unreported.appended).toEqual(started);
    vi.useRealTimers();
  });

  it('waits for the parsed page, starts a hidden page (no frames) at once, and leaves development alone', () => {
    vi.useFakeTimers();
    const parsing = startAt('visible', { readyState: 'loading', paintTiming: true });
    parsing.painted('first-contentful-paint');
    expect(parsing.appended).toEqual([]);
    parsing.fire('DOMContentLoaded');
    expect(parsing.appended).toHaveLength(1);

    const hidden = startAt('hidden', { readyState: 'loading', paintTiming: true });
    hidden.fire('DOMContentLoaded');
    expect(hidden.appended).toHaveLength(1);

    const backgrounded = startAt('visible', { paintTiming: true });
    backgrounded.fire('visibilitychange');
    expect(backgrounded.appended).toHaveLength(1);

    // The development server's index.html keeps its own module script: nothing is added.
    const development = startAt('visible', { built: false, paintTiming: true });
    development.painted('first-contentful-paint');
    vi.runAllTimers();
    expect(development.appended).toEqual([]);
    vi.useRealTimers();
  });
});

describe('takeEarlyFetch', () => {
  it("hands the client index.html's answer once, for a GET of the same address only", async () => {
    const response = new Response('{"isauthenticated":false}');
    const answer = Promise.resolve(response);
    vi.stubGlobal('window', { __earlyFetches: { '/api/auth/session': answer } });
    expect(takeEarlyFetch('/api/auth/session', { method: 'POST' })).toBeNull();
    expect(takeEarlyFetch('/api/auth/other', { method: 'GET' })).toBeNull();
    expect(await takeEarlyFetch('/api/auth/session', { method: 'GET' })).toBe(response);
    // A later session check (after signing in) asks the server again.
    expect(takeEarlyFetch('/api/auth/session', { method: 'GET' })).toBeNull();
    vi.unstubAllGlobals();
  });

  it('matches a POST by its body, and asks itself when index.html did not', async () => {
    const initial = new Response('{"a":1}');
    vi.stubGlobal('window', {
      __earlyFetches: {
        'POST /api/auth/get_initial_load_data {}': Promise.resolve(initial),
        '/api/useraccess/get_user_menus': Promise.resolve(null),
      },
    });
    const now = vi.fn(() => Promise.resolve(new Response('[]')));
    const post = (body: string) => ({ method: 'POST', body });
    expect(takeEarlyFetch('/api/auth/get_initial_load_data', post('{"x":1}'), now)).toBeNull();
    expect(await takeEarlyFetch('/api/auth/get_initial_load_data', post('{}'), now)).toBe(initial);
    const menus = await takeEarlyFetch('/api/useraccess/get_user_menus', undefined, now);
    expect(now).toHaveBeenCalledWith('/api/useraccess/get_user_menus', undefined);
    expect(await menus?.json()).toEqual([]);
    vi.unstubAllGlobals();
  });
});
