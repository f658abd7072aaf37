import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { recordColumns, tenantId, tenantPolicy } from '../../db/tenant-table';
import { users } from '../../platform/auth/auth.table';
import { customers } from '../customers/customers.table';
import { lineColumns, lineConstraints, money, orderlines, orders } from '../orders/orders.table';
import { projects } from '../projects/projects.table';

const ref = (name: string) => bigint(name, { mode: 'number' });

/**
 * spec 02 §3 "Invoice" (issue 10): type 1 invoice / 2 credit note, status (shared invoice.schema INVOICE_STATUS),
 * the number, dates, KID and open-invoice link given at the first send, the customer as it was when the invoice was
 * made (an invoice must not change when the customer record does), currency and the rate used, and the akonto flag.
 */
export const invoices = pgTable(
  'invoices',
  {
    tenantId: tenantId(),
    id: bigint('id', { mode: 'number' }).generatedByDefaultAsIdentity(),
    type: smallint('type').notNull().default(1),
    status: smallint('status').notNull().default(1),
    /** Given at the first send: the tenant's next number, no gaps (a draft has none). */
    invoicenumber: integer('invoicenumber'),
    invoicedate: date('invoicedate'),
    duedate: date('duedate'),
    paymentterms: smallint('paymentterms').notNull().default(14),
    kid: text('kid'),
    openinvoice_id: uuid('openinvoice_id'),
    customer_id: ref('customer_id').notNull(),
    order_id: ref('order_id'),
    project_id: ref('project_id'),
    /** The customer snapshot printed on the invoice and in its EHF. */
    customername: text('customername').notNull(),
    customernumber: integer('customernumber'),
    customerorgnumber: text('customerorgnumber'),
    customeraddress: jsonb('customeraddress')
      .$type<{ street: string | null; zip: string | null; city: string | null; country: string }>()
      .notNull(),
    customeremail: text('customeremail'),
    customerreference: text('customerreference'),
    ourreference: text('ourreference'),
    invoicetext: text('invoicetext'),
    currency: text('currency').notNull().default('NOK'),
    /** NOK per unit of the currency, valid on the invoice date (settings currencies); 1 for NOK. */
    exchangerate: numeric('exchangerate', { precision: 18, scale: 6 }).notNull().default('1'),
    /** The credited invoice of a credit note. */
    creditedinvoice_id: ref('creditedinvoice_id'),
    /** An akonto invoice (issue 10 "Fixed price and akonto"). */
    isakonto: boolean('isakonto').notNull().default(false),
    /** Totals stored at every change of the lines, so lists and sums read no lines. */
    net: money('net').notNull().default('0'),
    vat: money('vat').notNull().default('0'),
    gross: money('gross').notNull().default('0'),
    paid: money('paid').notNull().default('0'),
    /** The last send: 2 download, 3 EHF, 4 e-mail, 7 print; to whom and when. */
    sendtype: smallint('sendtype'),
    sentto: text('sentto'),
    senton: timestamp('senton', { withTimezone: true }),
    /** EHF through the access-point adapter: queued (in the outbox), failed. */
    ehfstatus: text('ehfstatus'),
    reminders: smallint('reminders').notNull().default(0),
    lastreminderdate: date('lastreminderdate'),
    exportedon: timestamp('exportedon', { withTimezone: true }),
    /** Approval of a draft when the invoice settings ask for it (1 waiting, 2 approved, 3 rejected; null not asked). */
    approvalstatus: smallint('approvalstatus'),
    approvalcomment: text('approvalcomment'),
    approvedby: ref('approvedby').references(() => users.id, { onDelete: 'set null' }),
    approvedon: timestamp('approvedon', { withTimezone: true }),
    createdby: ref('createdby').references(() => users.id, { onDelete: 'set null' }),
    ...recordColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // No gaps and no duplicates: unique per tenant, given under the numbering lock.
    uniqueIndex('invoices_invoicenumber_uq').on(t.tenantId, t.invoicenumber),
    uniqueIndex('invoices_openinvoice_uq').on(t.tenantId, t.openinvoice_id),
    foreignKey({
      name: 'invoices_customer_fk',
      columns: [t.tenantId, t.customer_id],
      foreignColumns: [customers.tenantId, customers.id],
    }),
    foreignKey({
      name: 'invoices_order_fk',
      columns: [t.tenantId, t.order_id],
      foreignColumns: [orders.tenantId, orders.id],
    }),
    foreignKey({
      name: 'invoices_project_fk',
      columns: [t.tenantId, t.project_id],
      foreignColumns: [projects.tenantId, projects.id],
    }),
    foreignKey({
      name: 'invoices_credited_fk',
      columns: [t.tenantId, t.creditedinvoice_id],
      foreignColumns: [t.tenantId, t.id],
    }),
    index('invoices_customer_idx').on(t.tenantId, t.customer_id, t.id),
    index('invoices_order_idx')
      .on(t.tenantId, t.order_id)
      .where(sql`${t.order_id} is not null`),
    index('invoices_project_idx')
      .on(t.tenantId, t.project_id)
      .where(sql`${t.project_id} is not null`),
    index('invoices_status_idx').on(t.tenantId, t.status, t.id),
    index('invoices_date_idx').on(t.tenantId, t.invoicedate),
    tenantPolicy('invoices'),
  ],
).enableRLS();

