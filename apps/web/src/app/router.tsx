// One data router built from the shared route table (DESIGN "Web client"). Every route renders its screen
// lazily inside the main layout or the bare layout; the guard in AppRoot runs before any of them.
import { Suspense } from 'react';
import { createBrowserRouter, useLocation, type RouteObject } from 'react-router';
import { matchRoute } from '@suite/shared/routes/match-route';
import { ROUTES } from '@suite/shared/routes/route-table';
import type { RouteDef } from '@suite/shared/routes/route-types';
import { AppRoot } from './AppRoot';
import { ScreenErrorBoundary, UnexpectedErrorPage } from './ChunkErrorBoundary';
import { BareLayout } from './layout/BareLayout';
import { NotAvailablePage } from './NotAvailablePage';
import { PageLoading } from './PageLoading';
import { preloadScreen, SCREENS, SCREENS_WITHOUT_DATA_CACHE } from './screens';
import { BootFrameDone } from '../platform/boot-frame';
import { loadWithTimeout } from '../platform/chunk-load';
import { lazyComponent } from '../platform/lazy-component';

// The signed-in shell (top bar, menu) is not needed for /login: it loads with the first signed-in page.
const loadMainLayout = () => import('./layout/MainLayout').then((m) => m.MainLayout);
const MainLayout = lazyComponent(() => loadWithTimeout(loadMainLayout));

const loadQueryCacheProvider = () =>
  import('../platform/QueryCacheProvider').then((m) => m.QueryCacheProvider);
const QueryCacheProvider = lazyComponent(() => loadWithTimeout(loadQueryCacheProvider));

/**
 * Issue 11: the first page's chunks (its screen, and for a signed-in page the main layout and the data cache)
 * start loading as soon as the session check answers, not after the router has rendered its way to them.
 */
export function preloadFirstPage(pathname: string, signedIn: boolean, texts: boolean): void {
  const route = matchRoute(pathname)?.route;
  if (!route?.meta.screen) return;
  const signedInPage = route.meta.layout !== 'none';
  // A signed-out visitor of a signed-in page goes to /login: nothing of that page is needed.
  if (signedInPage && !signedIn) return;
  preloadScreen(route.meta.screen, texts);
  if (signedInPage) void loadMainLayout().catch(() => undefined);
  if (!SCREENS_WITHOUT_DATA_CACHE.has(route.meta.screen)) {
    void loadQueryCacheProvider().catch(() => undefined);
  }
}

function LazyMainLayout() {
  return (
    <ScreenErrorBoundary>
      <Suspense fallback={<PageLoading />}>
        <MainLayout />
      </Suspense>
    </ScreenErrorBoundary>
  );
}

function ScreenRoute({ route }: { route: RouteDef }) {
  const location = useLocation();
  const Screen = route.meta.screen ? SCREENS[route.meta.screen] : undefined;
  // The guard has already sent a record's bare path on to its first tab (meta.defaultChild).
  if (!Screen) return <NotAvailablePage route={route} />;
  return (
    // Keyed by path: after a failed load, the next page gets a fresh chance.
    <ScreenErrorBoundary key={location.pathname}>
      <Suspense fallback={<PageLoading />}>
        {/* Inside the boundary: index.html's frame stays until the screen itself is on the page (issue 11). */}
        <BootFrameDone />
        {SCREENS_WITHOUT_DATA_CACHE.has(route.meta.screen ?? '') ? (
          <Screen />
        ) : (
          <QueryCacheProvider>
            <Screen />
          </QueryCacheProvider>
        )}
      </Suspense>
    </ScreenErrorBoundary>
  );
}

function toRouteObject(route: RouteDef): RouteObject {
  return { path: route.path, element: <ScreenRoute route={route} />, handle: route };
}

export function buildRouteObjects(routes: RouteDef[]): RouteObject[] {
  return [
    {
      element: <AppRoot />,
      errorElement: <UnexpectedErrorPage />,
      children: [
        {
          element: <LazyMainLayout />,
          children: routes.filter((r) => r.meta.layout !== 'none').map(toRouteObject),
        },
        {
          element: <BareLayout />,
          children: routes.filter((r) => r.meta.layout === 'none').map(toRouteObject),
        },
        // spec 01 §2: any unknown path goes to /login (the guard redirects before this renders).
        { path: '*', element: null },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRouteObjects(ROUTES));
}
