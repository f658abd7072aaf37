import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { menuTitleKey } from '../menus/build-menus';
import { menus } from '../translations/sections/menus';
import { routes } from '../translations/sections/routes';
import { LANGUAGES, MODULE_KEYS } from '../tenants/modules';
import type { TranslationSection } from '../translations/types';
import { MENU_GROUPS, ROUTES, SETTINGS_SCREENS, routeKey } from './route-table';

const byPath = new Map(ROUTES.map((r) => [r.path, r]));
const routeAt = (path: string) => {
  const r = byPath.get(path);
  if (!r) throw new Error(`no route ${path}`);
  return r;
};

function textOf(section: TranslationSection, titleKey: string, sectionName: string) {
  const [name, key] = titleKey.split('.');
  expect(name).toBe(sectionName);
  return section[key];
}

describe('the route table', () => {
  it('has unique names and paths', () => {
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => routeKey(r.name))).size).toBe(ROUTES.length);
  });

  it.each([
    '/login',
    '/forgotpassword',
    '/resetpassword',
    '/sessionexpired',
    '/b/:uuid',
    '/openinvoice/:openinvoice_id',
    '/offermail_status',
    '/open-wiki',
    '/nopermission',
    '/supportformbuilder/:id',
    '/oauth/microsoft',
    '/dashboard',
    '/notifications',
    '/notes',
    '/changelog',
    '/search_results',
    '/background_jobs',
    '/sms_history',
    '/mail_history',
    '/logs',
    '/admin_portal',
    '/tasks/actions/:task_id?',
    '/invoice',
    '/supplier_invoice',
    '/invoice_approval',
    '/resourceplanner',
    '/bookings/:booking_id/customers',
    '/documents',
    '/warehouse_reports',
    '/document_builder/actions/:report_id?',
    '/expenses/actions/:expense_id?',
    '/inspections/actions/:inspection_id?',
    '/rental',
    '/equipments_rental',
    '/all_order_equipment_checklists',
    '/employees/actions/:employee_id?',
    '/customers/:customer_id/netprices',
    '/contacts/actions/:contact_id?',
    '/leads/:lead_id/offers',
    '/appointments/actions/:appointment_id?',
    '/buildings/actions/:building_id/earning_and_discount',
    '/orders/:order_id/certificate',
    '/orders/:order_id/wiki/preview/:wiki_id',
    '/orders/:order_id/invoice/creditnote/:invoice_id?',
    '/offers/:offer_id/earning_and_discounts',
    '/offermail_templates',
    '/projects/:project_id/expenses',
    '/project_reports',
    '/budget_reports',
    '/production_order/order/actions/:id?',
    '/production_order/in_production',
    '/productionwork_list',
    '/equipments/:equipment_id/soslogs',
    '/internal-equipments/:equipment_id/usagehistory',
    '/product_units',
    '/product_earning_groups',
    '/w_h/stocks',
    '/w_h/products/advanced_form/:product_id?',
    '/w_h/ccsheet/actions/:sheet_id?/:has_edit?',
    '/w_h/ccsheet/adjustment_order/:sheet_id',
    '/w_h/order/transferorder/actions/:transfer_id?',
    '/timer/approval_absence',
    '/chemical_list/actions/:chemical_list_id?',
    '/event_report/actions/:eventReport_list_id?',
    '/hms_process/actions/:process_id?',
    '/hms_checklist',
    '/wiki/:wiki_id',
    '/servicecontracts/:servicecontract_id/earning_and_discount',
    '/shopbox/:shopbox_id/products',
    '/opencart/:opencart_id/detail',
    '/tickets/create',
    '/mail_configuration/actions/:mailconfig_id?',
    '/advanced-tickets',
    '/ticket_custom_fields',
    '/standardreports',
    '/inspection_report',
    '/checklist_forms',
    '/worktypes',
    '/userrole',
    '/permissions',
    '/system_config',
    '/departments',
    '/translation',
    '/currencies/actions/:currency_id?',
    '/order_status_list',
    '/inspection-types',
    '/wiki_pages/preview/:wiki_id',
  ])('has the route %s of the spec', (path) => {
    expect(byPath.has(path)).toBe(true);
  });

  it('has a settings screen with its own permission for roughly every one of the ~150 of the spec', () => {
    expect(SETTINGS_SCREENS.length).toBeGreaterThanOrEqual(130);
    for (const screen of SETTINGS_SCREENS) {
      const route = ROUTES.find((r) => r.name === `settings.${screen}`);
      expect(route?.meta.module).toBe('settings');
      expect(route?.meta.permissions).toEqual([`settings_${screen}`]);
    }
  });

  it('shows the public pages without login and without the main layout', () => {
    for (const path of ['/login', '/b/:uuid', '/openinvoice/:openinvoice_id', '/supportformbuilder/:id']) {
      expect(routeAt(path).meta).toMatchObject({ requiresAuth: false, layout: 'none' });
    }
  });

  it('needs a login for every other page', () => {
    const publicNames = ROUTES.filter((r) => !r.meta.requiresAuth).map((r) => r.name);
    expect(publicNames.sort()).toEqual(
      [
        'booking_public',
        'forgotpassword',
        'login',
        'offermail_status',
        'openinvoice',
        'resetpassword',
        'sessionexpired',
        'supportformbuilder',
      ].sort(),
    );
  });

  it.each(['invoice', 'orders', 'offers', 'timer', 'warehouse', 'projects', 'rental', 'leads'])(
    'makes every page of module %s need the module switched on (spec 01 §2 guard list)',
    (module) => {
      const pages = ROUTES.filter((r) => r.meta.module === module);
      expect(pages.length).toBeGreaterThan(0);
      for (const r of pages) expect(r.meta.requiresEnabledModule, r.path).toBe(module);
    },
  );

  it('makes a record tab that shows another module need that module too', () => {
    expect(routeAt('/projects/:project_id/orders').meta).toMatchObject({
      requiresEnabledModule: 'projects',
      requiresAlsoEnabled: ['orders'],
    });
    expect(routeAt('/orders/:order_id/hours').meta.requiresAlsoEnabled).toEqual(['timer']);
  });

  it('makes production, bookings and service contract pages need their module switched on', () => {
    for (const [prefix, module] of [
      ['/production_order', 'production_order'],
      ['/productionwork_list', 'production_work'],
      ['/bookings', 'bookings'],
      ['/servicecontracts', 'servicecontracts'],
    ]) {
      const pages = ROUTES.filter((r) => r.path === prefix || r.path.startsWith(`${prefix}/`));
      expect(pages.length).toBeGreaterThan(0);
      for (const r of pages) expect(r.meta.requiresEnabledModule, r.path).toBe(module);
    }
  });

  it('lets technicians and office staff into the production pages', () => {
    for (const r of ROUTES.filter((x) => x.path.startsWith('/production'))) {
      expect(r.meta).toMatchObject({ techRoleAccess: true, officeRoleAccess: true });
    }
  });

  it('keeps expenses and the ticket administration lists for administrators', () => {
    for (const path of [
      '/expenses',
      '/ticketcategories',
      '/ticketstatus',
      '/ticketpriority',
      '/mail_configuration',
      '/mailaddressfilter',
      '/advanced-tickets',
      '/ticket_custom_fields',
    ]) {
      expect(routeAt(path).meta.onlyAdmin, path).toBe(true);
    }
  });

  it('needs the integration for the webshop pages and ticketing for the ticket pages', () => {
    for (const r of ROUTES.filter((x) => x.path.startsWith('/shopbox'))) {
      expect(r.meta.requiresIntegration).toBe('shopbox');
    }
    for (const r of ROUTES.filter((x) => x.path.startsWith('/opencart'))) {
      expect(r.meta.requiresIntegration).toBe('opencart');
    }
    for (const r of ROUTES.filter((x) => x.path.startsWith('/ticket')))
      expect(r.meta.requiresTicketing).toBe(true);
  });

  it('gives the admin portal to super admins only', () => {
    expect(routeAt('/admin_portal').meta.onlySuperAdmin).toBe(true);
  });

  it('names the tabs of a record as children of the record route', () => {
    const tab = routeAt('/customers/:customer_id/documents');
    expect(tab.parent).toBe('customers.record');
    expect(tab.meta.permissions).toEqual(['customers_manage_documents']);
    expect(ROUTES.some((r) => r.name === tab.parent)).toBe(true);
  });

  it('only names tenant modules that exist', () => {
    for (const r of ROUTES) {
      if (r.meta.tenantModule) expect(MODULE_KEYS).toContain(r.meta.tenantModule);
      if (r.meta.requiresEnabledModule) expect(MODULE_KEYS).toContain(r.meta.requiresEnabledModule);
    }
  });
});