/**
 * Invoice lines: the priced-line shape of order and offer lines (lineColumns), plus where the line came from. An
 * order line, a fixed price and an akonto deduction are invoiced at most once: unique partial indexes hold it even
 * under two drafts made at the same time. A credit note's line points at the line it credits.
 */
export const invoicelines = pgTable(
  'invoicelines',
  {
    ...lineColumns(),
    invoice_id: ref('invoice_id').notNull(),
    orderline_id: ref('orderline_id'),
    /** The order whose fixed price this line invoices. */
    fixedprice_order_id: ref('fixedprice_order_id'),
    /** The akonto invoice this (negative) line deducts on the final invoice. */
    akonto_invoice_id: ref('akonto_invoice_id'),
    credited_line_id: ref('credited_line_id'),
    /** The approved hour entry this line invoices (create_from_order {includehours}). */
    hour_id: ref('hour_id'),
  },
  (t) => [
    ...lineConstraints('invoicelines', t),
    foreignKey({
      name: 'invoicelines_invoice_fk',
      columns: [t.tenantId, t.invoice_id],
      foreignColumns: [invoices.tenantId, invoices.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'invoicelines_orderline_fk',
      columns: [t.tenantId, t.orderline_id],
      foreignColumns: [orderlines.tenantId, orderlines.id],
    }),
    index('invoicelines_invoice_idx').on(t.tenantId, t.invoice_id, t.position, t.id),
    uniqueIndex('invoicelines_orderline_uq')
      .on(t.tenantId, t.orderline_id)
      .where(sql`${t.orderline_id} is not null`),
    uniqueIndex('invoicelines_fixedprice_uq')
      .on(t.tenantId, t.fixedprice_order_id)
      .where(sql`${t.fixedprice_order_id} is not null`),
    uniqueIndex('invoicelines_akonto_uq')
      .on(t.tenantId, t.akonto_invoice_id)
      .where(sql`${t.akonto_invoice_id} is not null`),
    uniqueIndex('invoicelines_hour_uq')
      .on(t.tenantId, t.hour_id)
      .where(sql`${t.hour_id} is not null`),
    index('invoicelines_credited_idx')
      .on(t.tenantId, t.credited_line_id)
      .where(sql`${t.credited_line_id} is not null`),
  ],
).enableRLS();

/** /logs (spec 02 §2): every invoice event, who, when, and its details (send type, recipient, error ...). */
export const invoiceEvents = pgTable(
  'invoice_events',
  {
    tenantId: tenantId(),
    id: bigint('id', { mode: 'number' }).generatedByDefaultAsIdentity(),
    invoice_id: ref('invoice_id'),
    /** Kept when a draft is deleted: the log outlives it. */
    invoicenumber: integer('invoicenumber'),
    event: text('event').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    userid: ref('userid').references(() => users.id, { onDelete: 'set null' }),
    createdon: timestamp('createdon', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('invoice_events_invoice_idx').on(t.tenantId, t.invoice_id, t.id),
    index('invoice_events_time_idx').on(t.tenantId, t.id),
    tenantPolicy('invoice_events'),
  ],
).enableRLS();

/** Payments registered on an invoice (partial payments add up; fully paid completes the invoice). */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    tenantId: tenantId(),
    id: bigint('id', { mode: 'number' }).generatedByDefaultAsIdentity(),
    invoice_id: ref('invoice_id').notNull(),
    amount: money('amount').notNull(),
    paiddate: date('paiddate').notNull(),
    paymentmethod_id: ref('paymentmethod_id'),
    note: text('note'),
    createdby: ref('createdby').references(() => users.id, { onDelete: 'set null' }),
    createdon: timestamp('createdon', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'invoice_payments_invoice_fk',
      columns: [t.tenantId, t.invoice_id],
      foreignColumns: [invoices.tenantId, invoices.id],
    }).onDelete('cascade'),
    index('invoice_payments_invoice_idx').on(t.tenantId, t.invoice_id),
    tenantPolicy('invoice_payments'),
  ],
).enableRLS();

