// What happens to an invoice after it is drafted (issue 10): sending (number, dates, KID, open-invoice link at the
// first send; download, EHF, e-mail, print), credit notes, payments, reminders, the open-invoice page and /logs.
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { formatDate, formatNumber, type Language } from '@suite/shared';
import { buildKid } from '@suite/shared/invoices/kid';
import {
  INVOICE_ERRORS as E,
  INVOICE_STATUS as S,
  INVOICE_TYPE,
  SEND_TYPE_NAME,
  type CreditnoteInput,
  type InvoiceSendInput,
  type PaymentInput,
  type ReminderInput,
} from '@suite/shared/invoices/invoice.schema';
import { maxReminderFee } from '@suite/shared/invoices/invoice-accounting';
import { centsToString, lineNetCents, toCents } from '@suite/shared/orders/line-totals';
import { formatBankAccount } from '@suite/shared/settings/finance.rules';
import { cleanFileName } from '@suite/shared/format/file-name';
import { renderTemplate } from '@suite/shared/templates/placeholders';
import { badRequest, notFound } from '../../platform/errors';
import { sendRecordMail, type MailCtx } from '../../platform/mail/record-mail';
import { buildRecordMailText } from '../../platform/mail/record-mail-text';
import type { Ctx } from '../../platform/request-context';
import { lockNumbering, nextNumber } from '../../platform/resources/record-number';
import { readSetting } from '../../platform/tenants/tenant-settings.service';
import { users } from '../../platform/auth/auth.table';
import { buildEhf, ehfParties } from './ehf';
import { assertApproved } from './invoice-workflow.service';
import {
  creditedOf,
  exchangeRateOn,
  invoiceDocumentOf,
  loadInvoiceDocument,
  loadInvoiceSender,
  renderInvoicePdf,
  renderReminderPdf,
  type InvoiceDocument,
  type InvoiceSender,
  type InvoiceSettings,
} from './invoice-document';
import {
  addDays,
  balanceOf,
  creditedGross,
  getInvoice,
  insertLines,
  invoiceRow,
  linesOfInvoice,
  logEvent,
  storeTotals,
  type InvoiceRow,
} from './invoices.service';
import { invoiceEvents, invoiceLinks, invoicelines, invoicePayments, invoices } from './invoices.table';
import { osloDate } from '@suite/shared/format/date-format';

export type InvoiceOptions = { dataDir: string; publicUrl: string };

const INVOICE_MODULE_ID = 16;

/** The file name of an invoice's PDF / EHF: 'Faktura 10001.pdf'. */
export function invoiceFileName(row: InvoiceRow, ext: 'pdf' | 'xml', prefix?: string): string {
  const kind = prefix ?? (row.type === INVOICE_TYPE.creditnote ? 'Kreditnota' : 'Faktura');
  return `${cleanFileName(`${kind} ${row.invoicenumber ?? 'utkast'}`)}.${ext}`;
}

async function updateInvoiceRow(ctx: Ctx, id: number, set: Partial<typeof invoices.$inferInsert>) {
  await ctx.tx
    .update(invoices)
    .set({ ...set, updatedon: new Date() })
    .where(and(eq(invoices.tenantId, ctx.user.tenantId), eq(invoices.id, id)));
}

/**
 * The first send (issue 10): under the tenant's numbering lock, the next invoice number (never below the invoice
 * settings' nextinvoicenumber; no gaps, since a number is only kept when the transaction commits), the invoice date
 * (the draft's, or today), the due date from the payment terms, the KID, the open-invoice link and the exchange rate.
 * Answers the row as it will be stored: the send writes it with its status in one update.
 */
async function generate(ctx: Ctx, row: InvoiceRow, settings: InvoiceSettings): Promise<InvoiceRow> {
  const invoicedate = row.invoicedate ?? osloDate();
  const rate = await exchangeRateOn(ctx, row.currency, invoicedate);
  if (rate === null) throw badRequest([{ field: 'currency', message: E.noExchangeRate }], E.noExchangeRate);
  await lockNumbering(ctx, invoices, invoices.invoicenumber);
  const invoicenumber = await nextNumber(ctx, invoices, invoices.invoicenumber, settings.nextinvoicenumber);
  const duedate =
    row.type === INVOICE_TYPE.creditnote ? null : (row.duedate ?? addDays(invoicedate, row.paymentterms));
  const kid =
    row.type === INVOICE_TYPE.invoice && settings.usekid
      ? buildKid(row.customernumber, invoicenumber, settings.kidalgorithm, settings.kidlength)
      : null;
  const openinvoice_id = randomUUID();
  await ctx.tx.insert(invoiceLinks).values({ openinvoice_id, tenant: ctx.user.tenantId, invoice_id: row.id });
  return { ...row, invoicenumber, invoicedate, duedate, kid, openinvoice_id, exchangerate: rate };
}

