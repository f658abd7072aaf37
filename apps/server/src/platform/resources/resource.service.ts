import {
  and,
  asc,
  bindIfParam,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { COUNT_CAP, displayFieldOf, type ResourceDef } from '@suite/shared';
import type { FilterNode } from '@suite/shared/resources/odata-filter';
import { hasSingleDefault, lookupItems } from '@suite/shared/resources/lookup-rules';
import {
  compileResourceQuery,
  isValidComparison,
  QUERY_MAX_ROWS,
  QueryInputError,
  queryFields,
  type QueryInput,
} from '@suite/shared/resources/resource-query';
import { badRequest, notFound, Problem, staleVersion } from '../errors';
import type { Ctx } from '../request-context';
import { rowsOf } from '../../db/tenant';
import { registeredResource } from './resource-registry';

/** A resource's drizzle table: tenant_id, id, its fields and the record columns, by the definition's names. */
export type ResourceTable = PgTable & Record<string, PgColumn>;

export type ListInput = {
  match?: Record<string, string | number | boolean | null>;
  search?: string;
  sort?: Record<string, 1 | -1>;
  skip?: number;
  limit?: number;
  count?: boolean;
};

const col = (table: ResourceTable, field: string): PgColumn => {
  const c = table[field];
  if (!c) throw badRequest([{ field, message: 'unknownField' }]);
  return c;
};

/** Numeric columns come back from PostgreSQL as strings; the API answers numbers. */
function toApi(def: ResourceDef, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) {
    if (k === 'tenantId') continue;
    const f = def.fields[k];
    out[k] = f && (f.type === 'money' || f.type === 'decimal') && typeof v === 'string' ? Number(v) : v;
  }
  return out;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(ctx: Ctx, def: ResourceDef, table: ResourceTable, input: ListInput): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(col(table, 'tenantId'), ctx.user.tenantId)];
  const fields = queryFields(def);
  for (const [k, v] of Object.entries(input.match ?? {})) {
    // The value must suit the column (a text for a number column would fail in the database: a 500).
    const f = fields.get(k);
    if (!f || !isValidComparison(f.type, f.def, 'eq', v))
      throw badRequest([{ field: `match.${k}`, message: 'invalidData' }]);
    parts.push(v === null ? sql`${col(table, k)} is null` : eq(col(table, k), v));
  }
  const search = input.search?.trim();
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    parts.push(or(...def.searchFields.map((f) => ilike(col(table, f), pattern))));
  }
  return and(...parts);
}

export async function listResource(ctx: Ctx, def: ResourceDef, table: ResourceTable, input: ListInput) {
  const where = whereOf(ctx, def, table, input);
  const sort =
    input.sort && Object.keys(input.sort).length
      ? input.sort
      : { [def.defaultSort.field]: def.defaultSort.dir };
  // id last: a stable order, so paging never shows a row twice.
  const orderBy = [
    ...Object.entries(sort).map(([k, d]) => (d === 1 ? asc(col(table, k)) : desc(col(table, k)))),
    asc(col(table, 'id')),
  ];
  const items = await ctx.tx
    .select()
    .from(table)
    .where(where)
    .orderBy(...orderBy)
    .limit(input.limit ?? 25)
    .offset(input.skip ?? 0);
  const result: { items: Record<string, unknown>[]; total?: number; totalcapped?: boolean } = {
    items: items.map((r) => toApi(def, r as Record<string, unknown>)),
  };
  if (input.count) {
    // An exact count of a large tenant costs far more than the page: count up to the cap (DESIGN pitfalls).
    const rows = await ctx.tx.execute(
      sql`select count(*)::int as n from (select 1 from ${table} where ${where} limit ${COUNT_CAP + 1}) c`,
    );
    const n = rowsOf<{ n: number }>(rows)[0]!.n;
    result.total = Math.min(n, COUNT_CAP);
    if (n > COUNT_CAP) result.totalcapped = true;
  }
  return result;
}

/**
 * The condition of a checked `$filter` tree (compileResourceQuery): every value a bound parameter. Null follows
 * OData: `ne` also matches a missing value, and `not` turns an unknown comparison into true.
 */
