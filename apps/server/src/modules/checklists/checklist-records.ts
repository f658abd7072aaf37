import { and, eq, inArray } from 'drizzle-orm';
import { hasAnyPermission } from '@suite/shared/users/permissions';
import { CHECKLIST_MODULE, HSE_COMPANY_RECORD, type ChecklistModule } from '@suite/shared/checklists/index';
import type { ModuleKey } from '@suite/shared/tenants/modules';
import type { Ctx } from '../../platform/request-context';
import { forbidden } from '../../platform/errors';
import { rowExists, type FileModule, type TenantScope } from '../../platform/files/file-modules';
import { checklists } from './checklists.table';
import { customers } from '../customers/customers.table';
import { equipments, internalEquipments } from '../equipment/equipment.table';
import { offers } from '../offers/offers.table';
import { orders } from '../orders/orders.table';
import { inspections } from '../inspections/inspections.table';

/**
 * The records checklists hang on, per module code (spec 02 §3). A module that gets its records later (production
 * orders 24) registers itself with one registerChecklistRecordModule line; until then its base answers 404 for every
 * record id, as for a record that does not exist.
 */
export type ChecklistRecordModule = {
  module: ChecklistModule;
  /** Keys that let a user see the record (and so its checklists): spec 02 §6 "checklist entries need orders or
   * equipments view". */
  viewPermissions: string[];
  exists(ctx: Ctx, recordId: number): Promise<boolean>;
  /** The tenant module that must be switched on (spec 01 §2), besides checklists. */
  tenantModule?: ModuleKey;
  /**
   * A module whose permissions split what the user registered from what others registered (HSE sub-pages, spec 02
   * §6: view_my_own, view_others): the checklist's creator is its owner. Without it, whoever sees the module sees
   * and fills in every checklist of it (field work).
   */
  ownership?: {
    /** See (and fill in) others' checklists as well as one's own. */
    others: string[];
    /** Start a checklist. */
    add: string[];
    /** Fill in, complete and reopen others' checklists. */
    editOthers: string[];
    /** Remove checklists. */
    remove: string[];
  };
};

const registry = new Map<number, ChecklistRecordModule>();

export function registerChecklistRecordModule(m: ChecklistRecordModule): void {
  registry.set(m.module, m);
}

export function checklistRecordModule(module: number): ChecklistRecordModule | undefined {
  return registry.get(module);
}

export function registerDefaultChecklistRecordModules(): void {
  registerChecklistRecordModule({
    module: CHECKLIST_MODULE.order,
    viewPermissions: ['orders_view'],
    exists: rowExists(orders),
  });
  registerChecklistRecordModule({
    module: CHECKLIST_MODULE.customer,
    viewPermissions: ['customers_view'],
    exists: rowExists(customers),
  });
  registerChecklistRecordModule({
    module: CHECKLIST_MODULE.equipment,
    viewPermissions: ['equipments_view'],
    exists: rowExists(equipments),
  });
  registerChecklistRecordModule({
    module: CHECKLIST_MODULE.offer,
    viewPermissions: ['offers_view'],
    exists: rowExists(offers),
  });
  // HSE checklists (/hms_checklist): the company's safety rounds and risk assessments, on no other record
  // (HSE_COMPANY_RECORD); seen by their creator (view_my_own) or by everyone with view_others.
  registerChecklistRecordModule({
    module: CHECKLIST_MODULE.hse,
    viewPermissions: ['hms_checklist_view_my_own', 'hms_checklist_view_others'],
    exists: async (_ctx, recordId) => recordId === HSE_COMPANY_RECORD,
    tenantModule: 'hse',
    ownership: {
      others: ['hms_checklist_view_others'],
      add: ['hms_checklist_add'],
      editOthers: ['hms_checklist_edit'],
      remove: ['hms_checklist_delete'],
    },
  });
  registerChecklistRecordModule({
    module: CHECKLIST_MODULE.internalequipment,
    viewPermissions: ['internal_equipments_view_my_own', 'internal_equipments_view_others'],
    exists: rowExists(internalEquipments),
  });
}

/** Whether the user may see (and, as field work, fill in) the checklists of a module's records. */
export function mayUseModule(ctx: Pick<Ctx, 'user'>, module: number): boolean {
  const m = registry.get(module);
  return (
    m !== undefined &&
    (!m.tenantModule || ctx.user.config.enabledmodules.includes(m.tenantModule)) &&
    hasAnyPermission(ctx.user.access, m.viewPermissions)
  );
}

/** mayUseModule, or 403: `moduleDisabled` when the tenant has switched the module off (spec 01 §2). */
export function assertModule(ctx: Pick<Ctx, 'user'>, module: number): void {
  if (mayUseModule(ctx, module)) return;
  const m = registry.get(module);
  if (m?.tenantModule && !ctx.user.config.enabledmodules.includes(m.tenantModule)) {
    throw forbidden('moduleDisabled');
  }
  throw forbidden();
}

/** Whether the user sees every checklist of the module, not only the ones they registered. */
export function seesOthers(ctx: Pick<Ctx, 'user'>, module: number): boolean {
  const own = registry.get(module)?.ownership;
  return !own || hasAnyPermission(ctx.user.access, own.others);
}

