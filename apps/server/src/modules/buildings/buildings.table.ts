import { bigint, foreignKey, index, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { recordColumns, tenantId, tenantPolicy } from '../../db/tenant-table';
import { customers } from '../customers/customers.table';

/** Buildings (spec 01 §2 /buildings). Column names are the API's field names. */
export const buildings = pgTable(
  'buildings',
  {
    tenantId: tenantId(),
    id: bigint('id', { mode: 'number' }).generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    customerid: bigint('customerid', { mode: 'number' }),
    address: text('address'),
    zip: text('zip'),
    city: text('city'),
    latitude: numeric('latitude', { precision: 9, scale: 6 }),
    longitude: numeric('longitude', { precision: 9, scale: 6 }),
    buildingnumber: bigint('buildingnumber', { mode: 'number' }),
    municipalitynumber: text('municipalitynumber'),
    gardsnummer: integer('gardsnummer'),
    bruksnummer: integer('bruksnummer'),
    festenummer: integer('festenummer'),
    seksjonsnummer: integer('seksjonsnummer'),
    yearbuilt: integer('yearbuilt'),
    area: numeric('area', { precision: 12, scale: 2 }),
    notes: text('notes'),
    hourdiscount: numeric('hourdiscount', { precision: 5, scale: 2 }),
    materialdiscount: numeric('materialdiscount', { precision: 5, scale: 2 }),
    ...recordColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // The default sort of the list (name ascending, id as tie-breaker).
    index('buildings_name_idx').on(t.tenantId, t.name, t.id),
    // A customer's buildings (customer tab, order forms).
    index('buildings_customer_idx').on(t.tenantId, t.customerid),
    // A customer that still has buildings is not deleted ('inUse: buildings').
    foreignKey({
      name: 'buildings_customer_fk',
      columns: [t.tenantId, t.customerid],
      foreignColumns: [customers.tenantId, customers.id],
    }),
    tenantPolicy('buildings'),
  ],
).enableRLS();
