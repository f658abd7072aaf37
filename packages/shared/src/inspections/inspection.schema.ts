// Inspections (issue 8; spec 02 §3 "Inspection", §4 "Inspection archiving", §7 inspection calls): the bodies of the
// /api/inspections calls, the list and report filters and the record the API answers. Server and web parse with the
// same schemas. The contract is written down in docs/inspections-api.md.
import { z } from 'zod';
import { optionalField, typeError } from '../validation/field';
import {
  emailAddress,
  idValue,
  listPage,
  optionalDate,
  optionalText,
  versionField,
} from '../validation/record-inputs';
import { savedBackShape } from '../resources/define-resource';

/** spec 02 §3: the statuses an inspection is saved with. */
export const INSPECTION_STATUSES = [
  'not_controlled',
  'not_approved',
  'approved',
  'repaired_approved',
  'repaired_approved_with_remarks',
  'approved_with_remarks',
] as const;
export type InspectionStatus = (typeof INSPECTION_STATUSES)[number];

/** spec 02 §3 'overdue': never saved, derived when the next inspection date has passed (see isInspectionOverdue). */
export const OVERDUE = 'overdue' as const;
/** The statuses a list filters and shows: the saved ones plus the derived overdue. */
export const INSPECTION_DISPLAY_STATUSES = [...INSPECTION_STATUSES, OVERDUE] as const;
export type InspectionDisplayStatus = (typeof INSPECTION_DISPLAY_STATUSES)[number];

/** spec 02 §3 "Module codes for checklist context": 20 inspection. */
export const INSPECTION_CHECKLIST_MODULE = 20;

/** The message keys of inspection refusals (this module's own; the spec names none). */
export const INSPECTION_ERRORS = {
  notFound: 'inspectionNotFound',
  /** An archived inspection is final: no changes, no second archive. */
  archived: 'inspectionArchived',
  /** Archive asked while the inspection is already on the finalizing list. */
  alreadyFinalizing: 'inspectionAlreadyFinalizing',
  /** Archive asked for an inspection without checklists. */
  noChecklists: 'inspectionHasNoChecklists',
  /** A signature that is not an image data URL. */
  invalidSignature: 'invalidSignature',
  /** nextinspection before the inspection date. */
  nextBeforeDate: 'nextInspectionBeforeDate',
} as const;

/**
 * spec 02 §3: overdue when the next inspection date has passed (before today, Europe/Oslo) and the inspection is
 * its equipment's latest (a newer inspection of the same equipment replaces it). `today` is 'YYYY-MM-DD'.
 */
export function isInspectionOverdue(
  i: { nextinspection: string | null; superseded?: boolean },
  today: string,
): boolean {
  return i.nextinspection != null && i.nextinspection < today && !i.superseded;
}

