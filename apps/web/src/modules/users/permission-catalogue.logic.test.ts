import { describe, expect, it } from 'vitest';
import {
  filterGroups,
  groupCatalogue,
  groupState,
  hasFullAccess,
  isGranted,
  modulesGranted,
  setAction,
  setFullAccess,
} from './permission-catalogue.logic';
import { humanize } from '../settings/labels';

const catalogue = [
  { module: 'customers', actions: ['view', 'add', 'edit', 'delete', 'full_access'] },
  { module: 'orders', actions: ['view', 'add'] },
  { module: 'orders', actions: ['add', 'delete'] },
  { module: 'reports', actions: ['full_access'] },
  { module: 'reports_standardreports', actions: ['view'] },
];
const groups = groupCatalogue(catalogue);
const customers = groups[0];
const orders = groups[1];

describe('permission checklist of a user role', () => {
  it('shows one group per module with its actions once each and full access as the group switch', () => {
    expect(groups.map((g) => g.module)).toEqual([
      'customers',
      'orders',
      'reports',
      'reports_standardreports',
    ]);
    expect(customers.actions.map((a) => a.key)).toEqual([
      'customers_view',
      'customers_add',
      'customers_edit',
      'customers_delete',
    ]);
    expect(customers.fullAccessKey).toBe('customers_full_access');
    expect(orders.actions.map((a) => a.action)).toEqual(['view', 'add', 'delete']);
  });

  it('shows every action of a module as granted when the role has full access to it', () => {
    expect(isGranted(['customers_full_access'], customers, 'customers_delete')).toBe(true);
    expect(groupState(['customers_full_access'], customers)).toBe('all');
  });

  it('lets reports full access grant every report module', () => {
    expect(hasFullAccess(['reports_full_access'], 'reports_standardreports')).toBe(true);
    expect(hasFullAccess(['reports_full_access'], 'orders')).toBe(false);
  });

  it('marks a module partly granted when only some of its actions are ticked', () => {
    expect(groupState(['orders_view'], orders)).toBe('some');
    expect(groupState(['orders_view', 'orders_add', 'orders_delete'], orders)).toBe('all');
    expect(groupState(['customers_view'], orders)).toBe('none');
  });

  it('replaces the single actions of a module by full access when full access is switched on', () => {
    expect(setFullAccess(['orders_view', 'customers_view', 'customers_add'], customers, true)).toEqual([
      'orders_view',
      'customers_full_access',
    ]);
  });

  it('leaves nothing of the module when full access is switched off', () => {
    expect(setFullAccess(['customers_full_access', 'orders_view'], customers, false)).toEqual([
      'orders_view',
    ]);
  });

  it('ticks and unticks a single action without touching the others', () => {
    expect(setAction(['orders_view'], 'orders_add', true)).toEqual(['orders_view', 'orders_add']);
    expect(setAction(['orders_view', 'orders_add'], 'orders_view', false)).toEqual(['orders_add']);
    expect(setAction(['orders_view'], 'orders_view', true)).toEqual(['orders_view']);
  });

  it('counts the modules a role grants something in', () => {
    expect(modulesGranted(['customers_full_access', 'orders_add'], groups)).toBe(2);
  });

  it('finds modules by their label, and single actions by theirs', () => {
    const label = (g: { module: string }) => (g.module === 'customers' ? 'Kunder' : humanize(g.module));
    const action = (_g: unknown, a: string) => humanize(a);
    expect(filterGroups(groups, 'kund', label, action).map((g) => g.module)).toEqual(['customers']);
    expect(filterGroups(groups, 'delete', label, action).map((g) => g.module)).toEqual([
      'customers',
      'orders',
    ]);
    const orders = filterGroups(groups, 'delete', label, action)[1];
    expect(orders.actions.map((a) => a.action)).toEqual(['delete']);
    expect(filterGroups(groups, 'kund', label, action)[0].actions).toHaveLength(4);
    expect(filterGroups(groups, ' ', label, action)).toHaveLength(groups.length);
  });
});
