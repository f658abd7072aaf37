import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { recordColumns, tenantId, tenantPolicy } from '../../db/tenant-table';
import { users } from '../../platform/auth/auth.table';
import { buildings } from '../buildings/buildings.table';
import { customers } from '../customers/customers.table';
import { equipments } from '../equipment/equipment.table';
import { lookupRef } from '../products/products.table';
import { ordercategories, ordertypes } from '../settings/settings.table';

const ref = (name: string) => bigint(name, { mode: 'number' });

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
    createdby: ref('createdby').references(() => users.id, { onDelete: 'set null' }),
    ...recordColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
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
    // "My orders" (/orders?type=1) and unassigned orders (type=2) filter on the responsible.
    index('orders_responsible_idx').on(t.tenantId, t.responsible_id, t.id),
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
