import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient, type TestServer, startTestServer } from '../../../test/test-app';
import { DB_KINDS } from '../../../test/test-db';

type Item = { id: number; [k: string]: unknown };

describe.each(DB_KINDS)('customer equipment and SOS on %s', (kind) => {
  let server: TestServer;
  let admin: TestClient;
  let office: TestClient;
  let tech: TestClient;
  let fjord: TestClient;
  let customerId: number;
  let otherCustomerId: number;
  let rentalProductId: number;
  let adminUserId: number;

  beforeAll(async () => {
    server = await startTestServer(kind);
    [admin, office, tech, fjord] = await Promise.all(
      ['admin', 'office', 'tech', 'fjordadmin'].map((u) => signedIn(server, u)),
    );
    const customers = (await admin.post('customers/list', { match: { issupplier: false }, limit: 2 })).body
      .items;
    [customerId, otherCustomerId] = [customers[0].id, customers[1].id];
    rentalProductId = (await admin.post('products/list', { match: { number: 'UT-01' } })).body.items[0].id;
    adminUserId = (await admin.get('auth/session')).body.user.id;
  });
  afterAll(() => server.close());

  const piece = (name: string, extra: Record<string, unknown> = {}) => ({
    name,
    customer_id: customerId,
    serialnumber: `SN-${name}`,
    ...extra,
  });

  it('lists the demo equipment with customer names, and filters by customer and SOS flag', async () => {
    const all = await admin.post('equipments/list', { limit: 50, count: true });
    expect(all.status).toBe(200);
    expect(all.body.total).toBeGreaterThanOrEqual(30);
    expect(all.body.items.every((e: Item) => typeof e.customername === 'string')).toBe(true);
    const sos = await admin.post('equipments/list', { match: { trackingdevice_sos: true }, count: true });
    expect(sos.body.total).toBe(2);
    const ofCustomer = await admin.post('equipments/list', {
      match: { customer_id: customerId },
      limit: 500,
    });
    expect(ofCustomer.body.items.every((e: Item) => e.customer_id === customerId)).toBe(true);
    const bySerial = await admin.post('equipments/list', { search: 'nibe-f2120', count: true });
    expect(bySerial.body.total).toBe(1);
  });

  it('creates equipment, active and without an SOS, and gets it back with its names', async () => {
    const r = await admin.post(
      'equipments',
      piece('Varmepumpe test', {
        barcode: 'TEST-0001',
        refrigerantvolume: 0.55,
        installdate: '2024-05-01',
        yearmodel: 2024,
        serviceinterval: 12,
        hourmeter: 1234.5,
      }),
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({
      isactive: true,
      version: 1,
      trackingdevice_sos: false,
      refrigerantvolume: 0.55,
    });
    const got = await admin.get(`equipments/${r.body.id}`);
    expect(got.body).toMatchObject({ barcode: 'TEST-0001', installdate: '2024-05-01', hourmeter: 1234.5 });
    expect(got.body.customername).toBeTruthy();
  });

  it('refuses a barcode another piece has, whatever the case, and lets blank barcodes be', async () => {
    expect((await admin.post('equipments', piece('A', { barcode: 'DUP-1' }))).status).toBe(200);
    const twice = await admin.post('equipments', piece('B', { barcode: 'dup-1' }));
    expect(twice.status).toBe(400);
    expect(twice.body.errors).toEqual([{ field: 'barcode', message: 'barcodeExists' }]);
    expect((await admin.post('equipments', piece('C', { barcode: '' }))).status).toBe(200);
    expect((await admin.post('equipments', piece('D', { barcode: '  ' }))).status).toBe(200);
  });

  it('needs a product for rental equipment, on create and on update', async () => {
    const none = await admin.post('equipments', piece('Utleie', { isrental: true }));
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual([{ field: 'product_id', message: 'rentalNeedsProduct' }]);
    const ok = await admin.post(
      'equipments',
      piece('Utleie', { isrental: true, product_id: rentalProductId }),
    );
    expect(ok.status).toBe(200);
    const cleared = await admin.put(`equipments/${ok.body.id}`, { product_id: null, version: 1 });
    expect(cleared.status).toBe(400);
    expect(cleared.body.errors).toEqual([{ field: 'product_id', message: 'rentalNeedsProduct' }]);
    const notRental = await admin.put(`equipments/${ok.body.id}`, {
      isrental: false,
      product_id: null,
      version: 1,
    });
    expect(notRental.status).toBe(200);
  });

  it("refuses another customer's building", async () => {
    const building = (await admin.post('buildings/list', { limit: 100 })).body.items.find(
      (b: { customerid: number | null }) => b.customerid !== null,
    );
    if (!building) return;
    const owner = building.customerid === customerId ? otherCustomerId : customerId;
    const r = await admin.post(
      'equipments',
      piece('Feil bygg', { customer_id: owner, building_id: building.id }),
    );
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ field: 'building_id', message: 'buildingOfOtherCustomer' }]);
  });

  it('updates with the version read and refuses a stale version with 412, changing nothing', async () => {
    const created = (await admin.post('equipments', piece('Versjon'))).body;
    const ok = await admin.put(`equipments/${created.id}`, { location: 'Tak', version: 1 });
    expect(ok.body).toMatchObject({ version: 2, location: 'Tak' });
    const stale = await admin.put(`equipments/${created.id}`, { location: 'Kjeller', version: 1 });
    expect(stale.status).toBe(412);
    expect((await admin.get(`equipments/${created.id}`)).body.location).toBe('Tak');
  });

  it('answers get_active and query, expanding the customer', async () => {
    const q = await admin.post('equipments/query', {
      filter: `customer_id eq ${customerId} and isactive eq true`,
      expand: 'customer',
      select: 'id,name,serialnumber',
    });
    expect(q.status, JSON.stringify(q.body)).toBe(200);
    expect(q.body.length).toBeGreaterThan(0);
    expect(q.body[0].customer).toMatchObject({ id: customerId, name: expect.any(String) });
    expect((await admin.post('equipments/query', { filter: "trackingdevice_sos eq 'ja'" })).status).toBe(400);
    const active = await tech.post('equipments/get_active', {});
    expect(active.status).toBe(200);
  });

  it('raises and lowers the SOS flag through update_specific_properties', async () => {
    const created = (await admin.post('equipments', piece('Sporet'))).body;
    const raised = await admin.put(`equipments/update_specific_properties/${created.id}`, {
      trackingdevice_sos: true,
      trackingdevice_sosdate: '2025-03-01T10:15:00+01:00',
    });
    expect(raised.status).toBe(200);
    expect(raised.body).toMatchObject({
      trackingdevice_sos: true,
      trackingdevice_sosdate: '2025-03-01T09:15:00.000Z',
    });
    // The equipment form's version does not move: the form cannot overwrite the tracker's fields.
    expect(raised.body.version).toBe(1);
    const stamped = await admin.put(`equipments/update_specific_properties/${created.id}`, {
      trackingdevice_sos: true,
    });
    expect(new Date(stamped.body.trackingdevice_sosdate).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const bad = await admin.put(`equipments/update_specific_properties/${created.id}`, {
      trackingdevice_sos: true,
      name: 'Nei',
    });
    expect(bad.status).toBe(400);
    expect(
      (await admin.put(`equipments/update_specific_properties/${created.id}`, { trackingdevice_sos: 'ja' }))
        .status,
    ).toBe(400);
    expect(
      (
        await admin.put(`equipments/update_specific_properties/${created.id}`, {
          trackingdevice_sos: false,
          version: 9,
        })
      ).status,
    ).toBe(412);
  });

  it('answers no first active order for a piece without orders', async () => {
    const created = (await admin.post('equipments', piece('Uten ordre'))).body;
    const r = await admin.get(`equipments/get_first_active_order/${created.id}`);
    expect(r.status).toBe(200);
    expect(r.body).toBeNull();
    expect((await admin.get('equipments/get_first_active_order/999999999')).status).toBe(404);
  });

  it('writes SOS logs as the signed-in user and lists them newest first', async () => {
    const created = (await admin.post('equipments', piece('Logg'))).body;
    const first = await admin.post('equipmentsoslogs', {
      equipmentid: created.id,
      userid: adminUserId,
      action: 'assigned',
      log: 'Sendt tekniker',
      createdon: '2001-01-01T00:00:00Z',
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({
      equipmentid: created.id,
      userid: adminUserId,
      action: 'assigned',
      orderid: null,
    });
    // The server's clock decides, not the client's.
    expect(new Date(first.body.createdon).getFullYear()).toBeGreaterThan(2020);
    expect(first.body.username).toBeTruthy();
    await admin.post('equipmentsoslogs', { equipmentid: created.id, action: 'completed' });
    const logs = (await admin.get(`equipments/${created.id}/soslogs`)).body;
    expect(logs.map((l: { action: string }) => l.action)).toEqual(['completed', 'assigned']);
    expect((await admin.get(`equipmentsoslogs?equipmentid=${created.id}`)).body).toHaveLength(2);
    const someoneElse = await admin.post('equipmentsoslogs', {
      equipmentid: created.id,
      userid: 1,
      action: 'closed',
    });
    if (adminUserId !== 1)
      expect(someoneElse.body.errors).toEqual([{ field: 'userid', message: 'invalidData' }]);
    const badAction = await admin.post('equipmentsoslogs', { equipmentid: created.id, action: 'reopened' });
    expect(badAction.status).toBe(400);
  });

  it('assigns, completes and closes an SOS with their effects on the equipment and a log line each', async () => {
    const created = (await admin.post('equipments', piece('Alarm'))).body;
    const order = (await admin.post('orders', { customer_id: customerId, equipment_ids: [created.id] })).body;
    const noSos = await admin.post(`equipments/${created.id}/sos_action`, { action: 'assigned' });
    expect(noSos.status).toBe(400);
    expect(noSos.body.errors).toEqual([{ field: 'action', message: 'noActiveSos' }]);
    await admin.put(`equipments/update_specific_properties/${created.id}`, { trackingdevice_sos: true });

    const assigned = await admin.post(`equipments/${created.id}/sos_action`, {
      action: 'assigned',
      log: 'Terje',
    });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    expect(assigned.body.equipment.trackingdevice_sos).toBe(true);
    expect(assigned.body.order).toMatchObject({ id: order.id, status: 2, responsible_id: adminUserId });

    const completed = await admin.post(`equipments/${created.id}/sos_action`, { action: 'completed' });
    expect(completed.body.equipment.trackingdevice_sos).toBe(false);
    expect(completed.body.equipment.trackingdevice_sosdate).not.toBeNull();
    expect(completed.body.order).toMatchObject({ id: order.id, status: 3 });
    // Completed: the flag is down, so a second complete has nothing to do; close still clears the time.
    expect((await admin.post(`equipments/${created.id}/sos_action`, { action: 'completed' })).status).toBe(
      400,
    );

    const closed = await admin.post(`equipments/${created.id}/sos_action`, { action: 'closed' });
    expect(closed.body.equipment).toMatchObject({ trackingdevice_sos: false, trackingdevice_sosdate: null });
    const logs = (await admin.get(`equipments/${created.id}/soslogs`)).body;
    expect(logs.map((l: { action: string }) => l.action)).toEqual(['closed', 'completed', 'assigned']);
    expect(logs[2].log).toBe('Terje');
  });

  it('refuses to assign to someone who is not a member of the tenant', async () => {
    const created = (await admin.post('equipments', piece('Alarm 2'))).body;
    await admin.post('orders', { customer_id: customerId, equipment_ids: [created.id] });
    await admin.put(`equipments/update_specific_properties/${created.id}`, { trackingdevice_sos: true });
    const r = await admin.post(`equipments/${created.id}/sos_action`, {
      action: 'assigned',
      responsible_id: 2 ** 40,
    });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ field: 'responsible_id', message: 'invalidData' }]);
    expect((await admin.get(`equipments/${created.id}/soslogs`)).body).toEqual([]);
  });

  it('answers bad input with 400 field errors and changes nothing', async () => {
    const before = (await admin.post('equipments/list', { count: true })).body.total;
    const bad: [string, string, unknown][] = [
      ['POST', 'equipments', { ...piece('X'), nosuchfield: 1 }],
      ['POST', 'equipments', { ...piece('X'), customer_id: undefined }],
      ['POST', 'equipments', { ...piece('X'), customer_id: 'kunde' }],
      ['POST', 'equipments', { ...piece('X'), customer_id: 2 ** 40 }],
      ['POST', 'equipments', { ...piece('X'), installdate: '01.05.2024' }],
      ['POST', 'equipments', { ...piece('X'), installdate: '2024-02-30' }],
      ['POST', 'equipments', { ...piece('X'), yearmodel: 24 }],
      ['POST', 'equipments', { ...piece('X'), trackingdevice_type: 3 }],
      ['POST', 'equipments', { ...piece('X'), trackingdevice_sos: true }],
      ['POST', 'equipments', { ...piece('X'), name: '' }],
      ['POST', 'equipments', { ...piece('X'), refrigerantvolume: -1 }],
      ['POST', 'equipments/list', { sort: { nosuchfield: 1 } }],
      ['POST', 'equipments/list', { match: { customer_id: 'x' } }],
      ['POST', 'equipments/list', { limit: 0 }],
      ['PUT', 'equipments/abc', { version: 1 }],
      ['DELETE', 'equipments', { ids: ['x'] }],
      ['POST', 'equipmentsoslogs', { action: 'closed' }],
      ['POST', 'equipmentsoslogs', { equipmentid: 2 ** 40, action: 'closed' }],
    ];
    for (const [method, path, payload] of bad) {
      const r = await admin.request(method, path, payload);
      expect(r.status, `${method} ${path} ${JSON.stringify(payload).slice(0, 90)}`).toBe(400);
      expect(r.body.errors.length).toBeGreaterThan(0);
    }
    expect((await admin.post('equipments/list', { count: true })).body.total).toBe(before);
  });

  it('lets a technician look but not change (403), and office staff without equipment permissions neither', async () => {
    const one = (await admin.post('equipments/list', { limit: 1 })).body.items[0];
    expect((await tech.post('equipments/list', {})).status).toBe(200);
    expect((await tech.get(`equipments/${one.id}`)).status).toBe(200);
    expect((await tech.get(`equipments/${one.id}/soslogs`)).status).toBe(200);
    expect((await tech.post('equipments', piece('Tekniker'))).status).toBe(403);
    expect((await tech.put(`equipments/${one.id}`, { version: 1 })).status).toBe(403);
    expect((await tech.del('equipments', { ids: [one.id] })).status).toBe(403);
    expect(
      (await tech.put(`equipments/update_specific_properties/${one.id}`, { trackingdevice_sos: false }))
        .status,
    ).toBe(403);
    expect((await tech.post(`equipments/${one.id}/sos_action`, { action: 'closed' })).status).toBe(403);
    expect((await tech.post('equipmentsoslogs', { equipmentid: one.id, action: 'closed' })).status).toBe(403);
    expect((await office.post('equipments/list', {})).status).toBe(403);
  });

  it('gives another tenant no access to the equipment, its SOS calls or its log', async () => {
    const mine = (await admin.post('equipments', piece('Hemmelig'))).body;
    expect((await fjord.get(`equipments/${mine.id}`)).status).toBe(404);
    expect((await fjord.put(`equipments/${mine.id}`, { name: 'Fjord', version: 1 })).status).toBe(404);
    expect((await fjord.post('equipments/list', { limit: 500 })).body.items).toEqual([]);
    expect((await fjord.post('equipments/get_active', { ids: [mine.id] })).body).toEqual([]);
    expect((await fjord.post('equipments/query', { filter: `id eq ${mine.id}` })).body).toEqual([]);
    expect((await fjord.del('equipments', { ids: [mine.id] })).body.deleted).toEqual([]);
    expect(
      (await fjord.put(`equipments/update_specific_properties/${mine.id}`, { trackingdevice_sos: true }))
        .status,
    ).toBe(404);
    expect((await fjord.get(`equipments/get_first_active_order/${mine.id}`)).status).toBe(404);
    expect((await fjord.get(`equipments/${mine.id}/soslogs`)).status).toBe(404);
    const log = await fjord.post('equipmentsoslogs', { equipmentid: mine.id, action: 'closed' });
    expect(log.body.errors).toEqual([{ field: 'equipmentid', message: 'invalidData' }]);
    // And a demo customer is no customer of the other tenant.
    const r = await fjord.post('equipments', piece('Fjord'));
    expect(r.body.errors).toEqual([{ field: 'customer_id', message: 'invalidData' }]);
    expect((await admin.get(`equipments/${mine.id}`)).body.trackingdevice_sos).toBe(false);
  });

  it('names the lookups of the demo equipment, and keeps a type in use from being deleted', async () => {
    const piece = (await admin.post('equipments/list', { search: 'EQ100101' })).body.items[0];
    expect(piece).toMatchObject({ typename: 'Varmepumpe luft/luft', modelname: 'MSZ-LN35VG' });
    expect(piece.fabricatename).toBe('Mitsubishi Electric');
    const r = await admin.del('equipmenttypes', { ids: [piece.type_id] });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ field: 'ids', message: 'inUse' }]);
  });

  it('deletes equipment with its SOS log', async () => {
    const created = (await admin.post('equipments', piece('Slettes'))).body;
    await admin.post('equipmentsoslogs', { equipmentid: created.id, action: 'closed' });
    const r = await admin.del('equipments', { ids: [created.id] });
    expect(r.body.deleted).toEqual([created.id]);
    expect((await admin.get(`equipments/${created.id}`)).status).toBe(404);
  });

  it('exports equipment and imports a sheet: all rows or none, by barcode', async () => {
    const exported = await fetch(`${server.url}/api/equipments/export?format=xlsx`, {
      headers: { cookie: admin.cookie, 'x-client-version': '1.42', 'x-language': 'no' },
    });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toContain('spreadsheetml');
    const header = 'name;customer_id;barcode;serialnumber';
    const existing = (await admin.post('equipments/list', { search: 'EQ100101' })).body.items[0];
    const good = `${header}\nImportert kompressor;${customerId};IMP-EQ-1;SN-1\n${existing.name};${existing.customer_id};EQ100101;LN35-NY\n`;
    const ok = await admin.post('equipments/import', {
      filename: 'utstyr.csv',
      content: Buffer.from(good).toString('base64'),
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toEqual({ created: 1, updated: 1 });
    const bad = `${header}\nOk rad;${customerId};IMP-EQ-2;SN-2\nUten kunde;;IMP-EQ-3;SN-3\n`;
    const failed = await admin.post('equipments/import', {
      filename: 'utstyr.csv',
      content: Buffer.from(bad).toString('base64'),
    });
    expect(failed.status).toBe(400);
    expect(failed.body.detail).toBe('importFailed');
    expect(failed.body.errors[0]).toMatchObject({ row: 3, field: 'customer_id' });
    expect((await admin.post('equipments/list', { search: 'IMP-EQ-2', count: true })).body.total).toBe(0);
  });
});

