// Invoicing, what came after the first round (issue 10, branch inv2): export to accounting (integrations through
// adapters with an outbox, and a ledger-line file), the invoice and invoice-reserve reports, approval of drafts,
// the batch send, and the legal cap of the reminder fee as a dated table.
import { z } from 'zod';
import { idValue, listPage, optionalDate, optionalText, calendarDate } from '../validation/record-inputs';
import { maxCharactersMessage } from '../validation/messages';

/** The accounting integrations (integrations.ts group 'accounting') an export can go to. */
export const ACCOUNTING_SYSTEMS = ['unimicro', 'visma', 'fiken', 'tripletex', 'poweroffice'] as const;
export type AccountingSystem = (typeof ACCOUNTING_SYSTEMS)[number];

/** Export refusals (message keys, translated in errors and invoices). */
export const EXPORT_ERRORS = {
  integrationOff: 'integrationNotEnabled',
  integrationNotConfigured: 'unimicroLoginMissing',
  nothingToExport: 'nothingToExport',
  notApproved: 'invoiceNotApproved',
  alreadyDecided: 'invoiceApprovalNotWaiting',
  periodOrder: 'invalidPeriod',
} as const;

const period = {
  from: calendarDate(),
  to: calendarDate(),
};
const periodOrder = (b: { from: string; to: string }, ctx: z.RefinementCtx) => {
  if (b.to < b.from) ctx.addIssue({ code: 'custom', path: ['to'], message: EXPORT_ERRORS.periodOrder });
};

/**
 * POST invoices/export {system, from, to} or {system, invoice_ids}: the generated invoices and credit notes of the
 * period (invoice date) not exported before, to the accounting system; each becomes status exported.
 */
export const accountingExportSchema = z
  .object({
    system: z.enum(ACCOUNTING_SYSTEMS, 'invalidData'),
    from: optionalDate().optional(),
    to: optionalDate().optional(),
    invoice_ids: z.array(idValue, 'invalidData').min(1, 'required').max(1000, 'invalidData').optional(),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (!b.invoice_ids && (!b.from || !b.to)) {
      if (!b.from) ctx.addIssue({ code: 'custom', path: ['from'], message: 'required' });
      if (!b.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'required' });
    }
    if (b.from && b.to && b.to < b.from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: EXPORT_ERRORS.periodOrder });
  });
export type AccountingExportInput = z.output<typeof accountingExportSchema>;

/** POST invoices/exports/list: the accounting outbox, newest first. */
export const accountingOutboxListSchema = z.object({ ...listPage(200) }).strict();

/** POST invoices/ledger {from, to, format, markexported?}: the period's invoices as ledger lines (CSV or XLSX). */
export const ledgerExportSchema = z
  .object({
    ...period,
    format: z.enum(['csv', 'xlsx'], 'invalidData').default('xlsx'),
    /** Mark the invoices in the file exported (a company without an integration books from the file). */
    markexported: z.boolean('invalidData').default(false),
  })
  .strict()
  .superRefine(periodOrder);
export type LedgerExportInput = z.output<typeof ledgerExportSchema>;

