// A record of a resource definition as the values of a react-hook-form form, and back. Users type numbers with a
// decimal comma and thousands spaces and dates as DD.MM.YYYY (spec 01 §5), so those inputs hold text; selects hold
// '' for "none".
// The API body is then checked with the shared zod schema, so a rule is written once (STYLE "Forms").
import { formatDate, formatNumber, parseDate, parseNumber } from '@suite/shared/format/index';
import type { FieldDef, ResourceDef } from '@suite/shared/resources/define-resource';
import { z } from 'zod';

const NUMERIC: ReadonlySet<FieldDef['type']> = new Set(['integer', 'decimal', 'money']);

export type FormValues = Record<string, unknown>;

/** A number as a person types it: 1234.5 -> '1234,5'. */
export function numberText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  return String(value).replace('.', ',');
}

/** An amount as people write it: 13900 -> '13 900,00' (spec 02 §9: decimal comma, thousands space). */
export function moneyText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  return formatNumber(value as number);
}

/** A date as people read and type it: '2024-05-01' -> '01.05.2024' (spec 01 §5: strictly DD.MM.YYYY). */
export function dateText(value: unknown): string {
  return typeof value === 'string' && value ? formatDate(value) : '';
}

/**
 * Typed 'DD.MM.YYYY' as the API date 'YYYY-MM-DD', null when blank. Any other text (also '2029-12-31') is passed on
 * marked, so the schema's date rule refuses it with invalidDate.
 */
export function dateValue(value: unknown): unknown {
  if (typeof value !== 'string') return value ?? null;
  if (value.trim() === '') return null;
  return parseDate(value) ?? `?${value}`;
}

/** Typed text as the API number, null when blank; text that is no number is passed on for the schema to refuse. */
export function numberValue(value: unknown): unknown {
  if (typeof value !== 'string') return value ?? null;
  if (value.trim() === '') return null;
  return parseNumber(value) ?? value;
}

/** The form values of a record (or of a new one) for the given fields of the definition. */
export function formValuesOf(
  def: ResourceDef,
  record: Record<string, unknown> | null,
  fields?: readonly string[],
) {
  const values: FormValues = {};
  for (const name of fields ?? Object.keys(def.fields)) {
    const f = def.fields[name];
    if (!f) continue;
    const v = record?.[name];
    if (f.type === 'boolean') values[name] = Boolean(v);
    else if (f.type === 'money') values[name] = moneyText(v);
    else if (f.type === 'date') values[name] = dateText(v);
    else if (NUMERIC.has(f.type) && !f.ref) values[name] = numberText(v);
    else values[name] = v ?? '';
  }
  if (record && 'isactive' in record) values.isactive = Boolean(record.isactive);
  else values.isactive = true;
  return values;
}

/** The API body of form values: numbers parsed, blank references, numbers and dates null. */
export function bodyOf(def: ResourceDef, values: FormValues): FormValues {
  const body: FormValues = {};
  for (const [name, v] of Object.entries(values)) {
    const f = def.fields[name];
    if (!f) {
      body[name] = v;
      continue;
    }
    if (NUMERIC.has(f.type))
      body[name] = f.ref ? (v === '' || v === undefined || v === null ? null : Number(v)) : numberValue(v);
    else if (f.type === 'date') body[name] = dateValue(v);
    else body[name] = v;
  }
  return body;
}

/** A form schema: the form values turned into the API body, then the shared schema's rules. */
export function formSchema(def: ResourceDef, schema: z.ZodType, extra?: (values: FormValues) => FormValues) {
  return z.preprocess((values) => {
    const body = bodyOf(def, values as FormValues);
    return extra ? extra(body) : body;
  }, schema);
}
