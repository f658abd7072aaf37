// The lists the hour screens pick from, under the same query keys as the record forms' lookups (one cache): work
// types, absence types, hour additions, departments ({x}/get_active) and the users lookup (GET users). Kept here
// rather than imported from leads/record-lookups so the order page's hours tab does not pull the leads texts.
import type { UserLookupItem } from '@suite/shared/employees/employee.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../platform/api';

export type LookupItem = { id: number; name?: string | null; isactive?: boolean; requiresapproval?: boolean };

/** Active items of a settings list (worktypes, absenctypes, houradditions, departments). */
export function useActiveList(resource: string) {
  return useQuery({ ...activeListQuery(resource), staleTime: 60_000, retry: false });
}

/** The key and request of useActiveList (also started early, first-request.ts). */
export function activeListQuery(resource: string) {
  return {
    queryKey: ['resource', resource.toLowerCase(), 'active', []],
    queryFn: () => api.post<LookupItem[]>(`${resource}/get_active`, {}, { silent: true }),
  };
}

/** The company's users a picker may offer (GET users). */
export function useUsers() {
  return useQuery({ ...usersQuery(), staleTime: 60_000, retry: false });
}

/** The key and request of useUsers (also started early, first-request.ts). */
export function usersQuery() {
  return {
    queryKey: ['users', 'other'],
    queryFn: () => api.get<UserLookupItem[]>('users', { purpose: 'other' }, { silent: true }),
  };
}
