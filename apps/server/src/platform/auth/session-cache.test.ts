import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient, type TestServer, startTestServer } from '../../../test/test-app';
import { DB_KINDS } from '../../../test/test-db';

// The signed-in user is reused for a few seconds (sessions.ts, issue 3 "Speed at scale"); these are the changes
// that must still apply at the very next request.
describe.each(DB_KINDS)('the cached signed-in user on %s', (kind) => {
  let server: TestServer;
  let admin: TestClient;
  let office: TestClient;
  beforeAll(async () => {
    server = await startTestServer(kind);
    [admin, office] = await Promise.all(['admin', 'office'].map((u) => signedIn(server, u)));
  });
  afterAll(() => server.close());

  it("applies a change of the member's permission set at the next request", async () => {
    expect((await office.post('customers/list', {})).status).toBe(200);
    const members = (await admin.get('userpermissions')).body as { username: string; userrole_id: number }[];
    const roleId = members.find((m) => m.username === 'office')!.userrole_id;
    const role = (await admin.get(`userroles/${roleId}`)).body as { version: number; permissions: string[] };
    const r = await admin.put(`userroles/${roleId}`, {
      version: role.version,
      permissions: role.permissions.filter((p) => p !== 'customers_view'),
    });
    expect(r.status).toBe(200);
    expect((await office.post('customers/list', {})).status).toBe(403);
  });

  it('ends the session at once on logout, though its user was just loaded', async () => {
    const c = await signedIn(server, 'admin');
    expect((await c.post('customers/list', {})).status).toBe(200);
    expect((await c.post('auth/logout')).status).toBe(200);
    const stale = await signedIn(server, 'admin');
    stale.cookie = c.cookie;
    expect((await stale.post('customers/list', {})).status).toBe(401);
  });

  it('answers the user of the tenant switched to at once', async () => {
    const c = await signedIn(server, 'admin');
    expect((await c.get('auth/session')).body).toMatchObject({ user: { domain: 'demo' } });
    expect((await c.post('auth/switch_tenant', { domain: 'fjord' })).status).toBe(200);
    expect((await c.get('auth/session')).body).toMatchObject({ user: { domain: 'fjord' } });
    const list = await c.post('customers/list', { count: true });
    const mine = await (await signedIn(server, 'fjordadmin')).post('customers/list', { count: true });
    expect(list.body.total).toBe(mine.body.total);
  });
});
