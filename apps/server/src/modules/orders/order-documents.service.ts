// The orderdocs part of orders (issue 7): the order's building and equipments tabs, the equipment's orders tab, the
// customer's overviews tab, SMS about an order, and (with platform/pdf) the printed order documents. Kept apart from
// orders.service.ts (the order core) so the two grow side by side; both read the same tables.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Content } from 'pdfmake/interfaces';
import type {
  CustomerOverviewYear,
  EquipmentOrderRow,
  OrderBuildingInput,
  OrderEquipmentRow,
  OrderEquipmentsInput,
  OrderMailDraft,
  OrderSendInput,
  PrintableOrderType,
} from '@suite/shared/orders/order-relations.schema';
import { centsToString, costAndMargin, documentTotals, toCents } from '@suite/shared/orders/line-totals';
import { orderDocumentFileName, type OrderDocumentData } from '@suite/shared/orders/order-document';
import { SMS_MODULE, type SmsMessage, type SmsSendInput } from '@suite/shared/sms/sms.schema';
import { users } from '../../platform/auth/auth.table';
import { badRequest, notFound, staleVersion } from '../../platform/errors';
import {
  buildRecordMailText,
  orderMailValues,
  type RecordMailTemplate,
} from '../../platform/mail/record-mail-text';
import { sendRecordMail, type MailCtx, type RecordMailResult } from '../../platform/mail/record-mail';
import { loadCompanyHeader, renderOrderDocument } from '../../platform/pdf';
import type { Ctx } from '../../platform/request-context';
import { sendSms } from '../../platform/sms/sms.service';
import { buildings } from '../buildings/buildings.table';
import { contacts, customerAddresses, customers } from '../customers/customers.table';
import { equipments } from '../equipment/equipment.table';
import { offers } from '../offers/offers.table';
import { orderstatuslists } from '../settings/settings.table';
import { orderEquipments, orderlines, orders } from './orders.table';

type OrderRow = typeof orders.$inferSelect;

/** The status list's name and number columns (a table built from its definition: drizzle cannot type them). */
const statusList = orderstatuslists as typeof orderstatuslists & {
  status: typeof orders.status;
  name: typeof orders.description;
};

/** A row of the tenant's orders, or 404 'noOrderFound' (another tenant's order is not found either). */
async function orderRow(ctx: Ctx, id: number): Promise<OrderRow> {
  const [row] = await ctx.tx
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, ctx.user.tenantId), eq(orders.id, id)));
  if (!row) throw notFound('noOrderFound');
  return row;
}

// ---------------------------------------------------------------------------------------------------------
// The order's building tab.

export type OrderBuilding = {
  order_id: number;
  customer_id: number;
  version: number;
  building:
    | (Omit<typeof buildings.$inferSelect, 'tenantId' | 'createdon' | 'updatedon'> & {
        createdon: string;
        updatedon: string;
      })
    | null;
};

/** GET orders/{id}/building: the building the order is at (null when none) and the order's version to save with. */
export async function getOrderBuilding(ctx: Ctx, orderId: number): Promise<OrderBuilding> {
  const order = await orderRow(ctx, orderId);
  let building: OrderBuilding['building'] = null;
  if (order.building_id !== null) {
    const [b] = await ctx.tx
      .select()
      .from(buildings)
      .where(and(eq(buildings.tenantId, ctx.user.tenantId), eq(buildings.id, order.building_id)));
    if (b) {
      const { tenantId: _t, ...rest } = b;
      building = { ...rest, createdon: b.createdon.toISOString(), updatedon: b.updatedon.toISOString() };
    }
  }
  return { order_id: order.id, customer_id: order.customer_id, version: order.version, building };
}

/**
 * PUT orders/{id}/building: the order moves to another of its customer's buildings (a building of no customer is
 * allowed, as on create), or to none. The order's version guards it like any save of the order (412 when stale).
 */
