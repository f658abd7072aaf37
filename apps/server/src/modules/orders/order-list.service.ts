import { createHash } from 'node:crypto';
import { and, asc, desc, eq, gt, gte, isNull, lt, lte, or, sql, type Query, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { COUNT_CAP } from '@suite/shared';
import { ORDER_LIST_TYPES, type OrderListInput, type OrderListRow } from '@suite/shared/orders/order.schema';
import { users } from '../../platform/auth/auth.table';
import { badRequest } from '../../platform/errors';
import type { Ctx } from '../../platform/request-context';
import { cappedTotal } from '../../platform/resources/resource.service';
import { customers } from '../customers/customers.table';
import { orderstatuslists } from '../settings/settings.table';
import { orderParticipants, orders } from './orders.table';
import { escapeLike } from '../../platform/resources/record-list';
import {
  pageNumber,
  rowDecoder,
  runCount,
  runPage,
  sessionOf,
  statementName,
} from '../../platform/resources/compiled-query';

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
function checkMatchValue(field: string, value: string | number | boolean | null): void {
  if (value === null) return;
  const column = COLUMNS[field]!;
  const fits =
    column.dataType === 'boolean'
      ? typeof value === 'boolean'
      : column.dataType === 'number'
        ? typeof value === 'number' && Number.isSafeInteger(value) && Math.abs(value) <= 2_147_483_647
        : typeof value === 'string';
  if (!fits) throw badRequest([{ field: `match.${field}`, message: 'invalidData' }]);
}

/**
 * "My orders" (type 1: I am the responsible or a participant): the responsible on the row itself OR the id among my
 * participant rows (read once, hashed, from the (tenant, user, order) index). Written this way PostgreSQL walks the
 * (tenant, ordernumber) index backwards and stops at the page: 2-3 ms for the first page of a user with 17 500 of
 * 50 000 orders, where a union of the two id sets made it fetch and sort all of them (88 ms; 44× plain at 20
 * connections in the bench). Measured in docs/benchmarks.md "Orders list benchmark".
 */
function mine(): SQL {
  const me = sql.placeholder('me');
  return or(
    eq(orders.responsible_id, me),
    sql`${orders.id} in (select p.order_id from ${orderParticipants} p where p.tenant_id = ${sql.placeholder('tenant')} and p.user_id = ${me})`,
  )!;
}

/** What decides a list's SQL text (never its values): the compiled statements are kept per shape. */
type Shape = {
  type: number;
  /** Matched fields, true where matched to null. */
  match: [string, boolean][];
  /** Date fields with a from and/or a to. */
  dates: [string, boolean, boolean][];
  /** No search, a text search, or one that may be an order number (digits). */
  search: 0 | 1 | 2;
  sort: [string, 1 | -1][];
  after: boolean;
};

/** The list's WHERE: tenant, type, matches, date ranges and the search on number, customer and description. */
function listWhere(shape: Shape): SQL {
  const parts: SQL[] = [eq(orders.tenantId, sql.placeholder('tenant'))];
  if (shape.type === ORDER_LIST_TYPES.mine) parts.push(mine());
  if (shape.type === ORDER_LIST_TYPES.unassigned) parts.push(isNull(orders.responsible_id));
  shape.match.forEach(([k, isNullMatch], i) =>
    parts.push(isNullMatch ? isNull(COLUMNS[k]!) : eq(COLUMNS[k]!, sql.placeholder(`m${i}`))),
  );
  shape.dates.forEach(([k, from, to]) => {
    if (from) parts.push(gte(COLUMNS[k]!, sql.placeholder(`${k}_from`)));
    if (to) parts.push(lte(COLUMNS[k]!, sql.placeholder(`${k}_to`)));
  });
  if (shape.search) {
    const pattern = sql.placeholder('search');
    parts.push(
      or(
        sql`${orders.description} ilike ${pattern}`,
        sql`${customers.name} ilike ${pattern}`,
        // The number typed whole finds the order by its unique index; part of it finds it as text.
        shape.search === 2
          ? or(
              eq(orders.ordernumber, sql.placeholder('number')),
              sql`${orders.ordernumber}::text like ${sql.placeholder('digits')}`,
            )
          : undefined,
      )!,
    );
  }
  return and(...parts)!;
}

/**
 * The keyset (`after`) of a deep page: the sort values and then the id of the last row of the page before; only
 * for sorts on columns that are never empty (ordernumber, orderdate, status) and never with skip. Checked here;
 * the values become the placeholders a0..aN of keysetPredicate.
 */
function keysetValues(sort: [string, 1 | -1][], input: OrderListInput): Record<string, unknown> | null {
  const after = input.after;
  if (!after) return null;
  const fail = () => badRequest([{ field: 'after', message: 'invalidData' }]);
  if ((input.skip ?? 0) !== 0 || after.length !== sort.length + 1 || sort.some(([k]) => k === 'id'))
    throw fail();
  const id = after[sort.length];
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 0) throw fail();
  const values: Record<string, unknown> = { [`a${sort.length}`]: id };
  sort.forEach(([k], i) => {
    const value = after[i];
    if (!COLUMNS[k]!.notNull) throw fail();
    const ok =
      k === 'orderdate'
        ? typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
        : typeof value === 'number' && Number.isSafeInteger(value);
    if (!ok) throw fail();
    values[`a${i}`] = value;
  });
  return values;
}

