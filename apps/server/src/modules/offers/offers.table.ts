import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { recordColumns, tenantId, tenantPolicy } from '../../db/tenant-table';
import { users } from '../../platform/auth/auth.table';
import { buildings } from '../buildings/buildings.table';
import { contacts, customers } from '../customers/customers.table';
import { equipments } from '../equipment/equipment.table';
import { leads } from '../leads/leads.table';
import { lineColumns, lineConstraints } from '../orders/orders.table';
import { projects } from '../projects/projects.table';

const ref = (name: string) => bigint(name, { mode: 'number' });

/**
 * spec 01 §2 /offers, issue 7 "Offers": an offer to a customer (or to a lead not yet a customer, the lead's offers
 * tab), with a status number of the tenant's offer status list, its texts (standard text types 3 and 4), a valid-until
 * date, and the order made from it.
 */
export const offers = pgTable(
  'offers',
  {
    tenantId: tenantId(),
    id: bigint('id', { mode: 'number' }).generatedByDefaultAsIdentity(),
    offernumber: integer('offernumber').notNull(),
    customer_id: ref('customer_id'),
    lead_id: ref('lead_id'),
    contact_id: ref('contact_id'),
    building_id: ref('building_id'),
    project_id: ref('project_id'),
    responsible_id: ref('responsible_id').references(() => users.id, { onDelete: 'set null' }),
    status: integer('status').notNull(),
    offertype_id: ref('offertype_id'),
    offerdate: date('offerdate')
      .notNull()
      .default(sql`(now() at time zone 'Europe/Oslo')::date`),
    validuntil: date('validuntil'),
    description: text('description'),
    offertext: text('offertext'),
    deliveryterms: text('deliveryterms'),
    customerreference: text('customerreference'),
    /** The order created from the offer (POST offers/{id}/create_order). */
    order_id: ref('order_id'),
    sentat: timestamp('sentat', { withTimezone: true }),
    createdby: ref('createdby').references(() => users.id, { onDelete: 'set null' }),
    ...recordColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('offers_offernumber_uq').on(t.tenantId, t.offernumber),
    foreignKey({
      name: 'offers_customer_fk',
      columns: [t.tenantId, t.customer_id],
      foreignColumns: [customers.tenantId, customers.id],
    }),
    index('offers_customer_idx')
      .on(t.tenantId, t.customer_id, t.id)
      .where(sql`${t.customer_id} is not null`),
    foreignKey({
      name: 'offers_lead_fk',
      columns: [t.tenantId, t.lead_id],
      foreignColumns: [leads.tenantId, leads.id],
    }),
    index('offers_lead_idx')
      .on(t.tenantId, t.lead_id)
      .where(sql`${t.lead_id} is not null`),
    foreignKey({
      name: 'offers_contact_fk',
      columns: [t.tenantId, t.contact_id],
      foreignColumns: [contacts.tenantId, contacts.id],
    }),
    foreignKey({
      name: 'offers_building_fk',
      columns: [t.tenantId, t.building_id],
      foreignColumns: [buildings.tenantId, buildings.id],
    }),
    foreignKey({
      name: 'offers_project_fk',
      columns: [t.tenantId, t.project_id],
      foreignColumns: [projects.tenantId, projects.id],
    }),
    index('offers_status_idx').on(t.tenantId, t.status, t.id),
    tenantPolicy('offers'),
  ],
).enableRLS();

/** The offer's lines (its products tab), priced as order lines. */
export const offerlines = pgTable(
  'offerlines',
  { ...lineColumns(), offer_id: ref('offer_id').notNull() },
  (t) => [
    ...lineConstraints('offerlines', t),
    foreignKey({
      name: 'offerlines_offer_fk',
      columns: [t.tenantId, t.offer_id],
      foreignColumns: [offers.tenantId, offers.id],
    }).onDelete('cascade'),
    index('offerlines_offer_idx').on(t.tenantId, t.offer_id, t.position, t.id),
  ],
).enableRLS();

/** The offer's equipment (its equipments tab; the equipment's offers tab the other way). */
export const offerEquipments = pgTable(
  'offer_equipments',
  {
    tenantId: tenantId(),
    offer_id: ref('offer_id').notNull(),
    equipment_id: ref('equipment_id').notNull(),
    createdon: timestamp('createdon', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.offer_id, t.equipment_id] }),
    foreignKey({
      name: 'offer_equipments_offer_fk',
      columns: [t.tenantId, t.offer_id],
      foreignColumns: [offers.tenantId, offers.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'offer_equipments_equipment_fk',
      columns: [t.tenantId, t.equipment_id],
      foreignColumns: [equipments.tenantId, equipments.id],
    }),
    index('offer_equipments_equipment_idx').on(t.tenantId, t.equipment_id, t.offer_id),
    tenantPolicy('offer_equipments'),
  ],
).enableRLS();

/**
 * The answer links sent with an offer (POST offers/{id}/send; spec 02 §4 "customer responds through a token
 * link"). Only the SHA-256 of the token is kept: a copy of the table cannot answer offers. A link works once and
 * until expiresat (the end of the offer's valid-until day in Europe/Oslo); a new sending makes a new link and the
 * older links of the offer stop working.
 */
export const offerTokens = pgTable(
  'offer_tokens',
  {
    tenantId: tenantId(),
    id: bigint('id', { mode: 'number' }).generatedByDefaultAsIdentity(),
    offer_id: ref('offer_id').notNull(),
    tokenhash: text('tokenhash').notNull(),
    expiresat: timestamp('expiresat', { withTimezone: true }).notNull(),
    usedat: timestamp('usedat', { withTimezone: true }),
    revokedat: timestamp('revokedat', { withTimezone: true }),
    sentto: text('sentto'),
    createdby: ref('createdby').references(() => users.id, { onDelete: 'set null' }),
    createdon: timestamp('createdon', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('offer_tokens_hash_uq').on(t.tenantId, t.tokenhash),
    foreignKey({
      name: 'offer_tokens_offer_fk',
      columns: [t.tenantId, t.offer_id],
      foreignColumns: [offers.tenantId, offers.id],
    }).onDelete('cascade'),
    index('offer_tokens_offer_idx').on(t.tenantId, t.offer_id),
    tenantPolicy('offer_tokens'),
  ],
).enableRLS();

/** The customer's answer to an offer (issue 7: name, time, address, comment); the latest one is shown. */
export const offerResponses = pgTable(
  'offer_responses',
  {
    tenantId: tenantId(),
    id: bigint('id', { mode: 'number' }).generatedByDefaultAsIdentity(),
    offer_id: ref('offer_id').notNull(),
    token_id: ref('token_id'),
    accepted: boolean('accepted').notNull(),
    name: text('name').notNull(),
    comment: text('comment'),
    ipaddress: text('ipaddress'),
    useragent: text('useragent'),
    respondedat: timestamp('respondedat', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'offer_responses_offer_fk',
      columns: [t.tenantId, t.offer_id],
      foreignColumns: [offers.tenantId, offers.id],
    }).onDelete('cascade'),
    index('offer_responses_offer_idx').on(t.tenantId, t.offer_id, t.id),
    tenantPolicy('offer_responses'),
  ],
).enableRLS();
