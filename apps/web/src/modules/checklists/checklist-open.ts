// Issue 11: a record's checklist tab opened by its address asks for what it shows when its chunk runs, beside the
// rest of the page's code (first-request.ts): the record's checklists, or, with ?checklist=<id>, the checklist
// AND its form together. The form's id is known from the list row that opened the checklist, or remembered on
// this device from an earlier visit (localStorage); only a checklist never seen here waits for its own answer to
// learn its form.
import type { ChecklistBase } from '@suite/shared/checklists/checklist-status';
import { openingPage, startEarly, startRequest, takeEarly } from '../settings/first-request';
import { checklistKeys, checklistsApi, withChecklistToken } from './checklists.api';
import type { ChecklistRecord } from '@suite/shared/checklists/index';

/** The record pages' address segment -> the checklist base of their checklist tab (record-tabs.tsx). */
const TAB_BASES: Partial<Record<string, ChecklistBase>> = {
  orders: 'orderchecklists',
  customers: 'customerchecklists',
  offers: 'offerchecklists',
  equipments: 'equipmentchecklists',
  'internal-equipments': 'internalequipmentchecklists',
};

const FORMS_KEY = 'checklists.formOf';
const KEEP = 200;
const hints = new Map<number, number>();

function remembered(): Record<string, number> {
  try {
    return JSON.parse(globalThis.localStorage?.getItem(FORMS_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/** The form of a checklist, known from the row that opens it (or from its answer): remembered on this device. */
export function hintChecklistForm(checklistId: number, formId: number) {
  hints.set(checklistId, formId);
  const known = remembered();
  if (known[checklistId] === formId) return;
  delete known[checklistId];
  known[checklistId] = formId;
  const ids = Object.keys(known);
  for (const id of ids.slice(0, Math.max(0, ids.length - KEEP))) delete known[id];
  try {
    globalThis.localStorage?.setItem(FORMS_KEY, JSON.stringify(known));
  } catch {
    // A full or refused storage only costs the next visit a round trip.
  }
}

/** The form id of a checklist when this page or device has seen it. */
export function knownChecklistForm(checklistId: number): number | undefined {
  return hints.get(checklistId) ?? remembered()[checklistId];
}

/** The form (with its properties) a checklist is filled on: the fill-in screen's query. */
export function checklistFormQuery(formId: number | undefined) {
  return {
    queryKey: ['checklists', 'form', formId] as const,
    queryFn: () => checklistsApi.formProperties(formId!),
  };
}

const earlyChecklist = (id: number) => `checklist:${id}`;

/** The checklist's request: the one started early, once, or a new one (the fill-in screen always reads afresh). */
export function loadChecklist(id: number): Promise<ChecklistRecord> {
  return takeEarly<ChecklistRecord>(earlyChecklist(id)) ?? checklistsApi.get(id);
}

/** Starts the checklist and its form side by side (the form after the checklist when its id is not known). */
export function startOpeningChecklist(id: number): void {
  const formId = knownChecklistForm(id);
  const startForm = (form: number) => {
    const query = checklistFormQuery(form);
    startRequest(query.queryKey, () => withChecklistToken(query.queryFn));
  };
  startEarly(earlyChecklist(id), () =>
    withChecklistToken(() => checklistsApi.get(id)).then((checklist) => {
      if (!formId) startForm(checklist.form_id);
      return checklist;
    }),
  );
  if (formId) startForm(formId);
}

/** The checklist base and record of a record's checklist tab address (/orders/13/checklist), else null. */
export function checklistTabOf(pathname: string): { base: ChecklistBase; recordId: number } | null {
  const match = /^\/([a-z-]+)\/(\d+)\/checklist\/?$/.exec(pathname);
  const base = match ? TAB_BASES[match[1]!] : undefined;
  return base && Number(match![2]) > 0 ? { base, recordId: Number(match![2]) } : null;
}

const opening = openingPage(/^\/[a-z-]+\/\d+\/checklist\/?$/);
const tab = opening && checklistTabOf(window.location.pathname);
if (opening && tab) {
  const checklistId = Number(opening.search.get('checklist')) || null;
  if (checklistId) startOpeningChecklist(checklistId);
  else
    startRequest(checklistKeys.ofRecord(tab.base, tab.recordId), () =>
      withChecklistToken(() => checklistsApi.ofRecord(tab.base, tab.recordId)),
    );
}
