import { Column, fillPlaceholders, is, type Query, type SQL } from 'drizzle-orm';
import { NodePgSession } from 'drizzle-orm/node-postgres/session';
import type { PgColumn, PgSession } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from '../../db/connection';
import { tenantStatement, type TenantTxOptions } from '../../db/tenant';
import { badRequest } from '../errors';
import type { Ctx } from '../request-context';

// Hot lists (the engine's lists, the orders list) compile their SQL once per shape with drizzle placeholders and
// then only execute it with each call's values: building drizzle's query objects per call cost more than
// PostgreSQL answering the page (issue 3 "Speed at scale", issue 7 "Speed"). These are the pieces they share.

const NAMED_STATEMENTS_MAX = 50;
const namedStatements = new WeakMap<object, Set<string>>();

/**
 * The name to prepare a statement under on PostgreSQL, or undefined (parsed at every call). PostgreSQL keeps a
 * prepared statement for the connection's lifetime: only a table's first names are given out, so no sequence of
 * odd filters or page sizes can grow the server's memory without bound.
 */
export function statementName(table: object, candidate: string): string | undefined {
  let named = namedStatements.get(table);
  if (!named) namedStatements.set(table, (named = new Set()));
  if (named.has(candidate)) return candidate;
  if (named.size >= NAMED_STATEMENTS_MAX) return undefined;
  named.add(candidate);
  return candidate;
}

/** pg answers these as JavaScript values already (drizzle's column mapping is the identity for them). */
const AS_IS_COLUMNS = new Set(['PgText', 'PgVarchar', 'PgBoolean', 'PgInteger', 'PgSmallInt']);
export function answeredAsIs(column: PgColumn): boolean {
  return AS_IS_COLUMNS.has(column.columnType);
}

/**
 * drizzle's type parsers for node-postgres (drizzle-orm/node-postgres/session.js): date and time types arrive as
 * the database's text, which the columns' mapFromDriverValue turns into what the API answers.
 */
const RAW_TEXT_TYPES = new Set([1184, 1114, 1082, 1186, 1231, 1115, 1185, 1187, 1182]);
const DRIZZLE_PG_TYPES = {
  getTypeParser: (typeId: number, format?: string) =>
    RAW_TEXT_TYPES.has(typeId) ? (v: string) => v : pg.types.getTypeParser(typeId, format as 'text'),
};

/**
 * Parameters for pg: an array of whole numbers (an id list) as PostgreSQL's array text '{1,2,3}' written at once.
 * pg writes an array element by element, each through its general value conversion and quoting: about 0,5 ms of
 * CPU for the 500 ids of an approval (issue 9 "Speed"). The text is what PostgreSQL reads for a bigint[] parameter
 * either way; anything else is left to pg.
 */
export function pgValues(values: unknown[]): unknown[] {
  return values.map((v) => (Array.isArray(v) && v.every(Number.isSafeInteger) ? `{${v.join(',')}}` : v));
}

/**
 * A list page. On PostgreSQL straight through the transaction's pg client with the compiled text, as drizzle's
 * prepared query would send it (same name, parameters, array rows and type parsers) but without building its query
 * objects per call: the list is the hottest call there is (issue 3 "Speed at scale"). On PGlite through drizzle.
 */
export async function runPage(
  session: PgSession,
  page: Query,
  name: string | undefined,
  values: Record<string, unknown>,
  decode: (rows: unknown[][]) => Record<string, unknown>[],
): Promise<Record<string, unknown>[]> {
  if (session instanceof NodePgSession) {
    const client = (session as unknown as { client: pg.PoolClient }).client;
    const result = await client.query<unknown[]>(
      { name, text: page.sql, rowMode: 'array', types: DRIZZLE_PG_TYPES } as pg.QueryArrayConfig,
      pgValues(fillPlaceholders(page.params, values)),
    );
    return decode(result.rows);
  }
  return (await session.prepareQuery(page, undefined, name, true, decode as never).execute(values)) as Record<
    string,
    unknown
  >[];
}

/**
 * A compiled write as the tenant's whole transaction, committed with it in one round trip (db/tenant.ts
 * tenantStatement): for a write whose every rule is in its own SQL. Rows as runPage decodes them on PostgreSQL
 * (the same type parsers); on PGlite as PGlite parses them, so such a statement answers plain numbers or text.
 */
export async function runCommitted<T>(
  db: Db,
  tenantId: number,
  statement: Query,
  name: string | undefined,
  values: Record<string, unknown>,
  decode: (rows: unknown[][]) => T,
  opts?: TenantTxOptions,
): Promise<T> {
  const rows = await tenantStatement(
    db,
    tenantId,
    { name, text: statement.sql, rowMode: 'array', types: DRIZZLE_PG_TYPES } as pg.QueryArrayConfig,
    pgValues(fillPlaceholders(statement.params, values)),
    opts,
  );
  return decode(rows);
}

