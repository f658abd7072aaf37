// Order status transitions (issue 7: "The spec shows no transitions: decide them as a Norwegian service company
// works"). Status numbers are those of the tenant's order status list (spec 01 §3); the meaning below is the one of
// the default list (settings defaults): 1 Kladd, 2 Til fordeling, 3 Pågår, 4 Fakturert, 5 Ferdig, 6 Utleid and
// 7 Returnert (the rental statuses of spec 01 §4, hidden without the rental module), 8 Kontrollert, 9 Pause. A status number a company added itself has no known meaning: moves to and from it are not restricted
// (only the list's own rules apply: active, role access, rental).

/** The meaning of the default order status numbers. */
export const ORDER_STATUS = {
  draft: 1,
  toBeAssigned: 2,
  ongoing: 3,
  invoiced: 4,
  completed: 5,
  rentedOut: 6,
  returned: 7,
  controlled: 8,
  paused: 9,
} as const;

const S = ORDER_STATUS;

/**
 * Where an order may go from each known status. The work runs draft -> to be assigned -> ongoing -> completed ->
 * controlled -> invoiced; a small job may skip a step forward (a draft assigned at once, a completed job invoiced
 * without a separate control). Paused from any open status and back to any open status. A rental order goes out on
 * rent (6) from an open status and comes back (7) before it is completed. The SOS handling (spec 01 §4) moves an
 * open order to 2 (assign) and to 3 (complete): both are allowed from 1 and 2.
 */
export const ORDER_STATUS_TRANSITIONS: Readonly<Record<number, readonly number[]>> = {
  [S.draft]: [S.toBeAssigned, S.ongoing, S.completed, S.rentedOut, S.paused],
  [S.toBeAssigned]: [S.draft, S.ongoing, S.completed, S.rentedOut, S.paused],
  [S.ongoing]: [S.toBeAssigned, S.completed, S.rentedOut, S.paused],
  [S.rentedOut]: [S.ongoing, S.returned],
  [S.returned]: [S.ongoing, S.completed],
  [S.paused]: [S.draft, S.toBeAssigned, S.ongoing],
  [S.completed]: [S.controlled, S.invoiced],
  [S.controlled]: [S.invoiced],
  [S.invoiced]: [],
};

/** Open orders: work not yet done (draft, to be assigned, ongoing, on rent, returned, paused). */
export const OPEN_ORDER_STATUSES: readonly number[] = [
  S.draft,
  S.toBeAssigned,
  S.ongoing,
  S.rentedOut,
  S.returned,
  S.paused,
];

/** Reopening a closed order (completed, controlled, invoiced) back to ongoing: administrators only. */
export const ORDER_REOPEN_FROM: readonly number[] = [S.completed, S.controlled, S.invoiced];

/** Statuses in which an order's lines are read-only: the work is done and the basis for the invoice is fixed. */
export const LINE_LOCKED_STATUSES: readonly number[] = [S.completed, S.controlled, S.invoiced];

/** A draft order may be deleted (while it has no lines and no hours): nothing has been done on it yet. */
export const DELETABLE_STATUSES: readonly number[] = [S.draft];

const KNOWN = new Set<number>(Object.values(S));

/**
 * Whether a user may move an order from one status to another (the list's own rules are checked apart). Unchanged
 * is always allowed; a status the default list does not know is free in both directions.
 */
export function isAllowedStatusTransition(from: number, to: number, isAdmin: boolean): boolean {
  if (from === to) return true;
  if (!KNOWN.has(from) || !KNOWN.has(to)) return true;
  if (ORDER_STATUS_TRANSITIONS[from]!.includes(to)) return true;
  return isAdmin && ORDER_REOPEN_FROM.includes(from) && to === S.ongoing;
}

/** The statuses an order in `from` can be moved to by this user (the status select offers only these). */
export function nextStatuses(from: number, candidates: readonly number[], isAdmin: boolean): number[] {
  return candidates.filter((to) => isAllowedStatusTransition(from, to, isAdmin));
}

export function isLineLockedStatus(status: number): boolean {
  return LINE_LOCKED_STATUSES.includes(status);
}

/**
 * The customer discount a product's line gets (issue 7: "the customer's discount for its product group"). A
 * customer carries four rates (spec 02 §3 "Customer": hours, supplies, filters, belts): work products get the hours
 * rate; products of a product group named for filters or belts (Filter, Reimer/Belts) get those rates; every other
 * product gets the supplies rate.
 */
export function customerDiscountField(product: {
  producttype: string | null;
  productgroupname: string | null;
}): 'discounthours' | 'discountsupplies' | 'discountfilters' | 'discountbelts' {
  if (product.producttype === 'work') return 'discounthours';
  const group = (product.productgroupname ?? '').toLowerCase();
  if (group.includes('filter')) return 'discountfilters';
  if (/reim|belt|rem\b/.test(group)) return 'discountbelts';
  return 'discountsupplies';
}