/** The placeholders of the invoice mail and reminder texts (template group 'invoice'). */
function mailValues(d: InvoiceDocument, link: string, amount = d.totals.gross) {
  const i = d.invoice;
  return {
    invoicenumber: i.invoicenumber ?? '',
    invoicedate: i.invoicedate ? formatDate(i.invoicedate) : '',
    duedate: i.duedate ? formatDate(i.duedate) : '',
    invoiceamount: formatNumber(amount, 2),
    kid: i.kid ?? '',
    accountnumber: d.bank ? formatBankAccount(d.bank.accountnumber) : '',
    customername: i.customername,
    invoicelink: link,
  };
}

function openLink(publicUrl: string, row: InvoiceRow) {
  return row.openinvoice_id ? `${publicUrl.replace(/\/$/, '')}/openinvoice/${row.openinvoice_id}` : '';
}

/**
 * The access-point adapter of EHF (issue 10): no PEPPOL access point is reachable from here, so a sent EHF is a file
 * in the outbox (DATA_DIR/outbox/ehf/<tenant>/<number>.xml) a user or an operator can see and pick up; the invoice's
 * ehfstatus says 'queued'. A failure to hand it over is 'failed' with the spec's 'E-invoice fails' message.
 */
export async function deliverEhf(dataDir: string, tenantId: number, row: InvoiceRow, xml: string) {
  const dir = path.join(dataDir, 'outbox', 'ehf', String(tenantId));
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, invoiceFileName(row, 'xml').replace(/\s+/g, '_'));
  await writeFile(file, xml, 'utf8');
  return file;
}

export type SendResult = {
  invoice: Awaited<ReturnType<typeof getInvoice>>;
  /** 'sent' or 'failed' (the invoice is generated all the same; spec 02 §8). */
  result: 'sent' | 'failed';
  /** The message key of a failure: invoiceMailFailed or ehfFailed. */
  message: string | null;
  /** Where the PDF is downloaded from (download and print, and after a failed e-mail). */
  pdfurl: string;
};

/**
 * POST invoices/{id}/send {sendtype, to?, cc?}. What could refuse (no e-mail address, no organisation number for
 * EHF, no exchange rate) is checked before anything changes. A failed delivery keeps the invoice generated (status
 * in progress) and answers result 'failed' with the message to show.
 */
export async function sendInvoice(
  ctx: MailCtx & Ctx,
  id: number,
  input: InvoiceSendInput,
  opts: InvoiceOptions,
) {
  const sent = await deliverInvoice(ctx, id, input, opts);
  return {
    invoice: await getInvoice(ctx, id),
    result: sent.result,
    message: sent.message,
    pdfurl: `/api/invoices/${id}/pdf`,
  } satisfies SendResult;
}

export type Delivered = {
  /** The invoice as stored after the send, its lines and everything its renderings need. */
  document: InvoiceDocument;
  result: 'sent' | 'failed';
  message: string | null;
  /** The PDF when the send rendered it (e-mail), else null. */
  pdf: Buffer | null;
};

/**
 * The send itself (sendInvoice without the API answer): the batch job calls it with the sender read once for the
 * whole batch, and renders the PDF from the document it answers. The invoice and its lines are read once.
 */
