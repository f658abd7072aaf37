// The generic list and form of a route that is a resource (STYLE "The resource registry"): everything is derived
// from the shared definition. The validation is the definition's createSchema(), never re-declared; this file only
// turns what people type (decimal comma, DD.MM.YYYY, an empty select) into what that schema expects, and back.
import { formatDate, parseDate, parseNumber } from '@suite/shared/format/index';
import { formatBankAccount } from '@suite/shared/settings/finance.rules';
import { createSchema, type FieldDef, type ResourceDef } from '@suite/shared/resources/define-resource';
import { z } from 'zod';

/** How a field is edited. */
export type InputKind =
  | 'text'
  | 'multiline'
  | 'number'
  | 'switch'
  | 'date'
  | 'select'
  | 'ref'
  | 'roles'
  | 'refs'
  | 'tags'
  | 'template'
  | 'time'
  | 'color'
  | 'weekdays'
  /** Write-only (FieldDef.secret): a password input that starts empty; left empty, the saved one is kept. */
  | 'secret';

/** spec 01 §3 status lists: userrolesaccess holds role ids (1 administrator, 2 office, 3 technician). */
export const ROLE_ACCESS_FIELD = 'userrolesaccess';
export const ROLE_IDS = [1, 2, 3] as const;

export function inputKind(name: string, f: FieldDef): InputKind {
  switch (f.type) {
    case 'text':
      if (f.secret) return 'secret';
      if (f.options) return 'select';
      if (f.template) return 'template';
      return (f.max ?? 200) > 255 ? 'multiline' : 'text';
    case 'integer':
      if (f.ref) return 'ref';
      return f.values ? 'select' : 'number';
    case 'decimal':
    case 'money':
      return 'number';
    case 'boolean':
      return 'switch';
    case 'date':
      return 'date';
    case 'idarray':
      if (name === ROLE_ACCESS_FIELD || !f.ref) return 'roles';
      return 'refs';
    case 'textarray':
      return 'tags';
    case 'time':
    case 'color':
    case 'weekdays':
      return f.type;
  }
}

export type FormField = { name: string; kind: InputKind; required: boolean; def: FieldDef };

/** The inputs of the form, in the definition's order. */
export function formFields(def: ResourceDef): FormField[] {
  return Object.entries(def.fields).map(([name, f]) => ({
    name,
    kind: inputKind(name, f),
    required: Boolean(f.required),
    def: f,
  }));
}

/**
 * Translation keys of a field's label, best first: react-admin's `resources.<name>.fields.<field>`, flattened
 * because keys have no dots ('resources.productgroups_number'), then the generic 'resources.field_<field>'.
 */
export function labelKeys(def: ResourceDef, field: string): string[] {
  if (field === 'isactive') return ['resources.field_isactive'];
  return [`resources.${def.name.toLowerCase()}_${field}`, `resources.field_${field}`];
}

/**
 * Translation keys of a fixed value of a field, best first: the resource's own ('resources.OrderStandard'
 * texttype 1 -> 'resources.orderstandard_texttype_1'), a shared one ('resources.option_week'), and the label
 * kinds of the settings texts ('settings.module_orders' for a field named module).
 */
export function optionLabelKeys(def: ResourceDef, field: string, value: string | number): string[] {
  return [
    `resources.${def.name.toLowerCase()}_${field}_${value}`,
    // A value's name shared by every list with such a field ('resources.module_3': Equipment).
    `resources.${field}_${value}`,
    `resources.option_${value}`,
    `settings.${field}_${value}`,
  ];
}

/** 'valid_from' -> 'Valid from', a reference 'warehouseid' -> 'Warehouse': a last resort when no text exists. */
export function humanizeField(field: string, f?: FieldDef): string {
  const base = f?.ref ? field.replace(/_?id$/i, '') || field : field;
  const text = base.replace(/_/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A number as a list cell shows it: codes and counts as typed, money with 2 decimals, other decimals as saved. */
export function numberText(
  f: FieldDef,
  value: unknown,
  format: (n: number, decimals: number) => string,
): string {
  if (value === null || value === undefined || value === '') return '';
  const n = Number(value);
  if (!Number.isFinite(n)) return String(value);
  if (f.type === 'integer') return String(n);
  if (f.type === 'money') return format(n, 2);
  const decimals = Math.min(6, (String(n).split('.')[1] ?? '').length);
  return format(n, decimals);
}

/** Values of a new item: empty inputs, switches off; spec 01 §5: new items are created active. */
export function emptyValues(def: ResourceDef): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const { name, kind } of formFields(def)) {
    values[name] =
      kind === 'switch'
        ? false
        : kind === 'roles' || kind === 'refs' || kind === 'tags' || kind === 'weekdays'
          ? []
          : '';
  }
  values.isactive = true;
  return values;
}

