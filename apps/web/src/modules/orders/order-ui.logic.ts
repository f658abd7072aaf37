// Pure helpers of the order screens (tested beside them).
import type { AccessContext } from '@suite/shared/auth/session-types';
import type { ORDER_DATE_FIELDS } from '@suite/shared/orders/order.schema';
import type { RouteDef } from '@suite/shared/routes/route-types';
import { canAccessRoute, canChange, hasPermission } from '@suite/shared/users/permissions';

/** /orders?type=1 my orders, 2 unassigned, anything else all (spec 01 §2). */
export function listTypeOf(param: string | null): 0 | 1 | 2 {
  return param === '1' ? 1 : param === '2' ? 2 : 0;
}

export function orderIdOf(param: string | undefined): number {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}

/** The tabs of the order record the user may open, in the route table's order (spec 01 §2). */
export function visibleOrderTabs(routes: readonly RouteDef[], access: AccessContext | null): string[] {
  return routes
    .filter((r) => r.parent === 'orders.record')
    .filter((r) => !access || canAccessRoute(access, r.meta))
    .map((r) => r.path.split('/').pop()!)
    .filter((tab) => !tab.startsWith(':'));
}

/** spec 01 §6: what the user may do with orders (role 3 never changes). */
export function orderRights(access: AccessContext | null) {
  const may = (action: string) =>
    Boolean(access && canChange(access) && hasPermission(access, `orders_${action}`));
  return {
    add: may('add'),
    edit: may('edit'),
    remove: may('delete'),
    unassigned: Boolean(access && hasPermission(access, 'orders_show_unassigned_orders')),
  };
}

/** '80, 100' -> [80, 100]; blank -> null; anything else is left as typed for the schema to refuse. */
export function parseThresholds(text: string): number[] | null | string {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const parts = trimmed.split(/[\s,;]+/).filter(Boolean);
  return parts.every((p) => /^\d+$/.test(p)) ? parts.map(Number) : text;
}

/** Tabs other modules fill (through the record-tab registry) or that come with later modules. */
export const ORDER_TABS_OF_OTHERS = ['building', 'equipments', 'event', 'documents', 'images', 'sms_history'];

/** The date a period filter of /orders reads (spec 02 §3 order dates). */
export type OrderDateField = (typeof ORDER_DATE_FIELDS)[number];

/** The filters of /orders beside the status (issue 7): ids of the tenant's lists, a customer, a period. */
export type OrderFilters = {
  ordertype_id?: number;
  ordercategory_id?: number;
  responsible_id?: number;
  customer_id?: number;
  /** The chosen customer's name, so its chip reads without a call. */
  customername?: string;
  project_id?: number;
  datefield: OrderDateField;
  /** ISO dates, inclusive. */
  from?: string;
  to?: string;
};

export const NO_ORDER_FILTERS: OrderFilters = { datefield: 'orderdate' };

const MATCHED = ['ordertype_id', 'ordercategory_id', 'responsible_id', 'customer_id', 'project_id'] as const;

/** POST orders/list's `match` and `dates` for the status and the filters. */
export function orderListFilter(
  status: number | 'all',
  filters: OrderFilters,
): {
  match?: Record<string, number>;
  dates?: Partial<Record<OrderDateField, { from?: string; to?: string }>>;
} {
  const match: Record<string, number> = {};
  if (status !== 'all') match.status = status;
  for (const key of MATCHED) if (filters[key] !== undefined) match[key] = filters[key]!;
  const period = filters.from || filters.to ? { from: filters.from, to: filters.to } : undefined;
  return {
    match: Object.keys(match).length ? match : undefined,
    dates: period ? { [filters.datefield]: period } : undefined,
  };
}

/** How many filters (beside the status) are set: the count on the filter button. */
export function activeOrderFilterCount(filters: OrderFilters): number {
  return MATCHED.filter((k) => filters[k] !== undefined).length + (filters.from || filters.to ? 1 : 0);
}
