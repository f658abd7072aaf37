// Finds the route of a pathname. Paths are case-sensitive as the spec writes them, optional params
// (':x?') are supported and a trailing slash is tolerated. Patterns are compiled once, on first use.
import { ROUTES } from './route-table';
import type { RouteDef } from './route-types';

export type RouteMatch = { route: RouteDef; params: Record<string, string> };

type Compiled = { route: RouteDef; regex: RegExp; names: string[]; score: number };

type Index = {
  /** Routes without params, by exact path. */
  exact: Map<string, RouteDef>;
  /** Routes with params, by first path segment, most specific first. */
  byFirstSegment: Map<string, Compiled[]>;
};

let index: Index | null = null;

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function compile(route: RouteDef): Compiled {
  const names: string[] = [];
  let source = '';
  let score = 0;
  for (const segment of route.path.split('/').filter(Boolean)) {
    if (segment.startsWith(':')) {
      const optional = segment.endsWith('?');
      names.push(segment.slice(1, optional ? -1 : undefined));
      source += optional ? '(?:/([^/]+))?' : '/([^/]+)';
      score += optional ? 1 : 3;
    } else {
      source += `/${escapeRegex(segment)}`;
      score += 10;
    }
  }
  return { route, regex: new RegExp(`^${source}/?$`), names, score };
}

function firstSegment(path: string): string {
  return path.split('/')[1] ?? '';
}

function buildIndex(): Index {
  const exact = new Map<string, RouteDef>();
  const byFirstSegment = new Map<string, Compiled[]>();
  for (const route of ROUTES) {
    if (!route.path.includes(':')) {
      exact.set(route.path, route);
      continue;
    }
    const key = firstSegment(route.path);
    const list = byFirstSegment.get(key) ?? [];
    list.push(compile(route));
    byFirstSegment.set(key, list);
  }
  // A literal segment beats a param in the same place ('/w_h/order/backorder' over a param route).
  for (const list of byFirstSegment.values()) list.sort((a, b) => b.score - a.score);
  return { exact, byFirstSegment };
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The route of a pathname (without search or hash) and its params, or null for an unknown path. */
export function matchRoute(pathname: string): RouteMatch | null {
  index ??= buildIndex();
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const exact = index.exact.get(path);
  if (exact) return { route: exact, params: {} };
  for (const candidate of index.byFirstSegment.get(firstSegment(path)) ?? []) {
    const m = candidate.regex.exec(path);
    if (!m) continue;
    const params: Record<string, string> = {};
    candidate.names.forEach((name, i) => {
      const value = m[i + 1];
      if (value !== undefined) params[name] = decode(value);
    });
    return { route: candidate.route, params };
  }
  return null;
}

/** Fills a route pattern with params, e.g. ('/customers/:customer_id/detail', {customer_id: '7'}). */
export function buildPath(pattern: string, params: Record<string, string | number> = {}): string {
  const parts: string[] = [];
  for (const segment of pattern.split('/').filter(Boolean)) {
    if (!segment.startsWith(':')) {
      parts.push(segment);
      continue;
    }
    const optional = segment.endsWith('?');
    const value = params[segment.slice(1, optional ? -1 : undefined)];
    if (value === undefined || value === '') {
      if (optional) continue;
      throw new Error(`Missing param ${segment} for ${pattern}`);
    }
    parts.push(encodeURIComponent(String(value)));
  }
  return `/${parts.join('/')}`;
}
