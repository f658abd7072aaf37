import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import {
  and,
  asc,
  bindIfParam,
  desc,
  eq,
  getTableColumns,
  getTableName,
  gt,
  gte,
  ilike,
  inArray,
  lt,
  lte,
  or,
  sql,
  type Query,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { COUNT_CAP, displayFieldOf, secretFieldsOf, type ResourceDef } from '@suite/shared';
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
import { registeredResource } from './resource-registry';
import { escapeLike } from './record-list';
import {
  type DecodedAs,
  pageNumber,
  rowDecoder,
  runCount,
  runPage,
  sessionOf,
  statementName,
} from './compiled-query';

/** A resource's drizzle table: tenant_id, id, its fields and the record columns, by the definition's names. */
export type ResourceTable = PgTable & Record<string, PgColumn>;

export type ListInput = {
  match?: Record<string, string | number | boolean | null>;
  search?: string;
  sort?: Record<string, 1 | -1>;
  skip?: number;
  limit?: number;
  count?: boolean;
  after?: (string | number | boolean)[];
};

const col = (table: ResourceTable, field: string): PgColumn => {
  const c = table[field];
  if (!c) throw badRequest([{ field, message: 'unknownField' }]);
  return c;
};

/**
 * Numeric columns come back from PostgreSQL as strings; the API answers numbers. A secret is never answered:
 * `has<field>` says whether one is saved.
 */
function toApi(def: ResourceDef, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) {
    if (k === 'tenantId') continue;
    const f = def.fields[k];
    if (f?.secret) {
      out[`has${k}`] = typeof v === 'string' && v !== '';
      continue;
    }
    out[k] = f && (f.type === 'money' || f.type === 'decimal') && typeof v === 'string' ? Number(v) : v;
  }
  return out;
}

/**
 * A secret left empty or out keeps the saved one (a form shows secrets empty, and saving it must not wipe them);
 * null clears it. On a create, empty is stored as null.
 */
function withSecrets(def: ResourceDef, values: Record<string, unknown>, creating: boolean) {
  const out = { ...values };
  for (const k of secretFieldsOf(def)) {
    if (out[k] !== '' && out[k] !== undefined) continue;
    if (creating) out[k] = null;
    else delete out[k];
  }
  return out;
}

/** The value must suit the column (a text for a number column would fail in the database: a 500). */
function checkMatch(def: ResourceDef, match: ListInput['match']): [string, ListValue][] {
  const entries = Object.entries(match ?? {});
  if (entries.length === 0) return entries;
  const fields = queryFields(def);
  for (const [k, v] of entries) {
    const f = fields.get(k);
    if (!f || !isValidComparison(f.type, f.def, 'eq', v))
      throw badRequest([{ field: `match.${k}`, message: 'invalidData' }]);
  }
  return entries;
}
type ListValue = string | number | boolean | null;

/**
 * A list's page and count queries, compiled once per shape (table, sort, which fields are matched and whether to
 * null, with or without search) and then only executed with the call's values: building the SQL with drizzle's
 * query builder cost more than PostgreSQL answering the page (issue 3 "Speed at scale"). On PostgreSQL the first
 * page and the count are prepared statements by name (statementName), so each connection plans them once. Every
 * value is a bound parameter, but for LIMIT and OFFSET (see listResource).
 */
type CompiledList = {
  page: Query;
  count: Query;
  /** The base of the prepared statements' names (statementName). */
  name: string;
  decode: (rows: unknown[][]) => Record<string, unknown>[];
};
const LIST_SHAPES_MAX = 200;
const compiledLists = new WeakMap<ResourceTable, Map<string, CompiledList>>();

