// Every route of spec 01 §2 and spec 02 §2 with its meta. The web router's navigation guard, the
// client's buttons and the server's menu builder (GET /api/useraccess/get_user_menus) all read this table.
import { RESOURCE_ROUTE_MATCH, RESOURCE_ROUTES } from '../resources/resource-routes';
import type { ModuleKey } from '../tenants/modules';
import type { MenuGroupDef, MenuGroupKey, RouteDef, RouteMenuMeta, RouteMeta } from './route-types';

type MetaInput = Omit<RouteMeta, 'title' | 'requiresAuth'> & { requiresAuth?: boolean };

// spec 01 §3 "Module ids"; pages without a module of their own use 'global'.
const MID = {
  order: 1,
  customer: 2,
  equipment: 3,
  offer: 4,
  project: 5,
  employee: 6,
  building: 7,
  eventReport: 8,
  chemicalList: 9,
  expertise: 10,
  hse: 11,
  task: 12,
  product: 13,
  internalEquipment: 15,
  invoice: 16,
  warehouseOrder: 17,
  productionOrder: 18,
  appointment: 19,
  inspection: 20,
  lead: 21,
  expenses: 22,
  global: 24,
  booking: 26,
  contact: 27,
} as const;

/** Translation keys have no dots: route 'customers.detail' has the title 'routes.customers_detail'. */
export function routeKey(name: string): string {
  return name.replace(/\./g, '_');
}

function route(name: string, path: string, meta: MetaInput = {}, parent?: string): RouteDef {
  const def: RouteDef = {
    path,
    name,
    meta: { requiresAuth: true, ...meta, title: `routes.${routeKey(name)}` },
  };
  if (parent) def.parent = parent;
  return def;
}

function menu(
  group: MenuGroupKey | null,
  order: number,
  icon: string,
  moduleid: number,
  extra: Partial<RouteMenuMeta> = {},
): RouteMenuMeta {
  return { group, order, icon, moduleid, ...extra };
}

function publicPage(name: string, path: string, extra: MetaInput = {}): RouteDef {
  return route(name, path, { requiresAuth: false, layout: 'none', ...extra });
}

type Tab = string | [tab: string, extra: MetaInput];

/** One child route per tab of a record: '<recordPath>/<tab>', named '<base>.<tab>', parent '<base>.record'. */
function tabs(base: string, recordPath: string, meta: MetaInput, list: Tab[]): RouteDef[] {
  return list.map((t) => {
    const [tab, extra] = typeof t === 'string' ? [t, {}] : t;
    return route(`${base}.${tab}`, `${recordPath}/${tab}`, { ...meta, ...extra }, `${base}.record`);
  });
}

/** The record route itself: its bare path goes on to the first tab (detail). */
function record(base: string, recordPath: string, meta: MetaInput): RouteDef {
  return route(`${base}.record`, recordPath, { ...meta, defaultChild: 'detail' });
}

// ---------------------------------------------------------------------------------------------
// Shared meta per module. Record tabs take the record's view permission; tabs that show another
// module's data also need that module switched on (spec 01 §2 guard list).
const CUSTOMERS: MetaInput = {
  module: 'customers',
  permissions: ['customers_view'],
  tenantModule: 'customers',
};
const CONTACTS: MetaInput = { module: 'contacts', permissions: ['contacts_view'], tenantModule: 'contacts' };
const LEADS: MetaInput = {
  module: 'leads',
  permissions: ['leads_view'],
  requiresEnabledModule: 'leads',
  tenantModule: 'leads',
};
const APPOINTMENTS: MetaInput = {
  module: 'appointments',
  permissions: ['appointments_view'],
  tenantModule: 'appointments',
};
const BUILDINGS: MetaInput = {
  module: 'buildings',
  permissions: ['buildings_view'],
  tenantModule: 'buildings',
};
const EMPLOYEES: MetaInput = {
  module: 'employees',
  permissions: ['employees_view'],
  onlyAdmin: true,
  tenantModule: 'employees',
};
const ORDERS: MetaInput = {
  module: 'orders',
  permissions: ['orders_view'],
  requiresEnabledModule: 'orders',
  tenantModule: 'orders',
};
const OFFERS: MetaInput = {
  module: 'offers',
  permissions: ['offers_view'],
  requiresEnabledModule: 'offers',
  tenantModule: 'offers',
};
const PROJECTS: MetaInput = {
  module: 'projects',
  permissions: ['projects_view'],
  requiresEnabledModule: 'projects',
  tenantModule: 'projects',
};
// spec 01 §6: super admins and users with the technician or office role reach production routes.
const PRODUCTION_ORDER: MetaInput = {
  module: 'production_order',
  techRoleAccess: true,
  officeRoleAccess: true,
  requiresEnabledModule: 'production_order',
  tenantModule: 'production_order',
};
const PRODUCTION_WORK: MetaInput = {
  ...PRODUCTION_ORDER,
  module: 'production_work',
  requiresEnabledModule: 'production_work',
  tenantModule: 'production_work',
};
const EQUIPMENTS: MetaInput = {
  module: 'equipments',
  permissions: ['equipments_view'],
  tenantModule: 'equipments',
};
// spec 02 §6: HSE sub-pages (internal equipment is one of them) need view_my_own or view_others.
const hse = (module: string, tenantModule: ModuleKey = 'hse'): MetaInput => ({
  module,
  permissions: [`${module}_view_my_own`, `${module}_view_others`],
  tenantModule,
});
const INTERNAL_EQUIPMENTS: MetaInput = hse('internal_equipments', 'internal_equipments');
const WAREHOUSE: MetaInput = {
  module: 'warehouse',
  permissions: ['warehouse_manage_warehouse'],
  requiresEnabledModule: 'warehouse',
  tenantModule: 'warehouse',
};
const TIMER: MetaInput = {
  module: 'timer',
  permissions: ['timer_view'],
  requiresEnabledModule: 'timer',
  tenantModule: 'timer',
};
const TIMER_APPROVE: MetaInput = {
  ...TIMER,
  permissions: ['timer_approve_own_hours', 'timer_approve_others_hours'],
};
const INVOICE: MetaInput = {
  module: 'invoice',
  permissions: ['invoice_view'],
  requiresEnabledModule: 'invoice',
  tenantModule: 'invoice',
};
const SERVICECONTRACTS: MetaInput = {
  module: 'servicecontracts',
  permissions: ['servicecontracts_view'],
  requiresEnabledModule: 'servicecontracts',
  tenantModule: 'servicecontracts',
};
const BOOKINGS: MetaInput = {
  module: 'bookings',
  permissions: ['bookings_view'],
  requiresEnabledModule: 'bookings',
  tenantModule: 'bookings',
};
const RENTAL: MetaInput = {
  module: 'rental',
  permissions: ['rental_view'],
  requiresEnabledModule: 'rental',
  tenantModule: 'rental',
};
const TASKS: MetaInput = { module: 'tasks', permissions: ['tasks_view'], tenantModule: 'tasks' };
const INSPECTIONS: MetaInput = {
  module: 'inspections',
  permissions: ['inspections_view'],
  tenantModule: 'inspections',
};
// spec 01 §6: wiki entries need view_wiki or manage_wiki.
const WIKI: MetaInput = {
  module: 'wiki',
  permissions: ['wiki_view_wiki', 'wiki_manage_wiki'],
  tenantModule: 'wiki',
};
/** Tabs and sub-pages of a record that show wiki pages. */
const WIKI_TAB: MetaInput = { permissions: WIKI.permissions };
const DOCUMENTS: MetaInput = {
  module: 'documents',
  permissions: ['documents_manage_documents'],
  tenantModule: 'documents',
};
const TICKETS: MetaInput = {
  module: 'tickets',
  permissions: ['tickets_view'],
  requiresTicketing: true,
  tenantModule: 'tickets',
};
/** A tab that shows another module's data also needs that module switched on. */
const alsoNeeds = (module: string, extra: MetaInput = {}): MetaInput => ({
  requiresAlsoEnabled: [module],
  ...extra,
});
const manageDocuments = (module: string): MetaInput => ({ permissions: [`${module}_manage_documents`] });

