import { MODULE_KEYS } from '@suite/shared/tenants/modules';
import { describe, expect, it } from 'vitest';
import { toggleInList } from './checkbox-group.logic';

describe('a list of keys ticked in checkboxes', () => {
  it('keeps switched-on modules in the product order whatever order they were ticked in', () => {
    let list = toggleInList([], 'orders', true, MODULE_KEYS);
    list = toggleInList(list, 'customers', true, MODULE_KEYS);
    expect(list).toEqual(['customers', 'orders']);
    expect(toggleInList(list, 'customers', false, MODULE_KEYS)).toEqual(['orders']);
  });

  it('keeps a stored key the product no longer offers instead of silently dropping it', () => {
    expect(toggleInList(['legacy', 'orders'], 'customers', true, ['customers', 'orders'])).toEqual([
      'customers',
      'orders',
      'legacy',
    ]);
  });
});
