import { sql } from 'drizzle-orm';
import { bigint, foreignKey, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { recordColumns, tenantId, tenantPolicy } from '../../db/tenant-table';
import { users } from '../../platform/auth/auth.table';
import { orders } from '../orders/orders.table';

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
