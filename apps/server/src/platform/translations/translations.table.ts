import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantId, tenantPolicy } from '../../db/tenant-table';

/** A tenant's overrides of the default texts; an empty value falls back to the default. */
export const tenantTranslations = pgTable(
  'tenant_translations',
  {
    tenantId: tenantId(),
    sectionkey: text('sectionkey').notNull(),
    key: text('key').notNull(),
    enValue: text('en_value').notNull().default(''),
    noValue: text('no_value').notNull().default(''),
    poValue: text('po_value').notNull().default(''),
    swValue: text('sw_value').notNull().default(''),
    updatedon: timestamp('updatedon', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.sectionkey, t.key] }), tenantPolicy('tenant_translations')],
).enableRLS();
