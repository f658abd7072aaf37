import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantId, tenantPolicy } from '../../db/tenant-table';
import { users } from '../auth/auth.table';

const ref = (name: string) => bigint(name, { mode: 'number' });

/**
 * Every SMS the tenant sent or queued (spec 01 §2 /sms_history and the sms_history tabs of orders and customers):
 * the number, the text and how many messages it took, the record it is about (moduleid 1 order, 2 customer) and its
 * customer, who sent it, and where it stands: 'outbox' (kept here, nothing left the machine: the default adapter),
 * 'sent' (handed to the provider, e.g. ClickSend) or 'failed' (with the provider's error).
 */
export const smsMessages = pgTable(
  'sms_messages',
  {
    tenantId: tenantId(),
    id: bigint('id', { mode: 'number' }).generatedByDefaultAsIdentity(),
    to: text('to').notNull(),
    message: text('message').notNull(),
    parts: integer('parts').notNull(),
    status: text('status').notNull(),
    provider: text('provider').notNull(),
    error: text('error'),
    moduleid: integer('moduleid').notNull(),
    recordid: ref('recordid').notNull(),
    customer_id: ref('customer_id'),
    sentby: ref('sentby').references(() => users.id, { onDelete: 'set null' }),
    createdon: timestamp('createdon', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // The record's tab and the customer's tab, newest first.
    index('sms_messages_record_idx').on(t.tenantId, t.moduleid, t.recordid, t.id),
    index('sms_messages_customer_idx')
      .on(t.tenantId, t.customer_id, t.id)
      .where(sql`${t.customer_id} is not null`),
    tenantPolicy('sms_messages'),
  ],
).enableRLS();
