import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  foreignKey,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { recordColumns, tenantId, tenantPolicy } from '../../db/tenant-table';
import { users } from '../auth/auth.table';

/** A named permission set (settings screen /userrole). */
export const userroles = pgTable(
  'userroles',
  {
    tenantId: tenantId(),
    id: bigint('id', { mode: 'number' }).generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...recordColumns(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), tenantPolicy('userroles')],
).enableRLS();

export const departments = pgTable(
  'departments',
  {
    tenantId: tenantId(),
    id: bigint('id', { mode: 'number' }).generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    ...recordColumns(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), tenantPolicy('departments')],
).enableRLS();

/**
 * A user's membership of a tenant: role (1 administrator, 2 office, 3 technician), admin flag, permission set,
 * departments and the employee fields of spec 02 §3.
 */
export const memberships = pgTable(
  'memberships',
  {
    tenantId: tenantId(),
    id: bigint('id', { mode: 'number' }).generatedByDefaultAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: smallint('role_id'),
    isadmin: boolean('isadmin').notNull().default(false),
    userroleId: bigint('userrole_id', { mode: 'number' }),
    departmentids: bigint('departmentids', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'::bigint[]`),
    employeeDepartmentId: bigint('employee_departmentid', { mode: 'number' }),
    initial: text('initial'),
    pin: text('pin'),
    externalEmployeeNumber: text('external_employee_number'),
    isEmployee: boolean('is_employee').notNull().default(true),
    // spec 01 §6: Visma sellers are left out of user pickers except as CRM responsible.
    isvismaseller: boolean('isvismaseller').notNull().default(false),
    dateOfBirth: date('date_of_birth'),
    wages: numeric('wages', { precision: 14, scale: 2 }),
    overtime50: numeric('overtime_50', { precision: 14, scale: 2 }),
    overtime100: numeric('overtime_100', { precision: 14, scale: 2 }),
    certificateNumber: text('certificate_number'),
    ...recordColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('memberships_tenant_user_uq').on(t.tenantId, t.userId),
    // Initials identify an employee on plans and hours: unique per tenant, whatever the case.
    uniqueIndex('memberships_initial_uq').on(t.tenantId, sql`upper(${t.initial})`),
    foreignKey({
      name: 'memberships_userrole_fk',
      columns: [t.tenantId, t.userroleId],
      foreignColumns: [userroles.tenantId, userroles.id],
    }),
    foreignKey({
      name: 'memberships_department_fk',
      columns: [t.tenantId, t.employeeDepartmentId],
      foreignColumns: [departments.tenantId, departments.id],
    }),
    tenantPolicy('memberships'),
  ],
).enableRLS();
