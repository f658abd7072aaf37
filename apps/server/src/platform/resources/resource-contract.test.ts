import {
  displayFieldOf,
  ORGANISATION_NUMBER_WEIGHTS,
  secretFieldsOf,
  type ResourceDef,
  type TextFormat,
} from '@suite/shared';
import { gs1CheckDigit } from '@suite/shared/products/product.rules';
import { isValidBankAccount } from '@suite/shared/settings/finance.rules';
import { hasPlainGet, hasSingleDefault, isRoleRestricted } from '@suite/shared/resources/lookup-rules';
import { RESOURCE_DEFS } from '@suite/shared/resources/registry';
import { expandSpecs } from '@suite/shared/resources/resource-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient, type TestServer, startTestServer } from '../../../test/test-app';
import { DB_KINDS } from '../../../test/test-db';
import { REGISTERED_RESOURCES } from '../../resources';
import { registeredResources } from './resource-registry';

/**
 * Ids of rows of other resources, made in beforeAll: by field name for the definition's reference fields, by
 * resource name for what a sample hook needs.
 */
type RefIds = Record<string, number>;
type Body = Record<string, unknown>;

/**
 * What a definition cannot say about a valid body, per resource, kept as small as possible: children a create
 * needs (a product's units) and rules between fields that the server applies on save.
 */
const SAMPLE_HOOKS: Record<string, { refs?: readonly string[]; adjust: (b: Body, refs: RefIds) => Body }> = {
  // spec 01 §3: the customer type and the private flag say one thing; the server keeps them in step.
  customers: { adjust: (b) => ({ ...b, isprivatecustomer: b.customertype === 'private' }) },
  // spec 02 §5: a product has at least one unit, a sales unit and a supplier unit; only an insurance keeps the
  // insurance cost fields (the server clears them on other types).
  products: {
    refs: ['productunits'],
    adjust: (b, refs) => ({
      ...b,
      ...(b.producttype === 'insurance' ? {} : { insurancecosttype: null, insurancecost: null }),
      units: [{ unit_id: refs.productunits, factor: 1, issalesunit: true, issupplierunit: true }],
    }),
  },
};
const hookOf = (def: ResourceDef) => SAMPLE_HOOKS[def.name.toLowerCase()];

/** A valid value of a text format, distinct per n and ascending with n. */
function formatted(format: TextFormat, field: string, n: number): string {
  switch (format) {
    case 'email':
      return `${field}${String(n).padStart(4, '0')}@example.no`;
    case 'phone':
      return `9${String(n).padStart(7, '0')}`;
    case 'postcode':
      return String(n % 10_000).padStart(4, '0');
    case 'ean': {
      const body = `70000000${String(n % 10_000).padStart(4, '0')}`;
      return `${body}${gs1CheckDigit(body)}`;
    }
    case 'bankaccount':
      // 10 digits from n, then the first eleventh digit whose MOD11 check works out.
      for (let j = 0; j < 10; j++) {
        const prefix = `1503${String(n * 10 + j).padStart(6, '0')}`;
        const candidate = [...'0123456789'].map((d) => prefix + d).find(isValidBankAccount);
        if (candidate) return candidate;
      }
      throw new Error(`no bank account for ${n}`);
    case 'iban':
      return 'NO9386011117947';
    case 'bic':
      return 'DNBANOKK';
    case 'url':
      return `https://${field}${String(n).padStart(4, '0')}.example.no`;
    case 'orgnumber': {
      // Nine digits with the MOD11 check digit; of ten candidates at most one has no valid check digit.
      for (let k = 0; k < 10; k++) {
        const first = String(80_000_000 + n * 10 + k);
        const sum = ORGANISATION_NUMBER_WEIGHTS.reduce((acc, w, i) => acc + w * Number(first[i]), 0);
        const check = (11 - (sum % 11)) % 11;
        if (check !== 10) return `${first}${check}`;
      }
      throw new Error('unreachable');
    }
  }
}

