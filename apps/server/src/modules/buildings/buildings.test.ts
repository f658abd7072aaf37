import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient, type TestServer, startTestServer } from '../../../test/test-app';
import { DB_KINDS } from '../../../test/test-db';
import { fieldError } from '../../../test/field-error';

type Building = Record<string, any> & { id: number; version: number };

const valid = {
  name: 'Bryggen Lager',
  address: 'Bryggen 15',
  zip: '5003',
  city: 'Bergen',
  latitude: 60.397,
  longitude: 5.3245,
  buildingnumber: 139528471,
  municipalitynumber: '4601',
  gardsnummer: 165,
  bruksnummer: 12,
  festenummer: 0,
  seksjonsnummer: 3,
  yearbuilt: 1702,
  area: 845.5,
  notes: 'Fredet bygg: avtal alt arbeid med Byantikvaren.',
  hourdiscount: 12.5,
  materialdiscount: 5,
};

describe.each(DB_KINDS)('buildings on %s', (kind) => {
  let server: TestServer;
  let admin: TestClient;
  let office: TestClient;
  let tech: TestClient;
  let fjord: TestClient;
  let customerId: number;
  let otherCustomerId: number;
  let fjordCustomerId: number;

  beforeAll(async () => {
    server = await startTestServer(kind);
    [admin, office, tech, fjord] = await Promise.all(
      ['admin', 'office', 'tech', 'fjordadmin'].map((u) => signedIn(server, u)),
    );
    customerId = (await admin.post('customers', { name: 'Bygg Eier AS' })).body.id;
    otherCustomerId = (await admin.post('customers', { name: 'Annen Eier AS' })).body.id;
    fjordCustomerId = (await fjord.post('customers', { name: 'Fjord Eiendom AS' })).body.id;
  });
  afterAll(() => server.close());

  const count = async () => (await admin.post('buildings/list', { count: true })).body.total as number;

  it('lists the demo buildings by name, a page at a time, with a total', async () => {
    const page = await admin.post('buildings/list', { limit: 3, count: true });
    expect(page.status).toBe(200);
    expect(page.body.total).toBe(15);
    expect(page.body.items.map((b: Building) => b.name)).toEqual([
      'Dronningens gate 10',
      'Hamar Torg',
      'Havnegata Senter',
    ]);
    const byYear = await admin.post('buildings/list', { sort: { yearbuilt: 1 }, limit: 1 });
    expect(byYear.body.items[0]).toMatchObject({
      name: 'Kjøpmannsgården',
      yearbuilt: 1888,
      latitude: 63.433,
    });
  });

  it('creates a building on a customer with address, position, cadastre and discounts', async () => {
    const r = await admin.post('buildings', { ...valid, customerid: customerId });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({
      ...valid,
      customerid: customerId,
      customername: 'Bygg Eier AS',
      isactive: true,
      version: 1,
    });
    expect(r.body.tenantId).toBeUndefined();
    expect((await admin.get(`buildings/${r.body.id}`)).body).toEqual(r.body);
  });

  it('takes numbers as a Norwegian user types them', async () => {
    const r = await admin.post('buildings', {
      name: 'Tekstbygg',
      latitude: '59,9139',
      longitude: '10,7522',
      area: '1 250,75',
      gardsnummer: '208',
      hourdiscount: '7,5',
      yearbuilt: '1985',
      municipalitynumber: '0301',
      zip: '0150',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({
      latitude: 59.9139,
      longitude: 10.7522,
      area: 1250.75,
      gardsnummer: 208,
      hourdiscount: 7.5,
      yearbuilt: 1985,
      municipalitynumber: '0301',
      zip: '0150',
    });
  });

  it('answers bad input with 400 field errors and creates nothing', async () => {
    const before = await count();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', 'required'],
      [{ zip: '12' }, 'zip', 'invalidPostalCode'],
      [{ zip: '123456789' }, 'zip', 'invalidPostalCode'],
      [{ latitude: 91 }, 'latitude', 'outOfRange|min=-90|max=90'],
      [{ longitude: '-180,5' }, 'longitude', 'outOfRange|min=-180|max=180'],
      [{ gardsnummer: 0 }, 'gardsnummer', 'outOfRange|min=1|max=99999'],
      [{ bruksnummer: 12.5 }, 'bruksnummer', 'invalidNumber'],
      [{ municipalitynumber: '301' }, 'municipalitynumber', 'invalidNumber'],
      [{ yearbuilt: 999 }, 'yearbuilt', `outOfRange|min=1000|max=${new Date().getFullYear() + 5}`],
      [{ yearbuilt: 2999 }, 'yearbuilt', `outOfRange|min=1000|max=${new Date().getFullYear() + 5}`],
      // issue 12: a name longer than the heading can hold is refused, saying the maximum.
      [{ name: 'B'.repeat(300) }, 'name', 'maxCharacters|max=200'],
      [{ area: -1 }, 'area', 'outOfRange|min=0|max=10000000'],
      [{ hourdiscount: 100.5 }, 'hourdiscount', 'outOfRange|min=0|max=100'],
      [{ materialdiscount: -1 }, 'materialdiscount', 'outOfRange|min=0|max=100'],
      [{ customerid: 'one' }, 'customerid', 'invalidData'],
      [{ tenantId: 2 }, 'tenantId', 'unknownField'],
      [{ notes: 'Nøkkel\u0000' }, 'notes', 'invalidData'],
    ];
    for (const [patch, field, message] of cases) {
      const r = await admin.post('buildings', { ...valid, ...patch });
      expect(r.status, JSON.stringify(patch)).toBe(400);
      expect(r.body.errors, JSON.stringify(patch)).toContainEqual(fieldError(field, message));
    }
    for (const body of [
      { sort: { notes: 1 } },
      { skip: -1 },
      { limit: 501 },
      { match: { name: 'x' } },
      { match: { customerid: 'x' } },
      { match: { isactive: 0 } },
    ]) {
      expect((await admin.post('buildings/list', body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await admin.post('buildings/get_active', { customerid: 1e300 })).status).toBe(400);
    expect((await admin.post('buildings/get_active', { ids: [-1] })).status).toBe(400);
    expect((await admin.del('buildings', { ids: [1e300] })).status).toBe(400);
    expect(await count()).toBe(before);
  });

  it("refuses another tenant's customer, and a customer that does not exist", async () => {
    const before = await count();
    for (const id of [fjordCustomerId, 99_999_999]) {
      const r = await admin.post('buildings', { ...valid, customerid: id });
      expect(r.status).toBe(400);
      expect(r.body.errors).toEqual([{ field: 'customerid', message: 'invalidData' }]);
    }
    expect(await count()).toBe(before);
  });

  it("finds buildings by name, address, postal code, city or the customer's name", async () => {
    const b = (await admin.post('buildings', { ...valid, name: 'Søkbart Bygg', customerid: otherCustomerId }))
      .body;
    for (const search of ['søkbart', 'BRYGGEN 15', 'annen eier']) {
      const ids = (await admin.post('buildings/list', { search, limit: 500 })).body.items.map(
        (x: Building) => x.id,
      );
      expect(ids, search).toContain(b.id);
    }
    const sorted = await admin.post('buildings/list', {
      sort: { customername: 1 },
      match: { customerid: otherCustomerId },
    });
    expect(sorted.body.items.map((x: Building) => x.id)).toEqual([b.id]);
  });

  it("answers a customer's active buildings, plus inactive ones asked for", async () => {
    const on = (await admin.post('buildings', { name: 'Aktivt', customerid: otherCustomerId })).body;
    const off = (
      await admin.post('buildings', { name: 'Revet', customerid: otherCustomerId, isactive: false })
    ).body;
    const active = (await admin.post('buildings/get_active', { customerid: otherCustomerId })).body.map(
      (x: Building) => x.id,
    );
    expect(active).toContain(on.id);
    expect(active).not.toContain(off.id);
    const withIds = (await admin.post('buildings/get_active', { customerid: otherCustomerId, ids: [off.id] }))
      .body;
    expect(withIds.map((x: Building) => x.id)).toContain(off.id);
    // Order forms load buildings: a technician may read the lookup.
    expect((await tech.post('buildings/get_active', {})).status).toBe(200);
  });

  it('saves the discounts of the earning and discount tab with the version read; a stale save is 412', async () => {
    const b = (await admin.post('buildings', { ...valid, name: 'Rabattbygg' })).body as Building;
    const ok = await admin.put(`buildings/${b.id}`, { hourdiscount: 20, materialdiscount: 0, version: 1 });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toMatchObject({ hourdiscount: 20, materialdiscount: 0, version: 2, notes: valid.notes });
    const stale = await admin.put(`buildings/${b.id}`, { hourdiscount: 30, version: 1 });
    expect(stale.status).toBe(412);
    const bad = await admin.put(`buildings/${b.id}`, { hourdiscount: 101, version: 2 });
    expect(bad.body.errors).toEqual([fieldError('hourdiscount', 'outOfRange|min=0|max=100')]);
    expect((await admin.put(`buildings/${b.id}`, { customerid: fjordCustomerId, version: 2 })).status).toBe(
      400,
    );
    expect((await admin.get(`buildings/${b.id}`)).body).toMatchObject({
      hourdiscount: 20,
      version: 2,
      customerid: null,
    });
  });

  it('keeps a customer with buildings from being deleted', async () => {
    const owner = (await admin.post('customers', { name: 'Eier med bygg AS' })).body.id;
    await admin.post('buildings', { name: 'Eierbygg', customerid: owner });
    const r = await admin.del('customers', { ids: [owner] });
    expect(r.status).toBe(400);
    expect(r.body.detail).toContain('buildings');
  });

  it('keeps buildings from users without the buildings permissions, and technicians read-only', async () => {
    const b = (await admin.post('buildings/list', { limit: 1 })).body.items[0] as Building;
    expect((await office.post('buildings/list', {})).status).toBe(403);
    expect((await office.get(`buildings/${b.id}`)).status).toBe(403);
    expect((await office.post('buildings', { name: 'Kontorbygg' })).status).toBe(403);
    expect((await tech.post('buildings', { name: 'Teknikerbygg' })).status).toBe(403);
    expect((await tech.put(`buildings/${b.id}`, { name: 'X', version: b.version })).status).toBe(403);
    expect((await tech.del('buildings', { ids: [b.id] })).status).toBe(403);
    expect((await admin.get(`buildings/${b.id}`)).body).toEqual(b);
  });

  it("gives another tenant no access to the tenant's buildings", async () => {
    const b = (await admin.post('buildings/list', { limit: 1 })).body.items[0] as Building;
    expect((await fjord.get(`buildings/${b.id}`)).status).toBe(404);
    expect((await fjord.put(`buildings/${b.id}`, { name: 'Fjord', version: b.version })).status).toBe(404);
    expect((await fjord.post('buildings/list', { count: true })).body.total).toBe(0);
    expect((await fjord.post('buildings/get_active', { ids: [b.id] })).body).toEqual([]);
    expect((await fjord.del('buildings', { ids: [b.id] })).body.deleted).toEqual([]);
    // Nor can a building of the other tenant point at this tenant's customer.
    const cross = await fjord.post('buildings', { name: 'Kryss', customerid: customerId });
    expect(cross.status).toBe(400);
    expect((await admin.get(`buildings/${b.id}`)).body).toEqual(b);
  });

  it('deletes buildings by ids', async () => {
    const b = (await admin.post('buildings', { name: 'Rives' })).body as Building;
    const r = await admin.del('buildings', { ids: [b.id] });
    expect(r.body.deleted).toEqual([b.id]);
    expect((await admin.get(`buildings/${b.id}`)).status).toBe(404);
  });
});
