// spec 02 §3 "Checklist": the statuses and the per-module API bases. No imports: the record tabs' checklist lists
// load this on their first view (issue 11) without the answer schemas of checklist-data.ts, which re-exports it.

/** spec 02 §3/§4: checklist status 1 draft, 2 completed, 3 inactive. */
export const CHECKLIST_STATUS = { draft: 1, completed: 2, inactive: 3 } as const;
export type ChecklistStatus = (typeof CHECKLIST_STATUS)[keyof typeof CHECKLIST_STATUS];

/**
 * spec 02 §3 module codes for checklist context and §7 the checklist bases per module, with the body field that
 * names the record (order_id, customer_id ...). `commonchecklists` takes {checklistmodule, record_id}.
 */
export const CHECKLIST_BASES = {
  orderchecklists: { module: 1, recordField: 'order_id' },
  customerchecklists: { module: 2, recordField: 'customer_id' },
  equipmentchecklists: { module: 3, recordField: 'equipment_id' },
  offerchecklists: { module: 4, recordField: 'offer_id' },
  hsechecklists: { module: 11, recordField: 'hse_id' },
  internalequipmentchecklists: { module: 15, recordField: 'equipment_id' },
  inspectionchecklists: { module: 20, recordField: 'inspection_id' },
  productionorderchecklists: { module: 24, recordField: 'productionorder_id' },
} as const;
export type ChecklistBase = keyof typeof CHECKLIST_BASES | 'commonchecklists';
export const CHECKLIST_BASE_NAMES = [...Object.keys(CHECKLIST_BASES), 'commonchecklists'] as ChecklistBase[];
