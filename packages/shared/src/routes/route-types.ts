// The route table is shared by the web router (navigation guard) and the server (menus).
// Meta follows spec 01 §2 / §6: requiresAuth, onlyAdmin, module, permissions, techRoleAccess, officeRoleAccess, title.

export type RouteMeta = {
  /** false only for public pages (login, booking page, open invoice ...). Default true. */
  requiresAuth: boolean;
  /** Only administrators (isadmin or role 1) and super admins. */
  onlyAdmin?: boolean;
  /** Only super admins (admin portal). */
  onlySuperAdmin?: boolean;
  /** Permission module, e.g. 'customers', 'orders', 'settings', 'reports_standardreports'. */
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
  /** The route needs this integration in the tenant's enabledintegrations (shopbox, opencart). */
  requiresIntegration?: string;
  /** Needs tenant setting enableticketingsolution (tickets). */
  requiresTicketing?: boolean;
  /** Implemented screen component key; absent means "not available yet" page. */
  screen?: string;
};

export type RouteDef = {
  /** Full path pattern in react-router syntax, e.g. '/customers/:customer_id/detail', optional params with '?'. */
  path: string;
  /** Unique name, e.g. 'customers.detail'. */
  name: string;
  meta: RouteMeta;
};
