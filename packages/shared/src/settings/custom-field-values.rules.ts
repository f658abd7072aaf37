// The values of custom fields on a record (spec 01 §3 "Custom field data types"), checked against the tenant's
// definitions (custom-fields.resources.ts). Stored as one object keyed by definition id, so adding or removing a
// field never changes a table. Written once: the server checks saves with it, the customer form shows its messages.
import { z } from 'zod';
import { maxCharactersMessage } from '../validation/messages';
import { parseNumber } from '../format/number-format';
import { hasNoNul, isIsoDate, type FieldIssue } from '../resources/define-resource';
import { CHOICE_DATA_TYPES, VALUELESS_DATA_TYPES, type CustomFieldDataType } from './custom-fields.resources';

/** A definition as the rules need it (a row of customercustomfields / ticketcustomfields). */
export type CustomFieldDefinition = {
  id: number;
  label: string;
  datatype: string;
  options?: readonly string[] | null;
  required?: boolean;
  isactive?: boolean;
};

export type CustomFieldValue = string | number | boolean;
/** definition id (as text: a JSON key) -> value. */
export type CustomFieldValues = Record<string, CustomFieldValue>;

import { CUSTOM_MULTILINE_MAX, CUSTOM_TEXT_MAX } from './custom-field-limits';
export { CUSTOM_MULTILINE_MAX, CUSTOM_TEXT_MAX };
/** The range a number field keeps exactly (the same as the engine's numeric columns). */
const NUMBER_LIMIT = 999_999_999_999;

/**
 * The `customfields` of a body: an object of definition ids to values, null or '' clearing one. The values are
 * checked against the definitions by checkCustomFieldValues, which knows the data types.
 */
export const customFieldsInputSchema = z
  .record(
    z.string(),
    z.union([z.string(), z.number(), z.boolean(), z.null()], { error: () => 'invalidData' }),
    { error: () => 'invalidData' },
  )
  .refine((v) => Object.keys(v).length <= 500, 'invalidData');

const isEmpty = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** The stored form of one value, or the message key why it cannot be one. */
function valueOf(def: CustomFieldDefinition, raw: unknown): { value: CustomFieldValue } | { issue: string } {
  const type = def.datatype as CustomFieldDataType;
  if (type === 'checkbox') return typeof raw === 'boolean' ? { value: raw } : { issue: 'invalidData' };
  if (type === 'number') {
    const n = typeof raw === 'number' || typeof raw === 'string' ? parseNumber(raw) : null;
    return n !== null && Math.abs(n) <= NUMBER_LIMIT ? { value: n } : { issue: 'invalidNumber' };
  }
  if (typeof raw !== 'string') return { issue: 'invalidData' };
  const text = raw.trim();
  if (!hasNoNul(text)) return { issue: 'invalidData' };
  if (type === 'date') return isIsoDate(text) ? { value: text } : { issue: 'invalidDate' };
  if (CHOICE_DATA_TYPES.includes(type)) {
    return (def.options ?? []).includes(text) ? { value: text } : { issue: 'invalidData' };
  }
  const max = type === 'multiline_string' ? CUSTOM_MULTILINE_MAX : CUSTOM_TEXT_MAX;
  return text.length <= max ? { value: text } : { issue: maxCharactersMessage(max) };
}

/** A required field is filled: a ticked box, a non-blank text, a number. */
function isFilled(def: CustomFieldDefinition, value: CustomFieldValue | undefined): boolean {
  if (def.datatype === 'checkbox') return value === true;
  return value !== undefined && !isEmpty(value);
}

/**
 * The custom field values a record gets when `given` is saved over `saved`: a key given sets or (null, '')
 * clears its value, keys not given keep theirs, values of definitions that no longer exist are dropped.
 * Every given key must name a definition, every value suit its data type (number, DD date, one of the
 * options ...), and, with `checkRequired`, every active required field must have a value. Errors name the
 * field as `customfields.<id>` (spec 01 §5 message keys).
 */
export function checkCustomFieldValues(
  definitions: readonly CustomFieldDefinition[],
  given: Readonly<Record<string, unknown>>,
  saved: Readonly<Record<string, unknown>> = {},
  options: { checkRequired?: boolean } = {},
): { values: CustomFieldValues; issues: FieldIssue[] } {
  const byId = new Map(definitions.map((d) => [String(d.id), d]));
  const issues: FieldIssue[] = [];
  const values: CustomFieldValues = {};
  for (const [key, value] of Object.entries(saved)) {
    if (
      byId.has(key) &&
      (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    ) {
      values[key] = value;
    }
  }
  for (const [key, raw] of Object.entries(given)) {
    const def = byId.get(key);
    const field = `customfields.${key}`;
    if (!def) {
      issues.push({ field, message: 'unknownField' });
      continue;
    }
    if (isEmpty(raw)) {
      delete values[key];
      continue;
    }
    if (VALUELESS_DATA_TYPES.includes(def.datatype as CustomFieldDataType)) {
      issues.push({ field, message: 'invalidData' });
      continue;
    }
    const checked = valueOf(def, raw);
    if ('issue' in checked) issues.push({ field, message: checked.issue });
    else values[key] = checked.value;
  }
  if (options.checkRequired) {
    for (const def of definitions) {
      const key = String(def.id);
      if (def.isactive === false || !def.required) continue;
      if (VALUELESS_DATA_TYPES.includes(def.datatype as CustomFieldDataType)) continue;
      if (issues.some((i) => i.field === `customfields.${key}`)) continue;
      if (!isFilled(def, values[key])) issues.push({ field: `customfields.${key}`, message: 'required' });
    }
  }
  return { values, issues };
}
