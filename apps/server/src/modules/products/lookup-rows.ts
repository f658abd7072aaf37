import { sql } from 'drizzle-orm';
import { resourceDef } from '@suite/shared/resources/registry';
import { rowsOf, type Tx } from '../../db/tenant';

/**
 * The active rows (id, name) of a lookup list of the tenant, by the list's API name, for seeding: the lookup lists
 * belong to the settings module and are read through their definition's table name. Empty when the list has no
 * table (yet).
 */
export async function lookupRows(tx: Tx, resource: string): Promise<{ id: number; name: string }[]> {
  const table = resourceDef(resource)?.table ?? resource;
  if (!/^[a-z_][a-z0-9_]*$/.test(table)) return [];
  const exists = rowsOf<{ t: string | null }>(
    await tx.execute(sql`select to_regclass(${`public.${table}`})::text as t`),
  );
  if (!exists[0]?.t) return [];
  const rows = rowsOf<{ id: number | string; name: string }>(
    await tx.execute(
      sql`select id, name::text as name from ${sql.identifier(table)} where isactive order by id`,
    ),
  );
  return rows.map((r) => ({ id: Number(r.id), name: r.name }));
}

/** The id of the row whose name matches one of the candidates (case-insensitive), else the first row's, else null. */
export function pick(rows: { id: number; name: string }[], ...candidates: string[]): number | null {
  for (const c of candidates) {
    const hit = rows.find((r) => r.name.toLowerCase() === c.toLowerCase());
    if (hit) return hit.id;
  }
  for (const c of candidates) {
    const hit = rows.find((r) => r.name.toLowerCase().includes(c.toLowerCase()));
    if (hit) return hit.id;
  }
  return rows[0]?.id ?? null;
}
