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
} from 'drizzle-orm/pg-core';
import { recordColumns, tenantId, tenantPolicy } from '../../db/tenant-table';
import { users } from '../../platform/auth/auth.table';
import { equipments } from '../equipment/equipment.table';
import { orders } from '../orders/orders.table';

const ref = (name: string) => bigint(name, { mode: 'number' });

/**
 * spec 02 §3 "Inspection": an inspection of one equipment (customer_id is the equipment's, kept for the filters and
 * the customer's tab), optionally on an order, of a type of settings `inspectiontypes`. Status is one of the six
 * saved statuses; 'overdue' is derived from nextinspection when read. Signatures are image data URLs.
 */
export const inspections = pgTable(
  'inspections',
  {
    tenantId: tenantId(),
    id: bigint('id', { mode: 'number' }).generatedByDefaultAsIdentity(),
    equipment_id: ref('equipment_id').notNull(),
    customer_id: ref('customer_id'),
    order_id: ref('order_id'),
    inspectiontype_id: ref('inspectiontype_id'),
    controlnumber: text('controlnumber').notNull().default(''),
    date: date('date').notNull(),
    status: text('status').notNull().default('not_controlled'),
    inspectorsignature: text('inspectorsignature'),
    customersignature: text('customersignature'),
    repairedbysignature: text('repairedbysignature'),
    responsiblesignature: text('responsiblesignature'),
    contactName: text('contactname'),
    contactemail: text('contactemail'),
    nextinspection: date('nextinspection'),
    inspectedbyname: text('inspectedbyname'),
    responsible_id: ref('responsible_id').references(() => users.id, { onDelete: 'set null' }),
    remarks: text('remarks'),
    /** Set by the archive job (spec 02 §4 "Inspection archiving"). */
    archivedon: timestamp('archivedon', { withTimezone: true }),
    archivefile_id: ref('archivefile_id'),
    /** The day the daily job told the responsible it is overdue (once per inspection). */
    overduenotifiedon: date('overduenotifiedon'),
    createdby: ref('createdby'),
    updatedby: ref('updatedby'),
    ...recordColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'inspections_equipment_fk',
      columns: [t.tenantId, t.equipment_id],
      foreignColumns: [equipments.tenantId, equipments.id],
    }),
    foreignKey({
      name: 'inspections_order_fk',
      columns: [t.tenantId, t.order_id],
      foreignColumns: [orders.tenantId, orders.id],
    }),
    index('inspections_equipment_idx').on(t.tenantId, t.equipment_id, t.date),
    index('inspections_customer_idx').on(t.tenantId, t.customer_id),
    index('inspections_order_idx').on(t.tenantId, t.order_id),
    index('inspections_next_idx').on(t.tenantId, t.nextinspection),
    tenantPolicy('inspections'),
  ],
).enableRLS();

/** Every status change of an inspection (statusHistoryModel): who, when, from and to, with an optional comment. */
export const inspectionStatusHistory = pgTable(
  'inspection_status_history',
  {
    tenantId: tenantId(),
    id: bigint('id', { mode: 'number' }).generatedByDefaultAsIdentity(),
    inspection_id: ref('inspection_id').notNull(),
    fromstatus: text('fromstatus'),
    tostatus: text('tostatus').notNull(),
    changedby: ref('changedby').references(() => users.id, { onDelete: 'set null' }),
    changedbyname: text('changedbyname').notNull().default(''),
    changedon: timestamp('changedon', { withTimezone: true }).notNull().defaultNow(),
    comment: text('comment'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'inspection_status_history_inspection_fk',
      columns: [t.tenantId, t.inspection_id],
      foreignColumns: [inspections.tenantId, inspections.id],
    }).onDelete('cascade'),
    index('inspection_status_history_inspection_idx').on(t.tenantId, t.inspection_id, t.id),
    tenantPolicy('inspection_status_history'),
  ],
).enableRLS();

/**
 * spec 02 §4 "Inspection archiving": the finalizing list. An archive action adds the inspection; the archive job
 * removes it when the report is stored (attempts and the last error kept while it retries).
 */
export const inspectionFinalizing = pgTable(
  'inspection_finalizing',
  {
    tenantId: tenantId(),
    inspection_id: ref('inspection_id').notNull(),
    requestedby: ref('requestedby').references(() => users.id, { onDelete: 'set null' }),
    addedon: timestamp('addedon', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lasterror: text('lasterror'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.inspection_id] }),
    foreignKey({
      name: 'inspection_finalizing_inspection_fk',
      columns: [t.tenantId, t.inspection_id],
      foreignColumns: [inspections.tenantId, inspections.id],
    }).onDelete('cascade'),
    tenantPolicy('inspection_finalizing'),
  ],
).enableRLS();