/** `k0 > a0 or (k0 = a0 and (... id > aN))`, with < for descending fields: the rows after the keyset row. */
function keysetPredicate(sort: [string, 1 | -1][]): SQL {
  let predicate: SQL = gt(orders.id, sql.placeholder(`a${sort.length}`));
  for (let i = sort.length - 1; i >= 0; i--) {
    const [k, d] = sort[i]!;
    const column = COLUMNS[k]!;
    const value = sql.placeholder(`a${i}`);
    predicate = or(d === 1 ? gt(column, value) : lt(column, value), and(eq(column, value), predicate))!;
  }
  return predicate;
}

/** The columns a list row answers, in the select list's order. */
const ROW: [string, PgColumn][] = [
  ['id', orders.id],
  ['ordernumber', orders.ordernumber],
  ['customer_id', orders.customer_id],
  ['customername', customers.name],
  ['status', orders.status],
  ['statusname', statusList.name],
  ['responsible_id', orders.responsible_id],
  ['responsiblename', users.name],
  ['description', orders.description],
  ['orderdate', orders.orderdate],
  ['startdate', orders.startdate],
  ['enddate', orders.enddate],
  ['deadlinedate', orders.deadlinedate],
  ['ordertype_id', orders.ordertype_id],
  ['ordercategory_id', orders.ordercategory_id],
  ['project_id', orders.project_id],
  ['isactive', orders.isactive],
];
const decodeRows = rowDecoder(ROW);

type Compiled = { page: Query; count: Query; name: string };
const SHAPES_MAX = 200;
const compiled = new Map<string, Compiled>();

/** The page (without LIMIT and OFFSET) and the capped count of one list shape, with placeholders for every value. */
function compile(ctx: Ctx, shape: Shape): Compiled {
  const where = listWhere(shape);
  // Plain ASC/DESC: the indexes are ascending and a backward scan gives DESC NULLS FIRST, which is what DESC means
  // (DESIGN "Known pitfalls"). The order number is unique per tenant: no id is needed after it, and without one
  // the (tenant, ordernumber) and (tenant, responsible, ordernumber) indexes give the page without a sort.
  const orderBy = shape.sort.map(([k, d]) => (d === 1 ? asc(COLUMNS[k]!) : desc(COLUMNS[k]!)));
  if (!shape.sort.some(([k]) => k === 'ordernumber' || k === 'id')) orderBy.push(asc(orders.id));
  const page = ctx.tx
    .select(Object.fromEntries(ROW))
    .from(orders)
    .innerJoin(customers, and(eq(customers.tenantId, orders.tenantId), eq(customers.id, orders.customer_id)))
    .leftJoin(statusList, and(eq(statusList.tenantId, orders.tenantId), eq(statusList.status, orders.status)))
    .leftJoin(users, eq(users.id, orders.responsible_id))
    .where(shape.after ? and(where, keysetPredicate(shape.sort)) : where)
    .orderBy(...orderBy)
    .toSQL();
  const join = shape.search
    ? sql`join ${customers} on ${customers.tenantId} = ${orders.tenantId} and ${customers.id} = ${orders.customer_id}`
    : sql``;
  const count = ctx.tx
    .select({ n: sql<number>`count(*)::int` })
    .from(sql`(select 1 from ${orders} ${join} where ${where} limit ${sql.raw(String(COUNT_CAP + 1))}) c`)
    .toSQL();
  return { page, count, name: `orders_${createHash('sha1').update(page.sql).digest('hex').slice(0, 20)}` };
}

