// The calls of the checklist screens (spec 02 §7 "Checklists and reports", issue 8): forms in the main API
// (/api/forms), checklists through the checklist API (/checklistapi/, header access-token = the
// checklistapiconfig.accesstoken of the initial load data), the PDF and its sharing in the main API.
import type { ChecklistForm, ChecklistRecord } from '@suite/shared/checklists/index';
import { CHECKLIST_BASES, type ChecklistBase } from '@suite/shared/checklists/checklist-status';
import { initialLoadData, useSession } from '../../platform/session';
import { api, apiLanguage, apiReactions, createApiClient, type ApiClient } from '../../platform/api';

export type ListAnswer<T> = { items: T[]; total?: number; totalcapped?: boolean };

export type FormListRow = Pick<
  ChecklistForm,
  'id' | 'name' | 'category' | 'period' | 'isactive' | 'formversion' | 'updated_on' | 'version'
> & { categoryname?: string | null; periodname?: string | null };

/** A checklist row of the lists (record tabs, /all_order_equipment_checklists, /hms_checklist). */
export type ChecklistRow = Pick<
  ChecklistRecord,
  | 'id'
  | 'form_id'
  | 'name'
  | 'modifiedname'
  | 'status'
  | 'updated_on'
  | 'created_on'
  | 'updated_by_name'
  | 'completed_on'
  | 'checklistmodule'
  | 'record_id'
> & {
  order_id?: number | null;
  equipment_id?: number | null;
  ordernumber?: string | null;
  equipmentname?: string | null;
  customername?: string | null;
};

export type HeaderFooter = { id: number; name?: string; isheader: boolean; content?: string };

let token = '';
/** The checklist API token of the initial load data (set by the screens from the session). */
export function setChecklistToken(value: string | null | undefined) {
  token = value ?? '';
}

/**
 * Runs a checklist API call once the token is known: a request started when a screen's chunk runs (issue 11),
 * before the screen has read the session, takes the token from the initial load data.
 */
export async function withChecklistToken<T>(call: () => Promise<T>): Promise<T> {
  if (!token) setChecklistToken((await initialLoadData())?.checklistapiconfig?.accesstoken);
  return call();
}

const checklistApi: ApiClient = createApiClient({
  baseUrl: '/checklistapi/',
  language: apiLanguage,
  reactions: apiReactions,
  fetch: (input, init) =>
    globalThis.fetch(input, {
      ...init,
      headers: { ...(init?.headers as Record<string, string>), 'access-token': token },
    }),
});

export const formKeys = {
  all: ['checklistforms'] as const,
  list: (body: unknown) => ['checklistforms', 'list', body] as const,
  one: (id: number) => ['checklistforms', id] as const,
};
export const checklistKeys = {
  all: ['checklists'] as const,
  ofRecord: (base: ChecklistBase, recordId: number) => ['checklists', base, recordId] as const,
  one: (id: number) => ['checklists', 'one', id] as const,
  list: (kind: string, body: unknown) => ['checklists', 'list', kind, body] as const,
};

export const formsApi = {
  list: (body: { includeinactive?: boolean; category?: number | null }) =>
    api.post<ListAnswer<FormListRow>>('forms/list', body),
  get: (id: number) => api.get<ChecklistForm>(`forms/${id}`),
  create: (body: Record<string, unknown>) => api.post<ChecklistForm>('forms', body, { silent: true }),
  update: (id: number, body: Record<string, unknown>) =>
    api.put<ChecklistForm>(`forms/${id}`, body, { silent: true }),
  remove: (ids: number[]) => api.del<unknown>('forms', { ids }),
  /** The active forms a checklist can be made from. */
  active: () => api.post<ListAnswer<FormListRow>>('forms/list', {}, { silent: true }).then((r) => r.items),
  categories: () =>
    api.post<{ id: number; name: string }[]>('checklistcategories/get_active', {}, { silent: true }),
  periods: () =>
    api.post<{ id: number; name: string }[]>('checklistperiods/get_active', {}, { silent: true }),
  headersFooters: () => api.post<HeaderFooter[]>('checklistheaderandfooter/get_active', {}, { silent: true }),
};

