// Generic import and export of a resource's rows as XLSX or CSV (issue 3 "Import from and export to XLSX and
// CSV"). Export: every column of the definition with localized headers. Import: every row checked with the
// resource's create schema; one bad row and nothing is imported (one transaction), the answer naming each bad
// row and why (spec 01 §8 'import failed').
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  createSchema,
  LANGUAGES,
  type FieldDef,
  type Language,
  displayFieldOf,
  type ResourceDef,
  type TranslationItem,
} from '@suite/shared';
import { formatDate, normalizeNumber, parseDate } from '@suite/shared/format/index';
import { hasPermission } from '@suite/shared/users/permissions';
import { problemFieldErrors } from '@suite/shared/validation/problem-field-errors';
import { Problem } from '../errors';
import type { Ctx } from '../request-context';
import { registeredResource } from '../resources/resource-registry';
import {
  createResource,
  listResource,
  updateResource,
  type ListInput,
  type ResourceTable,
} from '../resources/resource.service';
import { mergedTranslations } from '../translations/translations.service';
import { readSheet, UnreadableSheetError, writeSheet, type SheetCell, type SheetFormat } from './spreadsheet';

type Values = Record<string, unknown>;

export type ImportExportConfig = {
  def: ResourceDef;
  table: ResourceTable;
  /** Translation key ('section.key') of a field's column header, e.g. f => `customers.field_${f}`. */
  headerKey: (field: string) => string;
  /** Columns exported and imported, in order (default: every field of the definition). */
  fields?: readonly string[];
  /** Schema each imported row is checked with (default: the definition's createSchema). */
  rowSchema?: z.ZodObject;
  /**
   * A field that finds the existing record a row updates (e.g. 'customernumber'). A row with an id column that
   * names a record of the tenant updates that record first; otherwise a row is created.
   */
  key?: string;
  /** The service functions a row goes through (default: the engine's create and update). */
  create?: (ctx: Ctx, values: Values) => Promise<unknown>;
  update?: (ctx: Ctx, id: number, values: Values & { version: number }) => Promise<unknown>;
  /**
   * Runs once before the rows are written, with the values of the rows to be created (changeable), e.g. to give
   * all of them numbers at once instead of one query per row.
   */
  prepare?: (ctx: Ctx, creates: Values[]) => Promise<void>;
  /** Permission a file that updates existing records needs besides the import permission (e.g. customers_edit). */
  updatePermission?: string;
  /**
   * The list call the export pages through, so the file holds what the user's list shows with its search and
   * filters (issue 12). Default: the engine's list of the definition.
   */
  list?: (ctx: Ctx, input: ListInput) => Promise<{ items: Values[] }>;
  /**
   * Translation key ('section.key') of a coded value's label, per field (e.g. customertype 'customer' ->
   * 'customers.customertype_customer'): the export writes the label the user sees, the import reads a label in
   * any of the four languages (or the code itself) back to the code.
   */
  valueLabels?: Record<string, (value: string | number) => string>;
};

/** The rows an export writes: the list's search and filters (GET {x}/export?search=&match=). */
export type ExportFilter = { search?: string; match?: ListInput['match']; sort?: ListInput['sort'] };

/** An import is one request and one transaction: large enough for a real customer register, small enough to answer. */
export const MAX_IMPORT_ROWS = 10_000;
export const MAX_EXPORT_ROWS = 100_000;
/** Errors listed in one answer; the detail still says how many rows failed. */
const MAX_LISTED_ERRORS = 200;

export type ImportRowError = {
  row: number;
  field: string;
  message: string;
  params?: Record<string, number | string>;
};
export type ImportResult = { created: number; updated: number };

const fieldsOf = (config: ImportExportConfig) => config.fields ?? Object.keys(config.def.fields);

const YES = new Set(['true', 'ja', 'yes', 'tak', 'x', '1', 'sann', 'prawda']);
const NO = new Set(['false', 'nei', 'nej', 'no', 'nie', '0', 'usann', 'falsk', 'falskt', 'fałsz']);