export const REPORT_GROUPS = ['month', 'customer', 'status'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

/** POST invoices/report (/invoice_report): invoices of a period grouped by month, customer or status, with sums. */
export const invoiceReportSchema = z
  .object({
    ...period,
    groupby: z.enum(REPORT_GROUPS, 'invalidData').default('month'),
    customer_id: idValue.optional(),
    status: z
      .array(
        z.number('invalidData').int('invalidData').min(2, 'invalidData').max(5, 'invalidData'),
        'invalidData',
      )
      .max(4, 'invalidData')
      .optional(),
  })
  .strict()
  .superRefine(periodOrder);
export type InvoiceReportInput = z.output<typeof invoiceReportSchema>;

/** POST invoices/reserve_report (/invoice_reserve_report): delivered orders not yet (fully) invoiced. */
export const reserveReportSchema = z
  .object({
    customer_id: idValue.optional(),
    search: z.string('invalidData').max(200, maxCharactersMessage(200)).optional(),
  })
  .strict();
export type ReserveReportInput = z.output<typeof reserveReportSchema>;

/** Order statuses that count as delivered (default status numbers: 5 completed, 7 returned, 8 controlled). */
export const DELIVERED_ORDER_STATUSES = [5, 7, 8] as const;

/** Approval of a draft (invoice settings `requireapproval`): 1 waiting, 2 approved, 3 rejected. */
export const APPROVAL_STATUS = { waiting: 1, approved: 2, rejected: 3 } as const;

/** POST invoices/{id}/approval {approve, comment?}: a rejection needs a comment saying why. */
export const approvalSchema = z
  .object({
    approve: z.boolean('required'),
    comment: optionalText(1000),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (!b.approve && !b.comment?.trim())
      ctx.addIssue({ code: 'custom', path: ['comment'], message: 'required' });
  });
export type ApprovalInput = z.output<typeof approvalSchema>;

/** POST invoices/approval/list: drafts waiting for approval (or approved / rejected ones). */
export const approvalListSchema = z
  .object({
    approvalstatus: z.union([z.literal(1), z.literal(2), z.literal(3)], 'invalidData').default(1),
    ...listPage(500),
  })
  .strict();

/** The largest batch of one send (issue 10 "Sending 1,000 invoices as one batch job"). */
export const MAX_BATCH = 1000;

/** POST invoices/batch_send {invoice_ids, sendtype}: drafts sent by one background job, with progress. */
export const batchSendSchema = z
  .object({
    invoice_ids: z.array(idValue, 'invalidData').min(1, 'required').max(MAX_BATCH, 'invalidData'),
    sendtype: z.union([z.literal(2), z.literal(3), z.literal(4), z.literal(7)], 'invalidData'),
  })
  .strict();
export type BatchSendInput = z.output<typeof batchSendSchema>;

/**
 * The standard VAT codes of SAF-T Financial (Skatteetaten's "Standard MVA-koder", the codes of the SAF-T example
 * file in the standards folder): output VAT 3 (25 %), 31 (15 %), 33 (12 %); 5 sales exempt within the VAT area
 * (0 %); 6 sales outside the VAT act (a company not registered for VAT).
 */
export function outputVatCode(rate: string | number, vatRegistered = true): string {
  if (!vatRegistered) return '6';
  const r = Number(rate);
  if (r === 25) return '3';
  if (r === 15) return '31';
  if (r === 12) return '33';
  if (r === 0) return '5';
  // A rate outside the Norwegian ones (an old 14 % or 11.11 % invoice): booked as the reduced middle rate code.
  return r > 15 ? '3' : r > 12 ? '31' : '33';
}

/**
 * The collection rate (inkassosatsen) by the date it took effect. The reminder fee (purregebyr) may be at most 1/10
 * of the rate in force on the day of the reminder (inkassoforskriften § 1-2). Sources: 2015 NOK 650 (opas.no),
 * 2016 670 and 2017 700 (faktura.no, advokat.asker.no), unchanged through 2020 (boliginkasso.no "uendret siden
 * 2017"); 2025 NOK 750 (the issue's brief; no source reachable here). A new year is one new row.
 */
export const INKASSOSATS: readonly { from: string; amount: number }[] = [
  { from: '2015-01-01', amount: 650 },
  { from: '2016-01-01', amount: 670 },
  { from: '2017-01-01', amount: 700 },
  { from: '2025-01-01', amount: 750 },
];

/** The legal maximum reminder fee on a date ('YYYY-MM-DD'): 1/10 of the inkassosats then, as '75.00'. */
export function maxReminderFee(date: string): string {
  let amount = INKASSOSATS[0]!.amount;
  for (const r of INKASSOSATS) if (r.from <= date) amount = r.amount;
  return (amount / 10).toFixed(2);
}
