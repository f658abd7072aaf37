import type { Language } from '@suite/shared/tenants/modules';
import { isLanguage } from '../../platform/language';

/**
 * The language of the public answer page: ?lang= when it names one of the four, else the browser's (nb, nn and no
 * read Norwegian, pl Polish, sv Swedish, en English), else Norwegian. The customer has no account to set it in.
 */
export function publicLanguage(query: string | null, browser: readonly string[]): Language {
  if (isLanguage(query)) return query;
  for (const tag of browser) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'nb' || base === 'nn' || base === 'no') return 'no';
    if (base === 'pl') return 'po';
    if (base === 'sv') return 'sw';
    if (base === 'en') return 'en';
  }
  return 'no';
}
