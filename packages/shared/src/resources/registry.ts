// Every resource definition by its API name (STYLE "The resource registry"): the generic web screen finds the
// definition of a route's meta.resource here. Modules add theirs with one line each; the server's own list of
// registered tables is apps/server/src/resources.ts.
import { contactsResource, customersResource } from '../customers/customers.resources';
import { equipmentsResource, internalEquipmentsResource } from '../equipment/equipment.resources';
import { productsResource } from '../products/products.resources';
import { departmentsResource, userrolesResource } from '../users/users.resources';
import { SETTINGS_RESOURCES } from '../settings/index';
import type { ResourceDef } from './define-resource';

const DEFINITIONS: readonly ResourceDef[] = [
  departmentsResource,
  userrolesResource,
  customersResource,
  contactsResource,
  productsResource,
  equipmentsResource,
  internalEquipmentsResource,
  ...SETTINGS_RESOURCES,
];

export const RESOURCE_DEFS: Readonly<Record<string, ResourceDef>> = Object.fromEntries(
  DEFINITIONS.map((d) => [d.name, d]),
);

const BY_LOWER_NAME = new Map(DEFINITIONS.map((d) => [d.name.toLowerCase(), d]));

/** The definition of an API name, case-insensitive like the API paths ('orderstandard' finds 'OrderStandard'). */
export function resourceDef(name: string): ResourceDef | undefined {
  return BY_LOWER_NAME.get(name.toLowerCase());
}
