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
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { recordColumns, tenantId, tenantPolicy } from '../../db/tenant-table';
import { users } from '../../platform/auth/auth.table';
import { departments } from '../../platform/users/users.table';
import { buildings } from '../buildings/buildings.table';
import { customers } from '../customers/customers.table';
import { orders } from '../orders/orders.table';
import { lookupRef, products } from '../products/products.table';
import {
  equipmentcategory,
  equipmentfabricates,
  equipmentmodels,
  equipmentownstatuslist,
  equipmenttypes,
  internalequipmentcategory,
  internalequipmentfabricate,
  internalequipmentmodels,
  internalequipmenttypes,
  refrigerants,
} from '../settings/settings.table';

// Column keys are the field names of the shared definitions (equipmentsResource, internalEquipmentsResource), so
// the resource engine's functions work on these tables unchanged.
const decimal = (name: string) => numeric(name, { precision: 18, scale: 6 });
const ref = (name: string) => bigint(name, { mode: 'number' });

/** spec 02 §3 "Equipment": a customer's equipment, with the tracker fields of spec 01 §3. */
export const equipments = pgTable(
  'equipments',
  {
    tenantId: tenantId(),
    id: bigint('id', { mode: 'number' }).generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    number: text('number'),
    internalnumber: text('internalnumber'),
    barcode: text('barcode'),
    serialnumber: text('serialnumber'),
    customer_id: ref('customer_id').notNull(),
    building_id: ref('building_id'),
    address: text('address'),
    location: text('location'),
    type_id: ref('type_id'),
    category_id: ref('category_id'),
    model_id: ref('model_id'),
    fabricate_id: ref('fabricate_id'),
    ownstatus_id: ref('ownstatus_id'),
    refrigerant_id: ref('refrigerant_id'),
    refrigerantvolume: decimal('refrigerantvolume'),
    installdate: date('installdate'),
    warrantyuntil: date('warrantyuntil'),
    yearmodel: integer('yearmodel'),
    visitsperyear: integer('visitsperyear'),
    hourspervisit: decimal('hourspervisit'),
    plannedvisit: date('plannedvisit'),
    nextvisit: date('nextvisit'),
    lastvisit: date('lastvisit'),
    serviceinterval: integer('serviceinterval'),
    /** Months between leak checks: set by the server from the charge's CO2-equivalent (F-gas, EU 2024/573). */
    leakinterval: integer('leakinterval'),
    /** A leak detection system doubles the leak-check interval (EU 2024/573 art. 5). */
    leakdetectionsystem: boolean('leakdetectionsystem').notNull().default(false),
    /** The last leak check recorded by a checklist (leakage field) and the next one due; set by the server. */
    lastleakcheck: date('lastleakcheck'),
    nextleakcheck: date('nextleakcheck'),
    agreementtype: text('agreementtype'),
    agreementnumber: text('agreementnumber'),
    capacity: text('capacity'),
    swl: text('swl'),
    hourmeter: decimal('hourmeter'),
    customerreferencenumber: text('customerreferencenumber'),
    isrental: boolean('isrental').notNull().default(false),
    product_id: ref('product_id'),
    description: text('description'),
    trackingdevice_id: text('trackingdevice_id'),
    trackingdevice_type: smallint('trackingdevice_type'),
    trackingdevice_sos: boolean('trackingdevice_sos').notNull().default(false),
    trackingdevice_sosdate: timestamp('trackingdevice_sosdate', { withTimezone: true }),
    ...recordColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // Barcodes are scanned to find a piece: unique per tenant (compared without case, like the engine).
    uniqueIndex('equipments_barcode_uq').on(t.tenantId, sql`lower(${t.barcode})`),
    index('equipments_sort_idx').on(t.tenantId, t.name, t.id),
    index('equipments_serialnumber_idx').on(t.tenantId, sql`lower(${t.serialnumber})`),
    // A customer's equipment (customer tab, list filter); a customer that still has equipment is not deleted.
    index('equipments_customer_idx').on(t.tenantId, t.customer_id, t.name, t.id),
    foreignKey({
      name: 'equipments_customer_fk',
      columns: [t.tenantId, t.customer_id],
      foreignColumns: [customers.tenantId, customers.id],
    }),
    foreignKey({
      name: 'equipments_building_fk',
      columns: [t.tenantId, t.building_id],
      foreignColumns: [buildings.tenantId, buildings.id],
    }),
    index('equipments_building_idx')
      .on(t.tenantId, t.building_id)
      .where(sql`${t.building_id} is not null`),
    foreignKey({
      name: 'equipments_product_fk',
      columns: [t.tenantId, t.product_id],
      foreignColumns: [products.tenantId, products.id],
    }),
    index('equipments_product_idx')
      .on(t.tenantId, t.product_id)
      .where(sql`${t.product_id} is not null`),
    // The lookup lists of the settings module: an item still used by equipment is not deleted ('inUse').
    ...lookupRef('equipments', 'type', t.tenantId, t.type_id, equipmenttypes),
    ...lookupRef('equipments', 'category', t.tenantId, t.category_id, equipmentcategory),
    ...lookupRef('equipments', 'model', t.tenantId, t.model_id, equipmentmodels),
    ...lookupRef('equipments', 'fabricate', t.tenantId, t.fabricate_id, equipmentfabricates),
    ...lookupRef('equipments', 'ownstatus', t.tenantId, t.ownstatus_id, equipmentownstatuslist),
    ...lookupRef('equipments', 'refrigerant', t.tenantId, t.refrigerant_id, refrigerants),
    // The SOS list filter: the few pieces with an open alarm.
    index('equipments_sos_idx')
      .on(t.tenantId, t.id)
      .where(sql`${t.trackingdevice_sos}`),
    tenantPolicy('equipments'),
  ],
).enableRLS();

