// Invoices (issue 10; spec 02 §3 "Invoice", §4, §7): drafts made from an order, edited while draft, listed with
// sums, deleted while draft. Sending, PDF, EHF, credit notes, payments and reminders are in their own files.
import {
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  lt,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { documentTotals, lineNet, toCents, centsToString } from '@suite/shared/orders/line-totals';
import {
  INVOICE_ERRORS as E,
  INVOICE_STATUS as S,
  INVOICE_STATUS_NAME,
  INVOICE_TYPE,
  type CreateFromOrderInput,
  type InvoiceEvent,
  type InvoiceListInput,
  type InvoiceStatus,
  type InvoiceUpdateInput,
} from '@suite/shared/invoices/invoice.schema';
import { badRequest, notFound, staleVersion } from '../../platform/errors';
import type { Ctx } from '../../platform/request-context';
import { readSetting } from '../../platform/tenants/tenant-settings.service';
import { customerAddresses, customers } from '../customers/customers.table';
import { orderlines, orders } from '../orders/orders.table';
import { existingIds } from '../products/record-refs';
import { products } from '../products/products.table';
import { users } from '../../platform/auth/auth.table';
import { hours } from '../hours/hours.table';
import { selectValued, valueEntries, type ValuedEntry } from '../hours/hours-value';

/** The hours module's stored state of an approved entry (hours.service STATE). */
const HOUR_STATE = { approved: 2 } as const;
import { invoiceEvents, invoicelines, invoicePayments, invoices } from './invoices.table';
import { escapeLike } from '../../platform/resources/record-list';
import { osloDate } from '@suite/shared/format/date-format';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = typeof invoicelines.$inferSelect;

/** 'YYYY-MM-DD' plus n days. */
export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The tenant's invoice, or 404 'invoiceNotFound' (another tenant's id too). `lock` takes the row for update. */
export async function invoiceRow(ctx: Ctx, id: number, lock = false): Promise<InvoiceRow> {
  const q = ctx.tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.tenantId, ctx.user.tenantId), eq(invoices.id, id)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound(E.notFound);
  return row;
}

export async function linesOfInvoice(ctx: Pick<Ctx, 'tx' | 'user'>, invoiceId: number) {
  return ctx.tx
    .select()
    .from(invoicelines)
    .where(and(eq(invoicelines.tenantId, ctx.user.tenantId), eq(invoicelines.invoice_id, invoiceId)))
    .orderBy(asc(invoicelines.position), asc(invoicelines.id));
}

/** Records an invoice event for /logs. */
export async function logEvent(
  ctx: Pick<Ctx, 'tx' | 'user'>,
  invoice: Pick<InvoiceRow, 'id' | 'invoicenumber'>,
  event: InvoiceEvent,
  details: Record<string, unknown> = {},
) {
  await ctx.tx.insert(invoiceEvents).values({
    tenantId: ctx.user.tenantId,
    invoice_id: event === 'deleted' ? null : invoice.id,
    invoicenumber: invoice.invoicenumber,
    event,
    details: { ...details, invoice_id: invoice.id },
    userid: ctx.user.userId || null,
  });
}

/** Stores the invoice's totals from its lines (issue 7 maths: VAT per rate on the rate's sum). */
export async function storeTotals(ctx: Ctx, invoiceId: number) {
  const lines = await linesOfInvoice(ctx, invoiceId);
  const t = documentTotals(lines);
  await ctx.tx
    .update(invoices)
    .set({ net: t.net, vat: t.vat, gross: t.gross })
    .where(and(eq(invoices.tenantId, ctx.user.tenantId), eq(invoices.id, invoiceId)));
  return t;
}

/** What a credit note or payments took off the invoice: the gross of its credit notes (drafts too when asked). */
export async function creditedGross(ctx: Ctx, invoiceId: number, includeDrafts = false): Promise<string> {
  const [r] = await ctx.tx
    .select({ sum: sql<string>`coalesce(sum(${invoices.gross}), 0)::text` })
    .from(invoices)
    .where(
      and(
        eq(invoices.tenantId, ctx.user.tenantId),
        eq(invoices.creditedinvoice_id, invoiceId),
        includeDrafts ? undefined : ne(invoices.status, S.draft),
      ),
    );
  return centsToString(toCents(r?.sum ?? '0'));
}

