import { NAME, POSITION, ROLES_ACCESS, nameList, settingsList, statusList } from './settings-list';

// spec 01 §2 Settings "Orders and expenses", the status lists of spec 01 §3, and the order, offer, booking,
// service contract and rental lists loaded at start.

/** spec 01 §4: order types are disabled for non-administrators unless their role is allowed. */
export const ordertypesResource = settingsList({
  name: 'ordertypes',
  screen: 'order_type',
  fields: { name: NAME, userrolesaccess: ROLES_ACCESS, isdefault: { type: 'boolean' } },
});

export const offertypesResource = nameList('offertypes', 'offer_types');

/** spec 01 §3 "Standard text types": 1 order text, 2 order delivery terms, 3 offer text, 4 offer delivery terms. */
export const STANDARD_TEXT_TYPES = {
  orderText: 1,
  orderDeliveryTerms: 2,
  offerText: 3,
  offerDeliveryTerms: 4,
} as const;

/** Ready texts for orders and offers ('standard-type'); the API name is the spec's, case and all. */
export const orderStandardResource = settingsList({
  name: 'OrderStandard',
  screen: 'order_standard',
  fields: {
    name: NAME,
    texttype: { type: 'integer', required: true, values: Object.values(STANDARD_TEXT_TYPES) },
    text: { type: 'text', required: true, max: 4000 },
  },
});

export const ordercategoriesResource = nameList('ordercategories', 'order_category');

export const orderstatuslistsResource = statusList('orderstatuslists', 'order_status_list');
export const projectstatuslistsResource = statusList('projectstatuslists', 'project_status_list');
export const offerstatuslistsResource = statusList('offerstatuslists', 'offer_status');
export const eventstatuslistsResource = statusList('eventstatuslists', 'event_status');
export const measurestatuslistsResource = statusList('measurestatuslists', 'measures_status');

export const expensepaymenttypesResource = nameList('expensepaymenttypes', 'expense_payment_type');

/** Columns of the work-order board, left to right. */
export const workordercolumnsResource = settingsList({
  name: 'workordercolumns',
  screen: 'work_order_columns',
  fields: { name: NAME, position: POSITION },
  defaultSort: { field: 'position', dir: 1 },
});

/** spec 01 §3 "workflow states (position)". */
export const workflowstatesResource = settingsList({
  name: 'workflowstates',
  screen: 'workflow_states',
  fields: { name: NAME, position: POSITION },
  defaultSort: { field: 'position', dir: 1 },
});

export const servicecontracttypesResource = nameList('servicecontracttypes', 'servicecontract_type');
export const bookingstatusResource = nameList('bookingstatus', 'bookingstatus');
export const activitiesResource = nameList('activities', 'activities');

/** spec 01 §3 "Rental periods: day, week, month": a price period is one of them with the days it covers. */
export const RENTAL_PERIODS = ['day', 'week', 'month'] as const;
export const rentalpriceperiodsResource = settingsList({
  name: 'rentalpriceperiods',
  screen: 'rental_priceperiods',
  fields: {
    name: NAME,
    period: { type: 'text', required: true, options: RENTAL_PERIODS },
    days: { type: 'integer', required: true, min: 1, max: 366 },
  },
});

export const ORDER_LISTS = [
  ordertypesResource,
  offertypesResource,
  orderStandardResource,
  ordercategoriesResource,
  orderstatuslistsResource,
  projectstatuslistsResource,
  offerstatuslistsResource,
  eventstatuslistsResource,
  measurestatuslistsResource,
  expensepaymenttypesResource,
  workordercolumnsResource,
  workflowstatesResource,
  servicecontracttypesResource,
  bookingstatusResource,
  activitiesResource,
  rentalpriceperiodsResource,
];
