import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantId, tenantPolicy } from '../../db/tenant-table';

/**
 * A stored file of a record (spec 01 §2 documents and images tabs): which module and record it belongs to (module
 * ids of spec 01 §3), what it is and who uploaded it. The bytes live in the file storage under file_guid. No
 * foreign key to the record: one table serves every module. uploaded_by_name keeps the uploader's name as it was,
 * so the list stays readable after the user leaves the company.
 */
export const files = pgTable(
  'files',
  {
    tenantId: tenantId(),
    id: bigint('id', { mode: 'number' }).generatedByDefaultAsIdentity(),
    file_guid: uuid('file_guid').notNull(),
    original_name: text('original_name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    content_type: text('content_type').notNull(),
    kind: text('kind', { enum: ['document', 'image'] }).notNull(),
    moduleid: integer('moduleid').notNull(),
    record_id: bigint('record_id', { mode: 'number' }).notNull(),
    uploaded_by: bigint('uploaded_by', { mode: 'number' }),
    uploaded_by_name: text('uploaded_by_name').notNull().default(''),
    uploadedon: timestamp('uploadedon', { withTimezone: true }).notNull().defaultNow(),
    has_thumbnail: boolean('has_thumbnail').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('files_guid_key').on(t.tenantId, t.file_guid),
    // A record's tab lists its files newest first.
    index('files_record_idx').on(t.tenantId, t.moduleid, t.record_id, sql`${t.uploadedon} desc`, t.id),
    tenantPolicy('files'),
  ],
).enableRLS();

/**
 * An upload under way (spec 02 §7 "Uploads"): the chunks received so far live in the storage as the partial file
 * of id; the row says whose record it is for and what it is, so any server instance can take the next chunk.
 * Rows older than a day are removed with their bytes (files.service.ts cleanStaleUploads).
 */
export const fileUploads = pgTable(
  'file_uploads',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    moduleid: integer('moduleid').notNull(),
    record_id: bigint('record_id', { mode: 'number' }).notNull(),
    original_name: text('original_name').notNull(),
    content_type: text('content_type').notNull(),
    received: bigint('received', { mode: 'number' }).notNull().default(0),
    started_by: bigint('started_by', { mode: 'number' }).notNull(),
    startedon: timestamp('startedon', { withTimezone: true }).notNull().defaultNow(),
    updatedon: timestamp('updatedon', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('file_uploads_updated_idx').on(t.tenantId, t.updatedon),
    tenantPolicy('file_uploads'),
  ],
).enableRLS();
