import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { recordColumns, tenantId, tenantPolicy } from '../../db/tenant-table';
import { users } from '../../platform/auth/auth.table';
import { departments } from '../../platform/users/users.table';
import { orders } from '../orders/orders.table';
import { absenctypes, worktypes } from '../settings/settings.table';

const ref = (name: string) => bigint(name, { mode: 'number' });

/**
 * spec 02 §3 "Hours": an entry of one employee on one date, of a work type or an absence type, optionally on an
 * order, with start, end and break or a typed amount (hours, 2 decimals). `state` is one of the spec's four
 * (not_delivered, delivered, approved, not_approved); the not-approved comment goes back to the employee.
 * The employee's department is kept on the entry (the approval lists filter by it; the hour price of a department
 * is the one of the department the hour was worked for).
 */
export const hours = pgTable(
  'hours',
  {
    tenantId: tenantId(),
    id: bigint('id', { mode: 'number' }).generatedByDefaultAsIdentity(),
    user_id: ref('user_id')
      .notNull()
      .references(() => users.id),
    date: date('date').notNull(),
    starttime: text('starttime'),
    endtime: text('endtime'),
    breakminutes: integer('breakminutes').notNull().default(0),
    amount: numeric('amount', { precision: 5, scale: 2 }).notNull(),
    worktype_id: ref('worktype_id'),
    absencetype_id: ref('absencetype_id'),
    order_id: ref('order_id'),
    department_id: ref('department_id'),
    description: text('description'),
    additions: bigint('additions', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'::bigint[]`),
    state: smallint('state').notNull().default(0),
    comment: text('comment'),
    deliveredon: timestamp('deliveredon', { withTimezone: true }),
    approvedon: timestamp('approvedon', { withTimezone: true }),
    approvedby: ref('approvedby').references(() => users.id, { onDelete: 'set null' }),
    createdby: ref('createdby').references(() => users.id, { onDelete: 'set null' }),
    ...recordColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'hours_worktype_fk',
      columns: [t.tenantId, t.worktype_id],
      foreignColumns: [worktypes.tenantId!, worktypes.id!],
    }),
    foreignKey({
      name: 'hours_absencetype_fk',
      columns: [t.tenantId, t.absencetype_id],
      foreignColumns: [absenctypes.tenantId!, absenctypes.id!],
    }),
    foreignKey({
      name: 'hours_order_fk',
      columns: [t.tenantId, t.order_id],
      foreignColumns: [orders.tenantId, orders.id],
    }),
    foreignKey({
      name: 'hours_department_fk',
      columns: [t.tenantId, t.department_id],
      foreignColumns: [departments.tenantId, departments.id],
    }),
    // Exactly one of work type and absence type; state 0 not delivered, 1 delivered, 2 approved, 3 not approved.
    check('hours_kind_ck', sql`(${t.worktype_id} is null) <> (${t.absencetype_id} is null)`),
    check('hours_state_ck', sql`${t.state} between 0 and 3`),
    check('hours_amount_ck', sql`${t.amount} > 0 and ${t.amount} <= 24`),
    // The week of one employee and the month lists of everyone: (tenant, user, date) and (tenant, date, user).
    index('hours_user_date_idx').on(t.tenantId, t.user_id, t.date),
    index('hours_date_idx').on(t.tenantId, t.date, t.user_id, t.id),
    index('hours_order_idx')
      .on(t.tenantId, t.order_id, t.date)
      .where(sql`${t.order_id} is not null`),
    tenantPolicy('hours'),
  ],
).enableRLS();

/** A locked month of a tenant (spec 02 §4 "Months can be locked and unlocked"): no hours of it change. */
export const hourLockedMonths = pgTable(
  'hour_locked_months',
  {
    tenantId: tenantId(),
    year: smallint('year').notNull(),
    month: smallint('month').notNull(),
    lockedon: timestamp('lockedon', { withTimezone: true }).notNull().defaultNow(),
    lockedby: ref('lockedby').references(() => users.id, { onDelete: 'set null' }),
    automatic: boolean('automatic').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.year, t.month] }),
    check('hour_locked_months_month_ck', sql`${t.month} between 1 and 12`),
    tenantPolicy('hour_locked_months'),
  ],
).enableRLS();
