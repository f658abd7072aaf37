// The simple settings lists and lookups of spec 01 §2 "Settings", §3 "Lookup lists loaded at start" and §7
// "Lookups" (STYLE "The resource registry"): each is a plain-data definition; this file holds the few defaults
// they share, so a list is its name, its screen and its own fields.
import { defineResource, type FieldDef, type ResourceDef } from '../resources/define-resource';

/** A list item's name: required, and unique per tenant (nobody wants two units called 'stk'). */
export const NAME: FieldDef = { type: 'text', required: true, max: 100, unique: true };
/** A name that may repeat (e.g. two makers both have a model 'Basic'). */
export const PLAIN_NAME: FieldDef = { type: 'text', required: true, max: 100 };
export const DESCRIPTION: FieldDef = { type: 'text', max: 500 };
/** Order of the items in pickers and boards (ticket statuses and priorities, workflow states: spec 01 §3). */
export const POSITION: FieldDef = { type: 'integer', required: true, min: 0, max: 9999 };
/** spec 01 §4: role ids (1 administrator, 2 office, 3 technician) that may choose the item; empty: every role. */
export const ROLES_ACCESS: FieldDef = { type: 'idarray' };
/** spec 01 §5: tax, discount and percent fields are 0 to 100. */
export const PERCENT: FieldDef = { type: 'decimal', min: 0, max: 100 };

export type SettingsListInput = {
  /** The spec's API name (case as written: 'OrderStandard', 'absenctypes'). */
  name: string;
  /** Key of the settings route that edits the list ('product_units' for /product_units): permission 'settings_<screen>'. */
  screen: string;
  fields: Record<string, FieldDef>;
  adminOnly?: boolean;
  /** Other settings screens that edit the same list (their permissions grant it too). */
  alsoScreens?: string[];
  kind?: ResourceDef['kind'];
  listColumns?: string[];
  searchFields?: string[];
  defaultSort?: ResourceDef['defaultSort'];
  displayField?: string;
  uniqueTogether?: ResourceDef['uniqueTogether'];
  rowRules?: ResourceDef['rowRules'];
};

const isShortText = (f: FieldDef) => f.type === 'text' && (f.max ?? 200) <= 255 && !f.secret;

/**
 * A settings list with the usual defaults: table named after the API name in lower case, permission of its
 * settings screen, list columns of every short field plus the active flag, search in the short free-text fields,
 * sorted by name.
 */
export function settingsList(input: SettingsListInput): ResourceDef {
  const entries = Object.entries(input.fields);
  const shown = entries
    .filter(
      ([, f]) =>
        f.type !== 'textarray' && f.type !== 'idarray' && !f.secret && (f.type !== 'text' || isShortText(f)),
    )
    .map(([k]) => k);
  return defineResource({
    name: input.name,
    table: input.name.toLowerCase(),
    permission: `settings_${input.screen}`,
    ...(input.adminOnly ? { adminOnly: true } : {}),
    ...(input.alsoScreens ? { alsoPermissions: input.alsoScreens.map((s) => `settings_${s}`) } : {}),
    kind: input.kind ?? 'name',
    fields: input.fields,
    listColumns: input.listColumns ?? [...shown, 'isactive'],
    searchFields:
      input.searchFields ?? entries.filter(([, f]) => isShortText(f) && !f.options).map(([k]) => k),
    defaultSort: input.defaultSort ?? { field: 'name', dir: 1 },
    ...(input.displayField ? { displayField: input.displayField } : {}),
    ...(input.uniqueTogether ? { uniqueTogether: input.uniqueTogether } : {}),
    ...(input.rowRules ? { rowRules: input.rowRules } : {}),
  });
}

/** A list of names only (with an optional description): the commonest settings list. */
export function nameList(name: string, screen: string, extra: Partial<SettingsListInput> = {}): ResourceDef {
  return settingsList({
    name,
    screen,
    ...extra,
    fields: { name: NAME, description: DESCRIPTION, ...extra.fields },
  });
}

/**
 * spec 01 §3 "Status lists" (orders, projects, offers, events, measures): status number, name, isinternal,
 * userrolesaccess and isdefault. The engine keeps one default and marks items of other roles disabled.
 */
export function statusList(name: string, screen: string): ResourceDef {
  return settingsList({
    name,
    screen,
    fields: {
      status: { type: 'integer', required: true, min: 1, max: 9999, unique: true },
      name: { type: 'text', required: true, max: 100 },
      isinternal: { type: 'boolean' },
      userrolesaccess: ROLES_ACCESS,
      isdefault: { type: 'boolean' },
    },
    listColumns: ['status', 'name', 'isinternal', 'isdefault', 'isactive'],
    searchFields: ['name'],
    defaultSort: { field: 'status', dir: 1 },
  });
}
