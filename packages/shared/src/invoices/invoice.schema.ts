// Bodies and constants of the invoice calls (issue 10; spec 02 §3 "Invoice", §4, §7 "Invoices"). Amounts travel as
// exact decimal text ('1234.50'); line nets and totals are the server's (line-totals.ts), never sent.
import { z } from 'zod';
import { decimalText } from '../orders/order.schema';
import { lineFields } from '../orders/orderline.schema';
import { PAYMENT_TERM_DAYS } from '../settings/finance.rules';
import { CURRENCY_CODES } from '../settings/finance.rules';
import { typeError } from '../validation/field';
import {
  emailAddress,
  idValue,
  optionalDate,
  optionalText,
  calendarDate,
  listPage,
} from '../validation/record-inputs';

/** spec 02 §3: types 1 invoice, 2 credit note (3 and 4 payment-provider payments are not made here). */
export const INVOICE_TYPE = { invoice: 1, creditnote: 2 } as const;

/**
 * spec 02 §4 "Invoice: draft, in progress, sent/downloaded, exported, completed". The transitions (decided, issue 10):
 * - 1 draft: editable and deletable; nothing numbered yet.
 * - 1 -> 3 sent/downloaded by the first successful send (download, EHF into the outbox, e-mail, print): number,
 *   dates, KID and open-invoice link are given then.
 * - 1 -> 2 in progress when the first send was an e-mail or EHF that failed: the invoice is generated (numbered, PDF
 *   ready) but has not reached the customer (spec 02 §8); any later successful send or download moves it to 3.
 * - 3 -> 4 exported to accounting; 2/3/4 -> 5 completed when paid in full (or credited in full).
 * - Nothing goes back to draft, and only drafts are deleted (spec 02 §7 DELETE invoices/{id}).
 */
export const INVOICE_STATUS = { draft: 1, inprogress: 2, sent: 3, exported: 4, completed: 5 } as const;
export const INVOICE_STATUSES = [1, 2, 3, 4, 5] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_STATUS_NAME: Record<InvoiceStatus, string> = {
  1: 'draft',
  2: 'inprogress',
  3: 'sent',
  4: 'exported',
  5: 'completed',
};

/** spec 02 §3 "Status options for sending": 2 download, 3 EHF, 4 e-mail, 7 print (1 draft is no send). */
export const SEND_TYPES = [2, 3, 4, 7] as const;
export type SendType = (typeof SEND_TYPES)[number];
export const SEND_TYPE_NAME: Record<SendType, string> = { 2: 'download', 3: 'ehf', 4: 'email', 7: 'print' };

/** The invoice events of /logs (issue 10). */
export const INVOICE_EVENTS = [
  'created',
  'updated',
  'sent',
  'failed',
  'exported',
  'reminded',
  'paid',
  'credited',
  'deleted',
  'approved',
  'rejected',
] as const;
export type InvoiceEvent = (typeof INVOICE_EVENTS)[number];

/** The message keys of invoice refusals (spec 02 §8, plus this module's own). */
export const INVOICE_ERRORS = {
  notFound: 'invoiceNotFound',
  notDraft: 'invoiceNotDraft',
  nothingToInvoice: 'nothingToInvoice',
  /** spec 02 §3 "A credit note error flag exists": crediting more than is left. */
  creditnote: 'creditNoteError',
  mailFailed: 'invoiceMailFailed',
  ehfFailed: 'ehfFailed',
  noOrgNumber: 'ehfNoOrganizationNumber',
  noCompanyOrgNumber: 'ehfNoCompanyOrganizationNumber',
  noExchangeRate: 'noExchangeRate',
  notOverdue: 'invoiceNotOverdue',
  notSent: 'invoiceNotSent',
  overpaid: 'paymentExceedsBalance',
  noEmail: 'noEmailAddress',
} as const;

const MAX_AMOUNT = 999_999_999_999.99;

