import { sql } from 'drizzle-orm';
import { bigint, foreignKey, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { recordColumns, tenantId, tenantPolicy } from '../../db/tenant-table';
import { users } from '../../platform/auth/auth.table';
import { contacts, customers } from '../customers/customers.table';
import { leads } from '../leads/leads.table';
import { orders } from '../orders/orders.table';
import { lookupRef } from '../products/products.table';
import { meetingstatuses, meetingtypes } from '../settings/settings.table';

const ref = (name: string) => bigint(name, { mode: 'number' });

/**
 * Calendar events of the resource planner (issue 7): one employee's time, usually on an order. spec 02 §5: no
 * duplicate (same user and order, overlapping time); the order's dates cover the event; the user is the order's
 * responsible or a participant.
 */
export const calendarevents = pgTable(
  'calendarevents',
  {
    tenantId: tenantId(),
    id: bigint('id', { mode: 'number' }).generatedByDefaultAsIdentity(),
    order_id: ref('order_id'),
    user_id: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    start: timestamp('start', { withTimezone: true }).notNull(),
    end: timestamp('end', { withTimezone: true }).notNull(),
    title: text('title').notNull(),
    description: text('description'),
    createdby: ref('createdby').references(() => users.id, { onDelete: 'set null' }),
    ...recordColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'calendarevents_order_fk',
      columns: [t.tenantId, t.order_id],
      foreignColumns: [orders.tenantId, orders.id],
    }).onDelete('cascade'),
    index('calendarevents_order_idx')
      .on(t.tenantId, t.order_id)
      .where(sql`${t.order_id} is not null`),
    // The planner reads a time window of all employees, or of one.
    index('calendarevents_time_idx').on(t.tenantId, t.start, t.end),
    index('calendarevents_user_idx').on(t.tenantId, t.user_id, t.start),
    tenantPolicy('calendarevents'),
  ],
).enableRLS();

/**
 * Appointments (spec 01 §2 /appointments; issue 7): a meeting with a customer or a lead (one of them, the service
 * checks it), with a contact, a meeting type and status from the settings lists, held by a responsible employee.
 * They show in the resource planner on the responsible's row.
 */
export const appointments = pgTable(
  'appointments',
  {
    tenantId: tenantId(),
    id: bigint('id', { mode: 'number' }).generatedByDefaultAsIdentity(),
    customer_id: ref('customer_id'),
    lead_id: ref('lead_id'),
    contact_id: ref('contact_id'),
    meetingtype_id: ref('meetingtype_id'),
    meetingstatus_id: ref('meetingstatus_id'),
    responsible_id: ref('responsible_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    start: timestamp('start', { withTimezone: true }).notNull(),
    end: timestamp('end', { withTimezone: true }).notNull(),
    subject: text('subject'),
    place: text('place'),
    notes: text('notes'),
    createdby: ref('createdby').references(() => users.id, { onDelete: 'set null' }),
    ...recordColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'appointments_customer_fk',
      columns: [t.tenantId, t.customer_id],
      foreignColumns: [customers.tenantId, customers.id],
    }).onDelete('cascade'),
    index('appointments_customer_idx')
      .on(t.tenantId, t.customer_id, t.start)
      .where(sql`${t.customer_id} is not null`),
    foreignKey({
      name: 'appointments_lead_fk',
      columns: [t.tenantId, t.lead_id],
      foreignColumns: [leads.tenantId, leads.id],
    }).onDelete('cascade'),
    index('appointments_lead_idx')
      .on(t.tenantId, t.lead_id, t.start)
      .where(sql`${t.lead_id} is not null`),
    foreignKey({
      name: 'appointments_contact_fk',
      columns: [t.tenantId, t.contact_id],
      foreignColumns: [contacts.tenantId, contacts.id],
    }),
    ...lookupRef('appointments', 'meetingtype', t.tenantId, t.meetingtype_id, meetingtypes),
    ...lookupRef('appointments', 'meetingstatus', t.tenantId, t.meetingstatus_id, meetingstatuses),
    // The planner reads a time window; the list sorts by start.
    index('appointments_time_idx').on(t.tenantId, t.start, t.end),
    index('appointments_responsible_idx').on(t.tenantId, t.responsible_id, t.start),
    tenantPolicy('appointments'),
  ],
).enableRLS();
