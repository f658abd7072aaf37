// The list call of the records that have their own routes rather than the resource engine's (leads, buildings,
// employees): match, search, sort, skip, limit and a capped count, like the resource engine's list, over a query
// that may join other tables for display names.
import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { COUNT_CAP } from '@suite/shared/resources/define-resource';
import type { RecordListInput } from '@suite/shared/validation/record-inputs';
import type { Tx } from '../../db/tenant';
import { badRequest, Problem } from '../errors';
import type { Ctx } from '../request-context';

export type ListColumns = Record<string, PgColumn>;

/** Text for LIKE/ILIKE with its own %, _ and \\ taken literally (the one escape every list search uses). */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const INTEGER_LIMITS: Record<string, number> = { PgSmallInt: 32_767, PgInteger: 2_147_483_647 };

/**
 * A match value must fit its column: a text for text, a whole number for numbers, true or false for flags.
 * Anything else would be a database error (a 500); it is a 400 on the field instead.
 */
function assertMatchValue(field: string, column: PgColumn, value: unknown) {
  if (value === null) return;
  const fits =
    column.dataType === 'boolean'
      ? typeof value === 'boolean'
      : column.dataType === 'number'
        ? typeof value === 'number' &&
          Number.isSafeInteger(value) &&
          Math.abs(value) <= (INTEGER_LIMITS[column.columnType] ?? Number.MAX_SAFE_INTEGER)
        : typeof value === 'string';
  if (!fits) throw badRequest([{ field: `match.${field}`, message: 'invalidData' }]);
}

/** The WHERE of a list: the tenant, the exact matches, and the search over the search columns. */
export function listWhere(
  base: SQL[],
  columns: ListColumns,
  input: RecordListInput,
  search: (PgColumn | SQL)[],
): SQL | undefined {
  const parts: (SQL | undefined)[] = [...base];
  for (const [field, value] of Object.entries(input.match ?? {})) {
    const column = columns[field]!;
    assertMatchValue(field, column, value);
    parts.push(value === null ? isNull(column) : eq(column, value));
  }
  const text = input.search?.trim();
  if (text) {
    const pattern = `%${escapeLike(text)}%`;
    parts.push(or(...search.map((c) => ilike(sql`${c}::text`, pattern))));
  }
  return and(...parts);
}

/** ORDER BY of a list: the requested fields (or the default), then the id, so paging never shows a row twice. */
export function listOrder(
  columns: ListColumns,
  sort: Record<string, 1 | -1> | undefined,
  fallback: Record<string, 1 | -1>,
  id: PgColumn,
): SQL[] {
  const chosen = sort && Object.keys(sort).length > 0 ? sort : fallback;
  const order = Object.entries(chosen).map(([field, dir]) =>
    dir === 1 ? asc(columns[field]!) : desc(columns[field]!),
  );
  if (!('id' in chosen)) order.push(asc(id));
  return order;
}

/**
 * The total of a list, counted exactly up to COUNT_CAP (DESIGN pitfalls: an exact count of a large tenant costs
 * far more than the page). `rows` selects one column of the matching rows.
 */
export async function cappedTotal(
  tx: Tx,
  rows: { limit(n: number): { as(alias: string): unknown } },
): Promise<{ total: number; totalcapped?: true }> {
  const sub = rows.limit(COUNT_CAP + 1).as('c') as Parameters<ReturnType<Tx['select']>['from']>[0];
  const [row] = await tx.select({ n: count() }).from(sub);
  const n = Number(row?.n ?? 0);
  return n > COUNT_CAP ? { total: COUNT_CAP, totalcapped: true } : { total: n };
}

/** numeric columns come back as strings; the API answers numbers. */
export function num(value: string | number | null): number | null {
  return value === null ? null : Number(value);
}

/** Timestamps as ISO text. */
export function iso(value: Date | string | null): string | null {
  if (value === null) return null;
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

/**
 * Runs a delete; when another record still uses one of the rows, nothing is deleted and the answer is a 400 that
 * names the table that uses it (docs/decisions.md "Deleting a row still used elsewhere").
 */
export async function deleteOrInUse<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    const cause = ((e as { cause?: unknown }).cause ?? e) as { code?: string; detail?: string };
    if (cause.code === '23503') {
      const usedBy = /from table "([^"]+)"/.exec(cause.detail ?? '')?.[1] ?? 'another record';
      throw new Problem(400, 'Bad Request', `inUse: ${usedBy}`, [{ field: 'ids', message: 'inUse' }]);
    }
    throw e;
  }
}

/** Ctx helper: the tenant condition of a table. */
export const ofTenant = (ctx: Ctx, column: PgColumn) => eq(column, ctx.user.tenantId);
