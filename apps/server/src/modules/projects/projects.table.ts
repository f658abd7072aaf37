import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { recordColumns, tenantId, tenantPolicy } from '../../db/tenant-table';
import { users } from '../../platform/auth/auth.table';
import { customers } from '../customers/customers.table';

const ref = (name: string) => bigint(name, { mode: 'number' });

/**
 * spec 02 §3 "Order and project" (issue 7): a project groups orders (an order belongs to at most one project) and
 * has its own status from the tenant's project status list (a status number, like orders). The heading `name` has at
 * most 30 characters (spec 02 §5).
 */
export const projects = pgTable(
  'projects',
  {
    tenantId: tenantId(),
    id: bigint('id', { mode: 'number' }).generatedByDefaultAsIdentity(),
    projectnumber: integer('projectnumber').notNull(),
    name: varchar('name', { length: 30 }).notNull(),
    customer_id: ref('customer_id'),
    responsible_id: ref('responsible_id').references(() => users.id, { onDelete: 'set null' }),
    status: integer('status').notNull(),
    startdate: date('startdate'),
    enddate: date('enddate'),
    budget: numeric('budget', { precision: 14, scale: 2 }),
    hoursestimate: numeric('hoursestimate', { precision: 10, scale: 2 }),
    description: text('description'),
    // The earning_and_discounts tab: discounts in percent on hours and materials of the project's work.
    hourdiscount: numeric('hourdiscount', { precision: 5, scale: 2 }),
    materialdiscount: numeric('materialdiscount', { precision: 5, scale: 2 }),
    createdby: ref('createdby').references(() => users.id, { onDelete: 'set null' }),
    ...recordColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('projects_projectnumber_uq').on(t.tenantId, t.projectnumber),
    foreignKey({
      name: 'projects_customer_fk',
      columns: [t.tenantId, t.customer_id],
      foreignColumns: [customers.tenantId, customers.id],
    }),
    index('projects_customer_idx')
      .on(t.tenantId, t.customer_id)
      .where(sql`${t.customer_id} is not null`),
    index('projects_status_idx').on(t.tenantId, t.status, t.id),
    tenantPolicy('projects'),
  ],
).enableRLS();
