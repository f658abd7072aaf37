import { companyInfoSchema, systemConfigurationSchema } from '@suite/shared';
import { users } from '../../platform/auth/auth.table';
import { hashPassword } from '../../platform/auth/passwords';
import { notifications } from '../../platform/notifications/notifications.table';
import { writeSetting } from '../../platform/tenants/tenant-settings.service';
import { tenants } from '../../platform/tenants/tenants.table';
import { departments, memberships, userroles } from '../../platform/users/users.table';
import { seedEmployeeFields } from '../../platform/users/employees.seed';
import { seedLeads } from '../../modules/leads/leads.seed';
import { seedBuildings } from '../../modules/buildings/buildings.seed';
import { seedCustomers } from '../../modules/customers/customers.seed';
import { seedProducts } from '../../modules/products/products.seed';
import { seedEquipment } from '../../modules/equipment/equipment.seed';
import { seedOrders } from '../../modules/orders/orders.seed';
import { seedHours } from '../../modules/hours/hours.seed';
import { seedProjects } from '../../modules/projects/projects.seed';
import { seedInvoices } from '../../modules/invoices/invoices.seed';
import { seedPlanner } from '../../modules/planner/planner.seed';
import { seedOffers } from '../../modules/offers/offers.seed';
import { seedOrderDocuments } from '../../modules/orders/order-documents.seed';
import { seedChecklists } from '../../modules/checklists/checklists.seed';
import { seedInspections } from '../../modules/inspections/inspections.seed';
import { seedFgas } from '../../modules/fgas/fgas.seed';
import { seedDefaultLists, seedDemoSettings } from '../../modules/settings/settings.seed';
import type { Db } from '../connection';
import { withPlatform, withTenant } from '../tenant';

export const DEMO_PASSWORD = 'Demo!2345';

/** Creates a tenant with its settings records. Platform code: used by seeding and the admin portal. */
export async function createTenant(
  db: Db,
  input: { domain: string; name: string; enabledmodules?: string[]; enabledintegrations?: string[] },
): Promise<number> {
  return withPlatform(db, async (tx) => {
    const [t] = await tx.insert(tenants).values({ domain: input.domain, name: input.name }).returning();
    const config = systemConfigurationSchema.parse({
      ...(input.enabledmodules ? { enabledmodules: input.enabledmodules } : {}),
      ...(input.enabledintegrations ? { enabledintegrations: input.enabledintegrations } : {}),
    });
    await writeSetting(tx, t!.id, 'systemconfiguration', config, 1);
    await writeSetting(tx, t!.id, 'companyinfo', companyInfoSchema.parse({ partyname: input.name }), 1);
    await seedDefaultLists(tx, t!.id);
    return t!.id;
  });
}