/**
 * The open-invoice links (/openinvoice/:openinvoice_id, a public page): a platform table, not a tenant table, since
 * the link is a random UUID that names no tenant; the public call finds the tenant here and then reads the invoice
 * through that tenant's transaction. The application role may only insert (at the first send; the public call reads it as the platform); the column is
 * called `tenant`, not tenant_id, so the tenant-security step leaves the table without row-level security.
 */
export const invoiceLinks = pgTable('invoice_links', {
  openinvoice_id: uuid('openinvoice_id').primaryKey(),
  tenant: bigint('tenant', { mode: 'number' }).notNull(),
  invoice_id: bigint('invoice_id', { mode: 'number' }).notNull(),
  createdon: timestamp('createdon', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The accounting outbox (issue 10 "Export to accounting"): what each accounting adapter (Uni Micro, Visma, Fiken,
 * Tripletex, PowerOffice) would send, one row per export, with its status. No accounting system is reachable from
 * here, so an adapter records its request here ('queued'); a real connection replaces the adapter's deliver step
 * and sets 'sent' or 'failed' with the error.
 */
export const accountingOutbox = pgTable(
  'accounting_outbox',
  {
    tenantId: tenantId(),
    id: bigint('id', { mode: 'number' }).generatedByDefaultAsIdentity(),
    system: text('system').notNull(),
    status: text('status').notNull().default('queued'),
    invoice_ids: jsonb('invoice_ids').$type<number[]>().notNull(),
    invoicecount: integer('invoicecount').notNull(),
    /** The request the adapter would send (method, path, body). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    error: text('error'),
    createdby: ref('createdby').references(() => users.id, { onDelete: 'set null' }),
    createdon: timestamp('createdon', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('accounting_outbox_time_idx').on(t.tenantId, t.id),
    tenantPolicy('accounting_outbox'),
  ],
).enableRLS();

/** A batch send (issue 10 "Sending 1,000 invoices as one batch job"): its drafts and progress for the progress bar. */
export const invoiceBatches = pgTable(
  'invoice_batches',
  {
    tenantId: tenantId(),
    id: bigint('id', { mode: 'number' }).generatedByDefaultAsIdentity(),
    sendtype: smallint('sendtype').notNull(),
    invoice_ids: jsonb('invoice_ids').$type<number[]>().notNull(),
    total: integer('total').notNull(),
    done: integer('done').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    /** queued, running, finished. */
    status: text('status').notNull().default('queued'),
    /** Per failed invoice: its id and the message key. */
    errors: jsonb('errors').$type<{ invoice_id: number; message: string }[]>().notNull().default([]),
    createdby: ref('createdby').references(() => users.id, { onDelete: 'set null' }),
    createdon: timestamp('createdon', { withTimezone: true }).notNull().defaultNow(),
    finishedon: timestamp('finishedon', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), tenantPolicy('invoice_batches')],
).enableRLS();
