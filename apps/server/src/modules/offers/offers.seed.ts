import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { lineNet } from '@suite/shared/orders/line-totals';
import { OFFER_STATUS } from '@suite/shared/offers/offer.rules';
import type { Db } from '../../db/connection';
import { withTenant } from '../../db/tenant';
import { users } from '../../platform/auth/auth.table';
import { customers } from '../customers/customers.table';
import { orderlines, orders } from '../orders/orders.table';
import { products } from '../products/products.table';
import { producttaxes } from '../settings/settings.table';
import { offerlines, offerResponses, offers } from './offers.table';

const taxes = producttaxes as typeof producttaxes & { percentage: typeof offerlines.tax };

/**
 * Demo offers (issue 7 "Demo data": offers sent and answered): a draft, one sent and waiting, one accepted with the
 * customer's answer and made into an order, and one declined, each with lines from the demo products.
 */
export async function seedOffers(db: Db, tenantId: number): Promise<void> {
  await withTenant(db, tenantId, async (tx) => {
    const buyers = await tx
      .select({ id: customers.id, name: customers.name })
      .from(customers)
      .where(and(eq(customers.tenantId, tenantId), eq(customers.issupplier, false)))
      .orderBy(asc(customers.id))
      .limit(4);
    const goods = await tx
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
      .where(and(eq(products.tenantId, tenantId), isNotNull(products.saleprice)))
      .orderBy(asc(products.id))
      .limit(6);
    if (buyers.length === 0 || goods.length === 0) return;
    const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const at = (n: number) => new Date(Date.now() + n * 86_400_000);
    const buyer = (i: number) => buyers[i % buyers.length]!;
    const plan = [
      { status: OFFER_STATUS.draft, description: 'Ny varmepumpe i stue', date: -2, sent: null },
      { status: OFFER_STATUS.sent, description: 'Årlig service ventilasjon', date: -6, sent: -5 },
      { status: OFFER_STATUS.accepted, description: 'Utskifting av filtre og reimer', date: -20, sent: -19 },
      { status: OFFER_STATUS.declined, description: 'Oppgradering styringssystem', date: -30, sent: -29 },
    ];
    const made = await tx
      .insert(offers)
      .values(
        plan.map((p, i) => ({
          tenantId,
          offernumber: 10001 + i,
          customer_id: buyer(i).id,
          responsible_id: admin?.id ?? null,
          status: p.status,
          offerdate: day(p.date),
          validuntil: day(p.date + 30),
          description: p.description,
          offertext: 'Takk for forespørselen. Vi har gleden av å gi dere følgende tilbud:',
          deliveryterms: 'Tilbudet gjelder i 30 dager. Alle priser er oppgitt eksklusive merverdiavgift.',
          sentat: p.sent === null ? null : at(p.sent),
          createdby: admin?.id ?? null,
        })),
      )
      .returning({ id: offers.id });
    const lineRows = made.flatMap((o, i) =>
      [0, 1, 2].map((k) => {
        const g = goods[(i + k) % goods.length]!;
        const quantity = String(k + 1);
        const unitprice = g.saleprice ?? '0';
        return {
          tenantId,
          offer_id: o.id,
          product_id: g.id,
          position: (k + 1) * 10,
          productnumber: g.number,
          name: g.name,
          quantity,
          unitprice,
          tax: g.tax ?? '25',
          costprice: g.costprice,
          net: lineNet({ quantity, unitprice }),
        };
      }),
    );
    await tx.insert(offerlines).values(lineRows);
    await tx.insert(offerResponses).values([
      {
        tenantId,
        offer_id: made[2]!.id,
        accepted: true,
        name: 'Kari Nordmann',
        comment: 'Fint om dere kan komme i uke 12.',
        ipaddress: '192.0.2.10',
        respondedat: at(-17),
      },
      {
        tenantId,
        offer_id: made[3]!.id,
        accepted: false,
        name: 'Per Hansen',
        comment: 'Vi venter til neste år.',
        ipaddress: '192.0.2.11',
        respondedat: at(-25),
      },
    ]);
    // The accepted offer became an order, with the offer's lines and texts, linked both ways.
    const [max] = await tx
      .select({ n: sql<number | null>`max(${orders.ordernumber})` })
      .from(orders)
      .where(eq(orders.tenantId, tenantId));
    const accepted = plan[2]!;
    const [order] = await tx
      .insert(orders)
      .values({
        tenantId,
        ordernumber: Math.max(Number(max?.n ?? 0) + 1, 10001),
        customer_id: buyer(2).id,
        status: 2,
        responsible_id: admin?.id ?? null,
        description: accepted.description,
        orderdate: day(-17),
        offer_id: made[2]!.id,
        ordertext: 'Takk for forespørselen. Vi har gleden av å gi dere følgende tilbud:',
        deliveryterms: 'Tilbudet gjelder i 30 dager. Alle priser er oppgitt eksklusive merverdiavgift.',
        createdby: admin?.id ?? null,
      })
      .returning({ id: orders.id });
    await tx
      .insert(orderlines)
      .values(
        lineRows
          .filter((l) => l.offer_id === made[2]!.id)
          .map(({ offer_id: _o, ...l }) => ({ ...l, order_id: order!.id })),
      );
    await tx
      .update(offers)
      .set({ order_id: order!.id })
      .where(and(eq(offers.tenantId, tenantId), eq(offers.id, made[2]!.id)));
  });
}
