import { describe, expect, it } from 'vitest';
import type { AccessContext } from '../auth/session-types';
import { MODULE_KEYS } from '../tenants/modules';
import { type NavigationInput, pageTitle, resolveNavigation } from './navigation-guard';

function access(overrides: Partial<AccessContext> = {}): AccessContext {
  return {
    isadmin: false,
    issuperadmin: false,
    role_id: 2,
    permissions: ['customers_view', 'orders_view'],
    enabledmodules: [...MODULE_KEYS],
    enabledintegrations: [],
    enableticketingsolution: false,
    consider_order_as_offer: false,
    defaultinspectiontype: null,
    ...overrides,
  };
}

function go(pathname: string, overrides: Partial<NavigationInput> = {}) {
  return resolveNavigation({
    pathname,
    search: '',
    isAuthenticated: true,
    isIdle: false,
    access: access(),
    menuCount: 5,
    ...overrides,
  });
}

const signedOut: Partial<NavigationInput> = { isAuthenticated: false, access: null, menuCount: 0 };

describe('resolveNavigation', () => {
  it('lets a permitted user stay on the page and names its route', () => {
    expect(go('/customers')).toMatchObject({ redirect: null, route: { name: 'customers' } });
  });

  it('sends a visitor on an unknown path to /login', () => {
    expect(go('/no/such/page', signedOut)).toMatchObject({ redirect: '/login', route: { name: 'login' } });
  });

  it('sends a signed-in user on an unknown path through /login on to /dashboard', () => {
    expect(go('/no/such/page').redirect).toBe('/dashboard');
  });

  it('sends a signed-in user away from /login and /forgotpassword to /dashboard', () => {
    expect(go('/login').redirect).toBe('/dashboard');
    expect(go('/forgotpassword').redirect).toBe('/dashboard');
  });

  it('sends a user who has just signed in on to the page of the redirect query', () => {
    expect(go('/login', { search: '?redirect=%2Forders%3Ftype%3D1' }).redirect).toBe('/orders?type=1');
  });

  it('never follows a redirect query to another site', () => {
    expect(go('/login', { search: '?redirect=%2F%2Fevil.example' }).redirect).toBe('/dashboard');
    expect(go('/login', { search: '?redirect=https%3A%2F%2Fevil.example' }).redirect).toBe('/dashboard');
  });

  it('shows the login page to a visitor', () => {
    expect(go('/login', signedOut)).toMatchObject({ redirect: null, route: { name: 'login' } });
  });

  it('sends a visitor to /login with the full path and query as redirect', () => {
    expect(go('/orders', { ...signedOut, search: '?type=2' }).redirect).toBe(
      `/login?redirect=${encodeURIComponent('/orders?type=2')}`,
    );
  });

  it('accepts the search with or without its question mark', () => {
    expect(go('/orders', { ...signedOut, search: 'type=2' }).redirect).toBe(
      `/login?redirect=${encodeURIComponent('/orders?type=2')}`,
    );
  });

  it('lets a visitor open the public pages without signing in', () => {
    for (const path of ['/b/abc-123', '/openinvoice/55', '/offermail_status', '/supportformbuilder/3']) {
      expect(go(path, signedOut).redirect, path).toBeNull();
    }
  });

  it('sends a user without the permission to /dashboard, marked refused so the client says why', () => {
    expect(go('/invoice')).toMatchObject({
      redirect: '/dashboard',
      route: { name: 'dashboard' },
      refused: true,
    });
    // A plain redirect (an unknown path of a signed-in user, a record's first tab) is no refusal.
    expect(go('/unknown').refused).toBeUndefined();
    expect(go('/customers/7').refused).toBeUndefined();
  });

  it('sends a user to /dashboard when the module of the route is switched off', () => {
    const noOrders = access({ isadmin: true, enabledmodules: MODULE_KEYS.filter((m) => m !== 'orders') });
    expect(go('/orders', { access: noOrders }).redirect).toBe('/dashboard');
    expect(go('/orders/4/detail', { access: noOrders }).redirect).toBe('/dashboard');
  });

  it('sends a user to /dashboard from a webshop page whose integration is off', () => {
    expect(go('/shopbox', { access: access({ isadmin: true }) }).redirect).toBe('/dashboard');
    const withShopbox = access({ isadmin: true, enabledintegrations: ['shopbox'] });
    expect(go('/shopbox', { access: withShopbox }).redirect).toBeNull();
  });

  it('sends a user to /dashboard from tickets when ticketing is off', () => {
    expect(go('/tickets', { access: access({ isadmin: true }) }).redirect).toBe('/dashboard');
    const ticketing = access({ isadmin: true, enableticketingsolution: true });
    expect(go('/tickets', { access: ticketing }).redirect).toBeNull();
  });

  it('sends a signed-in user with an empty menu to /nopermission', () => {
    expect(go('/dashboard', { menuCount: 0 }).redirect).toBe('/nopermission');
    expect(go('/customers', { menuCount: 0 }).redirect).toBe('/nopermission');
  });

  it('keeps a user with an empty menu on /nopermission and lets them open public pages', () => {
    expect(go('/nopermission', { menuCount: 0 })).toMatchObject({
      redirect: null,
      route: { name: 'nopermission' },
    });
    expect(go('/b/abc', { menuCount: 0 }).redirect).toBeNull();
  });

  it('shows /sessionexpired only while the session is idle', () => {
    expect(go('/sessionexpired', { isIdle: true }).redirect).toBeNull();
    expect(go('/sessionexpired', { isIdle: false }).redirect).toBe('/dashboard');
  });

  it('opens the admin portal for super admins only', () => {
    expect(go('/admin_portal', { access: access({ isadmin: true }) }).redirect).toBe('/dashboard');
    expect(go('/admin_portal', { access: access({ issuperadmin: true }) }).redirect).toBeNull();
  });

  it('replaces a customer id of null or undefined by 0 and reports it', () => {
    expect(go('/customers/null/detail')).toMatchObject({
      redirect: '/customers/0/detail',
      replacedNullId: true,
    });
    expect(go('/customers/undefined/orders').redirect).toBe('/customers/0/orders');
  });

  it('replaces an order id of null by 0, keeping the query', () => {
    expect(go('/orders/null/invoice', { search: '?x=1', access: access({ isadmin: true }) })).toMatchObject({
      redirect: '/orders/0/invoice?x=1',
      replacedNullId: true,
    });
  });

  it('leaves other ids named null alone and does not report a replacement when none happened', () => {
    const result = go('/orders/5/wiki/preview/null', { access: access({ isadmin: true }) });
    expect(result.redirect).toBeNull();
    expect(result.replacedNullId).toBeUndefined();
  });

  it('opens the first tab of a record whose bare path is given', () => {
    expect(go('/customers/7', { search: '?a=b' }).redirect).toBe('/customers/7/detail?a=b');
  });

  it('keeps a non-admin out of admin-only pages such as expenses', () => {
    expect(go('/expenses', { access: access({ permissions: ['expenses_view'] }) }).redirect).toBe(
      '/dashboard',
    );
    expect(go('/expenses', { access: access({ isadmin: true }) }).redirect).toBeNull();
  });

  it('lets technicians into production pages of an enabled production module', () => {
    const tech = access({ role_id: 3, permissions: [] });
    expect(go('/production_order/order', { access: tech }).redirect).toBeNull();
    expect(go('/production_order/order', { access: access({ role_id: null }) }).redirect).toBe('/dashboard');
  });
});

describe('pageTitle', () => {
  it('suffixes the page title with the product name', () => {
    expect(pageTitle('Kunder')).toBe('Kunder | ServiceSuite');
  });

  it('shows only the product name when the page has no title', () => {
    expect(pageTitle('')).toBe('ServiceSuite');
  });
});
