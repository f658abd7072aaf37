import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/tenant';
import type { SessionUser } from '../auth/access-context';
import type { Ctx } from '../request-context';

/** What recordExists needs: the tenant transaction and whose it is (a request's Ctx, or a background sweep's). */
export type TenantScope = { tx: Tx; user: Pick<SessionUser, 'tenantId'> };

/**
 * A module whose records have files (spec 01 §2 documents and images tabs). Every module registers itself with
 * one line (apps/server/src/modules.ts), e.g.
 * `registerFileModule({ moduleUrl: 'offers', moduleId: 4, permissionPrefix: 'offers', imagesTab: true,
 * recordExists: rowExists(offers) })`.
 */
export type FileModule = {
  /** The path segment of POST /api/{moduleUrl}/upload_chunk (spec 01 §7), lower case. */
  moduleUrl: string;
  /** spec 01 §3 module ids: order 1, customer 2, equipments 3, offer 4, project 5, building 7, ... */
  moduleId: number;
  /** The permission module: '{prefix}_view', '{prefix}_add', '{prefix}_edit', '{prefix}_manage_documents'. */
  permissionPrefix: string;
  /**
   * The record has an images tab (spec 01 §2: orders, offers, equipments): its images are seen with the module's
   * view permission and uploaded with add or edit; every other file needs manage_documents too (spec 01 §6).
   */
  imagesTab?: boolean;
  /** Keys that let a user see the record, when not '{prefix}_view' (internal equipment: view_my_own, view_others). */
  viewPermissions?: string[];
  /**
   * Whether the record is one of the tenant's and this user may attach to it (ctx.tx is the tenant transaction; RLS
   * hides other tenants).
   */
  recordExists(ctx: Ctx, recordId: number): Promise<boolean>;
  /**
   * Which of these records are still there, asked by the hourly clean-up with no user, many at once (a gone
   * record's files are removed). `rowExists` answers both questions; a module without it keeps its files.
   */
  recordsRemaining?(scope: TenantScope, recordIds: number[]): Promise<Set<number>>;
  /**
   * The module's own rule for who may read, upload and delete its files, in place of the permission-prefix rule
   * (checklists: photos and signatures are a technician's field work, not master data; recordExists then checks
   * the record itself).
   */
  mayHandle?(ctx: Ctx, kind: 'document' | 'image' | undefined, action: 'read' | 'upload' | 'delete'): boolean;
};

const byUrl = new Map<string, FileModule>();
const byId = new Map<number, FileModule>();

/** Registers (or re-registers, when a test builds a second app) a module's files. */
export function registerFileModule(m: FileModule): void {
  const moduleUrl = m.moduleUrl.toLowerCase();
  const other = byId.get(m.moduleId);
  if (other && other.moduleUrl !== moduleUrl) {
    throw new Error(`file module id ${m.moduleId} is already ${other.moduleUrl}`);
  }
  const entry = { ...m, moduleUrl, recordsRemaining: m.recordsRemaining ?? tableChecks.get(m.recordExists) };
  byUrl.set(moduleUrl, entry);
  byId.set(m.moduleId, entry);
}

export function fileModuleByUrl(moduleUrl: string): FileModule | undefined {
  return byUrl.get(moduleUrl.toLowerCase());
}

export function fileModuleById(moduleId: number): FileModule | undefined {
  return byId.get(moduleId);
}

type TenantTable = PgTable & { tenantId: PgColumn; id: PgColumn };

/** The batch form of each recordExists made by rowExists: it needs no user, so the clean-up may ask it. */
const tableChecks = new WeakMap<FileModule['recordExists'], NonNullable<FileModule['recordsRemaining']>>();

/** recordExists for a tenant table with (tenant_id, id): the row is there and the tenant's. */
export function rowExists(table: TenantTable, extra?: SQL): FileModule['recordExists'] {
  const remaining = async (scope: TenantScope, recordIds: number[]) => {
    const rows = (await scope.tx
      .select({ id: table.id })
      .from(table as PgTable)
      .where(and(eq(table.tenantId, scope.user.tenantId), inArray(table.id, recordIds), extra))) as {
      id: number;
    }[];
    return new Set(rows.map((r) => r.id));
  };
  const check = async (scope: TenantScope, recordId: number) =>
    (await remaining(scope, [recordId])).has(recordId);
  tableChecks.set(check, remaining);
  return check;
}
