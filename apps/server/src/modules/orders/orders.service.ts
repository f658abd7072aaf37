import { orderHourTotals } from '../hours/hours-value';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  defaultListStatus,
  isSettableStatus,
  type StatusListTable,
} from '../../platform/resources/status-list';
import { lockNumbering, nextNumber } from '../../platform/resources/record-number';
import { costAndMargin, documentTotals, toCents as toCentsBig } from '@suite/shared/orders/line-totals';
import { isAllowedStatusTransition, DELETABLE_STATUSES } from '@suite/shared/orders/order-status.rules';
import { STANDARD_TEXT_TYPES } from '@suite/shared/settings/orders.resources';
import { isAdmin } from '@suite/shared/users/permissions';
import { orderstatuslistsResource } from '@suite/shared/settings/orders.resources';
import { isRoleRestrictedItemEnabled } from '@suite/shared/users/permissions';
import { FIRST_ORDER_NUMBER, isOpenOrderStatus, ORDER_ERRORS } from '@suite/shared/orders/order.rules';
import type {
  Order,
  OrderCreateInput,
  OrderSpecificPropertiesInput,
  OrderStatusChange,
  OrderUpdateInput,
} from '@suite/shared/orders/order.schema';
import { users } from '../../platform/auth/auth.table';
import { badRequest, notFound, staleVersion, type FieldError } from '../../platform/errors';
import type { Ctx } from '../../platform/request-context';
import { readSetting } from '../../platform/tenants/tenant-settings.service';
import { memberships } from '../../platform/users/users.table';
import { buildings } from '../buildings/buildings.table';
import { contacts, customerAddresses, customers } from '../customers/customers.table';
import { projects } from '../projects/projects.table';
import { notifications } from '../../platform/notifications/notifications.table';
import { equipments } from '../equipment/equipment.table';
import { assertReferences, existingIds, mapUniqueViolation } from '../products/record-refs';
import { deleteOrInUse } from '../../platform/resources/record-list';
import { orderstandard, orderstatuslists, ordertypes } from '../settings/settings.table';
import { orderEquipments, orderlines, orderParticipants, orders, orderStatusHistory } from './orders.table';

type OrderRow = typeof orders.$inferSelect;

/** The order status list's columns (a table built from its definition, so drizzle cannot type them statically). */
const statusList = orderstatuslists as typeof orderstatuslists & {
  status: typeof orders.status;
  name: typeof orders.description;
  isdefault: typeof orders.isactive;
  userrolesaccess: typeof orders.id;
};

const UNIQUE_INDEXES: Record<string, FieldError> = {
  orders_ordernumber_uq: { field: 'ordernumber', message: 'alreadyExists' },
};

/** A row of the tenant's orders, or 404 with the spec's 'noOrderFound' (spec 01 §8). */
async function orderRow(ctx: Ctx, id: number): Promise<OrderRow> {
  const [row] = await ctx.tx
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, ctx.user.tenantId), eq(orders.id, id)));
  if (!row) throw notFound('noOrderFound');
  return row;
}

/** The order's lines as the totals need them. */
async function linesOf(ctx: Ctx, orderId: number) {
  return ctx.tx
    .select({
      quantity: orderlines.quantity,
      unitprice: orderlines.unitprice,
      discount: orderlines.discount,
      tax: orderlines.tax,
      costprice: orderlines.costprice,
      net: orderlines.net,
    })
    .from(orderlines)
    .where(and(eq(orderlines.tenantId, ctx.user.tenantId), eq(orderlines.order_id, orderId)));
}

/** Issue 7: the order's totals from its lines (VAT per rate as EHF computes it) and its cost and margin. */
export async function orderTotals(ctx: Ctx, orderId: number) {
  const lines = await linesOf(ctx, orderId);
  return { totals: documentTotals(lines), ...costAndMargin(lines) };
}

/**
 * GET orders/{id}: the order with its customer, status and responsible names, its participants and equipment,
 * and the totals of its lines. Server-owned fields (tenant, created by, notified thresholds) stay inside.
 */