/** Balance = gross − paid − credited (sent credit notes). */
export function balanceOf(row: Pick<InvoiceRow, 'gross' | 'paid' | 'type'>, credited: string): string {
  if (row.type === INVOICE_TYPE.creditnote) return '0.00';
  return centsToString(toCents(row.gross) - toCents(row.paid) - toCents(credited));
}

/** Draft-only actions (PUT, DELETE, line changes) on anything else are a 400 naming the status. */
export function assertDraft(row: InvoiceRow) {
  if (row.status !== S.draft) throw badRequest([{ field: 'status', message: E.notDraft }], E.notDraft);
}

/** The customer as printed on the invoice: invoice address first, then postal, then visiting. */
async function customerSnapshot(ctx: Ctx, customerId: number) {
  const tenant = ctx.user.tenantId;
  const [c] = await ctx.tx
    .select()
    .from(customers)
    .where(and(eq(customers.tenantId, tenant), eq(customers.id, customerId)));
  if (!c) throw notFound();
  const addresses = await ctx.tx
    .select()
    .from(customerAddresses)
    .where(and(eq(customerAddresses.tenantId, tenant), eq(customerAddresses.customerid, customerId)));
  const pick = [5, 1, 2].map((t) => addresses.find((a) => a.addresstype === t)).find(Boolean) ?? addresses[0];
  const country = pick?.country && /^[A-Z]{2}$/.test(pick.country) ? pick.country : 'NO';
  return {
    customer: c,
    values: {
      customer_id: c.id,
      customername: c.name,
      customernumber: c.customernumber,
      customerorgnumber: c.organizationnumber,
      customeraddress: {
        street: pick?.street ?? null,
        zip: pick?.zip ?? null,
        city: pick?.city ?? pick?.city ?? c.city ?? null,
        country,
      },
      customeremail: c.email,
    },
  };
}

type NewLine = Omit<typeof invoicelines.$inferInsert, 'tenantId' | 'invoice_id' | 'net'>;

/**
 * POST invoices/create_from_order/{orderId} {includehours?, akonto?}: a draft for the order's customer with
 * - akonto: one line of that amount (an akonto invoice), nothing of the order marked as invoiced; or
 * - a fixed-price order: its fixed price (once), less each akonto invoice sent before (a line each, once);
 * - an hourly order: its lines not yet invoiced, less each akonto invoice sent before.
 * - includehours (hourly orders): the approved hours not yet invoiced, a line each (addHourLines).
 */
