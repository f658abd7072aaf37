import { sql } from 'drizzle-orm';
import { bigint, integer, pgPolicy, pgRole, timestamp, boolean } from 'drizzle-orm/pg-core';

/** The non-owner role every request runs as (DESIGN "Tenancy and data"). Created in the custom migration. */
export const APP_ROLE = 'suite_app';
export const appRole = pgRole(APP_ROLE).existing();

/** tenant_id column: part of every primary key, unique constraint and foreign key between tenant tables. */
export const tenantId = () => bigint('tenant_id', { mode: 'number' }).notNull();

/** The one RLS policy of a tenant table: rows of the transaction's tenant only, for reading and writing. */
export const tenantPolicy = (table: string) =>
  pgPolicy(`${table}_tenant_isolation`, {
    as: 'permissive',
    for: 'all',
    to: appRole,
    using: sql`tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint`,
    withCheck: sql`tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint`,
  });

/** Columns every editable record carries: optimistic-lock version, active flag, timestamps. */
export const recordColumns = () => ({
  isactive: boolean('isactive').notNull().default(true),
  version: integer('version').notNull().default(1),
  createdon: timestamp('createdon', { withTimezone: true }).notNull().defaultNow(),
  updatedon: timestamp('updatedon', { withTimezone: true }).notNull().defaultNow(),
});