export async function getOrder(ctx: Ctx, id: number): Promise<Order> {
  const tenant = ctx.user.tenantId;
  const [row] = await ctx.tx
    .select({
      order: orders,
      customername: customers.name,
      statusname: statusList.name,
      responsiblename: users.name,
    })
    .from(orders)
    .innerJoin(customers, and(eq(customers.tenantId, orders.tenantId), eq(customers.id, orders.customer_id)))
    .leftJoin(statusList, and(eq(statusList.tenantId, orders.tenantId), eq(statusList.status, orders.status)))
    .leftJoin(users, eq(users.id, orders.responsible_id))
    .where(and(eq(orders.tenantId, tenant), eq(orders.id, id)));
  if (!row) throw notFound('noOrderFound');
  const pieces = await ctx.tx
    .select({ id: orderEquipments.equipment_id })
    .from(orderEquipments)
    .where(and(eq(orderEquipments.tenantId, tenant), eq(orderEquipments.order_id, id)))
    .orderBy(asc(orderEquipments.equipment_id));
  const people = await participantsOf(ctx, id);
  let addressId = row.order.address_id;
  if (addressId !== null) {
    // An address deleted from the customer since reads as none (no foreign key holds it, see orders.table).
    const [a] = await ctx.tx
      .select({ id: customerAddresses.id })
      .from(customerAddresses)
      .where(and(eq(customerAddresses.tenantId, tenant), eq(customerAddresses.id, addressId)));
    if (!a) addressId = null;
  }
  const {
    tenantId: _tenant,
    createdby: _createdby,
    notifiedcostthresholds: _cost,
    notifiedhourthresholds: _hours,
    ...order
  } = row.order;
  return {
    ...order,
    address_id: addressId,
    customername: row.customername,
    statusname: row.statusname,
    responsiblename: row.responsiblename,
    participants: people,
    equipment_ids: pieces.map((p) => p.id),
    ...(await orderTotals(ctx, id)),
    hourtotals: await orderHourTotals(ctx, [id]),
    createdon: order.createdon.toISOString(),
    updatedon: order.updatedon.toISOString(),
  };
}

/** The order's participants (user ids, in the order they were added... by id for a stable answer). */
async function participantsOf(ctx: Ctx, orderId: number): Promise<number[]> {
  const rows = await ctx.tx
    .select({ id: orderParticipants.user_id })
    .from(orderParticipants)
    .where(and(eq(orderParticipants.tenantId, ctx.user.tenantId), eq(orderParticipants.order_id, orderId)))
    .orderBy(asc(orderParticipants.user_id));
  return rows.map((r) => r.id);
}

/**
 * The next order number of the tenant: one above the highest used, but never below general settings'
 * nextordernumber (the administrator decides where numbering starts, e.g. after the old system's last order).
 */
export async function nextOrderNumber(ctx: Ctx): Promise<number> {
  const settings = await readSetting(ctx, 'general_settings');
  return nextNumber(ctx, orders, orders.ordernumber, settings.value.nextordernumber ?? FIRST_ORDER_NUMBER);
}

/**
 * spec 01 §3/§4: a status must be an item of the tenant's order status list that this user may choose: active (or
 * the order's current one), not a rental status (6, 7) while rental is off, and not restricted to other roles.
 */
async function assertSettableStatus(ctx: Ctx, status: number, current?: number): Promise<void> {
  if (status === current) return;
  const ok = await isSettableStatus(
    ctx,
    statusList as unknown as StatusListTable,
    orderstatuslistsResource,
    status,
  );
  if (!ok) throw badRequest([{ field: 'status', message: ORDER_ERRORS.unknownStatus }]);
  // Issue 7: the order's way through the statuses (order-status.rules.ts); a new order may start in any status.
  if (current !== undefined && !isAllowedStatusTransition(current, status, isAdmin(ctx.user.access))) {
    throw badRequest([{ field: 'status', message: ORDER_ERRORS.statusTransition }]);
  }
}

/** Issue 7: every status change is kept: who, when, from and to. */
async function recordStatusChange(ctx: Ctx, orderId: number, from: number | null, to: number): Promise<void> {
  await ctx.tx.insert(orderStatusHistory).values({
    tenantId: ctx.user.tenantId,
    order_id: orderId,
    fromstatus: from,
    tostatus: to,
    changedby: ctx.user.userId,
  });
}