export async function setOrderBuilding(
  ctx: Ctx,
  orderId: number,
  input: OrderBuildingInput,
): Promise<OrderBuilding> {
  const order = await orderRow(ctx, orderId);
  if (input.building_id !== null) {
    const [b] = await ctx.tx
      .select({ customerid: buildings.customerid })
      .from(buildings)
      .where(and(eq(buildings.tenantId, ctx.user.tenantId), eq(buildings.id, input.building_id)));
    if (!b || (b.customerid !== null && b.customerid !== order.customer_id)) {
      throw badRequest([{ field: 'building_id', message: 'invalidData' }]);
    }
  }
  if (input.version !== order.version) throw staleVersion();
  await ctx.tx
    .update(orders)
    .set({ building_id: input.building_id, version: order.version + 1, updatedon: new Date() })
    .where(and(eq(orders.tenantId, ctx.user.tenantId), eq(orders.id, orderId)));
  return getOrderBuilding(ctx, orderId);
}

// ---------------------------------------------------------------------------------------------------------
// The order's equipments tab and the equipment's orders tab.

/** GET orders/{id}/equipments: the pieces on the order, by name. */
export async function listOrderEquipments(ctx: Ctx, orderId: number): Promise<OrderEquipmentRow[]> {
  await orderRow(ctx, orderId);
  return ctx.tx
    .select({
      id: equipments.id,
      name: equipments.name,
      number: equipments.number,
      serialnumber: equipments.serialnumber,
      building_id: equipments.building_id,
    })
    .from(orderEquipments)
    .innerJoin(
      equipments,
      and(eq(equipments.tenantId, orderEquipments.tenantId), eq(equipments.id, orderEquipments.equipment_id)),
    )
    .where(and(eq(orderEquipments.tenantId, ctx.user.tenantId), eq(orderEquipments.order_id, orderId)))
    .orderBy(asc(equipments.name), asc(equipments.id));
}

/** Every id must be a piece of the order's customer (issue 7: "add or remove the customer's equipment"). */
async function assertCustomerPieces(ctx: Ctx, order: OrderRow, ids: number[]): Promise<void> {
  const rows = await ctx.tx
    .select({ id: equipments.id })
    .from(equipments)
    .where(
      and(
        eq(equipments.tenantId, ctx.user.tenantId),
        eq(equipments.customer_id, order.customer_id),
        inArray(equipments.id, ids),
      ),
    );
  if (rows.length !== ids.length) throw badRequest([{ field: 'equipment_ids', message: 'invalidData' }]);
}

/** POST orders/{id}/equipments: adds pieces of the order's customer; a piece already on the order stays once. */
export async function addOrderEquipments(
  ctx: Ctx,
  orderId: number,
  input: OrderEquipmentsInput,
): Promise<OrderEquipmentRow[]> {
  const order = await orderRow(ctx, orderId);
  const ids = [...new Set(input.equipment_ids)];
  await assertCustomerPieces(ctx, order, ids);
  await ctx.tx
    .insert(orderEquipments)
    .values(ids.map((equipment_id) => ({ tenantId: ctx.user.tenantId, order_id: orderId, equipment_id })))
    .onConflictDoNothing();
  return listOrderEquipments(ctx, orderId);
}

/** DELETE orders/{id}/equipments: takes pieces off the order (ids not on it change nothing). */
export async function removeOrderEquipments(
  ctx: Ctx,
  orderId: number,
  input: OrderEquipmentsInput,
): Promise<OrderEquipmentRow[]> {
  await orderRow(ctx, orderId);
  await ctx.tx
    .delete(orderEquipments)
    .where(
      and(
        eq(orderEquipments.tenantId, ctx.user.tenantId),
        eq(orderEquipments.order_id, orderId),
        inArray(orderEquipments.equipment_id, [...new Set(input.equipment_ids)]),
      ),
    );
  return listOrderEquipments(ctx, orderId);
}

