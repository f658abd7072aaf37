// The UI's texts come from the default translations in packages/shared (the demo tenants have no overrides), so
// the tests read them from there instead of repeating them: a reworded text then does not break a test.
import type { Language } from '@suite/shared/tenants/modules';
import { DEFAULT_TRANSLATIONS } from '@suite/shared/translations/index';
// Language names are not translations: each language is named in itself ('Norsk', 'English') by the client.
export { LANGUAGE_NAMES } from '../../apps/web/src/platform/language';

/** The default text of 'section.key' in a language; fails loudly when the key does not exist (yet). */
export function uiText(key: string, lang: Language = 'no', vars: Record<string, string> = {}): string {
  const [section, name] = key.split('.');
  const text = DEFAULT_TRANSLATIONS[section]?.[name]?.[lang];
  if (!text) throw new Error(`No ${lang} text for '${key}' in packages/shared/src/translations/sections`);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, v: string) => vars[v] ?? whole);
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A pattern for a text with i18next placeholders ('Switch company (now: {{tenant}})'): the given variables are
 * filled in, the others match anything. Whole-string match, so 'Ja' does not also match 'Jan'.
 */
export function uiTextPattern(key: string, lang: Language = 'no', vars: Record<string, string> = {}): RegExp {
  const filled = uiText(key, lang);
  const parts = filled.split(/(\{\{\s*\w+\s*\}\})/);
  const source = parts
    .map((part) => {
      const m = /^\{\{\s*(\w+)\s*\}\}$/.exec(part);
      if (!m) return escapeRegExp(part);
      return vars[m[1]] !== undefined ? escapeRegExp(vars[m[1]]) : '.*';
    })
    .join('');
  return new RegExp(`^\\s*${source}\\s*$`);
}

/** A form field's label: the text, plus the asterisk a required field shows after it. */
export function uiLabelPattern(key: string, lang: Language = 'no'): RegExp {
  return new RegExp(`^\\s*${escapeRegExp(uiText(key, lang))}\\s*\\*?\\s*$`);
}
