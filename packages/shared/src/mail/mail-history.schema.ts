// The tenant's mail history (spec 01 §2 /mail_history and the customer's mail tab /customers/:id/mail): every mail
// sent from a record, with its attachments' names, who sent it and whether it went out.
import { z } from 'zod';
import { multipleEmails, requiredEmails } from '../validation/contact.rules';
import { idValue, recordListSchema, requiredText } from '../validation/record-inputs';
import { maxCharactersMessage } from '../validation/messages';

export type MailHistoryStatus = 'sent' | 'outbox' | 'failed';

export type MailHistoryAttachment = { filename: string; contenttype: string; size: number };

/** One row of POST mail_history/list (the body is left out of the list; GET mail_history/:id answers it). */
export type MailHistoryItem = {
  id: number;
  to: string;
  cc: string | null;
  subject: string;
  attachments: MailHistoryAttachment[];
  moduleid: number;
  recordid: number;
  customer_id: number | null;
  customername: string | null;
  sentby_id: number | null;
  sentbyname: string | null;
  sentat: string;
  status: MailHistoryStatus;
  error: string | null;
};
export type MailHistoryDetail = MailHistoryItem & { body: string; ishtml: boolean };

export const MAIL_HISTORY_SORTABLE = ['sentat', 'subject', 'to', 'status'] as const;
export const MAIL_HISTORY_MATCHABLE = ['customer_id', 'moduleid', 'recordid', 'status'] as const;

/** POST mail_history/list: {match: {customer_id?, moduleid?, recordid?, status?}, search, sort, skip, limit, count}. */
export const mailHistoryListSchema = recordListSchema({
  sortable: MAIL_HISTORY_SORTABLE,
  matchable: MAIL_HISTORY_MATCHABLE,
});

/**
 * Who may read which mails (spec 01 §6: mail history admin only). Administrators read every mail; other users
 * read the mails of one record they may view: a customer's (customers_view, the customer's mail tab, which shows
 * the mails of all its records) or one record of a module below (spec 01 §3 module ids).
 */
export const MAIL_MODULE_VIEW_PERMISSION: Readonly<Record<number, string>> = {
  1: 'orders_view',
  2: 'customers_view',
  3: 'equipments_view',
  4: 'offers_view',
  5: 'projects_view',
  16: 'invoice_view',
  26: 'bookings_view',
  27: 'contacts_view',
};

/**
 * What a record mail needs besides its attachments (sendRecordMail; the orders and offers screens' send dialog
 * validates with the same schema): receivers as 'a@x.no; b@y.no' or a list, subject, body, and the record it was
 * sent from (spec 02 §3 "Report sharing input": subject, to, cc, body, moduleid, recordid).
 */
export const recordMailSchema = z
  .object({
    to: requiredEmails().refine((l) => l.length <= 50, 'invalidEmail'),
    cc: multipleEmails()
      .refine((l) => l.length <= 50, 'invalidEmail')
      .optional(),
    subject: requiredText(250),
    /** Plain text; `html` instead (or as well) for an HTML mail. */
    text: z
      .string('invalidData')
      .max(100_000, maxCharactersMessage(100_000))
      .refine(hasNoNulText, 'invalidData')
      .optional(),
    html: z
      .string('invalidData')
      .max(500_000, maxCharactersMessage(500_000))
      .refine(hasNoNulText, 'invalidData')
      .optional(),
    moduleid: z.number('required').int('invalidNumber').positive('invalidNumber').max(1000, 'invalidNumber'),
    /** The record's id; 0 is the company itself (HSE checklists, which hang on no other record). */
    recordid: z
      .number('required')
      .int('invalidData')
      .min(0, 'invalidData')
      .max(2 ** 53 - 1, 'invalidData'),
    customer_id: idValue.nullable().optional(),
  })
  .refine((m) => Boolean(m.text?.trim() || m.html?.trim()), { message: 'required', path: ['text'] });
export type RecordMailFields = z.input<typeof recordMailSchema>;

function hasNoNulText(value: string) {
  return !value.includes('\u0000');
}