/** GET equipments/{id}/orders: the orders that hold the piece, newest first; 404 for a piece not the tenant's. */
export async function ordersOfEquipment(ctx: Ctx, equipmentId: number): Promise<EquipmentOrderRow[]> {
  const tenant = ctx.user.tenantId;
  const [piece] = await ctx.tx
    .select({ id: equipments.id })
    .from(equipments)
    .where(and(eq(equipments.tenantId, tenant), eq(equipments.id, equipmentId)));
  if (!piece) throw notFound();
  return ctx.tx
    .select({
      id: orders.id,
      ordernumber: orders.ordernumber,
      description: orders.description,
      status: orders.status,
      statusname: statusList.name,
      orderdate: orders.orderdate,
      customername: customers.name,
    })
    .from(orderEquipments)
    .innerJoin(
      orders,
      and(eq(orders.tenantId, orderEquipments.tenantId), eq(orders.id, orderEquipments.order_id)),
    )
    .innerJoin(customers, and(eq(customers.tenantId, orders.tenantId), eq(customers.id, orders.customer_id)))
    .leftJoin(statusList, and(eq(statusList.tenantId, orders.tenantId), eq(statusList.status, orders.status)))
    .where(and(eq(orderEquipments.tenantId, tenant), eq(orderEquipments.equipment_id, equipmentId)))
    .orderBy(desc(orders.orderdate), desc(orders.id));
}

// ---------------------------------------------------------------------------------------------------------
// The customer's overviews tab.

/**
 * GET customers/{id}/overviews (spec 01 §2 customer tab overviews): per year of the order date, the customer's
 * orders, offers, the order lines' net, their cost (quantity × cost price) and the contribution margin; invoiced
 * is 0 until invoicing exists. Sums are exact decimals (line-totals), never floats. Newest year first.
 */
export async function customerOverview(ctx: Ctx, customerId: number): Promise<CustomerOverviewYear[]> {
  const tenant = ctx.user.tenantId;
  const [customer] = await ctx.tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.tenantId, tenant), eq(customers.id, customerId)));
  if (!customer) throw notFound('noCustomerFound');
  const orderYears = await ctx.tx
    .select({
      year: sql<number>`extract(year from ${orders.orderdate})::int`,
      n: sql<number>`count(*)::int`,
    })
    .from(orders)
    .where(and(eq(orders.tenantId, tenant), eq(orders.customer_id, customerId)))
    .groupBy(sql`1`);
  const offerYears = await ctx.tx
    .select({
      year: sql<number>`extract(year from ${offers.offerdate})::int`,
      n: sql<number>`count(*)::int`,
    })
    .from(offers)
    .where(and(eq(offers.tenantId, tenant), eq(offers.customer_id, customerId)))
    .groupBy(sql`1`);
  // The lines as decimal strings; summed in code with the shared exact arithmetic (DESIGN "Money").
  const lines = await ctx.tx
    .select({
      year: sql<number>`extract(year from ${orders.orderdate})::int`,
      quantity: orderlines.quantity,
      costprice: orderlines.costprice,
      net: orderlines.net,
    })
    .from(orderlines)
    .innerJoin(orders, and(eq(orders.tenantId, orderlines.tenantId), eq(orders.id, orderlines.order_id)))
    .where(and(eq(orderlines.tenantId, tenant), eq(orders.customer_id, customerId)));
  const years = new Set([...orderYears.map((y) => y.year), ...offerYears.map((y) => y.year)]);
  return [...years]
    .sort((a, b) => b - a)
    .map((year) => {
      const ofYear = lines.filter((l) => l.year === year);
      const { cost, margin } = costAndMargin(ofYear);
      const net = centsToString(ofYear.reduce((sum, l) => sum + toCents(l.net), BigInt(0)));
      return {
        year,
        orders: orderYears.find((y) => y.year === year)?.n ?? 0,
        offers: offerYears.find((y) => y.year === year)?.n ?? 0,
        net,
        cost,
        margin,
        invoiced: '0.00',
      };
    });
}

// ---------------------------------------------------------------------------------------------------------
// SMS about an order.

/** POST orders/{id}/sms: an SMS about the order through the SMS adapter, kept in the order's and customer's history. */
export async function sendOrderSms(ctx: Ctx, orderId: number, input: SmsSendInput): Promise<SmsMessage> {
  const order = await orderRow(ctx, orderId);
  return sendSms(ctx, {
    to: input.to,
    message: input.message,
    moduleid: SMS_MODULE.order,
    recordid: order.id,
    customer_id: order.customer_id,
  });
}

// ---------------------------------------------------------------------------------------------------------
// Printed order documents (spec 01 §3/§9 order report types) through platform/pdf.

const addressLines = (a: { street: string | null; zip: string | null; city: string | null } | undefined) =>
  a ? [a.street ?? '', [a.zip, a.city].filter(Boolean).join(' ')].filter((l) => l.trim() !== '') : [];

