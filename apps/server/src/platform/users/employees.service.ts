// Employees (spec 01 §2 /employees, spec 02 §3 "Employee and user"): the members of a tenant with their user
// and employee fields. Reads run in the tenant transaction (RLS). Writes also touch the global user identity
// (platform table users, which the application role may not write), so they run in one explicit platform
// transaction with every statement limited to the signed-in user's tenant, like the admin portal.
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type {
  Employee,
  EmployeeUpdateValues,
  EmployeeValues,
  UserLookupItem,
} from '@suite/shared/employees/employee.schema';
import { EMPLOYEE_DEFAULT_SORT, suggestInitials } from '@suite/shared/employees/employee.schema';
import type { RecordListInput } from '@suite/shared/validation/record-inputs';
import { isAdmin, isUserSelectable } from '@suite/shared/users/permissions';
import type { Db } from '../../db/connection';
import { withPlatform, type Tx } from '../../db/tenant';
import { cappedTotal, iso, listOrder, listWhere, num, type ListColumns } from '../resources/record-list';
import type { SessionUser } from '../auth/access-context';
import { users } from '../auth/auth.table';
import { hashPassword } from '../auth/passwords';
import { badRequest, notFound, staleVersion, type FieldError } from '../errors';
import type { Ctx } from '../request-context';
import { departments, memberships, userroles } from './users.table';

const columns: ListColumns = {
  id: users.id,
  name: users.name,
  username: users.username,
  email: users.email,
  initial: memberships.initial,
  role_id: memberships.roleId,
  isadmin: memberships.isadmin,
  external_employee_number: memberships.externalEmployeeNumber,
  employee_departmentid: memberships.employeeDepartmentId,
  is_employee: memberships.isEmployee,
  isactive: memberships.isactive,
  createdon: memberships.createdon,
};

const searchColumns = [
  users.name,
  users.username,
  users.email,
  memberships.initial,
  memberships.externalEmployeeNumber,
];

type MembershipRow = typeof memberships.$inferSelect;
type Selected = {
  m: MembershipRow;
  name: string;
  username: string;
  email: string;
  departmentname: string | null;
};

