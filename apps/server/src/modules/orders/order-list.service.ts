import { and, asc, desc, eq, gt, gte, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { COUNT_CAP } from '@suite/shared';
import { ORDER_LIST_TYPES, type OrderListInput, type OrderListRow } from '@suite/shared/orders/order.schema';
import { rowsOf, runNamed } from '../../db/tenant';
import { users } from '../../platform/auth/auth.table';
import { badRequest } from '../../platform/errors';
import type { Ctx } from '../../platform/request-context';
import { cappedTotal } from '../../platform/resources/resource.service';
import { customers } from '../customers/customers.table';
import { orderstatuslists } from '../settings/settings.table';
import { orderParticipants, orders } from './orders.table';
import { escapeLike } from '../../platform/resources/record-list';

const statusList = orderstatuslists as typeof orderstatuslists & {
  status: typeof orders.status;
  name: typeof orders.description;
};

/** Columns a list can match and sort on, by their API names. */
const COLUMNS: Record<string, PgColumn> = {
  id: orders.id,
  ordernumber: orders.ordernumber,
  orderdate: orders.orderdate,
  startdate: orders.startdate,
  enddate: orders.enddate,
  deadlinedate: orders.deadlinedate,
  status: orders.status,
  ordertype_id: orders.ordertype_id,
  ordercategory_id: orders.ordercategory_id,
  responsible_id: orders.responsible_id,
  customer_id: orders.customer_id,
  project_id: orders.project_id,
  building_id: orders.building_id,
  mainorder_id: orders.mainorder_id,
  isactive: orders.isactive,
  isservice: orders.isservice,
};

/** Newest orders first: what the office looks for is the job that just came in. */
const DEFAULT_SORT: Record<string, 1 | -1> = { ordernumber: -1 };

/** A match value must fit its column (else a database error, a 500): 400 on the field. */
function matchCondition(field: string, value: string | number | boolean | null): SQL {
  const column = COLUMNS[field]!;
  if (value === null) return isNull(column);
  const fits =
    column.dataType === 'boolean'
      ? typeof value === 'boolean'
      : column.dataType === 'number'
        ? typeof value === 'number' && Number.isSafeInteger(value) && Math.abs(value) <= 2_147_483_647
        : typeof value === 'string';
  if (!fits) throw badRequest([{ field: `match.${field}`, message: 'invalidData' }]);
  return eq(column, value);
}

/**
 * "My orders" (type 1: I am the responsible or a participant): the responsible on the row itself OR the id among my
 * participant rows (read once, hashed, from the (tenant, user, order) index). Written this way PostgreSQL walks the
 * (tenant, ordernumber) index backwards and stops at the page: 2-3 ms for the first page of a user with 17 500 of
 * 50 000 orders, where a union of the two id sets made it fetch and sort all of them (88 ms; 44× plain at 20
 * connections in the bench). Measured in docs/benchmarks.md "Orders list benchmark".
 */
function mine(ctx: Ctx): SQL {
  const t = ctx.user.tenantId;
  const me = ctx.user.userId;
  return or(
    eq(orders.responsible_id, me),
    sql`${orders.id} in (select p.order_id from ${orderParticipants} p where p.tenant_id = ${t} and p.user_id = ${me})`,
  )!;
}

/** The list's WHERE: tenant, type, matches, date ranges and the search on number, customer and description. */
function listWhere(ctx: Ctx, input: OrderListInput): SQL {
  const parts: SQL[] = [eq(orders.tenantId, ctx.user.tenantId)];
  if (input.type === ORDER_LIST_TYPES.mine) parts.push(mine(ctx));
  if (input.type === ORDER_LIST_TYPES.unassigned) parts.push(isNull(orders.responsible_id));
  for (const [k, v] of Object.entries(input.match ?? {})) parts.push(matchCondition(k, v));
  for (const [k, range] of Object.entries(input.dates ?? {})) {
    if (!range) continue;
    if (range.from) parts.push(gte(COLUMNS[k]!, range.from));
    if (range.to) parts.push(lte(COLUMNS[k]!, range.to));
  }
  const text = input.search?.trim();
  if (text) {
    const pattern = `%${escapeLike(text)}%`;
    const digits = text.replace(/\s+/g, '');
    parts.push(
      or(
        sql`${orders.description} ilike ${pattern}`,
        sql`${customers.name} ilike ${pattern}`,
        // The number typed whole finds the order by its unique index; part of it finds it as text.
        /^\d{1,9}$/.test(digits)
          ? or(eq(orders.ordernumber, Number(digits)), sql`${orders.ordernumber}::text like ${`%${digits}%`}`)
          : undefined,
      )!,
    );
  }
  return and(...parts)!;
}

/**
 * The keyset (`after`) of a deep page: the sort values and then the id of the last row of the page before; only
 * for sorts on columns that are never empty (ordernumber, orderdate, status) and never with skip.
 */
function keyset(sort: [string, 1 | -1][], input: OrderListInput): SQL | undefined {
  const after = input.after;
  if (!after) return undefined;
  const fail = () => badRequest([{ field: 'after', message: 'invalidData' }]);
  if ((input.skip ?? 0) !== 0 || after.length !== sort.length + 1 || sort.some(([k]) => k === 'id'))
    throw fail();
  const id = after[sort.length];
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 0) throw fail();
  let predicate: SQL = gt(orders.id, id);
  for (let i = sort.length - 1; i >= 0; i--) {
    const [k, d] = sort[i]!;
    const column = COLUMNS[k]!;
    const value = after[i];
    if (!column.notNull) throw fail();
    const ok =
      k === 'orderdate'
        ? typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
        : typeof value === 'number' && Number.isSafeInteger(value);
    if (!ok) throw fail();
    predicate = or(d === 1 ? gt(column, value) : lt(column, value), and(eq(column, value), predicate))!;
  }
  return predicate;
}

