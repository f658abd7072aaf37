// One data router built from the shared route table (DESIGN "Web client"). Every route renders its screen
// lazily inside the main layout or the bare layout; the guard in AppRoot runs before any of them.
//
// Issue 11: the router starts with the one route of the address it opens on, not all 381 (building and ranking
// the whole table was a task of ~260 ms on a phone before the first screen). A route is added the first time a
// navigation goes to it (React Router's patchRoutesOnNavigation, found with the shared matchRoute the guard
// uses anyway), so the table grows with the pages a user opens.
import { Suspense } from 'react';
import {
  createBrowserRouter,
  useLocation,
  type DOMRouterOpts,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { matchRoute } from '@suite/shared/routes/match-route';
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
  // The layout and the data cache first: every signed-in page renders inside them, and a screen's import asks for
  // its many small chunks at once, which over HTTP/1.1 (six connections) queued the layout behind them.
  // Through the lazy components, so that they are drawn at once when the router comes to them.
  if (signedInPage) void MainLayout.preload();
  if (!SCREENS_WITHOUT_DATA_CACHE.has(route.meta.screen)) void QueryCacheProvider.preload();
  preloadScreen(route.meta.screen, texts);
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

/** The ids of the two layout routes: a page's route is added beneath its layout's. */
const MAIN_LAYOUT_ID = 'layout-main';
const BARE_LAYOUT_ID = 'layout-bare';

function layoutId(route: RouteDef): string {
  return route.meta.layout === 'none' ? BARE_LAYOUT_ID : MAIN_LAYOUT_ID;
}

// A route's id is its path (unique in the table): adding a route twice is recognised as the same route.
function toRouteObject(route: RouteDef): RouteObject {
  return { id: route.path, path: route.path, element: <ScreenRoute route={route} />, handle: route };
}

export function buildRouteObjects(routes: RouteDef[]): RouteObject[] {
  return [
    {
      element: <AppRoot />,
      errorElement: <UnexpectedErrorPage />,
      children: [
        {
          id: MAIN_LAYOUT_ID,
          element: <LazyMainLayout />,
          children: routes.filter((r) => layoutId(r) === MAIN_LAYOUT_ID).map(toRouteObject),
        },
        {
          id: BARE_LAYOUT_ID,
          element: <BareLayout />,
          children: routes.filter((r) => layoutId(r) === BARE_LAYOUT_ID).map(toRouteObject),
        },
        // spec 01 §2: any unknown path goes to /login (the guard redirects before this renders).
        { path: '*', element: null },
      ],
    },
  ];
}

/**
 * The routes and options of the app's router opened at `pathname`: the route of that address only, and the
 * route of every later address added on the way there. Exported for the tests (a memory router).
 */
export function appRouterSetup(pathname: string): { routes: RouteObject[]; opts: DOMRouterOpts } {
  const first = matchRoute(pathname)?.route;
  const added = new Set<string>(first ? [first.path] : []);
  const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = ({ path, patch }) => {
    const route = matchRoute(path.split(/[?#]/)[0] ?? path)?.route;
    // An unknown path matches '*' and the guard sends it on; a known route is added once (React Router asks
    // again on every navigation to a route with params, in case a more specific one exists).
    if (!route || added.has(route.path)) return;
    added.add(route.path);
    patch(layoutId(route), [toRouteObject(route)]);
  };
  return {
    routes: buildRouteObjects(first ? [first] : []),
    opts: {
      patchRoutesOnNavigation,
      // No route has a loader, so there is nothing to load at start. Saying so (empty hydration data) lets the
      // router render the first route at once: without it, a first route with params (or '*') would wait for
      // an asynchronous round of patchRoutesOnNavigation and render empty meanwhile.
      hydrationData: { loaderData: {} },
    },
  };
}

export function createAppRouter() {
  const { routes, opts } = appRouterSetup(window.location.pathname);
  return createBrowserRouter(routes, opts);
}
