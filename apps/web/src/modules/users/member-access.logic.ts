// Pure helpers of the member access screen (GET userpermissions, PUT userpermissions/{userid}).
import type { MemberAccess } from '@suite/shared/users/user-access.schema';

/** One member of the tenant as GET userpermissions answers it. */
export type Member = {
  userid: number;
  username: string;
  name: string;
  email: string;
  role_id: 1 | 2 | 3 | null;
  isadmin: boolean;
  userrole_id: number | null;
  departmentids: number[];
};

/** Members whose name, username or e-mail contains the search text (case and surrounding spaces ignored). */
export function filterMembers(members: readonly Member[], text: string): Member[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...members];
  return members.filter((m) =>
    [m.name, m.username, m.email].some((v) => (v ?? '').toLowerCase().includes(needle)),
  );
}

/** The form values of a member; a member without a role gets office (2), the least surprising default. */
export function memberAccessOf(member: Member): MemberAccess {
  return {
    role_id: member.role_id ?? 2,
    isadmin: member.isadmin,
    userrole_id: member.userrole_id ?? null,
    departmentids: [...(member.departmentids ?? [])],
  };
}

/** Every id the lookups must include even when inactive, so assigned values still show a name. */
export function referencedIds(members: readonly Member[]): { userroles: number[]; departments: number[] } {
  const roles = new Set<number>();
  const departments = new Set<number>();
  for (const m of members) {
    if (m.userrole_id) roles.add(m.userrole_id);
    for (const id of m.departmentids ?? []) departments.add(id);
  }
  return { userroles: [...roles].sort((a, b) => a - b), departments: [...departments].sort((a, b) => a - b) };
}

/** Names of the given ids joined for a grid cell; unknown ids are skipped. */
export function namesOf(ids: readonly number[], names: ReadonlyMap<number, string>): string {
  return ids
    .map((id) => names.get(id))
    .filter((n): n is string => Boolean(n))
    .join(', ');
}
