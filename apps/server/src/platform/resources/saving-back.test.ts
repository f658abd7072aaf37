// Issue 7 "Saving back": a record as GET answers it can be PUT back with changes. Server-owned and derived fields
// (createdon, updatedon, names of references, computed values ...) are ignored on write, not refused; unknown fields
// are still refused. The engine's resources are covered by the contract test; these are the hand-written records.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../../../test/test-db';
import { startTestServer, TestClient, type TestServer } from '../../../test/test-app';
import { DEMO_PASSWORD } from '../../db/seed/demo';

type Case = { name: string; list: string; path: string; change: Record<string, unknown> };

const CASES: Case[] = [
  { name: 'customer', list: 'customers/list', path: 'customers', change: { name: 'Saved Back AS' } },
  { name: 'contact', list: 'contacts/list', path: 'contacts', change: { firstname: 'Sigrid' } },
  { name: 'lead', list: 'leads/list', path: 'leads', change: { name: 'Saved back lead' } },
  { name: 'building', list: 'buildings/list', path: 'buildings', change: { name: 'Saved back building' } },
  { name: 'product', list: 'products/list', path: 'products', change: { name: 'Saved back product' } },
  { name: 'equipment', list: 'equipments/list', path: 'equipments', change: { name: 'Saved back piece' } },
  {
    name: 'internal equipment',
    list: 'internalequipments/list',
    path: 'internalequipments',
    change: { name: 'Saved back tool' },
  },
  { name: 'employee', list: 'employees/list', path: 'employees', change: { name: 'Saved Back Ansatt' } },
  { name: 'inspection', list: 'inspections/list', path: 'inspections', change: { remarks: 'Saved back' } },
];

describe.each(DB_KINDS)('saving back on %s', (kind) => {
  let server: TestServer;
  let admin: TestClient;

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = new TestClient(server.url);
    await admin.post('auth?use_cookies=true', { username: 'admin', password: DEMO_PASSWORD });
  });
  afterAll(() => server?.close());

  it.each(CASES)('takes a $name back exactly as GET answered it, with a change', async (c) => {
    const list = await admin.post(c.list, { limit: 1 });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const id = list.body.items[0].id as number;
    const read = (await admin.get(`${c.path}/${id}`)).body;
    const back = await admin.put(`${c.path}/${id}`, { ...read, ...c.change });
    expect(back.status, `${c.name}: ${JSON.stringify(back.body)}`).toBe(200);
    const again = (await admin.get(`${c.path}/${id}`)).body;
    for (const [k, v] of Object.entries(c.change)) expect(again[k]).toBe(v);
    expect(again.version).toBe(read.version + 1);
    expect(again.createdon).toBe(read.createdon);
  });

  it.each(CASES)('still refuses an unknown field on a $name', async (c) => {
    const list = await admin.post(c.list, { limit: 1 });
    const id = list.body.items[0].id as number;
    const read = (await admin.get(`${c.path}/${id}`)).body;
    const r = await admin.put(`${c.path}/${id}`, { ...read, nosuchfield: 1 });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body.errors)).toContain('nosuchfield');
    expect((await admin.get(`${c.path}/${id}`)).body.version).toBe(read.version);
  });
});
