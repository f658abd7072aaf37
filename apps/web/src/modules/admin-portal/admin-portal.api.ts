// Calls of the admin portal (docs/api-contract.md "Admin portal"; super admin only, others get 403).
import { api } from '../../platform/api';
import type { PortalTenant, PortalUser } from './admin-portal.logic';
import type { RoleId } from '@suite/shared/users/user-access.schema';

const silent = { silent: true } as const;

export const portalKeys = {
  tenants: ['adminportal', 'tenants'] as const,
  users: ['adminportal', 'users'] as const,
};

export const portalApi = {
  tenants: () => api.get<PortalTenant[]>('adminportal/tenants'),
  createTenant: (body: {
    domain: string;
    name: string;
    enabledmodules: string[];
    enabledintegrations: string[];
  }) => api.post<PortalTenant>('adminportal/tenants', body, silent),
  updateTenant: (
    id: number,
    body: { name: string; enabledmodules: string[]; enabledintegrations: string[]; version: number },
  ) => api.put<PortalTenant>(`adminportal/tenants/${id}`, body, silent),
  users: () => api.get<PortalUser[]>('adminportal/users'),
  createUser: (body: {
    username: string;
    email: string;
    name: string;
    password: string;
    issuperadmin: boolean;
  }) => api.post<PortalUser>('adminportal/users', body, silent),
  saveMembership: (body: { userid: number; domain: string; role_id: RoleId; isadmin: boolean }) =>
    api.put<unknown>('adminportal/memberships', body),
  removeMembership: (body: { userid: number; domain: string }) =>
    api.del<unknown>('adminportal/memberships', body),
};
