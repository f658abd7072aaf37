import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { lineNet } from '@suite/shared/orders/line-totals';
import { customerDiscountField, isLineLockedStatus } from '@suite/shared/orders/order-status.rules';
import { ORDER_ERRORS } from '@suite/shared/orders/order.rules';
import type {
  Orderline,
  OrderlineCreateInput,
  OrderlineListInput,
  OrderlineUpdateInput,
} from '@suite/shared/orders/orderline.schema';
import { badRequest, notFound, staleVersion } from '../../platform/errors';
import type { Ctx } from '../../platform/request-context';
import { customers } from '../customers/customers.table';
import { productUnitLinks, products } from '../products/products.table';
import { productgroups, producttaxes, productunits } from '../settings/settings.table';
import { checkOrderThresholds } from './orders.service';
import { orderlines, orders } from './orders.table';

type LineRow = typeof orderlines.$inferSelect;

function lineToApi(row: LineRow): Orderline {
  const { tenantId: _t, isactive: _a, ...rest } = row;
  return { ...rest, createdon: row.createdon.toISOString(), updatedon: row.updatedon.toISOString() };
}

/**
 * The order a line belongs to, for a change of its lines: the tenant's (else 404), and not in a status that locks
 * its lines (completed, controlled, invoiced: the basis of the invoice is fixed), else 400 'linesLocked'.
 */
async function openOrder(ctx: Ctx, orderId: number, field: string) {
  const [order] = await ctx.tx
    .select({ id: orders.id, status: orders.status, customer_id: orders.customer_id })
    .from(orders)
    .where(and(eq(orders.tenantId, ctx.user.tenantId), eq(orders.id, orderId)));
  if (!order) {
    if (field === 'order_id') throw badRequest([{ field, message: 'invalidData' }]);
    throw notFound('noOrderFound');
  }
  if (isLineLockedStatus(order.status)) throw badRequest([{ field, message: ORDER_ERRORS.linesLocked }]);
  return order;
}

async function lineRow(ctx: Ctx, id: number): Promise<LineRow> {
  const [row] = await ctx.tx
    .select()
    .from(orderlines)
    .where(and(eq(orderlines.tenantId, ctx.user.tenantId), eq(orderlines.id, id)));
  if (!row) throw notFound();
  return row;
}

/**
 * Issue 7: choosing a product fills the line: name, product number, unit (its sales unit), sales price, tax (its
 * product tax's percentage), cost price, and the customer's discount for the product (customerDiscountField).
 */
export async function productDefaults(ctx: Ctx, productId: number, customerId: number | null) {
  const tenant = ctx.user.tenantId;
  const taxes = producttaxes as typeof producttaxes & { percentage: typeof products.costprice };
  const groups = productgroups as typeof productgroups & { name: typeof products.name };
  const [p] = await ctx.tx
    .select({
      number: products.number,
      name: products.name,
      producttype: products.producttype,
      saleprice: products.saleprice,
      costprice: products.costprice,
      tax: taxes.percentage,
      productgroupname: groups.name,
    })
    .from(products)
    .leftJoin(taxes, and(eq(taxes.tenantId, products.tenantId), eq(taxes.id, products.producttax_id)))
    .leftJoin(groups, and(eq(groups.tenantId, products.tenantId), eq(groups.id, products.productgroup_id)))
    .where(and(eq(products.tenantId, tenant), eq(products.id, productId)));
  if (!p) throw badRequest([{ field: 'product_id', message: 'invalidData' }]);
  const units = productunits as typeof productunits & { name: typeof products.name };
  const [unit] = await ctx.tx
    .select({ name: units.name })
    .from(productUnitLinks)
    .innerJoin(
      units,
      and(eq(units.tenantId, productUnitLinks.tenantId), eq(units.id, productUnitLinks.unit_id)),
    )
    .where(
      and(
        eq(productUnitLinks.tenantId, tenant),
        eq(productUnitLinks.product_id, productId),
        eq(productUnitLinks.issalesunit, true),
      ),
    )
    .limit(1);
  const field = customerDiscountField({
    producttype: p.producttype,
    productgroupname: p.productgroupname as string | null,
  });
  // An offer to a lead has no customer yet: no customer discount.
  const [c] =
    customerId === null
      ? []
      : await ctx.tx
          .select({ discount: customers[field] })
          .from(customers)
          .where(and(eq(customers.tenantId, tenant), eq(customers.id, customerId)));
  return {
    productnumber: p.number,
    name: p.name,
    unit: (unit?.name as string | undefined) ?? null,
    unitprice: p.saleprice ?? '0',
    tax: (p.tax as string | null) ?? '25',
    costprice: p.costprice,
    discount: c?.discount ?? '0',
  };
}

