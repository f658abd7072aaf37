// HSE checklists (/hms_checklist, base hsechecklists, module 11): the company's safety rounds and risk assessments,
// on no other record, with owners: view_my_own sees what the user registered, view_others everyone's; add, edit
// (others' checklists), delete; the tenant's HSE module switched off refuses them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient, type TestServer, startTestServer } from '../../../test/test-app';
import { DB_KINDS } from '../../../test/test-db';
import { pdfText } from '../../../test/pdf-text';
import { startSmtp } from '../../../test/smtp';

type Row = Record<string, any>;

describe.each(DB_KINDS)('HSE checklists on %s', (kind) => {
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let admin: TestClient;
  let office: TestClient;
  let tech: TestClient;
  let fjord: TestClient;
  let hseFormId: number;
  let officeUser: Row;

  /** Gives the office user a role with these permissions (besides the role 2 office work). */
  const grantOffice = async (name: string, permissions: string[]) => {
    const role = await admin.post('userroles', { name, permissions });
    expect(role.status, JSON.stringify(role.body)).toBe(200);
    const set = await admin.put(`userpermissions/${officeUser.userid}`, {
      role_id: 2,
      isadmin: false,
      userrole_id: role.body.id,
      departmentids: [],
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
  };
  const listOf = async (client: TestClient, body: Row = {}) => {
    const r = await client.post('hsechecklists/list', { count: true, limit: 100, ...body });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body as { items: Row[]; total: number };
  };

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startTestServer(kind, { env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } });
    [admin, office, tech, fjord] = await Promise.all(
      ['admin', 'office', 'tech', 'fjordadmin'].map((u) => signedIn(server, u)),
    );
    const forms = (await admin.post('forms/list', {})).body.items as Row[];
    hseFormId = forms.find((f) => f.name === 'Vernerunde verksted')!.id;
    officeUser = ((await admin.get('userpermissions')).body as Row[]).find((m) => m.username === 'office')!;
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('lists the demo safety round and starts, fills, completes, prints and mails a new one on no record', async () => {
    const demo = await listOf(admin);
    expect(demo.items.map((c) => c.name)).toContain('Vernerunde verksted');
    expect(demo.items.every((c) => c.checklistmodule === 11 && c.record_id === 0)).toBe(true);

    const made = await admin.post('hsechecklists', { form_id: hseFormId, name: 'Vernerunde lager mars' });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body).toMatchObject({ status: 1, checklistmodule: 11, record_id: 0, form_id: hseFormId });
    // hse_id 0 names the company too (the original client's field).
    const zero = await admin.post('hsechecklists', { hse_id: 0, form_id: hseFormId });
    expect(zero.status).toBe(200);
    expect(zero.body.name).toBe('Vernerunde verksted');
    const after = await listOf(admin);
    expect(after.total).toBe(demo.total + 2);
    expect(after.items[0].id).toBe(zero.body.id);
    expect((await listOf(admin, { search: 'lager mars' })).items.map((c) => c.id)).toEqual([made.body.id]);

    const subitems = Array.from({ length: 6 }, (_, i) =>
      i === 1 ? { radioBoxValue: 2, comments: 'Slukker på lager byttet' } : { radioBoxValue: 1 },
    );
    const saved = await admin.put(`checklists/${made.body.id}`, {
      data: JSON.stringify({ omrade: 'Lager', punkter: { subitems }, tiltak: 'Ny hylle i kjemikalierom' }),
      version: made.body.version,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const done = await admin.post(`checklists/${made.body.id}/complete`, { version: saved.body.version });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.status).toBe(2);
    expect((await listOf(admin, { match: { status: 2 } })).items.map((c) => c.id)).toEqual([made.body.id]);

    const pdf = await admin.post(`checklists/generate_pdf/${hseFormId}/${made.body.id}`, {});
    expect(pdf.status, JSON.stringify(pdf.body)).toBe(200);
    const file = await fetch(`${admin.baseUrl}/api/files/download?fileName=${pdf.body.data}`, {
      headers: { ...admin.headers, cookie: admin.cookie },
    });
    expect(file.status).toBe(200);
    const text = await pdfText(Buffer.from(await file.arrayBuffer()));
    expect(text).toContain('Brannslukkere kontrollert');
    expect(text).toContain('Slukker på lager byttet');
    expect(text).toContain('Ny hylle i kjemikalierom');

    // Mailed from the company's HSE work: module 11, record 0, kept in the mail history.
    const shared = await admin.post('file/share', {
      subject: 'Vernerunde lager',
      to: 'verneombud@example.no',
      filename: 'Vernerunde lager',
      moduleid: 11,
      recordid: 0,
      checklistids: [made.body.id],
    });
    expect(shared.status, JSON.stringify(shared.body)).toBe(200);
    expect(shared.body.data).toBeGreaterThan(0);
    const mail = smtp.inbox.at(-1)!;
    expect(mail.subject).toBe('Vernerunde lager');
    expect(await pdfText(mail.attachments[0]!.content)).toContain('Vernerunde lager mars');
    // Record 0 is the company only for HSE: from an order it is a bad record id.
    const wrong = await admin.post('file/share', {
      subject: 'X',
      to: 'a@example.no',
      filename: 'X',
      moduleid: 1,
      recordid: 0,
      checklistids: [made.body.id],
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([{ field: 'recordid', message: 'invalidData' }]);
  });

  it('refuses bad input with the field and changes nothing', async () => {
    const before = (await listOf(admin)).total;
    const cases: [Row, string, string][] = [
      [{ form_id: hseFormId, hse_id: -1 }, 'hse_id', 'invalidData'],
      [{ form_id: hseFormId, hse_id: 'x' }, 'hse_id', 'invalidData'],
      [{ form_id: hseFormId, hse_id: 1.5 }, 'hse_id', 'invalidData'],
      [{}, 'form_id', 'required'],
      [{ form_id: 'x' }, 'form_id', 'required'],
      [{ form_id: hseFormId, name: '' }, 'name', 'required'],
    ];
    for (const [body, field, message] of cases) {
      const r = await admin.post('hsechecklists', body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.errors, JSON.stringify(body)).toContainEqual({ field, message });
    }
    // An HSE record other than the company's does not exist; nor does a form that is not the tenant's.
    expect((await admin.post('hsechecklists', { hse_id: 7, form_id: hseFormId })).status).toBe(404);
    expect((await admin.post('hsechecklists', { form_id: 987654 })).status).toBe(404);
    expect((await admin.post('hsechecklists/list', { hse_id: 7 })).status).toBe(404);
    expect((await admin.post('hsechecklists/list', { match: { status: 9 } })).status).toBe(400);
    expect((await listOf(admin)).total).toBe(before);
  });

  it('shows a user with view_my_own only what they registered, and view_others everyone', async () => {
    const adminOwn = (await listOf(admin)).items.find((c) => c.name === 'Vernerunde verksted')!;
    // The office role without HSE permissions: no HSE checklists at all.
    expect((await office.post('hsechecklists/list', {})).status).toBe(403);
    expect((await office.post('hsechecklists', { form_id: hseFormId })).status).toBe(403);
    expect((await office.get(`checklists/${adminOwn.id}`)).status).toBe(403);

    await grantOffice('Verneombud egne', ['hms_checklist_view_my_own', 'hms_checklist_add']);
    expect((await listOf(office)).items).toEqual([]);
    // Another's checklist is as if it did not exist: read, fill, print, copy, remove.
    expect((await office.get(`checklists/${adminOwn.id}`)).status).toBe(404);
    const put = await office.put(`checklists/${adminOwn.id}`, { data: '{}', version: adminOwn.version });
    expect(put.status).toBe(404);
    expect((await office.post('checklists/get_multiple', [adminOwn.id])).body).toEqual([]);
    expect(
      (await office.post('hsechecklists', { copy_from_checklist_id: adminOwn.id, hse_id: 0 })).status,
    ).toBe(404);
    expect((await office.post(`checklists/generate_pdf/${hseFormId}/${adminOwn.id}`, {})).status).toBe(404);
    const mine = await office.post('hsechecklists', { form_id: hseFormId, name: 'Kontorets vernerunde' });
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect((await listOf(office)).items.map((c) => c.id)).toEqual([mine.body.id]);
    const filled = await office.put(`checklists/${mine.body.id}`, {
      data: { omrade: 'Kontor' },
      version: mine.body.version,
    });
    expect(filled.status).toBe(200);
    // Removing needs the delete permission.
    const del = await office.del('hsechecklists', { ids: [mine.body.id] });
    expect(del.status).toBe(403);

    // view_others: everyone's, but filling in another's needs edit.
    await grantOffice('Verneombud alle', ['hms_checklist_view_others']);
    const all = (await listOf(office)).items.map((c) => c.id);
    expect(all).toEqual(expect.arrayContaining([mine.body.id, adminOwn.id]));
    expect((await office.get(`checklists/${adminOwn.id}`)).status).toBe(200);
    expect((await office.post('hsechecklists', { form_id: hseFormId })).status).toBe(403);
    const other = await office.put(`checklists/${adminOwn.id}`, { data: '{}', version: adminOwn.version });
    expect(other.status).toBe(403);
    expect((await admin.get(`checklists/${adminOwn.id}`)).body.data).toBe(adminOwn.data);

    await grantOffice('Verneombud full', [
      'hms_checklist_view_others',
      'hms_checklist_edit',
      'hms_checklist_delete',
    ]);
    const edited = await office.put(`checklists/${mine.body.id}`, {
      data: { omrade: 'Kontor 2' },
      version: filled.body.version,
    });
    expect(edited.status).toBe(200);
    const removed = await office.del('hsechecklists', { ids: [mine.body.id] });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect((await admin.get(`checklists/${mine.body.id}`)).status).toBe(404);

    // The technician of the demo has no HSE permission.
    expect((await tech.post('hsechecklists/list', {})).status).toBe(403);
  });

  it("keeps each tenant's HSE checklists to itself", async () => {
    const demoOne = (await listOf(admin)).items[0]!;
    expect((await listOf(fjord)).items).toEqual([]);
    expect((await fjord.get(`checklists/${demoOne.id}`)).status).toBe(404);
    expect((await fjord.put(`checklists/${demoOne.id}`, { data: '{}', version: 1 })).status).toBe(404);
    expect((await fjord.post(`checklists/${demoOne.id}/complete`, {})).status).toBe(404);
    expect((await fjord.del('hsechecklists', { ids: [demoOne.id] })).status).toBe(404);
    expect((await fjord.post('hsechecklists', { form_id: hseFormId })).status).toBe(404);
    expect((await fjord.post('hsechecklists', { copy_from_checklist_id: demoOne.id })).status).toBe(404);
    expect((await admin.get(`checklists/${demoOne.id}`)).body).toMatchObject({
      id: demoOne.id,
      version: demoOne.version,
    });
  });

  it('refuses HSE checklists while the tenant has switched the HSE module off', async () => {
    const config = (await admin.get('systemconfiguration')).body;
    const off = await admin.put('systemconfiguration', {
      enabledmodules: config.enabledmodules.filter((m: string) => m !== 'hse'),
      version: config.version,
    });
    expect(off.status).toBe(200);
    try {
      const list = await admin.post('hsechecklists/list', {});
      expect(list.status).toBe(403);
      expect(list.body.detail).toBe('moduleDisabled');
      expect((await admin.post('hsechecklists', { form_id: hseFormId })).status).toBe(403);
      // Order checklists go on.
      const orderId = (await admin.post('orders/list', { limit: 1 })).body.items[0].id;
      expect((await admin.post('orderchecklists/list', { order_id: orderId })).status).toBe(200);
    } finally {
      await admin.put('systemconfiguration', {
        enabledmodules: config.enabledmodules,
        version: off.body.version,
      });
    }
    expect((await admin.post('hsechecklists/list', {})).status).toBe(200);
  });
});
