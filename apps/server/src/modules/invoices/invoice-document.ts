// The data every rendering of an invoice needs (PDF, EHF, mail, open-invoice page) and the invoice and reminder
// PDFs (issue 10): a Norwegian invoice with the seller's org nr ('MVA', 'Foretaksregisteret'), the buyer, invoice
// and due dates, KID, bank account, lines, VAT per rate and totals with decimal comma, through platform/pdf.
import type { Content, TableCell } from 'pdfmake/interfaces';
import { and, asc, desc, eq, lte } from 'drizzle-orm';
import { formatDate, formatNumber, type Language } from '@suite/shared';
import {
  centsToString,
  documentTotals,
  lineNet,
  toCents,
  type Totals,
} from '@suite/shared/orders/line-totals';
import { formatBankAccount } from '@suite/shared/settings/finance.rules';
import { INVOICE_TYPE } from '@suite/shared/invoices/invoice.schema';
import { invoices as L } from '@suite/shared/translations/sections/invoices';
import { renderTemplate } from '@suite/shared/templates/placeholders';
import type { Ctx } from '../../platform/request-context';
import { companyHeaderOf, groupOrgNumber, renderPdf, type CompanyHeader } from '../../platform/pdf';
import { PDF_COLORS } from '../../platform/pdf/pdf';
import { readSetting } from '../../platform/tenants/tenant-settings.service';
import { bankaccounts, currencies } from '../settings/settings.table';
import { invoiceRow, linesOfInvoice, type InvoiceLineRow, type InvoiceRow } from './invoices.service';

export type BankAccount = { accountnumber: string; iban: string | null; bic: string | null };

export type InvoiceDocument = {
  invoice: InvoiceRow;
  lines: InvoiceLineRow[];
  totals: Totals;
  header: CompanyHeader;
  /** Company info as EHF needs it (street, postcode, city separately). */
  company: { street: string; postcode: string; city: string; country: string };
  foretaksregisteret: boolean;
  bank: BankAccount | null;
  /** The credited invoice's number and date (credit notes). */
  credited: { invoicenumber: number | null; invoicedate: string | null } | null;
};

type Tx = Pick<Ctx, 'tx' | 'user'>;

/** The default active bank account (settings bank_settings), the one printed on invoices. */
export async function defaultBankAccount(ctx: Tx): Promise<BankAccount | null> {
  const b = bankaccounts;
  const [row] = await ctx.tx
    .select({ accountnumber: b.accountnumber!, iban: b.iban!, bic: b.bic! })
    .from(bankaccounts)
    .where(and(eq(b.tenantId!, ctx.user.tenantId), eq(b.isactive!, true)))
    .orderBy(desc(b.isdefault!), asc(b.id!))
    .limit(1);
  return row ? (row as BankAccount) : null;
}

/** NOK per unit of `code` valid on `date` (settings currencies: the newest rate from on or before the date). */
export async function exchangeRateOn(ctx: Tx, code: string, date: string): Promise<string | null> {
  if (code === 'NOK') return '1';
  const c = currencies;
  const [row] = await ctx.tx
    .select({ rate: c.exchangerate! })
    .from(currencies)
    .where(
      and(
        eq(c.tenantId!, ctx.user.tenantId),
        eq(c.code!, code),
        eq(c.isactive!, true),
        lte(c.validfrom!, date),
      ),
    )
    .orderBy(desc(c.validfrom!), desc(c.id!))
    .limit(1);
  return row ? String(row.rate) : null;
}

/**
 * What every rendering of an invoice reads of the tenant besides the invoice itself: the company, the invoice
 * settings and the bank account. A send reads it once (not once per rendering); a batch once for the whole batch.
 */
export type InvoiceSender = {
  header: CompanyHeader;
  company: InvoiceDocument['company'];
  settings: InvoiceSettings;
  bank: BankAccount | null;
};
export type InvoiceSettings = Awaited<ReturnType<typeof readInvoiceSettings>>;

async function readInvoiceSettings(ctx: Tx) {
  return (await readSetting(ctx, 'invoice_settings')).value;
}

