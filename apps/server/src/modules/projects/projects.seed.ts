import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { withTenant } from '../../db/tenant';
import { users } from '../../platform/auth/auth.table';
import { memberships } from '../../platform/users/users.table';
import { customers } from '../customers/customers.table';
import { orders } from '../orders/orders.table';
import { projects } from './projects.table';

/**
 * Two demo projects (issue 7 "Demo data"): a refurbishment of a shopping centre's cooling plant with a budget and
 * the customer's orders under it, and a municipal heat-pump programme just started. Seeded after the orders, so the
 * first project gathers orders of its customer.
 */
export async function seedProjects(db: Db, tenantId: number): Promise<void> {
  await withTenant(db, tenantId, async (tx) => {
    const named = await tx
      .select({ id: customers.id, name: customers.name })
      .from(customers)
      .where(eq(customers.tenantId, tenantId))
      .orderBy(asc(customers.id));
    if (named.length === 0) return;
    const byName = (part: string) => named.find((c) => c.name.includes(part)) ?? named[0]!;
    const [admin] = await tx
      .select({ id: users.id })
      .from(users)
      .innerJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.tenantId, tenantId)))
      .where(eq(users.username, 'admin'));
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    // The refurbishment goes to the customer with the most orders, so the demo project has orders under it.
    const [busiest] = await tx
      .select({ id: orders.customer_id, n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.tenantId, tenantId))
      .groupBy(orders.customer_id)
      .orderBy(sql`count(*) desc`, asc(orders.customer_id))
      .limit(1);
    const mall = (busiest && named.find((c) => c.id === busiest.id)) ?? byName('Kjøpesenter');
    const municipality = byName('Kommune');
    const rows = await tx
      .insert(projects)
      .values([
        {
          tenantId,
          projectnumber: 1001,
          name: 'Rehab kjøleanlegg 2026',
          customer_id: mall.id,
          responsible_id: admin?.id ?? null,
          status: 3,
          startdate: day(-45),
          enddate: day(60),
          budget: '450000.00',
          hoursestimate: '320.00',
          description:
            'Utskifting av kjølemaskiner og rørføring i kjøpesenterets kjølerom, i tre etapper utenom åpningstid.',
          materialdiscount: '5.00',
        },
        {
          tenantId,
          projectnumber: 1002,
          name: 'Varmepumper skoler 2027',
          customer_id: municipality.id,
          responsible_id: admin?.id ?? null,
          status: 1,
          startdate: day(30),
          enddate: day(210),
          budget: '1250000.00',
          hoursestimate: '900.00',
          description: 'Rammeavtale: luft/vann-varmepumper på fem skoler, befaring og prosjektering først.',
        },
      ])
      .returning({ id: projects.id, customer_id: projects.customer_id });
    // The first project gathers the orders of its customer that belong to no project yet.
    const first = rows[0]!;
    const candidates = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.tenantId, tenantId),
          eq(orders.customer_id, first.customer_id!),
          isNull(orders.project_id),
        ),
      )
      .orderBy(asc(orders.id))
      .limit(4);
    if (candidates.length) {
      await tx
        .update(orders)
        .set({ project_id: first.id })
        .where(
          and(
            eq(orders.tenantId, tenantId),
            inArray(
              orders.id,
              candidates.map((c) => c.id),
            ),
          ),
        );
    }
  });
}
