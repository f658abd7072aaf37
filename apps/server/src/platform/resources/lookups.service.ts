import { hasPermission, isAdmin } from '@suite/shared/users/permissions';
import { expandSpecs } from '@suite/shared/resources/resource-query';
import { forbidden, notFound } from '../errors';
import type { Ctx } from '../request-context';
import { registeredResource } from './resource-registry';
import { getActive, queryResource } from './resource.service';

/**
 * GET warehouses/get_my_warehouses: the active warehouses the user may pick. A warehouse whose definition has a
 * `userids` list and a non-empty one is only for those users (administrators see every warehouse).
 */
export async function listMyWarehouses(ctx: Ctx) {
  const warehouses = registeredResource('warehouses');
  if (!warehouses) return [];
  const items = await getActive(ctx, warehouses.def, warehouses.table);
  if (isAdmin(ctx.user.access) || ctx.user.access.issuperadmin) return items;
  return items.filter((w) => {
    const allowed = w.userids;
    return !Array.isArray(allowed) || allowed.length === 0 || allowed.includes(ctx.user.userId);
  });
}

/** spec 01 §3 module ids whose records a document template can read, and the resource of each. */
export const TEMPLATE_MODULES: Record<number, string> = {
  2: 'customers',
  3: 'equipments',
  15: 'internalequipments',
  27: 'contacts',
};

/** A record's fields, with each reference expanded to {id, name}; undefined when the module has no record type. */
async function recordValues(ctx: Ctx, moduleId: number, recordId: number) {
  const resource = TEMPLATE_MODULES[moduleId] ? registeredResource(TEMPLATE_MODULES[moduleId]) : undefined;
  if (!resource) return undefined;
  if (!hasPermission(ctx.user.access, resource.def.permission)) throw forbidden();
  const expand = expandSpecs(resource.def)
    .filter((x) => registeredResource(x.ref))
    .map((x) => x.key)
    .join(',');
  const [row] = await queryResource(ctx, resource.def, resource.table, {
    filter: `id eq ${recordId}`,
    expand: expand || undefined,
  });
  if (!row) throw notFound();
  return row;
}

/**
 * GET documenttemplates/get_module_field_values: the values a document template can place for a record, the
 * record's own fields (references expanded) and, when given, its parent record's under `parent`. Modules whose
 * records do not exist yet answer an empty object.
 */
export async function moduleFieldValues(
  ctx: Ctx,
  input: { module: number; record_id: number; parentModuleId?: number; parentRecordId?: number },
) {
  const values = await recordValues(ctx, input.module, input.record_id);
  if (!values) return {};
  if (input.parentModuleId && input.parentRecordId) {
    const parent = await recordValues(ctx, input.parentModuleId, input.parentRecordId);
    if (parent) return { ...values, parent };
  }
  return values;
}