export async function loadInvoiceSender(ctx: Tx): Promise<InvoiceSender> {
  const { value: c } = await readSetting(ctx, 'companyinfo');
  return {
    header: companyHeaderOf(c),
    company: { street: c.street, postcode: c.postcode, city: c.city, country: 'NO' },
    settings: await readInvoiceSettings(ctx),
    bank: await defaultBankAccount(ctx),
  };
}

/** The credited invoice's number and date, for a credit note (null for an invoice). */
export async function creditedOf(ctx: Ctx, invoice: InvoiceRow): Promise<InvoiceDocument['credited']> {
  if (!invoice.creditedinvoice_id) return null;
  const o = await invoiceRow(ctx, invoice.creditedinvoice_id);
  return { invoicenumber: o.invoicenumber, invoicedate: o.invoicedate };
}

/** The document of an invoice whose row, lines and sender are at hand (no database reads). */
export function invoiceDocumentOf(
  invoice: InvoiceRow,
  lines: InvoiceLineRow[],
  sender: InvoiceSender,
  credited: InvoiceDocument['credited'],
): InvoiceDocument {
  return {
    invoice,
    lines,
    totals: documentTotals(lines),
    header: sender.header,
    company: sender.company,
    foretaksregisteret: sender.settings.foretaksregisteret,
    bank: sender.bank,
    credited,
  };
}

export async function loadInvoiceDocument(
  ctx: Ctx,
  id: number,
  sender?: InvoiceSender,
): Promise<InvoiceDocument> {
  const invoice = await invoiceRow(ctx, id);
  const lines = await linesOfInvoice(ctx, id);
  return invoiceDocumentOf(
    invoice,
    lines,
    sender ?? (await loadInvoiceSender(ctx)),
    await creditedOf(ctx, invoice),
  );
}

const money = (v: string) => formatNumber(v, 2);
const HEADER_CELL = { bold: true, fillColor: PDF_COLORS.band };
const ROWS_LAYOUT = {
  hLineWidth: (i: number) => (i === 0 ? 0 : 0.5),
  vLineWidth: () => 0,
  hLineColor: () => PDF_COLORS.line,
  paddingTop: () => 3,
  paddingBottom: () => 3,
};

/** 'Org.nr. 913 500 032 MVA Foretaksregisteret' as the law wants it on a sales document. */
export function sellerIdLine(d: InvoiceDocument, language: Language): string {
  if (!d.header.orgnumber) return '';
  return [
    `Org.nr. ${groupOrgNumber(d.header.orgnumber)}${d.header.vatregistered ? ' MVA' : ''}`,
    d.foretaksregisteret ? L.foretaksregisteret[language] : '',
  ]
    .filter(Boolean)
    .join(' ');
}

function buyerBlock(d: InvoiceDocument, language: Language): Content {
  const i = d.invoice;
  const a = i.customeraddress;
  const left: Content[] = [
    { text: L.customer[language], color: PDF_COLORS.muted, fontSize: 8 },
    { text: i.customername, bold: true, fontSize: 10.5 },
    { text: [a.street, [a.zip, a.city].filter(Boolean).join(' ')].filter(Boolean).join('\n') },
  ];
  if (i.customerorgnumber) left.push({ text: `Org.nr. ${groupOrgNumber(i.customerorgnumber)}` });
  const refs: [string, string | null][] = [
    [L.customerreference[language], i.customerreference],
    [L.ourreference[language], i.ourreference],
  ];
  const rows = refs
    .filter(([, v]) => v)
    .map(([k, v]) => [{ text: k, color: PDF_COLORS.muted }, { text: v! }]);
  return {
    columns: [
      { stack: left },
      rows.length ? { table: { widths: ['auto', '*'], body: rows }, layout: 'noBorders' } : { text: '' },
    ],
    columnGap: 20,
    margin: [0, 0, 0, 14],
  };
}