/** GET orders/{id}/status_history: the order's status changes, newest first, with status and user names. */
export async function orderStatusHistoryOf(ctx: Ctx, orderId: number): Promise<OrderStatusChange[]> {
  await orderRow(ctx, orderId);
  const tenant = ctx.user.tenantId;
  const rows = await ctx.tx
    .select({
      id: orderStatusHistory.id,
      fromstatus: orderStatusHistory.fromstatus,
      tostatus: orderStatusHistory.tostatus,
      changedby: orderStatusHistory.changedby,
      changedbyname: users.name,
      changedon: orderStatusHistory.changedon,
    })
    .from(orderStatusHistory)
    .leftJoin(users, eq(users.id, orderStatusHistory.changedby))
    .where(and(eq(orderStatusHistory.tenantId, tenant), eq(orderStatusHistory.order_id, orderId)))
    .orderBy(sql`${orderStatusHistory.id} desc`);
  const names = new Map(
    (
      await ctx.tx
        .select({ status: statusList.status, name: statusList.name })
        .from(statusList)
        .where(eq(statusList.tenantId, tenant))
    ).map((r) => [r.status as number, r.name as string]),
  );
  return rows.map((r) => ({
    ...r,
    fromstatusname: r.fromstatus === null ? null : (names.get(r.fromstatus) ?? null),
    tostatusname: names.get(r.tostatus) ?? null,
    changedon: r.changedon.toISOString(),
  }));
}

/** The status a new order gets: the tenant's default order status, else the lowest active one, else 1. */
function defaultStatus(ctx: Ctx): Promise<number> {
  return defaultListStatus(ctx, statusList as unknown as StatusListTable);
}

/** The responsible must be an active member of the company (and an active user). */
export async function assertResponsible(ctx: Ctx, userId: number, field = 'responsible_id'): Promise<void> {
  const [m] = await ctx.tx
    .select({ member: memberships.isactive, user: users.isactive })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.tenantId, ctx.user.tenantId), eq(memberships.userId, userId)));
  if (!m) throw badRequest([{ field, message: 'invalidData' }]);
  if (!m.member || !m.user) throw badRequest([{ field, message: ORDER_ERRORS.inactiveResponsible }]);
}

/** The order's fields as a create or an update sends them (the form's fields, all optional). */
type OrderValues = Partial<Omit<OrderCreateInput, 'ordernumber' | 'equipment_ids'>>;

/** A row of the tenant in `table` with column `customerColumn`, or undefined. */
async function customerOfRow(
  ctx: Ctx,
  table: typeof contacts | typeof customerAddresses,
  id: number,
): Promise<{ customerid: number | null } | undefined> {
  const [row] = await ctx.tx
    .select({ customerid: table.customerid })
    .from(table)
    .where(and(eq(table.tenantId, ctx.user.tenantId), eq(table.id, id)));
  return row;
}

/**
 * spec 02 §3 "Order and project" and spec 01 §4: every reference of the order must be the tenant's (400 on the
 * field before the composite foreign keys would refuse it); the contact, the address and the building must be the
 * customer's; the main order must not be the order or one of its sub-orders; participants active members, each
 * once; the order type one the user's role may choose; a fixed-price order has its price.
 * `saved` is the order as stored (an update), so rules across fields see the order as it will be.
 */
