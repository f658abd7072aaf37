import { describe, expect, it } from 'vitest';
import type { AccessContext } from '../auth/session-types';
import { MODULE_KEYS } from '../tenants/modules';
import { buildMenus, defaultMenuNames } from './build-menus';
import type { MenuItem } from './menu-types';

function access(overrides: Partial<AccessContext> = {}): AccessContext {
  return {
    isadmin: false,
    issuperadmin: false,
    role_id: 2,
    permissions: [],
    enabledmodules: [...MODULE_KEYS],
    enabledintegrations: [],
    enableticketingsolution: false,
    consider_order_as_offer: false,
    defaultinspectiontype: null,
    ...overrides,
  };
}

const ADMIN = access({
  isadmin: true,
  role_id: 1,
  enabledintegrations: ['shopbox', 'opencart'],
  enableticketingsolution: true,
  defaultinspectiontype: 1,
});

/** Every route path in the menu, at any depth. */
function paths(items: MenuItem[]): string[] {
  return items.flatMap((i) => (i.childpages.length ? paths(i.childpages) : [i.to]));
}

function titles(items: MenuItem[]): string[] {
  return items.map((i) => i.title);
}

const menu = (ctx: AccessContext) => buildMenus(ctx, defaultMenuNames);

describe('buildMenus', () => {
  it('shows an administrator of a tenant with everything on every entry and the settings', () => {
    const items = menu(ADMIN);
    const all = paths(items);
    for (const path of [
      '/dashboard',
      '/customers',
      '/orders',
      '/offers',
      '/inspections',
      '/shopbox',
      '/opencart',
      '/tickets',
      '/mail_history',
      '/worktypes',
      '/permissions',
      '/productionwork_list',
    ]) {
      expect(all, path).toContain(path);
    }
    expect(titles(items)).toEqual(expect.arrayContaining(['menus.group_settings', 'menus.group_reports']));
  });

  it('shows an office user with customers and orders view the customers, orders and checklists', () => {
    const all = paths(menu(access({ permissions: ['customers_view', 'orders_view'] })));
    expect(all).toEqual(
      expect.arrayContaining([
        '/dashboard',
        '/customers',
        '/orders',
        '/all_order_equipment_checklists',
        '/resourceplanner',
      ]),
    );
    expect(all).not.toContain('/invoice');
    expect(all).not.toContain('/equipments');
  });

  it('shows a technician without permissions only the entries that need no permission', () => {
    const noProduction = MODULE_KEYS.filter((m) => m !== 'production_order' && m !== 'production_work');
    const all = paths(menu(access({ role_id: 3, enabledmodules: noProduction })));
    expect(all.sort()).toEqual(['/background_jobs', '/dashboard', '/notes', '/sms_history'].sort());
  });

  it('shows a technician the production pages when production is on, which go by role', () => {
    const all = paths(menu(access({ role_id: 3 })));
    expect(all).toEqual(expect.arrayContaining(['/production_order/order', '/productionwork_list']));
    expect(paths(menu(access({ role_id: null, permissions: ['customers_view'] })))).not.toContain(
      '/production_order/order',
    );
  });

  it('gives a member without role and permissions an empty menu, so the guard shows /nopermission', () => {
    expect(menu(access({ role_id: null }))).toEqual([]);
    expect(menu(access({ role_id: null, permissions: ['customers_view'] })).length).toBeGreaterThan(0);
  });

  it('removes the entries of a module the tenant switches off', () => {
    const noOrders = {
      ...ADMIN,
      enabledmodules: MODULE_KEYS.filter((m) => m !== 'orders' && m !== 'customers'),
    };
    const all = paths(menu(noOrders));
    expect(all).not.toContain('/orders');
    expect(all).not.toContain('/customers');
    expect(all).not.toContain('/order_reports');
    expect(all).not.toContain('/customer_priority');
  });

  it('shows production, bookings and service contracts only with their module enabled', () => {
    const off = MODULE_KEYS.filter(
      (m) => !['production_order', 'production_work', 'bookings', 'servicecontracts'].includes(m),
    );
    const items = menu({ ...ADMIN, enabledmodules: off });
    expect(titles(items)).not.toContain('menus.group_production');
    expect(paths(items)).not.toContain('/bookings');
    expect(paths(items)).not.toContain('/servicecontracts');
  });

  it('shows mail history to administrators only', () => {
    expect(paths(menu(access({ permissions: ['customers_view'] })))).not.toContain('/mail_history');
    expect(paths(menu(ADMIN))).toContain('/mail_history');
  });

  it('shows invoice logs only with the invoice logs permission', () => {
    expect(paths(menu(access({ permissions: ['invoice_view'] })))).not.toContain('/logs');
    expect(paths(menu(access({ permissions: ['invoice_logs'] })))).toContain('/logs');
  });

  it('shows checklists with orders view or equipments view', () => {
    expect(paths(menu(access({ permissions: ['equipments_view'] })))).toContain(
      '/all_order_equipment_checklists',
    );
    expect(paths(menu(access({ permissions: ['customers_view'] })))).not.toContain(
      '/all_order_equipment_checklists',
    );
  });

  it('shows the resource planner with orders view or appointments view', () => {
    expect(paths(menu(access({ permissions: ['appointments_view'] })))).toContain('/resourceplanner');
    expect(paths(menu(access({ permissions: ['customers_view'] })))).not.toContain('/resourceplanner');
  });

  it('shows shopbox and opencart only with their integration', () => {
    const all = paths(menu({ ...ADMIN, enabledintegrations: ['shopbox'] }));
    expect(all).toContain('/shopbox');
    expect(all).not.toContain('/opencart');
  });

  it('shows tickets only with the ticketing option', () => {
    const items = menu({ ...ADMIN, enableticketingsolution: false });
    expect(titles(items)).not.toContain('menus.group_tickets');
  });

  it('shows inspections only with inspections view and a default inspection type', () => {
    const viewer = access({ permissions: ['inspections_view'] });
    expect(paths(menu(viewer))).not.toContain('/inspections');
    expect(paths(menu({ ...viewer, defaultinspectiontype: 3 }))).toContain('/inspections');
  });

  it('hides offers when orders are treated as offers', () => {
    expect(paths(menu({ ...ADMIN, consider_order_as_offer: true }))).not.toContain('/offers');
  });

  it('shows the HSE pages with view_my_own or view_others', () => {
    const all = paths(
      menu(access({ permissions: ['chemical_list_view_my_own', 'event_report_view_others'] })),
    );
    expect(all).toEqual(expect.arrayContaining(['/chemical_list', '/event_report']));
    expect(all).not.toContain('/expertise');
  });

  it('shows the wiki with view_wiki or manage_wiki', () => {
    expect(paths(menu(access({ permissions: ['wiki_view_wiki'] })))).toContain('/open-wiki');
    expect(paths(menu(access({ permissions: ['wiki_manage_wiki'] })))).toContain('/open-wiki');
    expect(paths(menu(access({ permissions: ['hse_documents_view_others'] })))).not.toContain('/open-wiki');
  });

  it('shows documents only with manage_documents', () => {
    expect(paths(menu(access({ permissions: ['documents_view'] })))).not.toContain('/documents');
    expect(paths(menu(access({ permissions: ['documents_manage_documents'] })))).toContain('/documents');
  });

  it('shows the warehouse only with manage_warehouse', () => {
    expect(titles(menu(access({ permissions: ['warehouse_view'] })))).not.toContain('menus.group_warehouse');
    expect(paths(menu(access({ permissions: ['warehouse_manage_warehouse'] })))).toContain('/w_h/stocks');
  });

  it('shows a non-admin with one settings permission the settings group with only that entry', () => {
    const items = menu(access({ permissions: ['settings_worktypes'] }));
    const settings = items.find((i) => i.title === 'menus.group_settings');
    expect(settings && paths(settings.childpages)).toEqual(['/worktypes']);
  });

  it('shows no settings group to a user without settings permissions', () => {
    expect(titles(menu(access({ permissions: ['orders_full_access'] })))).not.toContain(
      'menus.group_settings',
    );
  });

  it('shows every delegable settings entry with settings full access, but not the admin-only ones', () => {
    const all = paths(menu(access({ permissions: ['settings_full_access'] })));
    expect(all).toEqual(expect.arrayContaining(['/worktypes', '/checklist_forms', '/product_units']));
    expect(all).not.toContain('/permissions');
  });

  it('drops groups without visible children', () => {
    const check = (items: MenuItem[]) => {
      for (const item of items) {
        if (item.to === '') expect(item.childpages.length, item.title).toBeGreaterThan(0);
        check(item.childpages);
      }
    };
    check(menu(ADMIN));
    check(menu(access({ permissions: ['settings_worktypes'] })));
  });

  it('sorts every level by order_no', () => {
    const check = (items: MenuItem[]) => {
      const orders = items.map((i) => i.order_no);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
      items.forEach((i) => check(i.childpages));
    };
    check(menu(ADMIN));
    expect(menu(ADMIN)[0].to).toBe('/dashboard');
  });

  it('fills the names of an entry in every language from the names function', () => {
    const customers = menu(ADMIN).find((i) => i.to === '/customers');
    expect(customers).toMatchObject({
      title: 'routes.customers',
      icon: 'People',
      moduleid: 2,
      url: '',
      en_name: 'Customers',
      no_name: 'Kunder',
      po_name: 'Klienci',
      sw_name: 'Kunder',
    });
  });

  it('uses the names the server passes in, such as tenant overrides', () => {
    const items = buildMenus(access(), (key) => ({
      en_name: key,
      no_name: `no:${key}`,
      po_name: '',
      sw_name: '',
    }));
    expect(items.find((i) => i.to === '/dashboard')?.no_name).toBe('no:routes.dashboard');
  });
});
