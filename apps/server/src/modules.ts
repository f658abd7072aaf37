import type { FastifyInstance } from 'fastify';
import { adminPortalRoutes } from './modules/admin-portal/admin-portal.routes';
import { authRoutes } from './platform/auth/auth.routes';
import { dashboardRoutes } from './platform/dashboard/dashboard.routes';
import type { Mailer } from './platform/mail/mailer';
import { menuRoutes } from './platform/menus/menus.routes';
import { mailHistoryRoutes } from './platform/mail/mail-history.routes';
import { notificationRoutes } from './platform/notifications/notifications.routes';
import { tenantRoutes } from './platform/tenants/tenants.routes';
import { translationRoutes } from './platform/translations/translations.routes';
import { userRoutes } from './platform/users/users.routes';
import { employeeRoutes } from './platform/users/employees.routes';
import { leadRoutes } from './modules/leads/leads.routes';
import { buildingRoutes } from './modules/buildings/buildings.routes';
import { customerRoutes } from './modules/customers/customers.routes';
import { lookupRoutes } from './platform/resources/lookups.routes';
import { productRoutes } from './modules/products/products.routes';
import { equipmentRoutes } from './modules/equipment/equipment.routes';
import { orderRoutes } from './modules/orders/orders.routes';
import { projectRoutes } from './modules/projects/projects.routes';
import { projects } from './modules/projects/projects.table';
import { plannerRoutes } from './modules/planner/planner.routes';
import { offerRoutes } from './modules/offers/offers.routes';
import { offers } from './modules/offers/offers.table';
import { orderDocumentRoutes } from './modules/orders/order-documents.routes';
import { smsRoutes } from './platform/sms/sms.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { integrationRoutes } from './modules/integrations/integrations.routes';
import { postcodeRoutes } from './platform/postcodes/postcodes.routes';
import { countRows, registerDashboardCounter } from './platform/dashboard/dashboard.service';
import { contacts, customers } from './modules/customers/customers.table';
import { leads } from './modules/leads/leads.table';
import { buildings } from './modules/buildings/buildings.table';
import { products } from './modules/products/products.table';
import { equipments, internalEquipments } from './modules/equipment/equipment.table';
import { filesRoutes } from './platform/files/files.routes';
import { registerFileModule, rowExists } from './platform/files/file-modules';
import { orders } from './modules/orders/orders.table';
import { hourRoutes } from './modules/hours/hours.routes';
import { registerHourJobs } from './modules/hours/hours.jobs';
import { registerInvoiceJobs } from './modules/invoices/invoice-workflow.service';
import { checklistRoutes } from './modules/checklists/checklists.routes';
import {
  CHECKLIST_FILE_MODULES,
  registerDefaultChecklistRecordModules,
} from './modules/checklists/checklist-records';
import { invoiceRoutes } from './modules/invoices/invoices.routes';
import { inspectionRoutes } from './modules/inspections/inspections.routes';
import { registerInspections } from './modules/inspections/inspection-files';
import { fgasRoutes } from './modules/fgas/fgas.routes';

// Dashboard cards of the master data, each shown only to users who may open its list.
const MASTER_DATA_COUNTERS = [
  { key: 'customers', to: '/customers', permission: 'customers_view', count: countRows(customers) },
  { key: 'contacts', to: '/contacts', permission: 'contacts_view', count: countRows(contacts) },
  { key: 'leads', to: '/leads', permission: 'leads_view', count: countRows(leads) },
  { key: 'buildings', to: '/buildings', permission: 'buildings_view', count: countRows(buildings) },
  { key: 'equipments', to: '/equipments', permission: 'equipments_view', count: countRows(equipments) },
  { key: 'products', to: '/w_h/products', permission: 'products_view', count: countRows(products) },
];

// Records with documents and images tabs (spec 01 §2), module ids of spec 01 §3: one line per module.
const FILE_MODULES = [
  {
    moduleUrl: 'orders',
    moduleId: 1,
    permissionPrefix: 'orders',
    imagesTab: true,
    recordExists: rowExists(orders),
  },
  { moduleUrl: 'customers', moduleId: 2, permissionPrefix: 'customers', recordExists: rowExists(customers) },
  {
    moduleUrl: 'offers',
    moduleId: 4,
    permissionPrefix: 'offers',
    imagesTab: true,
    recordExists: rowExists(offers),
  },
  { moduleUrl: 'projects', moduleId: 5, permissionPrefix: 'projects', recordExists: rowExists(projects) },
  {
    moduleUrl: 'equipments',
    moduleId: 3,
    permissionPrefix: 'equipments',
    imagesTab: true,
    recordExists: rowExists(equipments),
  },
  { moduleUrl: 'buildings', moduleId: 7, permissionPrefix: 'buildings', recordExists: rowExists(buildings) },
  {
    moduleUrl: 'internalequipments',
    moduleId: 15,
    permissionPrefix: 'internal_equipments',
    viewPermissions: ['internal_equipments_view_my_own', 'internal_equipments_view_others'],
    recordExists: rowExists(internalEquipments),
  },
  { moduleUrl: 'leads', moduleId: 21, permissionPrefix: 'leads', recordExists: rowExists(leads) },
];

export type ModuleOptions = { mailer: Mailer; publicUrl: string; filesDir: string; dataDir: string };

/** Every platform and business module's routes, registered in one place. */
export async function registerModules(app: FastifyInstance, opts: ModuleOptions): Promise<void> {
  for (const c of MASTER_DATA_COUNTERS) registerDashboardCounter(c);
  for (const m of FILE_MODULES) registerFileModule(m);
  registerHourJobs();
  registerInvoiceJobs({ db: app.db, mailer: opts.mailer });
  registerDefaultChecklistRecordModules();
  registerInspections({ filesDir: opts.filesDir });
  for (const m of CHECKLIST_FILE_MODULES) registerFileModule(m);
  await app.register(authRoutes, opts);
  await app.register(tenantRoutes);
  await app.register(userRoutes);
  await app.register(translationRoutes);
  await app.register(notificationRoutes);
  await app.register(menuRoutes);
  await app.register(dashboardRoutes);
  await app.register(adminPortalRoutes);
  await app.register(employeeRoutes, opts);
  await app.register(leadRoutes);
  await app.register(buildingRoutes);
  await app.register(customerRoutes);
  await app.register(lookupRoutes);
  await app.register(productRoutes);
  await app.register(equipmentRoutes);
  await app.register(orderRoutes);
  await app.register(projectRoutes);
  await app.register(plannerRoutes);
  await app.register(offerRoutes, opts);
  await app.register(orderDocumentRoutes);
  await app.register(smsRoutes);
  await app.register(settingsRoutes);
  await app.register(integrationRoutes);
  await app.register(mailHistoryRoutes);
  await app.register(filesRoutes, { filesDir: opts.filesDir });
  await app.register(postcodeRoutes);
  await app.register(hourRoutes);
  await app.register(checklistRoutes, { filesDir: opts.filesDir });
  await app.register(invoiceRoutes, { dataDir: opts.dataDir, publicUrl: opts.publicUrl });
  await app.register(inspectionRoutes);
  await app.register(fgasRoutes);
}
