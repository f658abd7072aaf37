import { useQuery } from '@tanstack/react-query';
import { api } from '../../platform/api';
import { resourceKeys } from '../settings/resource.api';

export type LookupRow = {
  id: number;
  name?: string;
  number?: string | number | null;
  disabled?: boolean;
  [k: string]: unknown;
};

/**
 * The active items of a lookup list (POST {x}/get_active, spec 01 §7), plus the ids a form shows even when they were
 * deactivated. A list that is not served (yet) answers nothing rather than an error snackbar.
 */
export function useLookup(resource: string, ids: readonly (number | null | undefined | '')[] = []) {
  const keep = [...new Set(ids.filter((id): id is number => typeof id === 'number'))].sort((a, b) => a - b);
  return useQuery({
    queryKey: [...resourceKeys.active(resource), keep],
    queryFn: () =>
      api
        .post<LookupRow[]>(`${resource}/get_active`, keep.length ? { ids: keep } : {}, { silent: true })
        .catch(() => [] as LookupRow[]),
    staleTime: 60_000,
  });
}

/** How a lookup item reads in a select: product groups by number and name, the others by name. */
export function lookupLabel(row: LookupRow): string {
  if (row.number !== undefined && row.number !== null && row.name) return `${row.number} ${row.name}`;
  return String(row.name ?? row.number ?? row.id);
}
