// Pure helpers of the left menu (spec 01 §1): localized names, the active entry, and the collapsed state
// that is remembered locally.
import type { MenuItem } from '@suite/shared/menus/menu-types';
import type { Language } from '@suite/shared/tenants/modules';

export const MENU_COLLAPSED_KEY = 'menuCollapsed';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

export function readMenuCollapsed(storage: KeyValueStore | null | undefined): boolean {
  try {
    return storage?.getItem(MENU_COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}

export function writeMenuCollapsed(storage: KeyValueStore | null | undefined, collapsed: boolean): void {
  try {
    storage?.setItem(MENU_COLLAPSED_KEY, String(collapsed));
  } catch {
    // Storage unavailable (private mode): the menu still works, it just does not remember.
  }
}

/** The entry's name in the current language, else its English name, else its translated title key. */
export function menuLabel(item: MenuItem, language: Language, translate: (key: string) => string): string {
  const localized = item[`${language}_name`];
  if (localized?.trim()) return localized;
  if (item.en_name?.trim()) return item.en_name;
  return translate(item.title.includes('.') ? item.title : `menus.${item.title}`);
}

/** An entry is active on its own path and on every path below it (a record's tabs). */
export function isActiveEntry(item: MenuItem, pathname: string): boolean {
  if (!item.to) return false;
  const to = item.to.split('?')[0].replace(/\/+$/, '');
  if (!to) return false;
  return pathname === to || pathname.startsWith(`${to}/`);
}

/** A stable identity for an entry (groups have no path). */
export function entryKey(item: MenuItem): string {
  return item.to || item.url || `group:${item.title}`;
}

/** Keys of the groups that lead to the active entry, so they open by themselves. */
export function activeGroupKeys(items: MenuItem[], pathname: string): string[] {
  for (const item of items) {
    if (item.childpages?.length) {
      if (item.childpages.some((c) => isActiveEntry(c, pathname))) return [entryKey(item)];
      const below = activeGroupKeys(item.childpages, pathname);
      if (below.length) return [entryKey(item), ...below];
    }
  }
  return [];
}

/** Entries in menu order (the server sorts too; this keeps the UI right whatever it receives). */
export function sortedEntries(items: MenuItem[]): MenuItem[] {
  return [...items].sort((a, b) => (a.order_no ?? 0) - (b.order_no ?? 0));
}