async function assertOrderValues(ctx: Ctx, values: OrderValues, saved?: OrderRow): Promise<void> {
  const tenant = ctx.user.tenantId;
  await assertReferences(ctx, values, {
    customer_id: customers,
    building_id: buildings,
    ordertype_id: 'ordertypes',
    ordercategory_id: 'ordercategories',
    orderstandard_id: 'OrderStandard',
    project_id: projects,
    mainorder_id: orders,
  });
  const customerId = values.customer_id ?? saved?.customer_id;
  const changed = <K extends keyof OrderValues>(k: K) =>
    values[k] !== undefined &&
    values[k] !== null &&
    (saved === undefined || values[k] !== saved[k as keyof OrderRow]);
  // A change of customer re-checks what belongs to the customer.
  const customerChanged =
    saved !== undefined && values.customer_id !== undefined && values.customer_id !== saved.customer_id;
  const ownedBy = (field: 'building_id' | 'contact_id' | 'address_id') =>
    changed(field) || (customerChanged && (values[field] ?? saved?.[field]) != null);
  if (ownedBy('building_id')) {
    const buildingId = (values.building_id ?? saved?.building_id)!;
    const [b] = await ctx.tx
      .select({ customerid: buildings.customerid })
      .from(buildings)
      .where(and(eq(buildings.tenantId, tenant), eq(buildings.id, buildingId)));
    if (b && b.customerid !== null && b.customerid !== customerId) {
      throw badRequest([{ field: 'building_id', message: 'invalidData' }]);
    }
  }
  if (ownedBy('contact_id')) {
    const c = await customerOfRow(ctx, contacts, (values.contact_id ?? saved?.contact_id)!);
    if (!c) throw badRequest([{ field: 'contact_id', message: 'invalidData' }]);
    if (c.customerid !== customerId) {
      throw badRequest([{ field: 'contact_id', message: ORDER_ERRORS.contactNotOfCustomer }]);
    }
  }
  if (ownedBy('address_id')) {
    const a = await customerOfRow(ctx, customerAddresses, (values.address_id ?? saved?.address_id)!);
    if (!a || a.customerid !== customerId)
      throw badRequest([{ field: 'address_id', message: 'invalidData' }]);
  }
  if (changed('mainorder_id') && saved) {
    // Walk up from the chosen main order: meeting this order means it would be its own main order.
    let cursor: number | null = values.mainorder_id!;
    for (let depth = 0; cursor !== null && depth < 50; depth++) {
      if (cursor === saved.id)
        throw badRequest([{ field: 'mainorder_id', message: ORDER_ERRORS.mainOrderSelf }]);
      const [up]: { main: number | null }[] = await ctx.tx
        .select({ main: orders.mainorder_id })
        .from(orders)
        .where(and(eq(orders.tenantId, tenant), eq(orders.id, cursor)));
      cursor = up?.main ?? null;
    }
  }
  if (changed('ordertype_id')) await assertSettableOrderType(ctx, values.ordertype_id!);
  if (changed('responsible_id')) await assertResponsible(ctx, values.responsible_id!);
  if (values.participants !== undefined) {
    const before = new Set(saved ? await participantsOf(ctx, saved.id) : []);
    // A participant already on the order who has since left the company may stay; new ones must be active members.
    for (const userId of values.participants) {
      if (!before.has(userId)) await assertResponsible(ctx, userId, 'participants');
    }
  }
  const pricingtype = values.pricingtype ?? saved?.pricingtype ?? 'hourly';
  const fixedprice = values.fixedprice !== undefined ? values.fixedprice : (saved?.fixedprice ?? null);
  if (pricingtype === 'fixed' && fixedprice === null) {
    throw badRequest([{ field: 'fixedprice', message: ORDER_ERRORS.fixedPriceRequired }]);
  }
  const start = values.startdate !== undefined ? values.startdate : saved?.startdate;
  const end = values.enddate !== undefined ? values.enddate : saved?.enddate;
  if (start && end && end < start)
    throw badRequest([{ field: 'enddate', message: ORDER_ERRORS.endBeforeStart }]);
}

/** spec 01 §4: an order type is refused to a non-administrator whose role is not in its userrolesaccess. */
async function assertSettableOrderType(ctx: Ctx, id: number): Promise<void> {
  const types = ordertypes as typeof ordertypes & { userrolesaccess: typeof orders.id };
  const [item] = await ctx.tx
    .select({ isactive: types.isactive, userrolesaccess: types.userrolesaccess })
    .from(types)
    .where(and(eq(types.tenantId, ctx.user.tenantId), eq(types.id, id)));
  const ok =
    item !== undefined &&
    isRoleRestrictedItemEnabled(ctx.user.access, {
      userrolesaccess: item.userrolesaccess as unknown as number[] | null,
    });
  if (!ok) throw badRequest([{ field: 'ordertype_id', message: 'invalidData' }]);
}

/**
 * spec 01 §3 "Standard text types": an order's text and delivery terms start from the tenant's standard texts of
 * types 1 and 2 (the first active one of each, or the one chosen as orderstandard_id when it is of that type).
 */
async function standardTexts(
  ctx: Ctx,
  chosen?: number | null,
): Promise<{ ordertext: string | null; deliveryterms: string | null }> {
  const std = orderstandard as typeof orderstandard & {
    texttype: typeof orders.status;
    text: typeof orders.description;
  };
  const rows = await ctx.tx
    .select({ id: std.id, texttype: std.texttype, text: std.text })
    .from(std)
    .where(
      and(
        eq(std.tenantId, ctx.user.tenantId),
        eq(std.isactive, true),
        inArray(std.texttype, [STANDARD_TEXT_TYPES.orderText, STANDARD_TEXT_TYPES.orderDeliveryTerms]),
      ),
    )
    .orderBy(asc(std.id));
  const pick = (type: number) =>
    (rows.find((r) => r.id === chosen && r.texttype === type) ?? rows.find((r) => r.texttype === type))
      ?.text ?? null;
  return {
    ordertext: pick(STANDARD_TEXT_TYPES.orderText) as string | null,
    deliveryterms: pick(STANDARD_TEXT_TYPES.orderDeliveryTerms) as string | null,
  };
}