export async function deliverInvoice(
  ctx: MailCtx & Ctx,
  id: number,
  input: InvoiceSendInput,
  opts: InvoiceOptions,
  known?: InvoiceSender,
): Promise<Delivered> {
  let row = await invoiceRow(ctx, id, true);
  const sender = known ?? (await loadInvoiceSender(ctx));
  const settings = sender.settings;
  await assertApproved(ctx, row, settings);
  let to: string[] = [];
  if (input.sendtype === 4) {
    to = input.to ?? (row.customeremail ? [row.customeremail] : []);
    if (to.length === 0) throw badRequest([{ field: 'to', message: E.noEmail }], E.noEmail);
  }
  // The EHF's parties are checked before the number is taken (400 and nothing changed).
  if (input.sendtype === 3) ehfParties({ invoice: row, header: sender.header });
  const lines = await linesOfInvoice(ctx, id);
  const first = row.status === S.draft;
  if (first) {
    if (lines.length === 0) throw badRequest([{ field: 'lines', message: 'required' }], E.nothingToInvoice);
    row = await generate(ctx, row, settings);
  }
  const d = invoiceDocumentOf(row, lines, sender, await creditedOf(ctx, row));
  let result: 'sent' | 'failed' = 'sent';
  let message: string | null = null;
  let sentto: string | null = null;
  let ehfstatus = row.ehfstatus;
  let pdf: Buffer | null = null;
  if (input.sendtype === 4) {
    pdf = await renderInvoicePdf(d, 'no');
    const values = mailValues(d, openLink(opts.publicUrl, row));
    const text = await buildRecordMailText(ctx, { event: 'invoice' }, values);
    const mail = await sendRecordMail(ctx, {
      to,
      cc: [...(input.cc ?? []), ...(settings.copyemail ? [settings.copyemail] : [])],
      // The invoice settings' own subject wins over the standard text's, with the same placeholders.
      subject: settings.emailsubject
        ? renderTemplate(settings.emailsubject, values).replace(/[\r\n]+/g, ' ')
        : text.subject,
      text: text.text,
      html: text.html,
      moduleid: INVOICE_MODULE_ID,
      recordid: id,
      customer_id: row.customer_id,
      attachments: [{ filename: invoiceFileName(row, 'pdf'), content: pdf, contentType: 'application/pdf' }],
    });
    sentto = to.join(', ');
    if (mail.status === 'failed') {
      result = 'failed';
      message = E.mailFailed;
    }
  } else if (input.sendtype === 3) {
    try {
      await deliverEhf(opts.dataDir, ctx.user.tenantId, row, buildEhf(d));
      ehfstatus = 'queued';
      sentto = row.customerorgnumber;
    } catch (error) {
      if ((error as { status?: number }).status === 400) throw error;
      result = 'failed';
      message = E.ehfFailed;
      ehfstatus = 'failed';
    }
  }
  const delivered = result === 'sent';
  const status =
    row.status === S.draft || row.status === S.inprogress ? (delivered ? S.sent : S.inprogress) : row.status;
  const now = new Date();
  const [stored] = await ctx.tx
    .update(invoices)
    .set({
      // The first send's number, dates, KID, link and rate (generate) with the send's outcome, in one write.
      ...(first
        ? {
            invoicenumber: row.invoicenumber,
            invoicedate: row.invoicedate,
            duedate: row.duedate,
            kid: row.kid,
            openinvoice_id: row.openinvoice_id,
            exchangerate: row.exchangerate,
          }
        : {}),
      status,
      sendtype: input.sendtype,
      sentto,
      senton: now,
      ehfstatus,
      updatedon: now,
    })
    .where(and(eq(invoices.tenantId, ctx.user.tenantId), eq(invoices.id, id)))
    .returning();
  await logEvent(ctx, row, delivered ? 'sent' : 'failed', {
    sendtype: input.sendtype,
    how: SEND_TYPE_NAME[input.sendtype],
    to: sentto,
    message,
  });
  if (first && row.type === INVOICE_TYPE.creditnote && row.creditedinvoice_id)
    await settleIfDone(ctx, row.creditedinvoice_id);
  return { document: { ...d, invoice: stored! }, result, message, pdf };
}

/** An invoice whose balance reaches 0 (paid and credited) is completed. */
async function settleIfDone(ctx: Ctx, invoiceId: number) {
  const row = await invoiceRow(ctx, invoiceId, true);
  if (row.status === S.draft || row.status === S.completed) return;
  const balance = balanceOf(row, await creditedGross(ctx, invoiceId));
  if (toCents(balance) <= BigInt(0)) await updateInvoiceRow(ctx, invoiceId, { status: S.completed });
}

