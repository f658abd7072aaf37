import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { lineNet } from '@suite/shared/orders/line-totals';
import type { Db } from '../../db/connection';
import { withTenant } from '../../db/tenant';
import { users } from '../../platform/auth/auth.table';
import { memberships } from '../../platform/users/users.table';
import { customers } from '../customers/customers.table';
import { equipments, equipmentSosLogs } from '../equipment/equipment.table';
import { productUnitLinks, products } from '../products/products.table';
import { producttaxes, productunits } from '../settings/settings.table';
import { orderEquipments, orderlines, orderParticipants, orders, orderStatusHistory } from './orders.table';

/**
 * Demo orders for the SOS handling (spec 01 §4): each alarmed piece has an open order waiting to be assigned, and
 * the earlier, handled alarm of the first one has its completed order, named by its log lines. Then the service jobs
 * of a working company (seedServiceOrders).
 */
export async function seedOrders(db: Db, tenantId: number): Promise<void> {
  await seedSosOrders(db, tenantId);
  await seedServiceOrders(db, tenantId);
}

async function seedSosOrders(db: Db, tenantId: number): Promise<void> {
  await withTenant(db, tenantId, async (tx) => {
    const alarmed = await tx
      .select({ id: equipments.id, name: equipments.name, customer_id: equipments.customer_id })
      .from(equipments)
      .where(and(eq(equipments.tenantId, tenantId), eq(equipments.trackingdevice_sos, true)))
      .orderBy(asc(equipments.id));
    if (alarmed.length === 0) return;
    const [tech] = await tx
      .select({ id: users.id })
      .from(users)
      .innerJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.tenantId, tenantId)))
      .where(eq(users.username, 'tech'));
    const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
    const first = alarmed[0]!;
    const rows = [
      // The alarm of three weeks ago: assigned to the technician and completed (status 3).
      {
        tenantId,
        ordernumber: 10001,
        customer_id: first.customer_id,
        status: 3,
        responsible_id: tech?.id ?? null,
        description: `SOS-alarm: ${first.name}. Høy temperatur, pressostat byttet.`,
        orderdate: day(21),
        startdate: day(21),
        enddate: day(20),
      },
      ...alarmed.map((e, i) => ({
        tenantId,
        ordernumber: 10002 + i,
        customer_id: e.customer_id,
        status: 1,
        responsible_id: null,
        description: `SOS-alarm: ${e.name}. Kontroller anlegget og kontakt kunden.`,
        orderdate: day(0),
        startdate: null,
        enddate: null,
      })),
    ];
    const created = await tx.insert(orders).values(rows).returning({ id: orders.id });
    await tx
      .insert(orderEquipments)
      .values([
        { tenantId, order_id: created[0]!.id, equipment_id: first.id },
        ...alarmed.map((e, i) => ({ tenantId, order_id: created[i + 1]!.id, equipment_id: e.id })),
      ]);
    // The earlier alarm's log lines name its order.
    await tx
      .update(equipmentSosLogs)
      .set({ order_id: created[0]!.id })
      .where(
        and(
          eq(equipmentSosLogs.tenantId, tenantId),
          eq(equipmentSosLogs.equipment_id, first.id),
          isNull(equipmentSosLogs.order_id),
        ),
      );
  });
}

type DemoOrder = {
  description: string;
  /** The statuses it went through, the last being where it is now (kept in its history). */
  statuses: number[];
  responsible: 'admin' | 'office' | 'tech' | null;
  participants?: ('admin' | 'office' | 'tech')[];
  /** Days from today: order date, start and end. */
  days: [order: number, start: number | null, end: number | null];
  lines: [productnumber: string, quantity: string][];
  extra?: Partial<typeof orders.$inferInsert>;
};

/** Jobs of a Norwegian heat pump and refrigeration service company, in every stage of the work (issue 7 demo). */
const DEMO_ORDERS: DemoOrder[] = [
  {
    description: 'Årlig service varmepumpe: rens av filter og innedel, kontroll av drenering',
    statuses: [1, 2, 3],
    responsible: 'tech',
    participants: ['office'],
    days: [-6, -1, 2],
    lines: [
      ['AR-02', '2'],
      ['FI-100', '1'],
      ['RE-01', '1'],
    ],
    extra: { isservice: true, budget: '4500.00', hoursestimate: '3.00', notificationthresholds: [80, 100] },
  },
  {
    description: 'Service kjøleanlegg kjølerom 2: lekkasjesøk og etterfylling',
    statuses: [1, 2],
    responsible: null,
    days: [-2, 3, 3],
    lines: [['KM-R410A', '0.5']],
    extra: { isservice: true, customerreference: 'Bestilling 4471' },
  },
  {
    description: 'Montering av ny luft/luft varmepumpe i stue',
    statuses: [1],
    responsible: 'admin',
    participants: ['tech'],
    days: [-1, 7, 8],
    lines: [
      ['VP-1001', '1'],
      ['MA-200', '1'],
      ['AR-01', '6'],
    ],
    extra: {
      pricingtype: 'fixed',
      fixedprice: '24900.00',
      budget: '18000.00',
      hoursestimate: '6.00',
      notificationthresholds: [80, 100],
    },
  },
  {
    description: 'Periodisk lekkasjekontroll F-gass, kjøleanlegg butikk',
    statuses: [1, 2, 3, 5],
    responsible: 'tech',
    days: [-20, -14, -14],
    lines: [
      ['AR-02', '1.5'],
      ['RE-01', '1'],
    ],
    extra: { isservice: true, agreementnumber: 'SA-2025-012' },
  },
  {
    description: 'Reparasjon av kompressor på varmepumpe, bytte av kondensator',
    statuses: [1, 3, 5, 4],
    responsible: 'tech',
    participants: ['admin'],
    days: [-40, -35, -33],
    lines: [
      ['AR-02', '4'],
      ['RE-01', '2'],
    ],
  },
];

