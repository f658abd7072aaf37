// Translations come from the server (spec 01 §1, §7: the defaults merged with the tenant's overrides; without a
// session, the defaults). The default texts are not bundled into the client. Issue 11: only one language, and
// only the sections the open pages use: the shell's at start (before the first render, so no screen shows
// translation keys), a screen's with its chunk (loadScreenTexts, called by app/screens.ts), and any other
// section on first use of one of its keys (packages/shared/src/translations/section-screens.ts says which
// sections go with which screens).
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@suite/shared/tenants/modules';
import { api, setApiLanguage } from './api';
import { HTML_LANG } from './language';

type Texts = Record<string, Record<string, string>>;

/** What has been asked for in the current language: the shell, screens and single sections. */
const loaded = { shell: false, screens: new Map<string, Promise<void>>(), sections: new Set<string>() };

async function fetchTexts(
  language: Language,
  query: { shell?: boolean; screens?: string[]; sections?: string[] },
): Promise<Texts> {
  const params = {
    language,
    shell: query.shell ? 'true' : undefined,
    screens: query.screens?.join(',') || undefined,
    sections: query.sections?.join(',') || undefined,
  };
  try {
    const texts = await api.get<Texts>('tenanttranslation/texts', params, { silent: true });
    return texts && typeof texts === 'object' ? texts : {};
  } catch {
    // Without texts the UI shows keys; still better than no UI at all when the server hiccups.
    return {};
  }
}

function addTexts(language: Language, texts: Texts) {
  for (const section of Object.keys(texts)) loaded.sections.add(section);
  i18next.addResourceBundle(language, 'translation', texts, true, true);
}

function applyDocumentLanguage(language: Language) {
  setApiLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[language];
}

/** A key of a section not loaded yet (a section used outside the screens it is listed for): load it now. */
function loadOnFirstUse(key: string) {
  const section = key.split('.')[0];
  if (!section || loaded.sections.has(section) || !i18next.language) return;
  loaded.sections.add(section);
  const language = i18next.language as Language;
  void fetchTexts(language, { sections: [section] }).then((texts) => {
    if (i18next.language === language) addTexts(language, texts);
  });
}

/** The language i18next starts in, and its start: a screen's texts may be asked for before it has started. */
let starting: { language: Language; done: Promise<void> } | null = null;

/** Loads the shell's texts in one language and starts i18next; the app renders after this. */
export function initI18n(language: Language): Promise<void> {
  applyDocumentLanguage(language);
  const done = startI18n(language);
  starting = { language, done };
  return done;
}

async function startI18n(language: Language): Promise<void> {
  const texts = await fetchTexts(language, { shell: true });
  loaded.shell = true;
  for (const section of Object.keys(texts)) loaded.sections.add(section);
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: texts } },
    keySeparator: '.',
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: true,
    missingKeyHandler: (_languages, _namespace, key) => loadOnFirstUse(key),
    // Components re-render when texts arrive later (a section loaded on first use).
    react: { bindI18nStore: 'added' },
  });
}

/** The texts a screen needs, fetched once per screen and language; never fails (keys show instead). */
export function loadScreenTexts(screen: string): Promise<void> {
  // Issue 11: the first page's texts are asked for beside the shell's, as soon as the session check answers; they
  // are handed to i18next once it has started.
  const language = (i18next.language as Language | undefined) ?? starting?.language;
  if (!language || !screen) return Promise.resolve();
  let pending = loaded.screens.get(screen);
  if (!pending) {
    const started = starting?.done ?? Promise.resolve();
    pending = Promise.all([fetchTexts(language, { screens: [screen] }), started]).then(([texts]) => {
      if (i18next.language === language) addTexts(language, texts);
    });
    loaded.screens.set(screen, pending);
  }
  return pending;
}

/** Fetches the texts again (tenant overrides may have changed) and shows the UI in `language`. */
export async function loadLanguage(language: Language): Promise<void> {
  applyDocumentLanguage(language);
  const screens = [...loaded.screens.keys()];
  const sections = [...loaded.sections];
  const texts = await fetchTexts(language, { shell: true, screens, sections });
  loaded.screens = new Map(screens.map((s) => [s, Promise.resolve()]));
  loaded.sections = new Set(sections);
  addTexts(language, texts);
  await i18next.changeLanguage(language);
}

/** After a tenant's texts were edited: show the new texts without a page reload. */
export function reloadTranslations(): Promise<void> {
  return loadLanguage(i18next.language as Language);
}

export { i18next };
