// Helpers shared by products and equipment: references to other tables of the tenant, names of referenced rows,
// and database unique violations as field errors.
import { and, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { displayFieldOf, type ResourceDef } from '@suite/shared';
import { badRequest, type FieldError } from '../../platform/errors';
import type { Ctx } from '../../platform/request-context';
import { registeredResource } from '../../platform/resources/resource-registry';

/** A table with the tenant key columns. */
export type KeyedTable = PgTable & { tenantId: PgColumn; id: PgColumn };

/**
 * Where a reference points: a table of this code base, or the API name of a resource served by the engine (the
 * lookup lists). A resource that is not served (yet) is not checked: its foreign key, once it exists, still is.
 */
export type RefTarget = KeyedTable | string;

function resolve(target: RefTarget): { table: KeyedTable; name: PgColumn | null } | null {
  if (typeof target !== 'string') {
    const t = target as unknown as Record<string, PgColumn>;
    return { table: target, name: t.name ?? null };
  }
  const found = registeredResource(target);
  if (!found) return null;
  const display = displayFieldOf(found.def);
  const table = found.table as unknown as KeyedTable;
  return { table, name: display ? (found.table[display] ?? null) : null };
}

/** The ids of `ids` that name rows of the tenant in the target; null when the target is not served. */
export async function existingIds(ctx: Ctx, target: RefTarget, ids: number[]): Promise<Set<number> | null> {
  const r = resolve(target);
  if (!r) return null;
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Set();
  const rows = await ctx.tx
    .select({ id: r.table.id })
    .from(r.table)
    .where(and(eq(r.table.tenantId, ctx.user.tenantId), inArray(r.table.id, unique)));
  return new Set(rows.map((row) => Number(row.id)));
}

/**
 * Every reference must name a row of the same tenant (DESIGN "Tenancy and data"). The composite foreign key would
 * refuse another tenant's id too, but as a database error; checked first, it is a 400 naming the field.
 */
export async function assertReferences(
  ctx: Ctx,
  values: Record<string, unknown>,
  targets: Record<string, RefTarget>,
): Promise<void> {
  const errors: FieldError[] = [];
  for (const [field, target] of Object.entries(targets)) {
    const id = values[field];
    if (id === undefined || id === null) continue;
    const found = await existingIds(ctx, target, [id as number]);
    if (found && !found.has(id as number)) errors.push({ field, message: 'invalidData' });
  }
  if (errors.length) throw badRequest(errors);
}

/** id -> display name of rows of the target (for the names shown beside ids). */
export async function namesOf(ctx: Ctx, target: RefTarget, ids: (number | null | undefined)[]) {
  const r = resolve(target);
  const unique = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  if (!r || !r.name || unique.length === 0) return new Map<number, string>();
  const rows = await ctx.tx
    .select({ id: r.table.id, name: r.name })
    .from(r.table)
    .where(and(eq(r.table.tenantId, ctx.user.tenantId), inArray(r.table.id, unique)));
  return new Map(rows.map((row) => [Number(row.id), String(row.name ?? '')]));
}

/**
 * Optional text fields of a definition that arrive blank are stored as null: an empty barcode or EAN is "none",
 * and must not collide with another empty one in the unique index.
 */
export function blankTextToNull(def: ResourceDef, values: Record<string, unknown>): Record<string, unknown> {
  const out = { ...values };
  for (const [k, f] of Object.entries(def.fields)) {
    if (f.type === 'text' && !f.required && typeof out[k] === 'string' && (out[k] as string).trim() === '') {
      out[k] = null;
    }
  }
  return out;
}

/** Runs fn; a unique violation (two saves at once slipped past the checks) becomes a 400 on its field. */
export async function mapUniqueViolation<T>(fn: () => Promise<T>, fieldOfIndex: Record<string, FieldError>) {
  try {
    return await fn();
  } catch (e) {
    const cause = ((e as { cause?: unknown }).cause ?? e) as { code?: string; constraint?: string };
    if (cause.code === '23505') {
      const hit = fieldOfIndex[cause.constraint ?? ''];
      throw badRequest([hit ?? { field: 'id', message: 'alreadyExists' }]);
    }
    throw e;
  }
}