export function filterSql(table: ResourceTable, node: FilterNode): SQL {
  switch (node.kind) {
    case 'and':
      return sql`(${filterSql(table, node.left)} and ${filterSql(table, node.right)})`;
    case 'or':
      return sql`(${filterSql(table, node.left)} or ${filterSql(table, node.right)})`;
    case 'not':
      return sql`(not coalesce(${filterSql(table, node.expr)}, false))`;
    case 'compare': {
      const c = col(table, node.field);
      const v = node.value;
      if (v === null) return node.op === 'eq' ? sql`${c} is null` : sql`${c} is not null`;
      switch (node.op) {
        case 'eq':
          return eq(c, v);
        case 'ne':
          return sql`${c} is distinct from ${bindIfParam(v, c)}`;
        case 'gt':
          return gt(c, v);
        case 'ge':
          return gte(c, v);
        case 'lt':
          return lt(c, v);
        case 'le':
          return lte(c, v);
      }
    }
  }
}

/**
 * POST {x}/query: the OData subset of DESIGN "API contract". Answers an array of rows (only the selected fields
 * when `select` is given), each expanded reference as `{id, name}` under its expand key (see expandSpecs).
 */
export async function queryResource(ctx: Ctx, def: ResourceDef, table: ResourceTable, input: QueryInput) {
  let query;
  try {
    query = compileResourceQuery(def, input);
  } catch (e) {
    if (e instanceof QueryInputError) throw badRequest([{ field: e.part, message: e.messageKey }], e.message);
    throw e;
  }
  const columns: Record<string, PgColumn> = {};
  const wanted = query.select ?? [
    'id',
    ...Object.keys(def.fields),
    'isactive',
    'version',
    'createdon',
    'updatedon',
  ];
  for (const f of [...wanted, ...query.expand.map((x) => x.field)]) columns[f] = col(table, f);
  const orderBy = query.orderBy.map((o) =>
    o.dir === 1 ? asc(col(table, o.field)) : desc(col(table, o.field)),
  );
  if (!query.orderBy.some((o) => o.field === 'id')) orderBy.push(asc(col(table, 'id')));
  const rows = (await ctx.tx
    .select(columns)
    .from(table)
    .where(
      and(
        eq(col(table, 'tenantId'), ctx.user.tenantId),
        query.filter ? filterSql(table, query.filter) : undefined,
      ),
    )
    .orderBy(...orderBy)
    .limit(input.limit ?? QUERY_MAX_ROWS)
    .offset(input.skip ?? 0)) as Record<string, unknown>[];

  const items = rows.map((r) => {
    const out = toApi(def, r);
    for (const x of query.expand) if (!wanted.includes(x.field)) delete out[x.field];
    return out;
  });
  for (const x of query.expand) {
    const names = await referencedNames(
      ctx,
      x.ref,
      rows.map((r) => r[x.field]).filter((v): v is number => typeof v === 'number'),
    );
    rows.forEach((r, i) => {
      const id = r[x.field];
      items[i]![x.key] = typeof id === 'number' && names.has(id) ? { id, name: names.get(id) } : null;
    });
  }
  return items;
}

/** id -> the display text of rows of another resource of the tenant. */
async function referencedNames(ctx: Ctx, resource: string, ids: number[]): Promise<Map<number, unknown>> {
  const target = registeredResource(resource);
  const unique = [...new Set(ids)];
  if (!target || unique.length === 0) return new Map();
  const display = displayFieldOf(target.def);
  const rows = await ctx.tx
    .select({ id: col(target.table, 'id'), name: display ? col(target.table, display) : sql`null` })
    .from(target.table)
    .where(
      and(eq(col(target.table, 'tenantId'), ctx.user.tenantId), inArray(col(target.table, 'id'), unique)),
    );
  return new Map(rows.map((r) => [r.id as number, r.name]));
}

/** Active items plus the listed ids even when inactive, so a form can show a value that was deactivated. */
export async function getActive(ctx: Ctx, def: ResourceDef, table: ResourceTable, ids: number[] = []) {
  const active = eq(col(table, 'isactive'), true);
  const rows = await ctx.tx
    .select()
    .from(table)
    .where(
      and(
        eq(col(table, 'tenantId'), ctx.user.tenantId),
        ids.length ? or(active, inArray(col(table, 'id'), ids)) : active,
      ),
    )
    .orderBy(
      def.defaultSort.dir === 1
        ? asc(col(table, def.defaultSort.field))
        : desc(col(table, def.defaultSort.field)),
      asc(col(table, 'id')),
    )
    .limit(QUERY_MAX_ROWS);
  // spec 01 §4: rental order statuses hidden without rental, role-restricted items marked disabled.
  return lookupItems(
    def,
    rows.map((r) => toApi(def, r as Record<string, unknown>)),
    ctx.user.access,
    ids,
  );
}

