import { and, eq, inArray } from 'drizzle-orm';
import { hasAnyPermission } from '@suite/shared/users/permissions';
import { CHECKLIST_MODULE, type ChecklistModule } from '@suite/shared/checklists/index';
import type { Ctx } from '../../platform/request-context';
import { rowExists, type FileModule, type TenantScope } from '../../platform/files/file-modules';
import { checklists } from './checklists.table';
import { customers } from '../customers/customers.table';
import { equipments, internalEquipments } from '../equipment/equipment.table';
import { offers } from '../offers/offers.table';
import { orders } from '../orders/orders.table';
import { inspections } from '../inspections/inspections.table';

/**
 * The records checklists hang on, per module code (spec 02 §3). A module that gets its records later (HSE 11,
 * inspections 20, production orders 24) registers itself with one registerChecklistRecordModule line; until then
 * its base answers 404 for every record id, as for a record that does not exist.
 */
export type ChecklistRecordModule = {
  module: ChecklistModule;
  /** Keys that let a user see the record (and so its checklists): spec 02 §6 "checklist entries need orders or
   * equipments view". */
  viewPermissions: string[];
  exists(ctx: Ctx, recordId: number): Promise<boolean>;
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
  registerChecklistRecordModule({
    module: CHECKLIST_MODULE.internalequipment,
    viewPermissions: ['internal_equipments_view_my_own', 'internal_equipments_view_others'],
    exists: rowExists(internalEquipments),
  });
}

/** Whether the user may see (and, as field work, fill in) the checklists of a module's records. */
export function mayUseModule(ctx: Pick<Ctx, 'user'>, module: number): boolean {
  const m = registry.get(module);
  return m !== undefined && hasAnyPermission(ctx.user.access, m.viewPermissions);
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
    .select({ module: checklists.checklistmodule, status: checklists.status })
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
      return c !== undefined && mayUseModule(ctx, c.module);
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
