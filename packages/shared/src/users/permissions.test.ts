import { describe, expect, it } from 'vitest';
import type { AccessContext } from '../auth/session-types';
import { ROUTES, SETTINGS_SCREENS } from '../routes/route-table';
import type { RouteMeta } from '../routes/route-types';
import { MODULE_KEYS } from '../tenants/modules';
import {
  ALL_PERMISSION_KEYS,
  PERMISSION_CATALOGUE,
  TIMER_VIEW_GRANTING_PERMISSIONS,
  actionForMethod,
  canAccessRoute,
  canChange,
  canEnterSettings,
  hasAnyAccess,
  hasAnyPermission,
  hasPermission,
  isRoleRestrictedItemEnabled,
  isUserSelectable,
  moduleOfPermission,
  quickCreateEntries,
} from './permissions';

function user(overrides: Partial<AccessContext> = {}): AccessContext {
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

const meta = (m: Partial<RouteMeta>): RouteMeta => ({ requiresAuth: true, title: 'routes.x', ...m });

describe('hasPermission', () => {
  it('lets an administrator pass every permission check', () => {
    expect(hasPermission(user({ isadmin: true }), 'orders_delete')).toBe(true);
  });

  it('treats a user with role 1 (administrator) as an administrator', () => {
    expect(hasPermission(user({ role_id: 1 }), 'settings_worktypes')).toBe(true);
  });

  it('lets a super admin pass every permission check', () => {
    expect(hasPermission(user({ issuperadmin: true, role_id: null }), 'invoice_logs')).toBe(true);
  });

  it('grants a key the user holds and refuses one the user does not hold', () => {
    const office = user({ permissions: ['customers_view'] });
    expect(hasPermission(office, 'customers_view')).toBe(true);
    expect(hasPermission(office, 'customers_edit')).toBe(false);
  });

  it('grants every action of a module with {module}_full_access, and nothing of other modules', () => {
    const u = user({ permissions: ['orders_full_access'] });
    expect(hasPermission(u, 'orders_delete')).toBe(true);
    expect(hasPermission(u, 'orders_show_unassigned_orders')).toBe(true);
    expect(hasPermission(u, 'offers_view')).toBe(false);
  });

  it('does not let invoice full access grant supplier invoices, whose module name ends in invoice', () => {
    expect(hasPermission(user({ permissions: ['invoice_full_access'] }), 'supplier_invoice_view')).toBe(
      false,
    );
  });

  it('grants a production order key with production_order_full_access (module names with underscores)', () => {
    expect(
      hasPermission(user({ permissions: ['production_order_full_access'] }), 'production_order_add'),
    ).toBe(true);
  });

  it('grants every report with reports_full_access', () => {
    const u = user({ permissions: ['reports_full_access'] });
    expect(hasPermission(u, 'reports_order_reports')).toBe(true);
    expect(hasPermission(u, 'reports_absence_hours_report')).toBe(true);
    expect(hasPermission(u, 'reports_custom_view')).toBe(true);
  });

  it('grants every settings screen with settings_full_access', () => {
    const u = user({ permissions: ['settings_full_access'] });
    expect(hasPermission(u, 'settings_worktypes')).toBe(true);
    expect(hasPermission(u, 'settings_checklist_forms')).toBe(true);
  });

  it('grants one settings screen with its own permission only', () => {
    const u = user({ permissions: ['settings_worktypes'] });
    expect(hasPermission(u, 'settings_worktypes')).toBe(true);
    expect(hasPermission(u, 'settings_absencetypes')).toBe(false);
  });

  it.each(TIMER_VIEW_GRANTING_PERMISSIONS)('grants the timer view to a user who may %s', (key) => {
    expect(hasPermission(user({ permissions: [key] }), 'timer_view')).toBe(true);
  });

  it('refuses the timer view to a user with only the lock-month permission', () => {
    expect(hasPermission(user({ permissions: ['timer_lock_month'] }), 'timer_view')).toBe(false);
  });

  it.each(['view', 'add', 'edit', 'delete'])(
    "grants %s on other people's planner events with resourceplanner_fullaccess_othersevent",
    (action) => {
      const u = user({ permissions: ['resourceplanner_fullaccess_othersevent'] });
      expect(hasPermission(u, `resourceplanner_${action}_othersevent`)).toBe(true);
    },
  );

  it("does not let other people's planner events grant the planner's own actions", () => {
    expect(
      hasPermission(user({ permissions: ['resourceplanner_fullaccess_othersevent'] }), 'resourceplanner_add'),
    ).toBe(false);
  });
});

describe('hasAnyPermission', () => {
  it('passes with one of the keys and fails with none, or with an empty list', () => {
    const u = user({ permissions: ['appointments_view'] });
    expect(hasAnyPermission(u, ['orders_view', 'appointments_view'])).toBe(true);
    expect(hasAnyPermission(u, ['orders_view', 'equipments_view'])).toBe(false);
    expect(hasAnyPermission(u, [])).toBe(false);
  });
});

describe('hasAnyAccess', () => {
  it('counts a member with a role, a permission or an admin flag as having access', () => {
    expect(hasAnyAccess(user({ role_id: 3 }))).toBe(true);
    expect(hasAnyAccess(user({ role_id: null, permissions: ['notes_view'] }))).toBe(true);
    expect(hasAnyAccess(user({ role_id: null, isadmin: true }))).toBe(true);
  });

  it('counts a member without role, permissions or admin flag as having no access', () => {
    expect(hasAnyAccess(user({ role_id: null }))).toBe(false);
  });
});

describe('canChange (read-only check)', () => {
  it('lets roles 1 and 2 change and keeps role 3 read-only', () => {
    expect(canChange(user({ role_id: 1 }))).toBe(true);
    expect(canChange(user({ role_id: 2 }))).toBe(true);
    expect(canChange(user({ role_id: 3 }))).toBe(false);
  });

  it('keeps a user without a role id read-only', () => {
    expect(canChange(user({ role_id: null }))).toBe(false);
  });

  it('lets an administrator or super admin change whatever their role', () => {
    expect(canChange(user({ role_id: 3, isadmin: true }))).toBe(true);
    expect(canChange(user({ role_id: null, issuperadmin: true }))).toBe(true);
  });
});

describe('canEnterSettings', () => {
  it('lets admins and super admins into settings', () => {
    expect(canEnterSettings(user({ isadmin: true }))).toBe(true);
    expect(canEnterSettings(user({ issuperadmin: true }))).toBe(true);
  });

  it('lets a user with any settings_ permission or settings full access into settings', () => {
    expect(canEnterSettings(user({ permissions: ['settings_worktypes'] }))).toBe(true);
    expect(canEnterSettings(user({ permissions: ['settings_full_access'] }))).toBe(true);
  });

  it('keeps a user without settings permissions out of settings', () => {
    expect(canEnterSettings(user({ permissions: ['orders_full_access'] }))).toBe(false);
  });
});

describe('canAccessRoute', () => {
  it('keeps non-admins out of admin-only routes', () => {
    const m = meta({ onlyAdmin: true, permissions: ['expenses_view'] });
    expect(canAccessRoute(user({ permissions: ['expenses_view'] }), m)).toBe(false);
    expect(canAccessRoute(user({ isadmin: true }), m)).toBe(true);
  });

  it('keeps everyone but super admins out of super-admin routes', () => {
    const m = meta({ onlySuperAdmin: true });
    expect(canAccessRoute(user({ isadmin: true }), m)).toBe(false);
    expect(canAccessRoute(user({ issuperadmin: true }), m)).toBe(true);
  });

  it('needs at least one permission of the route list', () => {
    const m = meta({ permissions: ['orders_view', 'equipments_view'] });
    expect(canAccessRoute(user({ permissions: ['equipments_view'] }), m)).toBe(true);
    expect(canAccessRoute(user({ permissions: ['customers_view'] }), m)).toBe(false);
  });

  it('lets anyone signed in through a route without a permission list', () => {
    expect(canAccessRoute(user({ role_id: 3 }), meta({}))).toBe(true);
  });

  it('lets technicians and office staff into production routes but not a user without a role', () => {
    const m = meta({ techRoleAccess: true, officeRoleAccess: true });
    expect(canAccessRoute(user({ role_id: 3 }), m)).toBe(true);
    expect(canAccessRoute(user({ role_id: 2 }), m)).toBe(true);
    expect(canAccessRoute(user({ role_id: null }), m)).toBe(false);
  });

  it('lets only the role a production route names through', () => {
    expect(canAccessRoute(user({ role_id: 2 }), meta({ techRoleAccess: true }))).toBe(false);
    expect(canAccessRoute(user({ role_id: 3 }), meta({ officeRoleAccess: true }))).toBe(false);
  });

  it('lets a super admin into production routes', () => {
    expect(canAccessRoute(user({ role_id: null, issuperadmin: true }), meta({ techRoleAccess: true }))).toBe(
      true,
    );
  });

  it('refuses a route whose module the tenant has switched off, even to an admin', () => {
    const m = meta({ requiresEnabledModule: 'invoice' });
    expect(canAccessRoute(user({ isadmin: true, enabledmodules: ['orders'] }), m)).toBe(false);
    expect(canAccessRoute(user({ isadmin: true, enabledmodules: ['invoice'] }), m)).toBe(true);
  });

  it('refuses a webshop route without its integration', () => {
    const m = meta({ requiresIntegration: 'shopbox' });
    expect(canAccessRoute(user({ isadmin: true }), m)).toBe(false);
    expect(canAccessRoute(user({ isadmin: true, enabledintegrations: ['shopbox'] }), m)).toBe(true);
  });

  it('refuses a ticket route without the ticketing option', () => {
    const m = meta({ requiresTicketing: true });
    expect(canAccessRoute(user({ isadmin: true }), m)).toBe(false);
    expect(canAccessRoute(user({ isadmin: true, enableticketingsolution: true }), m)).toBe(true);
  });
});

describe('PERMISSION_CATALOGUE', () => {
  it('lists view, add, edit, delete and full access for the business modules', () => {
    for (const module of ['customers', 'orders', 'offers', 'projects', 'equipments', 'tasks']) {
      const entry = PERMISSION_CATALOGUE.find((m) => m.module === module);
      expect(entry?.actions).toEqual(
        expect.arrayContaining(['view', 'add', 'edit', 'delete', 'full_access']),
      );
    }
  });

  it('lists the named permissions of spec 02 §6', () => {
    expect(ALL_PERMISSION_KEYS).toEqual(
      expect.arrayContaining([
        'customers_manage_documents',
        'warehouse_manage_warehouse',
        'chemical_list_view_my_own',
        'chemical_list_view_others',
        'reports_standardreports',
        'reports_absence_hours_report',
        'reports_employee_status_report',
        'reports_unimicro_report',
        'reports_equipments_reports',
        'reports_equipment_serialnumber_reports',
        'reports_order_reports',
        'reports_product_reports',
        'timer_lock_month',
        'timer_approve_others_hours',
        'timer_deliver_own_hours',
        'checklists_reopen_checklist',
        'invoice_logs',
        'orders_show_unassigned_orders',
        'resourceplanner_fullaccess_othersevent',
        'wiki_view_wiki',
        'wiki_manage_wiki',
      ]),
    );
  });

  it('has one settings permission per settings screen', () => {
    expect(SETTINGS_SCREENS.length).toBeGreaterThan(120);
    for (const screen of SETTINGS_SCREENS) expect(ALL_PERMISSION_KEYS).toContain(`settings_${screen}`);
  });

  it('knows every permission the route table asks for', () => {
    const asked = ROUTES.flatMap((r) => r.meta.permissions ?? []);
    expect(asked.filter((p) => !ALL_PERMISSION_KEYS.includes(p))).toEqual([]);
  });

  it('never spells the same key from two modules', () => {
    expect(new Set(ALL_PERMISSION_KEYS).size).toBe(ALL_PERMISSION_KEYS.length);
  });

  it('finds the module of a key even when the module name has underscores', () => {
    expect(moduleOfPermission('supplier_invoice_approve')).toBe('supplier_invoice');
    expect(moduleOfPermission('internal_equipments_view_others')).toBe('internal_equipments');
    expect(moduleOfPermission('settings_product_units')).toBe('settings');
  });
});

describe('actionForMethod', () => {
  it('maps GET to view, POST to add, PUT and PATCH to edit and DELETE to delete', () => {
    expect(actionForMethod('GET')).toBe('view');
    expect(actionForMethod('post', '/api/customers')).toBe('add');
    expect(actionForMethod('PUT')).toBe('edit');
    expect(actionForMethod('PATCH')).toBe('edit');
    expect(actionForMethod('DELETE')).toBe('delete');
  });

  it('treats the read-only POST calls (list, query, get_active) as view', () => {
    expect(actionForMethod('POST', '/api/customers/list')).toBe('view');
    expect(actionForMethod('POST', '/api/worktypes/query')).toBe('view');
    expect(actionForMethod('POST', '/api/departments/get_active?x=1')).toBe('view');
  });
});

describe('quickCreateEntries', () => {
  it('always offers notes and the simple list', () => {
    expect(quickCreateEntries(user({ role_id: 3 })).map((e) => e.key)).toEqual(['note', 'simplelist']);
  });

  it('offers a record type only with its add permission', () => {
    const keys = quickCreateEntries(user({ permissions: ['customers_add', 'orders_view'] })).map(
      (e) => e.key,
    );
    expect(keys).toContain('customer');
    expect(keys).not.toContain('order');
  });

  it('offers a booking only when the bookings module is enabled', () => {
    const admin = user({ isadmin: true, enabledmodules: MODULE_KEYS.filter((m) => m !== 'bookings') });
    expect(quickCreateEntries(admin).map((e) => e.key)).not.toContain('booking');
    expect(quickCreateEntries(user({ isadmin: true })).map((e) => e.key)).toContain('booking');
  });
});

describe('role-restricted list items', () => {
  it("disables an order status for a non-admin whose role is not in the item's list", () => {
    expect(isRoleRestrictedItemEnabled(user({ role_id: 3 }), { userrolesaccess: [1, 2] })).toBe(false);
    expect(isRoleRestrictedItemEnabled(user({ role_id: 2 }), { userrolesaccess: [1, 2] })).toBe(true);
  });

  it('keeps every order status enabled for an administrator and items without a role list for all', () => {
    expect(isRoleRestrictedItemEnabled(user({ isadmin: true, role_id: 3 }), { userrolesaccess: [2] })).toBe(
      true,
    );
    expect(isRoleRestrictedItemEnabled(user({ role_id: 3 }), { userrolesaccess: [] })).toBe(true);
  });
});

describe('isUserSelectable', () => {
  const options = { showonlymydepartmentusers: true, myDepartmentIds: [1] };

  it('shows a non-admin only employees of their own departments when the setting is on', () => {
    expect(isUserSelectable(user(), { departmentids: [2] }, options)).toBe(false);
    expect(isUserSelectable(user(), { departmentids: [1, 2] }, options)).toBe(true);
    expect(
      isUserSelectable(user(), { departmentids: [2] }, { ...options, showonlymydepartmentusers: false }),
    ).toBe(true);
  });

  it('shows an administrator employees of every department', () => {
    expect(isUserSelectable(user({ isadmin: true }), { departmentids: [2] }, options)).toBe(true);
  });

  it('leaves Visma sellers out except as CRM responsible', () => {
    const seller = { departmentids: [1], isvismaseller: true };
    expect(isUserSelectable(user(), seller, options)).toBe(false);
    expect(isUserSelectable(user(), seller, { ...options, purpose: 'crm_responsible' })).toBe(true);
  });
});
