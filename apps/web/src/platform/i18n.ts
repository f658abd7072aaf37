// Translations come from the server (spec 01 §1, §7: GET tenanttranslation answers the defaults merged with
// the tenant's overrides; without a session, the defaults). The default texts are not bundled into the client.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@suite/shared/tenants/modules';
import type { TranslationItem } from '@suite/shared/translations/types';
import { resourcesFor } from '@suite/shared/translations/index';
import { api, setApiLanguage } from './api';
import { HTML_LANG } from './language';

async function fetchTranslations(): Promise<TranslationItem[]> {
  try {
    const items = await api.get<TranslationItem[]>('tenanttranslation', undefined, { silent: true });
    return Array.isArray(items) ? items : [];
  } catch {
    // Without texts the UI shows keys; still better than no UI at all when the server hiccups.
    return [];
  }
}

function applyDocumentLanguage(language: Language) {
  setApiLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[language];
}

/** Loads the texts of one language and starts i18next; the app renders after this. */
export async function initI18n(language: Language): Promise<void> {
  applyDocumentLanguage(language);
  const items = await fetchTranslations();
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: resourcesFor(items, language) } },
    keySeparator: '.',
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
}

/** Fetches the texts again (tenant overrides may have changed) and shows the UI in `language`. */
export async function loadLanguage(language: Language): Promise<void> {
  applyDocumentLanguage(language);
  const items = await fetchTranslations();
  i18next.addResourceBundle(language, 'translation', resourcesFor(items, language), true, true);
  await i18next.changeLanguage(language);
}

/** After a tenant's texts were edited: show the new texts without a page reload. */
export function reloadTranslations(): Promise<void> {
  return loadLanguage(i18next.language as Language);
}

export { i18next };
