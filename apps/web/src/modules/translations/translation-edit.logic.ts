// Editing a tenant's texts (PUT tenanttranslation {items}): the page keeps the user's edits apart from the
// loaded items and sends only the items that really changed. An emptied value makes the server fall back to
// the default text (docs/api-contract.md).
import type { TranslationItem } from '@suite/shared/translations/types';

export type LanguageField = 'en_value' | 'no_value' | 'po_value' | 'sw_value';
export const LANGUAGE_FIELDS: readonly LanguageField[] = ['en_value', 'no_value', 'po_value', 'sw_value'];

/** Edited values per item id ('section.key'). */
export type Edits = Record<string, Partial<Record<LanguageField, string>>>;

export type TranslationRow = TranslationItem & {
  id: string;
  /** Languages edited on the page and not saved yet. */
  changed: LanguageField[];
  /** Languages whose saved text is the tenant's own (an override of the default). */
  saved: LanguageField[];
};

export function itemId(item: Pick<TranslationItem, 'sectionkey' | 'key'>): string {
  return `${item.sectionkey}.${item.key}`;
}

/** Records one edited value; typing the loaded text back removes the edit, so nothing is sent for it. */
export function applyEdit(
  edits: Edits,
  original: TranslationItem,
  field: LanguageField,
  value: string,
): Edits {
  const id = itemId(original);
  const own = { ...(edits[id] ?? {}) };
  if (value === original[field]) delete own[field];
  else own[field] = value;
  const next = { ...edits };
  if (Object.keys(own).length === 0) delete next[id];
  else next[id] = own;
  return next;
}

/** The rows shown: loaded items with the edits on top and which of their languages were changed. */
export function rowsWithEdits(items: readonly TranslationItem[], edits: Edits): TranslationRow[] {
  return items.map((item) => {
    const id = itemId(item);
    const own = edits[id] ?? {};
    const saved = (item.overridden ?? []).map((l) => `${l}_value` as LanguageField);
    return { ...item, ...own, id, changed: LANGUAGE_FIELDS.filter((f) => f in own), saved };
  });
}

/** The full items that differ from what was loaded: the body of PUT tenanttranslation. */
export function changedItems(items: readonly TranslationItem[], edits: Edits): TranslationItem[] {
  return items
    .filter((item) => edits[itemId(item)])
    .map((item) => {
      const { sectionkey, key, en_value, no_value, po_value, sw_value } = { ...item, ...edits[itemId(item)] };
      // `overridden` is the server's answer, not part of what is saved.
      return { sectionkey, key, en_value, no_value, po_value, sw_value };
    });
}

export function changedCount(edits: Edits): number {
  return Object.keys(edits).length;
}

/** Every section of the items, sorted, for the section filter. */
export function sectionsOf(items: readonly TranslationItem[]): string[] {
  return [...new Set(items.map((i) => i.sectionkey))].sort((a, b) => a.localeCompare(b));
}

export type TranslationFilter = { section: string; search: string; changedOnly: boolean };

/**
 * Rows of the chosen section whose key or any language's text contains the search text; "changed only" keeps the
 * rows edited on the page and the rows with the tenant's own saved texts (issue 12: right after a save, the saved
 * overrides are what the user looks for).
 */
export function filterRows(rows: readonly TranslationRow[], filter: TranslationFilter): TranslationRow[] {
  const needle = filter.search.trim().toLowerCase();
  return rows.filter((row) => {
    if (filter.section && row.sectionkey !== filter.section) return false;
    if (filter.changedOnly && row.changed.length === 0 && row.saved.length === 0) return false;
    if (!needle) return true;
    return [
      row.key,
      row.sectionkey,
      `${row.sectionkey}.${row.key}`,
      ...LANGUAGE_FIELDS.map((f) => row[f]),
    ].some((v) => (v ?? '').toLowerCase().includes(needle));
  });
}
