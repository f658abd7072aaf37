import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORGANISATION_NUMBER_WEIGHTS } from '@suite/shared/validation/organisation-number';
import { signedIn, type TestClient, type TestServer, startTestServer } from '../../../test/test-app';
import { DB_KINDS } from '../../../test/test-db';

/** A valid organisation number from 8 digits (MOD11 check digit appended); null when none exists for them. */
function orgNumber(first8: string): string | null {
  const sum = ORGANISATION_NUMBER_WEIGHTS.reduce((acc, w, i) => acc + w * Number(first8[i]), 0);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? null : `${first8}${check}`;
}
let orgSeed = 81000000;
function nextOrg(): string {
  for (;;) {
    const n = orgNumber(String(orgSeed++));
    if (n) return n;
  }
}

const fullCustomer = () => ({
  name: 'Bergen Kjøleservice AS',
  organizationnumber: nextOrg(),
  customertype: 'customer',
  customerstate: 1,
  saletype: 'credit',
  iscustomer: true,
  issupplier: false,
  isenterprise: true,
  isfavourite: true,
  vatid: 'NO923609016MVA',
  email: 'post@bergenkjoel.no',
  phone: '55 12 34 56',
  mobile: '+47 912 34 567',
  notificationemail: 'varsel@bergenkjoel.no',
  website: 'https://bergenkjoel.no',
  accountnumber: '1503.12.34562',
  paymentterms: 30,
  discounthours: 10,
  discountsupplies: '12,5',
  discountfilters: 5,
  discountbelts: 0,
  notes: 'Nøkkel hos vaktmester.',
});

