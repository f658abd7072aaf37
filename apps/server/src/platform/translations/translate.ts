import { DEFAULT_TRANSLATIONS, LANGUAGES, DEFAULT_LANGUAGE, type Language } from '@suite/shared';

export function languageOf(header: unknown): Language {
  return typeof header === 'string' && (LANGUAGES as readonly string[]).includes(header)
    ? (header as Language)
    : DEFAULT_LANGUAGE;
}

/** A default text with {{name}} placeholders filled; the key itself when the text is missing. */
export function translate(
  lang: Language,
  section: string,
  key: string,
  vars: Record<string, string> = {},
): string {
  const text = DEFAULT_TRANSLATIONS[section]?.[key];
  const value = text?.[lang] || text?.en || `${section}.${key}`;
  return value.replace(/\{\{(\w+)\}\}/g, (_, k: string) => vars[k] ?? '');
}