export async function createFromOrder(ctx: Ctx, orderId: number, input: CreateFromOrderInput) {
  const tenant = ctx.user.tenantId;
  const [order] = await ctx.tx
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenant), eq(orders.id, orderId)))
    .for('update');
  if (!order) throw notFound('noOrderFound');
  const snapshot = await customerSnapshot(ctx, order.customer_id);
  const { value: settings } = await readSetting(ctx, 'invoice_settings');
  const { value: general } = await readSetting(ctx, 'general_settings');
  const lines: NewLine[] = [];
  let position = 0;
  if (input.akonto) {
    lines.push({
      position: position++,
      name: `A konto ${order.description ? `– ${order.description}` : `ordre ${order.ordernumber}`}`.slice(
        0,
        400,
      ),
      quantity: '1',
      unit: null,
      unitprice: input.akonto,
      discount: '0',
      tax: '25',
    });
  } else {
    if (order.pricingtype === 'fixed') {
      const [done] = await ctx.tx
        .select({ id: invoicelines.id })
        .from(invoicelines)
        .where(and(eq(invoicelines.tenantId, tenant), eq(invoicelines.fixedprice_order_id, order.id)));
      if (!done && order.fixedprice !== null)
        lines.push({
          position: position++,
          name: `Fastpris ordre ${order.ordernumber}${order.description ? ` – ${order.description}` : ''}`.slice(
            0,
            400,
          ),
          quantity: '1',
          unitprice: order.fixedprice,
          discount: '0',
          tax: '25',
          fixedprice_order_id: order.id,
        });
    } else {
      const open = await ctx.tx
        .select()
        .from(orderlines)
        .where(
          and(
            eq(orderlines.tenantId, tenant),
            eq(orderlines.order_id, order.id),
            sql`not exists (select 1 from ${invoicelines} il where il.tenant_id = ${orderlines.tenantId} and il.orderline_id = ${orderlines.id})`,
          ),
        )
        .orderBy(asc(orderlines.position), asc(orderlines.id));
      for (const l of open)
        lines.push({
          position: position++,
          product_id: l.product_id,
          productnumber: l.productnumber,
          name: l.name,
          quantity: l.quantity,
          unit: l.unit,
          unitprice: l.unitprice,
          discount: l.discount,
          tax: l.tax,
          costprice: l.costprice,
          orderline_id: l.id,
        });
    }
    if (input.includehours && order.pricingtype !== 'fixed')
      position = await addHourLines(ctx, order.id, lines, position);
    if (lines.length > 0) {
      // The akonto invoices of the order sent before, not yet deducted: a negative line each.
      const akontos = await ctx.tx
        .select()
        .from(invoices)
        .where(
          and(
            eq(invoices.tenantId, tenant),
            eq(invoices.order_id, order.id),
            eq(invoices.isakonto, true),
            eq(invoices.type, INVOICE_TYPE.invoice),
            ne(invoices.status, S.draft),
            sql`not exists (select 1 from ${invoicelines} il where il.tenant_id = ${invoices.tenantId} and il.akonto_invoice_id = ${invoices.id})`,
          ),
        )
        .orderBy(asc(invoices.invoicenumber));
      for (const a of akontos) {
        const [first] = await linesOfInvoice(ctx, a.id);
        lines.push({
          position: position++,
          name: `Fratrekk a konto faktura ${a.invoicenumber}`,
          quantity: '-1',
          unitprice: a.net,
          discount: '0',
          tax: first?.tax ?? '25',
          akonto_invoice_id: a.id,
        });
      }
    }
  }
  if (lines.length === 0)
    throw badRequest([{ field: 'order_id', message: E.nothingToInvoice }], E.nothingToInvoice);
  const [row] = await ctx.tx
    .insert(invoices)
    .values({
      tenantId: tenant,
      type: INVOICE_TYPE.invoice,
      status: S.draft,
      order_id: order.id,
      project_id: order.project_id,
      ...snapshot.values,
      paymentterms: snapshot.customer.paymentterms ?? settings.defaultpaymentterms,
      customerreference: order.customerreference,
      ourreference: ctx.user.details?.name ?? null,
      invoicetext: settings.invoicetext || null,
      currency: general.defaultcurrency,
      isakonto: Boolean(input.akonto),
      createdby: ctx.user.userId,
    })
    .returning();
  await insertLines(ctx, row!.id, lines);
  await storeTotals(ctx, row!.id);
  await logEvent(ctx, row!, 'created', { order_id: order.id, akonto: input.akonto ?? null });
  return getInvoice(ctx, row!.id);
}

/**
 * includehours (issue 10): the order's approved hours not yet invoiced, one line each, quantity = hours and price
 * from hour pricing (the work type's sales price valid on the date, the hours module's valueEntries). Hours of a
 * work type that is not billable, or without a price, are left out; absence is never invoiced.
 */
async function addHourLines(ctx: Ctx, orderId: number, lines: NewLine[], position: number): Promise<number> {
  const tenant = ctx.user.tenantId;
  const entries = (await selectValued(ctx).where(
    and(
      eq(hours.tenantId, tenant),
      eq(hours.order_id, orderId),
      eq(hours.state, HOUR_STATE.approved),
      isNotNull(hours.worktype_id),
      sql`not exists (select 1 from ${invoicelines} il where il.tenant_id = ${hours.tenantId} and il.hour_id = ${hours.id})`,
    ),
  )) as ValuedEntry[];
  if (entries.length === 0) return position;
  const values = await valueEntries(ctx, entries);
  const names = new Map(
    (
      await ctx.tx
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(inArray(users.id, [...new Set(entries.map((e) => e.user_id))]))
    ).map((u) => [u.id, u.name]),
  );
  for (const e of [...entries].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id))) {
    const v = values.get(e.id);
    const hundredths = toCents(e.amount);
    if (!v || !v.billable || v.sales <= BigInt(0) || hundredths <= BigInt(0)) continue;
    // Price per hour = sales value / hours, exact to the øre (sales = hours × the hour price).
    const unitprice = centsToString((v.sales * BigInt(100) + hundredths / BigInt(2)) / hundredths);
    lines.push({
      position: position++,
      name: `Timer ${e.date.split('-').reverse().join('.')} ${names.get(e.user_id) ?? ''}`.trim(),
      quantity: e.amount,
      unit: 't',
      unitprice,
      discount: '0',
      tax: '25',
      hour_id: e.id,
    });
  }
  return position;
}