/** GET invoices/{id}/pdf. */
export async function invoicePdf(ctx: Ctx, id: number, language: Language = 'no') {
  const d = await loadInvoiceDocument(ctx, id);
  return { filename: invoiceFileName(d.invoice, 'pdf'), pdf: await renderInvoicePdf(d, language) };
}

/** GET invoices/{id}/ehf: only a generated (numbered) invoice has an EHF. */
export async function invoiceEhf(ctx: Ctx, id: number) {
  const d = await loadInvoiceDocument(ctx, id);
  if (d.invoice.status === S.draft) throw badRequest([{ field: 'status', message: E.notSent }], E.notSent);
  return { filename: invoiceFileName(d.invoice, 'xml'), xml: buildEhf(d) };
}

/**
 * POST invoices/{id}/creditnote {lines?}: a draft credit note (type 2) for a sent invoice, with every line's quantity
 * left to credit, or the given lines and quantities. Crediting more than is left of a line (credit notes made before
 * count, drafts too) is refused with the spec's credit-note error flag.
 */
export async function createCreditnote(ctx: Ctx, id: number, input: CreditnoteInput) {
  const row = await invoiceRow(ctx, id, true);
  if (row.type !== INVOICE_TYPE.invoice || row.status === S.draft)
    throw badRequest([{ field: 'status', message: E.notSent }], E.notSent);
  const lines = await linesOfInvoice(ctx, id);
  const creditedRows = await ctx.tx
    .select({
      credited_line_id: invoicelines.credited_line_id,
      q: sql<string>`sum(${invoicelines.quantity})::text`,
    })
    .from(invoicelines)
    .where(
      and(
        eq(invoicelines.tenantId, ctx.user.tenantId),
        inArray(
          invoicelines.credited_line_id,
          lines.map((l) => l.id),
        ),
      ),
    )
    .groupBy(invoicelines.credited_line_id);
  const creditedQty = new Map(creditedRows.map((r) => [Number(r.credited_line_id), r.q]));
  /** Quantity left in millionths (quantities have 6 decimals). */
  const leftOf = (lineId: number, quantity: string) =>
    micro(quantity) - micro(creditedQty.get(lineId) ?? '0');
  const byId = new Map(lines.map((l) => [l.id, l]));
  const wanted: { line: (typeof lines)[number]; quantity: string }[] = [];
  const errors: { field: string; message: string }[] = [];
  if (input.lines) {
    input.lines.forEach((w, n) => {
      const line = byId.get(w.line_id);
      if (!line) return errors.push({ field: `lines.${n}.line_id`, message: 'invalidData' });
      const left = leftOf(line.id, line.quantity);
      const sign = micro(line.quantity) < BigInt(0) ? BigInt(-1) : BigInt(1);
      const asked = w.quantity !== undefined ? micro(w.quantity) * sign : left;
      if (asked * sign <= BigInt(0) || asked * sign > left * sign)
        return errors.push({ field: `lines.${n}.quantity`, message: E.creditnote });
      wanted.push({ line, quantity: fromMicro(asked) });
    });
  } else {
    for (const line of lines) {
      const left = leftOf(line.id, line.quantity);
      if (left !== BigInt(0)) wanted.push({ line, quantity: fromMicro(left) });
    }
    if (wanted.length === 0) errors.push({ field: 'lines', message: E.creditnote });
  }
  if (errors.length) throw badRequest(errors, E.creditnote);
  const [credit] = await ctx.tx
    .insert(invoices)
    .values({
      tenantId: ctx.user.tenantId,
      type: INVOICE_TYPE.creditnote,
      status: S.draft,
      customer_id: row.customer_id,
      order_id: row.order_id,
      project_id: row.project_id,
      customername: row.customername,
      customernumber: row.customernumber,
      customerorgnumber: row.customerorgnumber,
      customeraddress: row.customeraddress,
      customeremail: row.customeremail,
      customerreference: row.customerreference,
      ourreference: row.ourreference,
      paymentterms: row.paymentterms,
      currency: row.currency,
      creditedinvoice_id: row.id,
      createdby: ctx.user.userId,
    })
    .returning();
  await insertLines(
    ctx,
    credit!.id,
    wanted.map((w, position) => ({
      position,
      product_id: w.line.product_id,
      productnumber: w.line.productnumber,
      name: w.line.name,
      quantity: w.quantity,
      unit: w.line.unit,
      unitprice: w.line.unitprice,
      discount: w.line.discount,
      tax: w.line.tax,
      costprice: w.line.costprice,
      credited_line_id: w.line.id,
    })),
  );
  await storeTotals(ctx, credit!.id);
  await logEvent(ctx, credit!, 'created', { creditedinvoice_id: row.id });
  await logEvent(ctx, row, 'credited', { creditnote_id: credit!.id });
  return getInvoice(ctx, credit!.id);
}