async function setParticipants(ctx: Ctx, orderId: number, userIds: number[]): Promise<void> {
  const tenant = ctx.user.tenantId;
  await ctx.tx
    .delete(orderParticipants)
    .where(and(eq(orderParticipants.tenantId, tenant), eq(orderParticipants.order_id, orderId)));
  if (userIds.length) {
    await ctx.tx
      .insert(orderParticipants)
      .values(userIds.map((user_id) => ({ tenantId: tenant, order_id: orderId, user_id })));
  }
}

/** The columns an order's form fields are stored in (undefined = not sent, left as it is). */
function columnValues(values: OrderValues): Partial<typeof orders.$inferInsert> {
  const { participants: _p, status: _s, ...rest } = values;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(rest)) if (v !== undefined) out[k] = v;
  return out as Partial<typeof orders.$inferInsert>;
}

/**
 * POST orders: a new order of a customer of the tenant with its equipment and participants. Every reference is
 * checked to be the tenant's (400 on the field) before the composite foreign keys would refuse it.
 */
export async function createOrder(ctx: Ctx, input: OrderCreateInput): Promise<Order> {
  const tenant = ctx.user.tenantId;
  await assertOrderValues(ctx, input);
  const pieces = [...new Set(input.equipment_ids ?? [])];
  const found = await existingIds(ctx, equipments, pieces);
  if (found && pieces.some((p) => !found.has(p))) {
    throw badRequest([{ field: 'equipment_ids', message: 'invalidData' }]);
  }
  const status = input.status ?? (await defaultStatus(ctx));
  await assertSettableStatus(ctx, status);
  const texts =
    input.ordertext === undefined ||
    input.deliveryterms === undefined ||
    input.ordertext === null ||
    input.deliveryterms === null
      ? await standardTexts(ctx, input.orderstandard_id)
      : null;

  // Two orders saved at once must not get the same number: numbering is serialised per tenant.
  await lockNumbering(ctx, orders, orders.ordernumber);
  let ordernumber = input.ordernumber;
  if (ordernumber === undefined) {
    ordernumber = await nextOrderNumber(ctx);
  } else {
    const [taken] = await ctx.tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.tenantId, tenant), eq(orders.ordernumber, ordernumber)));
    if (taken) throw badRequest([{ field: 'ordernumber', message: 'alreadyExists' }]);
  }
  const { equipment_ids: _e, ordernumber: _n, ...fields } = input;
  const [row] = await mapUniqueViolation(
    () =>
      ctx.tx
        .insert(orders)
        .values({
          ...columnValues(fields),
          tenantId: tenant,
          ordernumber,
          customer_id: input.customer_id,
          status,
          // spec 01 §3: empty order text and delivery terms take the company's standard texts (types 1 and 2).
          ordertext: input.ordertext ?? texts?.ordertext ?? null,
          deliveryterms: input.deliveryterms ?? texts?.deliveryterms ?? null,
          isactive: input.isactive ?? true,
          createdby: ctx.user.userId,
        })
        .returning({ id: orders.id }),
    UNIQUE_INDEXES,
  );
  const orderId = row!.id;
  if (pieces.length) {
    await ctx.tx
      .insert(orderEquipments)
      .values(pieces.map((equipment_id) => ({ tenantId: tenant, order_id: orderId, equipment_id })));
  }
  if (input.participants?.length) await setParticipants(ctx, orderId, input.participants);
  await recordStatusChange(ctx, orderId, null, status);
  return getOrder(ctx, orderId);
}

/**
 * PUT orders/{id}: the order form saved. Only the version read may be saved over (else 412, nothing changed);
 * fields left out keep their values; server-owned fields sent back were dropped by the schema (issue 7 "Saving
 * back"). A status change follows the transitions and is kept in the history; a change of budget or thresholds
 * checks them again.
 */