export async function insertLines(ctx: Ctx, invoiceId: number, lines: NewLine[]) {
  if (lines.length === 0) return;
  await ctx.tx.insert(invoicelines).values(
    lines.map((l) => ({
      ...l,
      tenantId: ctx.user.tenantId,
      invoice_id: invoiceId,
      net: lineNet({ quantity: l.quantity, unitprice: l.unitprice, discount: l.discount }),
    })),
  );
}

function lineToApi(l: InvoiceLineRow) {
  const { tenantId: _t, invoice_id: _i, ...rest } = l;
  return { ...rest, createdon: l.createdon.toISOString(), updatedon: l.updatedon.toISOString() };
}

/** GET invoices/{id}: the invoice, its lines, totals with VAT per rate, payments, balance and what was credited. */
export async function getInvoice(ctx: Ctx, id: number) {
  const row = await invoiceRow(ctx, id);
  const lines = await linesOfInvoice(ctx, id);
  const totals = documentTotals(lines);
  const payments = await ctx.tx
    .select()
    .from(invoicePayments)
    .where(and(eq(invoicePayments.tenantId, ctx.user.tenantId), eq(invoicePayments.invoice_id, id)))
    .orderBy(asc(invoicePayments.paiddate), asc(invoicePayments.id));
  const credited = await creditedGross(ctx, id);
  let ordernumber: number | null = null;
  if (row.order_id) {
    const [o] = await ctx.tx
      .select({ n: orders.ordernumber })
      .from(orders)
      .where(and(eq(orders.tenantId, ctx.user.tenantId), eq(orders.id, row.order_id)));
    ordernumber = o?.n ?? null;
  }
  let creditedinvoicenumber: number | null = null;
  if (row.creditedinvoice_id)
    creditedinvoicenumber = (await invoiceRow(ctx, row.creditedinvoice_id)).invoicenumber;
  const balance = balanceOf(row, credited);
  const { tenantId: _t, createdby: _c, net: _n, vat: _v, gross: _g, ...rest } = row;
  return {
    ...rest,
    statusname: INVOICE_STATUS_NAME[row.status as InvoiceStatus],
    ordernumber,
    creditedinvoicenumber,
    lines: lines.map(lineToApi),
    totals,
    credited,
    balance,
    overdue: isOverdue(row, balance),
    payments: payments.map((p) => ({
      id: p.id,
      amount: p.amount,
      paiddate: p.paiddate,
      paymentmethod_id: p.paymentmethod_id,
      note: p.note,
    })),
    senton: row.senton?.toISOString() ?? null,
    exportedon: row.exportedon?.toISOString() ?? null,
    approvedon: row.approvedon?.toISOString() ?? null,
    createdon: row.createdon.toISOString(),
    updatedon: row.updatedon.toISOString(),
  };
}
export type InvoiceApi = Awaited<ReturnType<typeof getInvoice>>;

export function isOverdue(
  row: Pick<InvoiceRow, 'status' | 'type' | 'duedate'>,
  balance: string,
  today = osloDate(),
) {
  return (
    row.type === INVOICE_TYPE.invoice &&
    row.status !== S.draft &&
    row.status !== S.completed &&
    row.duedate !== null &&
    row.duedate < today &&
    toCents(balance) > BigInt(0)
  );
}

/**
 * PUT invoices/{id} (drafts only, the version read): dates, references, payment terms, texts, currency and the
 * lines. `lines` replaces the list: a line with the id of one of the draft's lines keeps its link to the order line
 * (or fixed price / akonto) it came from; a line left out is removed and its order line can be invoiced again.
 */