/** A saved record as form values: numbers with the decimal comma, dates as DD.MM.YYYY (spec 01 §5, §9). */
export function toFormValues(def: ResourceDef, row: Record<string, unknown>): Record<string, unknown> {
  const values = emptyValues(def);
  for (const { name, kind, def: field } of formFields(def)) {
    const value = row[name];
    if (value === null || value === undefined || kind === 'secret') continue;
    if (kind === 'text' && field.format === 'bankaccount') values[name] = formatBankAccount(String(value));
    else if (kind === 'number') values[name] = String(value).replace('.', ',');
    else if (kind === 'date') values[name] = formatDate(String(value));
    else values[name] = value;
  }
  values.isactive = row.isactive ?? true;
  return values;
}

const isEmpty = (v: unknown) => v === '' || v === null || v === undefined;

/** What a typed value means for the schema; `invalid` when it cannot mean anything (e.g. '31.02.2024'). */
function fromInput(kind: InputKind, value: unknown): unknown {
  // An empty secret stays empty: the server then keeps the saved one (null would clear it).
  if (
    typeof value === 'string' &&
    value.trim() === '' &&
    kind !== 'text' &&
    kind !== 'multiline' &&
    kind !== 'template' &&
    kind !== 'secret'
  )
    return null;
  switch (kind) {
    case 'number':
      return typeof value === 'string' ? (parseNumber(value) ?? value) : value;
    case 'date':
      return typeof value === 'string' ? (parseDate(value) ?? INVALID_DATE) : value;
    case 'ref':
    case 'select':
      return typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
    case 'time':
      return typeof value === 'string' ? normalizeTime(value) : value;
    default:
      return value;
  }
}

/** A time as people type it, tidied to 'HH:mm': '7:30' -> '07:30', '0730' -> '07:30', '7' -> '07:00'. */
export function normalizeTime(value: string): string {
  const v = value.trim().replace('.', ':');
  const m = /^(\d{1,2})(?::?(\d{2}))?$/.exec(v);
  if (!m) return v;
  return `${m[1]!.padStart(2, '0')}:${m[2] ?? '00'}`;
}

/**
 * ISO weekdays as a short text: runs of three or more days joined ('Mon–Fri'), others listed ('Sat, Sun'); every
 * day is 'Mon–Sun'. `name` gives a day's short name.
 */
export function weekdaysText(days: readonly number[], name: (day: number) => string): string {
  const sorted = [...new Set(days)].filter((d) => d >= 1 && d <= 7).sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    if (j - i >= 2) parts.push(`${name(sorted[i]!)}–${name(sorted[j]!)}`);
    else for (let k = i; k <= j; k++) parts.push(name(sorted[k]!));
    i = j + 1;
  }
  return parts.join(', ');
}
const INVALID_DATE = Symbol('invalid date');

/**
 * The form's schema: each input read as the definition's createSchema() expects it, then checked by it. An
 * empty required input says 'required' (spec 01 §5), a date that is not DD.MM.YYYY 'invalidDate'.
 */
export function formSchema(def: ResourceDef) {
  const base = createSchema(def).shape as Record<string, z.ZodType>;
  const shape: Record<string, z.ZodType> = { isactive: z.boolean().optional() };
  for (const { name, kind, required } of formFields(def)) {
    const fieldSchema = base[name]!;
    shape[name] = z.any().transform((raw, ctx) => {
      if (required && isEmpty(typeof raw === 'string' ? raw.trim() : raw)) {
        ctx.addIssue({ code: 'custom', message: 'required' });
        return z.NEVER;
      }
      const value = fromInput(kind, raw);
      if (value === INVALID_DATE) {
        ctx.addIssue({ code: 'custom', message: 'invalidDate' });
        return z.NEVER;
      }
      const parsed = fieldSchema.safeParse(value);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'invalidData' });
        return z.NEVER;
      }
      return parsed.data;
    });
  }
  const rules = def.rowRules;
  if (!rules) return z.object(shape);
  // Rules across fields (a break shorter than the shift) once every field reads well, on the field they name.
  return z.object(shape).superRefine((row, ctx) => {
    for (const issue of rules(row))
      ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  });
}

/** Text of a saved value in a list cell: references by name, role ids by role name. */
export function cellText(
  kind: InputKind,
  value: unknown,
  names: {
    ref?: ReadonlyMap<number, string>;
    role: (id: number) => string;
    /** Short name of an ISO weekday (1 Monday). */
    weekday?: (day: number) => string;
  },
): string {
  if (value === null || value === undefined || value === '') return '';
  if (kind === 'ref') return names.ref?.get(Number(value)) ?? `#${String(value)}`;
  if (kind === 'roles' && Array.isArray(value)) return value.map((id) => names.role(Number(id))).join(', ');
  if (kind === 'refs' && Array.isArray(value)) {
    return value.map((id) => names.ref?.get(Number(id)) ?? `#${String(id)}`).join(', ');
  }
  if (kind === 'tags' && Array.isArray(value)) return value.join(', ');
  if (kind === 'weekdays' && Array.isArray(value) && names.weekday) {
    return weekdaysText(value.map(Number), names.weekday);
  }
  return String(value);
}
