import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient, type TestServer, startTestServer } from '../../../test/test-app';
import { DB_KINDS } from '../../../test/test-db';

type Row = { id: number; version: number; [k: string]: unknown };
const fieldsOf = (body: { errors?: { field: string; message: string }[] }) => body.errors ?? [];

describe.each(DB_KINDS)('templates and standard texts on %s', (kind) => {
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

  it('starts a company with one Norwegian mail and SMS text per event, and templates to pick from', async () => {
    for (const client of [admin, fjord]) {
      const mails = (await client.post('mailcontents/list', { limit: 50 })).body.items as Row[];
      expect(mails.map((m) => m.event)).toEqual(
        expect.arrayContaining(['orderconfirmation', 'offer', 'invoice', 'reminder', 'bookingconfirmation']),
      );
      expect(mails.find((m) => m.event === 'orderconfirmation')!.subject).toBe(
        'Ordrebekreftelse {{ordernumber}}',
      );
      const sms = (await client.post('smscontents/list', { limit: 50 })).body.items as Row[];
      expect(sms.length).toBe(mails.length);
      const smsTemplates = (await client.post('smstemplates/get_active')).body as Row[];
      expect(smsTemplates.find((s) => s.name === 'Vi kommer')!.text).toBe(
        'Hei {{contactname}}, vi kommer {{orderdate}} kl. {{ordertime}}. Hilsen {{companyname}}',
      );
      expect(((await client.post('offermailtemplates/get_active')).body as Row[])[0]!.isdefault).toBe(true);
    }
  });

  it('keeps one standard text per event: a second one for the same event is refused', async () => {
    const r = await admin.post('mailcontents', { event: 'invoice', subject: 'Faktura', body: 'Hei' });
    expect(r.status).toBe(400);
    expect(fieldsOf(r.body)).toContainEqual({ field: 'event', message: 'alreadyExists' });
    const unknown = await admin.post('smscontents', { event: 'birthday', text: 'Gratulerer' });
    expect(unknown.status).toBe(400);
    expect(fieldsOf(unknown.body)).toContainEqual({ field: 'event', message: 'invalidData' });
  });

  it('saves an edited standard text with its version, and answers a stale version with 412', async () => {
    const [row] = (await admin.post('mailcontents/list', { match: { event: 'reminder' } })).body
      .items as Row[];
    const ok = await admin.put(`mailcontents/${row!.id}`, {
      subject: 'Purring: faktura {{invoicenumber}}',
      version: row!.version,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.subject).toBe('Purring: faktura {{invoicenumber}}');
    const stale = await admin.put(`mailcontents/${row!.id}`, { subject: 'Gammel', version: row!.version });
    expect(stale.status).toBe(412);
  });

  it('refuses content that is too long, an SMS of more than 5 messages, and a wrong module: 400, nothing saved', async () => {
    const before = (await admin.post('mailtemplates/list', { count: true })).body.total;
    const long = await admin.post('mailtemplates', {
      name: 'Lang',
      module: 1,
      subject: 'Hei',
      body: 'x'.repeat(10_001),
    });
    expect(long.status).toBe(400);
    expect(long.headers.get('content-type')).toMatch(/problem\+json/);
    expect(fieldsOf(long.body)).toContainEqual(
      expect.objectContaining({ field: 'body', message: 'maxCharacters' }),
    );
    const header = await admin.post('checklistheaderandfooter', {
      name: 'Lang topptekst',
      isheader: true,
      content: 'x'.repeat(50_001),
    });
    expect(fieldsOf(header.body)).toContainEqual(
      expect.objectContaining({ field: 'content', message: 'maxCharacters' }),
    );
    // spec 01 §5: 150 characters a message, a placeholder counts 20, at most 5 messages.
    const sms = await admin.post('smstemplates', {
      name: 'For lang',
      module: 1,
      text: 'x'.repeat(731) + '{{date}}',
    });
    expect(sms.status).toBe(400);
    expect(fieldsOf(sms.body)).toContainEqual({ field: 'text', message: 'maxSMSCount' });
    const fits = await admin.post('smstemplates', {
      name: 'Akkurat',
      module: 1,
      text: 'x'.repeat(730) + '{{date}}',
    });
    expect(fits.status).toBe(200);
    const module = await admin.post('documenttemplates', { name: 'Ordre', module: 1, content: '<p>x</p>' });
    expect(fieldsOf(module.body)).toContainEqual({ field: 'module', message: 'invalidData' });
    const empty = await admin.post('notificationtemplates', { name: 'Tom', module: 1, title: ' ', body: '' });
    expect(fieldsOf(empty.body).map((e) => e.field)).toEqual(expect.arrayContaining(['title', 'body']));
    expect((await admin.post('mailtemplates/list', { count: true })).body.total).toBe(before);
  });

  it('answers POST checklistheaderandfooter/query with `id eq {id}` in the shape of spec 02 §7', async () => {
    const created = await admin.post('checklistheaderandfooter', {
      name: 'Topptekst kulde',
      isheader: true,
      content: '<b>{{CompanyName}}</b> {{ordernumber}}',
    });
    expect(created.status).toBe(200);
    const r = await admin.post('checklistheaderandfooter/query', { filter: `id eq ${created.body.id}` });
    expect(r.status).toBe(200);
    expect(r.body).toEqual([
      expect.objectContaining({
        id: created.body.id,
        isheader: true,
        content: '<b>{{CompanyName}}</b> {{ordernumber}}',
      }),
    ]);
    // The header screen lists the headers, the footer screen the footers (their fixed match).
    const headers = (await admin.post('checklistheaderandfooter/list', { match: { isheader: true } })).body
      .items as Row[];
    const footers = (await admin.post('checklistheaderandfooter/list', { match: { isheader: false } })).body
      .items as Row[];
    expect(headers.map((h) => h.name)).toEqual(
      expect.arrayContaining(['Standard topptekst', 'Topptekst kulde']),
    );
    expect(footers.map((h) => h.name)).toEqual(['Standard bunntekst']);
    const bad = await admin.post('checklistheaderandfooter/query', { filter: 'nosuch eq 1' });
    expect(bad.status).toBe(400);
  });

  it("never shows or changes another company's templates", async () => {
    const [mine] = (await admin.post('documenttemplates/list', {})).body.items as Row[];
    expect((await fjord.get(`documenttemplates/${mine!.id}`)).status).toBe(404);
    expect(
      (await fjord.put(`documenttemplates/${mine!.id}`, { name: 'Kapret', version: mine!.version })).status,
    ).toBe(404);
    expect(
      (await fjord.post('checklistheaderandfooter/query', { filter: `id eq ${mine!.id}` })).body,
    ).toEqual([]);
    const del = await fjord.del('documenttemplates', { ids: [mine!.id] });
    expect(del.body.deleted ?? []).toEqual([]);
    expect((await admin.get(`documenttemplates/${mine!.id}`)).body.name).toBe(mine!.name);
  });

  it('refuses a technician any change, and lets the checklist footer permission edit the shared table', async () => {
    const [row] = (await admin.post('smstemplates/list', {})).body.items as Row[];
    expect(
      (await tech.put(`smstemplates/${row!.id}`, { name: 'Tekniker', version: row!.version })).status,
    ).toBe(403);
    expect((await tech.post('mailtemplates', { name: 'T', module: 1, subject: 'S', body: 'B' })).status).toBe(
      403,
    );
    expect((await office.post('checklistheaderandfooter/list', {})).status).toBe(403);

    const members = (await admin.get('userpermissions')).body as { userid: number; username: string }[];
    const role = await admin.post('userroles', {
      name: 'Bunntekster',
      permissions: ['settings_checklist_footer'],
    });
    const saved = await admin.put(`userpermissions/${members.find((m) => m.username === 'office')!.userid}`, {
      role_id: 2,
      isadmin: false,
      userrole_id: role.body.id,
      departmentids: [],
    });
    expect(saved.status).toBe(200);
    const footer = await office.post('checklistheaderandfooter', {
      name: 'Bunntekst kontor',
      isheader: false,
      content: '<p>{{companyphone}}</p>',
    });
    expect(footer.status).toBe(200);
    expect((await office.post('mailtemplates/list', {})).status).toBe(403);
  });

  it('keeps the first page layout per company, with the spec’s first page placeholders by default', async () => {
    const page = (await admin.get('settings/first_page_template')).body;
    expect(page.layout).toBe('standard');
    expect(page.content).toContain('{{serienr}}');
    const bad = await admin.put('settings/first_page_template', { layout: 'fancy', version: page.version });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toContainEqual({ field: 'layout', message: 'invalidData' });
    const ok = await admin.put('settings/first_page_template', { layout: 'custom', version: page.version });
    expect(ok.status).toBe(200);
    expect((await fjord.get('settings/first_page_template')).body.layout).toBe('standard');
  });
});
