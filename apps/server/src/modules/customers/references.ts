import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { badRequest, type FieldError } from '../../platform/errors';
import type { Ctx } from '../../platform/request-context';

/** A table a reference field points at: its tenant_id and id columns. */
export type RefTable = PgTable & { tenantId: PgColumn; id: PgColumn };

/**
 * A reference must name a row of the same tenant (DESIGN "Tenancy and data"); the composite foreign key would
 * refuse another tenant's id anyway, but with a database error: checked first, it is a 400 with the field named.
 */
export async function assertReferences(
  ctx: Ctx,
  values: Record<string, unknown>,
  targets: Record<string, RefTable>,
): Promise<void> {
  const errors: FieldError[] = [];
  for (const [field, table] of Object.entries(targets)) {
    const id = values[field];
    if (id === undefined || id === null) continue;
    const [hit] = await ctx.tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.tenantId, ctx.user.tenantId), eq(table.id, id as number)))
      .limit(1);
    if (!hit) errors.push({ field, message: 'invalidData' });
  }
  if (errors.length) throw badRequest(errors);
}

/** The field a unique-index violation (23505) is about, from the index name '<table>_<field>_uq'. */
export function uniqueViolationField(error: unknown): string | null {
  const cause = ((error as { cause?: unknown }).cause ?? error) as { code?: string; constraint?: string };
  if (cause.code !== '23505') return null;
  return /^[a-z_]+?_([a-z]+)_uq$/.exec(cause.constraint ?? '')?.[1] ?? 'id';
}
