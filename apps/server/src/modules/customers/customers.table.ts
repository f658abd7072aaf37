import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { recordColumns, tenantId, tenantPolicy } from '../../db/tenant-table';
import {
  customerindustries,
  customerpriorities,
  customershipments,
  productgroups,
} from '../settings/settings.table';

// Column keys are the field names of the shared definitions (customersResource, contactsResource), so the
// resource engine's service functions work on these tables unchanged.

/** spec 02 §3 "Customer". */
export const customers = pgTable(
  'customers',
  {
    tenantId: tenantId(),
    id: bigint('id', { mode: 'number' }).generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    customernumber: integer('customernumber'),
    organizationnumber: text('organizationnumber'),
    customertype: text('customertype').notNull().default('customer'),
    customerstate: smallint('customerstate'),
    saletype: text('saletype'),
    iscustomer: boolean('iscustomer').notNull().default(true),
    issupplier: boolean('issupplier').notNull().default(false),
    isenterprise: boolean('isenterprise').notNull().default(false),
    isprivatecustomer: boolean('isprivatecustomer').notNull().default(false),
    isfavourite: boolean('isfavourite').notNull().default(false),
    vatid: text('vatid'),
    email: text('email'),
    phone: text('phone'),
    mobile: text('mobile'),
    notificationemail: text('notificationemail'),
    website: text('website'),
    accountnumber: text('accountnumber'),
    paymentterms: smallint('paymentterms'),
    priorityid: bigint('priorityid', { mode: 'number' }),
    shipmentid: bigint('shipmentid', { mode: 'number' }),
    industryid: bigint('industryid', { mode: 'number' }),
    productgroupid: bigint('productgroupid', { mode: 'number' }),
    mainsupplierid: bigint('mainsupplierid', { mode: 'number' }),
    secondarysupplierid: bigint('secondarysupplierid', { mode: 'number' }),
    discounthours: numeric('discounthours', { precision: 5, scale: 2 }),
    discountsupplies: numeric('discountsupplies', { precision: 5, scale: 2 }),
    discountfilters: numeric('discountfilters', { precision: 5, scale: 2 }),
    discountbelts: numeric('discountbelts', { precision: 5, scale: 2 }),
    notes: text('notes'),
    city: text('city'),
    // The values of the tenant's custom fields (settings customercustomfields), keyed by definition id.
    customfields: jsonb('customfields')
      .$type<Record<string, string | number | boolean>>()
      .notNull()
      .default({}),
    ...recordColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('customers_customernumber_uq').on(t.tenantId, t.customernumber),
    // The engine compares unique text case-insensitively (lower()); the index matches that expression.
    uniqueIndex('customers_organizationnumber_uq').on(t.tenantId, sql`lower(${t.organizationnumber})`),
    // The list's default sort (name asc, id asc): fast first pages at 50 000 customers per tenant.
    index('customers_sort_idx').on(t.tenantId, t.name, t.id),
    foreignKey({
      name: 'customers_mainsupplierid_fk',
      columns: [t.tenantId, t.mainsupplierid],
      foreignColumns: [t.tenantId, t.id],
    }),
    foreignKey({
      name: 'customers_secondarysupplierid_fk',
      columns: [t.tenantId, t.secondarysupplierid],
      foreignColumns: [t.tenantId, t.id],
    }),
    // The lookup lists of spec 01 §2 Settings "Customers" and the product groups: deleting an item a customer
    // uses answers 'inUse: customers'.
    ...(
      [
        ['priorityid', customerpriorities],
        ['shipmentid', customershipments],
        ['industryid', customerindustries],
        ['productgroupid', productgroups],
      ] as const
    ).flatMap(([field, target]) => [
      foreignKey({
        name: `customers_${field}_fk`,
        columns: [t.tenantId, t[field]],
        foreignColumns: [target.tenantId!, target.id!],
      }),
      index(`customers_${field}_idx`)
        .on(t.tenantId, t[field])
        .where(sql`${t[field]} is not null`),
    ]),
    // Deleting a customer checks these references: without indexes that is a scan of the tenant per delete.
    index('customers_mainsupplierid_idx')
      .on(t.tenantId, t.mainsupplierid)
      .where(sql`${t.mainsupplierid} is not null`),
    index('customers_secondarysupplierid_idx')
      .on(t.tenantId, t.secondarysupplierid)
      .where(sql`${t.secondarysupplierid} is not null`),
    tenantPolicy('customers'),
  ],
).enableRLS();

/** A customer's addresses of the five types of spec 01 §3; they belong to the customer and go with it. */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    tenantId: tenantId(),
    id: bigint('id', { mode: 'number' }).generatedByDefaultAsIdentity(),
    customerid: bigint('customerid', { mode: 'number' }).notNull(),
    addresstype: smallint('addresstype').notNull(),
    street: text('street'),
    zip: text('zip'),
    city: text('city'),
    country: text('country'),
    latitude: numeric('latitude', { precision: 9, scale: 6 }),
    longitude: numeric('longitude', { precision: 9, scale: 6 }),
    ...recordColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'customer_addresses_customer_fk',
      columns: [t.tenantId, t.customerid],
      foreignColumns: [customers.tenantId, customers.id],
    }).onDelete('cascade'),
    index('customer_addresses_customer_idx').on(t.tenantId, t.customerid),
    tenantPolicy('customer_addresses'),
  ],
).enableRLS();

/** Contacts (/contacts), optionally of a customer. */
export const contacts = pgTable(
  'contacts',
  {
    tenantId: tenantId(),
    id: bigint('id', { mode: 'number' }).generatedByDefaultAsIdentity(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname'),
    title: text('title'),
    jobtitle: text('jobtitle'),
    telephone: text('telephone'),
    mobile: text('mobile'),
    email: text('email'),
    customerid: bigint('customerid', { mode: 'number' }),
    notes: text('notes'),
    ...recordColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // No cascade: a customer that still has contacts is not deleted ('inUse: contacts').
    foreignKey({
      name: 'contacts_customer_fk',
      columns: [t.tenantId, t.customerid],
      foreignColumns: [customers.tenantId, customers.id],
    }),
    index('contacts_customer_idx').on(t.tenantId, t.customerid),
    index('contacts_sort_idx').on(t.tenantId, t.firstname, t.id),
    tenantPolicy('contacts'),
  ],
).enableRLS();