// ---------------------------------------------------------------------------------------------
// Menu groups (spec 01 §6 menu rules; the settings group has sub-groups following the spec's
// grouping of the ~150 settings screens).
const settingsGroup = (key: MenuGroupKey, order: number, icon: string): MenuGroupDef => ({
  key,
  group: 'group_settings',
  icon,
  order,
  moduleid: MID.global,
  title: `menus.${key}`,
});

export const MENU_GROUPS: MenuGroupDef[] = [
  {
    key: 'group_production',
    group: null,
    icon: 'Factory',
    order: 115,
    moduleid: MID.productionOrder,
    title: 'menus.group_production',
  },
  {
    key: 'group_warehouse',
    group: null,
    icon: 'Warehouse',
    order: 125,
    moduleid: MID.warehouseOrder,
    title: 'menus.group_warehouse',
  },
  {
    key: 'group_timer',
    group: null,
    icon: 'Timer',
    order: 130,
    moduleid: MID.global,
    title: 'menus.group_timer',
  },
  {
    key: 'group_hse',
    group: null,
    icon: 'HealthAndSafety',
    order: 190,
    moduleid: MID.hse,
    title: 'menus.group_hse',
  },
  {
    key: 'group_tickets',
    group: null,
    icon: 'ConfirmationNumber',
    order: 210,
    moduleid: MID.global,
    title: 'menus.group_tickets',
  },
  {
    key: 'group_reports',
    group: null,
    icon: 'Assessment',
    order: 230,
    moduleid: MID.global,
    title: 'menus.group_reports',
  },
  {
    key: 'group_settings',
    group: null,
    icon: 'Settings',
    order: 300,
    moduleid: MID.global,
    title: 'menus.group_settings',
  },
  settingsGroup('group_settings_access', 10, 'AdminPanelSettings'),
  settingsGroup('group_settings_general', 20, 'Tune'),
  settingsGroup('group_settings_customers', 30, 'People'),
  settingsGroup('group_settings_sales', 40, 'RequestQuote'),
  settingsGroup('group_settings_orders', 50, 'Assignment'),
  settingsGroup('group_settings_products', 60, 'Inventory2'),
  settingsGroup('group_settings_equipment', 70, 'Build'),
  settingsGroup('group_settings_checklists', 80, 'Checklist'),
  settingsGroup('group_settings_warehouse', 90, 'Warehouse'),
  settingsGroup('group_settings_hours', 100, 'Timer'),
  settingsGroup('group_settings_tasks', 110, 'Task'),
  settingsGroup('group_settings_hse', 120, 'HealthAndSafety'),
  settingsGroup('group_settings_documents', 130, 'Description'),
  settingsGroup('group_settings_invoicing', 140, 'Receipt'),
  settingsGroup('group_settings_integrations', 150, 'Extension'),
];

// ---------------------------------------------------------------------------------------------
// Settings screens (spec 01 §2 "Settings"): module 'settings', path '/<name>' as the spec writes it,
// each with its own permission 'settings_<name>' (spec 01 §6 "each settings entry needs its own
// permission"). Screens that change how the whole tenant works (access, integrations, accounting,
// ticket administration of spec 01 §6) are administrator-only; the simple lists can be handed to a
// non-admin through their permission.
type SettingExtra = MetaInput & { icon?: string; noMenu?: boolean };
type SettingEntry = string | [name: string, extra: SettingExtra];

/** '/advanced-tickets' -> 'advanced_tickets': permission keys and route names use snake_case. */
function settingKey(name: string): string {
  return name.replace(/-/g, '_');
}

