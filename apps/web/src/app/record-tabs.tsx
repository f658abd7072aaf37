// Record tabs that one module fills on another module's record page (the customer's orders tab comes from the
// orders module, an order's documents tab from the documents platform piece ...). A record page asks
// `registeredTab('customers', tab)` before its own switch; a module adds one line here, loaded lazily with the tab.
import { LoadingBar } from './LoadingBar';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { loadWithTimeout } from '../platform/chunk-load';

/** What every registered tab gets: the id of the record whose page shows it. */
export type RecordTabProps = { recordId: number; readOnly?: boolean };
type RecordTab = LazyExoticComponent<ComponentType<RecordTabProps>> & { preload(): void };

function tab(load: () => Promise<ComponentType<RecordTabProps>>): RecordTab {
  let pending: Promise<ComponentType<RecordTabProps>> | null = null;
  const get = () => {
    pending ??= loadWithTimeout(load).catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
  const component = lazy(() => get().then((c) => ({ default: c })));
  return Object.assign(component, { preload: () => void get().catch(() => undefined) });
}

/** Keyed by the tab's route name, `<record module>.<tab>` as in the route table (e.g. 'customers.orders'). */
const RECORD_TABS: Record<string, RecordTab> = {
  // Modules add their tabs here, one line each.
  'orders.invoice': tab(() => import('../modules/invoices/InvoiceTabs').then((m) => m.OrderInvoicesTab)),
  'projects.invoice': tab(() => import('../modules/invoices/InvoiceTabs').then((m) => m.ProjectInvoicesTab)),
  'customers.invoices': tab(() =>
    import('../modules/invoices/InvoiceTabs').then((m) => m.CustomerInvoicesTab),
  ),
  'customers.projects': tab(() =>
    import('../modules/projects/CustomerProjectsTab').then((m) => m.CustomerProjectsTab),
  ),
  'customers.mail': tab(() => import('../modules/mail/CustomerMailTab').then((m) => m.CustomerMailTab)),
  'customers.orders': tab(() =>
    import('../modules/orders/CustomerOrdersTab').then((m) => m.CustomerOrdersTab),
  ),
  'customers.appointment': tab(() =>
    import('../modules/planner/AppointmentsTab').then((m) => m.CustomerAppointmentsTab),
  ),
  'leads.appointments': tab(() =>
    import('../modules/planner/AppointmentsTab').then((m) => m.LeadAppointmentsTab),
  ),
  'orders.event': tab(() => import('../modules/planner/OrderEventsTab').then((m) => m.OrderEventsTab)),
  'customers.offers': tab(() =>
    import('../modules/offers/OffersOfRecordTab').then((m) => m.CustomerOffersTab),
  ),
  'leads.offers': tab(() => import('../modules/offers/OffersOfRecordTab').then((m) => m.LeadOffersTab)),
  'equipments.offers': tab(() =>
    import('../modules/offers/OffersOfRecordTab').then((m) => m.EquipmentOffersTab),
  ),
  'orders.building': tab(() => import('../modules/orders/OrderBuildingTab').then((m) => m.OrderBuildingTab)),
  'orders.equipments': tab(() =>
    import('../modules/orders/OrderEquipmentsTab').then((m) => m.OrderEquipmentsTab),
  ),
  'orders.hours': tab(() => import('../modules/timer/OrderHoursTab').then((m) => m.OrderHoursTab)),
  'orders.sms_history': tab(() => import('../modules/orders/OrderSmsTab').then((m) => m.OrderSmsTab)),
  // Not a tab: the order page's "Print / send" menu, placed in its header (<RegisteredTab tabName="print" ...>).
  'orders.print': tab(() => import('../modules/orders/OrderDocumentsMenu').then((m) => m.OrderPrintSlot)),
  'equipments.orders': tab(() =>
    import('../modules/orders/EquipmentOrdersTab').then((m) => m.EquipmentOrdersTab),
  ),
  'customers.building': tab(() =>
    import('../modules/orders/CustomerBuildingsTab').then((m) => m.CustomerBuildingsTab),
  ),
  'customers.equipments': tab(() =>
    import('../modules/orders/CustomerEquipmentsTab').then((m) => m.CustomerEquipmentsTab),
  ),
  'customers.overviews': tab(() =>
    import('../modules/orders/CustomerOverviewsTab').then((m) => m.CustomerOverviewsTab),
  ),
  'customers.sms_history': tab(() =>
    import('../modules/orders/CustomerSmsTab').then((m) => m.CustomerSmsTab),
  ),
  'orders.checklist': tab(() =>
    import('../modules/checklists/ChecklistsTab').then((m) => m.OrderChecklistsTab),
  ),
  'customers.checklist': tab(() =>
    import('../modules/checklists/ChecklistsTab').then((m) => m.CustomerChecklistsTab),
  ),
  'offers.checklist': tab(() =>
    import('../modules/checklists/ChecklistsTab').then((m) => m.OfferChecklistsTab),
  ),
  'equipments.checklist': tab(() =>
    import('../modules/checklists/ChecklistsTab').then((m) => m.EquipmentChecklistsTab),
  ),
  'internal_equipments.checklist': tab(() =>
    import('../modules/checklists/ChecklistsTab').then((m) => m.InternalEquipmentChecklistsTab),
  ),
  'equipments.inspections': tab(() =>
    import('../modules/inspections/InspectionsTab').then((m) => m.EquipmentInspectionsTab),
  ),
  'customers.inspections': tab(() =>
    import('../modules/inspections/InspectionsTab').then((m) => m.CustomerInspectionsTab),
  ),
  'orders.inspections': tab(() =>
    import('../modules/inspections/InspectionsTab').then((m) => m.OrderInspectionsTab),
  ),
};

/** The registered component of a record page's tab, or undefined when the page renders it itself. */
export function registeredTab(recordModule: string, tabName: string): RecordTab | undefined {
  return RECORD_TABS[`${recordModule}.${tabName}`];
}

/**
 * Starts loading the registered tab's code, if any (issue 11: a record opened by its address loads its open tab
 * and its header's slots beside the record itself, so they are there when the record is drawn and nothing moves).
 */
export function preloadRegisteredTab(recordModule: string, tabName: string): void {
  RECORD_TABS[`${recordModule}.${tabName}`]?.preload();
}

/**
 * The registered tab `<recordModule>.<tabName>` of the record, loading with a thin progress bar; null when no module
 * registered it (the page then renders the tab itself).
 */
export function RegisteredTab(props: { recordModule: string; tabName: string } & RecordTabProps) {
  const { recordModule, tabName, ...rest } = props;
  const Tab = RECORD_TABS[`${recordModule}.${tabName}`];
  if (!Tab) return null;
  return (
    <Suspense fallback={<LoadingBar />}>
      <Tab {...rest} />
    </Suspense>
  );
}
