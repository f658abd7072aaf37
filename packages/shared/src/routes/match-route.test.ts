import { describe, expect, it } from 'vitest';
import { buildPath, matchRoute } from './match-route';
import { ROUTES } from './route-table';

describe('matchRoute', () => {
  it('finds a page by its exact path', () => {
    expect(matchRoute('/customers')?.route.name).toBe('customers');
    expect(matchRoute('/worktypes')?.route.name).toBe('settings.worktypes');
  });

  it('reads the params of a record tab', () => {
    expect(matchRoute('/customers/42/detail')).toMatchObject({
      route: { name: 'customers.detail' },
      params: { customer_id: '42' },
    });
  });

  it('prefers a fixed segment to a param in the same place', () => {
    expect(matchRoute('/customers/add')?.route.name).toBe('customers.add');
    expect(matchRoute('/internal-equipments/add')?.route.name).toBe('internal_equipments.add');
    expect(matchRoute('/buildings/actions')?.route.name).toBe('buildings.add');
    expect(matchRoute('/buildings/actions/9')?.route.name).toBe('buildings.record');
  });

  it('accepts a page with or without its optional param', () => {
    expect(matchRoute('/tasks/actions')).toMatchObject({ route: { name: 'tasks.actions' }, params: {} });
    expect(matchRoute('/tasks/actions/7')).toMatchObject({
      route: { name: 'tasks.actions' },
      params: { task_id: '7' },
    });
  });

  it('reads two optional params in a row', () => {
    expect(matchRoute('/w_h/ccsheet/actions/5/true')?.params).toEqual({ sheet_id: '5', has_edit: 'true' });
    expect(matchRoute('/w_h/ccsheet/actions/5')?.params).toEqual({ sheet_id: '5' });
  });

  it('tolerates a trailing slash', () => {
    expect(matchRoute('/orders/')?.route.name).toBe('orders');
    expect(matchRoute('/orders/3/invoice/actions/')?.route.name).toBe('orders.invoice_actions');
  });

  it('is case-sensitive as the spec writes the paths', () => {
    expect(matchRoute('/Customers')).toBeNull();
  });

  it('answers null for an unknown path', () => {
    expect(matchRoute('/no/such/page')).toBeNull();
    expect(matchRoute('/customers/1/unknown_tab')).toBeNull();
    expect(matchRoute('/')).toBeNull();
  });

  it('decodes encoded params', () => {
    expect(matchRoute('/b/abc%20def')?.params).toEqual({ uuid: 'abc def' });
  });

  it('finds every route of the table by its own path', () => {
    for (const route of ROUTES) {
      const concrete = route.path.replace(/:[^/]+/g, '1');
      expect(matchRoute(concrete)?.route.name, route.path).toBe(route.name);
    }
  });

  it('matches thousands of paths in well under a second', () => {
    const paths = ['/dashboard', '/customers/12/documents', '/w_h/order/transferorder/actions/4', '/unknown'];
    const start = performance.now();
    for (let i = 0; i < 20_000; i++) matchRoute(paths[i % paths.length]);
    expect(performance.now() - start).toBeLessThan(1000);
  });
});

describe('buildPath', () => {
  it('fills params and leaves out an empty optional param', () => {
    expect(buildPath('/customers/:customer_id/detail', { customer_id: 7 })).toBe('/customers/7/detail');
    expect(buildPath('/tasks/actions/:task_id?')).toBe('/tasks/actions');
  });

  it('refuses to build a path without a required param', () => {
    expect(() => buildPath('/orders/:order_id/detail')).toThrow();
  });
});
