// The permission rules of spec 01 §6 and spec 02 §6, written once. The server authorises every API
// call with them and builds the menus; the web client guards routes and shows or hides buttons.
import { ROLE, type AccessContext } from '../auth/session-types';
import { ROUTES, SETTINGS_SCREENS } from '../routes/route-table';
import type { RouteMeta } from '../routes/route-types';

export type PermissionAction = 'view' | 'add' | 'edit' | 'delete';
export type PermissionModule = { module: string; actions: string[] };

const STANDARD = ['view', 'add', 'edit', 'delete', 'full_access'];
// spec 02 §6: HSE sub-pages are seen with view_my_own (what I registered) or view_others.
const HSE_ACTIONS = ['view_my_own', 'view_others', 'add', 'edit', 'delete', 'full_access'];
const HSE_MODULES = [
  'hse_documents',
  'chemical_list',
  'event_report',
  'expertise',
  'deviationmeasures',
  'hse_wheel',
  'hms_process',
  'hms_checklist',
];

/** spec 01 §6: timer view is granted by any of log, deliver or approve hours, for own or others. */
export const TIMER_VIEW_GRANTING_PERMISSIONS = [
  'timer_log_own_hours',
  'timer_log_others_hours',
  'timer_deliver_own_hours',
  'timer_deliver_others_hours',
  'timer_approve_own_hours',
  'timer_approve_others_hours',
] as const;

/** spec 01 §6: full access to other people's events in the resource planner. */
export const RESOURCEPLANNER_OTHERS_EVENT_FULL_ACCESS = 'resourceplanner_fullaccess_othersevent';
/** The resource-planner actions on other people's events that the full-access key grants. */
export const RESOURCEPLANNER_OTHERS_EVENT_PERMISSIONS = [
  'resourceplanner_view_othersevent',
  'resourceplanner_add_othersevent',
  'resourceplanner_edit_othersevent',
  'resourceplanner_delete_othersevent',
] as const;

// Every report permission the route table uses ('reports_order_reports' -> 'order_reports').
const REPORT_ACTIONS = [
  ...new Set(
    ROUTES.flatMap((r) => r.meta.permissions ?? [])
      .filter((p) => p.startsWith('reports_'))
      .map((p) => p.slice('reports_'.length)),
  ),
];

/**
 * Every permission key the product knows, as module plus actions; the key is '{module}_{action}'
 * (spec 01 §6). The permissions screen lists these; GET /api/permissions/catalogue answers them.
 */
export const PERMISSION_CATALOGUE: PermissionModule[] = [
  { module: 'customers', actions: [...STANDARD, 'manage_documents', 'facility_address'] },
  { module: 'contacts', actions: STANDARD },
  { module: 'leads', actions: [...STANDARD, 'manage_documents'] },
  { module: 'buildings', actions: [...STANDARD, 'manage_documents'] },
  { module: 'employees', actions: STANDARD },
  { module: 'appointments', actions: STANDARD },
  {
    module: 'orders',
    actions: [...STANDARD, 'manage_documents', 'show_unassigned_orders', 'order_overview'],
  },
  { module: 'offers', actions: [...STANDARD, 'manage_documents', 'overview'] },
  { module: 'projects', actions: [...STANDARD, 'manage_documents'] },
  { module: 'production_order', actions: STANDARD },
  { module: 'production_work', actions: STANDARD },
  { module: 'equipments', actions: [...STANDARD, 'manage_documents'] },
  { module: 'internal_equipments', actions: [...HSE_ACTIONS, 'manage_documents'] },
  { module: 'products', actions: STANDARD },
  { module: 'warehouse', actions: [...STANDARD, 'manage_warehouse'] },
  {
    module: 'timer',
    actions: [
      'view',
      ...TIMER_VIEW_GRANTING_PERMISSIONS.map((p) => p.slice('timer_'.length)),
      'delete_hours',
      'lock_month',
      'full_access',
    ],
  },
  { module: 'invoice', actions: [...STANDARD, 'logs'] },
  { module: 'supplier_invoice', actions: [...STANDARD, 'approve'] },
  { module: 'expenses', actions: STANDARD },
  { module: 'servicecontracts', actions: [...STANDARD, 'manage_documents'] },
  { module: 'bookings', actions: STANDARD },
  { module: 'rental', actions: STANDARD },
  { module: 'inspections', actions: STANDARD },
  { module: 'checklists', actions: [...STANDARD, 'reopen_checklist'] },
  ...HSE_MODULES.map((module) => ({ module, actions: HSE_ACTIONS })),
  { module: 'wiki', actions: ['view_wiki', 'manage_wiki', 'full_access'] },
  { module: 'documents', actions: ['view', 'manage_documents', 'full_access'] },
  { module: 'tasks', actions: STANDARD },
  { module: 'tickets', actions: STANDARD },
  {
    module: 'resourceplanner',
    actions: [
      ...STANDARD,
      ...RESOURCEPLANNER_OTHERS_EVENT_PERMISSIONS.map((p) => p.slice('resourceplanner_'.length)),
      RESOURCEPLANNER_OTHERS_EVENT_FULL_ACCESS.slice('resourceplanner_'.length),
    ],
  },
  { module: 'reports', actions: ['full_access', ...REPORT_ACTIONS] },
  { module: 'settings', actions: ['full_access', ...SETTINGS_SCREENS] },
];