/** POST orderlines: a line on an open order; net = lineNet(quantity, unitprice, discount), stored. */
export async function createOrderline(ctx: Ctx, input: OrderlineCreateInput): Promise<Orderline> {
  const order = await openOrder(ctx, input.order_id, 'order_id');
  const defaults = input.product_id ? await productDefaults(ctx, input.product_id, order.customer_id) : null;
  const quantity = input.quantity;
  const unitprice = input.unitprice ?? defaults?.unitprice ?? '0';
  const discount = input.discount ?? defaults?.discount ?? '0';
  let position = input.position;
  if (position === undefined) {
    const [last] = await ctx.tx
      .select({ n: sql<number | null>`max(${orderlines.position})` })
      .from(orderlines)
      .where(and(eq(orderlines.tenantId, ctx.user.tenantId), eq(orderlines.order_id, order.id)));
    position = Number(last?.n ?? 0) + 1;
  }
  const [row] = await ctx.tx
    .insert(orderlines)
    .values({
      tenantId: ctx.user.tenantId,
      order_id: order.id,
      product_id: input.product_id ?? null,
      position,
      productnumber: defaults?.productnumber ?? null,
      name: input.name ?? defaults!.name,
      quantity,
      unit: input.unit !== undefined ? input.unit : (defaults?.unit ?? null),
      unitprice,
      discount,
      tax: input.tax ?? defaults?.tax ?? '25',
      costprice: input.costprice !== undefined ? input.costprice : (defaults?.costprice ?? null),
      net: lineNet({ quantity, unitprice, discount }),
    })
    .returning();
  await checkOrderThresholds(ctx, order.id);
  return lineToApi(row!);
}

/** GET orderlines/{id}. */
export async function getOrderline(ctx: Ctx, id: number): Promise<Orderline> {
  return lineToApi(await lineRow(ctx, id));
}

/** POST orderlines/list {match: {order_id}}: the order's lines in their order (position, then id). */
export async function listOrderlines(ctx: Ctx, input: OrderlineListInput) {
  const tenant = ctx.user.tenantId;
  const [order] = await ctx.tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.tenantId, tenant), eq(orders.id, input.match.order_id)));
  if (!order) throw notFound('noOrderFound');
  const where = and(eq(orderlines.tenantId, tenant), eq(orderlines.order_id, order.id));
  const rows = await ctx.tx
    .select()
    .from(orderlines)
    .where(where)
    .orderBy(asc(orderlines.position), asc(orderlines.id))
    .limit(input.limit ?? 1000)
    .offset(input.skip ?? 0);
  const result: { items: Orderline[]; total?: number } = { items: rows.map(lineToApi) };
  if (input.count) {
    const [c] = await ctx.tx
      .select({ n: sql<number>`count(*)::int` })
      .from(orderlines)
      .where(where);
    result.total = Number(c!.n);
  }
  return result;
}

/** PUT orderlines/{id}: the version read (else 412); net computed again. */
export async function updateOrderline(ctx: Ctx, id: number, input: OrderlineUpdateInput): Promise<Orderline> {
  const row = await lineRow(ctx, id);
  await openOrder(ctx, row.order_id, 'order_id');
  if (input.version !== row.version) throw staleVersion();
  const { version: _v, ...values } = input;
  if (values.name === null) throw badRequest([{ field: 'name', message: 'required' }]);
  const set: Partial<typeof orderlines.$inferInsert> = {};
  for (const [k, v] of Object.entries(values)) if (v !== undefined) (set as Record<string, unknown>)[k] = v;
  const merged = { ...row, ...set };
  const [saved] = await ctx.tx
    .update(orderlines)
    .set({
      ...set,
      net: lineNet({ quantity: merged.quantity, unitprice: merged.unitprice, discount: merged.discount }),
      version: row.version + 1,
      updatedon: new Date(),
    })
    .where(
      and(
        eq(orderlines.tenantId, ctx.user.tenantId),
        eq(orderlines.id, id),
        eq(orderlines.version, row.version),
      ),
    )
    .returning();
  if (!saved) throw staleVersion();
  await checkOrderThresholds(ctx, row.order_id);
  return lineToApi(saved);
}

/** DELETE orderlines {ids}: lines of open orders of the tenant; an unknown id is a 404 and nothing is deleted. */
export async function deleteOrderlines(ctx: Ctx, ids: number[]): Promise<{ deleted: number[] }> {
  const tenant = ctx.user.tenantId;
  const unique = [...new Set(ids)];
  const rows = await ctx.tx
    .select({ id: orderlines.id, order_id: orderlines.order_id })
    .from(orderlines)
    .where(and(eq(orderlines.tenantId, tenant), inArray(orderlines.id, unique)));
  if (rows.length !== unique.length) throw notFound();
  for (const orderId of new Set(rows.map((r) => r.order_id))) await openOrder(ctx, orderId, 'ids');
  await ctx.tx.delete(orderlines).where(and(eq(orderlines.tenantId, tenant), inArray(orderlines.id, unique)));
  return { deleted: unique };
}
