// Pure helpers of the admin portal (super admins only, spec 01 §6).
import type { RoleId } from '@suite/shared/users/user-access.schema';

export type PortalTenant = {
  id: number;
  domain: string;
  name: string;
  enabledmodules: string[];
  enabledintegrations: string[];
  usercount: number;
  createdon: string;
  version: number;
};

export type PortalMembership = { domain: string; tenantname: string; role_id: RoleId; isadmin: boolean };

export type PortalUser = {
  id: number;
  username: string;
  name: string;
  email: string;
  issuperadmin: boolean;
  memberships: PortalMembership[];
};

const contains = (values: (string | undefined | null)[], text: string) => {
  const needle = text.trim().toLowerCase();
  return !needle || values.some((v) => (v ?? '').toLowerCase().includes(needle));
};

/** Tenants whose name or domain contains the search text. */
export function filterTenants(tenants: readonly PortalTenant[], text: string): PortalTenant[] {
  return tenants.filter((t) => contains([t.name, t.domain], text));
}

/** Users found by name, username, e-mail or the name or domain of a tenant they belong to. */
export function filterUsers(users: readonly PortalUser[], text: string): PortalUser[] {
  return users.filter((u) =>
    contains([u.name, u.username, u.email, ...u.memberships.flatMap((m) => [m.tenantname, m.domain])], text),
  );
}

/** Tenants a user can still be added to, by name. */
export function tenantsToJoin(tenants: readonly PortalTenant[], user: PortalUser): PortalTenant[] {
  const member = new Set(user.memberships.map((m) => m.domain));
  return tenants.filter((t) => !member.has(t.domain)).sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * A domain proposed from the company name while the domain is still untouched:
 * 'Fjord Service AS' -> 'fjord-service-as' (Norwegian letters spelled out as in domain names).
 */
export function domainFromName(name: string): string {
  return name
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/å/g, 'a')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 63)
    .replace(/-+$/, '');
}