export async function updateOrder(ctx: Ctx, id: number, input: OrderUpdateInput): Promise<Order> {
  const row = await orderRow(ctx, id);
  if (input.version !== row.version) throw staleVersion();
  const { version: _v, ...values } = input;
  await assertOrderValues(ctx, values, row);
  if (values.status !== undefined) await assertSettableStatus(ctx, values.status, row.status);
  const [saved] = await ctx.tx
    .update(orders)
    .set({
      ...columnValues(values),
      ...(values.status !== undefined ? { status: values.status } : {}),
      version: row.version + 1,
      updatedon: new Date(),
    })
    .where(and(eq(orders.tenantId, ctx.user.tenantId), eq(orders.id, id), eq(orders.version, row.version)))
    .returning({ id: orders.id });
  if (!saved) throw staleVersion();
  if (values.participants !== undefined) await setParticipants(ctx, id, values.participants);
  if (values.status !== undefined && values.status !== row.status) {
    await recordStatusChange(ctx, id, row.status, values.status);
  }
  if (values.budget !== undefined || values.notificationthresholds !== undefined) {
    await checkOrderThresholds(ctx, id);
  }
  return getOrder(ctx, id);
}

/**
 * DELETE orders {ids}: only draft orders (status 1) without lines and without logged hours: an order that work or
 * money was booked on is kept for the record. Any other id in the call: 400 'inUse', nothing deleted;
 * another tenant's id: 404.
 */
export async function deleteOrders(ctx: Ctx, ids: number[]): Promise<{ deleted: number[] }> {
  const tenant = ctx.user.tenantId;
  const unique = [...new Set(ids)];
  const rows = await ctx.tx
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(and(eq(orders.tenantId, tenant), inArray(orders.id, unique)));
  if (rows.length !== unique.length) throw notFound('noOrderFound');
  if (rows.some((r) => !DELETABLE_STATUSES.includes(r.status))) {
    throw badRequest([{ field: 'ids', message: 'inUse' }]);
  }
  const [withLines] = await ctx.tx
    .select({ id: orderlines.order_id })
    .from(orderlines)
    .where(and(eq(orderlines.tenantId, tenant), inArray(orderlines.order_id, unique)))
    .limit(1);
  if (withLines) throw badRequest([{ field: 'ids', message: 'inUse' }]);
  // Lines go with their order (ON DELETE CASCADE), hence the check above; hours, invoices and inspections keep
  // theirs by foreign key, which deleteOrInUse answers as 400 'inUse'.
  await deleteOrInUse(() =>
    ctx.tx.delete(orders).where(and(eq(orders.tenantId, tenant), inArray(orders.id, unique))),
  );
  return { deleted: unique };
}

/**
 * Issue 7 / spec 02 §3: the responsible is told once when the order's cost (the lines' cost price plus the logged
 * hours' cost) passes a notification threshold of its budget (percent, e.g. 80 and 100), and when the logged hours
 * pass one of the hour estimate. Called after every change of the order's lines, budget or estimate and of hours
 * logged on it. Answers the thresholds newly passed.
 */