/** Every key of the catalogue, e.g. 'orders_view', 'settings_worktypes'. */
export const ALL_PERMISSION_KEYS: string[] = PERMISSION_CATALOGUE.flatMap((m) =>
  m.actions.map((a) => `${m.module}_${a}`),
);

const MODULE_OF_KEY = new Map<string, string>(
  PERMISSION_CATALOGUE.flatMap((m) => m.actions.map((a) => [`${m.module}_${a}`, m.module] as const)),
);
const MODULES_LONGEST_FIRST = PERMISSION_CATALOGUE.map((m) => m.module).sort((a, b) => b.length - a.length);

/** The module of a permission key. Modules contain underscores, so the catalogue decides. */
export function moduleOfPermission(key: string): string {
  const known = MODULE_OF_KEY.get(key);
  if (known) return known;
  const prefix = MODULES_LONGEST_FIRST.find((m) => key.startsWith(`${m}_`));
  return prefix ?? key.split('_')[0];
}

export function permissionKey(module: string, action: string): string {
  return `${module}_${action}`;
}

/** Administrators are the isadmin flag or role 1 (spec 01 §6 roles). */
export function isAdmin(ctx: AccessContext): boolean {
  return ctx.isadmin || ctx.role_id === ROLE.administrator;
}

/** spec 01 §6: admin or super admin passes every permission check. */
function passesEverything(ctx: AccessContext): boolean {
  return ctx.issuperadmin || isAdmin(ctx);
}

/**
 * spec 01 §6 / 02 §6: whether the user holds a permission key '{module}_{action}', directly or
 * through '{module}_full_access', 'reports_full_access' (every report), the timer rule or the
 * resource-planner rule.
 */
export function hasPermission(ctx: AccessContext, key: string): boolean {
  if (passesEverything(ctx)) return true;
  const held = ctx.permissions;
  if (held.includes(key)) return true;
  // Every report key belongs to module 'reports' (moduleOfPermission), so reports_full_access grants
  // them all; settings keys likewise belong to module 'settings'.
  const module = moduleOfPermission(key);
  if (held.includes(`${module}_full_access`)) return true;
  if (key === 'timer_view' && TIMER_VIEW_GRANTING_PERMISSIONS.some((p) => held.includes(p))) return true;
  if (
    (RESOURCEPLANNER_OTHERS_EVENT_PERMISSIONS as readonly string[]).includes(key) &&
    held.includes(RESOURCEPLANNER_OTHERS_EVENT_FULL_ACCESS)
  ) {
    return true;
  }
  return false;
}

/** At least one of the keys (false for an empty list). */
export function hasAnyPermission(ctx: AccessContext, keys: readonly string[]): boolean {
  return keys.some((k) => hasPermission(ctx, k));
}

/**
 * Whether the user is a working member of the tenant at all: an admin, a super admin, a user with
 * a role or with any permission. Without that the menu is empty and the guard sends the user to
 * /nopermission (spec 01 §2).
 */
export function hasAnyAccess(ctx: AccessContext): boolean {
  return passesEverything(ctx) || ctx.role_id !== null || ctx.permissions.length > 0;
}

/** spec 01 §6 read-only check: roles 1 and 2 may change, role 3 may not, a user without a role may not. */
export function canChange(ctx: AccessContext): boolean {
  if (passesEverything(ctx)) return true;
  return ctx.role_id === ROLE.administrator || ctx.role_id === ROLE.office;
}

/** spec 01 §6: settings are entered by admins, super admins, or with settings full access or any settings_ permission. */
export function canEnterSettings(ctx: AccessContext): boolean {
  return passesEverything(ctx) || ctx.permissions.some((p) => p.startsWith('settings_'));
}

/** spec 01 §6: super admins, and users with the technician or office role, reach production routes. */
function passesRoleAccess(ctx: AccessContext, meta: RouteMeta): boolean {
  if (!meta.techRoleAccess && !meta.officeRoleAccess) return true;
  if (passesEverything(ctx)) return true;
  return (
    (meta.techRoleAccess === true && ctx.role_id === ROLE.technician) ||
    (meta.officeRoleAccess === true && ctx.role_id === ROLE.office)
  );
}

