// The equipment forms' values and schemas (the shared create schemas over typed text), and the record pages' tabs.
import { equipmentsResource, internalEquipmentsResource } from '@suite/shared/equipment/equipment.resources';
import {
  equipmentCreateSchema,
  internalEquipmentCreateSchema,
} from '@suite/shared/equipment/equipment.schema';
import type { AccessContext } from '@suite/shared/auth/session-types';
import type { RouteDef } from '@suite/shared/routes/route-types';
import { canAccessRoute, canChange, hasPermission } from '@suite/shared/users/permissions';
import { clientFields } from '@suite/shared/resources/define-resource';
import { formSchema, formValuesOf } from '../products/form-values';

/** Fields of the equipment form: all but what the server sets (the SOS flag, the F-gas leak-check dates). */
export const EQUIPMENT_FORM_FIELDS = clientFields(equipmentsResource);
export const INTERNAL_FORM_FIELDS = Object.keys(internalEquipmentsResource.fields).filter(
  (f) => f !== 'createdby',
);

export function equipmentFormValues(
  record: Record<string, unknown> | null,
  customerId: number | null = null,
) {
  const values = formValuesOf(equipmentsResource, record, EQUIPMENT_FORM_FIELDS);
  // A customer reference is null until chosen (the customer picker), not '' like a select.
  values.customer_id = record?.customer_id ?? customerId;
  return values;
}

export function internalFormValues(record: Record<string, unknown> | null) {
  const values = formValuesOf(internalEquipmentsResource, record, INTERNAL_FORM_FIELDS);
  // The responsible person is chosen in a select of users: an id, or '' for none.
  values.responsible_id = record?.responsible_id ?? '';
  return values;
}

export const equipmentFormSchema = formSchema(equipmentsResource, equipmentCreateSchema);
export const internalFormSchema = formSchema(internalEquipmentsResource, internalEquipmentCreateSchema);

/** The tabs of a record the user may open (spec 01 §2), in the route table's order. */
export function visibleTabs(routes: readonly RouteDef[], parent: string, access: AccessContext | null) {
  return routes
    .filter((r) => r.parent === parent)
    .filter((r) => !access || canAccessRoute(access, r.meta))
    .map((r) => ({ tab: r.path.split('/').pop()!, route: r }));
}

/** '/equipments/7/soslogs' -> 'soslogs'. */
export function tabOfPath(pathname: string): string {
  return pathname.replace(/\/+$/, '').split('/').pop() ?? 'detail';
}

/** A record id from the route: a positive integer, else 0 ('undefined' or 'null' in a link, spec 01 §2). */
export function recordIdOf(param: string | undefined): number {
  return param && /^\d+$/.test(param) && Number(param) > 0 ? Number(param) : 0;
}

/** spec 01 §6: what the user may do with a module's records ({module}_{action}; role 3 never changes). */
export function rightsOf(
  access: AccessContext | null,
  module: 'equipments' | 'internal_equipments' | 'orders',
) {
  const may = (action: string) =>
    Boolean(access && canChange(access) && hasPermission(access, `${module}_${action}`));
  return { add: may('add'), edit: may('edit'), remove: may('delete') };
}

/**
 * spec 01 §4 SOS actions: close changes only the equipment (equipments_edit); assign and complete also change the
 * equipment's active order, so they need orders_edit too (the server refuses them otherwise).
 */
export function sosRightsOf(access: AccessContext | null) {
  const equipment = rightsOf(access, 'equipments').edit;
  return { close: equipment, handleOrder: equipment && rightsOf(access, 'orders').edit };
}
