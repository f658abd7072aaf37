import { contactsResource, customersResource } from '@suite/shared/customers/customers.resources';
import { equipmentsResource, internalEquipmentsResource } from '@suite/shared/equipment/equipment.resources';
import { productsResource } from '@suite/shared/products/products.resources';
import type { RegisteredResource } from './platform/resources/resource.routes';
import { USER_RESOURCES } from './platform/users/users.routes';
import { contactsTable, customersTable } from './modules/customers/customers.service';
import { equipmentsTable } from './modules/equipment/equipment.service';
import { internalEquipmentsTable } from './modules/equipment/internal-equipment.service';
import { productsTable } from './modules/products/products.service';
import { SETTINGS_RESOURCES } from './modules/settings/settings.routes';

/**
 * Resources a module serves with routes of its own (per-action permissions, rules between fields, children) over
 * the engine's service functions: the same calls and answers, so the contract test holds them to the same contract.
 */
export const MODULE_RESOURCES: RegisteredResource[] = [
  { def: customersResource, table: customersTable },
  { def: contactsResource, table: contactsTable },
  { def: productsResource, table: productsTable },
  { def: equipmentsResource, table: equipmentsTable },
  { def: internalEquipmentsResource, table: internalEquipmentsTable },
];

/** Every resource the server serves: the contract test loops over this list. */
export const REGISTERED_RESOURCES: RegisteredResource[] = [
  ...USER_RESOURCES,
  ...SETTINGS_RESOURCES,
  ...MODULE_RESOURCES,
];
