// The invoice reports (issue 10; spec 02 §2 Reports /invoice_report and /invoice_reserve_report): invoices of a
// period grouped by month, customer or status with sums; and the reserve — delivered orders not yet invoiced, with
// what is left to invoice. Both as JSON for the screens and as XLSX.
import { and, asc, eq, gte, ilike, inArray, isNotNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Language } from '@suite/shared';
import {
  DELIVERED_ORDER_STATUSES,
  type InvoiceReportInput,
  type ReserveReportInput,
} from '@suite/shared/invoices/invoice-accounting';
import { INVOICE_STATUS as S, INVOICE_TYPE } from '@suite/shared/invoices/invoice.schema';
import { centsToString, toCents } from '@suite/shared/orders/line-totals';
import { writeSheet } from '../../platform/import-export/spreadsheet';
import type { Ctx } from '../../platform/request-context';
import { escapeLike } from '../../platform/resources/record-list';
import { translate } from '../../platform/translations/translate';
import { customers } from '../customers/customers.table';
import { hours } from '../hours/hours.table';
import { selectValued, valueEntries, type ValuedEntry } from '../hours/hours-value';
import { orderlines, orders } from '../orders/orders.table';
import { invoicelines, invoices } from './invoices.table';

const money = (v: string | bigint) => centsToString(typeof v === 'bigint' ? v : toCents(v));

export type ReportRow = {
  key: string;
  label: string;
  count: number;
  net: string;
  vat: string;
  gross: string;
  paid: string;
  balance: string;
};

/**
 * POST invoices/report: the generated invoices (not drafts) of the period by invoice date, grouped; credit notes
 * count negative; balance = gross − paid − sent credit notes (what is still owed).
 */
export async function invoiceReport(ctx: Ctx, input: InvoiceReportInput) {
  const conds = [
    eq(invoices.tenantId, ctx.user.tenantId),
    ne(invoices.status, S.draft),
    gte(invoices.invoicedate, input.from),
    lte(invoices.invoicedate, input.to),
    input.customer_id ? eq(invoices.customer_id, input.customer_id) : undefined,
    input.status?.length ? inArray(invoices.status, input.status) : undefined,
  ];
  const sign = sql`case when ${invoices.type} = ${INVOICE_TYPE.creditnote} then -1 else 1 end`;
  const credited = sql`coalesce((select sum(c.gross) from ${invoices} c where c.tenant_id = ${invoices.tenantId} and c.creditedinvoice_id = ${invoices.id} and c.status <> 1), 0)`;
  const balance = sql`case when ${invoices.type} = 2 then 0 else ${invoices.gross} - ${invoices.paid} - ${credited} end`;
  const key =
    input.groupby === 'month'
      ? sql<string>`to_char(${invoices.invoicedate}, 'YYYY-MM')`
      : input.groupby === 'customer'
        ? sql<string>`${invoices.customer_id}::text`
        : sql<string>`${invoices.status}::text`;
  const rows = await ctx.tx
    .select({
      key,
      label: sql<string>`min(${invoices.customername})`,
      count: sql<number>`count(*)::int`,
      net: sql<string>`sum(${sign} * ${invoices.net})::text`,
      vat: sql<string>`sum(${sign} * ${invoices.vat})::text`,
      gross: sql<string>`sum(${sign} * ${invoices.gross})::text`,
      paid: sql<string>`sum(${invoices.paid})::text`,
      balance: sql<string>`sum(${balance})::text`,
    })
    .from(invoices)
    .where(and(...conds))
    .groupBy(key)
    .orderBy(input.groupby === 'customer' ? sql`min(${invoices.customername})` : key);
  const total = { count: 0, net: 0n, vat: 0n, gross: 0n, paid: 0n, balance: 0n };
  const out: ReportRow[] = rows.map((r) => {
    total.count += Number(r.count);
    for (const f of ['net', 'vat', 'gross', 'paid', 'balance'] as const) total[f] += toCents(r[f]);
    return {
      key: r.key,
      // Months and statuses are labelled by the screen in the user's language; customers by name.
      label: input.groupby === 'customer' ? r.label : r.key,
      count: Number(r.count),
      net: money(r.net),
      vat: money(r.vat),
      gross: money(r.gross),
      paid: money(r.paid),
      balance: money(r.balance),
    };
  });
  return {
    groupby: input.groupby,
    rows: out,
    total: {
      count: total.count,
      net: money(total.net),
      vat: money(total.vat),
      gross: money(total.gross),
      paid: money(total.paid),
      balance: money(total.balance),
    },
  };
}

