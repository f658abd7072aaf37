import type { ProjectDashboard, ProjectReportRow } from '@suite/shared/projects/project.schema';
import { api } from '../../platform/api';

export type ProjectOrderRow = {
  id: number;
  ordernumber: number;
  description: string | null;
  customername: string;
  status: number;
  statusname: string | null;
  startdate: string | null;
  enddate: string | null;
  budget: string | null;
  net: string;
  responsiblename: string | null;
};

export type ProjectReportFilter = {
  customer_id?: number;
  status?: number;
  from?: string;
  to?: string;
  search?: string;
  includeinactive?: boolean;
};

export const projectsApi = {
  dashboard: (id: number) => api.get<ProjectDashboard>(`projects/${id}/dashboard`),
  orders: (id: number) => api.get<ProjectOrderRow[]>(`projects/${id}/orders`),
  report: (kind: 'project_reports' | 'budget_reports', filter: ProjectReportFilter) =>
    api.post<ProjectReportRow[]>(`${kind}/list`, filter),
};

export const projectKeys = {
  dashboard: (id: number) => ['resource', 'projects', 'item', id, 'dashboard'] as const,
  orders: (id: number) => ['resource', 'projects', 'item', id, 'orders'] as const,
  report: (kind: string, filter: ProjectReportFilter) => ['reports', kind, filter] as const,
};