/** A LIMIT or OFFSET written into the SQL text: never anything but a whole number. */
export function pageNumber(n: number): number {
  if (!Number.isSafeInteger(n) || n < 0) throw badRequest([{ field: 'limit', message: 'invalidNumber' }]);
  return n;
}

/**
 * The transaction's drizzle session: it runs an already compiled query (prepareQuery, what every query builder
 * calls in the end). Not in drizzle's public types, hence the cast; drizzle-orm is pinned (0.45.4).
 */
export function sessionOf(ctx: Ctx): PgSession {
  return (ctx.tx as unknown as { session: PgSession }).session;
}

/**
 * A timestamptz as PostgreSQL writes it in a UTC session ('2026-11-26 04:21:31.123456+00') turned into the ISO text
 * the API answers ('2026-11-26T04:21:31.123Z', milliseconds cut as Date cuts them) by slicing the text: parsing
 * that form with `new Date()` takes V8's slow legacy path, about 3 µs a value against 0,4 µs (issue 9 "Speed":
 * a page of 25 hour entries has 100 of them). Any other form (another time zone, no seconds) goes through Date.
 */
export function isoTimestamp(text: string): string {
  const n = text.length;
  if (
    (n === 22 || (n >= 24 && n <= 29 && text.charCodeAt(19) === 46)) && // no fraction, or '.' and 1-6 digits
    text.charCodeAt(4) === 45 && // 'YYYY-'
    text.charCodeAt(10) === 32 && // ' '
    text.charCodeAt(13) === 58 && // 'HH:'
    text.endsWith('+00')
  ) {
    const ms = n > 22 ? `${text.slice(20, n - 3)}00`.slice(0, 3) : '000';
    return `${text.slice(0, 10)}T${text.slice(11, 19)}.${ms}Z`;
  }
  return new Date(text).toISOString();
}

const isTimestamptz = (column: PgColumn) =>
  column.columnType === 'PgTimestamp' && (column as unknown as { withTimezone: boolean }).withTimezone;

/**
 * How a column is answered beyond drizzle's decoding: 'number' (a money or decimal column the API answers as a
 * number), 'secret' (never the value: `has<key>` says whether one is stored).
 */
export type DecodedAs = 'number' | 'secret';

/**
 * Array rows decoded into objects as drizzle decodes a select: the columns in the select list's order, text,
 * boolean and integer values (and sql`` fields) as pg answers them, the rest through the column's mapFromDriverValue.
 * With `isoTimestamps`, timestamp-with-time-zone columns arrive as the ISO text of their instant (isoTimestamp)
 * instead of a Date: for lists that answer that text anyway.
 */
export function rowDecoder(
  columns: [key: string, column: PgColumn | SQL, answer?: DecodedAs][],
  opts: { isoTimestamps?: boolean } = {},
): (rows: unknown[][]) => Record<string, unknown>[] {
  const columnOf: (PgColumn | null)[] = [];
  const fields = columns.map(([key, column, answer], i) => {
    const isColumn = is(column, Column);
    const raw = `r[${i}]`;
    columnOf.push(isColumn ? (column as PgColumn) : null);
    // An sql`` field (a name from a join, a flag) arrives as pg parses it, as drizzle answers it.
    let value =
      !isColumn || answeredAsIs(column as PgColumn)
        ? raw
        : opts.isoTimestamps && isTimestamptz(column as PgColumn)
          ? `(typeof ${raw} === 'string' ? iso(${raw}) : c[${i}].mapFromDriverValue(${raw}))`
          : `c[${i}].mapFromDriverValue(${raw})`;
    if (answer === 'secret') {
      return `${JSON.stringify(`has${key}`)}: typeof ${raw} === 'string' && ${raw} !== ''`;
    }
    if (answer === 'number') value = `Number(${value})`;
    return `${JSON.stringify(key)}: ${raw} === null || ${raw} === undefined ? null : ${value}`;
  });
  // One object literal per row, its keys fixed in the code: V8 gives every row the same hidden class at once and
  // calls each column's decoder from its own site, about twice as fast as filling an object key by key in a loop
  // (a page of 25 hour entries: 80 µs against 35 µs). The keys are the select list's own names, never input.
  const make = new Function(
    'c',
    'iso',
    `return function decodeRows(rows) {
      const out = new Array(rows.length);
      for (let i = 0; i < rows.length; i++) {
        const r = rows[i];
        out[i] = { ${fields.join(',\n')} };
      }
      return out;
    };`,
  ) as (c: (PgColumn | null)[], iso: typeof isoTimestamp) => (rows: unknown[][]) => Record<string, unknown>[];
  return make(columnOf, isoTimestamp);
}

/** A compiled count (select count(*) ...) run by name: its one value. */
export async function runCount(
  ctx: Ctx,
  count: Query,
  name: string | undefined,
  values: Record<string, unknown>,
): Promise<number> {
  const rows = (await sessionOf(ctx)
    .prepareQuery(count, undefined, name, true, ((r: unknown[][]) => r) as never)
    .execute(values)) as unknown as unknown[][];
  return Number(rows[0]![0]);
}
