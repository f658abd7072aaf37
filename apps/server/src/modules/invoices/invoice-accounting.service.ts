// Export to accounting (issue 10): the generated invoices as ledger lines (a voucher each: receivable, sales per VAT
// rate on the sales account of its VAT code, output VAT), sent to an accounting integration through its adapter
// (recorded in the accounting outbox) or downloaded as a CSV / XLSX file that needs no integration.
import { and, asc, desc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Language } from '@suite/shared';
import { isUnimicroConfigured } from '@suite/shared/integrations/integration-settings.schema';
import {
  EXPORT_ERRORS as X,
  outputVatCode,
  type AccountingExportInput,
  type AccountingSystem,
  type LedgerExportInput,
} from '@suite/shared/invoices/invoice-accounting';
import {
  INVOICE_ERRORS as E,
  INVOICE_STATUS as S,
  INVOICE_TYPE,
} from '@suite/shared/invoices/invoice.schema';
import { centsToString, documentTotals, toCents } from '@suite/shared/orders/line-totals';
import { badRequest, notFound } from '../../platform/errors';
import { writeSheet, CONTENT_TYPES } from '../../platform/import-export/spreadsheet';
import type { Ctx } from '../../platform/request-context';
import { readSetting } from '../../platform/tenants/tenant-settings.service';
import { translate } from '../../platform/translations/translate';
import { salesaccounts } from '../settings/settings.table';
import { adapterOf } from './accounting-adapters';
import { logEvent, type InvoiceRow } from './invoices.service';
import { accountingOutbox, invoicelines, invoices } from './invoices.table';

/** Accounts of the Norwegian standard chart (NS 4102) the vouchers use besides the sales accounts. */
export const RECEIVABLE_ACCOUNT = 1500;
export const OUTPUT_VAT_ACCOUNT = 2700;

export type LedgerLine = {
  account: number;
  vatcode: string | null;
  vatrate: string | null;
  text: string;
  /** NOK, exact decimals; one of debit / credit is '0.00'. */
  debit: string;
  credit: string;
  /** The amount in the invoice's currency (same sign as debit − credit). */
  currencyamount: string;
};

export type Voucher = {
  invoice_id: number;
  invoicenumber: number;
  type: number;
  invoicedate: string;
  duedate: string | null;
  kid: string | null;
  customernumber: number | null;
  customername: string;
  customerorgnumber: string | null;
  currency: string;
  exchangerate: string;
  lines: LedgerLine[];
};

const MICRO = BigInt(1_000_000);
const HALF = BigInt(500_000);
const ZERO = BigInt(0);

/** Cents of a currency amount in NOK at the invoice's rate (6 decimals), rounded half away from zero. */
function nokCents(cents: bigint, rate: string): bigint {
  const [int = '0', frac = ''] = rate.split('.');
  const micro = BigInt(int) * MICRO + BigInt((frac + '000000').slice(0, 6));
  const p = cents * micro;
  return p >= ZERO ? (p + HALF) / MICRO : -((-p + HALF) / MICRO);
}

/** The sales account of each VAT code: the first active account listing the code, else 3000 (taxable) / 3100. */
async function salesAccountsByCode(ctx: Ctx): Promise<(code: string) => number> {
  const rows = (await ctx.tx
    .select()
    .from(salesaccounts)
    .where(eq(salesaccounts.tenantId, ctx.user.tenantId))
    .orderBy(asc(salesaccounts.accountnumber))) as unknown as {
    accountnumber: number;
    relatedvatcodes: string[] | null;
    isactive: boolean;
  }[];
  const active = rows.filter((r) => r.isactive !== false);
  return (code: string) => {
    const hit = active.find((r) => (r.relatedvatcodes ?? []).includes(code));
    if (hit) return hit.accountnumber;
    // A reduced rate without its own account goes on the taxable sales account (code 3).
    const taxable = ['31', '33'].includes(code) ? active.find((r) => r.relatedvatcodes?.includes('3')) : null;
    if (taxable) return taxable.accountnumber;
    return code === '5' || code === '6' ? 3100 : 3000;
  };
}

/**
 * The ledger lines of generated invoices: for each a voucher that balances in NOK — the receivable (1500, the
 * customer's sub-ledger) for the gross, each VAT rate's net on the sales account of its VAT code, and its VAT on
 * 2700 with the code. A credit note has the sides swapped.
 */
