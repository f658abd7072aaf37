import type { DrainfillReport, FgasReport } from '@suite/shared/fgas/index';
import { api } from '../../platform/api';

export type FgasKindRoute = 'f_gas_reports' | 'drainfill_reports';

export type FgasFilter = {
  from?: string;
  to?: string;
  customer_id?: number;
  refrigerant_id?: number;
  limit?: number;
};

export const fgasApi = {
  fgas: (filter: FgasFilter) => api.post<FgasReport>('f_gas_reports/list', filter),
  drainfill: (filter: FgasFilter) => api.post<DrainfillReport>('drainfill_reports/list', filter),
};

export const fgasKeys = {
  report: (kind: FgasKindRoute, filter: FgasFilter) => ['reports', kind, filter] as const,
};
