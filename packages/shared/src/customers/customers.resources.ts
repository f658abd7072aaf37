import { defineResource } from '../resources/define-resource';
import { CUSTOMER_TYPES, PAYMENT_TERM_DAYS, SALE_TYPES } from './customer-constants';

// Customers and contacts are resource definitions, so list, get_active, get, create, update, delete and query
// come from the engine's service functions; the format rules (MOD11, e-mail, phone) are the fields' `format`,
// customer.schema.ts adds what a field alone cannot say, and addresses are a child table with endpoints of their own.

/** spec 02 §3 "Customer" with the enumerations of spec 01 §3. */
export const customersResource = defineResource({
  name: 'customers',
  table: 'customers',
  permission: 'customers_view',
  kind: 'name',
  fields: {
    name: { type: 'text', required: true, max: 200 },
    // Unique per tenant; the server proposes the next one (GET customers/next_number) and assigns it when omitted.
    customernumber: { type: 'integer', min: 1, max: 2_000_000_000, unique: true },
    organizationnumber: { type: 'text', max: 20, unique: true, format: 'orgnumber' },
    customertype: { type: 'text', options: CUSTOMER_TYPES, max: 20 },
    customerstate: { type: 'integer', min: 1, max: 3 },
    saletype: { type: 'text', options: SALE_TYPES, max: 20 },
    iscustomer: { type: 'boolean' },
    issupplier: { type: 'boolean' },
    isenterprise: { type: 'boolean' },
    isprivatecustomer: { type: 'boolean' },
    isfavourite: { type: 'boolean' },
    vatid: { type: 'text', max: 30 },
    email: { type: 'text', max: 200, format: 'email' },
    phone: { type: 'text', max: 30, format: 'phone' },
    mobile: { type: 'text', max: 30, format: 'phone' },
    notificationemail: { type: 'text', max: 200, format: 'email' },
    // issue 12: checked like the bank settings' account (MOD11) and as a web address.
    website: { type: 'text', max: 200, format: 'url' },
    accountnumber: { type: 'text', max: 30, format: 'bankaccount' },
    /** Days, one of PAYMENT_TERM_DAYS (spec 01 §9). */
    paymentterms: { type: 'integer', min: 0, max: 90, values: PAYMENT_TERM_DAYS },
    priorityid: { type: 'integer', ref: 'customerpriorities' },
    shipmentid: { type: 'integer', ref: 'customershipments' },
    industryid: { type: 'integer', ref: 'customerindustries' },
    productgroupid: { type: 'integer', ref: 'productgroups' },
    mainsupplierid: { type: 'integer', ref: 'customers' },
    secondarysupplierid: { type: 'integer', ref: 'customers' },
    discounthours: { type: 'decimal', min: 0, max: 100 },
    discountsupplies: { type: 'decimal', min: 0, max: 100 },
    discountfilters: { type: 'decimal', min: 0, max: 100 },
    discountbelts: { type: 'decimal', min: 0, max: 100 },
    notes: { type: 'text', max: 4000 },
    /** Derived by the server from the addresses (CITY_ADDRESS_PRIORITY), so the list shows and searches it. */
    city: { type: 'text', max: 100, serverSet: true },
  },
  listColumns: ['customernumber', 'name', 'organizationnumber', 'city', 'phone', 'email', 'isactive'],
  // The customer list searches these and the customer number in one expression (customers.service.ts).
  searchFields: ['name', 'organizationnumber', 'email', 'phone', 'mobile', 'city'],
  defaultSort: { field: 'name', dir: 1 },
});

/** Contacts (spec 02 §3 "Customer": contact title, telephone, mobile, job title; /contacts of spec 01 §2). */
export const contactsResource = defineResource({
  name: 'contacts',
  table: 'contacts',
  permission: 'contacts_view',
  kind: 'name',
  fields: {
    firstname: { type: 'text', required: true, max: 100 },
    lastname: { type: 'text', max: 100 },
    title: { type: 'text', max: 50 },
    jobtitle: { type: 'text', max: 100 },
    telephone: { type: 'text', max: 30, format: 'phone' },
    mobile: { type: 'text', max: 30, format: 'phone' },
    email: { type: 'text', max: 200, format: 'email' },
    customerid: { type: 'integer', ref: 'customers' },
    notes: { type: 'text', max: 2000 },
  },
  listColumns: ['firstname', 'lastname', 'customerid', 'jobtitle', 'mobile', 'email', 'isactive'],
  searchFields: ['firstname', 'lastname', 'email', 'telephone', 'mobile', 'jobtitle'],
  defaultSort: { field: 'firstname', dir: 1 },
});