/** A valid value for a field, distinct per n (and ascending with n) so unique fields stay unique. */
function sample(def: ResourceDef, field: string, n: number, refs: RefIds = {}): unknown {
  const f = def.fields[field]!;
  switch (f.type) {
    case 'text': {
      // In sort order, so samples made with ascending n sort ascending.
      if (f.options) return [...f.options].sort()[n % f.options.length];
      if (f.format) return formatted(f.format, field, n);
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
/** The fields a client sends: every field but those the server sets. */
const clientFields = (def: ResourceDef) => Object.keys(def.fields).filter((k) => !def.fields[k]!.serverSet);
/** A valid create body: a sample of every field a client sends, adjusted by the resource's hook. */
function body(def: ResourceDef, n: number, refs: RefIds): Body {
  const values = Object.fromEntries(clientFields(def).map((k) => [k, sample(def, k, n, refs)]));
  return hookOf(def)?.adjust(values, refs) ?? values;
}
/** A value of the wrong type for a field (an object for text, a word for a number, ...). */
function wrongType(def: ResourceDef, field: string): unknown {
  switch (def.fields[field]!.type) {
    case 'text':
      return { text: 'no' };
    case 'integer':
    case 'decimal':
    case 'money':
      return 'abc';
    case 'boolean':
      return 'yes';
    case 'date':
      return 'not a date';
    case 'textarray':
      return 'x';
    case 'idarray':
      return ['x'];
    case 'time':
      return '25:61';
    case 'color':
      return 'red';
    case 'weekdays':
      return [8];
  }
}
/** The first plain text field (no options, no format, not set by the server): searched and filtered on. */
const firstText = (def: ResourceDef) =>
  Object.entries(def.fields).find(
    ([, f]) => f.type === 'text' && !f.options && !f.format && !f.serverSet,
  )?.[0];
const registered = (name: string) =>
  REGISTERED_RESOURCES.find((r) => r.def.name.toLowerCase() === name.toLowerCase())?.def;
/** An OData string literal. */
const quoted = (v: unknown) => `'${String(v).replace(/'/g, "''")}'`;
/** Whether a problem's errors name `field` (or a part of it, 'ids.0' for 'ids'). */
const names = (errors: { field: string }[], field: string) =>
  errors.some((e) => e.field === field || e.field.startsWith(`${field}.`));

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
  const refRows = new Map<string, { id: number; body: Body }>();
  let refCounter = 700;
  async function refRow(ref: string): Promise<{ id: number; body: Body } | undefined> {
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
  /** Rows for the definition's references (not to itself: those stay empty) and for what its hook needs. */
  async function refIdsOf(def: ResourceDef): Promise<RefIds> {
    const refs: RefIds = {};
    for (const [field, f] of Object.entries(def.fields)) {
      if (f.ref && f.type === 'integer' && f.ref.toLowerCase() !== def.name.toLowerCase()) {
        const row = await refRow(f.ref);
        if (row) refs[field] = row.id;
      }
    }
    for (const ref of hookOf(def)?.refs ?? []) {
      const row = await refRow(ref);
      expect(row, `${def.name} needs ${ref}`).toBeDefined();
      refs[ref] = row!.id;
    }
    return refs;
  }

  // No resource escapes the contract: whatever the running server serves, and every definition, is in the loop.
  it('covers every resource the server serves and every definition', () => {
    const covered = REGISTERED_RESOURCES.map((r) => r.def.name.toLowerCase()).sort();
    const served = registeredResources().map((r) => r.def.name.toLowerCase());
    expect(covered).toEqual(expect.arrayContaining(served));
    expect(covered).toEqual(expect.arrayContaining(Object.keys(RESOURCE_DEFS).map((n) => n.toLowerCase())));
    expect(new Set(covered).size).toBe(covered.length);
  });

  describe.each(REGISTERED_RESOURCES.map((r) => [r.def.name, r.def] as const))('%s', (name, def) => {
    const ids: number[] = [];
    let refs: RefIds = {};

    it('creates items, active by default, and gets them back', async () => {
      refs = await refIdsOf(def);
      // A list with one row per choice (a standard text per event) starts with every choice taken by the
      // tenant's defaults: those rows go first, so the samples can be created.
      const uniqueChoices = Object.entries(def.fields).filter(([, f]) => f.unique && (f.options || f.values));
      if (uniqueChoices.length) {
        const rows = (await admin.post(`${name}/list`, { limit: 500 })).body.items as { id: number }[];
        if (rows.length) expect((await admin.del(name, { ids: rows.map((r) => r.id) })).status).toBe(200);
      }
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
        const expanded = await query({ filter: `id eq ${ids[0]}`, select: 'id', expand: spec.key });
        // A reference left empty (one to the resource itself, or to a table that is no resource) expands to null.
        const target = refs[spec.field] ? await refRow(spec.ref) : undefined;
        const display = target && displayFieldOf(registered(spec.ref)!)!;
        const expected = target && display ? { id: target.id, name: target.body[display] } : null;
        expect(expanded.body, spec.key).toEqual([{ id: ids[0], [spec.key]: expected }]);
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
        [{ limit: 100_000 }, 'limit', 'outOfRange'],
        [{ skip: -1 }, 'skip', 'outOfRange'],
        [{ limit: 'all' }, 'limit', 'invalidNumber'],
        [{ nosuchoption: true }, 'nosuchoption', 'unknownField'],
      ];
      for (const [payload, field, message] of bad) {
        const r = await query(payload);
        expect(r.status, JSON.stringify(payload)).toBe(400);
        expect(r.headers.get('content-type')).toMatch(/problem\+json/);
        expect(r.body.errors, JSON.stringify(payload)).toEqual([expect.objectContaining({ field, message })]);
      }
      // Paging out of range names the range (issue 12), on the query and on the list body alike.
      expect((await query({ limit: 100_000 })).body.errors[0].params).toEqual({ min: 1, max: 5000 });
      expect((await admin.post(`${name}/list`, { limit: 100_000 })).body.errors).toEqual([
        { field: 'limit', message: 'outOfRange', params: { min: 1, max: 500 } },
      ]);
      expect((await admin.post(`${name}/list`, { skip: -1 })).body.errors).toEqual([
        { field: 'skip', message: 'outOfRange', params: { min: 0, max: 10_000_000 } },
      ]);

      // Lookups are for every signed-in user, with the rows the user's get_active has (a module may show a user
      // only their own rows, spec 02 §6); another tenant never sees these rows.
      const techSees = (await tech.post(`${name}/get_active`, {})).body.some(
        (i: { id: number }) => i.id === ids[0],
      );
      const techQuery = await query({ filter: `id eq ${ids[0]}` }, tech);
      expect(techQuery.status).toBe(200);
      expect(techQuery.body).toHaveLength(techSees ? 1 : 0);
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

    it('takes a record back on PUT exactly as GET answered it, with a change, ignoring server-owned fields', async () => {
      const text = firstText(def)!;
      const read = (await admin.get(`${name}/${ids[0]}`)).body;
      const changed = `${sample(def, text, 951)}`;
      const back = await admin.put(`${name}/${ids[0]}`, {
        ...read,
        [text]: changed,
        createdon: '1999-01-01T00:00:00.000Z',
      });
      expect(back.status, JSON.stringify(back.body)).toBe(200);
      expect(back.body[text]).toBe(changed);
      expect(back.body.version).toBe(read.version + 1);
      expect(back.body.createdon).toBe(read.createdon);
      // The version sent back is the one read: sending the same body again is stale.
      expect((await admin.put(`${name}/${ids[0]}`, { ...read, [text]: 'Stale write' })).status).toBe(412);
    });

    it('answers bad input with 400 field errors and changes nothing', async () => {
      const before = (await admin.post(`${name}/list`, { count: true })).body.total;
      const stored = (await admin.get(`${name}/${ids[1]}`)).body;
      const required = Object.entries(def.fields).find(([, f]) => f.required)?.[0];
      // [method, path, body, the field the errors must name]
      const bad: [string, string, unknown, string][] = [
        ['POST', name, { ...body(def, 960, refs), nosuchfield: 1 }, 'nosuchfield'],
        ['POST', name, { ...body(def, 961, refs), isactive: 'yes' }, 'isactive'],
        ['POST', `${name}/list`, { sort: { nosuchfield: 1 } }, 'sort'],
        ['POST', `${name}/list`, { sort: 'name' }, 'sort'],
        ['POST', `${name}/list`, { skip: -1 }, 'skip'],
        ['POST', `${name}/list`, { skip: 'x' }, 'skip'],
        ['POST', `${name}/list`, { limit: 100000 }, 'limit'],
        ['POST', `${name}/list`, { limit: 0 }, 'limit'],
        ['POST', `${name}/list`, { match: { nosuchfield: 'x' } }, 'match'],
        ['POST', `${name}/list`, { nosuchoption: true }, 'nosuchoption'],
        ['POST', `${name}/get_active`, { ids: ['x'] }, 'ids'],
        ['POST', `${name}/get_active`, { ids: 'x' }, 'ids'],
        ['PUT', `${name}/${ids[1]}`, { version: 'one' }, 'version'],
        ['PUT', `${name}/${ids[1]}`, { nosuchfield: 1, version: 1 }, 'nosuchfield'],
        ['PUT', `${name}/abc`, { version: 1 }, 'id'],
        ['DELETE', name, { ids: [] }, 'ids'],
        ['DELETE', name, { ids: ['x'] }, 'ids'],
      ];
      if (required) {
        bad.push(['POST', name, { ...body(def, 962, refs), [required]: '   ' }, required]);
        bad.push(['POST', name, { ...body(def, 963, refs), [required]: 'x'.repeat(100_000) }, required]);
        bad.push(['PUT', `${name}/${ids[1]}`, { [required]: null, version: 1 }, required]);
      }
      // Every field a client sends, given a value of the wrong type, on create and on update.
      for (const field of clientFields(def)) {
        bad.push(['POST', name, { ...body(def, 964, refs), [field]: wrongType(def, field) }, field]);
        bad.push(['PUT', `${name}/${ids[1]}`, { [field]: wrongType(def, field), version: 1 }, field]);
      }
      for (const [method, path, payload, field] of bad) {
        const r = await admin.request(method, path, payload);
        const what = `${method} ${path} ${JSON.stringify(payload).slice(0, 120)}`;
        expect(r.status, what).toBe(400);
        expect(r.headers.get('content-type')).toMatch(/problem\+json/);
        expect(names(r.body.errors, field), `${what}: ${JSON.stringify(r.body.errors)}`).toBe(true);
      }
      expect((await admin.post(`${name}/list`, { count: true })).body.total).toBe(before);
      expect((await admin.get(`${name}/${ids[1]}`)).body).toEqual(stored);
    });

    it('refuses a duplicate of each unique field, naming the field', async () => {
      const before = (await admin.post(`${name}/list`, { count: true })).body.total;
      const unique = Object.entries(def.fields).filter(([, f]) => f.unique);
      for (const [i, [field]] of unique.entries()) {
        // A fresh body with only this field taken from the second item: the one conflict there is.
        const r = await admin.post(name, {
          ...body(def, 990 + i, refs),
          [field]: sample(def, field, 901, refs),
        });
        expect(r.status, field).toBe(400);
        expect(r.body.errors, field).toEqual([{ field, message: expect.stringMatching(/exists$/i) }]);
      }
      expect((await admin.post(`${name}/list`, { count: true })).body.total).toBe(before);
    });

    it("refuses a technician's create, update and delete with 403", async () => {
      expect((await tech.post(name, body(def, 970, refs))).status).toBe(403);
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
