// The generic resource calls (docs/api-contract.md) and their TanStack Query keys. Every settings list talks to the
// server only through these, so the ~150 lists share one data seam.
import { api } from '../../platform/api';
import type { ListRequest, ListResponse, ResourceRow } from './resource.types';

// Callers show field errors and the stale-save message themselves (spec 01 §8 global reactions stay for 401/409).
const silent = { silent: true } as const;

export const resourceApi = {
  list: <T extends ResourceRow>(resource: string, body: ListRequest) =>
    api.post<ListResponse<T>>(`${resource}/list`, body),
  getActive: <T extends ResourceRow>(resource: string, ids?: number[]) =>
    api.post<T[]>(`${resource}/get_active`, ids && ids.length > 0 ? { ids } : {}),
  get: <T extends ResourceRow>(resource: string, id: number) => api.get<T>(`${resource}/${id}`),
  create: <T extends ResourceRow>(resource: string, body: Record<string, unknown>) =>
    api.post<T>(resource, body, silent),
  update: <T extends ResourceRow>(resource: string, id: number, body: Record<string, unknown>) =>
    api.put<T>(`${resource}/${id}`, body, silent),
  remove: (resource: string, ids: number[]) => api.del<unknown>(resource, { ids }),
};

/** Query keys: everything of one resource lives under ['resource', name] so one invalidation refreshes it all. */
export const resourceKeys = {
  all: (resource: string) => ['resource', resource.toLowerCase()] as const,
  list: (resource: string, body: ListRequest) => [...resourceKeys.all(resource), 'list', body] as const,
  active: (resource: string) => [...resourceKeys.all(resource), 'active'] as const,
  item: (resource: string, id: number) => [...resourceKeys.all(resource), 'item', id] as const,
};
