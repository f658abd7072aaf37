// Rules of the lookup lists that hold for every resource with the fields they name, so a definition needs no
// code of its own: status lists (spec 01 §3 "Status lists"), items restricted to roles (spec 01 §4), the rental
// order statuses (spec 01 §4) and the resources the spec loads with a plain GET (spec 01 §7 "Lookups").
import type { AccessContext } from '../auth/session-types';
import { isRoleRestrictedItemEnabled } from '../users/permissions';
import type { ResourceDef } from './define-resource';

/** spec 01 §3 "Status lists" (orders, projects, offers, events, measures): the fields every one of them has. */
export const STATUS_LIST_FIELDS = ['status', 'name', 'isinternal', 'userrolesaccess', 'isdefault'] as const;

export function isStatusList(def: ResourceDef): boolean {
  return STATUS_LIST_FIELDS.every((f) => f in def.fields);
}

/** A list with a boolean isdefault has at most one default item: choosing one clears the others. */
export function hasSingleDefault(def: ResourceDef): boolean {
  return def.fields.isdefault?.type === 'boolean';
}

/**
 * spec 01 §4: items with a userrolesaccess list of role ids (order types, order statuses and the other status
 * lists) are disabled for non-administrators whose role is not in it.
 */
export function isRoleRestricted(def: ResourceDef): boolean {
  return def.fields.userrolesaccess?.type === 'idarray';
}

/** spec 01 §4: order statuses 6 and 7 are the rental ones, hidden when the rental module is off. */
export const RENTAL_ORDER_STATUSES: readonly number[] = [6, 7];
export const ORDER_STATUS_LIST = 'orderstatuslists';

/** Whether the tenant does not see this item at all (spec 01 §4: rental order statuses without rental). */
export function isHiddenForTenant(
  def: ResourceDef,
  item: Record<string, unknown>,
  enabledmodules: readonly string[],
): boolean {
  return (
    def.name.toLowerCase() === ORDER_STATUS_LIST &&
    !enabledmodules.includes('rental') &&
    RENTAL_ORDER_STATUSES.includes(Number(item.status))
  );
}

/**
 * The items of a lookup as the signed-in user gets them: rental order statuses left out when rental is off
 * (except ids asked for by a form that shows a saved value), and each role-restricted item marked `disabled`
 * for this user.
 */
export function lookupItems<T extends Record<string, unknown>>(
  def: ResourceDef,
  items: T[],
  ctx: AccessContext,
  keepIds: readonly number[] = [],
): (T & { disabled?: boolean })[] {
  const visible = items.filter(
    (item) => keepIds.includes(Number(item.id)) || !isHiddenForTenant(def, item, ctx.enabledmodules),
  );
  if (!isRoleRestricted(def)) return visible;
  return visible.map((item) => ({
    ...item,
    disabled: !isRoleRestrictedItemEnabled(ctx, {
      userrolesaccess: Array.isArray(item.userrolesaccess) ? (item.userrolesaccess as number[]) : null,
    }),
  }));
}

/**
 * spec 01 §7 "Lookups", plain GET: the resources answered by `GET /api/{x}` with their active items (users,
 * groups and warehouses/get_my_warehouses have calls of their own). Lower case: paths are case-insensitive.
 */
export const PLAIN_GET_LOOKUPS: readonly string[] = [
  'groups',
  'products',
  'deliveryterms',
  'activities',
  'bookingstatus',
  'servicecontracttypes',
  'shipments',
  'documentfilenames',
  'orderstatuslists',
  'projectstatuslists',
  'offerstatuslists',
  'eventstatuslists',
  'measurestatuslists',
];

export function hasPlainGet(def: ResourceDef): boolean {
  return PLAIN_GET_LOOKUPS.includes(def.name.toLowerCase());
}