export async function getResource(ctx: Ctx, def: ResourceDef, table: ResourceTable, id: number) {
  const [row] = await ctx.tx
    .select()
    .from(table)
    .where(and(eq(col(table, 'tenantId'), ctx.user.tenantId), eq(col(table, 'id'), id)));
  if (!row) throw notFound();
  return toApi(def, row as Record<string, unknown>);
}

async function assertUnique(
  ctx: Ctx,
  def: ResourceDef,
  table: ResourceTable,
  values: Record<string, unknown>,
  id?: number,
) {
  for (const [k, f] of Object.entries(def.fields)) {
    const v = values[k];
    if (!f.unique || v === undefined || v === null || v === '') continue;
    const same = typeof v === 'string' ? sql`lower(${col(table, k)}) = lower(${v})` : eq(col(table, k), v);
    const [hit] = await ctx.tx
      .select({ id: col(table, 'id') })
      .from(table)
      .where(
        and(
          eq(col(table, 'tenantId'), ctx.user.tenantId),
          same,
          id ? sql`${col(table, 'id')} <> ${id}` : undefined,
        ),
      )
      .limit(1);
    if (hit) throw badRequest([{ field: k, message: 'alreadyExists' }]);
  }
}

export async function createResource(
  ctx: Ctx,
  def: ResourceDef,
  table: ResourceTable,
  values: Record<string, unknown>,
) {
  await assertUnique(ctx, def, table, values);
  const [row] = await ctx.tx
    .insert(table)
    .values({ ...values, isactive: values.isactive ?? true, tenantId: ctx.user.tenantId } as never)
    .returning();
  const created = row as Record<string, unknown>;
  if (values.isdefault === true) await clearOtherDefaults(ctx, def, table, created.id as number);
  return toApi(def, created);
}

/**
 * spec 01 §3 status lists: one default item per list. Choosing a new default clears the others in the same
 * transaction, and their version moves on, since they changed.
 */
async function clearOtherDefaults(ctx: Ctx, def: ResourceDef, table: ResourceTable, id: number) {
  if (!hasSingleDefault(def)) return;
  await ctx.tx
    .update(table)
    .set({ isdefault: false, version: sql`${col(table, 'version')} + 1`, updatedon: sql`now()` } as never)
    .where(
      and(
        eq(col(table, 'tenantId'), ctx.user.tenantId),
        eq(col(table, 'isdefault'), true),
        sql`${col(table, 'id')} <> ${id}`,
      ),
    );
}

/** Optimistic locking: the update applies only to the version the client read; otherwise 412, nothing changed. */
export async function updateResource(
  ctx: Ctx,
  def: ResourceDef,
  table: ResourceTable,
  id: number,
  input: Record<string, unknown> & { version: number },
) {
  const { version, id: _bodyId, ...values } = input;
  await getResource(ctx, def, table, id);
  await assertUnique(ctx, def, table, values, id);
  const [row] = await ctx.tx
    .update(table)
    .set({ ...values, version: sql`${col(table, 'version')} + 1`, updatedon: sql`now()` } as never)
    .where(
      and(
        eq(col(table, 'tenantId'), ctx.user.tenantId),
        eq(col(table, 'id'), id),
        eq(col(table, 'version'), version),
      ),
    )
    .returning();
  if (!row) throw staleVersion();
  if (values.isdefault === true) await clearOtherDefaults(ctx, def, table, id);
  return toApi(def, row as Record<string, unknown>);
}

/** Deletes the ids; when another record still uses one, nothing is deleted and the answer says which table uses it. */
export async function deleteResources(ctx: Ctx, table: ResourceTable, ids: number[]) {
  try {
    const rows = await ctx.tx
      .delete(table)
      .where(and(eq(col(table, 'tenantId'), ctx.user.tenantId), inArray(col(table, 'id'), ids)))
      .returning({ id: col(table, 'id') });
    return { deleted: rows.map((r) => r.id) };
  } catch (e) {
    const cause =
      (e as { cause?: { code?: string; table?: string; detail?: string } }).cause ?? (e as { code?: string });
    if ((cause as { code?: string }).code === '23503') {
      const usedBy =
        /from table "([^"]+)"/.exec((cause as { detail?: string }).detail ?? '')?.[1] ?? 'another record';
      throw new Problem(400, 'Bad Request', `inUse: ${usedBy}`, [{ field: 'ids', message: 'inUse' }]);
    }
    throw e;
  }
}
