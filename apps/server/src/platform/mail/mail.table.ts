import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Platform table: every message the product sent or stored in the outbox (platform mail such as password resets). */
export const mailLog = pgTable('mail_log', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  tenantDomain: text('tenant_domain'),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  /** 'sent' through SMTP, 'outbox' written to DATA_DIR/outbox, 'failed'. */
  status: text('status').notNull(),
  file: text('file'),
  error: text('error'),
  createdat: timestamp('createdat', { withTimezone: true }).notNull().defaultNow(),
});
