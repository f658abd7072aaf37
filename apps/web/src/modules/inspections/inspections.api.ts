// The inspection calls (docs/inspections-api.md, spec 02 §7) and their query keys, under the generic
// ['resource', 'inspections'] keys so a save refreshes the lists, the tabs and the reports at once.
import type {
  Inspection,
  InspectionView,
  inspectionListSchema,
  inspectionReportSchema,
  LastInspectionRow,
  lastInspectionReportSchema,
} from '@suite/shared/inspections/index';
import type { z } from 'zod';
import { api } from '../../platform/api';
import { downloadPosted } from '../../platform/download';
import { resourceKeys } from '../settings/resource.api';
import type { ListRequest, ListResponse } from '../settings/resource.types';

const silent = { silent: true } as const;

/** The bodies as the client writes them (the schemas' inputs; optionalField types its keys as required). */
export type InspectionListInput = Partial<z.input<typeof inspectionListSchema>>;
export type InspectionReportInput = Partial<z.input<typeof inspectionReportSchema>>;
export type LastInspectionReportInput = Partial<z.input<typeof lastInspectionReportSchema>>;

/** A list row: the record as the list answers it. */
export type InspectionRow = Inspection;

/** A row of GET inspections/finalizing: an inspection whose archive report is being made or retried. */
export type FinalizingEntry = {
  inspection_id: number;
  controlnumber: string;
  addedon: string;
  attempts: number;
  lasterror: string | null;
};

export const inspectionKeys = {
  all: resourceKeys.all('inspections'),
  list: (body: unknown) => [...resourceKeys.all('inspections'), 'list', body] as const,
  item: (id: number) => resourceKeys.item('inspections', id),
  view: (id: number) => [...resourceKeys.all('inspections'), 'view', id] as const,
  finalizing: [...resourceKeys.all('inspections'), 'finalizing'] as const,
  report: (body: unknown) => [...resourceKeys.all('inspections'), 'report', body] as const,
  lastReport: (body: unknown) => [...resourceKeys.all('inspections'), 'lastreport', body] as const,
};

/** The list filters of the page, sent beside the grid's paging, search and order. */
export type InspectionFilters = Omit<InspectionListInput, 'skip' | 'limit' | 'count' | 'sort' | 'search'>;

/** The grid's request ({match, search, sort, skip, limit}) as the inspection list takes it (filters at the top). */
export function listBody(request: ListRequest): InspectionListInput {
  const { match, ...rest } = request;
  return { ...(match as InspectionFilters | undefined), ...rest } as InspectionListInput;
}

export const inspectionsApi = {
  list: (request: ListRequest) =>
    api.post<ListResponse<InspectionRow>>('inspections/list', listBody(request)),
  get: (id: number) => api.get<Inspection>(`inspections/${id}`),
  view: (id: number) => api.get<InspectionView>(`inspection/get_view/${id}`),
  remove: (ids: number[]) => api.del<unknown>('inspections', { ids }),
  /** Puts the inspection on the finalizing list and queues the archive job (spec 02 §4). */
  archive: (id: number) => api.post<{ finalizing: true }>(`inspections/${id}/archive`, undefined, silent),
  finalizing: () => api.get<{ items: FinalizingEntry[] }>('inspections/finalizing'),
  report: (body: InspectionReportInput) =>
    api.post<ListResponse<InspectionRow>>('inspection_report/list', body),
  lastReport: (body: LastInspectionReportInput) =>
    api.post<ListResponse<LastInspectionRow>>('equipment_lastinspection_report/list', body),
};

/** A report as XLSX (POST {report}/xlsx with the same filters), saved under the server's file name. */
export function downloadXlsx(
  report: 'inspection_report' | 'equipment_lastinspection_report',
  body: unknown,
  language: string,
): Promise<void> {
  return downloadPosted(`${report}/xlsx`, body, language, `${report}.xlsx`);
}
