// The permission checklist of a user role (spec 01 §6): keys are {module}_{action}; {module}_full_access grants
// everything in the module, and reports_full_access grants every reports_* module.

/** One entry of GET permissions/catalogue. */
export type CatalogueEntry = { module: string; actions: string[] };

export type PermissionGroup = {
  module: string;
  fullAccessKey: string;
  actions: { action: string; key: string }[];
};

export type GroupState = 'all' | 'some' | 'none';

const FULL_ACCESS = 'full_access';
const REPORTS_PREFIX = 'reports_';
const REPORTS_FULL_ACCESS = 'reports_full_access';

export function permissionKey(module: string, action: string): string {
  return `${module}_${action}`;
}

/**
 * The catalogue as checklist groups: one group per module (duplicates merged), actions in the server's order
 * without repeats, and full access taken out of the actions because it is the group's own switch.
 */
export function groupCatalogue(catalogue: readonly CatalogueEntry[]): PermissionGroup[] {
  const groups = new Map<string, PermissionGroup>();
  for (const entry of catalogue) {
    let group = groups.get(entry.module);
    if (!group) {
      group = { module: entry.module, fullAccessKey: permissionKey(entry.module, FULL_ACCESS), actions: [] };
      groups.set(entry.module, group);
    }
    for (const action of entry.actions) {
      if (action === FULL_ACCESS || group.actions.some((a) => a.action === action)) continue;
      group.actions.push({ action, key: permissionKey(entry.module, action) });
    }
  }
  return [...groups.values()];
}

/** spec 01 §6: full access of the module, or for reports_* modules reports_full_access, grants all. */
export function hasFullAccess(selected: readonly string[], module: string): boolean {
  if (selected.includes(permissionKey(module, FULL_ACCESS))) return true;
  return module.startsWith(REPORTS_PREFIX) && selected.includes(REPORTS_FULL_ACCESS);
}

/** Whether a single action counts as granted (by itself or through full access). */
export function isGranted(selected: readonly string[], group: PermissionGroup, key: string): boolean {
  return hasFullAccess(selected, group.module) || selected.includes(key);
}

/** How much of a module the role has: drives the group checkbox (checked, indeterminate or empty). */
export function groupState(selected: readonly string[], group: PermissionGroup): GroupState {
  if (hasFullAccess(selected, group.module)) return 'all';
  const granted = group.actions.filter((a) => selected.includes(a.key)).length;
  if (granted === 0) return 'none';
  return granted === group.actions.length ? 'all' : 'some';
}

/**
 * Switches full access of a module on or off. Switched on, the module's single actions are dropped: full access
 * already grants them, and a role then reads as exactly what it means.
 */
export function setFullAccess(selected: readonly string[], group: PermissionGroup, on: boolean): string[] {
  const own = new Set([group.fullAccessKey, ...group.actions.map((a) => a.key)]);
  const rest = selected.filter((key) => !own.has(key));
  return on ? [...rest, group.fullAccessKey] : rest;
}

/** Ticks or unticks one action; the order of the other keys is kept. */
export function setAction(selected: readonly string[], key: string, on: boolean): string[] {
  const rest = selected.filter((k) => k !== key);
  return on ? [...rest, key] : rest;
}

/** Number of modules the role grants something in, for the roles list. */
export function modulesGranted(selected: readonly string[], groups: readonly PermissionGroup[]): number {
  return groups.filter((g) => groupState(selected, g) !== 'none').length;
}

/**
 * Groups matching the search text (against their shown labels): a group whose module matches is shown whole,
 * otherwise only its matching actions are shown, so a search in the ~150 settings screens finds the one.
 */
export function filterGroups(
  groups: readonly PermissionGroup[],
  text: string,
  label: (group: PermissionGroup) => string,
  actionLabel: (group: PermissionGroup, action: string) => string,
): PermissionGroup[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...groups];
  const matches = (value: string) => value.toLowerCase().includes(needle);
  const found: PermissionGroup[] = [];
  for (const g of groups) {
    if (matches(label(g)) || matches(g.module)) {
      found.push(g);
      continue;
    }
    const actions = g.actions.filter((a) => matches(actionLabel(g, a.action)) || matches(a.key));
    if (actions.length > 0) found.push({ ...g, actions });
  }
  return found;
}