/** spec 01 §3 "Equipment SOS log": what was done about an SOS, by whom and when. */
export const equipmentSosLogs = pgTable(
  'equipment_sos_logs',
  {
    tenantId: tenantId(),
    id: bigint('id', { mode: 'number' }).generatedByDefaultAsIdentity(),
    equipment_id: ref('equipment_id').notNull(),
    // The order the action changed (assign, complete); close may have none.
    order_id: ref('order_id'),
    user_id: ref('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    log: text('log'),
    createdon: timestamp('createdon', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'equipment_sos_logs_equipment_fk',
      columns: [t.tenantId, t.equipment_id],
      foreignColumns: [equipments.tenantId, equipments.id],
    }).onDelete('cascade'),
    // An order with SOS history is kept (the log names it); orders are deactivated rather than deleted.
    foreignKey({
      name: 'equipment_sos_logs_order_fk',
      columns: [t.tenantId, t.order_id],
      foreignColumns: [orders.tenantId, orders.id],
    }),
    index('equipment_sos_logs_order_idx')
      .on(t.tenantId, t.order_id)
      .where(sql`${t.order_id} is not null`),
    index('equipment_sos_logs_equipment_idx').on(t.tenantId, t.equipment_id, t.createdon),
    tenantPolicy('equipment_sos_logs'),
  ],
).enableRLS();

/** Internal equipment (/internal-equipments): the company's own tools and machines. */
export const internalEquipments = pgTable(
  'internal_equipments',
  {
    tenantId: tenantId(),
    id: bigint('id', { mode: 'number' }).generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    number: text('number'),
    barcode: text('barcode'),
    serialnumber: text('serialnumber'),
    category_id: ref('category_id'),
    type_id: ref('type_id'),
    model_id: ref('model_id'),
    fabricate_id: ref('fabricate_id'),
    department_id: ref('department_id'),
    responsible_id: ref('responsible_id').references(() => users.id, { onDelete: 'set null' }),
    location: text('location'),
    purchasedate: date('purchasedate'),
    purchaseprice: numeric('purchaseprice', { precision: 14, scale: 2 }),
    warrantyuntil: date('warrantyuntil'),
    yearmodel: integer('yearmodel'),
    hourmeter: decimal('hourmeter'),
    lastcontrol: date('lastcontrol'),
    nextcontrol: date('nextcontrol'),
    controlinterval: integer('controlinterval'),
    description: text('description'),
    // spec 02 §6 HSE: view_my_own shows what the user registered (or is responsible for).
    createdby: ref('createdby').references(() => users.id, { onDelete: 'set null' }),
    ...recordColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('internal_equipments_barcode_uq').on(t.tenantId, sql`lower(${t.barcode})`),
    index('internal_equipments_sort_idx').on(t.tenantId, t.name, t.id),
    foreignKey({
      name: 'internal_equipments_department_fk',
      columns: [t.tenantId, t.department_id],
      foreignColumns: [departments.tenantId, departments.id],
    }),
    ...lookupRef('internal_equipments', 'category', t.tenantId, t.category_id, internalequipmentcategory),
    ...lookupRef('internal_equipments', 'type', t.tenantId, t.type_id, internalequipmenttypes),
    ...lookupRef('internal_equipments', 'model', t.tenantId, t.model_id, internalequipmentmodels),
    ...lookupRef('internal_equipments', 'fabricate', t.tenantId, t.fabricate_id, internalequipmentfabricate),
    tenantPolicy('internal_equipments'),
  ],
).enableRLS();