const REPORT_COLUMNS = ['count', 'net', 'vat', 'gross', 'paid', 'balance'] as const;

function reportLabel(lang: Language, groupby: InvoiceReportInput['groupby'], row: ReportRow) {
  if (groupby === 'status') return translate(lang, 'invoices', `status_${row.key}`);
  if (groupby === 'month') return row.key.split('-').reverse().join('.');
  return row.label;
}

/** POST invoices/report/xlsx: the report as a spreadsheet, headers in the user's language, amounts as numbers. */
export async function invoiceReportXlsx(ctx: Ctx, input: InvoiceReportInput, lang: Language) {
  const report = await invoiceReport(ctx, input);
  const header = [
    translate(lang, 'invoices', `report_by_${input.groupby}`),
    ...REPORT_COLUMNS.map((c) => translate(lang, 'invoices', `report_${c}`)),
  ];
  const data = [
    ...report.rows.map((r) => [
      reportLabel(lang, input.groupby, r),
      ...REPORT_COLUMNS.map((c) => Number(r[c])),
    ]),
    [translate(lang, 'invoices', 'report_total'), ...REPORT_COLUMNS.map((c) => Number(report.total[c]))],
  ];
  const body = await writeSheet('xlsx', translate(lang, 'invoices', 'report_title'), header, data);
  return { name: `invoices-${input.groupby}-${input.from}-${input.to}.xlsx`, body };
}

export type ReserveRow = {
  order_id: number;
  ordernumber: number;
  description: string | null;
  customer_id: number;
  customername: string;
  status: number;
  pricingtype: string;
  /** Order lines not yet on an invoice (net). */
  lines: string;
  /** Approved billable hours not yet on an invoice (sales value). */
  hours: string;
  /** A fixed price not yet invoiced. */
  fixedprice: string;
  /** Akonto invoices sent and not yet deducted (negative). */
  akonto: string;
  toinvoice: string;
};

/**
 * POST invoices/reserve_report: the delivered orders (completed, returned, controlled) with something not yet
 * invoiced — order lines not on any invoice, approved billable hours not on any invoice (hourly orders, valued as
 * create_from_order {includehours} would), a fixed price not yet invoiced — less akonto invoices sent and not yet
 * deducted. `toinvoice` is what the next invoice of the order would come to (net).
 */
