import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gs1CheckDigit } from '@suite/shared/products/product.rules';
import { signedIn, type TestClient, type TestServer, startTestServer } from '../../../test/test-app';
import { DB_KINDS } from '../../../test/test-db';

const ean = (body12: string) => body12 + gs1CheckDigit(body12);

describe.each(DB_KINDS)('products on %s', (kind) => {
  let server: TestServer;
  let admin: TestClient;
  let office: TestClient;
  let tech: TestClient;
  let fjord: TestClient;
  let unitA: number;
  let unitB: number;
  let supplierId: number;

  beforeAll(async () => {
    server = await startTestServer(kind);
    [admin, office, tech, fjord] = await Promise.all(
      ['admin', 'office', 'tech', 'fjordadmin'].map((u) => signedIn(server, u)),
    );
    const units = (await admin.post('productunits/get_active', {})).body as { id: number }[] | undefined;
    if (Array.isArray(units) && units.length >= 2) [unitA, unitB] = [units[0]!.id, units[1]!.id];
    else {
      // Until the unit list is served, any id stands for a unit.
      [unitA, unitB] = [1, 2];
    }
    const suppliers = (await admin.post('customers/list', { match: { issupplier: true }, limit: 1 })).body;
    supplierId = suppliers.items[0].id;
  });
  afterAll(() => server.close());

  const product = (number: string, extra: Record<string, unknown> = {}) => ({
    number,
    name: `Produkt ${number}`,
    producttype: 'product',
    costprice: 750.5,
    saleprice: 1000,
    units: [{ unit_id: unitA, factor: 1, issalesunit: true, issupplierunit: true }],
    ...extra,
  });

  it('lists the demo products with paging, sort and a total', async () => {
    const r = await admin.post('products/list', { sort: { number: 1 }, limit: 5, count: true });
    expect(r.status).toBe(200);
    expect(r.body.items).toHaveLength(5);
    expect(r.body.total).toBeGreaterThanOrEqual(40);
    const numbers = r.body.items.map((p: { number: string }) => p.number);
    expect(numbers).toEqual([...numbers].sort());
    const heat = await admin.post('products/list', { search: 'kirigamine', count: true });
    expect(heat.body.items.map((p: { number: string }) => p.number)).toEqual(['FI-100', 'VP-1001']);
  });

  it('creates a product with units, supplier items and batch numbers, and computes its gross margin', async () => {
    const r = await admin.post(
      'products',
      product('T-100', {
        ean: ean('704012399001'),
        units: [
          { unit_id: unitA, factor: 1, issalesunit: true, issupplierunit: false },
          { unit_id: unitB, factor: 12, issalesunit: false, issupplierunit: true },
        ],
        supplieritems: [
          {
            supplier_id: supplierId,
            supplierproductnumber: 'LEV-1',
            supplierprice: 700,
            deliverydays: 5,
            ismain: true,
          },
        ],
        batches: [{ batchnumber: 'LOT-1', expirydate: '2030-01-31' }],
      }),
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ number: 'T-100', isactive: true, version: 1, grossmargin: 24.95 });
    expect(r.body.units).toHaveLength(2);
    expect(r.body.units[1]).toMatchObject({ unit_id: unitB, factor: 12, issupplierunit: true });
    expect(r.body.units[0].unitname).toEqual(expect.any(String));
    expect(r.body.supplieritems[0]).toMatchObject({
      supplier_id: supplierId,
      supplierprice: 700,
      ismain: true,
    });
    expect(r.body.supplieritems[0].suppliername).toBeTruthy();
    expect(r.body.batches).toEqual([
      { id: expect.any(Number), batchnumber: 'LOT-1', expirydate: '2030-01-31' },
    ]);
    const got = await admin.get(`products/${r.body.id}`);
    expect(got.body).toMatchObject({ costprice: 750.5, saleprice: 1000, grossmargin: 24.95 });
  });

  it("refuses a product number that exists, whatever the case: 'Product with the same number cannot exist'", async () => {
    const r = await admin.post('products', product('vp-1001'));
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ field: 'number', message: 'productNumberExists' }]);
  });

  it('refuses a product without a unit or without a supplier unit, and creates nothing', async () => {
    const before = (await admin.post('products/list', { count: true })).body.total;
    const none = await admin.post('products', product('T-200', { units: [] }));
    expect(none.status).toBe(400);
    // One message per field (the first): with no units at all, the missing unit is what to fix first.
    expect(none.body.errors).toEqual([{ field: 'units', message: 'productNeedsUnit' }]);
    const noSupplierUnit = await admin.post(
      'products',
      product('T-201', { units: [{ unit_id: unitA, factor: 1, issalesunit: true, issupplierunit: false }] }),
    );
    expect(noSupplierUnit.body.errors).toEqual([{ field: 'units', message: 'productNeedsSupplierUnit' }]);
    const missing = await admin.post('products', {
      number: 'T-202',
      name: 'Uten enheter',
      producttype: 'work',
    });
    expect(missing.status).toBe(400);
    expect((await admin.post('products/list', { count: true })).body.total).toBe(before);
  });

  it('refuses an EAN with a wrong check digit, and a second product with the same EAN', async () => {
    const bad = await admin.post('products', product('T-300', { ean: '7040123990012' }));
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'ean', message: 'invalidEan' }]);
    const good = ean('704012399003');
    expect((await admin.post('products', product('T-301', { ean: good }))).status).toBe(200);
    const twice = await admin.post('products', product('T-302', { ean: good }));
    expect(twice.body.errors).toEqual([{ field: 'ean', message: 'alreadyExists' }]);
    // An EAN-8 is fine too, and blank means none (two products without EAN do not collide).
    expect((await admin.post('products', product('T-303', { ean: '96385074' }))).status).toBe(200);
    expect((await admin.post('products', product('T-304', { ean: '' }))).status).toBe(200);
    expect((await admin.post('products', product('T-305', { ean: '' }))).status).toBe(200);
  });

  it('refuses duplicate and invalid batch numbers', async () => {
    const r = await admin.post(
      'products',
      product('T-400', {
        batches: [{ batchnumber: 'A-1' }, { batchnumber: 'a-1' }, { batchnumber: 'med mellomrom' }],
      }),
    );
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([
      { field: 'batches.1.batchnumber', message: 'duplicateBatchNumber' },
      { field: 'batches.2.batchnumber', message: 'invalidBatchNumber' },
    ]);
  });

  it('needs an insurance cost type and cost on insurance products, and drops them on other types', async () => {
    const missing = await admin.post('products', product('T-500', { producttype: 'insurance' }));
    expect(missing.body.errors).toEqual([
      { field: 'insurancecosttype', message: 'required' },
      { field: 'insurancecost', message: 'required' },
    ]);
    const pct = await admin.post(
      'products',
      product('T-501', { producttype: 'insurance', insurancecosttype: 'percentage', insurancecost: 150 }),
    );
    expect(pct.body.errors).toEqual([{ field: 'insurancecost', message: 'invalidNumber' }]);
    const ok = await admin.post(
      'products',
      product('T-502', { producttype: 'insurance', insurancecosttype: 'percentage', insurancecost: 8 }),
    );
    expect(ok.body).toMatchObject({ insurancecosttype: 'percentage', insurancecost: 8 });
    const changed = await admin.put(`products/${ok.body.id}`, { producttype: 'work', version: 1 });
    expect(changed.body).toMatchObject({ producttype: 'work', insurancecosttype: null, insurancecost: null });
  });

  it('updates with the version read, recomputes the gross margin, and refuses a stale version with 412', async () => {
    const created = (await admin.post('products', product('T-600'))).body;
    const r = await admin.put(`products/${created.id}`, { saleprice: 1500, version: 1 });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ version: 2, grossmargin: 49.97 });
    const stale = await admin.put(`products/${created.id}`, { name: 'Gammel', version: 1 });
    expect(stale.status).toBe(412);
    expect((await admin.get(`products/${created.id}`)).body.name).toBe('Produkt T-600');
  });

  it('replaces the units when an update sends them, keeps them when it does not, and checks them', async () => {
    const created = (await admin.post('products', product('T-700'))).body;
    const kept = await admin.put(`products/${created.id}`, { name: 'Nytt navn', version: 1 });
    expect(kept.body.units).toHaveLength(1);
    const bad = await admin.put(`products/${created.id}`, {
      units: [{ unit_id: unitA, factor: 1, issalesunit: false, issupplierunit: true }],
      version: 2,
    });
    expect(bad.body.errors).toEqual([{ field: 'units', message: 'productNeedsUnit' }]);
    const changed = await admin.put(`products/${created.id}`, {
      units: [
        { unit_id: unitB, factor: 1, issalesunit: true, issupplierunit: false },
        { unit_id: unitA, factor: 6, issalesunit: false, issupplierunit: true },
      ],
      version: 2,
    });
    expect(changed.body.units.map((u: { unit_id: number }) => u.unit_id)).toEqual([unitB, unitA]);
  });

  it('answers the lookups: plain GET products, get_active with inactive ids, and query', async () => {
    const created = (await admin.post('products', product('T-800', { isactive: false }))).body;
    const plain = (await tech.get('products')).body.map((p: { id: number }) => p.id);
    expect(plain).not.toContain(created.id);
    expect(plain.length).toBeGreaterThanOrEqual(40);
    const withIds = (await tech.post('products/get_active', { ids: [created.id] })).body.map(
      (p: { id: number }) => p.id,
    );
    expect(withIds).toContain(created.id);
    const q = await admin.post('products/query', {
      filter: "producttype eq 'gas' and isactive eq true",
      order_by: 'number asc',
      select: 'id,number,name',
    });
    expect(q.status).toBe(200);
    expect(q.body.map((p: { number: string }) => p.number)).toEqual([
      'KM-R134A',
      'KM-R290',
      'KM-R32',
      'KM-R407C',
      'KM-R410A',
    ]);
    expect(Object.keys(q.body[0]).sort()).toEqual(['id', 'name', 'number']);
    expect((await admin.post('products/query', { filter: "colour eq 'red'" })).status).toBe(400);
    expect((await admin.post('products/query', { filter: 'number eq' })).status).toBe(400);
  });

  it('answers bad input with 400 field errors and changes nothing', async () => {
    const before = (await admin.post('products/list', { count: true })).body.total;
    const bad: [string, string, unknown][] = [
      ['POST', 'products', { ...product('T-900'), nosuchfield: 1 }],
      ['POST', 'products', { ...product('T-901'), producttype: 'service' }],
      ['POST', 'products', { ...product('T-902'), saleprice: 'mye' }],
      ['POST', 'products', { ...product('T-903'), costprice: -5 }],
      ['POST', 'products', { ...product('T-904'), name: '   ' }],
      ['POST', 'products', { ...product('T-905'), grossmargin: 99 }],
      [
        'POST',
        'products',
        {
          ...product('T-906'),
          units: [{ unit_id: 'x', factor: 1, issalesunit: true, issupplierunit: true }],
        },
      ],
      [
        'POST',
        'products',
        {
          ...product('T-907'),
          units: [{ unit_id: unitA, factor: 0, issalesunit: true, issupplierunit: true }],
        },
      ],
      ['POST', 'products', { ...product('T-908'), supplieritems: [{ supplier_id: 2 ** 40 }] }],
      ['POST', 'products/list', { sort: { nosuchfield: 1 } }],
      ['POST', 'products/list', { skip: -1 }],
      ['POST', 'products/list', { limit: 100000 }],
      ['POST', 'products/list', { match: { producttype: 5 } }],
      ['PUT', 'products/abc', { version: 1 }],
      ['PUT', 'products/1', { version: 'one' }],
      ['DELETE', 'products', { ids: [] }],
    ];
    for (const [method, path, payload] of bad) {
      const r = await admin.request(method, path, payload);
      expect(r.status, `${method} ${path} ${JSON.stringify(payload).slice(0, 90)}`).toBe(400);
      expect(r.body.errors.length).toBeGreaterThan(0);
    }
    expect((await admin.post('products/list', { count: true })).body.total).toBe(before);
  });

  it('refuses writes to a technician (403) and to office staff without the product permissions', async () => {
    expect((await tech.post('products', product('T-1000'))).status).toBe(403);
    expect((await tech.put('products/1', { version: 1 })).status).toBe(403);
    expect((await tech.del('products', { ids: [1] })).status).toBe(403);
    expect((await office.post('products/list', {})).status).toBe(403);
    expect((await office.post('products', product('T-1001'))).status).toBe(403);
  });

  it("gives another tenant no access to the products, and refuses another tenant's supplier", async () => {
    const mine = (await admin.post('products', product('T-1100'))).body;
    expect((await fjord.get(`products/${mine.id}`)).status).toBe(404);
    expect((await fjord.put(`products/${mine.id}`, { name: 'Fjord', version: 1 })).status).toBe(404);
    const listed = (await fjord.post('products/list', { limit: 500 })).body.items;
    expect(listed).toEqual([]);
    expect((await fjord.post('products/get_active', { ids: [mine.id] })).body).toEqual([]);
    expect((await fjord.del('products', { ids: [mine.id] })).body.deleted).toEqual([]);
    expect((await admin.get(`products/${mine.id}`)).status).toBe(200);
    // The demo tenant's units and suppliers are not the other tenant's to use.
    const r = await fjord.post('products', {
      ...product('F-1'),
      supplieritems: [{ supplier_id: supplierId }],
    });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([
      { field: 'units.0.unit_id', message: 'invalidData' },
      { field: 'supplieritems.0.supplier_id', message: 'invalidData' },
    ]);
    const group = (await admin.post('productgroups/get_active', {})).body[0];
    const g = await fjord.post('products', { ...product('F-2'), productgroup_id: group.id });
    expect(g.body.errors).toContainEqual({ field: 'productgroup_id', message: 'invalidData' });
  });

  it('deletes a product with its children, but not one still used by equipment', async () => {
    const created = (await admin.post('products', product('T-1200', { batches: [{ batchnumber: 'B1' }] })))
      .body;
    const del = await admin.del('products', { ids: [created.id] });
    expect(del.body.deleted).toEqual([created.id]);
    expect((await admin.get(`products/${created.id}`)).status).toBe(404);
    const rental = (await admin.post('products/list', { match: { number: 'UT-01' } })).body.items[0];
    const used = await admin.del('products', { ids: [rental.id] });
    expect(used.status).toBe(400);
    expect(used.body.errors).toEqual([{ field: 'ids', message: 'inUse' }]);
    expect(used.body.detail).toContain('equipments');
  });

  it('keeps a unit, product group or tax that products use from being deleted', async () => {
    const used = await admin.del('productunits', { ids: [unitA] });
    expect(used.status).toBe(400);
    expect(used.body.errors).toEqual([{ field: 'ids', message: 'inUse' }]);
    const vp = (await admin.post('products/list', { match: { number: 'VP-1001' } })).body.items[0];
    expect(vp.productgroup_id).toEqual(expect.any(Number));
    expect((await admin.del('productgroups', { ids: [vp.productgroup_id] })).status).toBe(400);
  });

  it('exports the products and imports a sheet: all rows or none', async () => {
    const exported = await fetch(`${server.url}/api/products/export?format=csv&language=no`, {
      headers: { cookie: admin.cookie, 'x-client-version': '1.42' },
    });
    expect(exported.status).toBe(200);
    const csv = await exported.text();
    expect(csv).toContain('VP-1001');
    const header = 'number;name;producttype;saleprice';
    const good = `${header}\nIMP-1;Importert vare;product;199,90\nIMP-2;Importert arbeid;work;850\n`;
    const ok = await admin.post('products/import', {
      filename: 'varer.csv',
      content: Buffer.from(good).toString('base64'),
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toMatchObject({ created: 2 });
    const imported = (await admin.post('products/list', { match: { number: 'IMP-1' } })).body.items[0];
    expect((await admin.get(`products/${imported.id}`)).body.units).toHaveLength(1);
    const bad = `${header}\nIMP-3;Ok vare;product;10\nIMP-4;Feil type;tjeneste;10\n`;
    const failed = await admin.post('products/import', {
      filename: 'varer.csv',
      content: Buffer.from(bad).toString('base64'),
    });
    expect(failed.status).toBe(400);
    expect(failed.body.detail).toBe('importFailed');
    expect(failed.body.errors[0]).toMatchObject({ row: 3, field: 'producttype' });
    expect((await admin.post('products/list', { match: { number: 'IMP-3' } })).body.items).toEqual([]);
  });
});