async function seedServiceOrders(db: Db, tenantId: number): Promise<void> {
  await withTenant(db, tenantId, async (tx) => {
    const people = await tx
      .select({ id: users.id, username: users.username })
      .from(users)
      .innerJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.tenantId, tenantId)))
      .where(inArray(users.username, ['admin', 'office', 'tech']));
    const userId = (name: string | null) => people.find((p) => p.username === name)?.id ?? null;
    const clients = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.tenantId, tenantId), eq(customers.issupplier, false)))
      .orderBy(asc(customers.id))
      .limit(DEMO_ORDERS.length);
    if (clients.length === 0) return;
    const taxes = producttaxes as typeof producttaxes & { percentage: typeof products.costprice };
    const numbers = [...new Set(DEMO_ORDERS.flatMap((o) => o.lines.map(([n]) => n)))];
    const catalogue = await tx
      .select({
        id: products.id,
        number: products.number,
        name: products.name,
        saleprice: products.saleprice,
        costprice: products.costprice,
        tax: taxes.percentage,
      })
      .from(products)
      .leftJoin(taxes, and(eq(taxes.tenantId, products.tenantId), eq(taxes.id, products.producttax_id)))
      .where(and(eq(products.tenantId, tenantId), inArray(products.number, numbers)));
    // The sales unit's name of each product (the line's unit).
    const units = productunits as typeof productunits & { name: typeof products.name };
    const salesUnits = await tx
      .select({ product_id: productUnitLinks.product_id, name: units.name })
      .from(productUnitLinks)
      .innerJoin(
        units,
        and(eq(units.tenantId, productUnitLinks.tenantId), eq(units.id, productUnitLinks.unit_id)),
      )
      .where(and(eq(productUnitLinks.tenantId, tenantId), eq(productUnitLinks.issalesunit, true)));
    const [top] = await tx
      .select({ n: sql<number | null>`max(${orders.ordernumber})` })
      .from(orders)
      .where(eq(orders.tenantId, tenantId));
    let next = Math.max(Number(top?.n ?? 10000) + 1, 10001);
    const day = (n: number | null) =>
      n === null ? null : new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    for (const [i, demo] of DEMO_ORDERS.entries()) {
      const status = demo.statuses[demo.statuses.length - 1]!;
      const [row] = await tx
        .insert(orders)
        .values({
          tenantId,
          ordernumber: next++,
          customer_id: clients[i % clients.length]!.id,
          status,
          responsible_id: userId(demo.responsible),
          description: demo.description,
          orderdate: day(demo.days[0])!,
          startdate: day(demo.days[1]),
          enddate: day(demo.days[2]),
          ordertext:
            'Arbeidet utføres i henhold til avtale. Eventuelle tilleggsarbeider avtales med kunden før de utføres.',
          deliveryterms: 'Betaling 14 dager netto.',
          createdby: userId('admin'),
          ...demo.extra,
        })
        .returning({ id: orders.id });
      const orderId = row!.id;
      const participants = (demo.participants ?? []).map(userId).filter((u): u is number => u !== null);
      if (participants.length) {
        await tx
          .insert(orderParticipants)
          .values(participants.map((user_id) => ({ tenantId, order_id: orderId, user_id })));
      }
      await tx.insert(orderStatusHistory).values(
        demo.statuses.map((to, k) => ({
          tenantId,
          order_id: orderId,
          fromstatus: k === 0 ? null : demo.statuses[k - 1]!,
          tostatus: to,
          changedby: userId(k === 0 ? 'admin' : (demo.responsible ?? 'office')),
          changedon: new Date(Date.now() + (demo.days[0] + k) * 86_400_000),
        })),
      );
      const lines = demo.lines.flatMap(([number, quantity], position) => {
        const p = catalogue.find((c) => c.number === number);
        if (!p) return [];
        const unitprice = p.saleprice ?? '0';
        return [
          {
            tenantId,
            order_id: orderId,
            product_id: p.id,
            position: position + 1,
            productnumber: p.number,
            name: p.name,
            unit: (salesUnits.find((u) => u.product_id === p.id)?.name as string | undefined) ?? null,
            quantity,
            unitprice,
            discount: '0',
            tax: (p.tax as string | null) ?? '25',
            costprice: p.costprice,
            net: lineNet({ quantity, unitprice, discount: 0 }),
          },
        ];
      });
      if (lines.length) await tx.insert(orderlines).values(lines);
    }
  });
}