function settings(
  group: MenuGroupKey,
  icon: string,
  common: SettingExtra,
  entries: SettingEntry[],
  firstOrder = 10,
): RouteDef[] {
  return entries.map((entry, i) => {
    const [name, own] = typeof entry === 'string' ? [entry, {}] : entry;
    const { icon: ownIcon, noMenu, ...meta } = { ...common, ...own };
    const key = settingKey(name);
    const resource = RESOURCE_ROUTES[`settings.${key}`];
    const resourceMatch = RESOURCE_ROUTE_MATCH[`settings.${key}`];
    return route(`settings.${key}`, `/${name}`, {
      module: 'settings',
      permissions: [`settings_${key}`],
      // A simple list is the generic screen of its resource definition, unless the entry names its own screen.
      ...(resource ? { screen: 'resource', resource } : {}),
      ...(resourceMatch ? { resourceMatch } : {}),
      ...meta,
      ...(noMenu ? {} : { menu: menu(group, firstOrder + i * 10, ownIcon ?? icon, MID.global) }),
    });
  });
}

const ADMIN: SettingExtra = { onlyAdmin: true };

const SETTINGS_ROUTES: RouteDef[] = [
  ...settings('group_settings_access', 'Security', ADMIN, [
    ['permissions', { screen: 'permissions', icon: 'ManageAccounts' }],
    ['userrole', { screen: 'userrole', icon: 'Group' }],
    ['system_config', { screen: 'system_config', icon: 'Tune' }],
    ['integrations', { icon: 'Extension', screen: 'integrations' }],
    ['currencies', { icon: 'CurrencyExchange' }],
    ['translation', { screen: 'translation', icon: 'Translate' }],
    ['company_info', { screen: 'company_info', icon: 'Business' }],
  ]),
  route('settings.currencies_actions', '/currencies/actions/:currency_id?', {
    module: 'settings',
    permissions: ['settings_currencies'],
    onlyAdmin: true,
    screen: 'currency_form',
  }),
  ...settings('group_settings_general', 'Tune', {}, [
    'properties',
    ['departments', { screen: 'departments', icon: 'AccountTree' }],
    ['general_settings', { ...ADMIN, screen: 'settings_record' }],
    ['sms_settings', { ...ADMIN, icon: 'Sms', screen: 'settings_record' }],
    ['default_terms', { screen: 'settings_record' }],
    ['mail_contents', { icon: 'Email' }],
    ['sms_contents', { icon: 'Sms' }],
    'order_status_list',
    ['project_status_list', { tenantModule: 'projects' }],
    'activities',
    'payment_terms',
    ['custom_tiles', { icon: 'Widgets' }],
    ['iframe_dashboard', { icon: 'Dashboard' }],
    'field_customization',
  ]),
  ...settings('group_settings_customers', 'People', { tenantModule: 'customers' }, [
    'customer_priority',
    'customer_shipments',
    'customer_industries',
    'customer_sale_types',
    'customer_custom_fields',
  ]),
  ...settings('group_settings_sales', 'RequestQuote', {}, [
    ['offer_types', { tenantModule: 'offers' }],
    ['offer_status', { tenantModule: 'offers' }],
    ['offermail_templates', { tenantModule: 'offers', icon: 'Email' }],
    ['lead_status', { tenantModule: 'leads' }],
    ['lead_secondary_status', { tenantModule: 'leads' }],
    ['lead_outcome', { tenantModule: 'leads' }],
    ['appointment_settings', { tenantModule: 'appointments', screen: 'settings_record' }],
    'meeting_type',
    'meeting_status',
  ]),
  ...settings('group_settings_orders', 'Assignment', {}, [
    'order_type',
    'order_category',
    'order_standard',
    ['expense_payment_type', { tenantModule: 'expenses' }],
    'work_order_columns',
    'workflow_states',
    ['servicecontract_settings', { tenantModule: 'servicecontracts', ...ADMIN, screen: 'settings_record' }],
    ['servicecontract_type', { tenantModule: 'servicecontracts' }],
    ['bookingstatus', { tenantModule: 'bookings' }],
    ['booking_settings', { tenantModule: 'bookings', screen: 'settings_record' }],
    ['rental_settings', { tenantModule: 'rental', screen: 'settings_record' }],
    ['rental_priceperiods', { tenantModule: 'rental' }],
  ]),
  ...settings('group_settings_products', 'Inventory2', { tenantModule: 'products' }, [
    'product_units',
    'product_tax',
    'product_category',
    'product_group',
    'product_earning_groups',
    'product_types',
    ['product_settings', { screen: 'settings_record' }],
    'product_workflow',
    // "legacy product earnings" and "timer discount earning" of the spec's Other group.
    'product_earnings',
    'timer_discount_earning',
    'grossmargins',
    'discountgroups',
  ]),
  // Spec 01 §2 describes the equipment settings loosely ("type, model, detail, fabricate ..."):
  // the paths below are named after the lookup lists of spec 01 §3.
  ...settings('group_settings_equipment', 'Build', { tenantModule: 'equipments' }, [
    'equipment_category',
    'equipment_type',
    'equipment_model',
    'equipment_detail',
    'equipment_fabricate',
    'equipment_status',
    'equipment_description_template',
    'machine_categories',
    'equipment_own_status',
    'refrigerants',
    'equipment_related_type',
    'equipment_area',
    ['internal_equipment_category', { tenantModule: 'internal_equipments' }],
    ['internal_equipment_type', { tenantModule: 'internal_equipments' }],
    ['internal_equipment_model', { tenantModule: 'internal_equipments' }],
    ['internal_equipment_fabricate', { tenantModule: 'internal_equipments' }],
    ['inspection-types', { tenantModule: 'inspections' }],
    'system_certificate',
  ]),
  ...settings('group_settings_checklists', 'Checklist', { tenantModule: 'checklists' }, [
    ['checklist_forms', { icon: 'DynamicForm', screen: 'checklist_forms' }],
    'checklist_category',
    'checklist_period',
    'checklist_header',
    'checklist_footer',
    'checklist_defaults',
  ]),
  ...settings('group_settings_warehouse', 'Warehouse', { tenantModule: 'warehouse' }, [
    ['warehouse_settings', { screen: 'settings_record', resource: 'warehouses' }],
    'warehouse_location',
    'warehouse_location_groups',
    'wh_segments',
    ['material_settings', { screen: 'settings_record' }],
  ]),
  ...settings('group_settings_hours', 'Timer', { tenantModule: 'timer' }, [
    'worktypes',
    'absencetypes',
    'additions',
    'hour_pricing',
    'shift_setting',
    'time_range',
  ]),
  ...settings('group_settings_tasks', 'Task', { tenantModule: 'tasks' }, [
    'task_status',
    'task_type',
    ['task_configuration', { screen: 'settings_record' }],
  ]),
  ...settings('group_settings_hse', 'HealthAndSafety', { tenantModule: 'hse' }, [
    'chemical_category',
    'chemical_risks',
    'chemical_dangers',
    'event_notification',
    'event_location',
    'event_category',
    'event_types',
    'event_status',
    'measures_status',
    'hse_wheel_settings',
    'hse_circle_settings',
    'expertise_type',
    'expertise_progress',
    'expertise_subtypes',
    'expertise_field',
  ]),
  ...settings('group_settings_documents', 'Description', {}, [
    ['sharepoint', { ...ADMIN, screen: 'settings_record' }],
    ['dms_settings', { ...ADMIN, screen: 'settings_record' }],
    'dms_folder_names',
    'document_file_names',
    'document_templates',
    'notification_template',
    ['first_page_template', { screen: 'settings_record' }],
    ['sms_templates', { icon: 'Sms' }],
    ['mail_templates', { icon: 'Email' }],
    ['wiki_pages', { icon: 'MenuBook' }],
  ]),
  route('settings.wiki_pages_actions', '/wiki_pages/actions/:wiki_id?', {
    module: 'settings',
    permissions: ['settings_wiki_pages'],
  }),
  route('settings.wiki_pages_preview', '/wiki_pages/preview/:wiki_id', {
    module: 'settings',
    permissions: ['settings_wiki_pages'],
  }),
  ...settings('group_settings_invoicing', 'Receipt', { tenantModule: 'invoice' }, [
    ['invoice_settings', { ...ADMIN, screen: 'settings_record' }],
    ['sales_accounts', ADMIN],
    ['cost_accounts', ADMIN],
    ['paymentmethod_1', ADMIN],
    ['bank_settings', ADMIN],
    'delivery_terms',
  ]),
  ...settings('group_settings_integrations', 'Extension', ADMIN, [
    ['clicksend_configuration', { screen: 'settings_record' }],
    ['unimicro_login', { screen: 'settings_record' }],
    ['boligmappa', { screen: 'settings_record' }],
    ['shopify_collections', { screen: 'settings_record' }],
    // spec 01 §2: callbacks of the accounting integrations and of the document storage; the spec
    // does not show their paths, so these names are ours. They are landing pages, not menu entries.
    ['visma_callback', { noMenu: true, permissions: ['settings_integrations'] }],
    ['fiken_callback', { noMenu: true, permissions: ['settings_integrations'] }],
    ['document_storage_callback', { noMenu: true, permissions: ['settings_integrations'] }],
  ]),
];

