// The order rules the SOS handling of spec 01 §4 needs, written once for server and client. The rest of the
// orders module (screens, lists, products, invoicing) comes later and builds on these.
import { SOS_ORDER_STATUS } from '../equipment/equipment.rules';

/** Field error messages of the order rules (translation keys, section 'orders', prefixed 'error_'). */
export const ORDER_ERRORS = {
  /** An SOS action that changes the order finds no active order on the equipment. */
  noActiveOrder: 'noActiveOrder',
  /** The status number is not one of the tenant's order statuses the user may set. */
  unknownStatus: 'unknownStatus',
  /** The responsible is not an active member of the company. */
  inactiveResponsible: 'inactiveResponsible',
  endBeforeStart: 'endBeforeStart',
  /** The status change is not one of the order's allowed transitions (order-status.rules.ts). */
  statusTransition: 'statusTransition',
  /** The same user chosen twice as participant (spec 02 §5). */
  duplicateParticipant: 'duplicateParticipant',
  /** The contact is not one of the order's customer's contacts. */
  contactNotOfCustomer: 'contactNotOfCustomer',
  /** An order cannot be its own main order, nor a sub-order of one of its sub-orders. */
  mainOrderSelf: 'mainOrderSelf',
  /** The order's lines are read-only in its status (completed, controlled, invoiced). */
  linesLocked: 'linesLocked',
  /** A fixed-price order needs its price. */
  fixedPriceRequired: 'fixedPriceRequired',
} as const;

/** The first order number of a tenant unless general settings say otherwise (nextordernumber, default 10001). */
export const FIRST_ORDER_NUMBER = 10001;

/**
 * Whether an order with this status number is still open for an SOS (GET equipments/get_first_active_order).
 * Status numbers are the tenant's order status list (spec 01 §3); the only meaning the spec gives them is the SOS
 * handling of spec 01 §4: assign moves the order to 2, complete to 3. An order is therefore open below 3 (1 and 2),
 * and an order an SOS completed is never picked up again by the next alarm.
 */
export function isOpenOrderStatus(status: number): boolean {
  return status < SOS_ORDER_STATUS.completed;
}
