// The values of a settings record as its form edits them, and back. Numbers are typed as text with a decimal
// comma (spec 01 §5: '12,5' and '1 000' are numbers); everything else is the record's own value. Validation is
// the shared schema of the record, run on the converted values (STYLE: a rule is written once).
import { parseNumber } from '@suite/shared/format/index';
import { formatBankAccount } from '@suite/shared/settings/finance.rules';
import { SETTINGS_RECORDS, type SettingsRecordKey } from '@suite/shared/settings/settings-records.schema';
import { z } from 'zod';
import { formFieldsOf, RECORD_FORMS, type RecordField } from './settings-record-forms';

export type FormValues = Record<string, unknown>;

const numberText = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? String(value).replace('.', ',') : '';

function toInput(field: RecordField, value: unknown): unknown {
  switch (field.kind) {
    case 'number':
      return numberText(value);
    case 'ref':
      return typeof value === 'number' ? String(value) : '';
    case 'secret':
      // A saved secret is never sent to the browser: the input starts empty.
      return '';
    case 'lines':
      return Array.isArray(value) ? value.join('\n') : '';
    case 'switch':
      return Boolean(value);
    case 'checkboxes':
      return Array.isArray(value) ? value : [];
    case 'select':
      return value ?? '';
    case 'text':
      if (typeof value !== 'string') return '';
      return field.display === 'bankaccount' ? formatBankAccount(value) : value;
    default:
      return typeof value === 'string' ? value : '';
  }
}

function fromInput(field: RecordField, value: unknown): unknown {
  switch (field.kind) {
    case 'number':
      // An empty or unreadable number stays a non-number, so the shared rule answers 'invalidNumber' on it.
      return typeof value === 'string' && value.trim() !== '' ? (parseNumber(value) ?? Number.NaN) : null;
    case 'ref':
      return value === '' || value === null || value === undefined ? null : Number(value);
    case 'lines':
      // One value per line; blank lines are dropped.
      return typeof value === 'string'
        ? value
            .split('\n')
            .map((l) => l.trim())
            .filter((l) => l !== '')
        : [];
    case 'select':
      // The options of a number field are numbers; a select hands back what it was given.
      return typeof field.options[0] === 'number' && typeof value === 'string' && value !== ''
        ? Number(value)
        : value;
    default:
      return value;
  }
}

/** The form values of a record answer: every field of the form, missing ones at the record's defaults. */
export function toFormValues(
  key: SettingsRecordKey,
  record: Record<string, unknown> | undefined,
): FormValues {
  const defaults = SETTINGS_RECORDS[key].schema.parse({}) as Record<string, unknown>;
  const values: FormValues = {};
  for (const field of formFieldsOf(RECORD_FORMS[key])) {
    values[field.name] = toInput(field, record?.[field.name] ?? defaults[field.name]);
  }
  return values;
}

/** The record values of a form, before validation. */
export function fromFormValues(key: SettingsRecordKey, values: FormValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of formFieldsOf(RECORD_FORMS[key])) out[field.name] = fromInput(field, values[field.name]);
  return out;
}

/** The shared schema of the record, reading the form's values first. */
export function recordFormSchema(key: SettingsRecordKey): z.ZodType<Record<string, unknown>, FormValues> {
  return z.preprocess(
    (values) => fromFormValues(key, (values ?? {}) as FormValues),
    SETTINGS_RECORDS[key].schema as unknown as z.ZodType<Record<string, unknown>>,
  ) as unknown as z.ZodType<Record<string, unknown>, FormValues>;
}

/**
 * A time as typed, on the 24-hour clock 'HH:mm' of spec 01 §9: '7:30' -> '07:30', '0730' -> '07:30', '16' ->
 * '16:00', '16.15' -> '16:15'. Anything else is left as typed, for the shared rule to refuse.
 */
export function normalizeClock(text: string): string {
  const t = text.trim();
  const m = /^(\d{1,2})(?:[:.]?(\d{2}))?$/.exec(t);
  if (!m) return t;
  const hours = Number(m[1]);
  const minutes = m[2] === undefined ? 0 : Number(m[2]);
  if (hours > 23 || minutes > 59) return t;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** The settings record a route shows: 'settings.invoice_settings' -> 'invoice_settings'. */
export function recordKeyOfRoute(routeName: string | undefined): SettingsRecordKey | null {
  const key = routeName?.replace(/^settings\./, '') ?? '';
  return key in RECORD_FORMS ? (key as SettingsRecordKey) : null;
}
