import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { recordColumns, tenantId, tenantPolicy } from '../../db/tenant-table';
import { sessions } from '../../platform/auth/auth.table';

const ref = (name: string) => bigint(name, { mode: 'number' });

/**
 * spec 02 §3 "Checklist": a form (checklist template) of the form builder. With enableversion, changing a form that
 * filled checklists use makes a new row (formversion + 1, parent_form_id the first version's id) and the old row
 * stops being the latest: filled checklists keep pointing at the version they were filled on.
 */
export const checklistForms = pgTable(
  'checklist_forms',
  {
    tenantId: tenantId(),
    id: bigint('id', { mode: 'number' }).generatedByDefaultAsIdentity(),
    parent_form_id: ref('parent_form_id'),
    formversion: integer('formversion').notNull().default(1),
    islatest: boolean('islatest').notNull().default(true),
    name: text('name').notNull(),
    description: text('description'),
    category_id: ref('category_id'),
    period_id: ref('period_id'),
    headerid: ref('headerid'),
    footerid: ref('footerid'),
    checkpointlabels: jsonb('checkpointlabels').$type<Record<string, string>>(),
    /** The boolean flags of spec 02 §3 "Checklist" (ismachineservicechecklist, enableversion ...). */
    flags: jsonb('flags').$type<Record<string, boolean>>().notNull().default({}),
    updatedby_name: text('updatedby_name'),
    ...recordColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('checklist_forms_latest_idx').on(t.tenantId, t.islatest, t.name),
    tenantPolicy('checklist_forms'),
  ],
).enableRLS();

/** A form's fields (spec 02 §7 formproperties/get_by_form/{formId}): the common attributes as columns, the type's
 * own attributes (options, subitems, grid_data ...) in attrs. */
export const checklistFormProperties = pgTable(
  'checklist_form_properties',
  {
    tenantId: tenantId(),
    id: bigint('id', { mode: 'number' }).generatedByDefaultAsIdentity(),
    form_id: ref('form_id').notNull(),
    sortorder: integer('sortorder').notNull(),
    name: text('name').notNull(),
    label: text('label').notNull().default(''),
    type: integer('type').notNull(),
    columns: integer('columns').notNull().default(12),
    /** JSON text as given: invalid JSON reads as {} (spec 02 §5). */
    default_value: text('default_value'),
    attrs: jsonb('attrs').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'checklist_form_properties_form_fk',
      columns: [t.tenantId, t.form_id],
      foreignColumns: [checklistForms.tenantId, checklistForms.id],
    }).onDelete('cascade'),
    index('checklist_form_properties_form_idx').on(t.tenantId, t.form_id, t.sortorder),
    tenantPolicy('checklist_form_properties'),
  ],
).enableRLS();

/**
 * A filled checklist. ONE table for every module (spec 02 §3 module codes 1 order ... 24 production order):
 * checklistmodule + record_id name the record. Decision: the nine bases of spec 02 §7 differ only in which record
 * they hang on, and reports, completion, the checklist API and the files work the same for all; one table keeps
 * one code path, and a new module needs no migration. The price is no foreign key to the record: the base checks
 * the record exists in the tenant when a checklist is created (like the files table does).
 */
export const checklists = pgTable(
  'checklists',
  {
    tenantId: tenantId(),
    id: bigint('id', { mode: 'number' }).generatedByDefaultAsIdentity(),
    form_id: ref('form_id').notNull(),
    checklistmodule: integer('checklistmodule').notNull(),
    record_id: ref('record_id').notNull(),
    name: text('name').notNull(),
    /** 1 draft, 2 completed, 3 inactive (spec 02 §3). */
    status: integer('status').notNull().default(1),
    /** The answers as JSON text, keyed by field name; invalid JSON (imported data) reads as {} (spec 02 §5). */
    data: text('data').notNull().default('{}'),
    createdby: ref('createdby'),
    updatedby_name: text('updatedby_name'),
    completedon: timestamp('completedon', { withTimezone: true }),
    completedby_name: text('completedby_name'),
    ...recordColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'checklists_form_fk',
      columns: [t.tenantId, t.form_id],
      foreignColumns: [checklistForms.tenantId, checklistForms.id],
    }),
    index('checklists_record_idx').on(t.tenantId, t.checklistmodule, t.record_id, t.id),
    index('checklists_form_idx').on(t.tenantId, t.form_id),
    tenantPolicy('checklists'),
  ],
).enableRLS();

/**
 * Platform table: checklist API access tokens (spec 02 §9: kept about 4 days). Only the SHA-256 of the token is
 * stored; the token dies with the session it was issued to (sign-out deletes the session), and at expiresat.
 */
export const checklistApiTokens = pgTable(
  'checklist_api_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionHash: text('session_hash')
      .notNull()
      .references(() => sessions.idHash, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    tenantId: bigint('tenant_id_bound', { mode: 'number' }).notNull(),
    expiresat: timestamp('expiresat', { withTimezone: true }).notNull(),
  },
  (t) => [index('checklist_api_tokens_session_idx').on(t.sessionHash)],
);
