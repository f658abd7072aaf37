import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { SearchResults } from '@suite/shared/customers/search.types';
import { withPlatform, withTenant } from '../../db/tenant';
import { tenants } from '../../platform/tenants/tenants.table';
import { equipments } from '../equipment/equipment.table';
import { products } from '../products/products.table';
import { signedIn, type TestClient, type TestServer, startTestServer } from '../../../test/test-app';
import { DB_KINDS } from '../../../test/test-db';

describe.each(DB_KINDS)('the search page on %s', (kind) => {
  let server: TestServer;
  let admin: TestClient;
  let office: TestClient;
  let fjord: TestClient;
  let customerId: number;
  let contactId: number;
  let equipmentId: number;
  let productId: number;
  beforeAll(async () => {
    server = await startTestServer(kind);
    [admin, office, fjord] = await Promise.all(
      ['admin', 'office', 'fjordadmin'].map((u) => signedIn(server, u)),
    );
    customerId = (
      await admin.post('customers', {
        name: 'Hardanger Varmepumper AS',
        customernumber: 77123,
        organizationnumber: '923609016',
        email: 'post@hardangervp.no',
        phone: '+47 55 12 34 56',
      })
    ).body.id;
    contactId = (
      await admin.post('contacts', {
        firstname: 'Solveig',
        lastname: 'Brekke',
        email: 'solveig@hardangervp.no',
        mobile: '+47 412 34 567',
        customerid: customerId,
      })
    ).body.id;
    await fjord.post('customers', { name: 'Hardanger Fjordutleie AS' });
    // Equipment and products are another module's; rows made directly keep this test about the search.
    const db = server.database.db;
    const [demo] = await withPlatform(db, (tx) =>
      tx.select().from(tenants).where(eq(tenants.domain, 'demo')),
    );
    await withTenant(db, demo!.id, async (tx) => {
      const [piece] = await tx
        .insert(equipments)
        .values({
          tenantId: demo!.id,
          name: 'Varmepumpe stue',
          serialnumber: 'SN-HVP-48213',
          barcode: 'BC-7700912',
          customer_id: customerId,
        })
        .returning({ id: equipments.id });
      equipmentId = piece!.id;
      const [product] = await tx
        .insert(products)
        .values({
          tenantId: demo!.id,
          number: 'VP-9001',
          name: 'Ørretveit varmepumpe 6 kW',
          ean: '7090012345678',
        })
        .returning({ id: products.id });
      productId = product!.id;
    });
  });
  afterAll(() => server.close());

  const find = async (c: TestClient, text: string) => {
    const r = await c.get(`search?text=${encodeURIComponent(text)}`);
    expect(r.status).toBe(200);
    const body = r.body as SearchResults;
    return (group: string) => body.groups.find((g) => g.group === group);
  };

  it('finds a customer by name, number and organisation number, linking to its record', async () => {
    for (const text of ['varmepumper', '77123', '923 609 016']) {
      const hits = (await find(admin, text))('customers')!.hits;
      expect(
        hits.map((h) => h.id),
        text,
      ).toEqual([customerId]);
      expect(hits[0]).toMatchObject({
        title: 'Hardanger Varmepumper AS',
        link: `/customers/${customerId}/detail`,
      });
    }
  });

  it('finds a customer by its e-mail and phone (with or without spaces) like the customer list, naming the field', async () => {
    for (const [text, field] of [
      ['post@hardangervp', 'email'],
      ['55123456', 'phone'],
      ['55 12 34 56', 'phone'],
      ['923 609 016', 'organizationnumber'],
    ] as const) {
      const hits = (await find(admin, text))('customers')!.hits;
      expect(
        hits.map((h) => h.id),
        text,
      ).toEqual([customerId]);
      expect(hits[0]!.matched?.field, text).toBe(field);
      const list = await admin.post('customers/list', { search: text, count: true });
      expect(list.body.items.map((c: { id: number }) => c.id)).toEqual([customerId]);
    }
    // A hit found by its name names no other field.
    expect((await find(admin, 'varmepumper'))('customers')!.hits[0]!.matched).toBeUndefined();
  });

  it('finds a contact by full name, e-mail and phone written with or without spaces', async () => {
    for (const text of ['Solveig Brekke', 'solveig@hardanger', '41234567', '412 34 567']) {
      const hits = (await find(admin, text))('contacts')!.hits;
      expect(
        hits.map((h) => h.id),
        text,
      ).toEqual([contactId]);
      expect(hits[0]!.subtitle).toContain('Hardanger Varmepumper AS');
      expect(hits[0]!.link).toBe(`/contacts/actions/${contactId}`);
    }
  });

  it('finds equipment by serial number and barcode, and products by number, name and EAN', async () => {
    for (const text of ['SN-HVP-48213', 'bc-7700912']) {
      const hits = (await find(admin, text))('equipment')!.hits;
      expect(
        hits.map((h) => h.id),
        text,
      ).toEqual([equipmentId]);
      expect(hits[0]!.link).toBe(`/equipments/${equipmentId}/detail`);
    }
    for (const text of ['VP-9001', 'ørretveit', '7090012345678']) {
      const hits = (await find(admin, text))('products')!.hits;
      expect(
        hits.map((h) => h.id),
        text,
      ).toEqual([productId]);
      expect(hits[0]!.link).toBe(`/w_h/products/advanced_form/${productId}`);
    }
    // The demo office role may see neither equipment nor products.
    const officeGroups = await find(office, 'SN-HVP-48213');
    expect(officeGroups('equipment')).toBeUndefined();
    expect(officeGroups('products')).toBeUndefined();
  });

  it('answers empty groups when nothing matches, and for a text too short to search', async () => {
    for (const text of ['zzzqqq', 'h']) {
      const groups = (await admin.get(`search?text=${text}`)).body as SearchResults;
      expect(groups.groups.every((g) => g.hits.length === 0)).toBe(true);
    }
  });

  it("shows only the tenant's own records and only the groups the user may see", async () => {
    const fjordHits = (await find(fjord, 'hardanger'))('customers')!.hits.map((h) => h.title);
    expect(fjordHits).toEqual(['Hardanger Fjordutleie AS']);
    expect((await find(fjord, 'solveig'))('contacts')!.hits).toEqual([]);
    // The demo office role may see customers but not contacts.
    const officeGroups = await find(office, 'hardanger');
    expect(officeGroups('customers')!.hits).toHaveLength(1);
    expect(officeGroups('contacts')).toBeUndefined();
  });

  it('refuses a search text that is too long or missing', async () => {
    expect((await admin.get(`search?text=${'x'.repeat(201)}`)).status).toBe(400);
    expect((await admin.get('search')).status).toBe(400);
  });
});
