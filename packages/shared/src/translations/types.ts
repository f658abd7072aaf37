// Default texts live in the repo, one file per section; a tenant's overrides live in the database.
// GET /api/tenanttranslation answers the merged items (spec 01 §7).
import type { Language } from '../tenants/modules';

export type TranslationText = Record<Language, string>;
/** key -> text in every language. Keys contain no dots: the UI looks a text up as 'section.key'. */
export type TranslationSection = Record<string, TranslationText>;

export type TranslationItem = {
  sectionkey: string;
  key: string;
  en_value: string;
  no_value: string;
  po_value: string;
  sw_value: string;
  /** The languages whose text is the tenant's own (a saved override), answered by GET tenanttranslation. */
  overridden?: ('en' | 'no' | 'po' | 'sw')[];
};
