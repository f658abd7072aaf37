import { execFileSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withPlatform, withTenant } from '../../db/tenant';
import { signedIn, type TestClient, type TestServer, startTestServer } from '../../../test/test-app';
import { DB_KINDS } from '../../../test/test-db';
import { orderlines, orders } from './orders.table';

describe.each(DB_KINDS)(
  "the order's building, equipments, SMS and the customer's overviews on %s",
  (kind) => {
    let server: TestServer;
    let admin: TestClient;
    let tech: TestClient;
    let fjord: TestClient;
    let customerId: number;
    let otherCustomerId: number;
    let fjordOrderId: number;
    let fjordEquipmentId: number;
    let seq = 0;

    beforeAll(async () => {
      server = await startTestServer(kind);
      [admin, tech, fjord] = await Promise.all(
        ['admin', 'tech', 'fjordadmin'].map((u) => signedIn(server, u)),
      );
      const list = (await admin.post('customers/list', { match: { issupplier: false }, limit: 2 })).body
        .items;
      customerId = list[0].id;
      otherCustomerId = list[1].id;
      const fjordCustomer = (await fjord.post('customers', { name: 'Fjord Kunde AS' })).body;
      fjordOrderId = (await fjord.post('orders', { customer_id: fjordCustomer.id })).body.id;
      fjordEquipmentId = (
        await fjord.post('equipments', { name: 'Fjord pumpe', customer_id: fjordCustomer.id })
      ).body.id;
    });
    afterAll(() => server.close());

    const newOrder = async (extra: Record<string, unknown> = {}) => {
      const r = await admin.post('orders', { customer_id: customerId, ...extra });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body as { id: number; version: number; customer_id: number };
    };
    const newBuilding = async (customerid: number | null) => {
      const r = await admin.post('buildings', { name: `Bygg ${++seq}`, customerid });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.id as number;
    };
    const newPiece = async (customer = customerId) => {
      const r = await admin.post('equipments', { name: `Varmepumpe ${++seq}`, customer_id: customer });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.id as number;
    };

    describe("the order's building tab", () => {
      it("moves the order to another of the customer's buildings and answers it with the new version", async () => {
        const first = await newBuilding(customerId);
        const second = await newBuilding(customerId);
        const order = await newOrder({ building_id: first });
        const shown = (await admin.get(`orders/${order.id}/building`)).body;
        expect(shown).toMatchObject({ order_id: order.id, version: order.version, building: { id: first } });
        const moved = await admin.put(`orders/${order.id}/building`, {
          building_id: second,
          version: order.version,
        });
        expect(moved.status, JSON.stringify(moved.body)).toBe(200);
        expect(moved.body).toMatchObject({ version: order.version + 1, building: { id: second } });
        expect((await admin.get(`orders/${order.id}`)).body).toMatchObject({
          building_id: second,
          version: order.version + 1,
        });
        const none = await admin.put(`orders/${order.id}/building`, {
          building_id: null,
          version: order.version + 1,
        });
        expect(none.body).toMatchObject({ building: null });
      });

      it("refuses another customer's building, a stale version, bad input and a technician, changing nothing", async () => {
        const mine = await newBuilding(customerId);
        const theirs = await newBuilding(otherCustomerId);
        const order = await newOrder({ building_id: mine });
        const other = await admin.put(`orders/${order.id}/building`, {
          building_id: theirs,
          version: order.version,
        });
        expect(other.status).toBe(400);
        expect(other.headers.get('content-type')).toContain('application/problem+json');
        expect(other.body.errors).toEqual([{ field: 'building_id', message: 'invalidData' }]);
        const stale = await admin.put(`orders/${order.id}/building`, {
          building_id: null,
          version: order.version + 5,
        });
        expect(stale.status).toBe(412);
        const bad = await admin.put(`orders/${order.id}/building`, {
          building_id: 'x',
          version: order.version,
        });
        expect(bad.status).toBe(400);
        expect(bad.body.errors).toEqual([{ field: 'building_id', message: 'invalidData' }]);
        const missing = await admin.put(`orders/${order.id}/building`, { building_id: mine });
        expect(missing.body.errors).toEqual([{ field: 'version', message: 'required' }]);
        expect(
          (await tech.put(`orders/${order.id}/building`, { building_id: null, version: 1 })).status,
        ).toBe(403);
        expect((await admin.get(`orders/${order.id}`)).body).toMatchObject({
          building_id: mine,
          version: order.version,
        });
      });

      it("answers 404 for another tenant's order and refuses another tenant's building", async () => {
        expect((await admin.get(`orders/${fjordOrderId}/building`)).status).toBe(404);
        expect(
          (await admin.put(`orders/${fjordOrderId}/building`, { building_id: null, version: 1 })).status,
        ).toBe(404);
        const fjordBuilding = (await fjord.post('buildings', { name: 'Fjordbygg' })).body.id;
        const order = await newOrder();
        const r = await admin.put(`orders/${order.id}/building`, {
          building_id: fjordBuilding,
          version: order.version,
        });
        expect(r.status).toBe(400);
        expect(r.body.errors).toEqual([{ field: 'building_id', message: 'invalidData' }]);
      });
    });

    describe("the order's equipments tab and the equipment's orders tab", () => {
      it("adds and removes the customer's pieces, and each piece lists the orders that hold it", async () => {
        const [a, b] = [await newPiece(), await newPiece()];
        const order = await newOrder({ description: 'Årlig service' });
        const added = await admin.post(`orders/${order.id}/equipments`, { equipment_ids: [a, b, a] });
        expect(added.status, JSON.stringify(added.body)).toBe(200);
        expect(added.body.map((p: { id: number }) => p.id).sort()).toEqual([a, b].sort());
        expect((await admin.post(`orders/${order.id}/equipments`, { equipment_ids: [a] })).body).toHaveLength(
          2,
        );
        expect((await admin.get(`orders/${order.id}`)).body.equipment_ids.sort()).toEqual([a, b].sort());
        const ordersOfA = (await admin.get(`equipments/${a}/orders`)).body;
        expect(ordersOfA).toEqual([
          expect.objectContaining({ id: order.id, description: 'Årlig service', statusname: 'Kladd' }),
        ]);
        const removed = await admin.del(`orders/${order.id}/equipments`, { equipment_ids: [a] });
        expect(removed.body.map((p: { id: number }) => p.id)).toEqual([b]);
        expect((await admin.get(`equipments/${a}/orders`)).body).toEqual([]);
        expect(
          (await admin.get(`orders/${order.id}/equipments`)).body.map((p: { id: number }) => p.id),
        ).toEqual([b]);
      });

      it("refuses another customer's or tenant's piece and bad input with nothing added", async () => {
        const order = await newOrder();
        const foreign = await newPiece(otherCustomerId);
        for (const ids of [[foreign], [fjordEquipmentId]]) {
          const r = await admin.post(`orders/${order.id}/equipments`, { equipment_ids: ids });
          expect(r.status).toBe(400);
          expect(r.body.errors).toEqual([{ field: 'equipment_ids', message: 'invalidData' }]);
        }
        const empty = await admin.post(`orders/${order.id}/equipments`, { equipment_ids: [] });
        expect(empty.body.errors).toEqual([{ field: 'equipment_ids', message: 'required' }]);
        const unknown = await admin.post(`orders/${order.id}/equipments`, {
          equipment_ids: [1],
          extra: true,
        });
        expect(unknown.status).toBe(400);
        expect((await admin.get(`orders/${order.id}/equipments`)).body).toEqual([]);
      });

      it("answers 404 for another tenant's order or piece and 403 to a technician's change", async () => {
        const piece = await newPiece();
        expect((await admin.get(`orders/${fjordOrderId}/equipments`)).status).toBe(404);
        expect(
          (await admin.post(`orders/${fjordOrderId}/equipments`, { equipment_ids: [piece] })).status,
        ).toBe(404);
        expect(
          (await admin.del(`orders/${fjordOrderId}/equipments`, { equipment_ids: [piece] })).status,
        ).toBe(404);
        expect((await admin.get(`equipments/${fjordEquipmentId}/orders`)).status).toBe(404);
        const order = await newOrder();
        expect((await tech.post(`orders/${order.id}/equipments`, { equipment_ids: [piece] })).status).toBe(
          403,
        );
        expect((await tech.del(`orders/${order.id}/equipments`, { equipment_ids: [piece] })).status).toBe(
          403,
        );
        expect((await tech.get(`orders/${order.id}/equipments`)).status).toBe(200);
      });
    });

    describe("the customer's overviews tab", () => {
      it('sums orders, net and margin per year exactly, and shows invoiced as 0', async () => {
        const customer = (await admin.post('customers', { name: `Oversikt ${++seq} AS` })).body.id as number;
        const a = (await admin.post('orders', { customer_id: customer, orderdate: '2024-03-01' })).body.id;
        const b = (await admin.post('orders', { customer_id: customer, orderdate: '2024-11-30' })).body.id;
        await admin.post('orders', { customer_id: customer, orderdate: '2025-01-02' });
        const [{ tenantId }] = await withPlatform(server.database.db, (tx) =>
          tx.select({ tenantId: orders.tenantId }).from(orders).where(eq(orders.id, a)),
        );
        const line = (
          order_id: number,
          quantity: string,
          unitprice: string,
          costprice: string,
          net: string,
        ) => ({
          tenantId: tenantId!,
          order_id,
          name: 'Servicearbeid',
          quantity,
          unitprice,
          costprice,
          net,
        });
        await withTenant(server.database.db, tenantId!, (tx) =>
          tx
            .insert(orderlines)
            .values([line(a, '3', '333.33', '100.10', '999.99'), line(b, '1', '234.51', '200.00', '234.51')]),
        );
        const r = await admin.get(`customers/${customer}/overviews`);
        expect(r.status).toBe(200);
        expect(r.body).toEqual([
          { year: 2025, orders: 1, offers: 0, net: '0.00', cost: '0.00', margin: '0.00', invoiced: '0.00' },
          {
            year: 2024,
            orders: 2,
            offers: 0,
            net: '1234.50',
            cost: '500.30',
            margin: '734.20',
            invoiced: '0.00',
          },
        ]);
      });

      it("answers 404 for another tenant's customer", async () => {
        const fjordCustomer = (await fjord.post('customers/list', { limit: 1 })).body.items[0].id;
        expect((await admin.get(`customers/${fjordCustomer}/overviews`)).status).toBe(404);
        expect((await admin.get('customers/abc/overviews')).status).toBe(400);
      });
    });

    describe('printed order documents', () => {
      /** The PDF of GET orders/{id}/pdf as its text (pdftotext keeps the layout's reading order). */
      const pdfText = async (path: string) => {
        const res = await fetch(`${server.url}/api/${path}`, {
          headers: { cookie: admin.cookie, 'x-client-version': '1.42' },
        });
        const bytes = Buffer.from(await res.arrayBuffer());
        return {
          res,
          bytes,
          text: execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes }).toString('utf8'),
        };
      };

      it('prints the order confirmation with number, customer, lines, Norwegian amounts and dates', async () => {
        const customer = (
          await admin.post('customers', { name: 'Bjørnøy Eiendom AS', email: 'post@bjornoy.no' })
        ).body.id as number;
        const order = (
          await admin.post('orders', {
            customer_id: customer,
            orderdate: '2026-03-05',
            description: 'Service på varmepumpe',
          })
        ).body as { id: number; ordernumber: number };
        const [{ tenantId }] = await withPlatform(server.database.db, (tx) =>
          tx.select({ tenantId: orders.tenantId }).from(orders).where(eq(orders.id, order.id)),
        );
        await withTenant(server.database.db, tenantId!, (tx) =>
          tx.insert(orderlines).values([
            {
              tenantId: tenantId!,
              order_id: order.id,
              position: 1,
              name: 'Luft-til-luft varmepumpe',
              quantity: '1',
              unitprice: '1234.50',
              net: '1234.50',
              tax: '25',
            },
            {
              tenantId: tenantId!,
              order_id: order.id,
              position: 2,
              name: 'Montering og igangkjøring',
              quantity: '2',
              unitprice: '895.00',
              net: '1790.00',
              tax: '25',
            },
          ]),
        );
        const { res, bytes, text } = await pdfText(`orders/${order.id}/pdf?type=1`);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('application/pdf');
        expect(res.headers.get('content-disposition')).toBe(
          `attachment; filename="Ordrebekreftelse ${order.ordernumber}.pdf"; filename*=UTF-8''Ordrebekreftelse%20${order.ordernumber}.pdf`,
        );
        expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
        expect(text).toContain('Ordrebekreftelse');
        expect(text).toContain(String(order.ordernumber));
        expect(text).toContain('Bjørnøy Eiendom AS');
        expect(text).toContain('Luft-til-luft varmepumpe');
        expect(text).toContain('Montering og igangkjøring');
        expect(text).toContain('1 234,50');
        // 1 234,50 + 1 790,00 = 3 024,50 net; 25 % VAT 756,13 (rounded on the rate's sum); 3 780,63 in all.
        expect(text).toContain('3 024,50');
        expect(text).toContain('756,13');
        expect(text).toContain('3 780,63');
        expect(text).toContain('05.03.2026');
        const inline = await pdfText(`orders/${order.id}/pdf?type=2&inline=true&language=en`);
        expect(inline.res.headers.get('content-disposition')).toMatch(
          /^inline; filename="Service report \d+\.pdf"/,
        );
        expect(inline.text).toContain('Service report');
        for (const type of [4, 9]) {
          const other = await pdfText(`orders/${order.id}/pdf?type=${type}`);
          expect(other.res.status).toBe(200);
          expect(other.text).toContain('1 234,50');
        }
      });

      it("refuses unknown types and another tenant's order", async () => {
        const order = await newOrder();
        for (const type of ['5', 'x', '']) {
          const r = await admin.get(`orders/${order.id}/pdf?type=${type}`);
          expect(r.status).toBe(400);
          expect(r.body.errors).toEqual([{ field: 'type', message: 'invalidData' }]);
        }
        expect((await admin.get(`orders/${order.id}/pdf`)).status).toBe(400);
        expect((await admin.get(`orders/${fjordOrderId}/pdf?type=1`)).status).toBe(404);
      });
    });

    describe('SMS about an order', () => {
      it("shows the demo company's SMS about its handled order in the order's and the customer's history", async () => {
        const all = (await admin.post('sms_history/list', { match: { moduleid: 1 }, limit: 200 })).body as {
          recordid: number;
          customer_id: number;
          message: string;
          status: string;
        }[];
        const demo = all.filter((m) => m.message.includes('Demo Service AS'));
        expect(demo.length).toBeGreaterThanOrEqual(2);
        expect(demo.every((m) => m.status === 'outbox')).toBe(true);
        const ofCustomer = (
          await admin.post('sms_history/list', { match: { customer_id: demo[0]!.customer_id } })
        ).body;
        expect(ofCustomer.length).toBeGreaterThanOrEqual(2);
      });

      it("keeps the SMS in the outbox and lists it in the order's and the customer's SMS history", async () => {
        const order = await newOrder();
        const r = await admin.post(`orders/${order.id}/sms`, {
          to: '+47 912 34 567',
          message: 'Vi kommer i morgen kl. 08:00 for service på varmepumpen.',
        });
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        expect(r.body).toMatchObject({ status: 'outbox', provider: 'outbox', parts: 1, recordid: order.id });
        const ofOrder = (await admin.post('sms_history/list', { match: { moduleid: 1, recordid: order.id } }))
          .body;
        expect(ofOrder).toEqual([
          // Stored normalised (issue 12), shown grouped by the screens.
          expect.objectContaining({ to: '+4791234567', sentbyname: expect.any(String) }),
        ]);
        const ofCustomer = (await admin.post('sms_history/list', { match: { customer_id: customerId } }))
          .body;
        expect(ofCustomer.map((m: { id: number }) => m.id)).toContain(r.body.id);
        expect((await fjord.post('sms_history/list', { match: { customer_id: customerId } })).body).toEqual(
          [],
        );
      });

      it('counts 150-character messages, placeholders as 20, and refuses a sixth message', async () => {
        const order = await newOrder();
        const two = await admin.post(`orders/${order.id}/sms`, {
          to: '91234567',
          message: 'x'.repeat(131) + '{{date}}',
        });
        expect(two.body.parts).toBe(2);
        const six = await admin.post(`orders/${order.id}/sms`, { to: '91234567', message: 'x'.repeat(751) });
        expect(six.status).toBe(400);
        expect(six.body.errors).toEqual([{ field: 'message', message: 'maxSMSCount' }]);
        const blank = await admin.post(`orders/${order.id}/sms`, { to: '91234567', message: '   ' });
        expect(blank.body.errors).toEqual([{ field: 'message', message: 'required' }]);
        const number = await admin.post(`orders/${order.id}/sms`, { to: '912-34-567', message: 'Hei' });
        expect(number.body.errors).toEqual([{ field: 'to', message: 'invalidMobileno' }]);
        const history = (await admin.post('sms_history/list', { match: { moduleid: 1, recordid: order.id } }))
          .body;
        expect(history).toHaveLength(1);
      });

      it("answers 404 for another tenant's order and 403 to a technician, sending nothing", async () => {
        const order = await newOrder();
        expect(
          (await admin.post(`orders/${fjordOrderId}/sms`, { to: '91234567', message: 'Hei' })).status,
        ).toBe(404);
        expect((await tech.post(`orders/${order.id}/sms`, { to: '91234567', message: 'Hei' })).status).toBe(
          403,
        );
        expect(
          (await admin.post('sms_history/list', { match: { recordid: order.id, moduleid: 1 } })).body,
        ).toEqual([]);
        expect((await admin.post('sms_history/list', { match: { recordid: 'x' } })).status).toBe(400);
      });
    });
  },
);