/**
 * The order as the printed documents need it (OrderDocumentData): customer with its postal address, contact,
 * delivery address (the order's building, else the customer's visiting address), responsible, texts, lines with
 * exact totals (VAT per rate on the rate's nets, line-totals.ts) and the equipment on the order. Hours join it
 * when the hours module exists.
 */
export async function orderDocumentData(
  ctx: Ctx,
  orderId: number,
  language: OrderDocumentData['language'],
): Promise<OrderDocumentData> {
  const tenant = ctx.user.tenantId;
  const order = await orderRow(ctx, orderId);
  const [customer] = await ctx.tx
    .select()
    .from(customers)
    .where(and(eq(customers.tenantId, tenant), eq(customers.id, order.customer_id)));
  const addresses = await ctx.tx
    .select()
    .from(customerAddresses)
    .where(and(eq(customerAddresses.tenantId, tenant), eq(customerAddresses.customerid, order.customer_id)))
    .orderBy(asc(customerAddresses.id));
  const ofType = (type: number) => addresses.find((a) => a.addresstype === type);
  let delivery = addressLines(ofType(2));
  if (order.building_id !== null) {
    const [b] = await ctx.tx
      .select({ name: buildings.name, street: buildings.address, zip: buildings.zip, city: buildings.city })
      .from(buildings)
      .where(and(eq(buildings.tenantId, tenant), eq(buildings.id, order.building_id)));
    if (b) delivery = [b.name, ...addressLines(b)];
  }
  let contactname: string | null = null;
  if (order.contact_id !== null) {
    const [c] = await ctx.tx
      .select({ firstname: contacts.firstname, lastname: contacts.lastname })
      .from(contacts)
      .where(and(eq(contacts.tenantId, tenant), eq(contacts.id, order.contact_id)));
    if (c) contactname = [c.firstname, c.lastname].filter(Boolean).join(' ');
  }
  let responsiblename: string | null = null;
  if (order.responsible_id !== null) {
    const [u] = await ctx.tx
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, order.responsible_id));
    responsiblename = u?.name ?? null;
  }
  const lines = await ctx.tx
    .select()
    .from(orderlines)
    .where(and(eq(orderlines.tenantId, tenant), eq(orderlines.order_id, orderId)))
    .orderBy(asc(orderlines.position), asc(orderlines.id));
  const totals = documentTotals(lines);
  const pieces = await listOrderEquipments(ctx, orderId);
  return {
    language,
    number: order.ordernumber,
    date: order.orderdate,
    startdate: order.startdate,
    enddate: order.enddate,
    deadlinedate: order.deadlinedate,
    customer: {
      name: customer?.name ?? '',
      orgnumber: customer?.organizationnumber ?? null,
      addressLines: addressLines(ofType(1) ?? ofType(5)),
      phone: customer?.phone ?? customer?.mobile ?? null,
      email: customer?.email ?? null,
    },
    contactname,
    customerreference: order.customerreference,
    agreementnumber: order.agreementnumber,
    deliveryAddressLines: delivery,
    responsiblename,
    description: order.description,
    text: order.ordertext,
    deliveryterms: order.deliveryterms,
    lines: lines.map((l) => ({
      productnumber: l.productnumber,
      name: l.name,
      quantity: l.quantity,
      unit: l.unit,
      unitprice: l.unitprice,
      discount: l.discount,
      tax: l.tax,
      net: l.net,
    })),
    totals: { net: totals.net, vat: totals.vatrates, vatTotal: totals.vat, gross: totals.gross },
    hours: [],
    equipment: pieces.map((p) => ({ name: p.name, serialnumber: p.serialnumber })),
  };
}

/**
 * Report type 3 (spec 02 §9 "service report with checklists"): the checklists module supplies the content printed
 * after the service report (registerOrderReportAppendix), so orders need not know how checklists print.
 */
type OrderReportAppendix = (
  ctx: Ctx,
  orderId: number,
  language: OrderDocumentData['language'],
) => Promise<{ content: Content[]; images?: Record<string, Buffer | string> }>;
let orderReportAppendix: OrderReportAppendix | null = null;
export function registerOrderReportAppendix(fn: OrderReportAppendix): void {
  orderReportAppendix = fn;
}

