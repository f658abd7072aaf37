import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROUTES } from '@suite/shared/routes/route-table';
import { describe, expect, it } from 'vitest';
import { MENU_COLLAPSED_KEY } from '../app/layout/menu-state';
import { BOOT_PRIMARY_KEY } from './boot-frame';

// Issue 11: index.html's inline script picks the frame drawn before the JavaScript arrives. A page of the wrong
// kind would flash the wrong layout (a top bar over the sign-in card), so the choice is checked against the
// route table, run as the browser runs it.
const html = readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');
const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

function runAt(pathname: string, stored: Record<string, string> = {}) {
  const attributes: Record<string, string> = {};
  const style: Record<string, string> = {};
  const documentElement = {
    setAttribute: (name: string, value: string) => (attributes[name] = value),
    style: { setProperty: (name: string, value: string) => (style[name] = value) },
  };
  const localStorage = { getItem: (key: string) => stored[key] ?? null };
  new Function('document', 'location', 'localStorage', script)(
    { documentElement },
    { pathname },
    localStorage,
  );
  return {
    frame: attributes['data-boot'],
    menu: attributes['data-boot-menu'],
    primary: style['--boot-primary'],
  };
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
    expect(runAt('/dashboard')).toEqual({ frame: 'shell', menu: undefined, primary: undefined });
    const stored = { [MENU_COLLAPSED_KEY]: 'true', [BOOT_PRIMARY_KEY]: '#1b5e20' };
    expect(runAt('/dashboard', stored)).toEqual({ frame: 'shell', menu: 'mini', primary: '#1b5e20' });
    // Anything but a colour is ignored (it goes into a style).
    expect(runAt('/dashboard', { [BOOT_PRIMARY_KEY]: 'red;background:url(x)' }).primary).toBeUndefined();
    // The sign-in card is drawn in the product's colour (no tenant yet).
    expect(runAt('/login', stored)).toEqual({ frame: 'login', menu: undefined, primary: undefined });
  });
});