const MICRO = BigInt(1_000_000);
function micro(value: string): bigint {
  // lineNetCents of quantity × 1 000 000 in cents / 100 = millionths, exact for 6-decimal quantities.
  return lineNetCents({ quantity: value, unitprice: '10000' });
}
function fromMicro(v: bigint): string {
  const neg = v < BigInt(0);
  const a = neg ? -v : v;
  return `${neg ? '-' : ''}${a / MICRO}.${(a % MICRO).toString().padStart(6, '0')}`;
}

/**
 * POST invoices/{id}/payments {amount, paiddate, ...}: a payment received on a generated invoice; partial payments
 * add up; more than the balance is refused; a balance of 0 completes the invoice.
 */
export async function registerPayment(ctx: Ctx, id: number, input: PaymentInput) {
  const row = await invoiceRow(ctx, id, true);
  if (row.type !== INVOICE_TYPE.invoice || row.status === S.draft)
    throw badRequest([{ field: 'status', message: E.notSent }], E.notSent);
  const balance = balanceOf(row, await creditedGross(ctx, id));
  if (toCents(input.amount) > toCents(balance))
    throw badRequest([{ field: 'amount', message: E.overpaid }], E.overpaid);
  await ctx.tx.insert(invoicePayments).values({
    tenantId: ctx.user.tenantId,
    invoice_id: id,
    amount: input.amount,
    paiddate: input.paiddate,
    paymentmethod_id: input.paymentmethod_id ?? null,
    note: input.note ?? null,
    createdby: ctx.user.userId,
  });
  await updateInvoiceRow(ctx, id, { paid: centsToString(toCents(row.paid) + toCents(input.amount)) });
  await logEvent(ctx, row, 'paid', { amount: input.amount, paiddate: input.paiddate });
  await settleIfDone(ctx, id);
  return getInvoice(ctx, id);
}

/**
 * POST invoices/{id}/reminder {sendtype?, to?}: a reminder of an overdue, unpaid invoice with the fee of the invoice
 * settings, capped at the legal purregebyr of the day (maxReminderFee: 1/10 of the inkassosats then in force), a new due date (reminderdays, at least 14 days as
 * inkassoloven § 9 wants before collection), a PDF, and an e-mail (sendtype 4, default) or the PDF to send by hand (2).
 */
export async function sendReminder(ctx: MailCtx & Ctx, id: number, input: ReminderInput) {
  const row = await invoiceRow(ctx, id, true);
  const balance = balanceOf(row, await creditedGross(ctx, id));
  const today = osloDate();
  if (
    row.type !== INVOICE_TYPE.invoice ||
    row.status === S.draft ||
    row.status === S.completed ||
    !row.duedate ||
    row.duedate >= today ||
    toCents(balance) <= BigInt(0)
  )
    throw badRequest([{ field: 'status', message: E.notOverdue }], E.notOverdue);
  const sendtype = input.sendtype ?? 4;
  const to = input.to ?? (row.customeremail ? [row.customeremail] : []);
  if (sendtype === 4 && to.length === 0) throw badRequest([{ field: 'to', message: E.noEmail }], E.noEmail);
  const { value: settings } = await readSetting(ctx, 'invoice_settings');
  const fee = centsToString(
    [toCents(String(settings.reminderfee)), toCents(maxReminderFee(today))].reduce((a, b) => (a < b ? a : b)),
  );
  const duedate = addDays(today, Math.max(settings.reminderdays, 14));
  const d = await loadInvoiceDocument(ctx, id);
  const pdf = await renderReminderPdf(d, { balance, fee, date: today, duedate }, 'no');
  let result: 'sent' | 'failed' = 'sent';
  let message: string | null = null;
  if (sendtype === 4) {
    const text = await buildRecordMailText(
      ctx,
      { event: 'reminder' },
      {
        ...mailValues(d, '', balance),
        duedate: formatDate(row.duedate),
        reminderfee: formatNumber(fee, 2),
      },
    );
    const mail = await sendRecordMail(ctx, {
      to,
      subject: text.subject,
      text: text.text,
      html: text.html,
      moduleid: INVOICE_MODULE_ID,
      recordid: id,
      customer_id: row.customer_id,
      attachments: [
        { filename: invoiceFileName(row, 'pdf', 'Purring'), content: pdf, contentType: 'application/pdf' },
      ],
    });
    if (mail.status === 'failed') {
      result = 'failed';
      message = E.mailFailed;
    }
  }
  await updateInvoiceRow(ctx, id, { reminders: row.reminders + 1, lastreminderdate: today });
  await logEvent(ctx, row, 'reminded', {
    fee,
    balance,
    duedate,
    to: sendtype === 4 ? to.join(', ') : null,
    result,
  });
  return {
    invoice: await getInvoice(ctx, id),
    result,
    message,
    fee,
    duedate,
    pdf: pdf.toString('base64'),
    filename: invoiceFileName(row, 'pdf', 'Purring'),
  };
}

