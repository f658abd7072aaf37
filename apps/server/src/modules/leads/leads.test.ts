import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient, type TestServer, startTestServer } from '../../../test/test-app';
import { DB_KINDS } from '../../../test/test-db';
import { fieldError } from '../../../test/field-error';

type Lead = Record<string, any> & { id: number; version: number };

const valid = {
  name: 'Hordaland Ventilasjon AS',
  organizationnumber: '918 190 937',
  contactperson: 'Siri Vik',
  email: 'siri@hordvent.no',
  phone: '+47 913 00 111',
  address: 'Fjøsangerveien 50',
  zip: '5059',
  city: 'Bergen',
  source: 'website',
  expectedvalue: 125000.5,
  expectedclosedate: '2026-09-30',
  notes: 'Vil ha pris på service av 30 aggregater.',
};

describe.each(DB_KINDS)('leads on %s', (kind) => {
  let server: TestServer;
  let admin: TestClient;
  let office: TestClient;
  let tech: TestClient;
  let fjord: TestClient;
  let adminId: number;
  let fjordAdminId: number;

  beforeAll(async () => {
    server = await startTestServer(kind);
    [admin, office, tech, fjord] = await Promise.all(
      ['admin', 'office', 'tech', 'fjordadmin'].map((u) => signedIn(server, u)),
    );
    adminId = (await admin.get('auth/session')).body.user.id;
    fjordAdminId = (await fjord.get('auth/session')).body.user.id;
  });
  afterAll(() => server.close());

  const count = async () => (await admin.post('leads/list', { count: true })).body.total as number;

  it('lists the demo leads sorted by name, a page at a time, with a total', async () => {
    const page = await admin.post('leads/list', { skip: 0, limit: 2, count: true });
    expect(page.status).toBe(200);
    expect(page.body.total).toBe(7);
    expect(page.body.items.map((l: Lead) => l.name)).toEqual([
      'Bergen Eiendomsdrift AS',
      'Fjellheim Hotell AS',
    ]);
    const next = await admin.post('leads/list', { skip: 2, limit: 2 });
    expect(next.body.items.map((l: Lead) => l.name)).toEqual(['Nordlys Barnehage SA', 'Solberg Bakeri']);
    expect(next.body.total).toBeUndefined();
    const byValue = await admin.post('leads/list', { sort: { expectedvalue: -1 }, limit: 1 });
    expect(byValue.body.items[0]).toMatchObject({ name: 'Vestfold Logistikk AS', expectedvalue: 750000 });
    expect(byValue.body.items[0].responsible_name).toBe('Anne Administrator');
  });

  it('finds leads by name, contact, e-mail, phone or city, whatever the case', async () => {
    for (const search of ['fjellheim', 'LARS HAUGEN', 'fjellheimhotell.no', '934 56', 'otta']) {
      const r = await admin.post('leads/list', { search, count: true });
      expect(
        r.body.items.map((l: Lead) => l.name),
        search,
      ).toEqual(['Fjellheim Hotell AS']);
      expect(r.body.total).toBe(1);
    }
    // A LIKE wildcard in the search is taken literally.
    expect((await admin.post('leads/list', { search: '%' })).body.items).toEqual([]);
  });

  it('filters by exact fields', async () => {
    const r = await admin.post('leads/list', { match: { source: 'fair' }, count: true });
    expect(r.body.items.map((l: Lead) => l.name)).toEqual(['Fjellheim Hotell AS']);
    const none = await admin.post('leads/list', { match: { customerid: null }, count: true });
    expect(none.body.total).toBe(7);
    const lost = await admin.post('leads/list', { match: { isactive: false } });
    expect(lost.body.items.map((l: Lead) => l.name)).toEqual(['Sørlandet Catering AS']);
  });

  it('creates a lead with every field, keeping the organisation number as digits', async () => {
    const r = await admin.post('leads', { ...valid, responsible_id: adminId });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({
      ...valid,
      organizationnumber: '918190937',
      // Stored normalised (issue 12).
      phone: '+4791300111',
      responsible_id: adminId,
      responsible_name: 'Anne Administrator',
      customerid: null,
      isactive: true,
      version: 1,
    });
    expect(r.body.tenantId).toBeUndefined();
    const got = await admin.get(`leads/${r.body.id}`);
    expect(got.body).toEqual(r.body);
  });

  it('takes numbers and dates as a Norwegian user types them', async () => {
    const r = await admin.post('leads', {
      name: 'Tekstfelt AS',
      expectedvalue: '1 234 567,89',
      expectedclosedate: '24.12.2026',
      email: '',
      zip: '  ',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({
      expectedvalue: 1234567.89,
      expectedclosedate: '2026-12-24',
      email: null,
      zip: null,
    });
  });

  it('answers bad input with 400 field errors and creates nothing', async () => {
    const before = await count();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '   ' }, 'name', 'required'],
      [{ organizationnumber: '918190938' }, 'organizationnumber', 'invalidOrganizationNumber'],
      [{ organizationnumber: '12345' }, 'organizationnumber', 'invalidOrganizationNumber'],
      [{ email: 'not-an-address' }, 'email', 'invalidEmail'],
      [{ phone: '12' }, 'phone', 'invalidMobileno'],
      [{ zip: '50' }, 'zip', 'invalidPostalCode'],
      [{ source: 'pigeon' }, 'source', 'invalidData'],
      [{ expectedvalue: -5 }, 'expectedvalue', 'minValue|min=0'],
      [{ expectedvalue: 'lots' }, 'expectedvalue', 'invalidNumber'],
      [{ expectedclosedate: '31.02.2026' }, 'expectedclosedate', 'invalidDate'],
      [{ expectedclosedate: 20260101 }, 'expectedclosedate', 'invalidDate'],
      [{ leadstatusid: 'one' }, 'leadstatusid', 'invalidData'],
      [{ notes: 'x'.repeat(4001) }, 'notes', 'maxCharacters|max=4000'],
      [{ name: 'Nul\u0000 AS' }, 'name', 'invalidData'],
      [{ contactperson: 'Ola\u0000' }, 'contactperson', 'invalidData'],
      [{ email: 'ola\u0000@firma.no' }, 'email', 'invalidData'],
      [{ isactive: 'yes' }, 'isactive', 'invalidData'],
      [{ nosuchfield: 1 }, 'nosuchfield', 'unknownField'],
    ];
    for (const [patch, field, message] of cases) {
      const r = await admin.post('leads', { ...valid, organizationnumber: null, ...patch });
      expect(r.status, JSON.stringify(patch)).toBe(400);
      expect(r.headers.get('content-type')).toMatch(/problem\+json/);
      expect(r.body.errors, JSON.stringify(patch)).toContainEqual(fieldError(field, message));
    }
    expect((await admin.post('leads', 'not json')).status).toBe(400);
    expect(await count()).toBe(before);
  });

  it("takes statuses from the tenant's own lead lists, and keeps a list item that leads use", async () => {
    const status = (await admin.post('leadstatus/get_active', {})).body as { id: number; name: string }[];
    const outcome = (await admin.post('leadoutcome/get_active', {})).body as { id: number; name: string }[];
    const won = outcome.find((o) => o.name === 'Vunnet')!;
    const r = await admin.post('leads', {
      name: 'Status AS',
      leadstatusid: status[0]!.id,
      leadoutcomeid: won.id,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ leadstatusid: status[0]!.id, leadoutcomeid: won.id });
    const fjordStatus = (await fjord.post('leadstatus/get_active', {})).body[0] as { id: number };
    const cross = await admin.post('leads', { name: 'Kryss AS', leadstatusid: fjordStatus.id });
    expect(cross.status).toBe(400);
    expect(cross.body.errors).toEqual([{ field: 'leadstatusid', message: 'invalidData' }]);
    const upd = await admin.put(`leads/${r.body.id}`, { leadsecondarystatusid: 99_999_999, version: 1 });
    expect(upd.body.errors).toEqual([{ field: 'leadsecondarystatusid', message: 'invalidData' }]);
    const del = await admin.del('leadoutcome', { ids: [won.id] });
    expect(del.status).toBe(400);
    expect(del.body.detail).toContain('leads');
  });

  it('refuses a responsible user who is not a member of the tenant', async () => {
    const r = await admin.post('leads', { name: 'Ansvarlig AS', responsible_id: fjordAdminId });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ field: 'responsible_id', message: 'invalidData' }]);
  });

  it('refuses bad list requests with 400', async () => {
    for (const body of [
      { sort: { password: 1 } },
      { sort: { name: 2 } },
      { skip: -1 },
      { limit: 100000 },
      { limit: 0 },
      { match: { tenant_id: 2 } },
      { search: 'x'.repeat(201) },
      { count: 'yes' },
      { match: { isactive: 'yes' } },
      { match: { responsible_id: 'me' } },
      { match: { responsible_id: 1.5 } },
      { match: { source: 5 } },
      { search: 'a\u0000' },
      { match: { source: 'a\u0000' } },
    ]) {
      const r = await admin.post('leads/list', body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.errors.length).toBeGreaterThan(0);
    }
    // Numbers no bigint holds are a 400 too, never a database error.
    expect((await admin.post('leads/get_active', { ids: [1e300] })).status).toBe(400);
    expect((await admin.del('leads', { ids: [1e300] })).status).toBe(400);
    expect((await admin.post('leads', { name: 'Stor AS', responsible_id: 1e300 })).status).toBe(400);
    expect((await admin.get('leads/abc')).status).toBe(400);
    expect((await admin.get('leads/999999')).status).toBe(404);
  });

  it('updates with the version read, keeps fields it was not given, and refuses a stale version with 412', async () => {
    const lead = (await admin.post('leads', { ...valid, name: 'Versjon AS', organizationnumber: null }))
      .body as Lead;
    const ok = await admin.put(`leads/${lead.id}`, { city: 'Os', version: 1 });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toMatchObject({
      city: 'Os',
      version: 2,
      contactperson: 'Siri Vik',
      expectedvalue: 125000.5,
    });
    const stale = await admin.put(`leads/${lead.id}`, { city: 'Voss', version: 1 });
    expect(stale.status).toBe(412);
    const bad = await admin.put(`leads/${lead.id}`, { email: 'nope', version: 2 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'email', message: 'invalidEmail' }]);
    expect((await admin.put(`leads/${lead.id}`, { city: 'Voss' })).status).toBe(400);
    const now = (await admin.get(`leads/${lead.id}`)).body;
    expect(now).toMatchObject({ city: 'Os', version: 2, email: 'siri@hordvent.no' });
    const cleared = await admin.put(`leads/${lead.id}`, { city: '', notes: null, version: 2 });
    expect(cleared.body).toMatchObject({ city: null, notes: null, version: 3 });
  });

  it('converts a lead into a customer with its address and contact person, once', async () => {
    const lead = (
      await admin.post('leads', {
        ...valid,
        name: 'Konvertering AS',
        organizationnumber: '946281948',
        notes: 'Ønsker service hver vår',
      })
    ).body as Lead;
    const r = await admin.post(`leads/${lead.id}/convert`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.lead).toMatchObject({ customerid: r.body.customerid, customername: 'Konvertering AS' });
    // The converted lead is won and closed, its notes carried over to the customer (issue 12).
    const outcomes = (await admin.post('leadoutcome/get_active')).body as { id: number; iswon: boolean }[];
    expect(outcomes.find((o) => o.id === r.body.lead.leadoutcomeid)?.iswon).toBe(true);
    expect(r.body.lead.isactive).toBe(false);
    expect((await admin.get(`customers/${r.body.customerid}`)).body.notes).toBe('Ønsker service hver vår');
    expect(r.body.lead.convertedon).toBeTruthy();
    const customer = (await admin.get(`customers/${r.body.customerid}`)).body;
    expect(customer).toMatchObject({
      name: 'Konvertering AS',
      organizationnumber: '946281948',
      email: valid.email,
    });
    const again = await admin.post(`leads/${lead.id}/convert`);
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual([{ field: 'customerid', message: 'alreadyConverted' }]);
    const converted = await admin.post('leads/list', { match: { customerid: r.body.customerid } });
    expect(converted.body.items.map((l: Lead) => l.id)).toEqual([lead.id]);
    const addresses = (await admin.get(`customers/${r.body.customerid}/addresses`)).body;
    expect(addresses).toMatchObject([
      { addresstype: 2, street: valid.address, zip: valid.zip, city: valid.city },
    ]);
    const contacts = (await admin.post('contacts/list', { match: { customerid: r.body.customerid } })).body
      .items;
    expect(contacts).toMatchObject([{ firstname: 'Siri', lastname: 'Vik', email: valid.email }]);
    // The customer is still named by the lead (and its contact): it is not deleted.
    const del = await admin.del('customers', { ids: [r.body.customerid] });
    expect(del.status).toBe(400);
    expect(del.body.errors).toEqual([{ field: 'ids', message: 'inUse' }]);
    expect((await admin.get(`customers/${r.body.customerid}`)).status).toBe(200);
  });

  it('refuses to convert a lead whose organisation number is already a customer, changing nothing', async () => {
    const first = (await admin.post('leads', { name: 'Dobbel AS', organizationnumber: '982199352' }))
      .body as Lead;
    const second = (await admin.post('leads', { name: 'Dobbel igjen AS', organizationnumber: '982199352' }))
      .body as Lead;
    expect((await admin.post(`leads/${first.id}/convert`)).status).toBe(200);
    const customersBefore = (await admin.post('customers/list', { count: true })).body.total;
    const r = await admin.post(`leads/${second.id}/convert`);
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ field: 'organizationnumber', message: 'alreadyExists' }]);
    expect((await admin.get(`leads/${second.id}`)).body).toMatchObject({ customerid: null, version: 1 });
    expect((await admin.post('customers/list', { count: true })).body.total).toBe(customersBefore);
  });

  it('answers get_active with active leads plus the inactive ones asked for', async () => {
    const lead = (await admin.post('leads', { name: 'Inaktiv AS', isactive: false })).body as Lead;
    const active = (await admin.post('leads/get_active', {})).body.map((l: Lead) => l.id);
    expect(active).not.toContain(lead.id);
    const withIds = (await admin.post('leads/get_active', { ids: [lead.id] })).body.map((l: Lead) => l.id);
    expect(withIds).toContain(lead.id);
  });

  it('keeps leads from users without the leads permissions, and technicians read-only', async () => {
    const lead = (await admin.post('leads/list', { limit: 1 })).body.items[0] as Lead;
    expect((await office.post('leads/list', {})).status).toBe(403);
    expect((await office.get(`leads/${lead.id}`)).status).toBe(403);
    expect((await office.post('leads', { name: 'Kontor AS' })).status).toBe(403);
    expect((await tech.post('leads/list', {})).status).toBe(403);
    expect((await tech.put(`leads/${lead.id}`, { city: 'X', version: lead.version })).status).toBe(403);
    expect((await tech.del('leads', { ids: [lead.id] })).status).toBe(403);
    expect((await tech.post(`leads/${lead.id}/convert`)).status).toBe(403);
    expect((await admin.get(`leads/${lead.id}`)).body).toEqual(lead);
  });

  it('gives each action its own permission: view, add, edit, delete', async () => {
    const role = await admin.post('userroles', { name: 'Selger', permissions: ['leads_view', 'leads_add'] });
    const members = (await admin.get('userpermissions')).body as { userid: number; username: string }[];
    const officeUser = members.find((m) => m.username === 'office')!;
    const prev = await admin.put(`userpermissions/${officeUser.userid}`, {
      role_id: 2,
      isadmin: false,
      userrole_id: role.body.id,
      departmentids: [],
    });
    expect(prev.status).toBe(200);
    expect((await office.post('leads/list', {})).status).toBe(200);
    const created = await office.post('leads', { name: 'Kontorets lead AS' });
    expect(created.status).toBe(200);
    expect((await office.put(`leads/${created.body.id}`, { city: 'Oslo', version: 1 })).status).toBe(403);
    expect((await office.del('leads', { ids: [created.body.id] })).status).toBe(403);
    // Converting creates a customer: leads_edit alone is not enough without customers_add.
    await admin.put(`userroles/${role.body.id}`, { permissions: ['leads_view', 'leads_edit'], version: 1 });
    expect((await office.post(`leads/${created.body.id}/convert`)).status).toBe(403);
    expect((await admin.get(`leads/${created.body.id}`)).body.customerid).toBeNull();
  });

  it('keeps a technician read-only even with the lead permissions (role 3 may not change)', async () => {
    const role = await admin.post('userroles', {
      name: 'Tekniker med leads',
      permissions: ['leads_view', 'leads_add', 'leads_edit', 'leads_delete'],
    });
    const members = (await admin.get('userpermissions')).body as { userid: number; username: string }[];
    const techUser = members.find((m) => m.username === 'tech')!;
    await admin.put(`userpermissions/${techUser.userid}`, {
      role_id: 3,
      isadmin: false,
      userrole_id: role.body.id,
      departmentids: [],
    });
    const lead = (await tech.post('leads/list', { limit: 1 })).body.items[0] as Lead;
    expect(lead).toBeDefined();
    const write = await tech.put(`leads/${lead.id}`, { city: 'Lom', version: lead.version });
    expect(write.status).toBe(403);
    expect(write.body.detail).toBe('readOnly');
    expect((await tech.post('leads', { name: 'Tekniker AS' })).status).toBe(403);
    expect((await tech.del('leads', { ids: [lead.id] })).status).toBe(403);
    expect((await admin.get(`leads/${lead.id}`)).body).toEqual(lead);
  });

  it("gives another tenant no access to the tenant's leads", async () => {
    const lead = (await admin.post('leads/list', { limit: 1 })).body.items[0] as Lead;
    expect((await fjord.get(`leads/${lead.id}`)).status).toBe(404);
    expect((await fjord.put(`leads/${lead.id}`, { city: 'Fjord', version: lead.version })).status).toBe(404);
    expect((await fjord.post(`leads/${lead.id}/convert`)).status).toBe(404);
    const list = await fjord.post('leads/list', { limit: 500, count: true });
    expect(list.body.total).toBe(0);
    expect((await fjord.post('leads/get_active', { ids: [lead.id] })).body).toEqual([]);
    expect((await fjord.del('leads', { ids: [lead.id] })).body.deleted).toEqual([]);
    expect((await admin.get(`leads/${lead.id}`)).body).toEqual(lead);
  });

  it('refuses every lead call when the tenant has switched the leads module off', async () => {
    const config = (await admin.get('systemconfiguration')).body;
    const off = await admin.put('systemconfiguration', {
      enabledmodules: config.enabledmodules.filter((m: string) => m !== 'leads'),
      version: config.version,
    });
    expect(off.status).toBe(200);
    const r = await admin.post('leads/list', {});
    expect(r.status).toBe(403);
    expect(r.body.detail).toBe('moduleDisabled');
    await admin.put('systemconfiguration', {
      enabledmodules: config.enabledmodules,
      version: off.body.version,
    });
    expect((await admin.post('leads/list', {})).status).toBe(200);
  });

  it('deletes leads by ids', async () => {
    const lead = (await admin.post('leads', { name: 'Slettes AS' })).body as Lead;
    const r = await admin.del('leads', { ids: [lead.id] });
    expect(r.status).toBe(200);
    expect(r.body.deleted).toEqual([lead.id]);
    expect((await admin.get(`leads/${lead.id}`)).status).toBe(404);
    expect((await admin.del('leads', { ids: [] })).status).toBe(400);
  });
});