describe.each(DB_KINDS)('internal equipment on %s', (kind) => {
  let server: TestServer;
  let admin: TestClient;
  let tech: TestClient;
  let fjord: TestClient;
  beforeAll(async () => {
    server = await startTestServer(kind);
    [admin, tech, fjord] = await Promise.all(['admin', 'tech', 'fjordadmin'].map((u) => signedIn(server, u)));
  });
  afterAll(() => server.close());

  it('lists the demo internal equipment with department and responsible names', async () => {
    const r = await admin.post('internalequipments/list', { count: true });
    expect(r.status).toBe(200);
    expect(r.body.total).toBeGreaterThanOrEqual(8);
    expect(r.body.items[0]).toMatchObject({ departmentname: 'Service', responsiblename: expect.any(String) });
  });

  it('creates, updates with version (412 when stale) and deletes a piece', async () => {
    const r = await admin.post('internalequipments', {
      name: 'Trykktester',
      barcode: 'IE-T1',
      purchaseprice: 3490.5,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ name: 'Trykktester', purchaseprice: 3490.5, isactive: true, version: 1 });
    expect(r.body.createdby).toBeGreaterThan(0);
    const twice = await admin.post('internalequipments', { name: 'Kopi', barcode: 'ie-t1' });
    expect(twice.body.errors).toEqual([{ field: 'barcode', message: 'barcodeExists' }]);
    expect(
      (await admin.put(`internalequipments/${r.body.id}`, { location: 'Bil 2', version: 1 })).status,
    ).toBe(200);
    expect(
      (await admin.put(`internalequipments/${r.body.id}`, { location: 'Bil 3', version: 1 })).status,
    ).toBe(412);
    // Saving back (issue 7): the server-set creator sent back is ignored, not taken.
    const back = await admin.put(`internalequipments/${r.body.id}`, { createdby: 999, version: 2 });
    expect(back.status).toBe(200);
    expect(back.body.createdby).toBe(r.body.createdby);
    expect((await admin.del('internalequipments', { ids: [r.body.id] })).body.deleted).toEqual([r.body.id]);
  });

  it('refuses a responsible who is not a member of the tenant, and bad input', async () => {
    const r = await admin.post('internalequipments', { name: 'Ukjent', responsible_id: 99_999_999 });
    expect(r.body.errors).toEqual([{ field: 'responsible_id', message: 'invalidData' }]);
    expect((await admin.post('internalequipments', { name: '' })).status).toBe(400);
    expect((await admin.post('internalequipments', { name: 'X', purchasedate: '31.12.2024' })).status).toBe(
      400,
    );
  });

  it('keeps internal equipment from users without the HSE permission, and from other tenants', async () => {
    // The demo technician has no internal equipment permission at all.
    expect((await tech.post('internalequipments/list', {})).status).toBe(403);
    const one = (await admin.post('internalequipments/list', { limit: 1 })).body.items[0];
    expect((await fjord.get(`internalequipments/${one.id}`)).status).toBe(404);
    expect((await fjord.post('internalequipments/list', {})).body.items).toEqual([]);
    expect((await fjord.del('internalequipments', { ids: [one.id] })).body.deleted).toEqual([]);
  });
});