/**
 * Whether a signed-in user may open a route: everything the navigation guard checks except the
 * sign-in itself (spec 01 §2 "Navigation guard", §6).
 */
export function canAccessRoute(ctx: AccessContext, meta: RouteMeta): boolean {
  if (meta.onlySuperAdmin && !ctx.issuperadmin) return false;
  if (meta.onlyAdmin && !passesEverything(ctx)) return false;
  if (meta.requiresEnabledModule && !ctx.enabledmodules.includes(meta.requiresEnabledModule)) return false;
  if (meta.requiresAlsoEnabled?.some((m) => !ctx.enabledmodules.includes(m))) return false;
  if (meta.requiresIntegration && !ctx.enabledintegrations.includes(meta.requiresIntegration)) return false;
  if (meta.requiresTicketing && !ctx.enableticketingsolution) return false;
  if (!passesRoleAccess(ctx, meta)) return false;
  if (meta.permissions?.length && !hasAnyPermission(ctx, meta.permissions)) return false;
  return true;
}

const READ_POST_ENDINGS = new Set([
  'list',
  'query',
  'get_active',
  'filter',
  'get_multiple',
  'get_multiple_with_properties',
  'get_multiple_checklist_pdf_report_data',
  'get_documents_of_all_checklists',
]);

/**
 * The action a server call needs: GET and the read-only POSTs (list, query, get_active ...) view,
 * POST creates (add), PUT and PATCH edit, DELETE deletes.
 */
export function actionForMethod(method: string, path = ''): PermissionAction {
  switch (method.toUpperCase()) {
    case 'POST': {
      const last = path.split('?')[0].split('/').filter(Boolean).pop()?.toLowerCase() ?? '';
      return READ_POST_ENDINGS.has(last) ? 'view' : 'add';
    }
    case 'PUT':
    case 'PATCH':
      return 'edit';
    case 'DELETE':
      return 'delete';
    default:
      return 'view';
  }
}

export type QuickCreateEntry = { key: string; to: string };

const QUICK_CREATE: { key: string; to: string; permission?: string }[] = [
  { key: 'customer', to: '/customers/add', permission: 'customers_add' },
  { key: 'offer', to: '/offers/add', permission: 'offers_add' },
  { key: 'order', to: '/orders/add', permission: 'orders_add' },
  { key: 'project', to: '/projects/add', permission: 'projects_add' },
  { key: 'equipment', to: '/equipments/add', permission: 'equipments_add' },
  { key: 'booking', to: '/bookings/add', permission: 'bookings_add' },
  { key: 'note', to: '/notes?openAdd=true' },
  { key: 'simplelist', to: '' },
];

/**
 * spec 01 §6 quick-create: customer, offer, order, project, equipment and booking need the add
 * permission (and a module the guard lets through); notes and simple list are always shown.
 */
export function quickCreateEntries(ctx: AccessContext): QuickCreateEntry[] {
  return QUICK_CREATE.filter((e) => {
    if (!e.permission) return true;
    if (!hasPermission(ctx, e.permission)) return false;
    const target = ROUTES.find((r) => r.path === e.to);
    return !target || canAccessRoute(ctx, target.meta);
  }).map(({ key, to }) => ({ key, to }));
}

/**
 * spec 01 §4 / 02 §6: order types and order statuses are disabled for non-admins unless their role
 * id is in the item's userrolesaccess. An item without a role list is not restricted.
 */
export function isRoleRestrictedItemEnabled(
  ctx: AccessContext,
  item: { userrolesaccess?: readonly number[] | null },
): boolean {
  if (passesEverything(ctx)) return true;
  const allowed = item.userrolesaccess;
  if (!allowed || allowed.length === 0) return true;
  return ctx.role_id !== null && allowed.includes(ctx.role_id);
}

export type SelectableUser = { departmentids: readonly number[]; isvismaseller?: boolean };

/**
 * spec 01 §6: with showonlymydepartmentusers, non-admins see only employees of their own
 * departments; Visma sellers are left out except where they serve as CRM responsible.
 */
export function isUserSelectable(
  ctx: AccessContext,
  user: SelectableUser,
  options: {
    showonlymydepartmentusers: boolean;
    myDepartmentIds: readonly number[];
    purpose?: 'crm_responsible' | 'other';
  },
): boolean {
  if (user.isvismaseller && options.purpose !== 'crm_responsible') return false;
  if (!options.showonlymydepartmentusers || passesEverything(ctx)) return true;
  return user.departmentids.some((d) => options.myDepartmentIds.includes(d));
}
