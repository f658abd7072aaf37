// spec 02 §3 "Checklist": statuses, module codes and the per-module API bases, and the shapes of the answers a
// checklist stores in `data` (an object keyed by field name).
import { z } from 'zod';
import { typeError } from '../validation/field';

// The statuses and the per-module bases live in a small module of their own (issue 11: a record's checklist tab
// needs only them on its first load, not zod and the answer schemas); re-exported here so every import stays.
export * from './checklist-status';
import type { ChecklistStatus } from './checklist-status';

/** Module codes of checklist context (spec 02 §3). */
export const CHECKLIST_MODULE = {
  order: 1,
  customer: 2,
  equipment: 3,
  offer: 4,
  hse: 11,
  internalequipment: 15,
  inspection: 20,
  productionorder: 24,
} as const;
export const CHECKLIST_MODULE_CODES = Object.values(CHECKLIST_MODULE);
export type ChecklistModule = (typeof CHECKLIST_MODULE_CODES)[number];

/** The module name of ?module= (generate_pdf/{id}?module=) and its code. */
export const CHECKLIST_MODULE_BY_NAME: Record<string, ChecklistModule> = {
  order: 1,
  orders: 1,
  customer: 2,
  customers: 2,
  equipment: 3,
  equipments: 3,
  offer: 4,
  offers: 4,
  hse: 11,
  internalequipment: 15,
  internalequipments: 15,
  inspection: 20,
  inspections: 20,
  productionorder: 24,
  productionorders: 24,
};

/** spec 02 §3 type 20: one answered checkpoint. radioBoxValue 0 unanswered, 1-3 the answers (3: defect). */
export const checkpointAnswerSchema = z
  .object({
    radioBoxValue: z
      .number(typeError('invalidData'))
      .int('invalidData')
      .min(0, 'invalidData')
      .max(3, 'invalidData')
      .default(0),
    /** Column U (spec 02 §9 "Checkpoint labels 0-3 plus column U"). */
    checkBoxU: z.boolean(typeError('invalidData')).optional(),
    /** The saved label when the checkpoint's label is editable. */
    label: z.string(typeError('invalidData')).max(1000, 'maxCharacters').optional(),
    checkpoint_text: z.string(typeError('invalidData')).max(4000, 'maxCharacters').optional(),
    comments: z.string(typeError('invalidData')).max(10000, 'maxCharacters').optional(),
    date: z.string(typeError('invalidData')).max(40, 'invalidDate').nullable().optional(),
    /** Ids of files uploaded to the checklist (files platform). */
    filesIds: z
      .array(z.union([z.string().max(100), z.number()]), typeError('invalidData'))
      .max(100, 'invalidData')
      .optional(),
    /** A drawn signature: a PNG data URL. */
    signature: z.string(typeError('invalidData')).max(500_000, 'invalidData').nullable().optional(),
  })
  .passthrough();
export type CheckpointAnswer = z.output<typeof checkpointAnswerSchema>;

/** spec 02 §3 type 20 value: {subitems: [...]} in the order of the form's subitems. */
export const checkpointGroupValueSchema = z
  .object({
    subitems: z.array(checkpointAnswerSchema, typeError('invalidData')).max(500, 'invalidData'),
    /** The saved main label when the group's label is editable. */
    mainlabel: z.string().max(1000).optional(),
  })
  .passthrough();
export type CheckpointGroupValue = z.output<typeof checkpointGroupValueSchema>;

/** Type 25 (comment plus attachments), 9 (file), 26 (images): comment and uploaded file ids. */
export type AttachmentsValue = { comment?: string; filesIds?: (string | number)[] };
/** Type 19: a survey item's answer. */
export type SurveyValue = {
  selection?: string | string[];
  comment?: string;
  date?: string;
  signature?: string;
};
/** Type 21: recommended use yes/no with its comment. */
export type RecommendedUseValue = { value?: 'yes' | 'no'; comment?: string };
/** Types 15, 17, 18, 28: rows of cells keyed compValue_N (and name). */
export type GridValue = Record<string, string | number | boolean | null>[];
/** Type 33: per row the day cells '1'..'31' and who took actions. */
export type PeriodicValue = {
  month?: string;
  rows?: { days?: Record<string, string> }[];
  actions_taken_by?: string;
};

/** A checklist's answers: field name -> value. */
export type ChecklistData = Record<string, unknown>;

