// The navigation guard of spec 01 §2 and the route rules of §6, as one pure function the web
// router calls before every navigation.
import type { AccessContext } from '../auth/session-types';
import { canAccessRoute } from '../users/permissions';
import { matchRoute } from './match-route';
import type { RouteDef } from './route-types';

export const PRODUCT_NAME = 'ServiceSuite';

export type NavigationInput = {
  pathname: string;
  /** location.search, with or without the leading '?'. */
  search: string;
  isAuthenticated: boolean;
  /** The session has been idle past the time-out (spec 01 §4). */
  isIdle: boolean;
  /** Access of the signed-in user; call the guard once the initial load data is in. */
  access: AccessContext | null;
  /** Number of entries of the user's menu (GET useraccess/get_user_menus). */
  menuCount: number;
};

export type NavigationResult = {
  /** Where to go instead (path with search), or null to stay. Redirects are followed to the end. */
  redirect: string | null;
  /** The route that ends up shown (of the redirect target when there is one). */
  route: RouteDef | null;
  /** A record id of 'null' or 'undefined' was replaced by 0 (spec 01 §2): the client reports the event. */
  replacedNullId?: true;
  /** The user may not open the page asked for and is sent to the dashboard: the client says so (issue 12). */
  refused?: true;
};

const NO_ACCESS: AccessContext = {
  isadmin: false,
  issuperadmin: false,
  role_id: null,
  permissions: [],
  enabledmodules: [],
  enabledintegrations: [],
  enableticketingsolution: false,
  consider_order_as_offer: false,
  defaultinspectiontype: null,
};

// spec 01 §2: a customer or order id of null or undefined is replaced by 0.
const NULL_ID_PARAMS = new Set(['customer_id', 'order_id']);
const NULL_IDS = new Set(['null', 'undefined']);

/** Pages a signed-in user is sent away from (spec 01 §2: /login redirects to /dashboard). */
const SIGNED_OUT_ONLY = new Set(['/login', '/forgotpassword']);

const MAX_HOPS = 6;

type Step = { redirect: string | null; route: RouteDef | null; replacedNullId?: boolean; refused?: true };

function normaliseSearch(search: string): string {
  if (!search || search === '?') return '';
  return search.startsWith('?') ? search : `?${search}`;
}

/** A redirect query is followed only inside the app: a path, never another origin. */
function safeRedirectTarget(search: string): string | null {
  const target = new URLSearchParams(search).get('redirect');
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  if (SIGNED_OUT_ONLY.has(target.split('?')[0])) return null;
  return target;
}

function step(pathname: string, search: string, input: NavigationInput): Step {
  const match = matchRoute(pathname);
  // spec 01 §2: any unknown path goes to /login.
  if (!match) return { redirect: '/login', route: null };
  const { route, params } = match;
  const meta = route.meta;

  if (Object.keys(params).some((k) => NULL_ID_PARAMS.has(k) && NULL_IDS.has(params[k]))) {
    // Record params come before any optional one, so pattern and path segments line up.
    const pattern = route.path.split('/');
    const fixed = pathname
      .split('/')
      .map((segment, i) =>
        NULL_ID_PARAMS.has((pattern[i] ?? '').slice(1)) && NULL_IDS.has(segment) ? '0' : segment,
      )
      .join('/');
    return { redirect: fixed + search, route, replacedNullId: true };
  }

  // spec 01 §4: /sessionexpired is shown only while the session is idle.
  if (route.name === 'sessionexpired') {
    return input.isIdle ? { redirect: null, route } : { redirect: '/dashboard', route };
  }

  if (!meta.requiresAuth) {
    if (input.isAuthenticated && SIGNED_OUT_ONLY.has(route.path)) {
      return { redirect: safeRedirectTarget(search) ?? '/dashboard', route };
    }
    return { redirect: null, route };
  }

  // spec 01 §2: a route needing login sends the visitor to /login with the full path as redirect.
  if (!input.isAuthenticated) {
    return { redirect: `/login?redirect=${encodeURIComponent(pathname + search)}`, route };
  }

  // spec 01 §2: an empty menu means the user can do nothing here.
  if (input.menuCount === 0 && route.name !== 'nopermission') return { redirect: '/nopermission', route };

  // spec 01 §2 / §6 / §8: missing permission, admin-only, super-admin-only, a disabled module,
  // integration or ticketing: silently to /dashboard.
  if (!canAccessRoute(input.access ?? NO_ACCESS, meta)) {
    return route.name === 'dashboard'
      ? { redirect: null, route }
      : { redirect: '/dashboard', route, refused: true };
  }

  if (meta.defaultChild) {
    const base = pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
    return { redirect: `${base}/${meta.defaultChild}${search}`, route };
  }
  return { redirect: null, route };
}

function split(target: string): [string, string] {
  const q = target.indexOf('?');
  return q < 0 ? [target, ''] : [target.slice(0, q), target.slice(q)];
}

/**
 * Decides where a navigation ends up (spec 01 §2 "Navigation guard", §6). Redirects are followed
 * until a page is reached, so '/unknown' of a signed-in user gives '/dashboard' in one go.
 */
export function resolveNavigation(input: NavigationInput): NavigationResult {
  let pathname = input.pathname;
  let search = normaliseSearch(input.search);
  let replacedNullId = false;
  let refused = false;
  let redirect: string | null = null;
  let route: RouteDef | null = null;
  const seen = new Set<string>();

  for (let hop = 0; hop < MAX_HOPS; hop++) {
    const result = step(pathname, search, input);
    replacedNullId ||= result.replacedNullId === true;
    refused ||= result.refused === true;
    route = result.route;
    if (result.redirect === null) break;
    if (seen.has(result.redirect)) break;
    seen.add(result.redirect);
    redirect = result.redirect;
    [pathname, search] = split(redirect);
    route = matchRoute(pathname)?.route ?? null;
  }
  return {
    redirect,
    route,
    ...(replacedNullId ? { replacedNullId: true as const } : {}),
    ...(refused ? { refused: true as const } : {}),
  };
}

/** spec 01 §2: the page title is suffixed with the product name, e.g. 'Kunder | ServiceSuite'. */
export function pageTitle(titleText: string): string {
  const text = titleText.trim();
  return text ? `${text} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}