function compileList(
  ctx: Ctx,
  def: ResourceDef,
  table: ResourceTable,
  sort: Record<string, 1 | -1>,
  match: [string, ListValue][],
  search: boolean,
  keyset: boolean,
): CompiledList {
  const parts: SQL[] = [eq(col(table, 'tenantId'), sql.placeholder('tenant'))];
  match.forEach(([k, v], i) =>
    parts.push(v === null ? sql`${col(table, k)} is null` : eq(col(table, k), sql.placeholder(`m${i}`))),
  );
  if (search)
    parts.push(or(...def.searchFields.map((f) => ilike(col(table, f), sql.placeholder('search'))))!);
  const where = and(...parts);
  // The count is of the whole filtered list; only the page starts after the keyset row.
  const pageWhere = keyset ? and(where, keysetPredicate(table, sort)) : where;
  // id last: a stable order, so paging never shows a row twice.
  const orderBy = [
    ...Object.entries(sort).map(([k, d]) => (d === 1 ? asc(col(table, k)) : desc(col(table, k)))),
    asc(col(table, 'id')),
  ];
  // Every column but tenant_id, in the table's order: the row the API answers (as toApi makes it).
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => key !== 'tenantId');
  const page = ctx.tx
    .select(Object.fromEntries(columns))
    .from(table)
    .where(pageWhere)
    .orderBy(...orderBy)
    .toSQL();
  const count = ctx.tx
    .select({ n: sql<number>`count(*)::int` })
    .from(sql`(select 1 from ${table} where ${where} limit ${sql.raw(String(COUNT_CAP + 1))}) c`)
    .toSQL();
  // Rows arrive as arrays in the select list's order; decoded as drizzle decodes them, numbers as in toApi.
  const decode = rowDecoder(
    columns.map(([key, column]): [string, PgColumn, DecodedAs?] => {
      const f = def.fields[key];
      if (f?.secret) return [key, column, 'secret'];
      return [key, column, f && (f.type === 'money' || f.type === 'decimal') ? 'number' : undefined];
    }),
  );
  const name = `list_${createHash('sha1').update(page.sql).digest('hex').slice(0, 20)}`;
  return { page, count, name, decode };
}

/**
 * The rows after a given one in the order (sort fields, then id ascending), as
 * `k0 > a0 or (k0 = a0 and (k1 > a1 or (k1 = a1 and id > aN)))`, with < for descending fields. Placeholders a0..aN.
 * PostgreSQL walks the sort index from that row on, however deep the page.
 */
function keysetPredicate(table: ResourceTable, sort: Record<string, 1 | -1>): SQL {
  const keys = Object.entries(sort);
  let predicate: SQL = gt(col(table, 'id'), sql.placeholder(`a${keys.length}`));
  for (let i = keys.length - 1; i >= 0; i--) {
    const [k, d] = keys[i]!;
    const c = col(table, k);
    const value = sql.placeholder(`a${i}`);
    predicate = or(d === 1 ? gt(c, value) : lt(c, value), and(eq(c, value), predicate))!;
  }
  return predicate;
}

/**
 * The `after` values of a keyset page, checked: one per sort field plus the id, each of its field's type, and
 * only for sorts on columns that are never empty (a NULL has no place in a comparison) and are not timestamps;
 * never with skip.
 */
function checkAfter(
  def: ResourceDef,
  table: ResourceTable,
  sort: Record<string, 1 | -1>,
  input: ListInput,
): Record<string, unknown> | null {
  const after = input.after;
  if (!after) return null;
  const keys = Object.keys(sort);
  const fields = queryFields(def);
  const fail = () => badRequest([{ field: 'after', message: 'invalidData' }]);
  // id is the tie-breaker every order ends with: a sort on it has no keyset of its own.
  if ((input.skip ?? 0) !== 0 || after.length !== keys.length + 1 || keys.includes('id')) throw fail();
  const values: Record<string, unknown> = {};
  keys.forEach((k, i) => {
    const f = fields.get(k);
    // Timestamps are kept in microseconds and answered in milliseconds: no exact 'after' exists for them.
    if (!f || f.type === 'timestamp' || !col(table, k).notNull) throw fail();
    if (!isValidComparison(f.type, f.def, 'eq', after[i])) throw fail();
    values[`a${i}`] = after[i];
  });
  const id = after[keys.length];
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 0) throw fail();
  values[`a${keys.length}`] = id;
  return values;
}