export async function vouchersOf(ctx: Ctx, rows: InvoiceRow[]): Promise<Voucher[]> {
  if (rows.length === 0) return [];
  const accountOf = await salesAccountsByCode(ctx);
  const { value: company } = await readSetting(ctx, 'companyinfo');
  const vatRegistered = company.vatregistered !== false;
  const lines = await ctx.tx
    .select({
      invoice_id: invoicelines.invoice_id,
      quantity: invoicelines.quantity,
      unitprice: invoicelines.unitprice,
      discount: invoicelines.discount,
      tax: invoicelines.tax,
    })
    .from(invoicelines)
    .where(
      and(
        eq(invoicelines.tenantId, ctx.user.tenantId),
        inArray(
          invoicelines.invoice_id,
          rows.map((r) => r.id),
        ),
      ),
    );
  const byInvoice = new Map<number, typeof lines>();
  for (const l of lines) byInvoice.set(l.invoice_id, [...(byInvoice.get(l.invoice_id) ?? []), l]);
  return rows.map((r) => {
    const totals = documentTotals(byInvoice.get(r.id) ?? []);
    const sign = r.type === INVOICE_TYPE.creditnote ? BigInt(-1) : BigInt(1);
    const kind = r.type === INVOICE_TYPE.creditnote ? 'Kreditnota' : 'Faktura';
    const text = `${kind} ${r.invoicenumber} ${r.customername}`.slice(0, 200);
    const out: LedgerLine[] = [];
    /** A line of `cents` (currency) on the debit side when positive. */
    const push = (
      account: number,
      cents: bigint,
      nok: bigint,
      vatcode: string | null,
      vatrate: string | null,
    ) =>
      out.push({
        account,
        vatcode,
        vatrate,
        text,
        debit: centsToString(nok > ZERO ? nok : ZERO),
        credit: centsToString(nok < ZERO ? -nok : ZERO),
        currencyamount: centsToString(cents),
      });
    let grossNok = ZERO;
    let grossCur = ZERO;
    const credits: [number, bigint, bigint, string | null, string | null][] = [];
    for (const v of totals.vatrates) {
      const code = outputVatCode(v.rate, vatRegistered);
      const base = toCents(v.base) * sign;
      const vat = toCents(v.amount) * sign;
      const baseNok = nokCents(base, r.exchangerate);
      const vatNok = nokCents(vat, r.exchangerate);
      grossNok += baseNok + vatNok;
      grossCur += base + vat;
      credits.push([accountOf(code), -base, -baseNok, code, v.rate]);
      if (vat !== ZERO) credits.push([OUTPUT_VAT_ACCOUNT, -vat, -vatNok, code, v.rate]);
    }
    push(RECEIVABLE_ACCOUNT, grossCur, grossNok, null, null);
    for (const c of credits) push(...c);
    return {
      invoice_id: r.id,
      invoicenumber: r.invoicenumber!,
      type: r.type,
      invoicedate: r.invoicedate!,
      duedate: r.duedate,
      kid: r.kid,
      customernumber: r.customernumber,
      customername: r.customername,
      customerorgnumber: r.customerorgnumber,
      currency: r.currency,
      exchangerate: r.exchangerate,
      lines: out,
    };
  });
}

/** Generated invoices and credit notes (not drafts) of a period, by invoice date and number. */
async function invoicesOfPeriod(ctx: Ctx, from: string, to: string, notExported: boolean) {
  return ctx.tx
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.tenantId, ctx.user.tenantId),
        sql`${invoices.status} <> ${S.draft}`,
        gte(invoices.invoicedate, from),
        lte(invoices.invoicedate, to),
        notExported ? isNull(invoices.exportedon) : undefined,
      ),
    )
    .orderBy(asc(invoices.invoicenumber));
}

/** Marks invoices exported: sent/in progress → 4 exported (a completed one stays completed), and logs it. */
/** The invoices become exported (sent or in progress ones; others keep their status), each with a log event. */
export async function markExported(ctx: Ctx, rows: InvoiceRow[], details: Record<string, unknown>) {
  if (rows.length === 0) return;
  const ids = rows.map((r) => r.id);
  await ctx.tx
    .update(invoices)
    .set({
      exportedon: new Date(),
      status: sql`case when ${invoices.status} in (${S.inprogress}, ${S.sent}) then ${S.exported} else ${invoices.status} end`,
      updatedon: new Date(),
    })
    .where(and(eq(invoices.tenantId, ctx.user.tenantId), inArray(invoices.id, ids)));
  for (const r of rows) await logEvent(ctx, r, 'exported', details);
}

/** Is the accounting integration switched on (system configuration) and, where we keep its login, filled in? */
async function assertIntegration(ctx: Ctx, system: AccountingSystem) {
  const { value: config } = await readSetting(ctx, 'systemconfiguration');
  if (!config.enabledintegrations.includes(system))
    throw badRequest([{ field: 'system', message: X.integrationOff }], X.integrationOff);
  if (system === 'unimicro' && !isUnimicroConfigured((await readSetting(ctx, 'unimicro_login')).value))
    throw badRequest([{ field: 'system', message: X.integrationNotConfigured }], X.integrationNotConfigured);
}

/**
 * POST invoices/export {system, from, to | invoice_ids}: the invoices not exported before go through the system's
 * adapter, which records its request in the accounting outbox; they become exported, each with a log event.
 */
