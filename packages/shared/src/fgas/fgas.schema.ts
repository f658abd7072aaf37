// Bodies and answers of the F-gas reports (spec 02 §2 report routes /f_gas_reports and /drainfill_reports; issue 8
// "F-gas records"). The lists take the filters as JSON; the XLSX exports take the same filters as query text.
import { z } from 'zod';
import { idValue, listPage, optionalDate } from '../validation/record-inputs';

const period = {
  /** First day of the period (ISO or DD.MM.YYYY); open when left out. */
  from: optionalDate(),
  /** Last day of the period, inclusive. */
  to: optionalDate(),
};

/** A `to` before `from` is an 'invalidDate' on `to`. */
function periodInOrder(body: { from?: string | null; to?: string | null }, ctx: z.RefinementCtx) {
  if (body.from && body.to && body.to < body.from) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'invalidDate' });
  }
}

const filterFields = {
  ...period,
  customer_id: idValue.optional(),
  equipment_id: idValue.optional(),
  refrigerant_id: idValue.optional(),
};

/** POST /api/f_gas_reports/list and /api/drainfill_reports/list. */
export const fgasReportSchema = z
  .object({ ...filterFields, ...listPage(2000) })
  .strict()
  .superRefine(periodInOrder);
export type FgasReportInput = z.output<typeof fgasReportSchema>;

const queryId = z.coerce.number('invalidData').pipe(idValue).optional();

/** GET /api/f_gas_reports/export and /api/drainfill_reports/export: the filters as query text, plus the language. */
export const fgasReportQuerySchema = z
  .object({
    ...period,
    customer_id: queryId,
    equipment_id: queryId,
    refrigerant_id: queryId,
    language: z.enum(['en', 'no', 'po', 'sw'], 'invalidData').optional(),
  })
  .strict()
  .superRefine(periodInOrder);

/** One equipment of the F-gas report: its charge and CO2-equivalent, and what the period's records say. */
export type FgasReportRow = {
  equipment_id: number;
  equipmentname: string;
  equipmentnumber: string | null;
  customername: string | null;
  refrigerantname: string | null;
  gwp: number | null;
  /** Charge in kg. */
  charge: number | null;
  co2e: number | null;
  leakdetectionsystem: boolean;
  leakinterval: number | null;
  /** kg added and recovered in the period (drain and fill, repair/disposal). */
  added: number;
  recovered: number;
  /** Tonnes CO2e of what was added (the leaked amount refilled). */
  addedco2e: number | null;
  leakchecks: number;
  leaksfound: number;
  lastleakcheck: string | null;
  nextleakcheck: string | null;
};

/** One drain-and-fill record of the period. */
export type DrainfillReportRow = {
  id: number;
  date: string;
  equipment_id: number | null;
  equipmentname: string | null;
  customername: string | null;
  refrigerantname: string | null;
  added: number;
  recovered: number;
  co2e: number | null;
  technician: string | null;
  checklist_id: number;
  checklistname: string | null;
  module: number;
  record_id: number;
  comment: string | null;
};

export type FgasReportTotals = {
  charge: number;
  co2e: number;
  added: number;
  recovered: number;
  addedco2e: number;
};
export type DrainfillTotals = { added: number; recovered: number; co2e: number };

export type FgasReport = { items: FgasReportRow[]; total: number; totals: FgasReportTotals };
export type DrainfillReport = { items: DrainfillReportRow[]; total: number; totals: DrainfillTotals };