function linesTable(d: InvoiceDocument, language: Language): Content {
  const right = { alignment: 'right' as const };
  const body: TableCell[][] = [
    [
      { text: L.productnumber[language], ...HEADER_CELL },
      { text: L.description[language], ...HEADER_CELL },
      { text: L.quantity[language], ...HEADER_CELL, ...right },
      { text: L.unit[language], ...HEADER_CELL },
      { text: L.unitprice[language], ...HEADER_CELL, ...right },
      { text: L.discount[language], ...HEADER_CELL, ...right },
      { text: L.tax[language], ...HEADER_CELL, ...right },
      { text: L.net[language], ...HEADER_CELL, ...right },
    ],
  ];
  for (const l of d.lines)
    body.push([
      { text: l.productnumber ?? '' },
      { text: l.name },
      { text: formatNumber(l.quantity, 2), ...right, noWrap: true },
      { text: l.unit ?? '' },
      { text: money(l.unitprice), ...right, noWrap: true },
      { text: Number(l.discount) ? formatNumber(l.discount, 2) : '', ...right },
      { text: formatNumber(l.tax, 0), ...right },
      { text: money(l.net), ...right, noWrap: true },
    ]);
  return {
    table: { headerRows: 1, widths: [50, '*', 42, 34, 58, 38, 34, 62], body, dontBreakRows: true },
    layout: ROWS_LAYOUT,
    margin: [0, 4, 0, 8],
  };
}

function totalsBlock(d: InvoiceDocument, language: Language): Content {
  const t = d.totals;
  const cur = d.invoice.currency;
  const rows: TableCell[][] = [[{ text: L.totalNet[language] }, { text: money(t.net), alignment: 'right' }]];
  for (const v of t.vatrates)
    rows.push([
      { text: renderTemplate(L.vatLine[language], { rate: formatNumber(v.rate, 0), base: money(v.base) }) },
      { text: money(v.amount), alignment: 'right' },
    ]);
  rows.push([{ text: L.vatTotal[language] }, { text: money(t.vat), alignment: 'right' }]);
  const credit = d.invoice.type === INVOICE_TYPE.creditnote;
  rows.push([
    { text: `${(credit ? L.totalCredit : L.totalGross)[language]} ${cur}`, bold: true, fontSize: 10.5 },
    { text: money(t.gross), bold: true, fontSize: 10.5, alignment: 'right', noWrap: true },
  ]);
  if (cur !== 'NOK') {
    const vatNok = lineNet({ quantity: d.invoice.exchangerate, unitprice: t.vat });
    rows.push([
      {
        text: renderTemplate(L.nokEquivalent[language], { rate: formatNumber(d.invoice.exchangerate, 4) }),
        color: PDF_COLORS.muted,
      },
      { text: `NOK ${money(vatNok)}`, alignment: 'right', color: PDF_COLORS.muted },
    ]);
  }
  return {
    columns: [
      { text: '', width: '*' },
      {
        width: 260,
        table: { widths: ['*', 'auto'], body: rows },
        layout: {
          ...ROWS_LAYOUT,
          hLineWidth: (i: number, node) => (i === node.table.body.length - 1 ? 1 : 0),
        },
      },
    ],
    unbreakable: true,
    margin: [0, 0, 0, 10],
  };
}

function paymentBlock(
  d: InvoiceDocument,
  language: Language,
  amount: string,
  duedate: string | null,
): Content {
  const rows: TableCell[][] = [];
  const add = (label: string, v: string | null | undefined, bold = false) => {
    if (v)
      rows.push([
        { text: label, color: PDF_COLORS.muted },
        { text: v, bold },
      ]);
  };
  add(L.amountToPay[language], `${d.invoice.currency} ${money(amount)}`, true);
  add(L.duedate[language], duedate ? formatDate(duedate) : null, true);
  add(L.bankaccount[language], d.bank ? formatBankAccount(d.bank.accountnumber) : null, true);
  add(L.kid[language], d.invoice.kid, true);
  add(L.iban[language], d.bank?.iban);
  add(L.bic[language], d.bank?.bic);
  return {
    unbreakable: true,
    margin: [0, 10, 0, 0],
    table: {
      widths: ['*'],
      body: [
        [
          {
            fillColor: PDF_COLORS.band,
            margin: [6, 4, 6, 6],
            stack: [
              { text: L.payment[language], bold: true, fontSize: 10.5, margin: [0, 0, 0, 4] },
              { table: { widths: [110, '*'], body: rows }, layout: 'noBorders' },
            ],
          },
        ],
      ],
    },
    layout: 'noBorders',
  };
}