export async function listResource(ctx: Ctx, def: ResourceDef, table: ResourceTable, input: ListInput) {
  const match = checkMatch(def, input.match);
  const search = input.search?.trim();
  const sort =
    input.sort && Object.keys(input.sort).length
      ? input.sort
      : { [def.defaultSort.field]: def.defaultSort.dir };
  const after = checkAfter(def, table, sort, input);
  const shape = JSON.stringify([
    def.name,
    sort,
    match.map(([k, v]) => [k, v === null]),
    Boolean(search),
    Boolean(after),
  ]);
  let shapes = compiledLists.get(table);
  if (!shapes) compiledLists.set(table, (shapes = new Map()));
  let compiled = shapes.get(shape);
  if (!compiled) {
    compiled = compileList(ctx, def, table, sort, match, Boolean(search), Boolean(after));
    if (shapes.size >= LIST_SHAPES_MAX) shapes.delete(shapes.keys().next().value!);
    shapes.set(shape, compiled);
  }
  const values: Record<string, unknown> = {
    tenant: ctx.user.tenantId,
    ...(search ? { search: `%${escapeLike(search)}%` } : {}),
  };
  match.forEach(([, v], i) => {
    if (v !== null) values[`m${i}`] = v;
  });
  const { page, count, name, decode } = compiled;
  // The count is of the whole filtered list, never of the rows after the keyset row.
  const countValues = values;
  const pageValues = after ? { ...values, ...after } : values;
  // LIMIT and OFFSET as literals (whole numbers checked by the list schema): with them as parameters PostgreSQL
  // cannot cost a generic plan and plans the prepared page again at every call. The first page of each size is
  // the statement worth preparing; later pages are parsed per call.
  const limit = pageNumber(input.limit ?? 25);
  const offset = pageNumber(input.skip ?? 0);
  const pageQuery = { sql: `${page.sql} limit ${limit} offset ${offset}`, params: page.params };
  const pageName = offset === 0 ? statementName(table, `${name}_${limit}`) : undefined;
  const items = await runPage(sessionOf(ctx), pageQuery, pageName, pageValues, decode);
  const result: { items: Record<string, unknown>[]; total?: number; totalcapped?: boolean } = { items };
  if (input.count) {
    Object.assign(
      result,
      await cappedTotal(ctx, table, listFilterKey(input), () =>
        runCount(ctx, count, statementName(table, `${name}_n`), countValues),
      ),
    );
  }
  return result;
}

/** What a list's where clause depends on besides the tenant and the table: its match and search. */
export function listFilterKey(input: ListInput): string {
  return JSON.stringify([input.match ?? {}, input.search?.trim() ?? '']);
}

/**
 * A total beyond the cap is remembered for this long per tenant, table and filter (issue 3 "Speed at scale":
 * counting 10 001 index entries cost more than the page itself on every call of a large list). Only '10 000+' is
 * remembered, never an exact total, so a small list's total is right after every change; an update or delete
 * through the engine in this process forgets the table's remembered totals of the tenant at once.
 */
export const CAPPED_TOTAL_MS = 5_000;
const CAPPED_TOTAL_MAX = 10_000;
const cappedTotals = new Map<string, number>();
const totalKeyPrefix = (tenantId: number, table: PgTable) => `${tenantId}\u0000${getTableName(table)}\u0000`;

/** The list total counted up to the cap (DESIGN "Known pitfalls"): {total} or {total: COUNT_CAP, totalcapped}. */
export async function cappedTotal(
  ctx: Ctx,
  table: PgTable,
  filterKey: string,
  /** Counts the list's rows up to COUNT_CAP + 1 (select count(*) from (select 1 ... limit cap + 1)). */
  countUpToCap: () => Promise<number>,
): Promise<{ total: number; totalcapped?: true }> {
  const key = totalKeyPrefix(ctx.user.tenantId, table) + filterKey;
  const until = cappedTotals.get(key);
  if (until !== undefined && until > performance.now()) return { total: COUNT_CAP, totalcapped: true };
  const n = await countUpToCap();
  if (n <= COUNT_CAP) {
    cappedTotals.delete(key);
    return { total: n };
  }
  cappedTotals.delete(key);
  // Bounded: the oldest entry goes first (a Map iterates in insertion order).
  if (cappedTotals.size >= CAPPED_TOTAL_MAX) cappedTotals.delete(cappedTotals.keys().next().value!);
  cappedTotals.set(key, performance.now() + CAPPED_TOTAL_MS);
  return { total: COUNT_CAP, totalcapped: true };
}