/** A cell as the value the row schema expects; text that cannot be read is passed on for the schema to refuse. */
export function cellValue(f: FieldDef | undefined, cell: SheetCell): unknown {
  if (cell === null || (typeof cell === 'string' && cell.trim() === '')) return null;
  const type = f?.type ?? 'text';
  switch (type) {
    case 'text':
      if (cell instanceof Date) return toIsoDay(cell);
      return String(cell).trim();
    case 'integer':
    case 'decimal':
    case 'money': {
      if (typeof cell === 'number') return cell;
      const n = normalizeNumber(String(cell));
      return n === null ? String(cell) : Number(n);
    }
    case 'boolean': {
      if (typeof cell === 'boolean') return cell;
      const word = String(cell).trim().toLowerCase();
      return YES.has(word) ? true : NO.has(word) ? false : String(cell);
    }
    case 'date': {
      if (cell instanceof Date) return toIsoDay(cell);
      const text = String(cell).trim();
      return parseDate(text) ?? text;
    }
    case 'textarray':
      return String(cell)
        .split(/[;,]/)
        .map((s) => s.trim())
        .filter(Boolean);
    case 'idarray':
    case 'weekdays':
      return String(cell)
        .split(/[;,\s]+/)
        .filter(Boolean)
        .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
    case 'time': {
      // A spreadsheet time cell is a date on 1899-12-30 in UTC; typed text may lack the leading zero ('7:30').
      if (cell instanceof Date) return cell.toISOString().slice(11, 16);
      const text = String(cell).trim();
      return /^\d:\d{2}$/.test(text) ? `0${text}` : text;
    }
    case 'color':
      return String(cell).trim();
  }
}

/** Spreadsheet dates are midnight UTC of the calendar day. */
function toIsoDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}

type Labels = { text(key: string, lang: Language): string; all(key: string): string[] };

function labelsOf(items: TranslationItem[]): Labels {
  const byKey = new Map(items.map((i) => [`${i.sectionkey}.${i.key}`, i]));
  return {
    text: (key, lang) => {
      const item = byKey.get(key);
      return (item && (item[`${lang}_value`] || item.en_value)) || '';
    },
    all: (key) => {
      const item = byKey.get(key);
      return item ? LANGUAGES.map((l) => item[`${l}_value`]).filter(Boolean) : [];
    },
  };
}

/** The export's columns: id first, the fields, then the active flag. */
function columnsOf(config: ImportExportConfig): string[] {
  return ['id', ...fieldsOf(config), 'isactive'];
}

function headerKeyOf(config: ImportExportConfig, column: string): string | null {
  if (column === 'id') return null;
  if (column === 'isactive') return 'common.active';
  return config.headerKey(column);
}

/** A column's header text; the id column is 'ID' in every language. */
function headerText(config: ImportExportConfig, labels: Labels, column: string, lang: Language): string {
  const key = headerKeyOf(config, column);
  return (key && labels.text(key, lang)) || (column === 'id' ? 'ID' : column);
}

function exportCell(
  f: FieldDef | undefined,
  value: unknown,
  format: SheetFormat,
  yesNo: [string, string],
): SheetCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? yesNo[0] : yesNo[1];
  if (Array.isArray(value)) return value.join(', ');
  if (value instanceof Date) return format === 'xlsx' ? value : formatDate(value);
  if (f?.type === 'date' && typeof value === 'string') {
    return format === 'xlsx' ? new Date(`${value}T00:00:00Z`) : formatDate(value);
  }
  if (f && (f.type === 'decimal' || f.type === 'money' || f.type === 'integer')) {
    const n = Number(value);
    // CSV for Norwegian spreadsheets: decimal comma (the delimiter is ';').
    return format === 'xlsx' ? n : String(n).replace('.', ',');
  }
  return typeof value === 'number' ? value : String(value);
}

/** Rows the export reads per list call. */
const EXPORT_PAGE = 1000;

/**
 * id -> display name of the rows of other resources that a page of rows points at (FieldDef.ref: priority,
 * industry, supplier ...), so the export writes the names the user sees instead of ids.
 */
async function refNames(
  ctx: Ctx,
  def: ResourceDef,
  rows: Values[],
): Promise<Map<string, Map<number, string>>> {
  const names = new Map<string, Map<number, string>>();
  for (const [field, f] of Object.entries(def.fields)) {
    if (!f.ref) continue;
    const target = registeredResource(f.ref);
    const display = target && displayFieldOf(target.def);
    if (!target || !display) continue;
    const ids = [...new Set(rows.map((r) => r[field]).filter((v): v is number => typeof v === 'number'))];
    const byId = new Map<number, string>();
    for (let i = 0; i < ids.length; i += 1000) {
      const found = await ctx.tx
        .select({ id: target.table.id as PgColumn, name: target.table[display] as PgColumn })
        .from(target.table)
        .where(
          and(
            eq(target.table.tenantId as PgColumn, ctx.user.tenantId),
            inArray(target.table.id as PgColumn, ids.slice(i, i + 1000)),
          ),
        );
      for (const row of found) if (row.name !== null) byId.set(Number(row.id), String(row.name));
    }
    names.set(field, byId);
  }
  return names;
}