type Owned = { checklistmodule: number; createdby: number | null };
const isMine = (ctx: Pick<Ctx, 'user'>, row: Owned) => row.createdby === ctx.user.userId;

/** Whether the user may see this checklist (its module, and the owner rule of modules that have one). */
export function mayOpen(ctx: Pick<Ctx, 'user'>, row: Owned): boolean {
  return mayUseModule(ctx, row.checklistmodule) && (isMine(ctx, row) || seesOthers(ctx, row.checklistmodule));
}

/** Whether the user, who may use the module, may start a checklist of it (field work: seeing the module is enough elsewhere). */
export function mayAdd(ctx: Pick<Ctx, 'user'>, module: number): boolean {
  const own = registry.get(module)?.ownership;
  return !own || hasAnyPermission(ctx.user.access, own.add);
}

/** Whether the user may fill in, complete or reopen this checklist (it is visible: mayOpen holds). */
export function mayFill(ctx: Pick<Ctx, 'user'>, row: Owned): boolean {
  const own = registry.get(row.checklistmodule)?.ownership;
  return !own || isMine(ctx, row) || hasAnyPermission(ctx.user.access, own.editOthers);
}

/** Whether the user, who may use the module, may remove checklists of it (besides the role's write rule the route checks). */
export function mayRemove(ctx: Pick<Ctx, 'user'>, module: number): boolean {
  const own = registry.get(module)?.ownership;
  return !own || hasAnyPermission(ctx.user.access, own.remove);
}

/** Every view permission that opens some checklist: the form list and the checklist API need one of them. */
export function anyChecklistPermission(): string[] {
  return [...new Set([...registry.values()].flatMap((m) => m.viewPermissions))];
}

/** The customer of a record (for the report and the mail history), when the record has one. */
export async function customerOfRecord(ctx: Ctx, module: number, recordId: number): Promise<number | null> {
  const t = ctx.user.tenantId;
  if (module === CHECKLIST_MODULE.customer) return recordId;
  if (module === CHECKLIST_MODULE.order) {
    const [r] = await ctx.tx
      .select({ c: orders.customer_id })
      .from(orders)
      .where(and(eq(orders.tenantId, t), eq(orders.id, recordId)));
    return r?.c ?? null;
  }
  if (module === CHECKLIST_MODULE.equipment) {
    const [r] = await ctx.tx
      .select({ c: equipments.customer_id })
      .from(equipments)
      .where(and(eq(equipments.tenantId, t), eq(equipments.id, recordId)));
    return r?.c ?? null;
  }
  if (module === CHECKLIST_MODULE.offer) {
    const [r] = await ctx.tx
      .select({ c: offers.customer_id })
      .from(offers)
      .where(and(eq(offers.tenantId, t), eq(offers.id, recordId)));
    return r?.c ?? null;
  }
  if (module === CHECKLIST_MODULE.inspection) {
    const [r] = await ctx.tx
      .select({ c: inspections.customer_id })
      .from(inspections)
      .where(and(eq(inspections.tenantId, t), eq(inspections.id, recordId)));
    return r?.c ?? null;
  }
  return null;
}

/**
 * The checklist's files (photos, attachments, signatures as files) and its generated reports, in the files
 * platform. Decision (docs/notes-checklists-api.md): a technician's photos on a checklist are field work, not
 * master data, so the read-only rule of role 3 does not apply: whoever may see the checklist's record may add
 * photos to a draft checklist and open its files.
 */
async function checklistOf(ctx: TenantScope, checklistId: number) {
  const [row] = await ctx.tx
    .select({
      checklistmodule: checklists.checklistmodule,
      createdby: checklists.createdby,
      status: checklists.status,
    })
    .from(checklists)
    .where(and(eq(checklists.tenantId, ctx.user.tenantId), eq(checklists.id, checklistId)));
  return row;
}

const mayHandleChecklistFiles = (ctx: Ctx) => hasAnyPermission(ctx.user.access, anyChecklistPermission());

export const CHECKLIST_FILE_MODULES: FileModule[] = [
  {
    moduleUrl: 'checklists',
    moduleId: 125,
    permissionPrefix: 'checklists',
    imagesTab: true,
    mayHandle: (ctx) => mayHandleChecklistFiles(ctx),
    recordExists: async (ctx, id) => {
      const c = await checklistOf(ctx, id);
      return c !== undefined && mayOpen(ctx, c);
    },
    recordsRemaining: async (scope, ids) => {
      const rows = await scope.tx
        .select({ id: checklists.id })
        .from(checklists)
        .where(and(eq(checklists.tenantId, scope.user.tenantId), inArray(checklists.id, ids)));
      return new Set(rows.map((r) => r.id));
    },
  },
  {
    moduleUrl: 'checklistreports',
    moduleId: 126,
    permissionPrefix: 'checklists',
    mayHandle: (ctx, _kind, action) => action === 'read' && mayHandleChecklistFiles(ctx),
    recordExists: async () => false,
  },
];