export async function checkOrderThresholds(
  ctx: Ctx,
  orderId: number,
): Promise<{ cost: number[]; hours: number[] }> {
  const row = await orderRow(ctx, orderId);
  const thresholds = row.notificationthresholds ?? [];
  const passed = { cost: [] as number[], hours: [] as number[] };
  if (thresholds.length === 0 || row.responsible_id === null) return passed;
  const told = {
    cost: new Set(row.notifiedcostthresholds ?? []),
    hours: new Set(row.notifiedhourthresholds ?? []),
  };
  // Every threshold told already (or nothing to measure it against): no need to value the lines and hours, which
  // an order with a long history of logged hours would otherwise do at every hour logged on it.
  const open = thresholds.some(
    (t) => (row.budget !== null && !told.cost.has(t)) || (row.hoursestimate !== null && !told.hours.has(t)),
  );
  if (!open) return passed;
  const lines = await linesOf(ctx, orderId);
  const logged = await orderHourTotals(ctx, [orderId]);
  const cents = (v: string | null | undefined) => toCentsBig(v ?? '0');
  const cost = cents(costAndMargin(lines).cost) + cents(logged.cost);
  for (const t of thresholds) {
    // cost >= budget × t / 100, in whole øre: cost × 100 >= budget × t.
    if (row.budget !== null && !told.cost.has(t) && cost * 100n >= cents(row.budget) * BigInt(t))
      passed.cost.push(t);
    if (
      row.hoursestimate !== null &&
      !told.hours.has(t) &&
      cents(logged.hours) * 100n >= cents(row.hoursestimate) * BigInt(t)
    ) {
      passed.hours.push(t);
    }
  }
  if (passed.cost.length === 0 && passed.hours.length === 0) return passed;
  await ctx.tx
    .update(orders)
    .set({
      notifiedcostthresholds: [...told.cost, ...passed.cost],
      notifiedhourthresholds: [...told.hours, ...passed.hours],
    })
    .where(and(eq(orders.tenantId, ctx.user.tenantId), eq(orders.id, orderId)));
  // spec 01 §3 Notification: moduleid 1 (order) links to the order; one notification per kind passed.
  const messages = [
    ...(passed.cost.length ? ['orderCostThreshold'] : []),
    ...(passed.hours.length ? ['orderHoursThreshold'] : []),
  ];
  await ctx.tx.insert(notifications).values(
    messages.map((message) => ({
      tenantId: ctx.user.tenantId,
      userId: row.responsible_id!,
      moduleid: 1,
      recordid: orderId,
      message,
      orderid: orderId,
      ordernumber: String(row.ordernumber),
    })),
  );
  return passed;
}

/**
 * PUT orders/update_specific_properties/{id} (spec 01 §7): the responsible and/or the status, as the SOS actions
 * set them. Both are fields of the order form, so the version moves (a form opened before cannot overwrite them);
 * a version sent that is not the current one is 412 and changes nothing.
 */
export async function updateOrderSpecificProperties(
  ctx: Ctx,
  id: number,
  input: OrderSpecificPropertiesInput,
): Promise<Order> {
  const row = await orderRow(ctx, id);
  if (input.version !== undefined && input.version !== row.version) throw staleVersion();
  const set: Partial<typeof orders.$inferInsert> = {};
  if (input.status !== undefined) {
    await assertSettableStatus(ctx, input.status, row.status);
    set.status = input.status;
  }
  if (input.responsible_id !== undefined) {
    if (input.responsible_id !== null && input.responsible_id !== row.responsible_id) {
      await assertResponsible(ctx, input.responsible_id);
    }
    set.responsible_id = input.responsible_id;
  }
  await ctx.tx
    .update(orders)
    .set({ ...set, version: row.version + 1, updatedon: new Date() })
    .where(and(eq(orders.tenantId, ctx.user.tenantId), eq(orders.id, id)));
  if (set.status !== undefined && set.status !== row.status)
    await recordStatusChange(ctx, id, row.status, set.status);
  return getOrder(ctx, id);
}

/**
 * GET equipments/get_first_active_order/{id}: the equipment's first active order, the oldest one that is active and
 * still open (isOpenOrderStatus: not yet completed by an SOS). Null when there is none.
 */
export async function firstActiveOrderOf(ctx: Ctx, equipmentId: number): Promise<Order | null> {
  const tenant = ctx.user.tenantId;
  const candidates = await ctx.tx
    .select({ id: orders.id, status: orders.status })
    .from(orderEquipments)
    .innerJoin(
      orders,
      and(eq(orders.tenantId, orderEquipments.tenantId), eq(orders.id, orderEquipments.order_id)),
    )
    .where(
      and(
        eq(orderEquipments.tenantId, tenant),
        eq(orderEquipments.equipment_id, equipmentId),
        eq(orders.isactive, true),
      ),
    )
    .orderBy(asc(orders.id));
  const first = candidates.find((c) => isOpenOrderStatus(c.status));
  return first ? getOrder(ctx, first.id) : null;
}

/** Whether the order is the tenant's and holds the equipment (an SOS log names an order of its equipment). */
export async function isOrderOfEquipment(ctx: Ctx, orderId: number, equipmentId: number): Promise<boolean> {
  const [hit] = await ctx.tx
    .select({ id: orderEquipments.order_id })
    .from(orderEquipments)
    .where(
      and(
        eq(orderEquipments.tenantId, ctx.user.tenantId),
        eq(orderEquipments.order_id, orderId),
        inArray(orderEquipments.equipment_id, [equipmentId]),
      ),
    );
  return hit !== undefined;
}