/**
 * GET {x}/export: the rows of the user's list (its search and filters, in its order), with labels instead of codes
 * and names instead of ids (issue 12); the import reads both back.
 */
export async function exportRows(
  ctx: Ctx,
  config: ImportExportConfig,
  format: SheetFormat,
  lang: Language,
  filter: ExportFilter = {},
) {
  const { def, table } = config;
  const labels = labelsOf(await mergedTranslations(ctx));
  const columns = columnsOf(config);
  const header = columns.map((c) => headerText(config, labels, c, lang));
  const list = config.list ?? ((c: Ctx, input: ListInput) => listResource(c, def, table, input));
  const rows: Values[] = [];
  for (let skip = 0; skip < MAX_EXPORT_ROWS; skip += EXPORT_PAGE) {
    const page = await list(ctx, {
      ...(filter.search?.trim() ? { search: filter.search.trim() } : {}),
      ...(filter.match ? { match: filter.match } : {}),
      ...(filter.sort && Object.keys(filter.sort).length ? { sort: filter.sort } : {}),
      skip,
      limit: Math.min(EXPORT_PAGE, MAX_EXPORT_ROWS - skip),
    });
    rows.push(...page.items);
    if (page.items.length < EXPORT_PAGE) break;
  }
  const names = await refNames(ctx, def, rows);
  const yesNo: [string, string] = [
    labels.text('common.yes', lang) || 'Yes',
    labels.text('common.no', lang) || 'No',
  ];
  const shown = (column: string, value: unknown): unknown => {
    if (value === null || value === undefined) return value;
    const label = config.valueLabels?.[column];
    if (label && (typeof value === 'string' || typeof value === 'number')) {
      return labels.text(label(value), lang) || value;
    }
    const byId = names.get(column);
    if (byId && typeof value === 'number') return byId.get(value) ?? value;
    return value;
  };
  const data = rows.map((row) =>
    columns.map((c) => {
      const value = shown(c, row[c]);
      // A label or a name is text, whatever the type of the code it stands for.
      const f = value !== row[c] ? { type: 'text' as const } : def.fields[c];
      return exportCell(f, value, format, yesNo);
    }),
  );
  const dateColumns = columns.flatMap((c, i) => (def.fields[c]?.type === 'date' ? [i] : []));
  const buffer = await writeSheet(format, def.name, header, data, { dateColumns });
  const day = new Date().toISOString().slice(0, 10);
  return { buffer, filename: `${def.name}-${day}.${format}` };
}

/**
 * An imported cell that is a label of a coded field (valueLabels) as its code, or a name of a row of another
 * resource (FieldDef.ref) as its id; a code or an id is taken as it is. Unknown text is passed on for the row
 * schema to refuse.
 */
async function decodeLabels(
  ctx: Ctx,
  config: ImportExportConfig,
  labels: Labels,
  rows: { row: number; values: Values }[],
): Promise<void> {
  const { def } = config;
  for (const [field, key] of Object.entries(config.valueLabels ?? {})) {
    const f = def.fields[field];
    const codes: (string | number)[] = f?.options
      ? [...f.options]
      : f?.values
        ? [...f.values]
        : f?.type === 'integer' && f.min !== undefined && f.max !== undefined && f.max - f.min < 100
          ? Array.from({ length: f.max - f.min + 1 }, (_, i) => f.min! + i)
          : [];
    const byLabel = new Map<string, string | number>();
    for (const code of codes) {
      for (const text of labels.all(key(code))) byLabel.set(normalizeHeader(text), code);
    }
    for (const { values } of rows) {
      const v = values[field];
      if (typeof v !== 'string') continue;
      const code = byLabel.get(normalizeHeader(v));
      if (code !== undefined) values[field] = code;
    }
  }
  for (const [field, f] of Object.entries(def.fields)) {
    if (!f.ref) continue;
    const target = registeredResource(f.ref);
    const display = target && displayFieldOf(target.def);
    if (!target || !display) continue;
    const wanted = [
      ...new Set(
        rows.map((r) => r.values[field]).filter((v): v is string => typeof v === 'string' && v.trim() !== ''),
      ),
    ];
    if (wanted.length === 0) continue;
    const byName = new Map<string, number>();
    for (let i = 0; i < wanted.length; i += 1000) {
      const found = await ctx.tx
        .select({ id: target.table.id as PgColumn, name: target.table[display] as PgColumn })
        .from(target.table)
        .where(
          and(
            eq(target.table.tenantId as PgColumn, ctx.user.tenantId),
            inArray(
              sql`lower(${target.table[display] as PgColumn}::text)`,
              wanted.slice(i, i + 1000).map((w) => w.trim().toLowerCase()),
            ),
          ),
        );
      // The first row of a name wins; an id column in the file is the exact way.
      for (const row of found) {
        const name = String(row.name).trim().toLowerCase();
        if (!byName.has(name)) byName.set(name, Number(row.id));
      }
    }
    for (const { values } of rows) {
      const v = values[field];
      if (typeof v !== 'string') continue;
      const id = byName.get(v.trim().toLowerCase());
      if (id !== undefined) values[field] = id;
    }
  }
}