describe('the menu meta of the route table', () => {
  const entries = ROUTES.filter((r) => r.meta.menu);

  it('puts only plain pages without params in the menu', () => {
    for (const r of entries) expect(r.path, r.name).not.toContain(':');
  });

  it('puts every entry in a group that exists, and every group under one that exists', () => {
    const keys = new Set(MENU_GROUPS.map((g) => g.key));
    for (const r of entries) if (r.meta.menu?.group) expect(keys.has(r.meta.menu.group), r.name).toBe(true);
    for (const g of MENU_GROUPS) if (g.group) expect(keys.has(g.group), g.key).toBe(true);
  });

  it('uses MUI icon names that exist', () => {
    const require = createRequire(import.meta.url);
    const icons = new Set([
      ...entries.map((r) => r.meta.menu?.icon ?? ''),
      ...MENU_GROUPS.map((g) => g.icon),
    ]);
    for (const icon of icons)
      expect(() => require.resolve(`@mui/icons-material/${icon}`), icon).not.toThrow();
  });
});

describe('the titles of the route table', () => {
  it('has a page title in all four languages for every route', () => {
    for (const r of ROUTES) {
      const text = textOf(routes, r.meta.title, 'routes');
      expect(text, r.meta.title).toBeDefined();
      for (const lang of LANGUAGES) expect(text[lang].trim(), `${r.meta.title} ${lang}`).not.toBe('');
    }
  });

  it('has a menu name in all four languages for every menu entry and group', () => {
    const keys = [...ROUTES.filter((r) => r.meta.menu).map(menuTitleKey)];
    keys.push(...MENU_GROUPS.map((g) => g.title));
    for (const key of keys) {
      const [section, name] = key.split('.');
      expect(['menus', 'routes'], key).toContain(section);
      const text = ((section === 'menus' ? menus : routes) as TranslationSection)[name];
      expect(text, key).toBeDefined();
      for (const lang of LANGUAGES) expect(text[lang].trim(), `${key} ${lang}`).not.toBe('');
    }
  });

  it('names a menu entry in the menus section only where the name differs from the page title', () => {
    const same = Object.entries(menus).filter(([k, t]) => {
      const page = (routes as TranslationSection)[k];
      return page && LANGUAGES.every((lang) => page[lang] === t[lang]);
    });
    expect(same.map(([k]) => k)).toEqual([]);
  });

  it('translates the titles rather than copying the English text', () => {
    const copied = Object.entries(routes).filter(([, t]) => t.en === t.no && t.en === t.po && t.en === t.sw);
    expect(copied.map(([k]) => k)).toEqual([]);
  });

  it('has no text without a route or menu entry', () => {
    const routeKeys = new Set(ROUTES.map((r) => routeKey(r.name)));
    expect(Object.keys(routes).filter((k) => !routeKeys.has(k))).toEqual([]);
    const menuKeys = new Set([
      ...ROUTES.filter((r) => r.meta.menu).map((r) => routeKey(r.name)),
      ...MENU_GROUPS.map((g) => g.key),
    ]);
    expect(Object.keys(menus).filter((k) => !menuKeys.has(k))).toEqual([]);
  });
});