function selectEmployees(tx: Tx) {
  return tx
    .select({
      m: memberships,
      name: users.name,
      username: users.username,
      email: users.email,
      departmentname: departments.name,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(
      departments,
      and(
        eq(departments.tenantId, memberships.tenantId),
        eq(departments.id, memberships.employeeDepartmentId),
      ),
    );
}

function toApi(row: Selected, identityeditable = false): Employee {
  const m = row.m;
  return {
    id: m.userId,
    name: row.name,
    username: row.username,
    email: row.email,
    role_id: (m.roleId ?? null) as Employee['role_id'],
    isadmin: m.isadmin,
    userrole_id: m.userroleId,
    departmentids: m.departmentids,
    employee_departmentid: m.employeeDepartmentId,
    departmentname: row.departmentname,
    initial: m.initial,
    pin: m.pin,
    external_employee_number: m.externalEmployeeNumber,
    is_employee: m.isEmployee,
    isvismaseller: m.isvismaseller,
    date_of_birth: m.dateOfBirth,
    wages: num(m.wages),
    overtime_50: num(m.overtime50),
    overtime_100: num(m.overtime100),
    certificate_number: m.certificateNumber,
    identityeditable,
    isactive: m.isactive,
    version: m.version,
    createdon: iso(m.createdon)!,
  };
}

/**
 * spec 01 §6: non-admins see only employees of their own departments when showonlymydepartmentusers is set, and
 * no Visma sellers. Administrators manage everybody. Answers null when nobody is hidden.
 */
async function visibleUserIds(ctx: Ctx): Promise<number[] | null> {
  if (isAdmin(ctx.user.access) || ctx.user.access.issuperadmin) return null;
  const all = await ctx.tx
    .select({
      userId: memberships.userId,
      departmentids: memberships.departmentids,
      isvismaseller: memberships.isvismaseller,
    })
    .from(memberships)
    .where(eq(memberships.tenantId, ctx.user.tenantId));
  return all
    .filter((m) =>
      isUserSelectable(ctx.user.access, m, {
        showonlymydepartmentusers: ctx.user.config.showonlymydepartmentusers,
        myDepartmentIds: ctx.user.details.departmentids,
      }),
    )
    .map((m) => m.userId);
}

export async function listEmployees(ctx: Ctx, input: RecordListInput) {
  const base: SQL[] = [eq(memberships.tenantId, ctx.user.tenantId)];
  const visible = await visibleUserIds(ctx);
  if (visible) base.push(visible.length ? inArray(memberships.userId, visible) : sql`false`);
  const where = listWhere(base, columns, input, searchColumns);
  const rows = await selectEmployees(ctx.tx)
    .where(where)
    .orderBy(...listOrder(columns, input.sort, EMPLOYEE_DEFAULT_SORT, users.id))
    .limit(input.limit ?? 25)
    .offset(input.skip ?? 0);
  const result: { items: Employee[]; total?: number; totalcapped?: true } = {
    items: rows.map((r) => toApi(r)),
  };
  if (input.count) {
    Object.assign(
      result,
      await cappedTotal(
        ctx.tx,
        ctx.tx
          .select({ one: sql`1` })
          .from(memberships)
          .innerJoin(users, eq(users.id, memberships.userId))
          .where(where),
      ),
    );
  }
  return result;
}

export async function getEmployee(ctx: Ctx, userId: number): Promise<Employee> {
  const visible = await visibleUserIds(ctx);
  const [row] = await selectEmployees(ctx.tx).where(
    and(eq(memberships.tenantId, ctx.user.tenantId), eq(memberships.userId, userId)),
  );
  if (!row || (visible && !visible.includes(userId))) throw notFound();
  return toApi(row);
}

/**
 * Whether a person's username and e-mail may be changed by this tenant: not when they are a super admin or a
 * member of another tenant too, since the identity is theirs across companies (platform read).
 */
export async function isIdentityEditable(db: Db, tenantId: number, userId: number): Promise<boolean> {
  return withPlatform(db, async (tx) => {
    const [u] = await tx.select({ su: users.issuperadmin }).from(users).where(eq(users.id, userId));
    if (!u || u.su) return false;
    const others = await tx
      .select({ id: memberships.id })
      .from(memberships)
      .where(and(eq(memberships.userId, userId), ne(memberships.tenantId, tenantId)))
      .limit(1);
    return others.length === 0;
  });
}

/** spec 01 §3 lookup "users": the tenant's members a picker may offer (spec 01 §6 department and Visma rules). */
export async function lookupUsers(ctx: Ctx, purpose: 'crm_responsible' | 'other' = 'other') {
  const rows = await ctx.tx
    .select({
      id: users.id,
      name: users.name,
      initial: memberships.initial,
      is_employee: memberships.isEmployee,
      isvismaseller: memberships.isvismaseller,
      is_active: memberships.isactive,
      departmentids: memberships.departmentids,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.tenantId, ctx.user.tenantId))
    .orderBy(users.name, users.id);
  return rows
    .filter((u) =>
      isUserSelectable(ctx.user.access, u, {
        showonlymydepartmentusers: ctx.user.config.showonlymydepartmentusers,
        myDepartmentIds: ctx.user.details.departmentids,
        purpose,
      }),
    )
    .map((u): UserLookupItem => ({
      ...u,
      issystemuser: false,
      isnotdigitooluser: false,
    }));
}

type MembershipInput = Partial<
  Pick<
    EmployeeValues,
    | 'role_id'
    | 'isadmin'
    | 'userrole_id'
    | 'departmentids'
    | 'employee_departmentid'
    | 'initial'
    | 'pin'
    | 'external_employee_number'
    | 'is_employee'
    | 'isvismaseller'
    | 'date_of_birth'
    | 'wages'
    | 'overtime_50'
    | 'overtime_100'
    | 'certificate_number'
  >
> & { isactive?: boolean };

/** The tenant's references of a membership (permission set, departments) and unique initials. */
export async function checkMembership(ctx: Ctx, input: MembershipInput, userId?: number): Promise<void> {
  const errors: FieldError[] = [];
  const tenant = ctx.user.tenantId;
  if (input.userrole_id) {
    const [role] = await ctx.tx
      .select({ id: userroles.id })
      .from(userroles)
      .where(and(eq(userroles.tenantId, tenant), eq(userroles.id, input.userrole_id)));
    if (!role) errors.push({ field: 'userrole_id', message: 'invalidData' });
  }
  const deptIds = [...new Set([...(input.departmentids ?? []), input.employee_departmentid ?? 0])].filter(
    Boolean,
  );
  if (deptIds.length) {
    const found = new Set(
      (
        await ctx.tx
          .select({ id: departments.id })
          .from(departments)
          .where(and(eq(departments.tenantId, tenant), inArray(departments.id, deptIds)))
      ).map((d) => d.id),
    );
    if (input.departmentids?.some((d) => !found.has(d))) {
      errors.push({ field: 'departmentids', message: 'invalidData' });
    }
    if (input.employee_departmentid && !found.has(input.employee_departmentid)) {
      errors.push({ field: 'employee_departmentid', message: 'invalidData' });
    }
  }
  if (input.initial && (await initialTaken(ctx.tx, tenant, input.initial, userId))) {
    errors.push({ field: 'initial', message: 'alreadyExists' });
  }
  // An administrator cannot take their own administrator rights away, nor switch themselves off.
  if (userId === ctx.user.userId && !ctx.user.access.issuperadmin) {
    if ((input.role_id !== undefined && input.role_id !== 1) || input.isadmin === false) {
      errors.push({ field: 'role_id', message: 'cannotDemoteYourself' });
    }
    if (input.isactive === false) errors.push({ field: 'isactive', message: 'cannotDeactivateYourself' });
  }
  if (errors.length) throw badRequest(errors);
}

async function initialTaken(tx: Tx, tenantId: number, initial: string, exceptUserId?: number) {
  const [hit] = await tx
    .select({ id: memberships.id })
    .from(memberships)
    .where(
      and(
        eq(memberships.tenantId, tenantId),
        sql`upper(${memberships.initial}) = upper(${initial})`,
        exceptUserId ? ne(memberships.userId, exceptUserId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(hit);
}

const money = (v: number | null | undefined) => (v === undefined ? undefined : v === null ? null : String(v));

/** The membership columns of the API's fields (only those given). */
function membershipColumns(input: MembershipInput): Partial<typeof memberships.$inferInsert> {
  const out: Partial<typeof memberships.$inferInsert> = {
    roleId: input.role_id,
    isadmin: input.isadmin,
    userroleId: input.userrole_id,
    departmentids: input.departmentids,
    employeeDepartmentId: input.employee_departmentid,
    initial: input.initial,
    pin: input.pin,
    externalEmployeeNumber: input.external_employee_number,
    isEmployee: input.is_employee,
    isvismaseller: input.isvismaseller,
    dateOfBirth: input.date_of_birth,
    wages: money(input.wages),
    overtime50: money(input.overtime_50),
    overtime100: money(input.overtime_100),
    certificateNumber: input.certificate_number,
    isactive: input.isactive,
  };
  for (const k of Object.keys(out) as (keyof typeof out)[]) if (out[k] === undefined) delete out[k];
  return out;
}

/** A unique index still refused a write (two saves at once): answer like the check before it would have. */
function mapUniqueViolation(e: unknown): never {
  const cause = ((e as { cause?: unknown }).cause ?? e) as { code?: string; constraint?: string };
  if (cause.code === '23505' && cause.constraint === 'memberships_initial_uq') {
    throw badRequest([{ field: 'initial', message: 'alreadyExists' }]);
  }
  if (cause.code === '23505') throw badRequest([{ field: 'email', message: 'alreadyExists' }]);
  throw e;
}

/**
 * POST employees: adds a member to the tenant. A new e-mail creates the global user too (without a usable
 * password; `invite` is then true and the caller mails a link to set one); a known e-mail adds that person,
 * keeping their own name and username.
 */
export async function createEmployee(
  db: Db,
  session: SessionUser,
  input: EmployeeValues,
): Promise<{ userId: number; invite: boolean }> {
  const tenantId = session.tenantId;
  const email = input.email.trim();
  const username = input.username.trim();
  return withPlatform(db, async (tx) => {
    const matches = await tx
      .select({ id: users.id, email: users.email, username: users.username })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email}) or lower(${users.username}) = lower(${username})`);
    const byEmail = matches.find((u) => u.email.toLowerCase() === email.toLowerCase());
    const byUsername = matches.find((u) => u.username.toLowerCase() === username.toLowerCase());
    if (byUsername && byUsername.id !== byEmail?.id) {
      throw badRequest([{ field: 'username', message: 'alreadyExists' }]);
    }
    let userId = byEmail?.id;
    if (userId) {
      const [member] = await tx
        .select({ id: memberships.id })
        .from(memberships)
        .where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, userId)));
      if (member) throw badRequest([{ field: 'email', message: 'alreadyExists' }]);
    }
    let initial = input.initial ?? null;
    if (!initial) {
      const suggestion = suggestInitials(input.name);
      initial = suggestion && !(await initialTaken(tx, tenantId, suggestion)) ? suggestion : null;
    }
    try {
      if (!userId) {
        // No usable password until the person sets one through the e-mailed link; verifying against a real
        // hash keeps sign-in timing the same as for any other account.
        const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
        const [u] = await tx
          .insert(users)
          .values({ username, email, name: input.name, passwordHash })
          .returning({ id: users.id });
        userId = u!.id;
      }
      await tx.insert(memberships).values({
        ...membershipColumns({ ...input, initial }),
        tenantId,
        userId,
        roleId: input.role_id,
        isadmin: input.isadmin ?? input.role_id === 1,
      });
    } catch (e) {
      mapUniqueViolation(e);
    }
    return { userId: userId!, invite: !byEmail };
  });
}

/**
 * PUT employees/{id} with the version read (412 when stale). Username and e-mail change only when the identity
 * belongs to this tenant alone (isIdentityEditable); the name is the person's own and may always be corrected.
 */
export async function updateEmployee(
  db: Db,
  session: SessionUser,
  userId: number,
  input: EmployeeUpdateValues,
): Promise<void> {
  const tenantId = session.tenantId;
  const { version, id: _bodyId, name, username, email, ...membership } = input;
  const editable = await isIdentityEditable(db, tenantId, userId);
  await withPlatform(db, async (tx) => {
    const [current] = await tx
      .select({ m: memberships, username: users.username, email: users.email, name: users.name })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, userId)));
    if (!current) throw notFound();
    if (current.m.version !== version) throw staleVersion();
    const identity: { name?: string; username?: string; email?: string } = {};
    if (name !== undefined && name !== current.name) identity.name = name;
    const errors: FieldError[] = [];
    for (const [field, value, now] of [
      ['username', username, current.username],
      ['email', email, current.email],
    ] as const) {
      if (value === undefined || value === now) continue;
      if (!editable) {
        errors.push({ field, message: 'identityShared' });
        continue;
      }
      const column = field === 'email' ? users.email : users.username;
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${column}) = lower(${value})`, ne(users.id, userId)));
      if (taken) errors.push({ field, message: 'alreadyExists' });
      else identity[field] = value;
    }
    if (errors.length) throw badRequest(errors);
    try {
      if (Object.keys(identity).length) {
        await tx
          .update(users)
          .set({ ...identity, version: sql`${users.version} + 1` })
          .where(eq(users.id, userId));
      }
      const [row] = await tx
        .update(memberships)
        .set({
          ...membershipColumns(membership),
          version: sql`${memberships.version} + 1`,
          updatedon: sql`now()`,
        })
        .where(
          and(
            eq(memberships.tenantId, tenantId),
            eq(memberships.userId, userId),
            eq(memberships.version, version),
          ),
        )
        .returning({ id: memberships.id });
      if (!row) throw staleVersion();
    } catch (e) {
      if (e instanceof Error && 'status' in e) throw e;
      mapUniqueViolation(e);
    }
  });
}

/**
 * Employees are deactivated, never deleted: hours, orders and plans keep referring to them. A deactivated member
 * can no longer sign in to this tenant. Nobody can deactivate themselves.
 */
export async function deactivateEmployees(ctx: Ctx, ids: number[]) {
  if (ids.includes(ctx.user.userId)) {
    throw badRequest([{ field: 'ids', message: 'cannotDeactivateYourself' }]);
  }
  const visible = await visibleUserIds(ctx);
  const allowed = visible ? ids.filter((id) => visible.includes(id)) : ids;
  if (!allowed.length) return { deactivated: [] as number[] };
  const rows = await ctx.tx
    .update(memberships)
    .set({ isactive: false, version: sql`${memberships.version} + 1`, updatedon: sql`now()` })
    .where(
      and(
        eq(memberships.tenantId, ctx.user.tenantId),
        inArray(memberships.userId, allowed),
        eq(memberships.isactive, true),
      ),
    )
    .returning({ userId: memberships.userId });
  return { deactivated: rows.map((r) => r.userId) };
}