function sellerFooter(d: InvoiceDocument, language: Language): Content {
  return {
    text: [`${L.seller[language]}: ${d.header.name}`, sellerIdLine(d, language)].filter(Boolean).join(' · '),
    color: PDF_COLORS.muted,
    fontSize: 8,
    margin: [0, 12, 0, 0],
  };
}

function metaOf(d: InvoiceDocument, language: Language) {
  const i = d.invoice;
  const credit = i.type === INVOICE_TYPE.creditnote;
  const meta: { label: string; value: string }[] = [];
  const add = (label: string, v: string | number | null | undefined) => {
    if (v !== null && v !== undefined && v !== '') meta.push({ label, value: String(v) });
  };
  add((credit ? L.creditnotenumber : L.invoicenumber)[language], i.invoicenumber ?? L.draft[language]);
  add(L.invoicedate[language], i.invoicedate ? formatDate(i.invoicedate) : null);
  if (!credit) add(L.duedate[language], i.duedate ? formatDate(i.duedate) : null);
  add(L.customernumber[language], i.customernumber);
  if (!credit) add(L.kid[language], i.kid);
  if (i.currency !== 'NOK') add(L.currency[language], i.currency);
  return meta;
}

/** The invoice or credit note PDF. A draft prints 'Utkast' where the number goes. */
export async function renderInvoicePdf(d: InvoiceDocument, language: Language = 'no'): Promise<Buffer> {
  const i = d.invoice;
  const credit = i.type === INVOICE_TYPE.creditnote;
  const content: Content[] = [buyerBlock(d, language)];
  if (credit && d.credited?.invoicenumber)
    content.push({
      text: renderTemplate(L.credits[language], { number: d.credited.invoicenumber }),
      bold: true,
      margin: [0, 0, 0, 6],
    });
  if (i.invoicetext?.trim()) content.push({ text: i.invoicetext.trim(), margin: [0, 0, 0, 8] });
  content.push(linesTable(d, language), totalsBlock(d, language));
  if (!credit) content.push(paymentBlock(d, language, d.totals.gross, i.duedate));
  content.push(sellerFooter(d, language));
  return renderPdf({
    language,
    header: d.header,
    title: `${(credit ? L.creditnote : L.invoice)[language]}${i.invoicenumber ? '' : ` (${L.draft[language]})`}`,
    reference: i.invoicenumber ? String(i.invoicenumber) : undefined,
    meta: metaOf(d, language),
    content,
  });
}

/** The reminder (purring) PDF: the invoice's balance, the fee and the new due date, with the same KID. */
export async function renderReminderPdf(
  d: InvoiceDocument,
  r: { balance: string; fee: string; date: string; duedate: string },
  language: Language = 'no',
): Promise<Buffer> {
  const i = d.invoice;
  const total = centsToString(toCents(r.balance) + toCents(r.fee));
  const rows: TableCell[][] = [
    [{ text: `${L.invoice[language]} ${i.invoicenumber}` }, { text: money(r.balance), alignment: 'right' }],
    [{ text: L.reminderfee[language] }, { text: money(r.fee), alignment: 'right' }],
    [
      { text: L.amountToPay[language], bold: true },
      { text: money(total), bold: true, alignment: 'right' },
    ],
  ];
  return renderPdf({
    language,
    header: d.header,
    title: L.reminder[language],
    reference: String(i.invoicenumber),
    meta: [
      { label: L.invoicenumber[language], value: String(i.invoicenumber) },
      { label: L.reminderdate[language], value: formatDate(r.date) },
      { label: L.newduedate[language], value: formatDate(r.duedate) },
      ...(i.kid ? [{ label: L.kid[language], value: i.kid }] : []),
    ],
    content: [
      buyerBlock(d, language),
      {
        text: renderTemplate(L.reminderText[language], {
          number: i.invoicenumber ?? '',
          duedate: i.duedate ? formatDate(i.duedate) : '',
        }),
        margin: [0, 0, 0, 10],
      },
      { table: { widths: ['*', 100], body: rows }, layout: ROWS_LAYOUT, margin: [0, 0, 0, 8] },
      paymentBlock(d, language, total, r.duedate),
      sellerFooter(d, language),
    ],
  });
}
