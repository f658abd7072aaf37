// Issue 11 (a lighter first load): which translation sections load with which screens. The client asks the
// server for the texts of one language only (GET /api/tenanttranslation/texts): at start the shell's sections,
// and with each lazily loaded screen the sections listed here for it, fetched alongside the screen's chunk.
//
// The safe default: a section NOT named here loads with the shell, so a new module's section file (registered
// with its one line in translations/index.ts) works on every page at once. Moving it to its screens is one line
// here; apps/web/src/app/screen-sections.test.ts then checks that every screen whose code uses the section is
// listed (it reads the screens' imports), and the client still loads a section on first use if a key of a
// section it has not loaded is asked for.

/** The record pages: their tabs (apps/web/src/app/record-tabs.tsx) show one another's lists (orders, invoices ...). */
const RECORD_PAGES = [
  'customer_record',
  'order_record',
  'offer_record',
  'lead_record',
  'project_record',
  'building_record',
  'equipment_record',
  'internal_equipment_record',
  'inspection_record',
];

/** section -> the screens (route meta.screen, apps/web/src/app/screens.ts) that load it. [] = server only. */
export const SECTION_SCREENS: Record<string, readonly string[]> = {
  login: ['login', 'forgotpassword', 'resetpassword', 'sessionexpired', 'nopermission'],
  dashboard: ['dashboard'],
  // Issue 9: the hour screens; the record pages because their registered tabs (record-tabs.tsx) include the
  // order's hours tab.
  timer: ['timer_hours', 'timer_approval_hours', 'timer_approval_absence', 'timer_reports', ...RECORD_PAGES],
  // Issue 8: the F-gas reports.
  fgas: ['f_gas_reports', 'drainfill_reports'],
  notifications: ['notifications'],
  changelog: ['changelog'],
  adminportal: ['admin_portal'],
  settingslists: ['resource', 'integrations', 'currency_form', 'mailconfiguration_form', 'settings_record'],
  resources: [
    'resource',
    'customer_add',
    'customer_record',
    'currency_form',
    'mailconfiguration_form',
    'settings_record',
  ],
  leads: [
    'leads',
    'lead_add',
    'lead_record',
    'building_add',
    'building_record',
    'employee_edit',
    'project_add',
    'project_record',
    'project_reports',
    'inspection_record',
    'f_gas_reports',
    'drainfill_reports',
  ],
  buildings: ['buildings', 'building_add', 'building_record', 'project_add', 'project_record'],
  employees: ['employees', 'employee_edit'],
  equipment: [
    'customer_record',
    'lead_record',
    'building_record',
    'order_record',
    'offer_record',
    'project_record',
    'project_reports',
    'f_gas_reports',
    'drainfill_reports',
    'equipments',
    'equipment_add',
    'equipment_record',
    'internal_equipments',
    'internal_equipment_add',
    'internal_equipment_record',
    'inspection_record',
  ],
  products: [
    'products',
    'product_form',
    'equipment_add',
    'equipment_record',
    'internal_equipment_add',
    'internal_equipment_record',
  ],
  // Issue 11: the sections of the work screens (about half of the shell's texts in one language), which the shell
  // itself never shows; each with the screens screen-sections.test.ts finds using it, a record page's tabs included.
  invoices: [
    ...RECORD_PAGES,
    'invoices',
    'invoice_record',
    'invoice_creditnote',
    'invoice_report',
    'invoice_reserve_report',
    'invoice_approval',
    'invoice_logs',
    'openinvoice',
  ],
  checklists: [...RECORD_PAGES, 'checklist_forms', 'all_order_equipment_checklists', 'hms_checklist'],
  checklistsapi: [...RECORD_PAGES, 'checklist_forms', 'all_order_equipment_checklists', 'hms_checklist'],
  orders: [
    ...RECORD_PAGES,
    'checklist_forms',
    'all_order_equipment_checklists',
    'hms_checklist',
    'orders',
    'order_add',
    'resourceplanner',
  ],
  inspections: [...RECORD_PAGES, 'inspections', 'inspection_report', 'equipment_lastinspection_report'],
  offers: [...RECORD_PAGES, 'offers', 'offer_add', 'offermail_status'],
  projects: [...RECORD_PAGES, 'projects', 'project_add', 'project_reports'],
  planner: [...RECORD_PAGES, 'resourceplanner', 'appointments', 'appointment_form'],
  orderdocs: [...RECORD_PAGES],
  hoursapi: [...RECORD_PAGES, 'timer_hours', 'timer_reports'],
  files: [...RECORD_PAGES, 'system_config'],
  mailhistory: [...RECORD_PAGES, 'mail_history'],
  addlabels: ['resource', 'settings_record'],
  // Read by the server's documents and jobs, and by shared code from the section file itself: not by i18next.
  printdocs: [],
  inspectionsapi: [],
  // Texts of e-mails and notifications the server writes: the client never shows them.
  mail: [],
  notificationtexts: [],
};

/** The sections to send: those of the shell (every section not in SECTION_SCREENS) and/or of the screens. */
export function sectionsFor(
  all: Iterable<string>,
  opts: { shell?: boolean; screens?: readonly string[] },
): string[] {
  const screens = new Set(opts.screens ?? []);
  return [...all].filter((section) => {
    const loadedWith = SECTION_SCREENS[section];
    if (!loadedWith) return Boolean(opts.shell);
    return loadedWith.some((s) => screens.has(s));
  });
}
