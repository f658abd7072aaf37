import { bigint, boolean, index, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantId, tenantPolicy } from '../../db/tenant-table';

/**
 * spec 01 §3 Notification: moduleid, recordid, dateat; title and link are derived from them when shown.
 * kind 'rentalissue' rows are the rental invoice issues (orderid, ordernumber) with their own read flag.
 */
export const notifications = pgTable(
  'notifications',
  {
    tenantId: tenantId(),
    id: bigint('id', { mode: 'number' }).generatedByDefaultAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    kind: text('kind').notNull().default('general'),
    moduleid: smallint('moduleid').notNull(),
    recordid: bigint('recordid', { mode: 'number' }),
    /** Translation key ('notifications.<key>') or plain text from a job. */
    message: text('message').notNull().default(''),
    /** 1 info, 2 download ready, 3 error, 4 success. */
    status: smallint('status').notNull().default(1),
    orderid: bigint('orderid', { mode: 'number' }),
    ordernumber: text('ordernumber'),
    isread: boolean('isread').notNull().default(false),
    dateat: timestamp('dateat', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('notifications_user_idx').on(t.tenantId, t.userId, t.isread),
    tenantPolicy('notifications'),
  ],
).enableRLS();

/** Which changelog (by md5 of its text) a user has read, per locale. */
export const changelogReads = pgTable(
  'changelog_reads',
  {
    tenantId: tenantId(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    locale: text('locale').notNull(),
    md5: text('md5').notNull(),
    readat: timestamp('readat', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId, t.locale] }), tenantPolicy('changelog_reads')],
).enableRLS();
