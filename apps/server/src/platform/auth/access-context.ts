import { and, eq } from 'drizzle-orm';
import type { AccessContext, RoleId, UserDetails } from '@suite/shared';
import { systemConfigurationSchema, type SystemConfigurationValue } from '@suite/shared';
import type { Tx } from '../../db/tenant';
import { tenants, tenantSettings } from '../tenants/tenants.table';
import { memberships, userroles } from '../users/users.table';
import { users } from './auth.table';

/** Everything about the signed-in user in the current tenant that authorisation and the client need. */
export type SessionUser = {
  userId: number;
  tenantId: number;
  domain: string;
  tenantName: string;
  details: UserDetails;
  access: AccessContext;
  config: SystemConfigurationValue;
};

export function parseSystemConfiguration(value: unknown): SystemConfigurationValue {
  const r = systemConfigurationSchema.safeParse(value ?? {});
  return r.success ? r.data : systemConfigurationSchema.parse({});
}

/**
 * Loads the user's identity, membership, permission set and the tenant's configuration (platform transaction:
 * runs before the tenant is known to be the user's). Null when the user is not a member of the tenant and not a
 * super admin, or is inactive.
 */
export async function loadSessionUser(tx: Tx, userId: number, tenantId: number): Promise<SessionUser | null> {
  const [row] = await tx
    .select({
      user: users,
      tenant: tenants,
      membership: memberships,
      permissions: userroles.permissions,
      config: tenantSettings.value,
    })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, tenantId))
    .leftJoin(memberships, and(eq(memberships.tenantId, tenants.id), eq(memberships.userId, users.id)))
    .leftJoin(
      userroles,
      and(
        eq(userroles.tenantId, tenants.id),
        eq(userroles.id, memberships.userroleId),
        eq(userroles.isactive, true),
      ),
    )
    .leftJoin(
      tenantSettings,
      and(eq(tenantSettings.tenantId, tenants.id), eq(tenantSettings.key, 'systemconfiguration')),
    )
    .where(eq(users.id, userId));
  if (!row || !row.user.isactive) return null;
  const m = row.membership;
  if ((!m || !m.isactive) && !row.user.issuperadmin) return null;

  const available = await tx
    .select({ domain: tenants.domain, name: tenants.name })
    .from(memberships)
    .innerJoin(tenants, eq(tenants.id, memberships.tenantId))
    .where(and(eq(memberships.userId, userId), eq(memberships.isactive, true)))
    .orderBy(tenants.name);
  const availabletenants: Record<string, string> = {};
  for (const t of available) availabletenants[t.domain] = t.name;
  availabletenants[row.tenant.domain] = row.tenant.name;

  const config = parseSystemConfiguration(row.config);
  const roleId = (m?.roleId ?? (row.user.issuperadmin ? 1 : null)) as RoleId | null;
  // A super admin without a membership acts as administrator of the tenant they opened.
  const isadmin = Boolean(m?.isadmin) || roleId === 1 || row.user.issuperadmin;
  const permissions = row.permissions ?? [];
  const access: AccessContext = {
    isadmin,
    issuperadmin: row.user.issuperadmin,
    role_id: roleId,
    permissions,
    enabledmodules: config.enabledmodules,
    enabledintegrations: config.enabledintegrations,
    enableticketingsolution: config.enableticketingsolution,
    consider_order_as_offer: config.consider_order_as_offer,
    defaultinspectiontype: config.defaultinspectiontype,
  };
  const details: UserDetails = {
    id: row.user.id,
    name: row.user.name,
    role_id: roleId,
    email: row.user.email,
    username: row.user.username,
    isadmin,
    issuperadmin: row.user.issuperadmin,
    issharepointuser: false,
    domain: row.tenant.domain,
    customerdomain: row.tenant.domain,
    issharepointuserfromanotherdomain: false,
    initial: m?.initial ?? initials(row.user.name),
    employeesidwhomiamhr: [],
    default_dashboard: config.dashboardoptions,
    departmentids: m?.departmentids ?? [],
    employee_departmentid: m?.employeeDepartmentId ?? null,
    changelogmd5: '',
    default_map_navigation: 'device_based',
    equipmentsaveasprivateview: false,
    permissions,
    availabletenants,
  };
  return {
    userId,
    tenantId,
    domain: row.tenant.domain,
    tenantName: row.tenant.name,
    details,
    access,
    config,
  };
}

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 3)
    .map((p) => p[0]!.toUpperCase())
    .join('');
}

/** The tenant a user lands in at sign-in: the last one used if still a member, else the first by name. */
export async function defaultTenantFor(
  tx: Tx,
  userId: number,
  lastTenantId: number | null,
): Promise<number | null> {
  const rows = await tx
    .select({ id: memberships.tenantId })
    .from(memberships)
    .innerJoin(tenants, eq(tenants.id, memberships.tenantId))
    .where(and(eq(memberships.userId, userId), eq(memberships.isactive, true)))
    .orderBy(tenants.name);
  if (rows.some((r) => r.id === lastTenantId)) return lastTenantId;
  if (rows[0]) return rows[0].id;
  const [u] = await tx.select({ su: users.issuperadmin }).from(users).where(eq(users.id, userId));
  if (u?.su) {
    const [t] = await tx.select({ id: tenants.id }).from(tenants).orderBy(tenants.id).limit(1);
    return t?.id ?? null;
  }
  return null;
}

export async function tenantIdByDomain(tx: Tx, domain: string): Promise<number | null> {
  const [t] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.domain, domain));
  return t?.id ?? null;
}