/** POST invoices/create_from_order/{orderId}: {includehours?, akonto?}. */
export const createFromOrderSchema = z
  .object({
    includehours: z.boolean('invalidData').optional(),
    /** An akonto invoice of this amount (net, excl. VAT) instead of the order's lines. */
    akonto: decimalText({ min: 0.01, max: MAX_AMOUNT, scale: 2 }).optional(),
  })
  .strict();
export type CreateFromOrderInput = z.output<typeof createFromOrderSchema>;

/** What GET answers on a line that is the server's: accepted back and ignored. */
const LINE_SERVER_FIELDS = [
  'net',
  'productnumber',
  'orderline_id',
  'akonto_invoice_id',
  'credited_line_id',
  'fixedprice_order_id',
  'hour_id',
  'version',
  'isactive',
  'createdon',
  'updatedon',
] as const;

/** One line of a draft as PUT sends it: the order lines' fields; `id` keeps an existing line (and its order line). */
export const invoiceLineInputSchema = z
  .object({
    id: idValue.optional(),
    ...lineFields,
    name: lineFields.name.refine((v) => Boolean(v), 'required'),
    unitprice: lineFields.unitprice.refine((v) => v !== undefined, 'required'),
    // Server-owned on a line: answered by GET, ignored when sent back.
    net: z.unknown().optional(),
    productnumber: z.unknown().optional(),
    orderline_id: z.unknown().optional(),
    akonto_invoice_id: z.unknown().optional(),
    credited_line_id: z.unknown().optional(),
    fixedprice_order_id: z.unknown().optional(),
    hour_id: z.unknown().optional(),
    version: z.unknown().optional(),
    isactive: z.unknown().optional(),
    createdon: z.unknown().optional(),
    updatedon: z.unknown().optional(),
  })
  .strict()
  .transform((body) => {
    const line: Record<string, unknown> = { ...body };
    for (const f of LINE_SERVER_FIELDS) delete line[f];
    return line as Omit<typeof body, (typeof LINE_SERVER_FIELDS)[number]>;
  });
export type InvoiceLineInput = z.output<typeof invoiceLineInputSchema>;

/** What GET invoices/{id} answers that is the server's: accepted in a PUT (the answer can be sent back) and ignored. */
export const INVOICE_SERVER_FIELDS = [
  'id',
  'type',
  'status',
  'statusname',
  'invoicenumber',
  'kid',
  'openinvoice_id',
  'order_id',
  'project_id',
  'customer_id',
  'customername',
  'customernumber',
  'customerorgnumber',
  'customeraddress',
  'customeremail',
  'ordernumber',
  'creditedinvoice_id',
  'creditedinvoicenumber',
  'isakonto',
  'sendtype',
  'sentto',
  'senton',
  'ehfstatus',
  'exchangerate',
  'exportedon',
  'approvalstatus',
  'approvalcomment',
  'approvedby',
  'approvedon',
  'totals',
  'totals_nok',
  'paid',
  'balance',
  'credited',
  'reminders',
  'lastreminderdate',
  'overdue',
  'payments',
  'createdon',
  'updatedon',
  'isactive',
] as const;

/** PUT invoices/{id} (drafts only): lines, dates, references, payment terms, texts, currency. */
export const invoiceUpdateSchema = z
  .object({
    version: z.number(typeError('required')).int('invalidData').positive('invalidData'),
    invoicedate: optionalDate().optional(),
    duedate: optionalDate().optional(),
    paymentterms: z
      .number(typeError('invalidNumber'))
      .refine((v) => (PAYMENT_TERM_DAYS as readonly number[]).includes(v), 'invalidData')
      .optional(),
    customerreference: optionalText(200),
    ourreference: optionalText(200),
    invoicetext: optionalText(4000),
    currency: z.enum(CURRENCY_CODES, 'invalidData').optional(),
    lines: z.array(invoiceLineInputSchema, 'invalidData').max(2000, 'invalidData').optional(),
    ...Object.fromEntries(INVOICE_SERVER_FIELDS.map((f) => [f, z.unknown().optional()])),
  })
  .strict()
  .transform((body) => {
    const out: Record<string, unknown> = { ...body };
    for (const f of INVOICE_SERVER_FIELDS) delete out[f];
    return out as {
      version: number;
      invoicedate?: string | null;
      duedate?: string | null;
      paymentterms?: number;
      customerreference?: string | null;
      ourreference?: string | null;
      invoicetext?: string | null;
      currency?: (typeof CURRENCY_CODES)[number];
      lines?: InvoiceLineInput[];
    };
  });