export async function updateInvoice(ctx: Ctx, id: number, input: InvoiceUpdateInput) {
  const row = await invoiceRow(ctx, id, true);
  assertDraft(row);
  if (input.version !== row.version) throw staleVersion();
  const { version: _v, lines, ...fields } = input;
  const set: Partial<typeof invoices.$inferInsert> = {};
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) (set as Record<string, unknown>)[k] = v;
  if (set.invoicedate && set.duedate && set.duedate < set.invoicedate)
    throw badRequest([{ field: 'duedate', message: 'invalidDate' }]);
  if (lines) {
    const existing = await linesOfInvoice(ctx, id);
    const byId = new Map(existing.map((l) => [l.id, l]));
    const errors: { field: string; message: string }[] = [];
    lines.forEach((l, i) => {
      if (l.id !== undefined && !byId.has(l.id))
        errors.push({ field: `lines.${i}.id`, message: 'invalidData' });
    });
    const productIds = lines.map((l) => l.product_id).filter((p): p is number => typeof p === 'number');
    const found = await existingIds(ctx, products, productIds);
    lines.forEach((l, i) => {
      if (typeof l.product_id === 'number' && !found?.has(l.product_id))
        errors.push({ field: `lines.${i}.product_id`, message: 'invalidData' });
    });
    if (errors.length) throw badRequest(errors);
    const kept = new Set(lines.map((l) => l.id).filter((x): x is number => x !== undefined));
    const removed = existing.filter((l) => !kept.has(l.id)).map((l) => l.id);
    if (removed.length)
      await ctx.tx
        .delete(invoicelines)
        .where(and(eq(invoicelines.tenantId, ctx.user.tenantId), inArray(invoicelines.id, removed)));
    for (const [position, l] of lines.entries()) {
      const values = {
        position,
        product_id: l.product_id ?? null,
        name: l.name!,
        quantity: l.quantity,
        unit: l.unit ?? null,
        unitprice: l.unitprice!,
        discount: l.discount ?? '0',
        tax: l.tax ?? '25',
        costprice: l.costprice ?? null,
        net: lineNet({ quantity: l.quantity, unitprice: l.unitprice!, discount: l.discount ?? '0' }),
      };
      if (l.id !== undefined) {
        const old = byId.get(l.id)!;
        await ctx.tx
          .update(invoicelines)
          .set({ ...values, version: old.version + 1, updatedon: new Date() })
          .where(and(eq(invoicelines.tenantId, ctx.user.tenantId), eq(invoicelines.id, l.id)));
      } else {
        await ctx.tx.insert(invoicelines).values({ ...values, tenantId: ctx.user.tenantId, invoice_id: id });
      }
    }
  }
  await ctx.tx
    .update(invoices)
    .set({
      ...set,
      // A change after the decision needs a new one (/invoice_approval): the approver saw other figures.
      ...(row.approvalstatus !== null ? { approvalstatus: 1, approvedby: null, approvedon: null } : {}),
      version: row.version + 1,
      updatedon: new Date(),
    })
    .where(and(eq(invoices.tenantId, ctx.user.tenantId), eq(invoices.id, id)));
  await storeTotals(ctx, id);
  await logEvent(ctx, row, 'updated');
  return getInvoice(ctx, id);
}

/** DELETE invoices/{id}: drafts only (spec 02 §7); its order lines, fixed price and akonto deductions are free again. */
export async function deleteInvoice(ctx: Ctx, id: number) {
  const row = await invoiceRow(ctx, id, true);
  assertDraft(row);
  await ctx.tx.delete(invoices).where(and(eq(invoices.tenantId, ctx.user.tenantId), eq(invoices.id, id)));
  await logEvent(ctx, row, 'deleted', { customername: row.customername });
  return { deleted: [id] };
}

/**
 * POST invoices/list: filters status, customer, order, project, type, period (invoice date from/to), overdue and a
 * search (number, customer, KID); newest first; `sums` of the whole filtered set: net, vat, gross and open balance
 * (credit notes count negative).
 */