/** spec 01 §8 'import failed': the problem lists each bad row (row number as the spreadsheet shows it) and why. */
const failed = (errors: ImportRowError[]) =>
  new Problem(400, 'Bad Request', 'importFailed', errors.slice(0, MAX_LISTED_ERRORS));

const normalizeHeader = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** Column index -> field, from the header row (field names or the header text in any of the four languages). */
function mapHeader(config: ImportExportConfig, labels: Labels, header: string[]) {
  const known = new Map<string, string>();
  for (const column of columnsOf(config)) {
    known.set(normalizeHeader(column), column);
    const key = headerKeyOf(config, column);
    for (const text of key ? labels.all(key) : []) known.set(normalizeHeader(text), column);
  }
  const errors: ImportRowError[] = [];
  const mapped: (string | null)[] = header.map((h) => {
    if (h === '') return null;
    const column = known.get(normalizeHeader(h));
    if (!column) errors.push({ row: 1, field: h, message: 'unknownField' });
    return column ?? null;
  });
  const seen = new Set<string>();
  for (const column of mapped) {
    if (!column) continue;
    if (seen.has(column)) errors.push({ row: 1, field: column, message: 'duplicateColumn' });
    seen.add(column);
  }
  return { mapped, errors };
}

/** The database error code of an error from either driver, if it is one. */
function databaseCode(e: unknown): string | undefined {
  const cause = ((e as { cause?: unknown }).cause ?? e) as { code?: unknown };
  return typeof cause.code === 'string' && /^[0-9A-Z]{5}$/.test(cause.code) ? cause.code : undefined;
}

