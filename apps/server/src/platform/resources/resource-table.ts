import {
  bigint,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  type PgColumnBuilderBase,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { FieldDef, ResourceDef } from '@suite/shared';
import { recordColumns, tenantId, tenantPolicy } from '../../db/tenant-table';
import type { ResourceTable } from './resource.service';

function column(name: string, f: FieldDef): PgColumnBuilderBase {
  switch (f.type) {
    case 'text':
      return f.required ? text(name).notNull() : text(name);
    case 'integer':
      return f.ref ? bigint(name, { mode: 'number' }) : f.required ? integer(name).notNull() : integer(name);
    case 'decimal':
      return f.required
        ? numeric(name, { precision: 18, scale: 6 }).notNull()
        : numeric(name, { precision: 18, scale: 6 });
    case 'money':
      return f.required
        ? numeric(name, { precision: 14, scale: 2 }).notNull()
        : numeric(name, { precision: 14, scale: 2 });
    case 'boolean':
      return boolean(name).notNull().default(false);
    case 'date':
      return f.required ? date(name).notNull() : date(name);
    case 'textarray':
      return text(name)
        .array()
        .notNull()
        .default(sql`'{}'::text[]`);
    case 'idarray':
      return bigint(name, { mode: 'number' })
        .array()
        .notNull()
        .default(sql`'{}'::bigint[]`);
    // 'HH:mm' and '#rrggbb' as text: they sort and compare as written, and the API answers them unchanged
    // (a time column would answer '07:30:00').
    case 'time':
    case 'color':
      return f.required ? text(name).notNull() : text(name);
    case 'weekdays':
      return integer(name)
        .array()
        .notNull()
        .default(sql`'{}'::integer[]`);
  }
}

/**
 * The drizzle table of a resource definition: tenant_id and id as the key, the definition's fields, the record columns,
 * the tenant policy, a case-insensitive unique index per unique field, a unique constraint per uniqueTogether group, a (tenant_id, field) foreign key per reference,
 * and an index matching the default sort (same direction and NULLS placement as the list's ORDER BY).
 * refs maps a referencing field to the table it points at.
 */
export function resourceTable(def: ResourceDef, refs: Record<string, ResourceTable> = {}): ResourceTable {
  const cols: Record<string, PgColumnBuilderBase> = {
    tenantId: tenantId(),
    id: bigint('id', { mode: 'number' }).generatedByDefaultAsIdentity(),
  };
  for (const [name, f] of Object.entries(def.fields)) cols[name] = column(name, f);
  Object.assign(cols, recordColumns());
  // The columns are only known at run time, so drizzle's static column typing cannot follow.
  const dynamicTable = pgTable as unknown as (
    name: string,
    columns: Record<string, PgColumnBuilderBase>,
    extra: (t: Record<string, never>) => unknown[],
  ) => { enableRLS(): unknown };
  const table = dynamicTable(def.table, cols, (t) => {
    const extras: unknown[] = [primaryKey({ columns: [t.tenantId, t.id] }), tenantPolicy(def.table)];
    for (const [name, f] of Object.entries(def.fields)) {
      if (f.unique) {
        extras.push(
          uniqueIndex(`${def.table}_${name}_uq`).on(
            t.tenantId,
            f.type === 'text' ? sql`lower(${t[name]})` : t[name],
          ),
        );
      }
      if (f.ref) {
        const target = refs[name];
        if (!target)
          throw new Error(`resource ${def.name}: no table given for reference ${name} -> ${f.ref}`);
        extras.push(
          foreignKey({
            name: `${def.table}_${name}_fk`,
            columns: [t.tenantId, t[name]],
            foreignColumns: [target.tenantId!, target.id!],
          }),
        );
        extras.push(index(`${def.table}_${name}_idx`).on(t.tenantId, t[name]));
      }
    }
    for (const group of def.uniqueTogether ?? []) {
      // NULLS NOT DISTINCT: 'every department' (no department) is one value, so it cannot be priced twice either.
      extras.push(
        unique(`${def.table}_${group.join('_')}_uq`)
          .on(t.tenantId, ...group.map((f) => t[f]))
          .nullsNotDistinct(),
      );
    }
    const sortField = def.defaultSort.field;
    if (sortField !== 'id') {
      const c = t[sortField];
      extras.push(
        index(`${def.table}_sort_idx`).on(
          t.tenantId,
          def.defaultSort.dir === 1 ? c : sql`${c} desc nulls first`,
          t.id,
        ),
      );
    }
    return extras;
  }).enableRLS();
  return table as unknown as ResourceTable;
}