/** Rows of the table changed for the tenant: its remembered '10 000+' totals may no longer hold. */
export function forgetCappedTotals(tenantId: number, table: PgTable): void {
  const prefix = totalKeyPrefix(tenantId, table);
  for (const key of cappedTotals.keys()) if (key.startsWith(prefix)) cappedTotals.delete(key);
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
 * `visible`, when given, narrows the rows to those the user may see (a module's own visibility rule, e.g. HSE
 * rows seen with view_my_own), so a query never answers more than the user's list does.
 */
export async function queryResource(
  ctx: Ctx,
  def: ResourceDef,
  table: ResourceTable,
  input: QueryInput,
  visible?: SQL,
) {
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
        visible,
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

/** ResourceDef.uniqueTogether: another row with the same values in every field of a group (null equals null). */
async function assertUniqueTogether(
  ctx: Ctx,
  def: ResourceDef,
  table: ResourceTable,
  row: Record<string, unknown>,
  id?: number,
) {
  for (const group of def.uniqueTogether ?? []) {
    const same = group.map((f) => {
      const v = row[f];
      return v === null || v === undefined ? sql`${col(table, f)} is null` : eq(col(table, f), v);
    });
    const [hit] = await ctx.tx
      .select({ id: col(table, 'id') })
      .from(table)
      .where(
        and(
          eq(col(table, 'tenantId'), ctx.user.tenantId),
          ...same,
          id ? sql`${col(table, 'id')} <> ${id}` : undefined,
        ),
      )
      .limit(1);
    if (hit) throw badRequest([{ field: group[group.length - 1]!, message: 'alreadyExists' }]);
  }
}

/**
 * A reference must name a row of the same company: another company's id (or a deleted row's) is a 400 on the field,
 * not a foreign-key failure in the database (a 500).
 */
async function assertReferences(ctx: Ctx, def: ResourceDef, values: Record<string, unknown>) {
  for (const [k, f] of Object.entries(def.fields)) {
    const id = values[k];
    if (!f.ref || f.type !== 'integer' || typeof id !== 'number') continue;
    const target = registeredResource(f.ref);
    if (!target) continue;
    const [hit] = await ctx.tx
      .select({ id: col(target.table, 'id') })
      .from(target.table)
      .where(and(eq(col(target.table, 'tenantId'), ctx.user.tenantId), eq(col(target.table, 'id'), id)))
      .limit(1);
    if (!hit) throw badRequest([{ field: k, message: 'invalidData' }]);
  }
}

/** ResourceDef.rowRules on the whole row: 400 with the fields named, nothing saved. */
function assertRowRules(def: ResourceDef, row: Record<string, unknown>) {
  const issues = def.rowRules?.(row) ?? [];
  if (issues.length) throw badRequest(issues);
}

export async function createResource(
  ctx: Ctx,
  def: ResourceDef,
  table: ResourceTable,
  input: Record<string, unknown>,
) {
  const values = withSecrets(def, input, true);
  assertRowRules(def, values);
  await assertReferences(ctx, def, values);
  await assertUnique(ctx, def, table, values);
  await assertUniqueTogether(ctx, def, table, values);
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
  const { version, id: _bodyId, ...fields } = input;
  // Fields sent back from a GET and ignored on write arrive as undefined: they are not columns to set.
  const values = withSecrets(
    def,
    Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)),
    false,
  );
  const saved = await getResource(ctx, def, table, id);
  // Rules across fields see the row as it will be: the saved values with this change on top.
  const merged = { ...saved, ...values };
  assertRowRules(def, merged);
  await assertReferences(ctx, def, values);
  await assertUnique(ctx, def, table, values, id);
  await assertUniqueTogether(ctx, def, table, merged, id);
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
  forgetCappedTotals(ctx.user.tenantId, table);
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
    forgetCappedTotals(ctx.user.tenantId, table);
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
