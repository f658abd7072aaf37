import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TestClient, type TestServer } from '../../../test/test-app';
import { DB_KINDS } from '../../../test/test-db';
import { withPlatform } from '../../db/tenant';
import { loginFailures, sessions } from './auth.table';
import { forgetSessionUsers } from './sessions';
import { ACCOUNT_LIMIT } from './throttle';
import { sha256 } from './tokens';

describe.each(DB_KINDS)('sign-in and sessions on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());
  const client = () => new TestClient(server.url);
  // Time passes in the database; the server's short session cache (sessions.ts) is emptied as if its few seconds
  // had passed too.
  const ageSession = async (cookie: string, field: 'lastseenat' | 'createdat', ms: number) => {
    await withPlatform(server.database.db, (tx) =>
      tx.execute(sql`update sessions set ${sql.identifier(field)} = now() - ${`${ms} milliseconds`}::interval
                     where id_hash = ${sha256(cookie.slice(4))}`),
    );
    forgetSessionUsers();
  };

  it('signs in with the username and answers the user details with permissions and available tenants', async () => {
    const c = client();
    const r = await c.post('auth?use_cookies=true', { username: 'office', password: 'Demo!2345' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      username: 'office',
      role_id: 2,
      isadmin: false,
      domain: 'demo',
      availabletenants: { demo: 'Demo Service AS' },
    });
    expect(r.body.permissions).toEqual(
      expect.arrayContaining(['customers_view', 'customers_add', 'orders_view']),
    );
    expect((await c.get('auth/session')).body).toMatchObject({ isauthenticated: true });
  });

  it('signs in with the e-mail address too, in any letter case', async () => {
    const r = await client().post('auth?use_cookies=true', {
      username: 'Admin@DemoService.no',
      password: 'Demo!2345',
    });
    expect(r.status).toBe(200);
    expect(r.body.username).toBe('admin');
  });

  it('sets an httpOnly, SameSite=Lax session cookie, Secure only over HTTPS', async () => {
    const r = await client().post('auth?use_cookies=true', { username: 'admin', password: 'Demo!2345' });
    const cookie = r.headers.getSetCookie().find((c) => c.startsWith('sid='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    const https = await startTestServer(kind, { env: { TRUST_PROXY: 'true' } });
    try {
      const r2 = await new TestClient(https.url).post(
        'auth?use_cookies=true',
        { username: 'admin', password: 'Demo!2345' },
        { 'x-forwarded-proto': 'https' },
      );
      expect(r2.headers.getSetCookie().find((c) => c.startsWith('sid='))).toMatch(/Secure/i);
    } finally {
      await https.close();
    }
  });

  it('stores only a hash of the session id and gives a new id at every sign-in', async () => {
    const a = client();
    await a.login('admin');
    const first = a.cookie;
    await a.login('admin');
    expect(a.cookie).not.toBe(first);
    const stored = await withPlatform(server.database.db, (tx) =>
      tx.select({ h: sessions.idHash }).from(sessions),
    );
    expect(stored.map((s) => s.h)).not.toContain(first.slice(4));
  });

  it('gives one answer for an unknown user and for a wrong password', async () => {
    const unknown = await client().post('auth?use_cookies=true', {
      username: 'nobody-here',
      password: 'Demo!2345',
    });
    const wrong = await client().post('auth?use_cookies=true', { username: 'fjordadmin', password: 'wrong' });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(unknown.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(unknown.body.detail).toBe('authenticationFailed');
  });

  it('throttles repeated failures on one account with 429, even with the right password', async () => {
    const c = client();
    for (let i = 0; i < ACCOUNT_LIMIT; i++) {
      expect((await c.post('auth?use_cookies=true', { username: 'tech', password: `bad${i}` })).status).toBe(
        401,
      );
    }
    const locked = await c.post('auth?use_cookies=true', { username: 'tech', password: 'Demo!2345' });
    expect(locked.status).toBe(429);
    expect(locked.body.detail).toBe('tooManyAttempts');
  });

  it('throttles repeated failures from one address across accounts', async () => {
    const c = client();
    const ip = { 'x-forwarded-for': '10.9.9.9' };
    // Without trustProxy every test request comes from 127.0.0.1: count what the address has left.
    let status = 401;
    for (let i = 0; i < 40 && status === 401; i++) {
      status = (await c.post('auth?use_cookies=true', { username: `ghost${i}`, password: 'x' }, ip)).status;
    }
    expect(status).toBe(429);
    // Let the address sign in again for the tests that follow.
    await withPlatform(server.database.db, (tx) => tx.delete(loginFailures));
  });

  it('ends the session on logout on the server, so the old cookie no longer works', async () => {
    const c = new TestClient(server.url);
    await c.login('fjordadmin');
    const cookie = c.cookie;
    expect((await c.post('auth/logout')).status).toBe(200);
    const stale = new TestClient(server.url);
    stale.cookie = cookie;
    expect((await stale.get('dashboard')).status).toBe(401);
    expect((await stale.get('auth/session')).body).toEqual({ isauthenticated: false });
  });

  it('expires a session idle for two hours', async () => {
    const c = new TestClient(server.url);
    await c.login('fjordadmin');
    await ageSession(c.cookie, 'lastseenat', 2 * 3600_000 - 60_000);
    expect((await c.get('dashboard')).status).toBe(200);
    await ageSession(c.cookie, 'lastseenat', 2 * 3600_000 + 1000);
    const r = await c.get('dashboard');
    expect(r.status).toBe(401);
    expect(r.body.detail).toBe('sessionExpired');
  });

  it("does not count the bell's background poll as activity, so an idle tab still times out", async () => {
    const c = new TestClient(server.url);
    await c.login('fjordadmin');
    await ageSession(c.cookie, 'lastseenat', 2 * 3600_000 - 120_000);
    expect((await c.get('notifications/get_unread_notifications_count')).status).toBe(200);
    await ageSession(c.cookie, 'lastseenat', 2 * 3600_000 + 1000);
    expect((await c.get('notifications/get_unread_notifications_count')).status).toBe(401);
  });

  it('ends an active session after its absolute lifetime of 432000000 ms', async () => {
    const c = new TestClient(server.url);
    await c.login('fjordadmin');
    await ageSession(c.cookie, 'createdat', 432_000_000 + 1000);
    expect((await c.get('dashboard')).status).toBe(401);
  });

  it('answers 401 problem+json without a session', async () => {
    const r = await client().get('useraccess/get_user_menus');
    expect(r.status).toBe(401);
    expect(r.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(r.body).toMatchObject({ status: 401, title: 'Unauthorized' });
  });

  it('answers 409 to a client older than the server', async () => {
    const c = new TestClient(server.url);
    await c.login('admin');
    const r = await c.get('dashboard', { 'x-client-version': '1.41' });
    expect(r.status).toBe(409);
    expect(r.body.detail).toBe('newUpdateAvailable');
    expect((await c.get('dashboard', { 'x-client-version': '1.42' })).status).toBe(200);
  });

  it('refuses a state-changing call without the x-client-version header (request forgery)', async () => {
    const c = new TestClient(server.url);
    await c.login('admin');
    delete c.headers['x-client-version'];
    const r = await c.post('notifications/set_all_as_read');
    expect(r.status).toBe(403);
    expect((await c.get('dashboard')).status).toBe(200);
  });

  it('switches tenant and answers the user details of the new tenant', async () => {
    const c = new TestClient(server.url);
    await c.login('admin');
    const r = await c.post('auth/switch_tenant?use_cookies=true', { domain: 'fjord' });
    expect(r.status).toBe(200);
    expect(r.body.domain).toBe('fjord');
    expect((await c.get('auth/session')).body.user.domain).toBe('fjord');
    // The next sign-in lands in the tenant used last.
    const again = new TestClient(server.url);
    expect((await again.login('admin')).body.domain).toBe('fjord');
    await c.post('auth/switch_tenant?use_cookies=true', { domain: 'demo' });
  });

  it('refuses a switch to a tenant the user is not a member of, and to an unknown one', async () => {
    const c = new TestClient(server.url);
    await c.login('fjordadmin');
    for (const domain of ['demo', 'no-such-tenant']) {
      const r = await c.post('auth/switch_tenant?use_cookies=true', { domain });
      expect(r.status).toBe(400);
      expect(r.body.errors).toEqual([{ field: 'domain', message: 'invalidData' }]);
    }
    expect((await c.get('auth/session')).body.user.domain).toBe('fjord');
  });

  it('answers bad sign-in input with 400 field errors, never 500', async () => {
    const c = client();
    const cases: [unknown, string][] = [
      [{}, 'username'],
      [{ username: 'admin' }, 'password'],
      [{ username: 42, password: 'x' }, 'username'],
      [{ username: 'a'.repeat(100_000), password: 'x' }, 'username'],
    ];
    for (const [body, field] of cases) {
      const r = await c.post('auth?use_cookies=true', body);
      expect(r.status).toBe(400);
      expect(r.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    const malformed = await c.request('POST', 'auth?use_cookies=true', '{"username": "adm', {});
    expect(malformed.status).toBe(400);
    expect(malformed.headers.get('content-type')).toMatch(/application\/problem\+json/);
  });

  it('answers the initial load data with configuration, permissions and a checklist token', async () => {
    const c = new TestClient(server.url);
    await c.login('tech');
    const r = await c.post('auth/get_initial_load_data', {});
    expect(r.status).toBe(200);
    expect(r.body.systemconfiguration).toMatchObject({ hourenterstyle: 1, languageoptions: ['en', 'no'] });
    expect(r.body.systemconfiguration_v2.companyinfo.partyname).toBe('Demo Service AS');
    expect(r.body.permissions).toContain('orders_view');
    expect(r.body.checklistapiconfig.accesstoken).toMatch(/^[\w-]{43}$/);
  });

  it('sends the security headers, a content security policy among them', async () => {
    const r = await client().get('auth/session');
    expect(r.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
