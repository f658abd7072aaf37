import { displayFieldOf, secretFieldsOf, type FieldRule, type ResourceDef } from '@suite/shared';
import { isValidBankAccount } from '@suite/shared/settings/finance.rules';
import { hasPlainGet, hasSingleDefault, isRoleRestricted } from '@suite/shared/resources/lookup-rules';
import { expandSpecs } from '@suite/shared/resources/resource-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient, type TestServer, startTestServer } from '../../../test/test-app';
import { DB_KINDS } from '../../../test/test-db';
import { REGISTERED_RESOURCES } from '../../resources';

/** Ids of rows of other resources that reference fields point at, by field name (made in beforeAll). */
type RefIds = Record<string, number>;

/** A valid value for a field, distinct per n (and ascending with n) so unique fields stay unique. */
function sample(def: ResourceDef, field: string, n: number, refs: RefIds = {}): unknown {
  const f = def.fields[field]!;
  switch (f.type) {
    case 'text': {
      if (f.options) return f.options[n % f.options.length];
      if (f.rule) return RULE_SAMPLES[f.rule](n);
      const text = `${field} ${String(n).padStart(3, '0')}`;
      // A short code (currency 'NOK') gets the last digits of n: still distinct and ascending.
      return text.length <= (f.max ?? 200) ? text : String(n).slice(-(f.max ?? 200));
    }
    case 'integer':
      if (f.ref) return refs[field] ?? null;
      if (f.values) return f.values[n % f.values.length];
      return small(f.min ?? 0, f.max, n);
    case 'decimal':
    case 'money':
      return small(f.min ?? 0, f.max, n) + 0.25;
    case 'boolean':
      // Choosing a default clears the others (status lists): exercised by a test of its own below.
      return field === 'isdefault' ? false : n % 2 === 0;
    case 'date':
      return `2026-01-${String((n % 28) + 1).padStart(2, '0')}`;
    case 'textarray':
      return [`v${n}`];
    case 'idarray':
      return [];
    case 'time':
      return `${String(n % 24).padStart(2, '0')}:${String(n % 60).padStart(2, '0')}`;
    case 'color':
      return `#${n.toString(16).padStart(6, '0')}`;
    case 'weekdays':
      return [(n % 7) + 1];
  }
}
/** Valid values of the field rules, distinct and ascending with n. */
const RULE_SAMPLES: Record<FieldRule, (n: number) => string> = {
  // 10 digits from n, then the first tenth digit whose MOD11 check digit exists.
  bankaccount: (n) => {
    for (let j = 0; j < 10; j++) {
      const prefix = `1503${String(n * 10 + j).padStart(6, '0')}`;
      const candidate = [...'0123456789'].map((d) => prefix + d).find(isValidBankAccount);
      if (candidate) return candidate;
    }
    throw new Error(`no bank account for ${n}`);
  },
  iban: () => 'NO9386011117947',
  bic: () => 'DNBANOKK',
};
/** What a read answers for a body: its secrets as has<field>. */
const answered = (def: ResourceDef, payload: Record<string, unknown>) => {
  const out = { ...payload };
  for (const k of secretFieldsOf(def)) {
    out[`has${k}`] = typeof out[k] === 'string' && out[k] !== '';
    delete out[k];
  }
  return out;
};
/** min + n, or min + n % 100 when a small maximum would refuse that. */
const small = (min: number, max: number | undefined, n: number) =>
  max !== undefined && min + n + 1 > max ? min + (n % Math.max(1, Math.min(100, max - min))) : min + n;
const body = (def: ResourceDef, n: number, refs: RefIds = {}) =>
  Object.fromEntries(Object.keys(def.fields).map((k) => [k, sample(def, k, n, refs)]));
const firstText = (def: ResourceDef) =>
  Object.entries(def.fields).find(([, f]) => f.type === 'text' && !f.options)?.[0];
const registered = (name: string) =>
  REGISTERED_RESOURCES.find((r) => r.def.name.toLowerCase() === name.toLowerCase())?.def;