// Ticket administration lists sit in the tickets menu group: administrator-only (spec 01 §6) and
// only with the ticketing option (spec 02 §6).
const TICKET_ADMIN_ROUTES: RouteDef[] = settings(
  'group_tickets',
  'Label',
  { ...ADMIN, requiresTicketing: true, tenantModule: 'tickets' },
  [
    ['ticketcategories', { icon: 'Category' }],
    ['ticketstatus', { icon: 'Flag' }],
    ['ticketpriority', { icon: 'PriorityHigh' }],
    ['mail_configuration', { icon: 'MarkEmailRead' }],
    ['mailaddressfilter', { icon: 'FilterAlt' }],
    ['advanced-tickets', { icon: 'Tune', screen: 'settings_record' }],
    ['ticket_custom_fields', { icon: 'DynamicForm' }],
  ],
  20,
);

// ---------------------------------------------------------------------------------------------
// Reports (spec 02 §2 "Report routes", meta module reports). Each report has its own permission
// 'reports_<name>'; reports_full_access grants all of them (spec 01 §6).
type ReportEntry = [name: string, extra?: MetaInput];
function reports(entries: ReportEntry[]): RouteDef[] {
  return entries.map(([name, extra = {}], i) =>
    route(`reports.${name}`, `/${name}`, {
      module: 'reports',
      permissions: [`reports_${name}`],
      tenantModule: 'reports',
      ...extra,
      menu: menu('group_reports', (i + 1) * 10, 'Summarize', MID.global),
    }),
  );
}

const REPORT_ROUTES: RouteDef[] = reports([
  // spec 01 §2: standard reports also cover absence hours, employee status and the accounting export.
  [
    'standardreports',
    {
      permissions: [
        'reports_standardreports',
        'reports_absence_hours_report',
        'reports_employee_status_report',
        'reports_unimicro_report',
      ],
    },
  ],
  ['equipments_reports'],
  ['equipment_serialnumber_reports'],
  ['equipment_status_reports'],
  ['equipment_lastinspection_report', { screen: 'equipment_lastinspection_report' }],
  ['equipment_economy'],
  ['equipmentkickback_reports'],
  ['f_gas_reports', { screen: 'f_gas_reports' }],
  ['drainfill_reports', { screen: 'drainfill_reports' }],
  ['inspection_report', { screen: 'inspection_report' }],
  // spec 01 §2: the offer report belongs to module offers ("offers overview" permission).
  [
    'offer_reports',
    {
      module: 'offers',
      permissions: ['reports_offer_reports', 'offers_overview'],
      requiresEnabledModule: 'offers',
    },
  ],
  ['order_reports', alsoNeeds('orders')],
  ['calls_report'],
  ['sales_report'],
  ['provision_report'],
  ['turnover_report'],
  ['invoice_report', { ...alsoNeeds('invoice'), screen: 'invoice_report' }],
  ['invoice_reserve_report', { ...alsoNeeds('invoice'), screen: 'invoice_reserve_report' }],
  ['expense_reports'],
  ['product_reports'],
  ['warehouse_reports', alsoNeeds('warehouse')],
  ['project_reports', { ...alsoNeeds('projects'), screen: 'project_reports' }],
  ['budget_reports', { ...alsoNeeds('projects'), screen: 'project_reports' }],
]);