export async function listInvoices(ctx: Ctx, input: InvoiceListInput) {
  const tenant = ctx.user.tenantId;
  const m = input.match ?? {};
  const conds: (SQL | undefined)[] = [eq(invoices.tenantId, tenant)];
  if (m.status !== undefined)
    conds.push(inArray(invoices.status, Array.isArray(m.status) ? m.status : [m.status]));
  if (m.customer_id) conds.push(eq(invoices.customer_id, m.customer_id));
  if (m.order_id) conds.push(eq(invoices.order_id, m.order_id));
  if (m.project_id) conds.push(eq(invoices.project_id, m.project_id));
  if (m.type) conds.push(eq(invoices.type, m.type));
  if (input.from) conds.push(gte(invoices.invoicedate, input.from));
  if (input.to) conds.push(lte(invoices.invoicedate, input.to));
  const credited = sql`coalesce((select sum(c.gross) from ${invoices} c where c.tenant_id = ${invoices.tenantId} and c.creditedinvoice_id = ${invoices.id} and c.status <> 1), 0)`;
  const balance = sql`case when ${invoices.type} = 2 then 0 else ${invoices.gross} - ${invoices.paid} - ${credited} end`;
  if (input.overdue)
    conds.push(
      and(
        eq(invoices.type, 1),
        inArray(invoices.status, [S.inprogress, S.sent, S.exported]),
        isNotNull(invoices.duedate),
        lt(invoices.duedate, osloDate()),
        sql`${balance} > 0`,
      ),
    );
  const search = input.search?.trim();
  if (search) {
    const like = `%${escapeLike(search)}%`;
    conds.push(
      or(
        ilike(invoices.customername, like),
        ilike(sql`coalesce(${invoices.invoicenumber}::text, '')`, like),
        ilike(sql`coalesce(${invoices.kid}, '')`, like),
      ),
    );
  }
  const where = and(...conds);
  const sign = sql`case when ${invoices.type} = 2 then -1 else 1 end`;
  const [sums] = await ctx.tx
    .select({
      count: sql<number>`count(*)::int`,
      net: sql<string>`coalesce(sum(${sign} * ${invoices.net}), 0)::text`,
      vat: sql<string>`coalesce(sum(${sign} * ${invoices.vat}), 0)::text`,
      gross: sql<string>`coalesce(sum(${sign} * ${invoices.gross}), 0)::text`,
      balance: sql<string>`coalesce(sum(${balance}), 0)::text`,
    })
    .from(invoices)
    .where(where);
  const rows = await ctx.tx
    .select({ invoice: invoices, balance: sql<string>`(${balance})::text` })
    .from(invoices)
    .where(where)
    .orderBy(desc(sql`coalesce(${invoices.invoicenumber}, 2147483647)`), desc(invoices.id))
    .limit(input.limit ?? 25)
    .offset(input.skip ?? 0);
  const today = osloDate();
  return {
    items: rows.map(({ invoice: r, balance: b }) => ({
      id: r.id,
      type: r.type,
      status: r.status,
      statusname: INVOICE_STATUS_NAME[r.status as InvoiceStatus],
      invoicenumber: r.invoicenumber,
      invoicedate: r.invoicedate,
      duedate: r.duedate,
      customer_id: r.customer_id,
      customername: r.customername,
      order_id: r.order_id,
      project_id: r.project_id,
      kid: r.kid,
      currency: r.currency,
      isakonto: r.isakonto,
      creditedinvoice_id: r.creditedinvoice_id,
      sendtype: r.sendtype,
      ehfstatus: r.ehfstatus,
      totals: { net: r.net, vat: r.vat, gross: r.gross },
      paid: r.paid,
      balance: centsToString(toCents(b)),
      overdue: isOverdue(r, centsToString(toCents(b)), today),
      reminders: r.reminders,
    })),
    total: Number(sums!.count),
    sums: {
      net: centsToString(toCents(sums!.net)),
      vat: centsToString(toCents(sums!.vat)),
      gross: centsToString(toCents(sums!.gross)),
      balance: centsToString(toCents(sums!.balance)),
    },
  };
}

/**
 * The order dashboard's invoicing figures (issue 10): invoiced = net of the order's sent invoices less its sent credit
 * notes; the basis is the fixed price (fixed-price order) or the order lines' net; remaining = basis − invoiced.
 */
export async function orderInvoicing(ctx: Ctx, orderId: number) {
  const tenant = ctx.user.tenantId;
  const [order] = await ctx.tx
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenant), eq(orders.id, orderId)));
  if (!order) throw notFound('noOrderFound');
  const [inv] = await ctx.tx
    .select({
      invoiced: sql<string>`coalesce(sum(case when ${invoices.type} = 2 then -${invoices.net} else ${invoices.net} end), 0)::text`,
      drafts: sql<number>`count(*) filter (where ${invoices.status} = 1)::int`,
    })
    .from(invoices)
    .where(and(eq(invoices.tenantId, tenant), eq(invoices.order_id, orderId), ne(invoices.status, S.draft)));
  const [lines] = await ctx.tx
    .select({ net: sql<string>`coalesce(sum(${orderlines.net}), 0)::text` })
    .from(orderlines)
    .where(and(eq(orderlines.tenantId, tenant), eq(orderlines.order_id, orderId)));
  const [drafts] = await ctx.tx
    .select({ n: sql<number>`count(*)::int` })
    .from(invoices)
    .where(and(eq(invoices.tenantId, tenant), eq(invoices.order_id, orderId), eq(invoices.status, S.draft)));
  const basis = order.pricingtype === 'fixed' ? (order.fixedprice ?? '0') : (lines?.net ?? '0');
  const invoiced = centsToString(toCents(inv?.invoiced ?? '0'));
  return {
    pricingtype: order.pricingtype,
    basis: centsToString(toCents(basis)),
    invoiced,
    remaining: centsToString(toCents(basis) - toCents(invoiced)),
    drafts: Number(drafts?.n ?? 0),
  };
}
