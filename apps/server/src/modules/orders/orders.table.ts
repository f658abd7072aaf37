import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { recordColumns, tenantId, tenantPolicy } from '../../db/tenant-table';
import { users } from '../../platform/auth/auth.table';
import { buildings } from '../buildings/buildings.table';
import { contacts, customers } from '../customers/customers.table';
import { equipments } from '../equipment/equipment.table';
import { lookupRef, products } from '../products/products.table';
import { projects } from '../projects/projects.table';
import { ordercategories, ordertypes } from '../settings/settings.table';

const ref = (name: string) => bigint(name, { mode: 'number' });
// Money numeric(14,2); quantities numeric(18,6); percentages numeric(5,2) (DESIGN "Money").
export const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
export const quantity = (name: string) => numeric(name, { precision: 18, scale: 6 });
export const percent = (name: string) => numeric(name, { precision: 5, scale: 2 });

/**
 * spec 02 §3 "Order and project": the core of an order as the SOS handling (spec 01 §4) needs it and the orders
 * module will build on: number, customer, status number, responsible, type, category, dates. The status is a status
 * number of the tenant's order status list (spec 01 §3), not a row id: the spec's calls send numbers, and a status
 * list item can be renamed without touching orders. No foreign key on it, since the list's numbers can be edited;
 * the service checks it.
 */
export const orders = pgTable(
  'orders',
  {
    tenantId: tenantId(),
    id: bigint('id', { mode: 'number' }).generatedByDefaultAsIdentity(),
    ordernumber: integer('ordernumber').notNull(),
    customer_id: ref('customer_id').notNull(),
    building_id: ref('building_id'),
    status: integer('status').notNull(),
    // A user who is an active member of the tenant when set (the service checks it). The key points at the user, as
    // internal equipment's responsible does: a membership removed later must not take the order's history with it.
    responsible_id: ref('responsible_id').references(() => users.id, { onDelete: 'set null' }),
    ordertype_id: ref('ordertype_id'),
    ordercategory_id: ref('ordercategory_id'),
    description: text('description'),
    orderdate: date('orderdate')
      .notNull()
      .default(sql`(now() at time zone 'Europe/Oslo')::date`),
    startdate: date('startdate'),
    enddate: date('enddate'),
    deadlinedate: date('deadlinedate'),
    // spec 02 §3 "Order and project" (issue 7).
    project_id: ref('project_id'),
    contact_id: ref('contact_id'),
    /** The offer the order was made from (POST offers/{id}/create_order). */
    offer_id: ref('offer_id'),
    /** Main order of a sub-order. */
    mainorder_id: ref('mainorder_id'),
    orderstandard_id: ref('orderstandard_id'),
    /** 'hourly' (hours and lines invoiced as used) or 'fixed' (fixedprice). */
    pricingtype: text('pricingtype').notNull().default('hourly'),
    fixedprice: money('fixedprice'),
    budget: money('budget'),
    hoursestimate: numeric('hoursestimate', { precision: 10, scale: 2 }),
    /** Percentages of the hour estimate / budget at which the responsible is notified, e.g. {80,100}. */
    notificationthresholds: integer('notificationthresholds').array(),
    bankguarantee: boolean('bankguarantee').notNull().default(false),
    kmroundtrip: numeric('kmroundtrip', { precision: 10, scale: 1 }),
    isservice: boolean('isservice').notNull().default(false),
    customerreference: text('customerreference'),
    agreementnumber: text('agreementnumber'),
    ordertext: text('ordertext'),
    deliveryterms: text('deliveryterms'),
    /**
     * The order's address: one of its customer's addresses (the service checks whose). No foreign key: a composite
     * key cannot SET NULL only this column when the customer's address is deleted, and an address in use must not
     * block editing the customer; a deleted address reads as none (getOrder).
     */
    address_id: ref('address_id'),
    /** Thresholds (percent of the budget / hour estimate) already told to the responsible: each is told once. */
    notifiedcostthresholds: integer('notifiedcostthresholds').array(),
    notifiedhourthresholds: integer('notifiedhourthresholds').array(),
    createdby: ref('createdby').references(() => users.id, { onDelete: 'set null' }),
    ...recordColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // An order belongs to at most one project; a project with orders is not deleted ('inUse').
    foreignKey({
      name: 'orders_project_fk',
      columns: [t.tenantId, t.project_id],
      foreignColumns: [projects.tenantId, projects.id],
    }),
    index('orders_project_idx')
      .on(t.tenantId, t.project_id, t.id)
      .where(sql`${t.project_id} is not null`),
    foreignKey({
      name: 'orders_contact_fk',
      columns: [t.tenantId, t.contact_id],
      foreignColumns: [contacts.tenantId, contacts.id],
    }),
    foreignKey({
      name: 'orders_mainorder_fk',
      columns: [t.tenantId, t.mainorder_id],
      foreignColumns: [t.tenantId, t.id],
    }),
    index('orders_mainorder_idx')
      .on(t.tenantId, t.mainorder_id)
      .where(sql`${t.mainorder_id} is not null`),
    index('orders_offer_idx')
      .on(t.tenantId, t.offer_id)
      .where(sql`${t.offer_id} is not null`),
    // spec 02 §3: the order number is what customers and invoices quote: unique per tenant.
    uniqueIndex('orders_ordernumber_uq').on(t.tenantId, t.ordernumber),
    foreignKey({
      name: 'orders_customer_fk',
      columns: [t.tenantId, t.customer_id],
      foreignColumns: [customers.tenantId, customers.id],
    }),
    index('orders_customer_idx').on(t.tenantId, t.customer_id, t.id),
    foreignKey({
      name: 'orders_building_fk',
      columns: [t.tenantId, t.building_id],
      foreignColumns: [buildings.tenantId, buildings.id],
    }),
    index('orders_building_idx')
      .on(t.tenantId, t.building_id)
      .where(sql`${t.building_id} is not null`),
    // "My orders" (/orders?type=1) and unassigned orders (type=2) filter on the responsible and page by the list's
    // default order (newest number first): (tenant, responsible, ordernumber) walks both without a sort.
    index('orders_responsible_idx').on(t.tenantId, t.responsible_id, t.ordernumber),
    index('orders_status_idx').on(t.tenantId, t.status, t.id),
    ...lookupRef('orders', 'ordertype', t.tenantId, t.ordertype_id, ordertypes),
    ...lookupRef('orders', 'ordercategory', t.tenantId, t.ordercategory_id, ordercategories),
    tenantPolicy('orders'),
  ],
).enableRLS();

