import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  foreignKey,
  index,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { recordColumns, tenantId, tenantPolicy } from '../../db/tenant-table';
import { customers } from '../customers/customers.table';
import { leadoutcome, leadsecondarystatus, leadstatus } from '../settings/settings.table';

/**
 * Leads (spec 01 §2 /leads). Column names are the API's field names. responsible_id is a user id: a member of
 * the tenant, checked by the service (a foreign key to memberships would block removing a membership).
 */
export const leads = pgTable(
  'leads',
  {
    tenantId: tenantId(),
    id: bigint('id', { mode: 'number' }).generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    organizationnumber: text('organizationnumber'),
    contactperson: text('contactperson'),
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    zip: text('zip'),
    city: text('city'),
    source: text('source'),
    leadstatusid: bigint('leadstatusid', { mode: 'number' }),
    leadsecondarystatusid: bigint('leadsecondarystatusid', { mode: 'number' }),
    leadoutcomeid: bigint('leadoutcomeid', { mode: 'number' }),
    responsible_id: bigint('responsible_id', { mode: 'number' }),
    expectedvalue: numeric('expectedvalue', { precision: 14, scale: 2 }),
    expectedclosedate: date('expectedclosedate'),
    notes: text('notes'),
    customerid: bigint('customerid', { mode: 'number' }),
    convertedon: timestamp('convertedon', { withTimezone: true }),
    ...recordColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // The default sort of the list (name ascending, id as tie-breaker).
    index('leads_name_idx').on(t.tenantId, t.name, t.id),
    index('leads_created_idx').on(t.tenantId, sql`${t.createdon} desc`, t.id),
    index('leads_responsible_idx').on(t.tenantId, t.responsible_id),
    index('leads_status_idx').on(t.tenantId, t.leadstatusid),
    index('leads_customer_idx').on(t.tenantId, t.customerid),
    // The customer the lead was converted into: a customer still named by a lead is not deleted.
    foreignKey({
      name: 'leads_customer_fk',
      columns: [t.tenantId, t.customerid],
      foreignColumns: [customers.tenantId, customers.id],
    }),
    // The supporting lists of spec 01 §2 Settings (lead_status, lead_secondary_status, lead_outcome): an item a
    // lead still uses is not deleted ('inUse: leads').
    foreignKey({
      name: 'leads_leadstatus_fk',
      columns: [t.tenantId, t.leadstatusid],
      foreignColumns: [leadstatus.tenantId!, leadstatus.id!],
    }),
    foreignKey({
      name: 'leads_leadsecondarystatus_fk',
      columns: [t.tenantId, t.leadsecondarystatusid],
      foreignColumns: [leadsecondarystatus.tenantId!, leadsecondarystatus.id!],
    }),
    foreignKey({
      name: 'leads_leadoutcome_fk',
      columns: [t.tenantId, t.leadoutcomeid],
      foreignColumns: [leadoutcome.tenantId!, leadoutcome.id!],
    }),
    index('leads_secondarystatus_idx').on(t.tenantId, t.leadsecondarystatusid),
    index('leads_outcome_idx').on(t.tenantId, t.leadoutcomeid),
    tenantPolicy('leads'),
  ],
).enableRLS();