/** Seeds the demo tenants and users of the README into an empty database. */
export async function seedDemo(db: Db): Promise<boolean> {
  const existing = await withPlatform(db, (tx) => tx.select({ id: tenants.id }).from(tenants).limit(1));
  if (existing.length > 0) return false;

  const demo = await createTenant(db, { domain: 'demo', name: 'Demo Service AS' });
  const fjord = await createTenant(db, { domain: 'fjord', name: 'Fjord Utleie AS' });
  const hash = await hashPassword(DEMO_PASSWORD);

  const ids = await withPlatform(db, async (tx) => {
    const rows = await tx
      .insert(users)
      .values([
        {
          username: 'superadmin',
          email: 'superadmin@servicesuite.no',
          name: 'Siri Superadmin',
          passwordHash: hash,
          issuperadmin: true,
        },
        { username: 'admin', email: 'admin@demoservice.no', name: 'Anne Administrator', passwordHash: hash },
        { username: 'office', email: 'office@demoservice.no', name: 'Ola Kontor', passwordHash: hash },
        { username: 'tech', email: 'tech@demoservice.no', name: 'Terje Tekniker', passwordHash: hash },
        { username: 'fjordadmin', email: 'admin@fjordutleie.no', name: 'Frida Fjord', passwordHash: hash },
      ])
      .returning({ id: users.id, username: users.username });
    return Object.fromEntries(rows.map((r) => [r.username, r.id])) as Record<string, number>;
  });

  await withTenant(db, demo, async (tx) => {
    const [service, office] = await tx
      .insert(departments)
      .values([
        { tenantId: demo, name: 'Service' },
        { tenantId: demo, name: 'Kontor' },
      ])
      .returning();
    const [officeRole, techRole] = await tx
      .insert(userroles)
      .values([
        {
          tenantId: demo,
          name: 'Kontor',
          permissions: ['customers_view', 'customers_add', 'orders_view', 'orders_add'],
        },
        {
          tenantId: demo,
          name: 'Tekniker',
          permissions: [
            'orders_view',
            'equipments_view',
            'timer_log_own_hours',
            'timer_deliver_own_hours',
            'customers_view',
          ],
        },
      ])
      .returning();
    await tx.insert(memberships).values([
      { tenantId: demo, userId: ids.superadmin!, roleId: 1, isadmin: true, initial: 'SS' },
      {
        tenantId: demo,
        userId: ids.admin!,
        roleId: 1,
        isadmin: true,
        initial: 'AA',
        departmentids: [office!.id],
      },
      {
        tenantId: demo,
        userId: ids.office!,
        roleId: 2,
        userroleId: officeRole!.id,
        initial: 'OK',
        departmentids: [office!.id],
        employeeDepartmentId: office!.id,
      },
      {
        tenantId: demo,
        userId: ids.tech!,
        roleId: 3,
        userroleId: techRole!.id,
        initial: 'TT',
        departmentids: [service!.id],
        employeeDepartmentId: service!.id,
      },
    ]);
    const now = Date.now();
    await tx.insert(notifications).values(
      [ids.admin!, ids.office!, ids.tech!, ids.superadmin!].flatMap((userId) => [
        {
          tenantId: demo,
          userId,
          moduleid: 24,
          message: 'welcome',
          status: 4,
          dateat: new Date(now - 3600_000),
        },
        {
          tenantId: demo,
          userId,
          moduleid: 100,
          message: 'changelogUpdated',
          status: 1,
          dateat: new Date(now - 86400_000),
        },
      ]),
    );
  });

  await withTenant(db, fjord, async (tx) => {
    await tx.insert(departments).values([{ tenantId: fjord, name: 'Utleie' }]);
    await tx.insert(memberships).values([
      { tenantId: fjord, userId: ids.superadmin!, roleId: 1, isadmin: true, initial: 'SS' },
      { tenantId: fjord, userId: ids.admin!, roleId: 1, isadmin: true, initial: 'AA' },
      { tenantId: fjord, userId: ids.fjordadmin!, roleId: 1, isadmin: true, initial: 'FF' },
    ]);
    await tx.insert(notifications).values([
      { tenantId: fjord, userId: ids.fjordadmin!, moduleid: 24, message: 'welcome', status: 4 },
      { tenantId: fjord, userId: ids.admin!, moduleid: 24, message: 'welcome', status: 4 },
    ]);
  });
  // The demo company's own list items and settings records (issue 3); products and equipment use them.
  await seedDemoSettings(db, demo);
  // Master data of issue 3 (leads, buildings, employees); buildings go on the demo customers seeded above.
  await seedCustomers(db, demo, fjord);
  await seedEmployeeFields(db, demo);
  await seedLeads(db, demo);
  await seedBuildings(db, demo);
  await seedProducts(db, demo);
  await seedEquipment(db, demo);
  await seedOrders(db, demo);
  await seedHours(db, demo, fjord);
  await seedProjects(db, demo);
  await seedPlanner(db, demo);
  await seedOffers(db, demo);
  await seedOrderDocuments(db, demo);
  await seedChecklists(db, demo, ids.admin);
  await seedInspections(db, demo);
  await seedFgas(db, demo);
  await seedInvoices(db, demo);
  return true;
}
