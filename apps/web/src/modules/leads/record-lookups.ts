// Lookups the record forms pick from: supporting lists ({x}/get_active, spec 01 §7) and the users lookup
// (GET users, spec 01 §3/§6). Loaded once and cached; a list that cannot be loaded simply offers nothing.
import type { UserLookupItem } from '@suite/shared/employees/employee.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../platform/api';
import type { SelectOption } from './RecordFields';

export type NamedItem = { id: number; name?: string | null; isactive?: boolean };

/** Active items of a supporting list, plus the ids asked for even when inactive (values already saved). */
export function useActiveList(resource: string, ids: (number | null | undefined)[] = []) {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))].sort((a, b) => a - b);
  return useQuery({
    queryKey: ['resource', resource.toLowerCase(), 'active', wanted],
    queryFn: () =>
      api.post<NamedItem[]>(`${resource}/get_active`, wanted.length ? { ids: wanted } : {}, { silent: true }),
    staleTime: 60_000,
    retry: false,
  });
}

/** The members a picker may offer; 'crm_responsible' keeps the Visma sellers in (spec 01 §6). */
export function useUsers(purpose: 'crm_responsible' | 'other' = 'other') {
  return useQuery({
    queryKey: ['users', purpose],
    queryFn: () => api.get<UserLookupItem[]>('users', { purpose }, { silent: true }),
    staleTime: 60_000,
    retry: false,
  });
}

/** Select options of named items; inactive ones stay choosable only when they are the saved value. */
export function namedOptions(items: NamedItem[] | undefined, current?: unknown): SelectOption[] {
  return (items ?? [])
    .filter((i) => i.isactive !== false || i.id === current)
    .map((i) => ({ value: i.id, label: i.name ?? String(i.id) }));
}

/** Select options of users: active members, plus the saved one even when deactivated. */
export function userOptions(users: UserLookupItem[] | undefined, current?: unknown): SelectOption[] {
  return (users ?? [])
    .filter((u) => u.is_active || u.id === current)
    .map((u) => ({ value: u.id, label: u.initial ? `${u.name} (${u.initial})` : u.name }));
}

/** The name of an id in a list, for list cells. */
export function nameOf(items: NamedItem[] | undefined, id: unknown): string {
  if (id === null || id === undefined) return '';
  return items?.find((i) => i.id === id)?.name ?? '';
}
