// The custom fields of the customer form (spec 01 §3 "Custom field data types"), apart from React so they can be
// unit-tested. The rules are the shared ones (checkCustomFieldValues, custom-fields.check.ts, loaded with zod on
// the form's first use): the form runs them before a save and the server runs them again. Form keys are 'f<id>': a bare number in a react-hook-form path would read as an array index.
import { formatDate, parseDate } from '@suite/shared/format/date-format';
import type { CustomFieldDefinition } from '@suite/shared/settings/custom-field-values.rules';
import { decimalText } from './customer-form.logic';

export type CustomFieldFormValues = Record<string, string | boolean>;

/** The form key of a definition's value: customfields.f12. */
export const customFieldKey = (id: number | string) => `f${id}`;

/** 'customfields.12' (a server error) -> 'customfields.f12' (the form field); other fields unchanged. */
export function formFieldOfError(field: string): string {
  const m = /^customfields\.(\d+)$/.exec(field);
  return m ? `customfields.${customFieldKey(m[1]!)}` : field;
}

/** The active definitions the form shows, in the order of their position (get_active answers them so). */
export function shownDefinitions(definitions: readonly CustomFieldDefinition[] | null | undefined) {
  return (definitions ?? []).filter((d) => d.isactive !== false);
}

/**
 * Saved values as the inputs hold them: numbers with the decimal comma, dates as DD.MM.YYYY, a checkbox as
 * true/false, every other value as text; fields without a value empty.
 */
export function customFieldFormValues(
  definitions: readonly CustomFieldDefinition[],
  saved: Readonly<Record<string, unknown>> | null | undefined,
): CustomFieldFormValues {
  const values: CustomFieldFormValues = {};
  for (const def of definitions) {
    if (def.datatype === 'label') continue;
    const value = saved?.[String(def.id)];
    const key = customFieldKey(def.id);
    if (def.datatype === 'checkbox') values[key] = value === true;
    else if (value === undefined || value === null) values[key] = '';
    else if (def.datatype === 'number') values[key] = decimalText(value as number);
    else if (def.datatype === 'date') values[key] = formatDate(String(value));
    else values[key] = String(value);
  }
  return values;
}

/**
 * The `customfields` of a save: one entry per shown field (an empty one clears it), dates turned to ISO. A date
 * that is not DD.MM.YYYY stays as typed, so the shared rule names it invalidDate.
 */
export function customFieldApiValues(
  definitions: readonly CustomFieldDefinition[],
  form: Readonly<Record<string, unknown>> | null | undefined,
): Record<string, string | boolean | null> {
  const out: Record<string, string | boolean | null> = {};
  for (const def of definitions) {
    if (def.datatype === 'label') continue;
    const raw = form?.[customFieldKey(def.id)];
    if (def.datatype === 'checkbox') {
      out[String(def.id)] = raw === true;
      continue;
    }
    const text = typeof raw === 'string' ? raw.trim() : '';
    if (text === '') out[String(def.id)] = null;
    else if (def.datatype === 'date') out[String(def.id)] = parseDate(text) ?? text;
    else out[String(def.id)] = text;
  }
  return out;
}
