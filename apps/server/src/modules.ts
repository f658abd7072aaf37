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
import { settingsRoutes } from './modules/settings/settings.routes';

export type ModuleOptions = { mailer: Mailer; publicUrl: string };

/** Every platform and business module's routes, registered in one place. */
export async function registerModules(app: FastifyInstance, opts: ModuleOptions): Promise<void> {
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
  await app.register(settingsRoutes);
}
