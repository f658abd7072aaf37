import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/connection';
import { type TenantTxOptions, withTenant, type Tx } from '../db/tenant';
import type { SessionUser } from './auth/access-context';
import { unauthorized } from './errors';

/** What a service function gets: the tenant transaction and the signed-in user (STYLE "Services"). */
export type Ctx = { tx: Tx; user: SessionUser };

/** Route options read by the platform hooks (see platform/guard.ts). */
export type RouteAccess =
  | { public: true }
  | {
      public?: false;
      /** Permission key ({module}_{action}) needed; admins and super admins pass (spec 01 §6). */
      permission?: string | string[];
      /** A create, update or delete: read-only users (role 3, no role) are refused (spec 01 §6). */
      write?: boolean;
      adminOnly?: boolean;
      superAdminOnly?: boolean;
    };

// Module augmentation needs interfaces: a type alias cannot merge.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'fastify' {
  interface FastifyRequest {
    session: { hash: string; user: SessionUser } | null;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** Background polling (the bell's unread count): the call does not count as user activity for the idle time-out. */
    passive?: boolean;
  }
  interface FastifyInstance {
    db: Db;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

/** Runs fn inside the request's tenant transaction. */
export function inTenant<T>(
  request: FastifyRequest,
  fn: (ctx: Ctx) => Promise<T>,
  opts?: TenantTxOptions,
): Promise<T> {
  const s = request.session;
  if (!s) throw unauthorized();
  return withTenant(request.server.db, s.user.tenantId, (tx) => fn({ tx, user: s.user }), opts);
}

/** A handler that only reads: its tenant transaction is READ ONLY (db/tenant.ts). */
export const READ_ONLY: TenantTxOptions = { readOnly: true };

export function sessionUser(request: FastifyRequest): SessionUser {
  if (!request.session) throw unauthorized();
  return request.session.user;
}