/** POST invoices/logs: the invoice events, newest first, with who did it. */
export async function invoiceLogs(ctx: Ctx, input: { invoice_id?: number; skip?: number; limit?: number }) {
  const where = and(
    eq(invoiceEvents.tenantId, ctx.user.tenantId),
    input.invoice_id
      ? sql`(${invoiceEvents.details} ->> 'invoice_id')::bigint = ${input.invoice_id}`
      : undefined,
  );
  const rows = await ctx.tx
    .select({ e: invoiceEvents, username: users.name })
    .from(invoiceEvents)
    .leftJoin(users, eq(users.id, invoiceEvents.userid))
    .where(where)
    .orderBy(desc(invoiceEvents.id))
    .limit(input.limit ?? 50)
    .offset(input.skip ?? 0);
  const [c] = await ctx.tx
    .select({ n: sql<number>`count(*)::int` })
    .from(invoiceEvents)
    .where(where);
  return {
    items: rows.map(({ e, username }) => ({
      id: e.id,
      invoice_id: e.invoice_id,
      invoicenumber: e.invoicenumber,
      event: e.event,
      details: e.details,
      username,
      createdon: e.createdon.toISOString(),
    })),
    total: Number(c?.n ?? 0),
  };
}

/** The public open-invoice page's data (no session: whoever has the link sees the invoice and its PDF). */
export async function publicInvoice(ctx: Ctx, invoiceId: number) {
  const d = await loadInvoiceDocument(ctx, invoiceId);
  const i = d.invoice;
  const balance = balanceOf(i, await creditedGross(ctx, invoiceId));
  return {
    company: {
      name: d.header.name,
      orgnumber: d.header.orgnumber || null,
      addressLines: d.header.addressLines,
      email: d.header.email || null,
      phone: d.header.phone || null,
    },
    type: i.type,
    invoicenumber: i.invoicenumber,
    invoicedate: i.invoicedate,
    duedate: i.duedate,
    kid: i.kid,
    currency: i.currency,
    customername: i.customername,
    bankaccount: d.bank ? formatBankAccount(d.bank.accountnumber) : null,
    iban: d.bank?.iban ?? null,
    bic: d.bank?.bic ?? null,
    lines: d.lines.map((l) => ({
      name: l.name,
      quantity: l.quantity,
      unit: l.unit,
      unitprice: l.unitprice,
      discount: l.discount,
      tax: l.tax,
      net: l.net,
    })),
    totals: d.totals,
    balance,
    paid: i.status === S.completed,
  };
}

/** The tenant and invoice of an open-invoice link (a platform lookup: the link carries no tenant). */
export async function findInvoiceLink(platformTx: Ctx['tx'], openinvoiceId: string) {
  const [link] = await platformTx
    .select()
    .from(invoiceLinks)
    .where(eq(invoiceLinks.openinvoice_id, openinvoiceId));
  if (!link) throw notFound(E.notFound);
  return link;
}
