// Screen registry: route meta.screen → the page component, loaded lazily per route (DESIGN: pages load per
// route; spec 01 §8: a screen that does not load within 120 s shows the chunk-load error).
import type { ComponentType } from 'react';
import { loadWithTimeout } from '../platform/chunk-load';
import { loadScreenTexts } from '../platform/i18n';
import { readyWhenLoaded } from '../platform/lazy-component';

export type Screen = ComponentType;

type Holder = { name: string; load: () => Promise<ComponentType>; get: () => Promise<ComponentType> };
/** Each screen's loader; names filled in below from SCREENS' keys (a screen's name picks its texts). */
const holders = new Map<Screen, Holder>();

/**
 * A lazily loaded page; its chunk and its texts (issue 11: sections per screen) are fetched side by side. A
 * screen whose chunk and texts are both here (the first page's are preloaded during the session check) is drawn
 * at once, without a suspended render pass (lazy-component.ts).
 */
function screen(load: () => Promise<ComponentType>): Screen {
  let pending: Promise<ComponentType> | null = null;
  let ready: ComponentType | null = null;
  const get = () => {
    pending ??= Promise.all([loadWithTimeout(load), loadScreenTexts(holder.name)]).then(
      ([c]) => (ready = c),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const holder: Holder = { name: '', load, get };
  const component = readyWhenLoaded(get, () => ready);
  holders.set(component, holder);
  return component;
}

export { SCREENS_WITHOUT_DATA_CACHE } from './screen-kinds';

export const SCREENS: Record<string, Screen> = {
  login: screen(() => import('../modules/auth/LoginPage').then((m) => m.LoginPage)),
  checklist_forms: screen(() => import('../modules/checklists/FormsPage').then((m) => m.FormsPage)),
  all_order_equipment_checklists: screen(() =>
    import('../modules/checklists/ChecklistListPage').then((m) => m.AllOrderEquipmentChecklistsPage),
  ),
  hms_checklist: screen(() =>
    import('../modules/checklists/ChecklistListPage').then((m) => m.HseChecklistsPage),
  ),
  forgotpassword: screen(() =>
    import('../modules/auth/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
  ),
  resetpassword: screen(() => import('../modules/auth/ResetPasswordPage').then((m) => m.ResetPasswordPage)),
  sessionexpired: screen(() =>
    import('../modules/auth/SessionExpiredPage').then((m) => m.SessionExpiredPage),
  ),
  nopermission: screen(() => import('../modules/auth/NoPermissionPage').then((m) => m.NoPermissionPage)),
  dashboard: screen(() => import('../modules/dashboard/DashboardPage').then((m) => m.DashboardPage)),
  notifications: screen(() =>
    import('../modules/notifications/NotificationsPage').then((m) => m.NotificationsPage),
  ),
  changelog: screen(() => import('../modules/changelog/ChangelogPage').then((m) => m.ChangelogPage)),
  admin_portal: screen(() =>
    import('../modules/admin-portal/AdminPortalPage').then((m) => m.AdminPortalPage),
  ),
  permissions: screen(() => import('../modules/users/PermissionsPage').then((m) => m.PermissionsPage)),
  userrole: screen(() => import('../modules/users/UserRolesPage').then((m) => m.UserRolesPage)),
  departments: screen(() => import('../modules/users/DepartmentsPage').then((m) => m.DepartmentsPage)),
  system_config: screen(() => import('../modules/tenants/SystemConfigPage').then((m) => m.SystemConfigPage)),
  company_info: screen(() => import('../modules/tenants/CompanyInfoPage').then((m) => m.CompanyInfoPage)),
  translation: screen(() => import('../modules/translations/TranslationPage').then((m) => m.TranslationPage)),
  resource: screen(() => import('../modules/resources/ResourceScreen').then((m) => m.ResourceScreen)),
  customers: screen(() => import('../modules/customers/CustomersPage').then((m) => m.CustomersPage)),
  customer_add: screen(() => import('../modules/customers/CustomerAddPage').then((m) => m.CustomerAddPage)),
  customer_record: screen(() =>
    import('../modules/customers/CustomerRecordPage').then((m) => m.CustomerRecordPage),
  ),
  orders: screen(() => import('../modules/orders/OrdersPage').then((m) => m.OrdersPage)),
  order_add: screen(() => import('../modules/orders/OrderAddPage').then((m) => m.OrderAddPage)),
  order_record: screen(() => import('../modules/orders/OrderRecordPage').then((m) => m.OrderRecordPage)),
  contacts: screen(() => import('../modules/customers/ContactsPage').then((m) => m.ContactsPage)),
  offers: screen(() => import('../modules/offers/OffersPage').then((m) => m.OffersPage)),
  offer_add: screen(() => import('../modules/offers/OfferAddPage').then((m) => m.OfferAddPage)),
  offer_record: screen(() => import('../modules/offers/OfferRecordPage').then((m) => m.OfferRecordPage)),
  invoices: screen(() => import('../modules/invoices/InvoicesPage').then((m) => m.InvoicesPage)),
  invoice_record: screen(() =>
    import('../modules/invoices/InvoiceRecordPage').then((m) => m.InvoiceRecordPage),
  ),
  invoice_creditnote: screen(() =>
    import('../modules/invoices/InvoiceRecordPage').then((m) => m.CreditnotePage),
  ),
  invoice_report: screen(() =>
    import('../modules/invoices/InvoiceReportPages').then((m) => m.InvoiceReportPage),
  ),
  invoice_reserve_report: screen(() =>
    import('../modules/invoices/InvoiceReportPages').then((m) => m.InvoiceReserveReportPage),
  ),
  invoice_approval: screen(() =>
    import('../modules/invoices/InvoiceApprovalPage').then((m) => m.InvoiceApprovalPage),
  ),
  invoice_logs: screen(() => import('../modules/invoices/InvoiceLogsPage').then((m) => m.InvoiceLogsPage)),
  openinvoice: screen(() => import('../modules/invoices/OpenInvoicePage').then((m) => m.OpenInvoicePage)),
  offermail_status: screen(() => import('../modules/offers/OfferAnswerPage').then((m) => m.OfferAnswerPage)),
  contact_form: screen(() => import('../modules/customers/ContactFormPage').then((m) => m.ContactFormPage)),
  search_results: screen(() =>
    import('../modules/search/SearchResultsPage').then((m) => m.SearchResultsPage),
  ),
  mail_history: screen(() => import('../modules/mail/MailHistoryPage').then((m) => m.MailHistoryPage)),
  leads: screen(() => import('../modules/leads/LeadsPage').then((m) => m.LeadsPage)),
  lead_add: screen(() => import('../modules/leads/LeadCreatePage').then((m) => m.LeadCreatePage)),
  lead_record: screen(() => import('../modules/leads/LeadRecordPage').then((m) => m.LeadRecordPage)),
  projects: screen(() => import('../modules/projects/ProjectsPage').then((m) => m.ProjectsPage)),
  project_add: screen(() => import('../modules/projects/ProjectCreatePage').then((m) => m.ProjectCreatePage)),
  project_record: screen(() =>
    import('../modules/projects/ProjectRecordPage').then((m) => m.ProjectRecordPage),
  ),
  f_gas_reports: screen(() => import('../modules/fgas/FgasReportsPage').then((m) => m.FgasReportsPage)),
  drainfill_reports: screen(() => import('../modules/fgas/FgasReportsPage').then((m) => m.FgasReportsPage)),
  project_reports: screen(() =>
    import('../modules/projects/ProjectReportsPage').then((m) => m.ProjectReportsPage),
  ),
  buildings: screen(() => import('../modules/buildings/BuildingsPage').then((m) => m.BuildingsPage)),
  building_add: screen(() =>
    import('../modules/buildings/BuildingCreatePage').then((m) => m.BuildingCreatePage),
  ),
  building_record: screen(() =>
    import('../modules/buildings/BuildingRecordPage').then((m) => m.BuildingRecordPage),
  ),
  employees: screen(() => import('../modules/employees/EmployeesPage').then((m) => m.EmployeesPage)),
  employee_edit: screen(() =>
    import('../modules/employees/EmployeeEditPage').then((m) => m.EmployeeEditPage),
  ),
  products: screen(() => import('../modules/products/ProductsPage').then((m) => m.ProductsPage)),
  product_form: screen(() => import('../modules/products/ProductFormPage').then((m) => m.ProductFormPage)),
  equipments: screen(() => import('../modules/equipment/EquipmentListPage').then((m) => m.EquipmentListPage)),
  equipment_add: screen(() =>
    import('../modules/equipment/EquipmentAddPage').then((m) => m.EquipmentAddPage),
  ),
  equipment_record: screen(() =>
    import('../modules/equipment/EquipmentRecordPage').then((m) => m.EquipmentRecordPage),
  ),
  internal_equipments: screen(() =>
    import('../modules/equipment/InternalEquipmentsPage').then((m) => m.InternalEquipmentsPage),
  ),
  internal_equipment_add: screen(() =>
    import('../modules/equipment/InternalEquipmentAddPage').then((m) => m.InternalEquipmentAddPage),
  ),
  internal_equipment_record: screen(() =>
    import('../modules/equipment/InternalEquipmentRecordPage').then((m) => m.InternalEquipmentRecordPage),
  ),
  integrations: screen(() =>
    import('../modules/integrations/IntegrationsPage').then((m) => m.IntegrationsPage),
  ),
  currency_form: screen(() => import('../modules/settings/CurrencyFormPage').then((m) => m.CurrencyFormPage)),
  mailconfiguration_form: screen(() =>
    import('../modules/tickets/MailConfigurationFormPage').then((m) => m.MailConfigurationFormPage),
  ),
  resourceplanner: screen(() =>
    import('../modules/planner/ResourcePlannerPage').then((m) => m.ResourcePlannerPage),
  ),
  appointments: screen(() => import('../modules/planner/AppointmentsPage').then((m) => m.AppointmentsPage)),
  appointment_form: screen(() =>
    import('../modules/planner/AppointmentFormPage').then((m) => m.AppointmentFormPage),
  ),
  settings_record: screen(() =>
    import('../modules/settings-forms/SettingsRecordPage').then((m) => m.SettingsRecordPage),
  ),
  timer_hours: screen(() => import('../modules/timer/TimerHoursPage').then((m) => m.TimerHoursPage)),
  timer_approval_hours: screen(() =>
    import('../modules/timer/ApprovalPage').then((m) => m.ApprovalHoursPage),
  ),
  timer_approval_absence: screen(() =>
    import('../modules/timer/ApprovalPage').then((m) => m.ApprovalAbsencePage),
  ),
  timer_reports: screen(() => import('../modules/timer/TimerReportsPage').then((m) => m.TimerReportsPage)),
  inspections: screen(() => import('../modules/inspections/InspectionsPage').then((m) => m.InspectionsPage)),
  inspection_record: screen(() =>
    import('../modules/inspections/InspectionRecordPage').then((m) => m.InspectionRecordPage),
  ),
  inspection_report: screen(() =>
    import('../modules/inspections/InspectionReportsPage').then((m) => m.InspectionReportPage),
  ),
  equipment_lastinspection_report: screen(() =>
    import('../modules/inspections/InspectionReportsPage').then((m) => m.LastInspectionReportPage),
  ),
};

for (const [name, component] of Object.entries(SCREENS)) {
  const holder = holders.get(component);
  if (holder) holder.name = name;
}

/**
 * Starts fetching a screen's chunk (the browser keeps the module, so the lazy component finds it loaded) and,
 * with `texts`, its translation sections: main.tsx does this for the first page while the session is checked.
 */
export function preloadScreen(name: string, texts: boolean): void {
  const component = SCREENS[name];
  const holder = component && holders.get(component);
  if (!holder) return;
  // With its texts, the screen is ready to be drawn at once when the router comes to it.
  void (texts ? holder.get() : holder.load()).catch(() => undefined);
}