/**
 * spec 02 §5 "Invalid JSON in default values, stored values or checklist data falls back to an empty object":
 * a JSON text (or an object already) as a plain object; anything else is {}.
 */
export function parseJsonObject(value: unknown): Record<string, unknown> {
  let v = value;
  if (typeof v === 'string') {
    try {
      v = JSON.parse(v);
    } catch {
      return {};
    }
  }
  return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

/** A default value (JSON text) as a value: JSON when it parses, the text itself when it is plain text (a text
 * field's default 'N/A'), undefined when blank. */
export function parseDefaultValue(value: string | null | undefined): unknown {
  if (value === null || value === undefined || value.trim() === '') return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** Body of PUT checklists/{id}: the answers as a JSON string or an object, and the version read. */
export const checklistSaveSchema = z
  .object({
    data: z.union(
      [z.string().max(20_000_000, 'invalidData'), z.record(z.string(), z.unknown())],
      typeError('invalidData'),
    ),
    version: z.number('required').int('invalidData').positive('invalidData'),
    name: z.string(typeError('invalidData')).trim().min(1, 'required').max(200, 'maxCharacters').optional(),
  })
  .strict();

/**
 * The record id of an HSE checklist: HSE checklists (safety rounds, risk assessments) belong to the company's HSE
 * work, not to another record, and are stored with record id 0 (docs/decisions.md "HSE checklists").
 */
export const HSE_COMPANY_RECORD = 0;

/**
 * Body of POST {base}: create from a template (option 1) or as a copy of another checklist (option 2). With
 * `companyRecord` (hsechecklists) the record field may be left out or be 0: the checklist is the company's.
 */
export function checklistCreateSchema(recordField: string, opts: { companyRecord?: boolean } = {}) {
  const idv = z
    .number(typeError('required'))
    .int('invalidData')
    .positive('invalidData')
    .max(2 ** 53 - 1, 'invalidData');
  const record = opts.companyRecord
    ? z
        .number(typeError('invalidData'))
        .int('invalidData')
        .min(0, 'invalidData')
        .max(2 ** 53 - 1, 'invalidData')
        .optional()
    : idv;
  return z
    .object({
      [recordField]: record,
      form_id: idv.optional(),
      copy_from_checklist_id: idv.optional(),
      name: z.string(typeError('invalidData')).trim().min(1, 'required').max(200, 'maxCharacters').optional(),
    })
    .strict()
    .superRefine((v, ctx) => {
      if (v.form_id === undefined && v.copy_from_checklist_id === undefined) {
        ctx.addIssue({ code: 'custom', path: ['form_id'], message: 'required', input: undefined });
      }
    });
}

/** A checklist as the API answers it (spec 02 §3 "Checklist"); `data` is a JSON string (spec 02 §7). */
export type ChecklistRecord = {
  id: number;
  form_id: number;
  checklist_template_id: number;
  name: string;
  modifiedname: string | null;
  checklistmodule: ChecklistModule;
  record_id: number;
  order_id: number | null;
  customer_id: number | null;
  equipment_id: number | null;
  offer_id: number | null;
  inspection_id: number | null;
  status: ChecklistStatus;
  data: string;
  version: number;
  created_on: string;
  updated_on: string;
  updated_by_name: string | null;
  completed_on: string | null;
  completed_by_name: string | null;
  ismachineservicechecklist: boolean;
  isblikracomponent: boolean;
  enableversion: boolean;
  certificatelogo: boolean;
  checklistheader: boolean;
  allowflexibleheaderandfooter: boolean;
  headerid: number | null;
  footerid: number | null;
  ispdflandscape: boolean;
  pdftemplatepath: string | null;
};

/** spec 02 §3 "Report sharing input" (POST /api/file/share). */
export type ReportShareInput = {
  subject: string;
  to: string;
  cc?: string;
  body?: string;
  filename: string;
  frommailaddress?: string;
  moduleid: number;
  recordid: number;
  isattachmentfromchecklistapi?: boolean;
  checklistids?: number[];
};

/** spec 02 §7 POST checklists/generate_pdf/{formId}/{checklistId} body (no HTML: the server builds the PDF). */
export type GeneratePdfInput = {
  visiblefilename?: string;
  istwoimageperpdf?: boolean;
  ispdfforprint?: boolean;
  islandscape?: boolean;
  pdfpagesize?: 'A4' | 'A3' | 'LETTER';
  isemptypdf?: boolean;
  printall?: boolean;
  filtered?: boolean;
};