/**
 * POST orders/list (issue 7): the tenant's orders with their customer, status and responsible names; `type` 1 my
 * orders, 2 unassigned; match, date ranges, search, sort, skip or keyset `after`, limit (25) and a total counted up
 * to the cap (DESIGN "Known pitfalls"). The SQL of each list shape is compiled once (as the engine's lists are:
 * platform/resources/compiled-query.ts) and run with the call's values as bound parameters.
 */
export async function listOrders(ctx: Ctx, input: OrderListInput) {
  const sort = Object.entries(input.sort && Object.keys(input.sort).length ? input.sort : DEFAULT_SORT);
  const after = keysetValues(sort, input);
  const values: Record<string, unknown> = { tenant: ctx.user.tenantId, me: ctx.user.userId };
  const match = Object.entries(input.match ?? {});
  match.forEach(([k, v], i) => {
    checkMatchValue(k, v);
    if (v !== null) values[`m${i}`] = v;
  });
  const dates: Shape['dates'] = [];
  for (const [k, range] of Object.entries(input.dates ?? {})) {
    if (!range || (!range.from && !range.to)) continue;
    dates.push([k, Boolean(range.from), Boolean(range.to)]);
    if (range.from) values[`${k}_from`] = range.from;
    if (range.to) values[`${k}_to`] = range.to;
  }
  const text = input.search?.trim();
  let search: Shape['search'] = 0;
  if (text) {
    const digits = text.replace(/\s+/g, '');
    values.search = `%${escapeLike(text)}%`;
    search = 1;
    if (/^\d{1,9}$/.test(digits)) {
      search = 2;
      values.number = Number(digits);
      values.digits = `%${digits}%`;
    }
  }
  const shape: Shape = {
    type: input.type ?? 0,
    match: match.map(([k, v]) => [k, v === null]),
    dates,
    search,
    sort,
    after: Boolean(after),
  };
  const key = JSON.stringify(shape);
  let c = compiled.get(key);
  if (!c) {
    c = compile(ctx, shape);
    if (compiled.size >= SHAPES_MAX) compiled.delete(compiled.keys().next().value!);
    compiled.set(key, c);
  }
  // Limit and offset as literals (zod checked them as integers): with them as parameters PostgreSQL cannot cost a
  // generic plan and plans the named statement anew on every call (about 1 ms of planning per page). The first
  // page of each size is the statement worth preparing; deeper pages are parsed per call.
  const limit = pageNumber(input.limit ?? 25);
  const offset = pageNumber(input.skip ?? 0);
  const page = { sql: `${c.page.sql} limit ${limit} offset ${offset}`, params: c.page.params };
  const pageName = offset === 0 ? statementName(orders, `${c.name}_${limit}`) : undefined;
  const rows = await runPage(
    sessionOf(ctx),
    page,
    pageName,
    after ? { ...values, ...after } : values,
    decodeRows,
  );
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
        () => runCount(ctx, c.count, statementName(orders, `${c.name}_n`), values),
      ),
    );
  }
  return result;
}
