import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RouteDef } from '@suite/shared/routes/route-types';
import { appRouterSetup } from './router';

// Issue 11: the router starts with the route of its first address only and adds a route on the first
// navigation to it; which page shows must not change.
function openAt(pathname: string) {
  const { routes, opts } = appRouterSetup(pathname);
  return createMemoryRouter(routes, { ...opts, initialEntries: [pathname] });
}

type Router = ReturnType<typeof openAt>;

function shownRoute(router: Router): string | undefined {
  const last = router.state.matches[router.state.matches.length - 1];
  return (last?.route.handle as RouteDef | undefined)?.path ?? last?.route.path;
}

function pageRouteCount(router: Router): number {
  const layouts = router.routes[0]?.children ?? [];
  return layouts.reduce((n, layout) => n + (layout.children?.length ?? 0), 0);
}

describe('app router', () => {
  it('starts with the route of its address and nothing else, rendered at once', () => {
    const router = openAt('/customers/20/detail');
    expect(router.state.initialized).toBe(true);
    expect(shownRoute(router)).toBe('/customers/:customer_id/detail');
    expect(router.state.matches[router.state.matches.length - 1]?.params).toEqual({ customer_id: '20' });
    expect(pageRouteCount(router)).toBe(1);
  });

  it('adds the route of a new address on the first navigation to it, once', async () => {
    const router = openAt('/login');
    expect(shownRoute(router)).toBe('/login');
    await router.navigate('/dashboard');
    expect(shownRoute(router)).toBe('/dashboard');
    await router.navigate('/customers/7/detail');
    expect(shownRoute(router)).toBe('/customers/:customer_id/detail');
    await router.navigate('/customers/8/detail');
    expect(router.state.matches[router.state.matches.length - 1]?.params).toEqual({ customer_id: '8' });
    await router.navigate('/login');
    expect(shownRoute(router)).toBe('/login');
    expect(pageRouteCount(router)).toBe(3);
  });

  it('puts a page under its layout: the sign-in page under the bare one, the others under the main one', async () => {
    const router = openAt('/dashboard');
    await router.navigate('/forgotpassword');
    const [main, bare] = router.routes[0]?.children ?? [];
    expect(main?.children?.map((r) => r.path)).toEqual(['/dashboard']);
    expect(bare?.children?.map((r) => r.path)).toEqual(['/forgotpassword']);
  });

  it('prefers a literal route added later over a route with params added before', async () => {
    const router = openAt('/customers/20/detail');
    await router.navigate('/customers/add');
    expect(shownRoute(router)).toBe('/customers/add');
  });

  it('answers an unknown address with the catch-all route (the guard sends it on)', async () => {
    const router = openAt('/no/such/page');
    expect(shownRoute(router)).toBe('*');
    await router.navigate('/still/nothing');
    expect(shownRoute(router)).toBe('*');
    expect(pageRouteCount(router)).toBe(0);
  });
});