/** POST {x}/import: all rows or none. */
export async function importRows(
  ctx: Ctx,
  config: ImportExportConfig,
  file: { buffer: Buffer; format: SheetFormat },
): Promise<ImportResult> {
  const { def, table } = config;
  let sheet;
  try {
    sheet = await readSheet(file.buffer, file.format);
  } catch (e) {
    if (e instanceof UnreadableSheetError)
      throw failed([{ row: 0, field: 'file', message: 'unreadableFile' }]);
    throw e;
  }
  if (sheet.rows.length === 0) throw failed([{ row: 0, field: 'file', message: 'noRows' }]);
  if (sheet.rows.length > MAX_IMPORT_ROWS) throw failed([{ row: 0, field: 'file', message: 'tooManyRows' }]);

  const labels = labelsOf(await mergedTranslations(ctx));
  const { mapped, errors: headerErrors } = mapHeader(config, labels, sheet.header);
  if (headerErrors.length) throw failed(headerErrors);

  // Raw values per row, by field. A coded or referring field's text may be a label or a name: read after.
  const rows = sheet.rows.map(({ row, cells }) => {
    const values: Values = {};
    mapped.forEach((column, i) => {
      if (!column) return;
      const f = def.fields[column] ?? { type: column === 'id' ? 'integer' : 'boolean' };
      const value = cellValue(f, cells[i] ?? null);
      const named = (f.ref || config.valueLabels?.[column]) && typeof value === 'string';
      values[column] = named ? String(cells[i]).trim() : value;
    });
    return { row, values };
  });
  await decodeLabels(ctx, config, labels, rows);

  // Which rows update an existing record: by id, then by the key field.
  const idColumn = table.id as PgColumn;
  const tenant = eq(table.tenantId as PgColumn, ctx.user.tenantId);
  const ids = rows
    .map((r) => r.values.id)
    .filter((v): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0);
  const byId = new Map<number, number>();
  for (let i = 0; i < ids.length; i += 1000) {
    const found = await ctx.tx
      .select({ id: idColumn, version: table.version as PgColumn })
      .from(table)
      .where(and(tenant, inArray(idColumn, ids.slice(i, i + 1000))));
    for (const f of found) byId.set(Number(f.id), Number(f.version));
  }
  const byKey = new Map<string, { id: number; version: number }>();
  if (config.key) {
    const keyColumn = table[config.key] as PgColumn;
    // Only values of the key's type are looked up: a wrong one is refused by the row schema below.
    const numeric = def.fields[config.key]?.type !== 'text';
    const keys = [
      ...new Set(
        rows
          .map((r) => r.values[config.key!])
          .filter((v) =>
            numeric ? typeof v === 'number' && Number.isSafeInteger(v) : typeof v === 'string',
          ),
      ),
    ];
    for (let i = 0; i < keys.length; i += 1000) {
      const found = await ctx.tx
        .select({ id: idColumn, version: table.version as PgColumn, key: keyColumn })
        .from(table)
        .where(and(tenant, inArray(keyColumn, keys.slice(i, i + 1000) as never[])));
      for (const f of found) byKey.set(String(f.key), { id: Number(f.id), version: Number(f.version) });
    }
  }

  const schema = config.rowSchema ?? createSchema(def);
  const partial = schema.partial();
  const errors: ImportRowError[] = [];
  const plan: { row: number; values: Values; target: { id: number; version: number } | null }[] = [];
  for (const { row, values } of rows) {
    const { id, ...fields } = values;
    const keyValue = config.key ? fields[config.key] : undefined;
    const target =
      (typeof id === 'number' && byId.has(id) ? { id, version: byId.get(id)! } : null) ??
      (keyValue !== null && keyValue !== undefined ? (byKey.get(String(keyValue)) ?? null) : null);
    // A new record leaves empty cells out (defaults apply); an update writes them as cleared values.
    const input = target ? fields : Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null));
    const parsed = (target ? partial : schema).safeParse(input);
    if (!parsed.success) {
      for (const e of problemFieldErrors(parsed.error))
        errors.push({ row, field: e.field, message: e.message, ...(e.params ? { params: e.params } : {}) });
      continue;
    }
    plan.push({ row, values: parsed.data as Values, target });
  }
  if (errors.length) throw failed(errors);
  // Rows that would change existing records need the update permission too: the answer names each such row and
  // why (issue 12), rather than a bare 403 the user cannot act on.
  if (config.updatePermission && !hasPermission(ctx.user.access, config.updatePermission)) {
    const refused = plan
      .filter((p) => p.target)
      .map((p) => ({ row: p.row, field: '', message: 'importNoPermissionToUpdate' }));
    if (refused.length) throw failed(refused);
  }

  const create = config.create ?? ((c: Ctx, v: Values) => createResource(c, def, table, v));
  const update =
    config.update ??
    ((c: Ctx, id: number, v: Values & { version: number }) => updateResource(c, def, table, id, v));
  await config.prepare?.(
    ctx,
    plan.filter((p) => !p.target).map((p) => p.values),
  );
  let created = 0;
  let updated = 0;
  for (const { row, values, target } of plan) {
    try {
      if (target) await update(ctx, target.id, { ...values, version: target.version });
      else await create(ctx, values);
      if (target) updated++;
      else created++;
    } catch (e) {
      // A refused row (a Problem) is found before anything is written: the transaction goes on, so every bad row
      // is reported. A database error aborts the transaction: that row is reported and the import stops there.
      if (e instanceof Problem) {
        if (e.errors?.length)
          for (const fe of e.errors) errors.push({ row, field: fe.field, message: fe.message });
        else errors.push({ row, field: '', message: e.detail ?? 'invalidData' });
      } else if (databaseCode(e)) {
        errors.push({ row, field: '', message: 'invalidData' });
        break;
      } else {
        throw e;
      }
    }
  }
  // Throwing rolls the whole transaction back: nothing of the file is kept.
  if (errors.length) throw failed(errors);
  return { created, updated };
}
