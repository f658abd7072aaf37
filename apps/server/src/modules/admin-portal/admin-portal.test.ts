import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, TestClient, type TestServer, startTestServer } from '../../../test/test-app';
import { DB_KINDS } from '../../../test/test-db';

describe.each(DB_KINDS)('admin portal on %s', (kind) => {
  let server: TestServer;
  let su: TestClient;
  let admin: TestClient;
  beforeAll(async () => {
    server = await startTestServer(kind);
    [su, admin] = await Promise.all(['superadmin', 'admin'].map((u) => signedIn(server, u)));
  });
  afterAll(() => server.close());

  it('is for super admins only: an administrator gets 403 on every call', async () => {
    expect((await admin.get('adminportal/tenants')).status).toBe(403);
    expect((await admin.get('adminportal/users')).status).toBe(403);
    expect((await admin.post('adminportal/tenants', { domain: 'evil', name: 'Evil AS' })).status).toBe(403);
    expect(
      (await admin.put('adminportal/memberships', { userid: 1, domain: 'demo', role_id: 1, isadmin: true }))
        .status,
    ).toBe(403);
  });

  it('lists the tenants with their modules and member counts', async () => {
    const r = await su.get('adminportal/tenants');
    expect(r.body.map((t: { domain: string; usercount: number }) => [t.domain, t.usercount])).toEqual([
      ['demo', 4],
      ['fjord', 3],
    ]);
  });

  it('creates a tenant, edits its modules with the version, and refuses a duplicate domain or a stale version', async () => {
    const created = await su.post('adminportal/tenants', {
      domain: 'nord-kulde',
      name: 'Nord Kulde AS',
      enabledmodules: ['customers'],
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      domain: 'nord-kulde',
      enabledmodules: ['customers'],
      usercount: 0,
      version: 1,
    });
    const dup = await su.post('adminportal/tenants', { domain: 'nord-kulde', name: 'Again' });
    expect(dup.body.errors).toEqual([{ field: 'domain', message: 'alreadyExists' }]);
    const edited = await su.put(`adminportal/tenants/${created.body.id}`, {
      name: 'Nord Kulde og Varme AS',
      enabledmodules: ['customers', 'orders'],
      enabledintegrations: ['fiken'],
      version: 1,
    });
    expect(edited.body).toMatchObject({
      name: 'Nord Kulde og Varme AS',
      enabledmodules: ['customers', 'orders'],
      version: 2,
    });
    const stale = await su.put(`adminportal/tenants/${created.body.id}`, {
      name: 'X',
      enabledmodules: [],
      enabledintegrations: [],
      version: 1,
    });
    expect(stale.status).toBe(412);
  });

  it('creates a user with the password policy, gives a membership, and the user can sign in there', async () => {
    const weak = await su.post('adminportal/users', {
      username: 'kari',
      email: 'kari@nordkulde.no',
      name: 'Kari Nord',
      password: 'weak',
    });
    expect(weak.status).toBe(400);
    expect(weak.body.errors).toEqual([{ field: 'password', message: 'passwordPolicy' }]);
    const u = await su.post('adminportal/users', {
      username: 'kari',
      email: 'kari@nordkulde.no',
      name: 'Kari Nord',
      password: 'K4ri!Nord',
    });
    expect(u.status).toBe(200);
    // Without a membership there is nowhere to sign in to.
    expect(
      (
        await new TestClient(server.url).post('auth?use_cookies=true', {
          username: 'kari',
          password: 'K4ri!Nord',
        })
      ).status,
    ).toBe(401);
    const m = await su.put('adminportal/memberships', {
      userid: u.body.id,
      domain: 'nord-kulde',
      role_id: 1,
      isadmin: true,
    });
    expect(m.body.memberships).toEqual([
      { domain: 'nord-kulde', tenantname: 'Nord Kulde og Varme AS', role_id: 1, isadmin: true },
    ]);
    const kari = new TestClient(server.url);
    expect((await kari.login('kari', 'K4ri!Nord')).body).toMatchObject({
      domain: 'nord-kulde',
      isadmin: true,
    });
    const dup = await su.post('adminportal/users', {
      username: 'KARI',
      email: 'kari@nordkulde.no',
      name: 'K',
      password: 'K4ri!Nord',
    });
    expect(dup.body.errors).toEqual([
      { field: 'username', message: 'alreadyExists' },
      { field: 'email', message: 'alreadyExists' },
    ]);
    const removed = await su.del('adminportal/memberships', { userid: u.body.id, domain: 'nord-kulde' });
    expect(removed.body.memberships).toEqual([]);
    // Removing the membership ends what the user could do there.
    expect((await kari.get('dashboard')).status).toBe(401);
  });

  it('answers bad input with field errors', async () => {
    const r = await su.post('adminportal/tenants', {
      domain: 'Bad Domain!',
      name: '',
      enabledmodules: ['x'],
    });
    expect(r.status).toBe(400);
    expect(r.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'domain',
      'enabledmodules.0',
      'name',
    ]);
    expect(
      (
        await su.put('adminportal/memberships', {
          userid: 999999,
          domain: 'demo',
          role_id: 1,
          isadmin: false,
        })
      ).body.errors,
    ).toEqual([{ field: 'userid', message: 'invalidData' }]);
    expect(
      (
        await su.put('adminportal/tenants/abc', {
          name: 'x',
          enabledmodules: [],
          enabledintegrations: [],
          version: 1,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await su.put('adminportal/tenants/99999', {
          name: 'x',
          enabledmodules: [],
          enabledintegrations: [],
          version: 1,
        })
      ).status,
    ).toBe(404);
  });
});
