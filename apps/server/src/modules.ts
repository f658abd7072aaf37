import type { FastifyInstance } from 'fastify';
import { adminPortalRoutes } from './modules/admin-portal/admin-portal.routes';
import { authRoutes } from './platform/auth/auth.routes';
import { dashboardRoutes } from './platform/dashboard/dashboard.routes';
import type { Mailer } from './platform/mail/mailer';
import { menuRoutes } from './platform/menus/menus.routes';
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
import { settingsRoutes } from './modules/settings/settings.routes';
import { integrationRoutes } from './modules/integrations/integrations.routes';
import { postcodeRoutes } from './platform/postcodes/postcodes.routes';
import { countRows, registerDashboardCounter } from './platform/dashboard/dashboard.service';
import { contacts, customers } from './modules/customers/customers.table';
import { leads } from './modules/leads/leads.table';
import { buildings } from './modules/buildings/buildings.table';
import { products } from './modules/products/products.table';
import { equipments } from './modules/equipment/equipment.table';

// Dashboard cards of the master data, each shown only to users who may open its list.
const MASTER_DATA_COUNTERS = [
  { key: 'customers', to: '/customers', permission: 'customers_view', count: countRows(customers) },
  { key: 'contacts', to: '/contacts', permission: 'contacts_view', count: countRows(contacts) },
  { key: 'leads', to: '/leads', permission: 'leads_view', count: countRows(leads) },
  { key: 'buildings', to: '/buildings', permission: 'buildings_view', count: countRows(buildings) },
  { key: 'equipments', to: '/equipments', permission: 'equipments_view', count: countRows(equipments) },
  { key: 'products', to: '/w_h/products', permission: 'products_view', count: countRows(products) },
];

export type ModuleOptions = { mailer: Mailer; publicUrl: string };

/** Every platform and business module's routes, registered in one place. */
export async function registerModules(app: FastifyInstance, opts: ModuleOptions): Promise<void> {
  for (const c of MASTER_DATA_COUNTERS) registerDashboardCounter(c);
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
  await app.register(settingsRoutes);
  await app.register(integrationRoutes);
  await app.register(postcodeRoutes);
}