export type InvoiceUpdateInput = z.output<typeof invoiceUpdateSchema>;

const statusValue = z
  .number('invalidData')
  .refine((v) => (INVOICE_STATUSES as readonly number[]).includes(v), 'invalidData');

/** POST invoices/list: filters status, customer, order, project, type, period (invoice date), overdue; search. */
export const invoiceListSchema = z
  .object({
    match: z
      .object({
        status: z.union([statusValue, z.array(statusValue, 'invalidData').max(5, 'invalidData')]).optional(),
        customer_id: idValue.optional(),
        order_id: idValue.optional(),
        project_id: idValue.optional(),
        type: z.union([z.literal(1), z.literal(2)], 'invalidData').optional(),
      })
      .strict()
      .optional(),
    from: optionalDate().optional(),
    to: optionalDate().optional(),
    overdue: z.boolean('invalidData').optional(),
    search: z.string('invalidData').max(200, 'maxCharacters').optional(),
    ...listPage(500),
  })
  .strict();
export type InvoiceListInput = z.output<typeof invoiceListSchema>;

const emails = z
  .union([emailAddress(), z.array(emailAddress(), 'invalidEmail').min(1, 'required').max(50, 'invalidEmail')])
  .transform((v) => (Array.isArray(v) ? v : [v]));

/** POST invoices/{id}/send: {sendtype: 2 download, 3 EHF, 4 e-mail, 7 print; to?, cc?}. */
export const invoiceSendSchema = z
  .object({
    sendtype: z
      .number(typeError('required'))
      .refine((v) => (SEND_TYPES as readonly number[]).includes(v), 'invalidData'),
    to: emails.optional(),
    cc: emails.optional(),
  })
  .strict()
  .transform((b) => b as { sendtype: SendType; to?: string[]; cc?: string[] });
export type InvoiceSendInput = z.output<typeof invoiceSendSchema>;

/** POST invoices/{id}/creditnote: {lines?: [{line_id, quantity?}]}; no lines credits all that is left. */
export const creditnoteSchema = z
  .object({
    lines: z
      .array(
        z
          .object({
            line_id: idValue,
            quantity: decimalText({ min: 0.000001, max: 999_999_999, scale: 6 }).optional(),
          })
          .strict(),
        'invalidData',
      )
      .min(1, 'required')
      .max(2000, 'invalidData')
      .optional(),
  })
  .strict();
export type CreditnoteInput = z.output<typeof creditnoteSchema>;

/** POST invoices/{id}/payments: a payment received (partial payments add up). */
export const paymentSchema = z
  .object({
    amount: decimalText({ min: 0.01, max: MAX_AMOUNT, scale: 2 }),
    paiddate: calendarDate(),
    paymentmethod_id: idValue.nullable().optional(),
    note: optionalText(500),
  })
  .strict();
export type PaymentInput = z.output<typeof paymentSchema>;

/** POST invoices/{id}/reminder: e-mail (4, default) to the customer or `to`, or download (2) to send by hand. */
export const reminderSchema = z
  .object({
    sendtype: z.union([z.literal(2), z.literal(4)], 'invalidData').optional(),
    to: emails.optional(),
  })
  .strict();
export type ReminderInput = z.output<typeof reminderSchema>;

/** POST invoices/logs: the events of the tenant's invoices, newest first. */
export const invoiceLogListSchema = z
  .object({
    invoice_id: idValue.optional(),
    ...listPage(500),
  })
  .strict();
