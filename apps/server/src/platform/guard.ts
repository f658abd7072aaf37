import type { FastifyInstance } from 'fastify';
import { canChange, hasAnyPermission } from '@suite/shared/users/permissions';
import { CLIENT_VERSION } from '../config';
import { forgetSessionUsers, loadSession, SESSION_COOKIE } from './auth/sessions';
import type { RouteAccess } from './request-context';
import { forbidden, Problem, unauthorized } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** '1.9' < '1.42': versions compare part by part as numbers. */
export function isOlderVersion(client: string, server: string): boolean {
  const a = client.split('.').map((p) => Number.parseInt(p, 10) || 0);
  const b = server.split('.').map((p) => Number.parseInt(p, 10) || 0);
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d < 0;
  }
  return false;
}

/**
 * The checks every /api call passes before its handler: client version (409 means "new update available"),
 * the x-client-version header on state-changing calls (a cross-site form cannot set it, so with SameSite=Lax
 * cookies this blocks request forgery), the session (401), and the route's permission (403).
 */
export function registerGuard(app: FastifyInstance): void {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    if (request.is404 || !request.url.startsWith('/api/') || request.url.startsWith('/api/docs')) return;
    const version = request.headers['x-client-version'];
    if (typeof version === 'string' && isOlderVersion(version, CLIENT_VERSION)) {
      throw new Problem(409, 'Conflict', 'newUpdateAvailable');
    }
    if (!SAFE_METHODS.has(request.method) && typeof version !== 'string') {
      throw forbidden('clientVersionMissing');
    }
    const access = request.routeOptions.config.access;
    const loaded = await loadSession(app.db, request.cookies[SESSION_COOKIE], new Date(), {
      touch: !request.routeOptions.config.passive,
    });
    request.session = loaded ? { hash: loaded.hash, user: loaded.user } : null;
    // A route is private unless it says it is public.
    if (access?.public) return;
    if (!loaded) throw unauthorized();
    if (!access) return;
    const ctx = loaded.user.access;
    if (access.superAdminOnly && !ctx.issuperadmin) throw forbidden();
    if (access.adminOnly && !ctx.isadmin && !ctx.issuperadmin) throw forbidden();
    if (access.permission) {
      const keys = Array.isArray(access.permission) ? access.permission : [access.permission];
      if (!hasAnyPermission(ctx, keys)) throw forbidden();
    }
    if (access.write && !canChange(ctx)) throw forbidden('readOnly');
  });
  // The signed-in users are cached for a few seconds (auth/sessions.ts): a call that may have changed a user, a
  // role, a membership or the tenant's configuration clears them before its answer goes out (its transaction has
  // committed by then), so the caller's next request already sees the change.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (!SAFE_METHODS.has(request.method) && mayChangeAccess(request.routeOptions.config?.access)) {
      forgetSessionUsers();
    }
    return payload;
  });
}

/** Every state-changing call but the plain reads (POST list, query): those carry a permission and no write flag. */
function mayChangeAccess(access: RouteAccess | undefined): boolean {
  if (!access || access.public) return true;
  return Boolean(access.write || access.adminOnly || access.superAdminOnly);
}