describe.each(DB_KINDS)('customers, contacts and addresses on %s', (kind) => {
  let server: TestServer;
  let admin: TestClient;
  let office: TestClient;
  let tech: TestClient;
  let fjord: TestClient;
  beforeAll(async () => {
    server = await startTestServer(kind);
    [admin, office, tech, fjord] = await Promise.all(
      ['admin', 'office', 'tech', 'fjordadmin'].map((u) => signedIn(server, u)),
    );
  });
  afterAll(() => server.close());

  const count = async (c: TestClient = admin) => (await c.post('customers/list', { count: true })).body.total;

  it('creates a customer with every field and answers it back, organisation number as 9 digits', async () => {
    const body = { ...fullCustomer(), organizationnumber: '923 609 016' };
    const r = await admin.post('customers', body);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({
      ...body,
      organizationnumber: '923609016',
      // Checked with MOD11 and stored as the 11 digits, as the bank settings' account (issue 12).
      accountnumber: '15031234562',
      // Phone numbers stored normalised (issue 12), shown grouped by the screens.
      phone: '55123456',
      mobile: '+4791234567',
      discountsupplies: 12.5,
      isprivatecustomer: false,
      isactive: true,
      version: 1,
    });
    expect(r.body.customernumber).toBeGreaterThanOrEqual(10001);
    expect(r.body.tenantId).toBeUndefined();
    const got = await admin.get(`customers/${r.body.id}`);
    expect(got.body).toMatchObject({ name: body.name, paymentterms: 30, discounthours: 10 });
  });

  it('proposes the next customer number and gives it to a customer saved without one', async () => {
    const next = (await admin.get('customers/next_number')).body.customernumber;
    const r = await admin.post('customers', { name: 'Nummerløs AS' });
    expect(r.body.customernumber).toBe(next);
    expect((await admin.get('customers/next_number')).body.customernumber).toBe(next + 1);
    const dup = await admin.post('customers', { name: 'Samme nummer AS', customernumber: next });
    expect(dup.status).toBe(400);
    expect(dup.body.errors).toEqual([{ field: 'customernumber', message: 'alreadyExists' }]);
  });

  it('refuses an organisation number that fails the MOD11 check', async () => {
    const r = await admin.post('customers', { name: 'Feil AS', organizationnumber: '923609017' });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ field: 'organizationnumber', message: 'invalidOrganizationNumber' }]);
  });

  it('refuses a second customer with the same organisation number, written with or without spaces', async () => {
    const org = nextOrg();
    expect((await admin.post('customers', { name: 'Først AS', organizationnumber: org })).status).toBe(200);
    const spaced = `${org.slice(0, 3)} ${org.slice(3, 6)} ${org.slice(6)}`;
    const r = await admin.post('customers', { name: 'Sist AS', organizationnumber: spaced });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ field: 'organizationnumber', message: 'alreadyExists' }]);
  });

  it('tells whether the tenant already has a customer with an organisation number', async () => {
    const org = nextOrg();
    const c = (await admin.post('customers', { name: 'Eksisterer AS', organizationnumber: org })).body;
    const yes = await admin.get(`customers/check_organization_exists?orgNumber=${org}`);
    expect(yes.body).toEqual({ exists: true, customerid: c.id, name: 'Eksisterer AS' });
    const no = await admin.get(`customers/check_organization_exists?orgNumber=${nextOrg()}`);
    expect(no.body).toEqual({ exists: false });
    // Another tenant's customers are not there for fjord.
    expect((await fjord.get(`customers/check_organization_exists?orgNumber=${org}`)).body).toEqual({
      exists: false,
    });
    const bad = await admin.get('customers/check_organization_exists?orgNumber=12ab');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'orgNumber', message: 'invalidData' }]);
    expect((await admin.get('customers/check_organization_exists')).status).toBe(400);
  });

  it('answers bad customer input with 400 field errors and saves nothing', async () => {
    const before = await count();
    const r = await admin.post('customers', {
      name: '  ',
      email: 'ikke-en-epost',
      phone: '12ab',
      paymentterms: 31,
      discounthours: 120,
      customerstate: 4,
      customertype: 'firma',
    });
    expect(r.status).toBe(400);
    expect(r.headers.get('content-type')).toMatch(/problem\+json/);
    expect(
      Object.fromEntries(r.body.errors.map((e: { field: string; message: string }) => [e.field, e.message])),
    ).toEqual({
      name: 'required',
      email: 'invalidEmail',
      phone: 'invalidMobileno',
      paymentterms: 'invalidData',
      discounthours: 'outOfRange',
      customerstate: 'outOfRange',
      customertype: 'invalidData',
    });
    // issue 12: a range error says the range.
    expect(r.body.errors).toContainEqual({
      field: 'discounthours',
      message: 'outOfRange',
      params: { min: 0, max: 100 },
    });
    for (const body of [
      { name: 'X', nosuchfield: 1 },
      { name: 'X', city: 'Oslo' },
      { name: 'X', isactive: 'ja' },
      { name: 'X', mainsupplierid: 'abc' },
      { name: 'x'.repeat(201) },
    ]) {
      const bad = await admin.post('customers', body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.body.errors.length).toBeGreaterThan(0);
    }
    for (const body of [{ sort: { nosuchfield: 1 } }, { skip: -1 }, { limit: 100000 }, { match: { x: 1 } }]) {
      expect((await admin.post('customers/list', body)).status).toBe(400);
    }
    expect((await admin.get('customers/abc')).status).toBe(400);
    expect((await admin.put('customers/1', { version: 'one' })).status).toBe(400);
    expect(await count()).toBe(before);
  });

  it('keeps the customer type and the private-customer flag in step', async () => {
    const p = await admin.post('customers', { name: 'Kari Nordmann', customertype: 'private' });
    expect(p.body).toMatchObject({ customertype: 'private', isprivatecustomer: true });
    const f = await admin.post('customers', { name: 'Ola Privat', isprivatecustomer: true });
    expect(f.body).toMatchObject({ customertype: 'private', isprivatecustomer: true });
    const u = await admin.put(`customers/${p.body.id}`, { customertype: 'customer', version: 1 });
    expect(u.body).toMatchObject({ customertype: 'customer', isprivatecustomer: false, version: 2 });
  });

  it('accepts only suppliers of the tenant as main and secondary supplier', async () => {
    const supplier = (await admin.post('customers', { name: 'Kulde Grossist AS', issupplier: true })).body;
    const plain = (await admin.post('customers', { name: 'Vanlig Kunde AS' })).body;
    const ok = await admin.post('customers', { name: 'Med leverandør AS', mainsupplierid: supplier.id });
    expect(ok.status).toBe(200);
    expect(ok.body.mainsupplierid).toBe(supplier.id);
    const notSupplier = await admin.post('customers', { name: 'X AS', secondarysupplierid: plain.id });
    expect(notSupplier.body.errors).toEqual([{ field: 'secondarysupplierid', message: 'notASupplier' }]);
    const fjordSupplier = (await fjord.post('customers', { name: 'Fjord Leverandør AS', issupplier: true }))
      .body;
    const foreign = await admin.post('customers', { name: 'Y AS', mainsupplierid: fjordSupplier.id });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors).toEqual([{ field: 'mainsupplierid', message: 'invalidData' }]);
    const self = await admin.put(`customers/${supplier.id}`, { mainsupplierid: supplier.id, version: 1 });
    expect(self.body.errors).toEqual([{ field: 'mainsupplierid', message: 'invalidData' }]);
    // A supplier still named by a customer is not deleted.
    const del = await admin.del('customers', { ids: [supplier.id] });
    expect(del.status).toBe(400);
    expect(del.body.errors).toEqual([{ field: 'ids', message: 'inUse' }]);
  });

  it("takes priority, shipment, industry and product group from the tenant's own lists", async () => {
    const priority = (await admin.post('customerpriorities', { name: 'Testprioritet A', position: 1 })).body;
    const shipment = (await admin.post('customershipments', { name: 'Testfrakt Bring' })).body;
    const industry = (await admin.post('customerindustries', { name: 'Testbransje kulde', code: '43.221' }))
      .body;
    expect(
      [priority, shipment, industry].map((x) => typeof x.id),
      JSON.stringify([priority, shipment, industry]),
    ).toEqual(['number', 'number', 'number']);
    const c = await admin.post('customers', {
      name: 'Gruppert AS',
      priorityid: priority.id,
      shipmentid: shipment.id,
      industryid: industry.id,
    });
    expect(c.status, JSON.stringify(c.body)).toBe(200);
    expect(c.body).toMatchObject({
      priorityid: priority.id,
      shipmentid: shipment.id,
      industryid: industry.id,
    });
    // Another tenant's list items are not there for this tenant.
    const fjordPriority = (
      await fjord.post('customerpriorities', { name: 'Testprioritet Fjord', position: 1 })
    ).body;
    const foreign = await admin.post('customers', {
      name: 'Y AS',
      priorityid: fjordPriority.id,
      productgroupid: 987654,
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors).toEqual([
      { field: 'priorityid', message: 'invalidData' },
      { field: 'productgroupid', message: 'invalidData' },
    ]);
    // A priority that customers use is not deleted.
    const del = await admin.del('customerpriorities', { ids: [priority.id] });
    expect(del.status).toBe(400);
    expect(del.body.detail).toContain('customers');
  });

  it('lists sorted by name with paging and a total, searches and filters', async () => {
    for (const name of ['Øst Ventilasjon AS', 'Aas Rør AS', 'Midt Elektro AS']) {
      await admin.post('customers', { name, issupplier: name.startsWith('Midt') });
    }
    const all = await admin.post('customers/list', { limit: 500, count: true });
    const names: string[] = all.body.items.map((c: { name: string }) => c.name);
    expect(all.body.total).toBe(names.length);
    // spec 01 §9: a list asked without a limit answers 25 rows.
    expect(names.length).toBeGreaterThan(25);
    expect((await admin.post('customers/list', {})).body.items).toHaveLength(25);
    expect((await admin.post('contacts/list', {})).body.items.length).toBeLessThanOrEqual(25);
    const page1 = await admin.post('customers/list', { limit: 2, skip: 0, count: true });
    const page2 = await admin.post('customers/list', { limit: 2, skip: 2 });
    expect([...page1.body.items, ...page2.body.items].map((c: { name: string }) => c.name)).toEqual(
      names.slice(0, 4),
    );
    const desc = await admin.post('customers/list', { sort: { name: -1 }, limit: 1 });
    expect(desc.body.items[0].name).toBe(names[names.length - 1]);
    const found = await admin.post('customers/list', { search: 'øst ventilasjon', count: true });
    expect(found.body.items.map((c: { name: string }) => c.name)).toEqual(['Øst Ventilasjon AS']);
    // The number, and digits typed with or without the spaces they are stored with.
    const numbered = (
      await admin.post('customers', { name: 'Søkbar AS', customernumber: 88123, phone: '33 44 55 66' })
    ).body;
    for (const search of ['88123', '33445566', '33 44 55', 'SØKBAR']) {
      const hits = await admin.post('customers/list', { search, count: true, match: { isactive: true } });
      expect(
        hits.body.items.map((c: { id: number }) => c.id),
        search,
      ).toEqual([numbered.id]);
      expect(hits.body.total).toBe(1);
    }
    expect((await admin.post('customers/list', { search: 'x', match: { isactive: 'ja' } })).status).toBe(400);
    const suppliers = await admin.post('customers/list', { match: { issupplier: true }, limit: 500 });
    expect(suppliers.body.items.every((c: { issupplier: boolean }) => c.issupplier)).toBe(true);
    expect(suppliers.body.items.map((c: { name: string }) => c.name)).toContain('Midt Elektro AS');
  });

  it('answers customers/query and contacts/query with the OData filter subset, inside the tenant', async () => {
    const supplier = (await admin.post('customers', { name: 'Spørring Leverandør AS', issupplier: true }))
      .body;
    await admin.post('contacts', { firstname: 'Spørre', lastname: 'Kontakt', customerid: supplier.id });
    const q = await admin.post('customers/query', {
      filter: "issupplier eq true and name eq 'Spørring Leverandør AS'",
      select: 'id,name,customernumber',
    });
    expect(q.status, JSON.stringify(q.body)).toBe(200);
    expect(q.body).toEqual([
      { id: supplier.id, name: 'Spørring Leverandør AS', customernumber: supplier.customernumber },
    ]);
    const injected = await admin.post('customers/query', { filter: "name eq 'x'' or 1=1 --'" });
    expect(injected.body).toEqual([]);
    expect((await admin.post('customers/query', { filter: 'nosuchfield eq 1' })).status).toBe(400);
    const contacts = await admin.post('contacts/query', {
      filter: "lastname eq 'Kontakt'",
      expand: 'customer',
    });
    expect(contacts.status, JSON.stringify(contacts.body)).toBe(200);
    expect(contacts.body).toHaveLength(1);
    expect(JSON.stringify(contacts.body[0])).toContain('Spørring Leverandør AS');
    expect(
      (await fjord.post('customers/query', { filter: "name eq 'Spørring Leverandør AS'" })).body,
    ).toEqual([]);
  });

  it('saves with the version read and refuses a stale version with 412, changing nothing', async () => {
    const c = (await admin.post('customers', { name: 'Versjon AS' })).body;
    const ok = await admin.put(`customers/${c.id}`, { name: 'Versjon 2 AS', version: 1 });
    expect(ok.body.version).toBe(2);
    const stale = await admin.put(`customers/${c.id}`, { name: 'Gammel AS', version: 1 });
    expect(stale.status).toBe(412);
    expect((await admin.get(`customers/${c.id}`)).body.name).toBe('Versjon 2 AS');
  });

  it('answers get_active with active customers plus inactive ones asked for by id', async () => {
    const off = (await admin.post('customers', { name: 'Inaktiv AS', isactive: false })).body;
    const active = (await admin.post('customers/get_active', {})).body.map((c: { id: number }) => c.id);
    expect(active).not.toContain(off.id);
    const withId = (await admin.post('customers/get_active', { ids: [off.id] })).body.map(
      (c: { id: number }) => c.id,
    );
    expect(withId).toContain(off.id);
    expect((await tech.post('customers/get_active', {})).status).toBe(200);
  });

  it('keeps addresses of the five types with coordinates, and shows the postal city in the list', async () => {
    const c = (await admin.post('customers', { name: 'Adresse AS' })).body;
    const visiting = await admin.post(`customers/${c.id}/addresses`, {
      addresstype: 2,
      street: 'Strandkaien 2',
      zip: '5013',
      city: 'Bergen',
      country: 'Norge',
      latitude: '60,3960',
      longitude: 5.3221,
    });
    expect(visiting.status, JSON.stringify(visiting.body)).toBe(200);
    expect(visiting.body).toMatchObject({ addresstype: 2, latitude: 60.396, longitude: 5.3221, version: 1 });
    expect((await admin.get(`customers/${c.id}`)).body.city).toBe('Bergen');
    // An address of nothing but the preset country would read 'Norge' (issue 12): refused, nothing saved.
    const empty = await admin.post(`customers/${c.id}/addresses`, {
      addresstype: 2,
      street: '',
      country: 'Norge',
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([{ field: 'street', message: 'addressEmpty' }]);
    expect((await admin.get(`customers/${c.id}/addresses`)).body).toHaveLength(1);
    // Emptying every field of a saved address is refused the same way; the address keeps its values.
    const emptied = await admin.put(`customers/${c.id}/addresses/${visiting.body.id}`, {
      street: '',
      zip: null,
      city: ' ',
      latitude: '',
      longitude: null,
      version: visiting.body.version,
    });
    expect(emptied.status).toBe(400);
    expect(emptied.body.errors).toEqual([{ field: 'street', message: 'addressEmpty' }]);
    // Clearing some of them is fine while something is left.
    const partly = await admin.put(`customers/${c.id}/addresses/${visiting.body.id}`, {
      street: '',
      version: visiting.body.version,
    });
    expect(partly.status, JSON.stringify(partly.body)).toBe(200);
    expect(partly.body.city).toBe('Bergen');
    expect(partly.body.street || null).toBeNull();
    for (const type of [1, 3, 4, 5]) {
      const r = await admin.post(`customers/${c.id}/addresses`, {
        addresstype: type,
        street: `Gate ${type}`,
        zip: '0150',
        city: type === 1 ? 'Oslo' : 'Drammen',
      });
      expect(r.status).toBe(200);
    }
    const list = (await admin.get(`customers/${c.id}/addresses`)).body;
    expect(list.map((a: { addresstype: number }) => a.addresstype)).toEqual([1, 2, 3, 4, 5]);
    // The postal address decides the city the list shows.
    expect((await admin.get(`customers/${c.id}`)).body.city).toBe('Oslo');
    const byCity = await admin.post('customers/list', { search: 'oslo', count: true });
    expect(byCity.body.items.map((i: { id: number }) => i.id)).toContain(c.id);

    for (const bad of [
      { addresstype: 6 },
      { addresstype: 1, latitude: 91 },
      { addresstype: 1, longitude: -180.5 },
      { addresstype: 1, zip: '12' },
      { addresstype: 1, latitude: 'nord' },
    ]) {
      const r = await admin.post(`customers/${c.id}/addresses`, bad);
      expect(r.status, JSON.stringify(bad)).toBe(400);
    }
    const postal = list[0];
    const moved = await admin.put(`customers/${c.id}/addresses/${postal.id}`, {
      city: 'Lillestrøm',
      version: 1,
    });
    expect(moved.body).toMatchObject({ city: 'Lillestrøm', version: 2 });
    expect(
      (await admin.put(`customers/${c.id}/addresses/${postal.id}`, { city: 'X', version: 1 })).status,
    ).toBe(412);
    expect((await admin.get(`customers/${c.id}`)).body.city).toBe('Lillestrøm');
    expect((await admin.del(`customers/${c.id}/addresses/${postal.id}`, {})).status).toBe(200);
    expect((await admin.get(`customers/${c.id}`)).body.city).toBe('Bergen');
    expect((await admin.get(`customers/${c.id}/addresses`)).body).toHaveLength(4);

    // Another tenant sees none of it and changes none of it.
    expect((await fjord.get(`customers/${c.id}/addresses`)).status).toBe(404);
    expect((await fjord.post(`customers/${c.id}/addresses`, { addresstype: 1, city: 'Oslo' })).status).toBe(
      404,
    );
    expect(
      (await fjord.put(`customers/${c.id}/addresses/${list[1].id}`, { city: 'X', version: 1 })).status,
    ).toBe(404);
    expect((await fjord.del(`customers/${c.id}/addresses/${list[1].id}`, {})).status).toBe(404);
    expect((await tech.post(`customers/${c.id}/addresses`, { addresstype: 1 })).status).toBe(403);
    expect((await admin.get(`customers/${c.id}/addresses`)).body).toHaveLength(4);
  });

  it("keeps contacts with their customer's name, and refuses bad input and other tenants' customers", async () => {
    const c = (await admin.post('customers', { name: 'Kontakt AS' })).body;
    const r = await admin.post('contacts', {
      firstname: 'Ingrid',
      lastname: 'Haugen',
      title: 'Fru',
      jobtitle: 'Driftsleder',
      telephone: '22 33 44 55',
      mobile: '+47 480 12 345',
      email: 'ingrid@kontakt.no',
      customerid: c.id,
      notes: 'Treffes best før 10.',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ firstname: 'Ingrid', customerid: c.id, isactive: true, version: 1 });
    const listed = await admin.post('contacts/list', { match: { customerid: c.id }, count: true });
    expect(listed.body.total).toBe(1);
    expect(listed.body.items[0]).toMatchObject({ id: r.body.id, customername: 'Kontakt AS' });
    expect((await admin.get(`contacts/${r.body.id}`)).body.customername).toBe('Kontakt AS');
    const found = await admin.post('contacts/list', { search: 'haugen' });
    expect(found.body.items.map((i: { id: number }) => i.id)).toEqual([r.body.id]);

    const bad = await admin.post('contacts', { firstname: '', email: 'nei', mobile: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'email',
      'firstname',
      'mobile',
    ]);
    const fjordCustomer = (await fjord.post('customers', { name: 'Fjord Kunde AS' })).body;
    const foreign = await admin.post('contacts', { firstname: 'Per', customerid: fjordCustomer.id });
    expect(foreign.body.errors).toEqual([{ field: 'customerid', message: 'invalidData' }]);
    const upd = await admin.put(`contacts/${r.body.id}`, { jobtitle: 'Daglig leder', version: 1 });
    expect(upd.body).toMatchObject({ jobtitle: 'Daglig leder', version: 2 });
    expect((await admin.put(`contacts/${r.body.id}`, { jobtitle: 'X', version: 1 })).status).toBe(412);

    // A customer that still has contacts is not deleted; the answer says what uses it.
    const del = await admin.del('customers', { ids: [c.id] });
    expect(del.status).toBe(400);
    expect(del.body.detail).toContain('contacts');
    expect((await admin.get(`customers/${c.id}`)).status).toBe(200);
    expect((await admin.del('contacts', { ids: [r.body.id] })).body.deleted).toEqual([r.body.id]);
    await admin.post(`customers/${c.id}/addresses`, { addresstype: 1, city: 'Oslo' });
    expect((await admin.del('customers', { ids: [c.id] })).body.deleted).toEqual([c.id]);
    expect((await admin.get(`customers/${c.id}`)).status).toBe(404);
  });

  it('lets each role do what its permissions say', async () => {
    const c = (await admin.post('customers', { name: 'Rolle AS' })).body;
    // Technicians read but never write (spec 01 §6).
    expect((await tech.get(`customers/${c.id}`)).status).toBe(200);
    for (const [method, path, body] of [
      ['POST', 'customers', { name: 'Tech AS' }],
      ['PUT', `customers/${c.id}`, { name: 'Tech AS', version: 1 }],
      ['DELETE', 'customers', { ids: [c.id] }],
      ['POST', 'contacts', { firstname: 'Tech' }],
    ] as const) {
      expect((await tech.request(method, path, body)).status, `${method} ${path}`).toBe(403);
    }
    // The demo office role holds customers_view and customers_add, not edit or delete.
    expect((await office.post('customers', { name: 'Kontorkunde AS' })).status).toBe(200);
    expect((await office.put(`customers/${c.id}`, { name: 'Endret', version: 1 })).status).toBe(403);
    expect((await office.del('customers', { ids: [c.id] })).status).toBe(403);
    expect((await office.post('contacts/list', {})).status).toBe(403);
    expect((await admin.get(`customers/${c.id}`)).body).toMatchObject({ name: 'Rolle AS', version: 1 });
  });

  it("gives another tenant no access to the tenant's customers and contacts", async () => {
    const c = (await admin.post('customers', { name: 'Hemmelig AS' })).body;
    const ct = (await admin.post('contacts', { firstname: 'Skjult', customerid: c.id })).body;
    expect((await fjord.get(`customers/${c.id}`)).status).toBe(404);
    expect((await fjord.put(`customers/${c.id}`, { name: 'Tatt', version: 1 })).status).toBe(404);
    expect((await fjord.get(`contacts/${ct.id}`)).status).toBe(404);
    expect((await fjord.put(`contacts/${ct.id}`, { firstname: 'Tatt', version: 1 })).status).toBe(404);
    const listed = (await fjord.post('customers/list', { limit: 500 })).body.items.map(
      (i: { id: number }) => i.id,
    );
    expect(listed).not.toContain(c.id);
    const active = (await fjord.post('customers/get_active', { ids: [c.id] })).body.map(
      (i: { id: number }) => i.id,
    );
    expect(active).not.toContain(c.id);
    expect((await fjord.del('customers', { ids: [c.id] })).body.deleted).toEqual([]);
    expect((await fjord.del('contacts', { ids: [ct.id] })).body.deleted).toEqual([]);
    expect((await admin.get(`customers/${c.id}`)).body.name).toBe('Hemmelig AS');
    expect((await admin.get(`contacts/${ct.id}`)).status).toBe(200);
  });
});
