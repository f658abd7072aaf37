// The route table is shared by the web router (navigation guard) and the server (menus).
// Meta follows spec 01 §2 / §6: requiresAuth, onlyAdmin, module, permissions, techRoleAccess, officeRoleAccess, title.
import type { ModuleKey } from '../tenants/modules';

/** Keys of the menu groups (MENU_GROUPS in route-table.ts); a group's title is 'menus.<key>'. */
export type MenuGroupKey =
  | 'group_production'
  | 'group_warehouse'
  | 'group_timer'
  | 'group_hse'
  | 'group_tickets'
  | 'group_reports'
  | 'group_settings'
  | 'group_settings_access'
  | 'group_settings_general'
  | 'group_settings_customers'
  | 'group_settings_sales'
  | 'group_settings_orders'
  | 'group_settings_products'
  | 'group_settings_equipment'
  | 'group_settings_checklists'
  | 'group_settings_warehouse'
  | 'group_settings_hours'
  | 'group_settings_tasks'
  | 'group_settings_hse'
  | 'group_settings_documents'
  | 'group_settings_invoicing'
  | 'group_settings_integrations';

/** A route that is an entry of the left menu (spec 01 §3 "Menu item", §6 menu rules). */
export type RouteMenuMeta = {
  /** Group the entry sits in, or null for a top-level entry. */
  group: MenuGroupKey | null;
  /** MUI icon name, e.g. 'People'. */
  icon: string;
  /** order_no inside its group. */
  order: number;
  /** Module id of spec 01 §3 (order 1, customer 2 ... global 24). */
  moduleid: number;
  /** Menu-only rule: shown to administrators only although the page itself needs only a login (mail history). */
  onlyAdmin?: boolean;
  /** Menu-only rule: needs a default inspection type in the system configuration (inspections). */
  requiresDefaultInspectionType?: boolean;
  /** Menu-only rule: hidden when the tenant treats orders as offers (consider_order_as_offer). */
  hiddenWhenOrderIsOffer?: boolean;
};

export type RouteMeta = {
  /** false only for public pages (login, booking page, open invoice ...). Default true. */
  requiresAuth: boolean;
  /** Only administrators (isadmin or role 1) and super admins. */
  onlyAdmin?: boolean;
  /** Only super admins (admin portal). */
  onlySuperAdmin?: boolean;
  /** Permission module, e.g. 'customers', 'orders', 'settings', 'reports'. */
  module?: string;
  /** At least one of these permission keys ({module}_{action}) is needed. Empty or absent: none needed. */
  permissions?: string[];
  /** Production routes: technicians (role 3) may enter. */
  techRoleAccess?: boolean;
  /** Production routes: office staff (role 2) may enter. */
  officeRoleAccess?: boolean;
  /** Translation key of the page title (section 'routes'), e.g. 'routes.customers'. */
  title: string;
  /** 'none' for pages shown without the main layout (login, public pages). Default 'main'. */
  layout?: 'main' | 'none';
  /** The route needs this module in the tenant's enabledmodules (spec 01 §2 guard list, plus bookings, servicecontracts, production). */
  requiresEnabledModule?: string;
  /** A record tab showing another module's data also needs these modules on (e.g. a project's orders tab). */
  requiresAlsoEnabled?: string[];
  /** The route needs this integration in the tenant's enabledintegrations (shopbox, opencart). */
  requiresIntegration?: string;
  /** Needs tenant setting enableticketingsolution (tickets). */
  requiresTicketing?: boolean;
  /** Implemented screen component key; absent means "not available yet" page. */
  screen?: string;
  /** With screen 'resource': the API name of the resource the generic list screen shows (e.g. 'productunits'). */
  resource?: string;
  /** With screen 'resource': the fixed filter of the screen (rows it lists, values of the rows it adds). */
  resourceMatch?: Readonly<Record<string, boolean | number | string>>;
  /**
   * The tenant module the page belongs to. The menu hides the entry when it is switched off
   * (spec 01 §6 "disabled modules hidden"); the guard only redirects for requiresEnabledModule.
   */
  tenantModule?: ModuleKey;
  /** Parent of tabs: the bare path is sent on to this child, e.g. '/customers/7' -> '/customers/7/detail'. */
  defaultChild?: string;
  /** Present when the route is an entry of the left menu. */
  menu?: RouteMenuMeta;
};

export type RouteDef = {
  /** Full path pattern in react-router syntax, e.g. '/customers/:customer_id/detail', optional params with '?'. */
  path: string;
  /** Unique name, e.g. 'customers.detail'. */
  name: string;
  /** Name of the record route whose tab this is (e.g. 'customers.record'), so the client can draw the tab bar. */
  parent?: string;
  meta: RouteMeta;
};

/** A group of the left menu; its entries are the routes whose menu.group is its key. */
export type MenuGroupDef = {
  key: MenuGroupKey;
  /** Parent group, or null for a top-level group. */
  group: MenuGroupKey | null;
  icon: string;
  order: number;
  moduleid: number;
  /** Translation key of the group title (section 'menus'). */
  title: string;
};
