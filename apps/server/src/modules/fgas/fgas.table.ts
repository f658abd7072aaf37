import {
  bigint,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { tenantId, tenantPolicy } from '../../db/tenant-table';
import { checklists } from '../checklists/checklists.table';
import { equipments } from '../equipment/equipment.table';

const ref = (name: string) => bigint(name, { mode: 'number' });
const kg = (name: string) => numeric(name, { precision: 18, scale: 6 });

/**
 * F-gas records (issue 8; spec 02 §7 leakageordisposals): one row per drain-and-fill (29), leakage (30) and
 * repair/disposal (31) answer of a checklist. The rows are the checklist's answers in table form, replaced in the
 * same transaction whenever the checklist's answers are written (create, save, complete), so the F-gas reports read
 * rows instead of parsing every checklist. Going with the checklist (cascade); an equipment that has records is
 * not deleted (400 inUse): the regulation wants them kept.
 */
export const leakageordisposals = pgTable(
  'leakageordisposals',
  {
    tenantId: tenantId(),
    id: bigint('id', { mode: 'number' }).generatedByDefaultAsIdentity(),
    checklist_id: ref('checklist_id').notNull(),
    /** The checklist's module (1 order, 3 equipment ...) and record. */
    module: integer('module').notNull(),
    record_id: ref('record_id').notNull(),
    property_name: text('property_name').notNull(),
    /** drainandfill, leakage or repairdisposal. */
    type: text('type').notNull(),
    equipment_id: ref('equipment_id'),
    /** The refrigerant of the answer (else the equipment's), matched to the settings list by name. */
    refrigerant_id: ref('refrigerant_id'),
    refrigerantname: text('refrigerantname'),
    /** kg added and recovered. */
    added: kg('added'),
    recovered: kg('recovered'),
    /** Leak-check result of a leakage answer: none, found, repaired. */
    leakresult: text('leakresult'),
    /** Repair or disposal (type 31). */
    action: text('action'),
    date: date('date').notNull(),
    technician_id: ref('technician_id'),
    technician_name: text('technician_name'),
    comment: text('comment'),
    /** The answer as given. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdon: timestamp('createdon', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'leakageordisposals_checklist_fk',
      columns: [t.tenantId, t.checklist_id],
      foreignColumns: [checklists.tenantId, checklists.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'leakageordisposals_equipment_fk',
      columns: [t.tenantId, t.equipment_id],
      foreignColumns: [equipments.tenantId, equipments.id],
    }),
    index('leakageordisposals_checklist_idx').on(t.tenantId, t.checklist_id),
    index('leakageordisposals_equipment_idx').on(t.tenantId, t.equipment_id, t.date),
    index('leakageordisposals_date_idx').on(t.tenantId, t.date),
    tenantPolicy('leakageordisposals'),
  ],
).enableRLS();
