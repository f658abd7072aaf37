import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { orderstatuslistsResource } from '@suite/shared/settings/orders.resources';
import { isHiddenForTenant } from '@suite/shared/resources/lookup-rules';
import { isRoleRestrictedItemEnabled } from '@suite/shared/users/permissions';
import { FIRST_ORDER_NUMBER, isOpenOrderStatus, ORDER_ERRORS } from '@suite/shared/orders/order.rules';
import type {
  Order,
  OrderCreateInput,
  OrderSpecificPropertiesInput,
} from '@suite/shared/orders/order.schema';
import { users } from '../../platform/auth/auth.table';
import { badRequest, notFound, staleVersion, type FieldError } from '../../platform/errors';
import type { Ctx } from '../../platform/request-context';
import { readSetting } from '../../platform/tenants/tenant-settings.service';
import { memberships } from '../../platform/users/users.table';
import { buildings } from '../buildings/buildings.table';
import { customers } from '../customers/customers.table';
import { equipments } from '../equipment/equipment.table';
import { assertReferences, existingIds, mapUniqueViolation } from '../products/record-refs';
import { orderstatuslists } from '../settings/settings.table';
import { orderEquipments, orders } from './orders.table';

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

/** GET orders/{id}: the order with its customer, status and responsible names and its equipment. */
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
  const { tenantId: _tenant, createdby: _createdby, ...order } = row.order;
  return {
    ...order,
    customername: row.customername,
    statusname: row.statusname,
    responsiblename: row.responsiblename,
    equipment_ids: pieces.map((p) => p.id),
    createdon: order.createdon.toISOString(),
    updatedon: order.updatedon.toISOString(),
  };
}

/**
 * The next order number of the tenant: one above the highest used, but never below general settings'
 * nextordernumber (the administrator decides where numbering starts, e.g. after the old system's last order).
 */
export async function nextOrderNumber(ctx: Ctx): Promise<number> {
  const [row] = await ctx.tx
    .select({ n: sql<number | null>`max(${orders.ordernumber})` })
    .from(orders)
    .where(eq(orders.tenantId, ctx.user.tenantId));
  const settings = await readSetting(ctx, 'general_settings');
  const fromSettings = settings.value.nextordernumber ?? FIRST_ORDER_NUMBER;
  return Math.max(Number(row?.n ?? 0) + 1, fromSettings);
}

/**
 * spec 01 §3/§4: a status must be an item of the tenant's order status list that this user may choose: active (or
 * the order's current one), not a rental status (6, 7) while rental is off, and not restricted to other roles.
 */
async function assertSettableStatus(ctx: Ctx, status: number, current?: number): Promise<void> {
  if (status === current) return;
  const [item] = await ctx.tx
    .select({
      status: statusList.status,
      isactive: statusList.isactive,
      userrolesaccess: statusList.userrolesaccess,
    })
    .from(statusList)
    .where(and(eq(statusList.tenantId, ctx.user.tenantId), eq(statusList.status, status)));
  const ok =
    item !== undefined &&
    item.isactive &&
    !isHiddenForTenant(orderstatuslistsResource, item, ctx.user.access.enabledmodules) &&
    isRoleRestrictedItemEnabled(ctx.user.access, {
      userrolesaccess: item.userrolesaccess as unknown as number[] | null,
    });
  if (!ok) throw badRequest([{ field: 'status', message: ORDER_ERRORS.unknownStatus }]);
}

/** The status a new order gets: the tenant's default order status, else the lowest active one, else 1. */
async function defaultStatus(ctx: Ctx): Promise<number> {
  const [item] = await ctx.tx
    .select({ status: statusList.status })
    .from(statusList)
    .where(and(eq(statusList.tenantId, ctx.user.tenantId), eq(statusList.isactive, true)))
    .orderBy(sql`${statusList.isdefault} desc`, asc(statusList.status))
    .limit(1);
  return item?.status ?? 1;
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

/**
 * POST orders: a new order of a customer of the tenant with its equipment. Every reference is checked to be the
 * tenant's (400 on the field) before the composite foreign keys would refuse it.
 */
export async function createOrder(ctx: Ctx, input: OrderCreateInput): Promise<Order> {
  const tenant = ctx.user.tenantId;
  await assertReferences(ctx, input, {
    customer_id: customers,
    building_id: buildings,
    ordertype_id: 'ordertypes',
    ordercategory_id: 'ordercategories',
  });
  if (typeof input.building_id === 'number') {
    const [b] = await ctx.tx
      .select({ customerid: buildings.customerid })
      .from(buildings)
      .where(and(eq(buildings.tenantId, tenant), eq(buildings.id, input.building_id)));
    if (b && b.customerid !== null && b.customerid !== input.customer_id) {
      throw badRequest([{ field: 'building_id', message: 'invalidData' }]);
    }
  }
  const pieces = [...new Set(input.equipment_ids ?? [])];
  const found = await existingIds(ctx, equipments, pieces);
  if (found && pieces.some((p) => !found.has(p))) {
    throw badRequest([{ field: 'equipment_ids', message: 'invalidData' }]);
  }
  const status = input.status ?? (await defaultStatus(ctx));
  await assertSettableStatus(ctx, status);
  if (typeof input.responsible_id === 'number') await assertResponsible(ctx, input.responsible_id);

  // Two orders saved at once must not get the same number: numbering is serialised per tenant.
  await ctx.tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`orders.ordernumber:${tenant}`}, 0))`,
  );
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
  const [row] = await mapUniqueViolation(
    () =>
      ctx.tx
        .insert(orders)
        .values({
          tenantId: tenant,
          ordernumber,
          customer_id: input.customer_id,
          building_id: input.building_id ?? null,
          status,
          responsible_id: input.responsible_id ?? null,
          ordertype_id: input.ordertype_id ?? null,
          ordercategory_id: input.ordercategory_id ?? null,
          description: input.description ?? null,
          ...(input.orderdate ? { orderdate: input.orderdate } : {}),
          startdate: input.startdate ?? null,
          enddate: input.enddate ?? null,
          deadlinedate: input.deadlinedate ?? null,
          isactive: input.isactive ?? true,
          createdby: ctx.user.userId,
        })
        .returning({ id: orders.id }),
    UNIQUE_INDEXES,
  );
  if (pieces.length) {
    await ctx.tx
      .insert(orderEquipments)
      .values(pieces.map((equipment_id) => ({ tenantId: tenant, order_id: row!.id, equipment_id })));
  }
  return getOrder(ctx, row!.id);
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
