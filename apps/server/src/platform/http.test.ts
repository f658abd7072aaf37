import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, TestClient, type TestServer, startTestServer } from '../../test/test-app';

describe('HTTP conventions', () => {
  let server: TestServer;
  const dataDir = '/tmp/suite-test-outbox';
  beforeAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
    server = await startTestServer('pglite', { env: { DATA_DIR: dataDir } });
  });
  afterAll(() => server.close());

  it('matches API paths without regard to letter case', async () => {
    const admin = await signedIn(server, 'admin');
    expect((await admin.post('Departments/List', {})).status).toBe(200);
    expect((await admin.post('DEPARTMENTS/get_active', {})).status).toBe(200);
  });

  it('answers an unknown API path with a 404 problem', async () => {
    const r = await new TestClient(server.url).get('no/such/thing');
    expect(r.status).toBe(404);
    expect(r.headers.get('content-type')).toMatch(/application\/problem\+json/);
  });

  it('checks the session before the input: no session is 401 whatever the body', async () => {
    const r = await new TestClient(server.url).post('departments', { name: 5 });
    expect(r.status).toBe(401);
  });

  it('publishes the OpenAPI document with the resource endpoints', async () => {
    const r = await fetch(`${server.url}/api/docs/json`);
    expect(r.status).toBe(200);
    const doc = (await r.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/departments/list', '/api/auth', '/api/userroles/{id}']),
    );
  });

  it('writes mail to DATA_DIR/outbox as .eml when no SMTP server is configured', async () => {
    await new TestClient(server.url).post('auth/forgot_password', { email: 'tech@demoservice.no' });
    const files = await readdir(path.join(dataDir, 'outbox'));
    expect(files.filter((f) => f.endsWith('.eml'))).toHaveLength(1);
    const eml = await readFile(path.join(dataDir, 'outbox', files[0]!), 'utf8');
    expect(eml).toMatch(/^To: tech@demoservice\.no/m);
    expect(eml.replace(/=\r?\n/g, '')).toContain('resetpassword?token=');
  });
});
