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
}