/** The body field that names the record in a base (order_id, customer_id ...). */
export function recordField(base: ChecklistBase): string {
  return base === 'commonchecklists' ? 'record_id' : CHECKLIST_BASES[base].recordField;
}

export const checklistsApi = {
  /** An order's equipment, for the F-gas fields' equipment picker. */
  orderEquipment: (orderId: number) =>
    api.get<{ id: number; name: string; number: string | null }[]>(`orders/${orderId}/equipments`),
  /** The checklists of a record (list by record). */
  ofRecord: (base: ChecklistBase, recordId: number) =>
    checklistApi
      .get<ChecklistRow[] | ListAnswer<ChecklistRow>>(`${base}/get_by_record/${recordId}`)
      .then(items),
  /** Option 1: from a template; option 2: a copy of another checklist with its answers. Always a draft. */
  create: (
    base: ChecklistBase,
    recordId: number | undefined,
    from: { form_id: number } | { copy_from_checklist_id: number },
  ) => checklistApi.post<ChecklistRecord>(base, { [recordField(base)]: recordId, ...from }),
  get: (id: number) => checklistApi.get<ChecklistRecord>(`checklists/${id}`),
  save: (id: number, body: { data: string; version: number }) =>
    checklistApi.put<ChecklistRecord>(`checklists/${id}`, body, { silent: true }),
  complete: (id: number, version?: number) =>
    checklistApi.post<ChecklistRecord>(`checklists/${id}/complete`, version ? { version } : {}, {
      silent: true,
    }),
  reopen: (id: number) => checklistApi.post<ChecklistRecord>(`checklists/${id}/reopen`, {}, { silent: true }),
  remove: (base: ChecklistBase, ids: number[]) => checklistApi.del<unknown>(base, { ids }),
  /** The form of a checklist with its properties (the version the checklist was filled on). */
  formProperties: (formId: number) =>
    checklistApi
      .post<ChecklistForm[]>('forms/get_multiple_with_properties', [formId])
      .then((forms) => forms[0]!),
  /** The lists /all_order_equipment_checklists and /hms_checklist. */
  list: (
    base: ChecklistBase,
    body: { search?: string; match?: Record<string, unknown>; skip?: number; limit?: number },
  ) => checklistApi.post<ListAnswer<ChecklistRow>>(`${base}/list`, { count: true, ...body }),
  generatePdf: (
    formId: number,
    checklistId: number,
    body: {
      visiblefilename?: string;
      ispdfforprint?: boolean;
      islandscape?: boolean;
      isemptypdf?: boolean;
      language?: string;
    },
  ) => checklistApi.post<{ data: string }>(`checklists/generate_pdf/${formId}/${checklistId}`, body),
};

function items<T>(answer: T[] | ListAnswer<T>): T[] {
  return Array.isArray(answer) ? answer : (answer?.items ?? []);
}

/** The download link of a generated PDF (opened in a new tab). */
export function pdfUrl(fileName: string): string {
  return `/api/files/download?fileName=${encodeURIComponent(fileName)}`;
}

export const shareApi = {
  /** spec 02 §3 "Report sharing input": e-mail with the PDF attached, kept in the record's mail history. */
  share: (body: {
    subject: string;
    to: string;
    cc?: string;
    body?: string;
    filename: string;
    moduleid: number;
    recordid: number;
    isattachmentfromchecklistapi?: boolean;
    checklistids?: number[];
    language?: string;
  }) => api.post<{ data: number; status?: string; error?: string }>('file/share', body, { silent: true }),
};

/** The module url checklist files (photos, attachments, checkpoint files) are uploaded to (files platform). */
export const CHECKLIST_FILES_MODULE = 'checklists';

/** Keeps the checklist API's token in step with the session (the initial load data's checklistapiconfig). */
export function useChecklistToken(): void {
  const { initial } = useSession();
  setChecklistToken(initial?.checklistapiconfig?.accesstoken);
}
