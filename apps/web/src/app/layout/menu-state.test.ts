import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@suite/shared/menus/menu-types';
import {
  activeGroupKeys,
  isActiveEntry,
  menuLabel,
  readMenuCollapsed,
  sortedEntries,
  writeMenuCollapsed,
} from './menu-state';

function entry(partial: Partial<MenuItem>): MenuItem {
  return {
    moduleid: 0,
    title: 'customers',
    icon: 'People',
    to: '',
    url: '',
    childpages: [],
    order_no: 0,
    en_name: '',
    no_name: '',
    po_name: '',
    sw_name: '',
    ...partial,
  };
}

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  };
}

describe('left menu', () => {
  it('remembers that the user collapsed the menu', () => {
    const storage = memoryStorage();
    expect(readMenuCollapsed(storage)).toBe(false);
    writeMenuCollapsed(storage, true);
    expect(readMenuCollapsed(storage)).toBe(true);
    writeMenuCollapsed(storage, false);
    expect(readMenuCollapsed(storage)).toBe(false);
  });

  it('still works when local storage is unavailable', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readMenuCollapsed(broken)).toBe(false);
    expect(() => writeMenuCollapsed(broken, true)).not.toThrow();
  });

  it('shows the name in the current language and falls back to English', () => {
    const t = (key: string) => `[${key}]`;
    const item = entry({ en_name: 'Customers', no_name: 'Kunder', sw_name: '' });
    expect(menuLabel(item, 'no', t)).toBe('Kunder');
    expect(menuLabel(item, 'sw', t)).toBe('Customers');
    expect(menuLabel(entry({ title: 'customers' }), 'po', t)).toBe('[menus.customers]');
  });

  it("marks an entry active on its own page and on a record's tabs", () => {
    const customers = entry({ to: '/customers' });
    expect(isActiveEntry(customers, '/customers')).toBe(true);
    expect(isActiveEntry(customers, '/customers/12/detail')).toBe(true);
    expect(isActiveEntry(customers, '/customers_reports')).toBe(false);
    expect(isActiveEntry(entry({ to: '' }), '/customers')).toBe(false);
  });

  it('opens the group that holds the current page', () => {
    const menus = [
      entry({ title: 'dashboard', to: '/dashboard' }),
      entry({
        title: 'settings',
        childpages: [
          entry({ title: 'users', childpages: [entry({ title: 'departments', to: '/departments' })] }),
        ],
      }),
    ];
    expect(activeGroupKeys(menus, '/departments')).toEqual(['group:settings', 'group:users']);
    expect(activeGroupKeys(menus, '/dashboard')).toEqual([]);
  });

  it('keeps entries in menu order', () => {
    const sorted = sortedEntries([entry({ title: 'b', order_no: 2 }), entry({ title: 'a', order_no: 1 })]);
    expect(sorted.map((e) => e.title)).toEqual(['a', 'b']);
  });
});
