import type { ResourceDef } from '@suite/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient, type TestServer, startTestServer } from '../../../test/test-app';
import { DB_KINDS } from '../../../test/test-db';
import { REGISTERED_RESOURCES } from '../../resources';

/** A valid value for a field, distinct per n so unique fields stay unique. */
function sample(def: ResourceDef, field: string, n: number): unknown {
  const f = def.fields[field]!;
  switch (f.type) {
    case 'text':
      return f.options ? f.options[n % f.options.length] : `${field} ${String(n).padStart(3, '0')}`;
    case 'integer':
      return (f.min ?? 0) + n;
    case 'decimal':
    case 'money':
      return (f.min ?? 0) + n + 0.25;
    case 'boolean':
      return n % 2 === 0;
    case 'date':
      return `2026-01-${String((n % 28) + 1).padStart(2, '0')}`;
    case 'textarray':
      return [`v${n}`];
    case 'idarray':
      return [];
  }
}
const body = (def: ResourceDef, n: number) =>
  Object.fromEntries(Object.keys(def.fields).map((k) => [k, sample(def, k, n)]));
const firstText = (def: ResourceDef) =>
  Object.entries(def.fields).find(([, f]) => f.type === 'text' && !f.options)?.[0];

// The engine is tested once, over every registered resource (STYLE "The resource registry").
describe.each(DB_KINDS)('resource engine contract on %s', (kind) => {
  let server: TestServer;
  let admin: TestClient;
  let tech: TestClient;
  let fjord: TestClient;
  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signedIn(server, 'admin');
    tech = await signedIn(server, 'tech');
    fjord = await signedIn(server, 'fjordadmin');
  });
  afterAll(() => server.close());

  describe.each(REGISTERED_RESOURCES.map((r) => [r.def.name, r.def] as const))('%s', (name, def) => {
    const ids: number[] = [];

    it('creates items, active by default, and gets them back', async () => {
      for (let n = 0; n < 4; n++) {
        const r = await admin.post(name, body(def, 900 + n));
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        expect(r.body).toMatchObject({ isactive: true, version: 1 });
        expect(r.body.tenantId).toBeUndefined();
        ids.push(r.body.id);
      }
      const got = await admin.get(`${name}/${ids[0]}`);
      expect(got.body).toMatchObject(body(def, 900));
    });

    it('lists with paging, sort, search and a total', async () => {
      const sortField = def.defaultSort.field;
      const page1 = await admin.post(`${name}/list`, {
        sort: { [sortField]: -1 },
        skip: 0,
        limit: 2,
        count: true,
      });
      expect(page1.status).toBe(200);
      expect(page1.body.items).toHaveLength(2);
      expect(page1.body.total).toBeGreaterThanOrEqual(4);
      const page2 = await admin.post(`${name}/list`, { sort: { [sortField]: -1 }, skip: 2, limit: 2 });
      const seen = [...page1.body.items, ...page2.body.items].map((i: { id: number }) => i.id);
      expect(new Set(seen).size).toBe(seen.length);
      // Our four items were created in ascending order of every field: the sort must show them so, both ways.
      for (const dir of [1, -1] as const) {
        const all = await admin.post(`${name}/list`, { sort: { [sortField]: dir }, limit: 500 });
        const ours = all.body.items.map((i: { id: number }) => i.id).filter((id: number) => ids.includes(id));
        expect(ours).toEqual(dir === 1 ? ids : [...ids].reverse());
      }
      const text = firstText(def);
      if (text && def.searchFields.includes(text)) {
        const found = await admin.post(`${name}/list`, {
          search: String(sample(def, text, 902)).toUpperCase(),
          count: true,
        });
        expect(found.body.items.map((i: { id: number }) => i.id)).toEqual([ids[2]]);
        expect(found.body.total).toBe(1);
      }
    });

    it('answers get_active with active items, plus inactive ones asked for by id', async () => {
      const off = await admin.put(`${name}/${ids[3]}`, { isactive: false, version: 1 });
      expect(off.status).toBe(200);
      expect(off.body.version).toBe(2);
      const active = (await admin.post(`${name}/get_active`, {})).body.map((i: { id: number }) => i.id);
      expect(active).toContain(ids[0]);
      expect(active).not.toContain(ids[3]);
      const withIds = (await admin.post(`${name}/get_active`, { ids: [ids[3]] })).body.map(
        (i: { id: number }) => i.id,
      );
      expect(withIds).toContain(ids[3]);
      // Every signed-in user loads lookups at start.
      expect((await tech.post(`${name}/get_active`, {})).status).toBe(200);
    });

    it('updates with the version read and refuses a stale version with 412, changing nothing', async () => {
      const text = firstText(def)!;
      const ok = await admin.put(`${name}/${ids[0]}`, { [text]: `${sample(def, text, 950)}`, version: 1 });
      expect(ok.status).toBe(200);
      expect(ok.body.version).toBe(2);
      const stale = await admin.put(`${name}/${ids[0]}`, { [text]: 'Stale write', version: 1 });
      expect(stale.status).toBe(412);
      expect((await admin.get(`${name}/${ids[0]}`)).body[text]).toBe(`${sample(def, text, 950)}`);
    });

    it('answers bad input with 400 field errors and changes nothing', async () => {
      const before = (await admin.post(`${name}/list`, { count: true })).body.total;
      const required = Object.entries(def.fields).find(([, f]) => f.required)?.[0];
      const bad: [string, string, unknown][] = [
        ['POST', name, { ...body(def, 960), nosuchfield: 1 }],
        ['POST', name, { ...body(def, 961), isactive: 'yes' }],
        ['POST', `${name}/list`, { sort: { nosuchfield: 1 } }],
        ['POST', `${name}/list`, { skip: -1 }],
        ['POST', `${name}/list`, { limit: 100000 }],
        ['POST', `${name}/list`, { match: { nosuchfield: 'x' } }],
        ['POST', `${name}/get_active`, { ids: ['x'] }],
        ['PUT', `${name}/${ids[1]}`, { version: 'one' }],
        ['PUT', `${name}/abc`, { version: 1 }],
        ['DELETE', name, { ids: [] }],
      ];
      if (required) bad.push(['POST', name, { ...body(def, 962), [required]: '   ' }]);
      if (required) bad.push(['POST', name, { ...body(def, 963), [required]: 'x'.repeat(100_000) }]);
      for (const [method, path, payload] of bad) {
        const r = await admin.request(method, path, payload);
        expect(r.status, `${method} ${path} ${JSON.stringify(payload).slice(0, 80)}`).toBe(400);
        expect(r.headers.get('content-type')).toMatch(/problem\+json/);
        expect(r.body.errors.length).toBeGreaterThan(0);
      }
      expect((await admin.post(`${name}/list`, { count: true })).body.total).toBe(before);
    });

    it('refuses a duplicate of a unique field', async () => {
      const unique = Object.entries(def.fields).find(([, f]) => f.unique)?.[0];
      if (!unique) return;
      const r = await admin.post(name, body(def, 901));
      expect(r.status).toBe(400);
      expect(r.body.errors).toEqual([{ field: unique, message: 'alreadyExists' }]);
    });

    it("refuses a technician's create, update and delete with 403", async () => {
      expect((await tech.post(name, body(def, 970))).status).toBe(403);
      expect((await tech.put(`${name}/${ids[1]}`, { version: 1 })).status).toBe(403);
      expect((await tech.del(name, { ids: [ids[1]] })).status).toBe(403);
      expect((await admin.get(`${name}/${ids[1]}`)).status).toBe(200);
    });

    it('gives another tenant no access to the items', async () => {
      expect((await fjord.get(`${name}/${ids[1]}`)).status).toBe(404);
      expect((await fjord.put(`${name}/${ids[1]}`, { version: 1 })).status).toBe(404);
      const listed = (await fjord.post(`${name}/list`, { limit: 500 })).body.items.map(
        (i: { id: number }) => i.id,
      );
      expect(listed).not.toContain(ids[1]);
      const active = (await fjord.post(`${name}/get_active`, { ids })).body.map((i: { id: number }) => i.id);
      expect(active.filter((id: number) => ids.includes(id))).toEqual([]);
      const del = await fjord.del(name, { ids: [ids[1]] });
      expect(del.body.deleted ?? []).toEqual([]);
      expect((await admin.get(`${name}/${ids[1]}`)).status).toBe(200);
    });

    it('deletes by ids', async () => {
      const r = await admin.del(name, { ids: [ids[1], ids[2]] });
      expect(r.status).toBe(200);
      expect(r.body.deleted.sort()).toEqual([ids[1], ids[2]].sort());
      expect((await admin.get(`${name}/${ids[1]}`)).status).toBe(404);
    });
  });
});