export type PrintedOrderDocument = { fileName: string; pdf: Buffer; customer_id: number; number: number };

/** GET orders/{id}/pdf?type=N: the order printed as report type N, with its file name (spec 02 §5). */
export async function printOrderDocument(
  ctx: Ctx,
  orderId: number,
  type: PrintableOrderType,
  language: OrderDocumentData['language'],
): Promise<PrintedOrderDocument> {
  const data = await orderDocumentData(ctx, orderId, language);
  const order = await orderRow(ctx, orderId);
  const appendix =
    type === 3 && orderReportAppendix ? await orderReportAppendix(ctx, orderId, language) : { content: [] };
  const pdf = await renderOrderDocument(type, data, await loadCompanyHeader(ctx), appendix);
  return {
    fileName: orderDocumentFileName(type, data.number, language),
    pdf,
    customer_id: order.customer_id,
    number: data.number,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Sending a printed order document by e-mail.

/** The standard text (settings mail_contents) of each document when the user picked no mail template. */
const MAIL_EVENT_OF_TYPE = {
  1: 'orderconfirmation',
  2: 'ordercompleted',
  3: 'ordercompleted',
  4: 'orderconfirmation',
  9: 'orderconfirmation',
} as const;

function mailTemplateOf(type: PrintableOrderType, mailtemplateId?: number | null): RecordMailTemplate {
  return mailtemplateId ? { mailtemplate_id: mailtemplateId } : { event: MAIL_EVENT_OF_TYPE[type] };
}

/** The receiver proposed: the order's contact's e-mail, else the customer's. */
async function proposedReceiver(ctx: Ctx, order: OrderRow): Promise<string[]> {
  if (order.contact_id !== null) {
    const [c] = await ctx.tx
      .select({ email: contacts.email })
      .from(contacts)
      .where(and(eq(contacts.tenantId, ctx.user.tenantId), eq(contacts.id, order.contact_id)));
    if (c?.email) return [c.email];
  }
  const [cu] = await ctx.tx
    .select({ email: customers.email })
    .from(customers)
    .where(and(eq(customers.tenantId, ctx.user.tenantId), eq(customers.id, order.customer_id)));
  return cu?.email ? [cu.email] : [];
}

/** GET orders/{id}/mail_draft?type=N: receiver, subject and body the send dialog opens with, and the file's name. */
export async function orderMailDraft(
  ctx: Ctx,
  orderId: number,
  type: PrintableOrderType,
  mailtemplateId?: number | null,
): Promise<OrderMailDraft> {
  const order = await orderRow(ctx, orderId);
  const data = await orderDocumentData(ctx, orderId, 'no');
  const text = await buildRecordMailText(ctx, mailTemplateOf(type, mailtemplateId), orderMailValues(data));
  return {
    to: await proposedReceiver(ctx, order),
    subject: text.subject,
    body: text.text,
    filename: orderDocumentFileName(type, data.number, 'no'),
  };
}

/**
 * POST orders/{id}/send: the order printed as `type`, attached to a mail with the order mail text (or the subject
 * and body the user edited), sent through sendRecordMail so it shows in the order's and the customer's mail
 * history. A failed delivery is answered as {status: 'failed', error} and kept in the history.
 */
export async function sendOrderDocument(
  ctx: MailCtx,
  orderId: number,
  input: OrderSendInput,
): Promise<RecordMailResult> {
  const order = await orderRow(ctx, orderId);
  const printed = await printOrderDocument(ctx, orderId, input.type, 'no');
  let subject = input.subject?.trim();
  let body = input.body?.trim() ? input.body : undefined;
  if (!subject || !body) {
    const data = await orderDocumentData(ctx, orderId, 'no');
    const text = await buildRecordMailText(
      ctx,
      mailTemplateOf(input.type, input.mailtemplate_id),
      orderMailValues(data),
    );
    subject ||= text.subject;
    body ??= text.text;
  }
  return sendRecordMail(ctx, {
    to: input.to,
    cc: input.cc,
    subject,
    text: body,
    moduleid: SMS_MODULE.order,
    recordid: order.id,
    customer_id: order.customer_id,
    attachments: [{ filename: printed.fileName, content: printed.pdf, contentType: 'application/pdf' }],
  });
}