/** An OData string literal. */
const quoted = (v: unknown) => `'${String(v).replace(/'/g, "''")}'`;

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

  // A row of a referenced resource, made once per resource and database (and its own references first).
  const refRows = new Map<string, { id: number; body: Record<string, unknown> }>();
  let refCounter = 700;
  async function refRow(ref: string): Promise<{ id: number; body: Record<string, unknown> } | undefined> {
    const known = refRows.get(ref.toLowerCase());
    if (known) return known;
    const target = registered(ref);
    if (!target) return undefined;
    const payload = body(target, refCounter++, await refIdsOf(target));
    const r = await admin.post(target.name, payload);
    expect(r.status, `${target.name}: ${JSON.stringify(r.body)}`).toBe(200);
    const row = { id: r.body.id as number, body: payload };
    refRows.set(ref.toLowerCase(), row);
    return row;
  }
  async function refIdsOf(def: ResourceDef): Promise<RefIds> {
    const refs: RefIds = {};
    for (const [field, f] of Object.entries(def.fields)) {
      if (f.ref && f.type === 'integer' && f.ref.toLowerCase() !== def.name.toLowerCase()) {
        const row = await refRow(f.ref);
        if (row) refs[field] = row.id;
      }
    }
    return refs;
  }

  describe.each(REGISTERED_RESOURCES.map((r) => [r.def.name, r.def] as const))('%s', (name, def) => {
    const ids: number[] = [];
    let refs: RefIds = {};

    it('creates items, active by default, and gets them back', async () => {
      refs = await refIdsOf(def);
      for (let n = 0; n < 4; n++) {
        const r = await admin.post(name, body(def, 900 + n, refs));
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        expect(r.body).toMatchObject({ isactive: true, version: 1 });
        expect(r.body.tenantId).toBeUndefined();
        ids.push(r.body.id);
      }
      const got = await admin.get(`${name}/${ids[0]}`);
      expect(got.body).toMatchObject(answered(def, body(def, 900, refs)));
      for (const k of secretFieldsOf(def)) expect(got.body).not.toHaveProperty(k);
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
      if (hasPlainGet(def)) {
        // spec 01 §7: the plain GET lookups answer the active items too.
        const plain = await tech.get(name);
        expect(plain.status).toBe(200);
        const plainIds = plain.body.map((i: { id: number }) => i.id);
        expect(plainIds).toContain(ids[0]);
        expect(plainIds).not.toContain(ids[3]);
      }
    });

    it('answers query with a filter, order, select and expand, every value bound as a parameter', async () => {
      const text = firstText(def)!;
      const value = (n: number) => quoted(sample(def, text, n));
      const query = (payload: Record<string, unknown>, client = admin) =>
        client.post(`${name}/query`, payload);
      const ours = (items: { id: number }[]) => items.map((i) => i.id).filter((id) => ids.includes(id));
      const before = (await admin.post(`${name}/list`, { count: true })).body.total;

      const byText = await query({ filter: `${text} eq ${value(901)}` });
      expect(byText.status, JSON.stringify(byText.body)).toBe(200);
      expect(ours(byText.body)).toEqual([ids[1]]);
      expect(ours((await query({ filter: 'isactive eq false' })).body)).toEqual([ids[3]]);
      // Without order_by the query answers in the list's default order (newest first for a descending one).
      const activeInOrder = def.defaultSort.dir === 1 ? ids.slice(0, 3) : ids.slice(0, 3).reverse();
      expect(ours((await query({ filter: 'isactive eq true' })).body)).toEqual(activeInOrder);
      const combined = await query({
        filter:
          `(${text} eq ${value(900)} or ${text} eq ${value(902)} or ${text} eq ${value(903)}) ` +
          `and not (${text} eq ${value(902)}) and isactive`,
      });
      expect(ours(combined.body)).toEqual([ids[0]]);

      const ordered = await query({
        filter: `id ge ${ids[0]} and id le ${ids[3]}`,
        order_by: `${text} desc, id`,
        select: `id,${text}`,
      });
      expect(ours(ordered.body)).toEqual([...ids].reverse());
      expect(Object.keys(ordered.body[0]).sort()).toEqual(['id', text].sort());

      for (const spec of expandSpecs(def)) {
        const target = await refRow(spec.ref);
        if (!target) continue;
        const expanded = await query({ filter: `id eq ${ids[0]}`, select: 'id', expand: spec.key });
        const display = displayFieldOf(registered(spec.ref)!)!;
        expect(expanded.body).toEqual([
          { id: ids[0], [spec.key]: { id: target.id, name: target.body[display] } },
        ]);
      }

      // A quote inside a string is data: the classic injection matches nothing and breaks nothing.
      for (const filter of [
        `${text} eq 'x'' or 1=1 --'`,
        `${text} eq ${quoted(`${sample(def, text, 901)}' or '1'='1`)}`,
        `${text} eq 'x''; delete from ${def.table}; --'`,
      ]) {
        const r = await query({ filter });
        expect(r.status, filter).toBe(200);
        expect(r.body).toEqual([]);
      }
      const bad: [Record<string, unknown>, string, string][] = [
        [{ filter: `${text} eq` }, 'filter', 'invalidData'],
        [{ filter: `(${text} eq 'a'` }, 'filter', 'invalidData'],
        [{ filter: `${text} eq 'a' or 1 eq 1` }, 'filter', 'invalidData'],
        [{ filter: `${text} eq 5` }, 'filter', 'invalidData'],
        [{ filter: 'nosuchfield eq 1' }, 'filter', 'unknownField'],
        [{ order_by: 'nosuchfield desc' }, 'order_by', 'unknownField'],
        [{ order_by: `${text} sideways` }, 'order_by', 'invalidData'],
        [{ select: 'id,nosuchfield' }, 'select', 'unknownField'],
        [{ expand: 'nosuchfield' }, 'expand', 'unknownField'],
        [{ filter: 5 }, 'filter', 'invalidData'],
        [{ limit: 100_000 }, 'limit', 'invalidNumber'],
        [{ nosuchoption: true }, 'nosuchoption', 'unknownField'],
      ];
      for (const [payload, field, message] of bad) {
        const r = await query(payload);
        expect(r.status, JSON.stringify(payload)).toBe(400);
        expect(r.headers.get('content-type')).toMatch(/problem\+json/);
        expect(r.body.errors, JSON.stringify(payload)).toEqual([{ field, message }]);
      }

      // Lookups are for every signed-in user; another tenant never sees these rows.
      expect((await query({ filter: `id eq ${ids[0]}` }, tech)).body).toHaveLength(1);
      expect((await query({ filter: `id eq ${ids[1]}` }, fjord)).body).toEqual([]);
      expect(ours((await query({ filter: 'isactive or not isactive' }, fjord)).body)).toEqual([]);
      expect((await admin.post(`${name}/list`, { count: true })).body.total).toBe(before);
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

    it('keeps one default item: choosing a new default clears the old one', async () => {
      if (!hasSingleDefault(def)) return;
      const first = await admin.post(name, { ...body(def, 980, refs), isdefault: true });
      const second = await admin.post(name, { ...body(def, 981, refs), isdefault: true });
      expect([first.status, second.status]).toEqual([200, 200]);
      const old = (await admin.get(`${name}/${first.body.id}`)).body;
      expect(old).toMatchObject({ isdefault: false, version: 2 });
      const back = await admin.put(`${name}/${first.body.id}`, { isdefault: true, version: 2 });
      expect(back.status).toBe(200);
      expect((await admin.get(`${name}/${second.body.id}`)).body.isdefault).toBe(false);
      const defaults = await admin.post(`${name}/query`, { filter: 'isdefault eq true', select: 'id' });
      expect(defaults.body).toEqual([{ id: first.body.id }]);
      await admin.del(name, { ids: [first.body.id, second.body.id] });
    });

    it('marks items restricted to other roles as disabled for the user (spec 01 §4)', async () => {
      if (!isRoleRestricted(def)) return;
      const item = await admin.post(name, { ...body(def, 985, refs), userrolesaccess: [1] });
      expect(item.status).toBe(200);
      const disabledFor = async (client: TestClient) =>
        (await client.post(`${name}/get_active`, {})).body.find((i: { id: number }) => i.id === item.body.id)
          ?.disabled;
      expect(await disabledFor(tech)).toBe(true);
      expect(await disabledFor(admin)).toBe(false);
      await admin.put(`${name}/${item.body.id}`, { userrolesaccess: [1, 3], version: 1 });
      expect(await disabledFor(tech)).toBe(false);
      await admin.del(name, { ids: [item.body.id] });
    });

    it('deletes by ids', async () => {
      const r = await admin.del(name, { ids: [ids[1], ids[2]] });
      expect(r.status).toBe(200);
      expect(r.body.deleted.sort()).toEqual([ids[1], ids[2]].sort());
      expect((await admin.get(`${name}/${ids[1]}`)).status).toBe(404);
    });
  });
});
