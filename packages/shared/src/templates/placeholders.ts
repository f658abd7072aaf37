// The one placeholder engine of the suite (spec 02 §5 "Placeholders in flexible headers and footers are matched
// case-insensitively (lower case) and replaced by empty text when missing"): mail and SMS texts, notification,
// document and checklist header/footer templates all fill `{{name}}` tags the same way, on the server when a
// message or PDF is made and in the browser for the editor's preview.
import { formatDate } from '../format/date-format';
import { formatNumber } from '../format/number-format';

/** `{{ name }}`: letters, digits, underscore and dots (a parent record's field: `{{customer.name}}`). */
const TAG = /\{\{\s*([A-Za-z0-9_.]+)\s*\}\}/g;

/** A value a tag can be filled with; null and undefined become empty text. */
export type TemplateValue = string | number | boolean | null | undefined;
export type TemplateValues = Readonly<Record<string, TemplateValue>>;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

function valueText(value: TemplateValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'X' : '';
  return String(value);
}

/**
 * The template with every tag replaced by its value: names compared in lower case, a missing name gives empty
 * text. With `html`, the values are HTML-escaped (the template's own markup is kept): a customer called
 * 'A & B <AS>' cannot break or inject into a header, footer or HTML mail.
 */
export function renderTemplate(
  template: string,
  values: TemplateValues,
  options: { html?: boolean } = {},
): string {
  const lower = new Map<string, TemplateValue>();
  for (const [k, v] of Object.entries(values)) lower.set(k.toLowerCase(), v);
  return template.replace(TAG, (_tag, name: string) => {
    const text = valueText(lower.get(name.toLowerCase()));
    return options.html ? escapeHtml(text) : text;
  });
}

/** The tag names a template uses, in lower case, each once, in order of first use. */
export function placeholdersIn(template: string): string[] {
  const seen = new Set<string>();
  for (const m of template.matchAll(TAG)) seen.add(m[1]!.toLowerCase());
  return [...seen];
}

/** The tag of a placeholder name as it is typed into a template. */
export const tagOf = (name: string): string => `{{${name}}}`;

/**
 * `text` with `{{name}}` put in place of the selection start..end (the editor's cursor), and where the cursor
 * goes afterwards (right behind the tag).
 */
export function insertTag(
  text: string,
  start: number,
  end: number,
  name: string,
): { text: string; cursor: number } {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  const tag = tagOf(name);
  return { text: text.slice(0, from) + tag + text.slice(to), cursor: from + tag.length };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T/;

/**
 * A record as template values: nested records (a reference expanded to {id, name}, the parent record of
 * get_module_field_values) flattened with dots, dates as DD.MM.YYYY and decimals with the decimal comma
 * (spec 01 §9), so every template shows them the Norwegian way.
 */
export function templateValuesOf(
  record: Record<string, unknown>,
  prefix = '',
): Record<string, TemplateValue> {
  const out: Record<string, TemplateValue> = {};
  for (const [key, value] of Object.entries(record)) {
    const name = `${prefix}${key}`.toLowerCase();
    if (value === null || value === undefined) out[name] = '';
    else if (Array.isArray(value)) out[name] = value.map(String).join(', ');
    else if (typeof value === 'object')
      Object.assign(out, templateValuesOf(value as Record<string, unknown>, `${name}.`));
    else if (typeof value === 'string' && (ISO_DATE.test(value) || ISO_TIMESTAMP.test(value)))
      out[name] = formatDate(value);
    else if (typeof value === 'number' && !Number.isInteger(value)) out[name] = formatNumber(value, 2);
    else out[name] = value as TemplateValue;
  }
  return out;
}
