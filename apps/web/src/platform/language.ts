// spec 01 §1, §9: four languages, default 'no'; the choice lives in the cookie 'language' for 35 days.
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@suite/shared/tenants/modules';
import { LANGUAGE_COOKIE_DAYS } from './constants';

export const LANGUAGE_COOKIE = 'language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language stored in a document.cookie string, or the default 'no'. */
export function languageFromCookie(cookie: string): Language {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE) {
      const value = decodeURIComponent(rest.join('='));
      if (isLanguage(value)) return value;
    }
  }
  return DEFAULT_LANGUAGE;
}

/** The Set-Cookie text for document.cookie that keeps the language for 35 days. */
export function languageCookie(language: Language, now: Date = new Date()): string {
  const expires = new Date(now.getTime() + LANGUAGE_COOKIE_DAYS * 24 * 60 * 60 * 1000);
  return `${LANGUAGE_COOKIE}=${language}; expires=${expires.toUTCString()}; path=/; SameSite=Lax`;
}

/**
 * spec 01 §1: the picker offers the tenant's enabled languages plus the current one, in the product's order.
 * Without a tenant (signed out) every language is offered: the tenant is not known yet.
 */
export function languageChoices(
  tenantOptions: readonly string[] | null | undefined,
  current: Language,
): Language[] {
  if (!tenantOptions) return [...LANGUAGES];
  return LANGUAGES.filter((l) => l === current || tenantOptions.includes(l));
}

/** HTML lang attribute (BCP 47) for the product's language codes. */
export const HTML_LANG: Record<Language, string> = { en: 'en', no: 'nb', po: 'pl', sw: 'sv' };

/** Each language named in itself, so a user can find their own in any UI language. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  no: 'Norsk',
  po: 'Polski',
  sw: 'Svenska',
};