// ---------------------------------------------------------------------------------------------
export const ROUTES: RouteDef[] = [
  // Public and session pages (spec 01 §2).
  publicPage('login', '/login', { screen: 'login' }),
  publicPage('forgotpassword', '/forgotpassword', { screen: 'forgotpassword' }),
  publicPage('resetpassword', '/resetpassword', { screen: 'resetpassword' }),
  publicPage('sessionexpired', '/sessionexpired', { screen: 'sessionexpired' }),
  publicPage('booking_public', '/b/:uuid'),
  publicPage('openinvoice', '/openinvoice/:openinvoice_id', { screen: 'openinvoice' }),
  // The customer's answer to an offer through its token link (spec 02 §6 public pages).
  publicPage('offermail_status', '/offermail_status', { screen: 'offermail_status' }),
  publicPage('supportformbuilder', '/supportformbuilder/:id'),
  // Mail-provider sign-in callback: the signed-in administrator lands here from Microsoft.
  route('oauth_microsoft', '/oauth/microsoft', { layout: 'none' }),
  // Shown with the main layout so the user can still switch tenant or log out from the top bar.
  route('nopermission', '/nopermission', { screen: 'nopermission' }),

  // General.
  route('dashboard', '/dashboard', { screen: 'dashboard', menu: menu(null, 10, 'Dashboard', MID.global) }),
  route('notifications', '/notifications', { screen: 'notifications' }),
  route('changelog', '/changelog', { screen: 'changelog' }),
  route('search_results', '/search_results', { screen: 'search_results' }),
  route('notes', '/notes', { tenantModule: 'notes', menu: menu(null, 175, 'StickyNote2', MID.global) }),
  route('background_jobs', '/background_jobs', { menu: menu(null, 900, 'WorkHistory', MID.global) }),
  route('sms_history', '/sms_history', { menu: menu(null, 910, 'Sms', MID.global) }),
  // spec 01 §2: mail history needs only a login, but is in the menu for admins only.
  route('mail_history', '/mail_history', {
    screen: 'mail_history',
    menu: menu(null, 920, 'Email', MID.global, { onlyAdmin: true }),
  }),
  route('admin_portal', '/admin_portal', { onlySuperAdmin: true, screen: 'admin_portal' }),
  // spec 01 §6: invoice logs need the invoice logs permission.
  route('logs', '/logs', {
    ...INVOICE,
    permissions: ['invoice_logs'],
    screen: 'invoice_logs',
    menu: menu(null, 142, 'ReceiptLong', MID.invoice),
  }),

  // Customers, contacts, leads, employees, appointments.
  route('customers', '/customers', {
    ...CUSTOMERS,
    screen: 'customers',
    menu: menu(null, 20, 'People', MID.customer),
  }),
  route('customers.add', '/customers/add', {
    ...CUSTOMERS,
    permissions: ['customers_add'],
    screen: 'customer_add',
  }),
  record('customers', '/customers/:customer_id', CUSTOMERS),
  ...tabs('customers', '/customers/:customer_id', { ...CUSTOMERS, screen: 'customer_record' }, [
    'detail',
    ['orders', alsoNeeds('orders')],
    'overviews',
    ['projects', alsoNeeds('projects')],
    ['invoices', alsoNeeds('invoice')],
    // The tab lists contacts through the contacts API, so it needs the contacts' own view permission.
    ['contacts', { permissions: ['contacts_view'] }],
    'address',
    'checklist',
    ['servicecontracts', alsoNeeds('servicecontracts')],
    'inspections',
    'sms_history',
    'mail',
    'building',
    ['documents', manageDocuments('customers')],
    'equipments',
    ['offers', alsoNeeds('offers')],
    'tasks',
    'earning_and_discounts',
    'appointment',
    'addons',
    'netprices',
    ['tickets', { requiresTicketing: true }],
  ]),
  route('contacts', '/contacts', {
    ...CONTACTS,
    screen: 'contacts',
    menu: menu(null, 25, 'Contacts', MID.contact),
  }),
  route('contacts.actions', '/contacts/actions/:contact_id?', { ...CONTACTS, screen: 'contact_form' }),
  route('leads', '/leads', { ...LEADS, screen: 'leads', menu: menu(null, 30, 'PersonSearch', MID.lead) }),
  route('leads.add', '/leads/add', { ...LEADS, permissions: ['leads_add'], screen: 'lead_add' }),
  record('leads', '/leads/:lead_id', LEADS),
  ...tabs('leads', '/leads/:lead_id', { ...LEADS, screen: 'lead_record' }, [
    'detail',
    'appointments',
    'notes',
    ['documents', manageDocuments('leads')],
    ['offers', alsoNeeds('offers')],
  ]),
  route('employees', '/employees', {
    ...EMPLOYEES,
    screen: 'employees',
    menu: menu(null, 160, 'Badge', MID.employee),
  }),
  route('employees.actions', '/employees/actions/:employee_id?', { ...EMPLOYEES, screen: 'employee_edit' }),
  route('appointments', '/appointments', {
    ...APPOINTMENTS,
    screen: 'appointments',
    menu: menu(null, 65, 'Event', MID.appointment),
  }),
  route('appointments.actions', '/appointments/actions/:appointment_id?', {
    ...APPOINTMENTS,
    screen: 'appointment_form',
  }),
  route('buildings', '/buildings', {
    ...BUILDINGS,
    screen: 'buildings',
    menu: menu(null, 85, 'Apartment', MID.building),
  }),
  route('buildings.add', '/buildings/actions', {
    ...BUILDINGS,
    permissions: ['buildings_add'],
    screen: 'building_add',
  }),
  record('buildings', '/buildings/actions/:building_id', BUILDINGS),
  ...tabs('buildings', '/buildings/actions/:building_id', { ...BUILDINGS, screen: 'building_record' }, [
    'detail',
    'earning_and_discount',
    ['documents', manageDocuments('buildings')],
  ]),

  // Orders (spec 01 §2): the list accepts type=1 (my orders) and type=2 (unassigned orders).
  route('orders', '/orders', { ...ORDERS, screen: 'orders', menu: menu(null, 40, 'Assignment', MID.order) }),
  route('orders.add', '/orders/add', { ...ORDERS, permissions: ['orders_add'], screen: 'order_add' }),
  record('orders', '/orders/:order_id', ORDERS),
  ...tabs('orders', '/orders/:order_id', { ...ORDERS, screen: 'order_record' }, [
    'detail',
    'dashboard',
    'products',
    'checklist',
    'building',
    'event',
    'tasks',
    'equipments',
    ['rental', alsoNeeds('rental')],
    ['documents', manageDocuments('orders')],
    'cobuilder',
    ['wiki', WIKI_TAB],
    'images',
    'sms_history',
    'expenses',
    'inspections',
    // spec 01 §2: the hours tab needs timer permissions.
    ['hours', alsoNeeds('timer', { permissions: ['timer_view'] })],
    ['invoice', alsoNeeds('invoice', { permissions: ['invoice_view'] })],
    'earning_and_discounts',
    'certificate',
  ]),
  route(
    'orders.wiki_actions',
    '/orders/:order_id/wiki/actions/:wiki_id?',
    { ...ORDERS, ...WIKI_TAB },
    'orders.record',
  ),
  route(
    'orders.wiki_preview',
    '/orders/:order_id/wiki/preview/:wiki_id',
    { ...ORDERS, ...WIKI_TAB },
    'orders.record',
  ),
  route(
    'orders.invoice_actions',
    '/orders/:order_id/invoice/actions/:invoice_id?',
    { ...ORDERS, ...alsoNeeds('invoice', { permissions: ['invoice_view'] }), screen: 'invoice_record' },
    'orders.record',
  ),
  route(
    'orders.invoice_creditnote',
    '/orders/:order_id/invoice/creditnote/:invoice_id?',
    { ...ORDERS, ...alsoNeeds('invoice', { permissions: ['invoice_view'] }), screen: 'invoice_creditnote' },
    'orders.record',
  ),

  // Offers.
  route('offers', '/offers', {
    ...OFFERS,
    screen: 'offers',
    menu: menu(null, 45, 'RequestQuote', MID.offer, { hiddenWhenOrderIsOffer: true }),
  }),
  route('offers.add', '/offers/add', { ...OFFERS, permissions: ['offers_add'], screen: 'offer_add' }),
  record('offers', '/offers/:offer_id', OFFERS),
  ...tabs('offers', '/offers/:offer_id', { ...OFFERS, screen: 'offer_record' }, [
    'detail',
    'products',
    ['documents', manageDocuments('offers')],
    'checklist',
    'images',
    'building',
    'equipments',
    'earning_and_discounts',
  ]),

  // Projects.
  route('projects', '/projects', {
    ...PROJECTS,
    screen: 'projects',
    menu: menu(null, 50, 'AccountTree', MID.project),
  }),
  route('projects.add', '/projects/add', {
    ...PROJECTS,
    permissions: ['projects_add'],
    screen: 'project_add',
  }),
  record('projects', '/projects/:project_id', PROJECTS),
  ...tabs('projects', '/projects/:project_id', { ...PROJECTS, screen: 'project_record' }, [
    'detail',
    'dashboard',
    ['orders', alsoNeeds('orders')],
    ['invoice', alsoNeeds('invoice')],
    ['documents', manageDocuments('projects')],
    'earning_and_discounts',
    'expenses',
  ]),

  // Production (spec 01 §2): the order list is at order/, with archived, by product and in production.
  route('production_order', '/production_order', { ...PRODUCTION_ORDER, defaultChild: 'order' }),
  route('production_order.order', '/production_order/order', {
    ...PRODUCTION_ORDER,
    menu: menu('group_production', 10, 'Factory', MID.productionOrder),
  }),
  route('production_order.actions', '/production_order/order/actions/:id?', PRODUCTION_ORDER),
  route('production_order.archived', '/production_order/archived', {
    ...PRODUCTION_ORDER,
    menu: menu('group_production', 20, 'Inventory', MID.productionOrder),
  }),
  route('production_order.by_product', '/production_order/by_product', {
    ...PRODUCTION_ORDER,
    menu: menu('group_production', 30, 'Category', MID.productionOrder),
  }),
  route('production_order.in_production', '/production_order/in_production', {
    ...PRODUCTION_ORDER,
    menu: menu('group_production', 40, 'Construction', MID.productionOrder),
  }),
  route('productionwork_list', '/productionwork_list', {
    ...PRODUCTION_WORK,
    menu: menu('group_production', 50, 'Engineering', MID.productionOrder),
  }),

  // Equipment.
  route('equipments', '/equipments', {
    ...EQUIPMENTS,
    screen: 'equipments',
    menu: menu(null, 70, 'Build', MID.equipment),
  }),
  route('equipments.add', '/equipments/add', {
    ...EQUIPMENTS,
    permissions: ['equipments_add'],
    screen: 'equipment_add',
  }),
  record('equipments', '/equipments/:equipment_id', EQUIPMENTS),
  ...tabs('equipments', '/equipments/:equipment_id', { ...EQUIPMENTS, screen: 'equipment_record' }, [
    'detail',
    'dashboard',
    ['documents', manageDocuments('equipments')],
    'images',
    ['offers', alsoNeeds('offers')],
    ['orders', alsoNeeds('orders')],
    'checklist',
    'tasks',
    'inspections',
    'soslogs',
  ]),
  // The spec names add and the record for internal equipment; the list sits at the root.
  route('internal_equipments', '/internal-equipments', {
    ...INTERNAL_EQUIPMENTS,
    screen: 'internal_equipments',
    menu: menu('group_hse', 90, 'Construction', MID.internalEquipment),
  }),
  route('internal_equipments.add', '/internal-equipments/add', {
    ...INTERNAL_EQUIPMENTS,
    permissions: ['internal_equipments_add'],
    screen: 'internal_equipment_add',
  }),
  record('internal_equipments', '/internal-equipments/:equipment_id', INTERNAL_EQUIPMENTS),
  ...tabs(
    'internal_equipments',
    '/internal-equipments/:equipment_id',
    { ...INTERNAL_EQUIPMENTS, screen: 'internal_equipment_record' },
    [
      'detail',
      'tasks',
      ['documents', manageDocuments('internal_equipments')],
      'checklist',
      'approvalhistory',
      'usagehistory',
    ],
  ),
  route('inspections', '/inspections', {
    ...INSPECTIONS,
    screen: 'inspections',
    // spec 01 §6: the inspections menu also needs a default inspection type.
    menu: menu(null, 75, 'FactCheck', MID.inspection, { requiresDefaultInspectionType: true }),
  }),
  route('inspections.actions', '/inspections/actions/:inspection_id?', {
    ...INSPECTIONS,
    screen: 'inspection_record',
  }),
  // spec 01 §6: checklists need orders view or equipments view.
  route('all_order_equipment_checklists', '/all_order_equipment_checklists', {
    module: 'checklists',
    permissions: ['orders_view', 'equipments_view'],
    tenantModule: 'checklists',
    menu: menu(null, 80, 'Checklist', MID.global),
    screen: 'all_order_equipment_checklists',
  }),

  // Products and warehouse. The product register lives under /w_h but belongs to module products,
  // so tenants without the warehouse module still reach it (orders and invoices need products).
  route('warehouse.products', '/w_h/products', {
    module: 'products',
    permissions: ['products_view'],
    tenantModule: 'products',
    screen: 'products',
    menu: menu(null, 120, 'Inventory2', MID.product),
  }),
  route('warehouse.products_form', '/w_h/products/advanced_form/:product_id?', {
    module: 'products',
    permissions: ['products_view'],
    tenantModule: 'products',
    screen: 'product_form',
  }),
  route('warehouse.stocks', '/w_h/stocks', {
    ...WAREHOUSE,
    menu: menu('group_warehouse', 10, 'Inventory', MID.warehouseOrder),
  }),
  route('warehouse.ccsheet', '/w_h/ccsheet', {
    ...WAREHOUSE,
    menu: menu('group_warehouse', 20, 'FormatListNumbered', MID.warehouseOrder),
  }),
  route('warehouse.ccsheet_actions', '/w_h/ccsheet/actions/:sheet_id?/:has_edit?', WAREHOUSE),
  route('warehouse.ccsheet_adjustment_order', '/w_h/ccsheet/adjustment_order/:sheet_id', WAREHOUSE),
  route('warehouse.order', '/w_h/order', {
    ...WAREHOUSE,
    menu: menu('group_warehouse', 30, 'LocalShipping', MID.warehouseOrder),
  }),
  route('warehouse.supplierorder', '/w_h/order/supplierorder/actions/:supp_id?', WAREHOUSE),
  route('warehouse.backorder', '/w_h/order/backorder', {
    ...WAREHOUSE,
    menu: menu('group_warehouse', 40, 'Schedule', MID.warehouseOrder),
  }),
  route('warehouse.lowstockproposal', '/w_h/order/lowstockproposal', {
    ...WAREHOUSE,
    menu: menu('group_warehouse', 50, 'ShoppingCart', MID.warehouseOrder),
  }),
  route('warehouse.adjustmentorder', '/w_h/order/adjustmentorder/actions/:adjust_id?', WAREHOUSE),
  route('warehouse.returnorder', '/w_h/order/returnorder/actions/:return_id?', WAREHOUSE),
  route('warehouse.transferorder', '/w_h/order/transferorder/actions/:transfer_id?', WAREHOUSE),

  // Time (spec 02 §2: /timer with hours, approval_hours, approval_absence, reports).
  route('timer', '/timer', { ...TIMER, defaultChild: 'hours' }),
  route('timer.hours', '/timer/hours', {
    ...TIMER,
    screen: 'timer_hours',
    menu: menu('group_timer', 10, 'AccessTime', MID.global),
  }),
  route('timer.approval_hours', '/timer/approval_hours', {
    ...TIMER_APPROVE,
    screen: 'timer_approval_hours',
    menu: menu('group_timer', 20, 'AssignmentTurnedIn', MID.global),
  }),
  route('timer.approval_absence', '/timer/approval_absence', {
    ...TIMER_APPROVE,
    screen: 'timer_approval_absence',
    menu: menu('group_timer', 30, 'EventAvailable', MID.global),
  }),
  route('timer.reports', '/timer/reports', {
    ...TIMER,
    screen: 'timer_reports',
    menu: menu('group_timer', 40, 'Summarize', MID.global),
  }),

  // Invoicing.
  route('invoice', '/invoice', {
    ...INVOICE,
    screen: 'invoices',
    menu: menu(null, 140, 'Receipt', MID.invoice),
  }),
  route('supplier_invoice', '/supplier_invoice', {
    module: 'supplier_invoice',
    permissions: ['supplier_invoice_view'],
    tenantModule: 'supplier_invoice',
    menu: menu(null, 145, 'ReceiptLong', MID.invoice),
  }),
  // Issue 10: drafts of the tenant's own invoices waiting for approval (invoice settings requireapproval).
  route('invoice_approval', '/invoice_approval', {
    ...INVOICE,
    permissions: ['invoice_edit'],
    screen: 'invoice_approval',
    menu: menu(null, 147, 'Approval', MID.invoice),
  }),
  // spec 01 §6: expenses are administrator-only.
  route('expenses', '/expenses', {
    module: 'expenses',
    permissions: ['expenses_view'],
    onlyAdmin: true,
    tenantModule: 'expenses',
    menu: menu(null, 150, 'Payments', MID.expenses),
  }),
  route('expenses.actions', '/expenses/actions/:expense_id?', {
    module: 'expenses',
    permissions: ['expenses_view'],
    onlyAdmin: true,
    tenantModule: 'expenses',
  }),

  // Planning, tasks, documents.
  // spec 01 §6: the resource planner needs orders view or appointments view.
  route('resourceplanner', '/resourceplanner', {
    module: 'resourceplanner',
    permissions: ['orders_view', 'appointments_view'],
    tenantModule: 'resourceplanner',
    screen: 'resourceplanner',
    menu: menu(null, 60, 'CalendarMonth', MID.global),
  }),
  route('tasks', '/tasks', { ...TASKS, menu: menu(null, 170, 'Task', MID.task) }),
  route('tasks.actions', '/tasks/actions/:task_id?', TASKS),
  // The spec gives /documents and /warehouse_reports no login flag; they show tenant data, so they
  // need a sign-in like every other page (a decision to record in docs/decisions.md).
  route('documents', '/documents', { ...DOCUMENTS, menu: menu(null, 180, 'Folder', MID.global) }),
  route('document_builder', '/document_builder', {
    ...DOCUMENTS,
    menu: menu(null, 185, 'Article', MID.global),
  }),
  route('document_builder.actions', '/document_builder/actions/:report_id?', DOCUMENTS),

  // Service contracts, bookings, rental.
  route('servicecontracts', '/servicecontracts', {
    ...SERVICECONTRACTS,
    menu: menu(null, 90, 'Handshake', MID.global),
  }),
  route('servicecontracts.add', '/servicecontracts/add', {
    ...SERVICECONTRACTS,
    permissions: ['servicecontracts_add'],
  }),
  record('servicecontracts', '/servicecontracts/:servicecontract_id', SERVICECONTRACTS),
  ...tabs('servicecontracts', '/servicecontracts/:servicecontract_id', SERVICECONTRACTS, [
    'detail',
    'earning_and_discount',
    ['documents', manageDocuments('servicecontracts')],
  ]),
  route('bookings', '/bookings', { ...BOOKINGS, menu: menu(null, 95, 'BookOnline', MID.booking) }),
  route('bookings.add', '/bookings/add', { ...BOOKINGS, permissions: ['bookings_add'] }),
  record('bookings', '/bookings/:booking_id', BOOKINGS),
  ...tabs('bookings', '/bookings/:booking_id', BOOKINGS, ['detail', 'customers']),
  route('rental', '/rental', { ...RENTAL, menu: menu(null, 100, 'CarRental', MID.global) }),
  route('equipments_rental', '/equipments_rental', {
    ...RENTAL,
    menu: menu(null, 105, 'Construction', MID.global),
  }),

  // HSE (spec 02 §2 "HSE routes").
  route('hse_documents', '/hse_documents', {
    ...hse('hse_documents'),
    menu: menu('group_hse', 10, 'Description', MID.hse),
  }),
  route('chemical_list', '/chemical_list', {
    ...hse('chemical_list'),
    menu: menu('group_hse', 20, 'Science', MID.chemicalList),
  }),
  route('chemical_list.actions', '/chemical_list/actions/:chemical_list_id?', hse('chemical_list')),
  route('event_report', '/event_report', {
    ...hse('event_report'),
    menu: menu('group_hse', 30, 'ReportProblem', MID.eventReport),
  }),
  route('event_report.actions', '/event_report/actions/:eventReport_list_id?', hse('event_report')),
  route('expertise', '/expertise', {
    ...hse('expertise'),
    menu: menu('group_hse', 40, 'School', MID.expertise),
  }),
  route('expertise.actions', '/expertise/actions/:expertise_id?', hse('expertise')),
  route('deviationmeasures', '/deviationmeasures', {
    ...hse('deviationmeasures'),
    menu: menu('group_hse', 50, 'Rule', MID.hse),
  }),
  route('hse_wheel', '/hse_wheel', {
    ...hse('hse_wheel'),
    menu: menu('group_hse', 60, 'DonutLarge', MID.hse),
  }),
  route('hms_process', '/hms_process', {
    ...hse('hms_process'),
    menu: menu('group_hse', 70, 'Autorenew', MID.hse),
  }),
  route('hms_process.actions', '/hms_process/actions/:process_id?', hse('hms_process')),
  route('hms_checklist', '/hms_checklist', {
    ...hse('hms_checklist'),
    menu: menu('group_hse', 80, 'Checklist', MID.hse),
    screen: 'hms_checklist',
  }),
  route('open_wiki', '/open-wiki', { ...WIKI, menu: menu('group_hse', 100, 'MenuBook', MID.hse) }),
  route('wiki', '/wiki/:wiki_id', WIKI),

  // Tickets (spec 02 §2 "Ticket routes").
  route('tickets', '/tickets', {
    ...TICKETS,
    menu: menu('group_tickets', 10, 'ConfirmationNumber', MID.global),
  }),
  route('tickets.create', '/tickets/create', { ...TICKETS, permissions: ['tickets_add'] }),
  route('tickets.actions', '/tickets/actions/:ticket_id?', TICKETS),
  ...TICKET_ADMIN_ROUTES,
  route('settings.mail_configuration_actions', '/mail_configuration/actions/:mailconfig_id?', {
    module: 'settings',
    permissions: ['settings_mail_configuration'],
    onlyAdmin: true,
    requiresTicketing: true,
    tenantModule: 'tickets',
    screen: 'mailconfiguration_form',
  }),

  // Webshop integrations (spec 01 §2: redirect to /dashboard when the integration is off).
  route('shopbox', '/shopbox', {
    module: 'integrations',
    requiresIntegration: 'shopbox',
    menu: menu(null, 220, 'Storefront', MID.global),
  }),
  record('shopbox', '/shopbox/:shopbox_id', { module: 'integrations', requiresIntegration: 'shopbox' }),
  ...tabs('shopbox', '/shopbox/:shopbox_id', { module: 'integrations', requiresIntegration: 'shopbox' }, [
    'detail',
    'products',
  ]),
  route('opencart', '/opencart', {
    module: 'integrations',
    requiresIntegration: 'opencart',
    menu: menu(null, 225, 'ShoppingCart', MID.global),
  }),
  record('opencart', '/opencart/:opencart_id', { module: 'integrations', requiresIntegration: 'opencart' }),
  ...tabs('opencart', '/opencart/:opencart_id', { module: 'integrations', requiresIntegration: 'opencart' }, [
    'detail',
    'products',
  ]),

  ...REPORT_ROUTES,
  ...SETTINGS_ROUTES,
];

/** Settings screens: the routes of module 'settings' (one permission each). */
export const SETTINGS_SCREENS: string[] = ROUTES.filter(
  (r) => r.meta.module === 'settings' && r.meta.menu,
).map((r) => r.name.slice('settings.'.length));
