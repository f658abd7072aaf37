import type { TranslationSection } from '../types';

// Texts of the changelog page (spec 01 §3 "Changelog check").
export const changelog = {
  title: {
    en: "What's new",
    no: 'Nyheter',
    po: 'Co nowego',
    sw: 'Nyheter',
  },
  version: {
    en: 'Version {{version}}',
    no: 'Versjon {{version}}',
    po: 'Wersja {{version}}',
    sw: 'Version {{version}}',
  },
  empty: {
    en: 'No changes to show.',
    no: 'Ingen endringer å vise.',
    po: 'Brak zmian do wyświetlenia.',
    sw: 'Inga ändringar att visa.',
  },
  loadFailed: {
    en: 'The changelog could not be loaded.',
    no: 'Endringsloggen kunne ikke lastes.',
    po: 'Nie udało się wczytać listy zmian.',
    sw: 'Ändringsloggen kunde inte laddas.',
  },
} satisfies TranslationSection;
