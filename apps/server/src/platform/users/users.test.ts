import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient, type TestServer, startTestServer } from '../../../test/test-app';
import { DB_KINDS } from '../../../test/test-db';

describe.each(DB_KINDS)('roles, permissions and members on %s', (kind) => {
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

  const members = async (c: TestClient) =>
    (await c.get('userpermissions')).body as {
      userid: number;
      username: string;
      userrole_id: number | null;
      role_id: number;
    }[];

  it("lists the tenant's members for an administrator, and only them", async () => {
    expect((await members(admin)).map((m) => m.username).sort()).toEqual([
      'admin',
      'office',
      'superadmin',
      'tech',
    ]);
    expect((await members(fjord)).map((m) => m.username).sort()).toEqual([
      'admin',
      'fjordadmin',
      'superadmin',
    ]);
  });

  it('refuses the member list to users without the permissions setting', async () => {
    expect((await office.get('userpermissions')).status).toBe(403);
    expect((await tech.get('userpermissions')).status).toBe(403);
  });

  it('answers the whole permission catalogue with full access per module', async () => {
    const cat = (await admin.get('permissions/catalogue')).body as { module: string; actions: string[] }[];
    const customers = cat.find((m) => m.module === 'customers')!;
    expect(customers.actions).toEqual(
      expect.arrayContaining(['view', 'add', 'edit', 'delete', 'full_access']),
    );
    expect(cat.some((m) => m.module === 'settings' && m.actions.includes('departments'))).toBe(true);
  });

  it('gives a member a permission set, which then changes what the member may do', async () => {
    const role = await admin.post('userroles', {
      name: 'Avdelingsleder',
      permissions: ['settings_departments'],
    });
    expect(role.status).toBe(200);
    const depts = (await admin.post('departments/get_active', {})).body as { id: number }[];
    const officeUser = (await members(admin)).find((m) => m.username === 'office')!;
    expect((await office.post('departments/list', {})).status).toBe(403);
    const r = await admin.put(`userpermissions/${officeUser.userid}`, {
      role_id: 2,
      isadmin: false,
      userrole_id: role.body.id,
      departmentids: [depts[0]!.id],
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ userrole_id: role.body.id, departmentids: [depts[0]!.id] });
    // The change applies at the member's next request, without signing in again.
    expect((await office.post('departments/list', {})).status).toBe(200);
    expect((await office.post('departments', { name: 'Lager' })).status).toBe(200);
  });

  it('keeps a technician read-only even with a write permission (role 3 may not change)', async () => {
    const role = await admin.post('userroles', {
      name: 'Tekniker med avdelinger',
      permissions: ['settings_departments'],
    });
    const techUser = (await members(admin)).find((m) => m.username === 'tech')!;
    await admin.put(`userpermissions/${techUser.userid}`, {
      role_id: 3,
      isadmin: false,
      userrole_id: role.body.id,
      departmentids: [],
    });
    expect((await tech.post('departments/list', {})).status).toBe(200);
    const write = await tech.post('departments', { name: 'Ikke lov' });
    expect(write.status).toBe(403);
    expect(write.body.detail).toBe('readOnly');
  });

  it('refuses to delete a permission set that members still use, and deletes nothing', async () => {
    const officeUser = (await members(admin)).find((m) => m.username === 'office')!;
    const r = await admin.del('userroles', { ids: [officeUser.userrole_id] });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ field: 'ids', message: 'inUse' }]);
    expect(r.body.detail).toContain('memberships');
    expect((await admin.get(`userroles/${officeUser.userrole_id}`)).status).toBe(200);
  });

  it("refuses another tenant's role, department or member with 400/404, changing nothing", async () => {
    const demoRole = (await admin.post('userroles/get_active', {})).body[0] as { id: number };
    const fjordMember = (await members(fjord)).find((m) => m.username === 'fjordadmin')!;
    const r = await fjord.put(`userpermissions/${fjordMember.userid}`, {
      role_id: 1,
      isadmin: true,
      userrole_id: demoRole.id,
      departmentids: [],
    });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ field: 'userrole_id', message: 'invalidData' }]);
    const demoDept = (await admin.post('departments/get_active', {})).body[0] as { id: number };
    const r2 = await fjord.put(`userpermissions/${fjordMember.userid}`, {
      role_id: 1,
      isadmin: true,
      userrole_id: null,
      departmentids: [demoDept.id],
    });
    expect(r2.body.errors).toEqual([{ field: 'departmentids', message: 'invalidData' }]);
    const techUser = (await members(admin)).find((m) => m.username === 'tech')!;
    expect(
      (
        await fjord.put(`userpermissions/${techUser.userid}`, {
          role_id: 1,
          isadmin: true,
          userrole_id: null,
          departmentids: [],
        })
      ).status,
    ).toBe(404);
    expect((await members(admin)).find((m) => m.username === 'tech')!.role_id).toBe(3);
  });

  it('answers bad member input with field errors', async () => {
    const techUser = (await members(admin)).find((m) => m.username === 'tech')!;
    const r = await admin.put(`userpermissions/${techUser.userid}`, {
      role_id: 7,
      isadmin: 'no',
      userrole_id: null,
      departmentids: 'x',
    });
    expect(r.status).toBe(400);
    expect(r.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'departmentids',
      'isadmin',
      'role_id',
    ]);
  });

  it('does not let an administrator remove their own administrator rights', async () => {
    const me = (await members(admin)).find((m) => m.username === 'admin')!;
    const r = await admin.put(`userpermissions/${me.userid}`, {
      role_id: 2,
      isadmin: false,
      userrole_id: null,
      departmentids: [],
    });
    expect(r.status).toBe(400);
    expect(r.body.errors[0].message).toBe('cannotDemoteYourself');
  });
});
