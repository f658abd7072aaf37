// Builds the left menu (GET /api/useraccess/get_user_menus) from the route table, with every menu
// rule of spec 01 §6. The server calls it with the tenant's translations; tests call it with the defaults.
import type { AccessContext } from '../auth/session-types';
import { MENU_GROUPS, ROUTES, routeKey } from '../routes/route-table';
import type { MenuGroupKey, RouteDef } from '../routes/route-types';
import { DEFAULT_TRANSLATIONS } from '../translations';
import { menus } from '../translations/sections/menus';
import { canAccessRoute, canEnterSettings, hasAnyAccess, isAdmin } from '../users/permissions';
import type { MenuItem } from './menu-types';

export type MenuNames = { en_name: string; no_name: string; po_name: string; sw_name: string };

/**
 * The menu title key of a route's entry: its page title 'routes.<route key>' (e.g. 'routes.customers'), unless the
 * menus section names the entry otherwise ('menus.<route key>').
 */
export function menuTitleKey(route: RouteDef): string {
  const key = routeKey(route.name);
  return Object.hasOwn(menus, key) ? `menus.${key}` : `routes.${key}`;
}

/** Names from the default texts of the repository ('routes.customers' -> Customers, Kunder ...). */
export function defaultMenuNames(titleKey: string): MenuNames {
  const [section, key] = titleKey.split('.');
  const text = DEFAULT_TRANSLATIONS[section]?.[key];
  if (!text) return { en_name: titleKey, no_name: titleKey, po_name: titleKey, sw_name: titleKey };
  return { en_name: text.en, no_name: text.no, po_name: text.po, sw_name: text.sw };
}

/** spec 01 §6 menu rules for one entry, on top of the route's own access rules. */
function isEntryVisible(ctx: AccessContext, route: RouteDef): boolean {
  const meta = route.meta;
  const menu = meta.menu;
  if (!menu) return false;
  // "disabled modules hidden"
  if (meta.tenantModule && !ctx.enabledmodules.includes(meta.tenantModule)) return false;
  // permissions, admin-only, enabled module (production, bookings, servicecontracts ...),
  // integration (shopbox, opencart), ticketing (tickets)
  if (!canAccessRoute(ctx, meta)) return false;
  // "mail history admin only"
  if (menu.onlyAdmin && !(ctx.issuperadmin || isAdmin(ctx))) return false;
  // "inspections need inspection view and a default inspection type"
  if (menu.requiresDefaultInspectionType && ctx.defaultinspectiontype == null) return false;
  // "offers are hidden when orders are treated as offers"
  if (menu.hiddenWhenOrderIsOffer && ctx.consider_order_as_offer) return false;
  return true;
}

/** The menu of a user: visible entries, groups without visible children dropped, sorted by order_no. */
export function buildMenus(ctx: AccessContext, names: (titleKey: string) => MenuNames): MenuItem[] {
  // spec 01 §2: a member without role and permissions gets an empty menu, hence /nopermission.
  if (!hasAnyAccess(ctx)) return [];
  const entries = new Map<MenuGroupKey | null, MenuItem[]>();
  for (const route of ROUTES) {
    if (!route.meta.menu || !isEntryVisible(ctx, route)) continue;
    const { group, icon, order, moduleid } = route.meta.menu;
    const title = menuTitleKey(route);
    const item: MenuItem = {
      moduleid,
      title,
      icon,
      to: route.path,
      url: '',
      childpages: [],
      order_no: order,
      ...names(title),
    };
    const list = entries.get(group) ?? [];
    list.push(item);
    entries.set(group, list);
  }

  const level = (parent: MenuGroupKey | null): MenuItem[] => {
    const items = [...(entries.get(parent) ?? [])];
    for (const group of MENU_GROUPS) {
      if (group.group !== parent) continue;
      // "The settings menu is shown to admin, super admin, or users with a settings permission."
      if (group.key === 'group_settings' && !canEnterSettings(ctx)) continue;
      const childpages = level(group.key);
      if (childpages.length === 0) continue;
      items.push({
        moduleid: group.moduleid,
        title: group.title,
        icon: group.icon,
        to: '',
        url: '',
        childpages,
        order_no: group.order,
        ...names(group.title),
      });
    }
    return items.sort((a, b) => a.order_no - b.order_no);
  };
  return level(null);
}
