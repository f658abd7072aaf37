import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openPglite } from '../db/connection';
import { TestClient } from '../../test/test-app';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../../..');

describe('npm run create-superadmin', () => {
  let dir = '';
  afterAll(() => (dir ? rm(dir, { recursive: true, force: true }) : undefined));

  it('creates the first super admin and tenant on an empty database, who can then sign in', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'suite-cli-'));
    const env = { ...process.env, DATA_DIR: dir, SUPERADMIN_PASSWORD: 'Str0ng!Start', DATABASE_URL: '' };
    const args = [
      '--import',
      'tsx',
      'apps/server/src/cli/create-superadmin.ts',
      '--username',
      'ops',
      '--email',
      'ops@acme.no',
      '--name',
      'Ola Drift',
      '--tenant',
      'acme',
      '--tenant-name',
      'Acme AS',
    ];
    const { stdout } = await run(process.execPath, args, { cwd: root, env });
    expect(stdout).toContain('Super admin ops created.');

    const weak = await run(process.execPath, args, {
      cwd: root,
      env: { ...env, SUPERADMIN_PASSWORD: 'weak' },
    }).catch((e) => e);
    expect(weak.code).toBe(2);

    const database = await openPglite(path.join(dir, 'pglite'));
    const app = await buildApp({
      db: database.db,
      config: { ...loadConfig({ DATA_DIR: dir, WEB_DIST: '/nonexistent' }) },
      logger: false,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const c = new TestClient(`http://127.0.0.1:${(app.server.address() as { port: number }).port}`);
      const r = await c.post('auth?use_cookies=true', { username: 'ops@acme.no', password: 'Str0ng!Start' });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({
        issuperadmin: true,
        domain: 'acme',
        availabletenants: { acme: 'Acme AS' },
      });
    } finally {
      await app.close();
      await database.close();
    }
  });
});
