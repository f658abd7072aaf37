import { describe, expect, it } from 'vitest';
import { actionLabelKeys, humanize, labelKey } from './labels';

describe('labels of module and permission keys', () => {
  it('makes a readable label out of a key that has no translation', () => {
    expect(humanize('manage_documents')).toBe('Manage documents');
    expect(humanize('orders')).toBe('Orders');
  });

  it('looks module, action and role names up in the settings section', () => {
    expect(labelKey('module', 'orders')).toBe('settings.module_orders');
    expect(labelKey('role', 1)).toBe('settings.role_1');
  });

  it('names a settings or report permission like the screen it opens', () => {
    expect(actionLabelKeys('settings', 'worktypes')).toEqual([
      'routes.settings_worktypes',
      'settings.action_worktypes',
    ]);
    expect(actionLabelKeys('reports', 'order_reports')[0]).toBe('routes.reports_order_reports');
    expect(actionLabelKeys('orders', 'view')).toEqual(['settings.action_view']);
  });
});