/** 'YYYY-MM-DD' plus whole months, the day kept or clamped to the month's last (31.01 + 1 = 28.02/29.02). */
export function addMonthsIso(date: string, months: number): string {
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7)) - 1 + months;
  const d = Number(date.slice(8, 10));
  const year = y + Math.floor(m / 12);
  const month = ((m % 12) + 12) % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${year}-${pad(month + 1)}-${pad(Math.min(d, last))}`;
}

/**
 * Signatures (decision, docs/decisions.md "insp-api"): drawn signatures are PNG data URLs (JPEG and SVG accepted, as
 * the checklists' signatures), stored on the inspection; null clears one.
 */
const SIGNATURE = /^data:image\/(png|jpeg|svg\+xml);base64,[A-Za-z0-9+/=\s]+$/;
export const signatureValue = () =>
  optionalField(
    z
      .string(typeError('invalidData'))
      .max(500_000, INSPECTION_ERRORS.invalidSignature)
      .refine((v) => SIGNATURE.test(v), INSPECTION_ERRORS.invalidSignature),
  );

const statusValue = z.enum(INSPECTION_STATUSES, 'invalidData');

/** The fields a client writes (spec 02 §3 "Inspection", named as the spec names them). */
/** A required record id: missing reads 'required', anything but a positive whole number 'invalidData'. */
const requiredId = z
  .number(typeError('invalidData'))
  .int('invalidData')
  .positive('invalidData')
  .max(2 ** 53 - 1, 'invalidData');

const inspectionFields = {
  equipment_id: requiredId,
  order_id: optionalField(idValue),
  /** Settings 'inspectiontypes'; default the tenant's default inspection type. */
  inspectiontype_id: optionalField(idValue),
  /** Blank: numbered by the server (K-<id>). */
  controlnumber: optionalText(50),
  /** The inspection date (inspectionDate); default today. */
  date: optionalDate(),
  status: statusValue.optional(),
  /** Why the status changed, kept in the status history. */
  statuscomment: optionalText(2000),
  inspectorsignature: signatureValue(),
  customersignature: signatureValue(),
  repairedbysignature: signatureValue(),
  responsiblesignature: signatureValue(),
  contactName: optionalText(200),
  contactemail: optionalField(emailAddress()),
  /** nextInspectionDate; default date + the type's interval months. */
  nextinspection: optionalDate(),
  inspectedbyname: optionalText(200),
  /** The responsible user (notified when overdue); default the signed-in user. */
  responsible_id: optionalField(idValue),
  remarks: optionalText(4000),
};

/** What GET answers that is the server's: a GET answer can be PUT back, these are ignored. */
export const INSPECTION_SERVER_FIELDS = [
  'id',
  'customer_id',
  'customername',
  'equipmentnumber',
  'equipmentname',
  'ordernumber',
  'inspectiontypename',
  'responsiblename',
  'inspectionDate',
  'nextInspectionDate',
  'displaystatus',
  'overdue',
  'archived',
  'archivedon',
  'archivefile_id',
  'finalizing',
  'statusHistoryModel',
  'checklistcount',
  'isactive',
  'createdon',
  'updatedon',
  'createdby',
  'updatedby',
] as const;

function dateRule(b: { date?: string | null; nextinspection?: string | null }, ctx: z.RefinementCtx) {
  if (b.date && b.nextinspection && b.nextinspection < b.date) {
    ctx.addIssue({ code: 'custom', path: ['nextinspection'], message: INSPECTION_ERRORS.nextBeforeDate });
  }
}

/** POST /api/inspections: {equipment_id, ...}; status default not_controlled. */
export const inspectionCreateSchema = z.object(inspectionFields).strict().superRefine(dateRule);
export type InspectionCreateInput = z.output<typeof inspectionCreateSchema>;

/** PUT /api/inspections/{id}: any of the fields plus the version read (412 when stale). */
export const inspectionUpdateSchema = z
  .object({
    ...inspectionFields,
    equipment_id: idValue.optional(),
    version: versionField,
    ...savedBackShape(INSPECTION_SERVER_FIELDS),
  })
  .strict()
  .superRefine(dateRule)
  .transform((body) => {
    const out: Record<string, unknown> = { ...body };
    for (const f of INSPECTION_SERVER_FIELDS) delete out[f];
    return out as Omit<InspectionCreateInput, 'equipment_id'> & { equipment_id?: number; version: number };
  });
export type InspectionUpdateInput = z.output<typeof inspectionUpdateSchema>;

const displayStatus = z.enum(INSPECTION_DISPLAY_STATUSES, 'invalidData');

/** The filters of the inspection list and of /inspection_report. */
const filterFields = {
  /** One status or several; 'overdue' picks the derived ones. */
  status: z.union([displayStatus, z.array(displayStatus, 'invalidData').max(7, 'invalidData')]).optional(),
  inspectiontype_id: idValue.optional(),
  customer_id: idValue.optional(),
  equipment_id: idValue.optional(),
  order_id: idValue.optional(),
  /** Inspection date from/to, inclusive. */
  from: optionalDate(),
  to: optionalDate(),
  /** Include archived inspections (default true). */
  archived: z.boolean('invalidData').optional(),
  search: z.string('invalidData').max(200, 'maxCharacters').optional(),
};

const SORTABLE = [
  'date',
  'nextinspection',
  'controlnumber',
  'status',
  'customername',
  'equipmentnumber',
] as const;

function periodRule(b: { from?: string | null; to?: string | null }, ctx: z.RefinementCtx) {
  if (b.from && b.to && b.to < b.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'invalidDate' });
}

/**
 * POST /api/inspections/list: filters, search (control number, equipment, customer, inspected by), sort on one
 * field; without a sort overdue inspections come first, then the newest date. Answers {items, total}.
 */
export const inspectionListSchema = z
  .object({
    ...filterFields,
    sort: z
      .record(z.string(), z.union([z.literal(1), z.literal(-1)]))
      .refine(
        (s) =>
          Object.keys(s).length <= 1 &&
          Object.keys(s).every((k) => (SORTABLE as readonly string[]).includes(k)),
        'unknownField',
      )
      .optional(),
    ...listPage(500),
  })
  .strict()
  .superRefine(periodRule);
export type InspectionListInput = z.output<typeof inspectionListSchema>;

/** POST /api/inspection_report/list and /xlsx: inspections by status, type, customer and period. */
export const inspectionReportSchema = z
  .object({
    status: filterFields.status,
    inspectiontype_id: filterFields.inspectiontype_id,
    customer_id: filterFields.customer_id,
    from: filterFields.from,
    to: filterFields.to,
    search: filterFields.search,
    ...listPage(5000),
  })
  .strict()
  .superRefine(periodRule);
export type InspectionReportInput = z.output<typeof inspectionReportSchema>;

/**
 * POST /api/equipment_lastinspection_report/list and /xlsx: every equipment with its last inspection. `status`
 * filters the last inspection's (display) status, 'none' the equipment never inspected; from/to the last date.
 */
export const lastInspectionReportSchema = z
  .object({
    status: z
      .union([
        z.enum([...INSPECTION_DISPLAY_STATUSES, 'none'], 'invalidData'),
        z.array(z.enum([...INSPECTION_DISPLAY_STATUSES, 'none'], 'invalidData')).max(8, 'invalidData'),
      ])
      .optional(),
    inspectiontype_id: filterFields.inspectiontype_id,
    customer_id: filterFields.customer_id,
    from: filterFields.from,
    to: filterFields.to,
    search: filterFields.search,
    ...listPage(5000),
  })
  .strict()
  .superRefine(periodRule);
export type LastInspectionReportInput = z.output<typeof lastInspectionReportSchema>;

/** One status change (statusHistoryModel). fromstatus is null for the first (creation). */
export type InspectionHistoryEntry = {
  id: number;
  fromstatus: InspectionStatus | null;
  status: InspectionStatus;
  changedby_id: number | null;
  changedby: string;
  changedon: string;
  comment: string | null;
};

/** The record GET /api/inspections/{id} and the list answer. */
export type Inspection = {
  id: number;
  equipment_id: number;
  equipmentnumber: string | null;
  equipmentname: string | null;
  customer_id: number | null;
  customername: string | null;
  order_id: number | null;
  ordernumber: number | null;
  inspectiontype_id: number | null;
  inspectiontypename: string | null;
  controlnumber: string;
  date: string;
  inspectionDate: string;
  status: InspectionStatus;
  /** status, or 'overdue' when overdue. */
  displaystatus: InspectionDisplayStatus;
  overdue: boolean;
  inspectorsignature: string | null;
  customersignature: string | null;
  repairedbysignature: string | null;
  responsiblesignature: string | null;
  contactName: string | null;
  contactemail: string | null;
  nextinspection: string | null;
  nextInspectionDate: string | null;
  inspectedbyname: string | null;
  responsible_id: number | null;
  responsiblename: string | null;
  remarks: string | null;
  archived: boolean;
  archivedon: string | null;
  archivefile_id: number | null;
  finalizing: boolean;
  checklistcount: number;
  version: number;
  createdon: string;
  updatedon: string;
};

/** GET /api/inspection/get_view/{id}: the record plus its history, oldest first. */
export type InspectionView = Inspection & { statusHistoryModel: InspectionHistoryEntry[] };

/** A row of /equipment_lastinspection_report. */
export type LastInspectionRow = {
  equipment_id: number;
  equipmentnumber: string | null;
  equipmentname: string | null;
  customer_id: number | null;
  customername: string | null;
  inspection_id: number | null;
  controlnumber: string | null;
  inspectiontypename: string | null;
  date: string | null;
  status: InspectionStatus | null;
  displaystatus: InspectionDisplayStatus | 'none';
  nextinspection: string | null;
};

/** The inspection ids a bulk delete acts on. */
export const inspectionIdsSchema = z
  .object({ ids: z.array(idValue, 'invalidData').min(1, 'required').max(1000, 'invalidData') })
  .strict();
