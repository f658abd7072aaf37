import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { withTenant } from '../../db/tenant';
import { users } from '../auth/auth.table';
import { memberships } from './users.table';

// spec 02 §3 "Employee and user": PIN, external number, date of birth, wages, overtime and certificate of the
// demo members (by username).
const EMPLOYEE_FIELDS: Record<string, Partial<typeof memberships.$inferInsert>> = {
  admin: {
    pin: '1357',
    externalEmployeeNumber: '1001',
    dateOfBirth: '1979-04-12',
    wages: '465.00',
    overtime50: '697.50',
    overtime100: '930.00',
  },
  office: {
    pin: '2468',
    externalEmployeeNumber: '1002',
    dateOfBirth: '1988-11-03',
    wages: '385.00',
    overtime50: '577.50',
    overtime100: '770.00',
  },
  tech: {
    pin: '4711',
    externalEmployeeNumber: '1003',
    dateOfBirth: '1991-06-27',
    wages: '412.00',
    overtime50: '618.00',
    overtime100: '824.00',
    // Refrigeration technicians carry an F-gas certificate (category I).
    certificateNumber: 'F-gass kat. I 2019-0457',
  },
  superadmin: { isEmployee: false },
};

/** Fills the employee fields of a tenant's demo members. */
export async function seedEmployeeFields(db: Db, tenantId: number): Promise<void> {
  await withTenant(db, tenantId, async (tx) => {
    const members = await tx
      .select({ userId: users.id, username: users.username })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(memberships.tenantId, tenantId));
    for (const m of members) {
      const fields = EMPLOYEE_FIELDS[m.username];
      if (!fields) continue;
      await tx
        .update(memberships)
        .set(fields)
        .where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, m.userId)));
    }
  });
}
