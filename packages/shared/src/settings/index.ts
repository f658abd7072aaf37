// The simple settings lists and lookups (STYLE "The resource registry"), and the per-tenant settings records.
import type { ResourceDef } from '../resources/define-resource';
import { CHECKLIST_LISTS } from './checklists.resources';
import { CUSTOM_FIELD_LISTS } from './custom-fields.resources';
import { CUSTOMER_LISTS } from './customers.resources';
import { EQUIPMENT_LISTS } from './equipment.resources';
import { FINANCE_LISTS } from './finance.resources';
import { GENERAL_LISTS } from './general.resources';
import { HOUR_LISTS } from './hours.resources';
import { HSE_LISTS } from './hse.resources';
import { ORDER_LISTS } from './orders.resources';
import { PRODUCT_LISTS } from './products.resources';
import { SALES_LISTS } from './sales.resources';
import { TASK_LISTS } from './tasks.resources';
import { TEMPLATE_LISTS } from './templates.resources';
import { TICKET_LISTS } from './tickets.resources';
import { WAREHOUSE_LISTS } from './warehouse.resources';

/** Every settings list, in menu order of their groups. */
export const SETTINGS_RESOURCES: readonly ResourceDef[] = [
  ...GENERAL_LISTS,
  ...CUSTOMER_LISTS,
  ...CUSTOM_FIELD_LISTS,
  ...SALES_LISTS,
  ...ORDER_LISTS,
  ...PRODUCT_LISTS,
  ...EQUIPMENT_LISTS,
  ...CHECKLIST_LISTS,
  ...WAREHOUSE_LISTS,
  ...HOUR_LISTS,
  ...TASK_LISTS,
  ...HSE_LISTS,
  ...FINANCE_LISTS,
  ...TICKET_LISTS,
  ...TEMPLATE_LISTS,
];

/** The settings route key of a list: permission 'settings_product_units' -> 'product_units'. */
export function settingsScreenOf(def: ResourceDef): string {
  return def.permission.replace(/^settings_/, '');
}

export * from './checklists.resources';
export * from './custom-field-values.rules';
export * from './custom-fields.resources';
export * from './customers.resources';
export * from './equipment.resources';
export * from './finance.resources';
export * from './finance.rules';
export * from './general.resources';
export * from './hours.resources';
export * from './hours.rules';
export * from './hse.resources';
export * from './orders.resources';
export * from './products.resources';
export * from './sales.resources';
export * from './settings-list';
export * from './settings-routes';
export * from './tasks.resources';
export * from './templates.resources';
export * from './tickets.resources';
export * from './warehouse.resources';
export * from './settings-records.schema';
