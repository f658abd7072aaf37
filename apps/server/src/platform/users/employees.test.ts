import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, TestClient, type TestServer, startTestServer } from '../../../test/test-app';
import { DB_KINDS } from '../../../test/test-db';
import type { MailMessage, Mailer } from '../mail/mailer';

type Employee = Record<string, any> & { id: number; version: number };

describe.each(DB_KINDS)('employees on %s', (kind) => {
  let server: TestServer;
  let admin: TestClient;
  let office: TestClient;
  let tech: TestClient;
  let fjord: TestClient;
  const outbox: MailMessage[] = [];
  const mailer: Mailer = {
    send: async (m) => {
      outbox.push(m);
      return 'sent';
    },
  };

  beforeAll(async () => {
    server = await startTestServer(kind, { mailer, env: { PUBLIC_URL: 'http://suite.test' } });
    [admin, office, tech, fjord] = await Promise.all(
      ['admin', 'office', 'tech', 'fjordadmin'].map((u) => signedIn(server, u)),
    );
  });
  afterAll(() => server.close());

  const list = async (c: TestClient, body: Record<string, unknown> = {}) =>
    (await c.post('employees/list', { limit: 500, ...body })).body.items as Employee[];
  const byUsername = async (username: string) => (await list(admin)).find((e) => e.username === username)!;
  const count = async () => (await admin.post('employees/list', { count: true })).body.total as number;
  const setMember = async (username: string, body: Record<string, unknown>) => {
    const e = await byUsername(username);
    const r = await admin.put(`employees/${e.id}`, { ...body, version: e.version });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body as Employee;
  };
  const config = async (patch: Record<string, unknown>) => {
    const c = (await admin.get('systemconfiguration')).body;
    expect((await admin.put('systemconfiguration', { ...patch, version: c.version })).status).toBe(200);
  };

  it("lists the tenant's members with their user and employee fields, and only them", async () => {
    const r = await admin.post('employees/list', { count: true });
    expect(r.status).toBe(200);
    expect(r.body.total).toBe(4);
    expect(r.body.items.map((e: Employee) => e.username)).toEqual(['admin', 'office', 'superadmin', 'tech']);
    expect(r.body.items.find((e: Employee) => e.username === 'tech')).toMatchObject({
      name: 'Terje Tekniker',
      role_id: 3,
      initial: 'TT',
      pin: '4711',
      external_employee_number: '1003',
      date_of_birth: '1991-06-27',
      wages: 412,
      overtime_50: 618,
      overtime_100: 824,
      certificate_number: 'F-gass kat. I 2019-0457',
      departmentname: 'Service',
      is_employee: true,
      isactive: true,
    });
    expect((await list(fjord)).map((e) => e.username)).toEqual(['admin', 'fjordadmin', 'superadmin']);
  });

  it('searches, sorts and filters the employee list', async () => {
    expect((await list(admin, { search: 'tekni' })).map((e) => e.username)).toEqual(['tech']);
    expect((await list(admin, { search: '1002' })).map((e) => e.username)).toEqual(['office']);
    expect((await list(admin, { sort: { initial: -1 } })).map((e) => e.initial)).toEqual([
      'TT',
      'SS',
      'OK',
      'AA',
    ]);
    expect((await list(admin, { match: { role_id: 3 } })).map((e) => e.username)).toEqual(['tech']);
    for (const body of [
      { sort: { pin: 1 } },
      { match: { wages: 1 } },
      { match: { role_id: 99_999_999 } },
      { match: { is_employee: 1 } },
      { limit: 1000 },
      { skip: -1 },
    ]) {
      expect((await admin.post('employees/list', body)).status, JSON.stringify(body)).toBe(400);
    }
  });

  it('shows one employee with whether their username and e-mail can be changed here', async () => {
    const techUser = await byUsername('tech');
    const r = await admin.get(`employees/${techUser.id}`);
    expect(r.body).toMatchObject({ username: 'tech', identityeditable: true });
    // admin is a member of the fjord tenant too: the identity is not this company's alone.
    const adminUser = await byUsername('admin');
    expect((await admin.get(`employees/${adminUser.id}`)).body.identityeditable).toBe(false);
    expect((await admin.get('employees/99999999')).status).toBe(404);
  });

  it('adds a new person as employee and mails them a link that sets their password', async () => {
    outbox.length = 0;
    const r = await admin.post('employees', {
      name: 'Marius Montør',
      username: 'marius',
      email: 'marius@demoservice.no',
      role_id: 3,
      pin: '8642',
      wages: '398,50',
      date_of_birth: '15.08.1995',
      external_employee_number: '1004',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({
      name: 'Marius Montør',
      role_id: 3,
      isadmin: false,
      initial: 'MM',
      pin: '8642',
      wages: 398.5,
      date_of_birth: '1995-08-15',
      isactive: true,
      identityeditable: true,
    });
    expect(outbox).toHaveLength(1);
    expect(outbox[0]!.to).toBe('marius@demoservice.no');
    expect(outbox[0]!.subject).toBe('Welcome to Demo Service AS');
    const token = /token=([^\s]+)/.exec(outbox[0]!.text)![1]!;
    expect(outbox[0]!.text).toContain('http://suite.test/resetpassword?token=');
    const anon = new TestClient(server.url);
    const reset = await anon.post('auth/reset_password', {
      token: decodeURIComponent(token),
      password: 'Montør!2025',
      confirmpassword: 'Montør!2025',
    });
    expect(reset.status).toBe(200);
    const session = await new TestClient(server.url).login('marius', 'Montør!2025');
    expect(session.body).toMatchObject({ username: 'marius', role_id: 3, domain: 'demo' });
  });

  it("adds a person who already has a user in another company, keeping that person's own name and username", async () => {
    outbox.length = 0;
    const r = await admin.post('employees', {
      name: 'Noe annet',
      username: 'frida.fjord',
      email: 'ADMIN@fjordutleie.no',
      role_id: 2,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({
      username: 'fjordadmin',
      name: 'Frida Fjord',
      role_id: 2,
      identityeditable: false,
    });
    expect(outbox).toHaveLength(0);
    const again = await admin.post('employees', {
      name: 'Frida',
      username: 'fjordadmin',
      email: 'admin@fjordutleie.no',
      role_id: 2,
    });
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual([{ field: 'email', message: 'alreadyExists' }]);
    // The fjord tenant's own list is unchanged, and fjordadmin can now switch to demo.
    expect((await list(fjord)).map((e) => e.username)).toEqual(['admin', 'fjordadmin', 'superadmin']);
  });

  it('answers bad input with 400 field errors and adds nobody', async () => {
    const before = await count();
    const base = { name: 'Feil Person', username: 'feil', email: 'feil@demoservice.no', role_id: 3 };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: ' ' }, 'name', 'required'],
      [{ username: 'has space' }, 'username', 'invalidData'],
      [{ username: 'office' }, 'username', 'alreadyExists'],
      [{ email: 'feil' }, 'email', 'invalidEmail'],
      [{ role_id: 4 }, 'role_id', 'invalidData'],
      [{ role_id: undefined }, 'role_id', 'invalidData'],
      [{ pin: '123' }, 'pin', 'invalidData'],
      [{ pin: '12a4' }, 'pin', 'invalidData'],
      [{ pin: '1234567' }, 'pin', 'invalidData'],
      [{ initial: 'A' }, 'initial', 'invalidData'],
      [{ initial: 'A1' }, 'initial', 'invalidData'],
      [{ initial: 'tt' }, 'initial', 'alreadyExists'],
      [{ wages: -1 }, 'wages', 'minValue'],
      [{ overtime_50: 'mye' }, 'overtime_50', 'invalidNumber'],
      [{ date_of_birth: '2999-01-01' }, 'date_of_birth', 'invalidDate'],
      [{ date_of_birth: '1.1.1990' }, 'date_of_birth', 'invalidDate'],
      [{ departmentids: [99999999] }, 'departmentids', 'invalidData'],
      [{ departmentids: [1e300] }, 'departmentids.0', 'invalidData'],
      [{ employee_departmentid: 99999999 }, 'employee_departmentid', 'invalidData'],
      [{ userrole_id: 99999999 }, 'userrole_id', 'invalidData'],
      [{ password: 'Secret!123' }, 'password', 'unknownField'],
      [{ name: 'Feil\u0000' }, 'name', 'invalidData'],
      [{ certificate_number: 'F\u0000' }, 'certificate_number', 'invalidData'],
    ];
    for (const [patch, field, message] of cases) {
      const r = await admin.post('employees', { ...base, ...patch });
      expect(r.status, JSON.stringify(patch)).toBe(400);
      expect(r.body.errors, JSON.stringify(patch)).toContainEqual(
        expect.objectContaining({ field, message }),
      );
    }
    expect(await count()).toBe(before);
  });

  it("refuses another tenant's departments and permission sets", async () => {
    const fjordDept = (await fjord.post('departments/get_active', {})).body[0].id;
    const r = await admin.post('employees', {
      name: 'Kryss',
      username: 'kryss',
      email: 'kryss@demoservice.no',
      role_id: 3,
      employee_departmentid: fjordDept,
    });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ field: 'employee_departmentid', message: 'invalidData' }]);
  });

  it('updates an employee with the version read and refuses a stale version with 412', async () => {
    const e = await byUsername('marius');
    const ok = await admin.put(`employees/${e.id}`, {
      overtime_50: 597.75,
      certificate_number: 'F-gass kat. I 2024-0101',
      version: e.version,
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toMatchObject({ overtime_50: 597.75, wages: 398.5, version: e.version + 1 });
    const stale = await admin.put(`employees/${e.id}`, { pin: '1111', version: e.version });
    expect(stale.status).toBe(412);
    expect((await admin.get(`employees/${e.id}`)).body.pin).toBe('8642');
    const renamed = await admin.put(`employees/${e.id}`, {
      name: 'Marius Montør Hansen',
      email: 'marius.hansen@demoservice.no',
      username: 'marius.hansen',
      version: ok.body.version,
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body).toMatchObject({ username: 'marius.hansen', email: 'marius.hansen@demoservice.no' });
  });

  it('refuses to change the username or e-mail of a person who also belongs to another company', async () => {
    const frida = await byUsername('fjordadmin');
    const r = await admin.put(`employees/${frida.id}`, {
      email: 'frida@demoservice.no',
      version: frida.version,
    });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ field: 'email', message: 'identityShared' }]);
    const taken = await admin.put(`employees/${(await byUsername('marius.hansen')).id}`, {
      username: 'OFFICE',
      version: (await byUsername('marius.hansen')).version,
    });
    expect(taken.body.errors).toEqual([{ field: 'username', message: 'alreadyExists' }]);
    expect((await fjord.get('auth/session')).body.user.email).toBe('admin@fjordutleie.no');
  });

  it('keeps an administrator from demoting or deactivating themselves', async () => {
    const me = await byUsername('admin');
    const demote = await admin.put(`employees/${me.id}`, { role_id: 2, version: me.version });
    expect(demote.body.errors).toEqual([{ field: 'role_id', message: 'cannotDemoteYourself' }]);
    expect((await admin.post('employees/deactivate', { ids: [1e300] })).status).toBe(400);
    const off = await admin.post('employees/deactivate', { ids: [me.id] });
    expect(off.status).toBe(400);
    expect(off.body.errors).toEqual([{ field: 'ids', message: 'cannotDeactivateYourself' }]);
    expect((await byUsername('admin')).isactive).toBe(true);
  });

  it('deactivates employees instead of deleting them: they can no longer sign in, until activated again', async () => {
    const e = await byUsername('marius.hansen');
    const r = await admin.post('employees/deactivate', { ids: [e.id] });
    expect(r.status).toBe(200);
    expect(r.body.deactivated).toEqual([e.id]);
    expect((await byUsername('marius.hansen')).isactive).toBe(false);
    const login = await new TestClient(server.url).post('auth?use_cookies=true', {
      username: 'marius.hansen',
      password: 'Montør!2025',
    });
    expect(login.status).toBe(401);
    expect((await admin.del('employees', { ids: [e.id] })).status).toBe(404);
    const back = await setMember('marius.hansen', { isactive: true });
    expect(back.isactive).toBe(true);
    await new TestClient(server.url).login('marius.hansen', 'Montør!2025');
  });

  it('mails a new password link on request', async () => {
    outbox.length = 0;
    const e = await byUsername('tech');
    const r = await admin.post(`employees/${e.id}/send_password_link`);
    expect(r.status).toBe(200);
    expect(outbox.map((m) => m.to)).toEqual(['tech@demoservice.no']);
  });

  it('keeps employees from users without the permission, and every write for administrators', async () => {
    const e = await byUsername('tech');
    expect((await office.post('employees/list', {})).status).toBe(403);
    expect((await office.get(`employees/${e.id}`)).status).toBe(403);
    expect((await tech.post('employees/list', {})).status).toBe(403);
    const role = await admin.post('userroles', {
      name: 'Personal',
      permissions: ['employees_view', 'employees_edit'],
    });
    const officeMember = await byUsername('office');
    await setMember('office', { userrole_id: role.body.id });
    expect((await office.post('employees/list', {})).status).toBe(200);
    const body = { name: 'X', username: 'x1', email: 'x1@demoservice.no', role_id: 3 };
    expect((await office.post('employees', body)).status).toBe(403);
    expect((await office.put(`employees/${e.id}`, { pin: '0000', version: e.version })).status).toBe(403);
    expect((await office.post('employees/deactivate', { ids: [e.id] })).status).toBe(403);
    expect((await byUsername('tech')).pin).toBe('4711');
    await setMember('office', { userrole_id: officeMember.userrole_id });
  });

  it('shows non-administrators only the employees of their own departments when the company says so', async () => {
    const role = await admin.post('userroles', { name: 'Personal avd', permissions: ['employees_view'] });
    const officeMember = await byUsername('office');
    await setMember('office', { userrole_id: role.body.id });
    const names = async () => (await list(office)).map((e) => e.username).sort();
    expect(await names()).toContain('tech');
    await config({ showonlymydepartmentusers: true });
    // office and admin are in department Kontor; tech is in Service.
    expect(await names()).toEqual(['admin', 'office']);
    expect((await office.get(`employees/${(await byUsername('tech')).id}`)).status).toBe(404);
    // Administrators still see everybody.
    expect((await list(admin)).map((e) => e.username)).toContain('tech');
    await config({ showonlymydepartmentusers: false });
    await setMember('office', { userrole_id: officeMember.userrole_id });
  });

  it('answers the users lookup without Visma sellers, except when picking a CRM responsible', async () => {
    await setMember('tech', { isvismaseller: true });
    const plain = (await office.get('users')).body.map((u: { id: number; name: string }) => u.name);
    expect(plain).not.toContain('Terje Tekniker');
    expect(plain).toContain('Ola Kontor');
    const crm = (await office.get('users?purpose=crm_responsible')).body;
    expect(crm.find((u: { name: string }) => u.name === 'Terje Tekniker')).toMatchObject({
      isvismaseller: true,
      is_active: true,
      is_employee: true,
    });
    expect((await office.get('users?purpose=everything')).status).toBe(400);
    // A Visma seller can be responsible for a lead.
    const techId = (await byUsername('tech')).id;
    const lead = await admin.post('leads', { name: 'Visma-lead AS', responsible_id: techId });
    expect(lead.status).toBe(200);
    await setMember('tech', { isvismaseller: false });
  });

  it("gives another tenant no access to the tenant's employees", async () => {
    const e = await byUsername('tech');
    expect((await fjord.get(`employees/${e.id}`)).status).toBe(404);
    expect((await fjord.put(`employees/${e.id}`, { pin: '0000', version: e.version })).status).toBe(404);
    expect((await fjord.post('employees/deactivate', { ids: [e.id] })).body.deactivated).toEqual([]);
    expect((await fjord.post(`employees/${e.id}/send_password_link`)).status).toBe(404);
    expect((await fjord.get('users')).body.map((u: { name: string }) => u.name)).not.toContain(
      'Terje Tekniker',
    );
    expect(await byUsername('tech')).toMatchObject({ pin: '4711', isactive: true });
  });
});