export async function exportToAccounting(ctx: Ctx, input: AccountingExportInput) {
  await assertIntegration(ctx, input.system);
  let rows: InvoiceRow[];
  if (input.invoice_ids) {
    const ids = [...new Set(input.invoice_ids)];
    rows = await ctx.tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.tenantId, ctx.user.tenantId), inArray(invoices.id, ids)))
      .orderBy(asc(invoices.invoicenumber))
      .for('update');
    if (rows.length !== ids.length) throw notFound(E.notFound);
    const errors: { field: string; message: string }[] = [];
    input.invoice_ids.forEach((id, i) => {
      const r = rows.find((x) => x.id === id)!;
      if (r.status === S.draft) errors.push({ field: `invoice_ids.${i}`, message: E.notSent });
      else if (r.exportedon) errors.push({ field: `invoice_ids.${i}`, message: X.nothingToExport });
    });
    if (errors.length) throw badRequest(errors, errors[0]!.message);
  } else {
    rows = await invoicesOfPeriod(ctx, input.from!, input.to!, true);
  }
  if (rows.length === 0) throw badRequest([{ field: 'from', message: X.nothingToExport }], X.nothingToExport);
  const adapter = adapterOf(input.system);
  const vouchers = await vouchersOf(ctx, rows);
  const { value: company } = await readSetting(ctx, 'companyinfo');
  const request = adapter.request(vouchers, { orgnumber: company.organizationnumber ?? null });
  const [entry] = await ctx.tx
    .insert(accountingOutbox)
    .values({
      tenantId: ctx.user.tenantId,
      system: input.system,
      status: 'queued',
      invoice_ids: rows.map((r) => r.id),
      invoicecount: rows.length,
      payload: request,
      createdby: ctx.user.userId || null,
    })
    .returning();
  await markExported(ctx, rows, { system: input.system, export_id: entry!.id });
  return { export: outboxToApi(entry!), invoices: rows.map((r) => r.invoicenumber) };
}

function outboxToApi(r: typeof accountingOutbox.$inferSelect) {
  const { tenantId: _t, ...rest } = r;
  return { ...rest, createdon: r.createdon.toISOString() };
}

/** POST invoices/exports/list: the accounting outbox (what each adapter would send, and its status). */
export async function accountingOutboxList(ctx: Ctx, input: { skip?: number; limit?: number }) {
  const where = eq(accountingOutbox.tenantId, ctx.user.tenantId);
  const [count] = await ctx.tx
    .select({ n: sql<number>`count(*)::int` })
    .from(accountingOutbox)
    .where(where);
  const rows = await ctx.tx
    .select()
    .from(accountingOutbox)
    .where(where)
    .orderBy(desc(accountingOutbox.id))
    .limit(input.limit ?? 25)
    .offset(input.skip ?? 0);
  return { items: rows.map(outboxToApi), total: Number(count?.n ?? 0) };
}

const LEDGER_COLUMNS = [
  'voucher',
  'date',
  'duedate',
  'doctype',
  'customernumber',
  'customer',
  'account',
  'vatcode',
  'vatrate',
  'text',
  'debit',
  'credit',
  'currency',
  'currencyamount',
  'kid',
] as const;

/**
 * POST invoices/ledger {from, to, format, markexported?}: the period's generated invoices as ledger lines (one
 * voucher each, balanced in NOK), a file any accounting system imports. CSV is Norwegian Excel's (';', decimal
 * comma); XLSX has numbers as numbers and dates as dates.
 */
export async function ledgerExport(ctx: Ctx, input: LedgerExportInput, lang: Language) {
  const rows = await invoicesOfPeriod(ctx, input.from, input.to, false);
  if (rows.length === 0) throw badRequest([{ field: 'from', message: X.nothingToExport }], X.nothingToExport);
  const vouchers = await vouchersOf(ctx, rows);
  const csv = input.format === 'csv';
  const amount = (v: string) => (csv ? v.replace('.', ',') : Number(v));
  const date = (v: string | null) =>
    v === null ? null : csv ? v.split('-').reverse().join('.') : new Date(`${v}T00:00:00Z`);
  const data = vouchers.flatMap((v) =>
    v.lines.map((l) => [
      v.invoicenumber,
      date(v.invoicedate),
      date(v.duedate),
      translate(lang, 'invoices', v.type === INVOICE_TYPE.creditnote ? 'creditnote' : 'invoice'),
      l.account === RECEIVABLE_ACCOUNT ? v.customernumber : null,
      v.customername,
      l.account,
      l.vatcode,
      l.vatrate === null ? null : amount(l.vatrate),
      l.text,
      amount(l.debit),
      amount(l.credit),
      v.currency,
      amount(l.currencyamount),
      v.kid,
    ]),
  );
  const header = LEDGER_COLUMNS.map((c) => translate(lang, 'invoices', `ledger_${c}`));
  const body = await writeSheet(input.format, translate(lang, 'invoices', 'ledger_title'), header, data, {
    dateColumns: [1, 2],
  });
  if (input.markexported)
    await markExported(
      ctx,
      rows.filter((r) => !r.exportedon),
      { system: 'file', format: input.format },
    );
  return {
    name: `bilag-${input.from}-${input.to}.${input.format}`,
    type: CONTENT_TYPES[input.format],
    body,
  };
}
