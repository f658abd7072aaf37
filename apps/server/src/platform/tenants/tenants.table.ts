import { sql } from 'drizzle-orm';
import { bigint, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantId, tenantPolicy } from '../../db/tenant-table';

/** Platform table (no tenant_id): the tenants themselves, identified by domain. */
export const tenants = pgTable('tenants', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  domain: text('domain').notNull().unique(),
  name: text('name').notNull(),
  version: integer('version').notNull().default(1),
  createdon: timestamp('createdon', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Per-tenant settings records, one row per key ('systemconfiguration', 'companyinfo', later 'invoice_settings' ...).
 * The value's shape is the shared zod schema of that key.
 */
export const tenantSettings = pgTable(
  'tenant_settings',
  {
    tenantId: tenantId(),
    key: text('key').notNull(),
    value: jsonb('value')
      .notNull()
      .default(sql`'{}'::jsonb`),
    version: integer('version').notNull().default(1),
    updatedon: timestamp('updatedon', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.key] }), tenantPolicy('tenant_settings')],
).enableRLS();

/** Platform table: small server-wide values (the signing secret of checklist API tokens). */
export const platformKv = pgTable('platform_kv', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