/**
 * The equipment of an order (the order's equipments tab, spec 01 §2; an equipment's orders tab the other way). An
 * order can hold several pieces and a piece appears on many orders over the years. A piece still on an order is not
 * deleted ('inUse'); the rows go with their order.
 */
export const orderEquipments = pgTable(
  'order_equipments',
  {
    tenantId: tenantId(),
    order_id: ref('order_id').notNull(),
    equipment_id: ref('equipment_id').notNull(),
    createdon: timestamp('createdon', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.order_id, t.equipment_id] }),
    foreignKey({
      name: 'order_equipments_order_fk',
      columns: [t.tenantId, t.order_id],
      foreignColumns: [orders.tenantId, orders.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'order_equipments_equipment_fk',
      columns: [t.tenantId, t.equipment_id],
      foreignColumns: [equipments.tenantId, equipments.id],
    }),
    // get_first_active_order: the orders of one piece.
    index('order_equipments_equipment_idx').on(t.tenantId, t.equipment_id, t.order_id),
    tenantPolicy('order_equipments'),
  ],
).enableRLS();

/**
 * spec 02 §3 "Order and project": the order's participants (users), besides its responsible. A user is a participant
 * once (spec 02 §5: the same user cannot be selected twice). "My orders" (type=1) and the planner's rule that an
 * event's user is the responsible or a participant (spec 02 §5) read this table.
 */
export const orderParticipants = pgTable(
  'order_participants',
  {
    tenantId: tenantId(),
    order_id: ref('order_id').notNull(),
    user_id: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.order_id, t.user_id] }),
    foreignKey({
      name: 'order_participants_order_fk',
      columns: [t.tenantId, t.order_id],
      foreignColumns: [orders.tenantId, orders.id],
    }).onDelete('cascade'),
    index('order_participants_user_idx').on(t.tenantId, t.user_id, t.order_id),
    tenantPolicy('order_participants'),
  ],
).enableRLS();

/** Every status change of an order: who, when, from and to (issue 7). */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    tenantId: tenantId(),
    id: bigint('id', { mode: 'number' }).generatedByDefaultAsIdentity(),
    order_id: ref('order_id').notNull(),
    fromstatus: integer('fromstatus'),
    tostatus: integer('tostatus').notNull(),
    changedby: ref('changedby').references(() => users.id, { onDelete: 'set null' }),
    changedon: timestamp('changedon', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'order_status_history_order_fk',
      columns: [t.tenantId, t.order_id],
      foreignColumns: [orders.tenantId, orders.id],
    }).onDelete('cascade'),
    index('order_status_history_order_idx').on(t.tenantId, t.order_id, t.id),
    tenantPolicy('order_status_history'),
  ],
).enableRLS();

/**
 * The columns of a priced line, shared by order lines and offer lines (and later invoice lines): the product (optional,
 * a free-text line has none), what it is called and costs at the time it was added, and its net, stored so sums and
 * lists need no arithmetic in SQL. `net` is always lineNet() of quantity, unitprice and discount (shared line-totals).
 */
export const lineColumns = () => ({
  tenantId: tenantId(),
  id: bigint('id', { mode: 'number' }).generatedByDefaultAsIdentity(),
  product_id: ref('product_id'),
  position: integer('position').notNull().default(0),
  productnumber: text('productnumber'),
  name: text('name').notNull(),
  quantity: quantity('quantity').notNull(),
  unit: text('unit'),
  unitprice: money('unitprice').notNull(),
  discount: percent('discount').notNull().default('0'),
  tax: percent('tax').notNull().default('25'),
  costprice: money('costprice'),
  net: money('net').notNull(),
  ...recordColumns(),
});

export function lineConstraints(
  table: string,
  t: { tenantId: AnyPgColumn; id: AnyPgColumn; product_id: AnyPgColumn },
) {
  return [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: `${table}_product_fk`,
      columns: [t.tenantId, t.product_id],
      foreignColumns: [products.tenantId, products.id],
    }),
    index(`${table}_product_idx`)
      .on(t.tenantId, t.product_id)
      .where(sql`${t.product_id} is not null`),
    tenantPolicy(table),
  ];
}

/** The order's lines (its products tab, spec 01 §2; issue 7 "Order lines"). */
export const orderlines = pgTable(
  'orderlines',
  { ...lineColumns(), order_id: ref('order_id').notNull() },
  (t) => [
    ...lineConstraints('orderlines', t),
    foreignKey({
      name: 'orderlines_order_fk',
      columns: [t.tenantId, t.order_id],
      foreignColumns: [orders.tenantId, orders.id],
    }).onDelete('cascade'),
    index('orderlines_order_idx').on(t.tenantId, t.order_id, t.position, t.id),
  ],
).enableRLS();
