import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { MailHistoryAttachment } from '@suite/shared/mail/mail-history.schema';
import { tenantId, tenantPolicy } from '../../db/tenant-table';

/**
 * The tenant's mail log: every mail sent from a record (order confirmation, offer, service report ...), written by
 * sendRecordMail in the tenant transaction. Platform mail without a tenant (password resets) stays in mail_log.
 * Rows are never edited, so no version. customer_id has no foreign key: the history outlives a deleted customer.
 */
export const mailHistory = pgTable(
  'mail_history',
  {
    tenantId: tenantId(),
    id: bigint('id', { mode: 'number' }).generatedByDefaultAsIdentity(),
    to: text('to').notNull(),
    cc: text('cc'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** The body is HTML (else plain text). */
    ishtml: boolean('ishtml').notNull().default(false),
    attachments: jsonb('attachments')
      .$type<MailHistoryAttachment[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    moduleid: integer('moduleid').notNull(),
    recordid: bigint('recordid', { mode: 'number' }).notNull(),
    customer_id: bigint('customer_id', { mode: 'number' }),
    sentby_id: bigint('sentby_id', { mode: 'number' }),
    sentbyname: text('sentbyname'),
    sentat: timestamp('sentat', { withTimezone: true }).notNull().defaultNow(),
    /** 'sent' through SMTP, 'outbox' written to DATA_DIR/outbox (no SMTP configured), 'failed' with the error. */
    status: text('status').notNull(),
    error: text('error'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    tenantPolicy('mail_history'),
    // The lists: newest first (DESC NULLS FIRST like the ORDER BY), per customer and per record.
    index('mail_history_sentat_idx').on(t.tenantId, t.sentat.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('mail_history_customer_idx').on(t.tenantId, t.customer_id, t.sentat.desc().nullsFirst()),
    index('mail_history_record_idx').on(t.tenantId, t.moduleid, t.recordid),
  ],
).enableRLS();