export async function reserveReport(ctx: Ctx, input: ReserveReportInput) {
  const tenant = ctx.user.tenantId;
  const search = input.search?.trim();
  const notOnInvoice = (col: typeof orderlines.id | typeof hours.id, field: 'orderline_id' | 'hour_id') =>
    sql`not exists (select 1 from ${invoicelines} il where il.tenant_id = ${tenant} and il.${sql.raw(field)} = ${col})`;
  const candidates = await ctx.tx
    .select({
      id: orders.id,
      ordernumber: orders.ordernumber,
      description: orders.description,
      customer_id: orders.customer_id,
      customername: customers.name,
      status: orders.status,
      pricingtype: orders.pricingtype,
      fixedprice: orders.fixedprice,
      lines: sql<string>`coalesce((select sum(ol.net) from ${orderlines} ol where ol.tenant_id = ${orders.tenantId} and ol.order_id = ${orders.id} and not exists (select 1 from ${invoicelines} il where il.tenant_id = ol.tenant_id and il.orderline_id = ol.id)), 0)::text`,
      fixeddone: sql<boolean>`exists (select 1 from ${invoicelines} il where il.tenant_id = ${orders.tenantId} and il.fixedprice_order_id = ${orders.id})`,
      akonto: sql<string>`coalesce((select sum(i.net) from ${invoices} i where i.tenant_id = ${orders.tenantId} and i.order_id = ${orders.id} and i.isakonto and i.type = 1 and i.status <> 1 and not exists (select 1 from ${invoicelines} il where il.tenant_id = i.tenant_id and il.akonto_invoice_id = i.id)), 0)::text`,
    })
    .from(orders)
    .innerJoin(customers, and(eq(customers.tenantId, orders.tenantId), eq(customers.id, orders.customer_id)))
    .where(
      and(
        eq(orders.tenantId, tenant),
        inArray(orders.status, [...DELIVERED_ORDER_STATUSES]),
        input.customer_id ? eq(orders.customer_id, input.customer_id) : undefined,
        search
          ? or(
              ilike(customers.name, `%${escapeLike(search)}%`),
              ilike(sql`${orders.ordernumber}::text`, `%${escapeLike(search)}%`),
              ilike(sql`coalesce(${orders.description}, '')`, `%${escapeLike(search)}%`),
            )
          : undefined,
      ),
    )
    .orderBy(asc(orders.ordernumber));
  // Approved billable hours not yet invoiced, of the hourly orders among them, valued by the hours module.
  const hourly = candidates.filter((c) => c.pricingtype !== 'fixed').map((c) => c.id);
  const hourSales = new Map<number, bigint>();
  if (hourly.length) {
    const entries = (await selectValued(ctx).where(
      and(
        eq(hours.tenantId, tenant),
        inArray(hours.order_id, hourly),
        eq(hours.state, 2),
        isNotNull(hours.worktype_id),
        notOnInvoice(hours.id, 'hour_id'),
      ),
    )) as ValuedEntry[];
    const values = await valueEntries(ctx, entries);
    for (const e of entries) {
      const v = values.get(e.id);
      if (!v || !v.billable) continue;
      hourSales.set(e.order_id!, (hourSales.get(e.order_id!) ?? 0n) + v.sales);
    }
  }
  const rows: ReserveRow[] = [];
  const total = { lines: 0n, hours: 0n, fixedprice: 0n, akonto: 0n, toinvoice: 0n };
  for (const c of candidates) {
    const fixed = c.pricingtype === 'fixed';
    const lines = fixed ? 0n : toCents(c.lines);
    const hrs = fixed ? 0n : (hourSales.get(c.id) ?? 0n);
    const fixedprice = fixed && !c.fixeddone ? toCents(c.fixedprice ?? '0') : 0n;
    const gross = lines + hrs + fixedprice;
    if (gross <= 0n) continue;
    // Akonto is deducted on the next ordinary invoice, never below nothing.
    const akontoAll = toCents(c.akonto);
    const akonto = akontoAll > gross ? gross : akontoAll;
    const toinvoice = gross - akonto;
    total.lines += lines;
    total.hours += hrs;
    total.fixedprice += fixedprice;
    total.akonto += akonto;
    total.toinvoice += toinvoice;
    rows.push({
      order_id: c.id,
      ordernumber: c.ordernumber,
      description: c.description,
      customer_id: c.customer_id,
      customername: c.customername,
      status: c.status,
      pricingtype: c.pricingtype,
      lines: money(lines),
      hours: money(hrs),
      fixedprice: money(fixedprice),
      akonto: money(-akonto),
      toinvoice: money(toinvoice),
    });
  }
  return {
    rows,
    total: {
      count: rows.length,
      lines: money(total.lines),
      hours: money(total.hours),
      fixedprice: money(total.fixedprice),
      akonto: money(-total.akonto),
      toinvoice: money(total.toinvoice),
    },
  };
}

const RESERVE_COLUMNS = ['lines', 'hours', 'fixedprice', 'akonto', 'toinvoice'] as const;

/** POST invoices/reserve_report/xlsx. */
export async function reserveReportXlsx(ctx: Ctx, input: ReserveReportInput, lang: Language) {
  const report = await reserveReport(ctx, input);
  const tr = (k: string) => translate(lang, 'invoices', k);
  const header = [
    tr('ordernumber'),
    tr('description'),
    tr('customer'),
    ...RESERVE_COLUMNS.map((c) => tr(`reserve_${c}`)),
  ];
  const data = [
    ...report.rows.map((r) => [
      r.ordernumber,
      r.description ?? '',
      r.customername,
      ...RESERVE_COLUMNS.map((c) => Number(r[c])),
    ]),
    [tr('report_total'), '', '', ...RESERVE_COLUMNS.map((c) => Number(report.total[c]))],
  ];
  const body = await writeSheet('xlsx', tr('reserve_title'), header, data);
  return { name: 'invoice-reserve.xlsx', body };
}
