import { SALE_TYPES } from '../customers/customer-constants';
import { NAME, POSITION, nameList, settingsList } from './settings-list';

// spec 01 §2 Settings "Customers": priority, shipments, industries, sale types (custom fields are a form of their
// own), and the plain GET shipments of spec 01 §7.

export const customerprioritiesResource = settingsList({
  name: 'customerpriorities',
  screen: 'customer_priority',
  fields: { name: NAME, position: POSITION },
  defaultSort: { field: 'position', dir: 1 },
});

export const customershipmentsResource = nameList('customershipments', 'customer_shipments');

/** Industries with an optional NACE code (Statistics Norway's 'næringskode', e.g. 43.221). */
export const customerindustriesResource = settingsList({
  name: 'customerindustries',
  screen: 'customer_industries',
  fields: { name: NAME, code: { type: 'text', max: 10 } },
});

/** spec 01 §3 "Customer sale types: credit, cash, normal": each item is one of the three. */
export const customersaletypesResource = settingsList({
  name: 'customersaletypes',
  screen: 'customer_sale_types',
  fields: { name: NAME, saletype: { type: 'text', required: true, options: SALE_TYPES } },
});

/**
 * Delivery methods of orders and warehouse deliveries (spec 01 §7 plain GET 'shipments', beside the customers'
 * own shipment list); kept on the same settings screen permission.
 */
export const shipmentsResource = nameList('shipments', 'customer_shipments');

export const CUSTOMER_LISTS = [
  customerprioritiesResource,
  customershipmentsResource,
  customerindustriesResource,
  customersaletypesResource,
  shipmentsResource,
];