/**
 * POST orders/list (issue 7): the tenant's orders with their customer, status and responsible names; `type` 1 my
 * orders, 2 unassigned; match, date ranges, search, sort, skip or keyset `after`, limit (25) and a total counted up
 * to the cap (DESIGN "Known pitfalls").
 */
export async function listOrders(ctx: Ctx, input: OrderListInput) {
  const where = listWhere(ctx, input);
  const sort = Object.entries(input.sort && Object.keys(input.sort).length ? input.sort : DEFAULT_SORT);
  const after = keyset(sort, input);
  // Plain ASC/DESC: the indexes are ascending and a backward scan gives DESC NULLS FIRST, which is what DESC means
  // (DESIGN "Known pitfalls"). The order number is unique per tenant: no id is needed after it, and without one
  // the (tenant, ordernumber) and (tenant, responsible, ordernumber) indexes give the page without a sort.
  const orderBy = sort.map(([k, d]) => (d === 1 ? asc(COLUMNS[k]!) : desc(COLUMNS[k]!)));
  if (!sort.some(([k]) => k === 'ordernumber' || k === 'id')) orderBy.push(asc(orders.id));
  const query = ctx.tx
    .select({
      id: orders.id,
      ordernumber: orders.ordernumber,
      customer_id: orders.customer_id,
      customername: customers.name,
      status: orders.status,
      statusname: statusList.name,
      responsible_id: orders.responsible_id,
      responsiblename: users.name,
      description: orders.description,
      orderdate: orders.orderdate,
      startdate: orders.startdate,
      enddate: orders.enddate,
      deadlinedate: orders.deadlinedate,
      ordertype_id: orders.ordertype_id,
      ordercategory_id: orders.ordercategory_id,
      project_id: orders.project_id,
      isactive: orders.isactive,
    })
    .from(orders)
    .innerJoin(customers, and(eq(customers.tenantId, orders.tenantId), eq(customers.id, orders.customer_id)))
    .leftJoin(statusList, and(eq(statusList.tenantId, orders.tenantId), eq(statusList.status, orders.status)))
    .leftJoin(users, eq(users.id, orders.responsible_id))
    .where(after ? and(where, after) : where)
    .orderBy(...orderBy)
    // Limit and offset as literals (zod checked them as integers): with them as parameters PostgreSQL cannot cost a
    // generic plan and plans the named statement anew on every call (about 1 ms of planning per page).
    .limit(sql.raw(String(input.limit ?? 25)) as unknown as number)
    .offset(sql.raw(String(input.skip ?? 0)) as unknown as number);
  const rows = await runNamed(query, 'orders_list');
  const result: { items: OrderListRow[]; total?: number; totalcapped?: boolean } = {
    items: rows as OrderListRow[],
  };
  if (input.count) {
    Object.assign(
      result,
      await cappedTotal(
        ctx,
        orders,
        JSON.stringify([input.type ?? 0, input.match, input.dates, input.search]),
        async () => {
          const join = input.search?.trim()
            ? sql`join ${customers} on ${customers.tenantId} = ${orders.tenantId} and ${customers.id} = ${orders.customer_id}`
            : sql``;
          const [c] = rowsOf<{ n: number }>(
            await ctx.tx.execute(
              sql`select count(*)::int as n from (select 1 from ${orders} ${join} where ${where} limit ${COUNT_CAP + 1}) c`,
            ),
          );
          return Number(c!.n);
        },
      ),
    );
  }
  return result;
}
