import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient, type TestServer, startTestServer } from '../../../test/test-app';
import { DB_KINDS } from '../../../test/test-db';
import { pdfText } from '../../../test/pdf-text';
import { startSmtp } from '../../../test/smtp';
import { withPlatform } from '../../db/tenant';

type Row = Record<string, any>;

/** A call to the checklist API (/checklistapi) with the access-token header. */
async function tokenCall(base: string, token: string | null, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = {};
  if (token !== null) headers['access-token'] = token;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}/checklistapi/${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

const SIGNATURE_PNG = async () =>
  `data:image/png;base64,${(
    await sharp({ create: { width: 120, height: 40, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer()
  ).toString('base64')}`;

export const SERVICE_FORM = {
  name: 'Service varmepumpe',
  properties: [
    { name: 'heading', label: 'Kontroll', type: 11 },
    {
      name: 'ok',
      label: 'Anlegget i orden?',
      type: 4,
      options: [
        { label: 'Ja', value: 'yes' },
        { label: 'Nei', value: 'no' },
      ],
    },
    { name: 'notes', label: 'Merknader', type: 2 },
    {
      name: 'cp',
      label: 'Sjekkpunkter',
      type: 20,
      slNo: 3,
      subitems: [{ label: 'Filter rengjort' }, { label: 'Lekkasjesøk', islabeleditable: true }],
    },
    { name: 'sign', label: 'Signatur tekniker', type: 13 },
  ],
};

describe.each(DB_KINDS)('checklists API on %s', (kind) => {
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let admin: TestClient;
  let tech: TestClient;
  let fjord: TestClient;
  let orderId: number;
  let fjordOrderId: number;
  let formId: number;

  const newChecklist = async (client = admin, body: Row = {}) => {
    const r = await client.post('orderchecklists', { order_id: orderId, form_id: formId, ...body });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body as Row;
  };
  const download = async (client: TestClient, fileName: string) => {
    const res = await fetch(`${client.baseUrl}/api/files/download?fileName=${fileName}`, {
      headers: { ...client.headers, cookie: client.cookie },
    });
    return { status: res.status, headers: res.headers, pdf: Buffer.from(await res.arrayBuffer()) };
  };

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startTestServer(kind, { env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } });
    [admin, tech, fjord] = await Promise.all(['admin', 'tech', 'fjordadmin'].map((u) => signedIn(server, u)));
    orderId = (await admin.post('orders/list', { limit: 1 })).body.items[0].id;
    const fc = (await fjord.post('customers', { name: 'Fjord Kunde AS' })).body.id;
    fjordOrderId = (await fjord.post('orders', { customer_id: fc, description: 'Fjord' })).body.id;
    const f = await admin.post('forms', SERVICE_FORM);
    expect(f.status, JSON.stringify(f.body)).toBe(200);
    formId = f.body.id;
  });
  afterAll(async () => {
    await server.close();
    await new Promise<void>((r) => smtp.server.close(() => r()));
  });

  it('has demo forms and filled checklists on demo orders that print', async () => {
    const forms = (await admin.post('forms/list', {})).body.items.map((f: Row) => f.name);
    expect(forms).toEqual(expect.arrayContaining(['Service varmepumpe', 'Sakkyndig kontroll truck']));
    const seeded = await withPlatform(server.database.db, (tx) =>
      tx.execute(
        sql`select record_id from checklists where checklistmodule = 1 and status = 2 order by id limit 1`,
      ),
    );
    const demoOrder = Number(
      ((seeded as { rows?: Row[] }).rows ?? (seeded as unknown as Row[]))[0]!.record_id,
    );
    const list = (await admin.post('orderchecklists/list', { order_id: demoOrder })).body.items as Row[];
    const done = list.find((c) => c.status === 2)!;
    expect(done.name).toBe('Service varmepumpe');
    const r = await admin.post(`checklists/generate_pdf/${done.form_id}/${done.id}`, {});
    const text = await pdfText((await download(admin, r.body.data)).pdf);
    expect(text).toContain('Filter rengjort / byttet');
    expect(text).toContain('Fullført');
  });

  it('lists the checklist calls in the OpenAPI document', async () => {
    const paths = (await admin.get('docs/json')).body.paths as Record<string, Record<string, unknown>>;
    expect(paths['/api/forms']).toHaveProperty('post');
    expect(paths['/api/forms/{id}']).toHaveProperty('put');
    expect(paths['/api/checklists/{id}']).toHaveProperty('put');
    expect(paths['/checklistapi/checklists/{id}']).toHaveProperty('get');
    expect(paths['/checklistapi/checklistheaderandfooter/query']).toHaveProperty('post');
    expect(paths['/api/file/share']).toHaveProperty('post');
    for (const base of [
      'orderchecklists',
      'customerchecklists',
      'equipmentchecklists',
      'offerchecklists',
      'hsechecklists',
      'internalequipmentchecklists',
      'productionorderchecklists',
      'inspectionchecklists',
      'commonchecklists',
    ]) {
      expect(paths[`/api/${base}`], base).toHaveProperty('post');
      expect(paths[`/api/${base}/list`], base).toHaveProperty('post');
    }
  });

  describe('forms (spec 02 §3, §5)', () => {
    it('creates a form with its properties in order and reads it back', async () => {
      const r = await admin.get(`forms/${formId}`);
      expect(r.status).toBe(200);
      expect(r.body.properties.map((p: Row) => [p.name, p.type])).toEqual([
        ['heading', 11],
        ['ok', 4],
        ['notes', 2],
        ['cp', 20],
        ['sign', 13],
      ]);
      expect(r.body.properties[3].subitems[1]).toEqual({ label: 'Lekkasjesøk', islabeleditable: true });
      const list = await admin.post('forms/list', {});
      expect(list.body.items.map((x: Row) => x.id)).toContain(formId);
    });

    it('refuses the builder rules with 400 and their keys, nothing saved', async () => {
      const before = (await admin.post('forms/list', {})).body.total;
      const r = await admin.post('forms', {
        name: 'Feil',
        properties: [
          { name: 'bad name', type: 1 },
          { name: 'b', type: 1, columns: 0 },
          { name: 'c', type: 10, components: 9 },
          { name: 'd', type: 18, grid_data: [{ label: 'x', width: 2 }] },
          { name: 'e', type: 16, font_size: -1 },
          { name: 'f', type: 99 },
        ],
      });
      expect(r.status).toBe(400);
      expect(r.headers.get('content-type')).toMatch(/problem\+json/);
      expect(r.body.errors).toEqual([
        { field: 'properties.0.name', message: 'Invalid name' },
        { field: 'properties.1.columns', message: 'Enter columns b/w 1 to 12' },
        { field: 'properties.2.components', message: 'invalidComponents' },
        { field: 'properties.3.grid_data.0.width', message: 'invalidMinimumWidth' },
        { field: 'properties.4.font_size', message: 'Value should be greater than zero' },
        { field: 'properties.5.type', message: 'invalidData' },
      ]);
      expect((await admin.post('forms/list', {})).body.total).toBe(before);
    });

    it('never answers 500 to broken form JSON or wrong shapes', async () => {
      for (const body of [
        '{"name":',
        '[]',
        'null',
        JSON.stringify({ name: 'x', properties: 'nope' }),
        JSON.stringify({ name: 'x', properties: [null] }),
      ]) {
        const r = await admin.post('forms', body);
        expect(r.status, body).toBe(400);
      }
    });

    it('keeps the technician out of the builder (403) and another tenant out of the form (404)', async () => {
      expect((await tech.post('forms', { name: 'T', properties: [] })).status).toBe(403);
      expect((await fjord.get(`forms/${formId}`)).status).toBe(404);
      const form = (await admin.get(`forms/${formId}`)).body;
      expect((await fjord.put(`forms/${formId}`, { ...form })).status).toBe(404);
      expect((await fjord.del('forms', { ids: [formId] })).status).toBe(404);
    });

    it('refuses a header of another tenant as a reference (404)', async () => {
      const h = await fjord.post('checklistheaderandfooter', {
        name: 'Fjord topp',
        isheader: true,
        content: 'x',
      });
      expect(h.status, JSON.stringify(h.body)).toBe(200);
      const r = await admin.post('forms', { name: 'Med fremmed topp', headerid: h.body.id, properties: [] });
      expect(r.status).toBe(404);
    });

    it('saves a form back with its version; a stale version is 412', async () => {
      const f = (await admin.post('forms', { name: 'Endres', properties: [{ name: 'a', type: 1 }] })).body;
      const saved = await admin.put(`forms/${f.id}`, { ...f, name: 'Endret' });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body).toMatchObject({ id: f.id, name: 'Endret', version: f.version + 1 });
      expect((await admin.put(`forms/${f.id}`, { ...f, name: 'Gammel' })).status).toBe(412);
    });

    it('with enableversion, changing a used form makes a new version and filled checklists keep theirs', async () => {
      const f = (
        await admin.post('forms', {
          name: 'Versjonert',
          enableversion: true,
          properties: [{ name: 'a', type: 1, label: 'Gammel' }],
        })
      ).body;
      const c = await newChecklist(admin, { form_id: f.id });
      const next = await admin.put(`forms/${f.id}`, {
        ...f,
        properties: [{ name: 'a', type: 1, label: 'Ny' }],
      });
      expect(next.status, JSON.stringify(next.body)).toBe(200);
      expect(next.body.id).not.toBe(f.id);
      expect(next.body).toMatchObject({ formversion: 2, parent_form_id: f.id });
      expect((await admin.get(`checklists/${c.id}`)).body.form_id).toBe(f.id);
      expect((await admin.get(`forms/${f.id}`)).body.properties[0].label).toBe('Gammel');
      const list = (await admin.post('forms/list', {})).body.items.map((x: Row) => x.id);
      expect(list).toContain(next.body.id);
      expect(list).not.toContain(f.id);
      // An unused form without versioning changes in place.
      const g = (await admin.post('forms', { name: 'Uten versjon', properties: [] })).body;
      await newChecklist(admin, { form_id: g.id });
      expect((await admin.put(`forms/${g.id}`, { ...g, name: 'Uten versjon 2' })).body.id).toBe(g.id);
      // A used form cannot be deleted.
      const del = await admin.del('forms', { ids: [g.id] });
      expect(del.status).toBe(400);
      expect(del.body.detail).toBe('formInUse');
    });
  });

  describe('checklists on a record', () => {
    it('creates a draft from a form with its default values, and as a copy with its answers', async () => {
      const f = (
        await admin.post('forms', {
          name: 'Standardverdier',
          properties: [
            { name: 'a', type: 1, default_value: '"N/A"' },
            { name: 'b', type: 20, subitems: [{ label: 'x' }], default_value: '{broken' },
          ],
        })
      ).body;
      const c = await newChecklist(admin, { form_id: f.id });
      expect(c).toMatchObject({
        status: 1,
        order_id: orderId,
        checklistmodule: 1,
        record_id: orderId,
        form_id: f.id,
      });
      expect(JSON.parse(c.data)).toEqual({ a: 'N/A', b: '{broken' });
      await admin.put(`checklists/${c.id}`, { data: { a: 'Fylt ut' }, version: c.version });
      const copy = await newChecklist(admin, { copy_from_checklist_id: c.id });
      expect(copy.status).toBe(1);
      expect(JSON.parse(copy.data)).toEqual({ a: 'Fylt ut' });
      const list = await admin.post('orderchecklists/list', { order_id: orderId });
      expect(list.body.items.map((x: Row) => x.id)).toEqual(expect.arrayContaining([c.id, copy.id]));
    });

    it("lists a module's checklists across its records with order number and customer, searchable, a page with the total", async () => {
      const c = await newChecklist(admin, { form_id: formId, name: 'Tverrliste sjekk' });
      const order = (await admin.get(`orders/${orderId}`)).body;
      const all = await admin.post('orderchecklists/list', { count: true, limit: 5 });
      expect(all.status, JSON.stringify(all.body)).toBe(200);
      expect(all.body.items.length).toBeLessThanOrEqual(5);
      expect(all.body.total).toBeGreaterThanOrEqual(all.body.items.length);
      expect(all.body.items[0]).toMatchObject({
        id: c.id,
        checklistmodule: 1,
        record_id: orderId,
        ordernumber: String(order.ordernumber),
        customername: order.customername,
      });
      const found = await admin.post('orderchecklists/list', { search: 'Tverrliste', count: true });
      expect(found.body.items.map((x: Row) => x.id)).toEqual([c.id]);
      expect(found.body.total).toBe(1);
      const byNumber = await admin.post('orderchecklists/list', { search: String(order.ordernumber) });
      expect(byNumber.body.items.map((x: Row) => x.id)).toContain(c.id);
      const completed = await admin.post('orderchecklists/list', { match: { status: 2 }, limit: 500 });
      expect(completed.body.items.every((x: Row) => x.status === 2)).toBe(true);
      const past = await admin.post('orderchecklists/list', { skip: 100000, count: true });
      expect(past.body).toMatchObject({ items: [], total: all.body.total });
      // Another company sees none of these; bad input is a 400 on the field.
      const theirs = (await fjord.post('orderchecklists/list', { count: true, limit: 500 })).body.items;
      expect(theirs.map((x: Row) => x.id)).not.toContain(c.id);
      for (const [body, field] of [
        [{ match: { status: 9 } }, 'match.status'],
        [{ limit: 0 }, 'limit'],
        [{ search: 'x'.repeat(201) }, 'search'],
        [{ sort: { name: 1 } }, 'sort'],
      ] as const) {
        const r = await admin.post('orderchecklists/list', body);
        expect(r.status, JSON.stringify(body)).toBe(400);
        expect(r.body.errors.map((e: { field: string }) => e.field)).toContain(field);
      }
    });

    it('hangs checklists on customers, equipment and any module through commonchecklists; modules without records 404', async () => {
      const customerId = (await admin.post('customers/list', { limit: 1 })).body.items[0].id;
      const equipmentId = (await admin.post('equipments/list', { limit: 1 })).body.items[0].id;
      const cu = await admin.post('customerchecklists', { customer_id: customerId, form_id: formId });
      expect(cu.status, JSON.stringify(cu.body)).toBe(200);
      expect(cu.body).toMatchObject({ checklistmodule: 2, customer_id: customerId, order_id: null });
      const eq = await admin.post('equipmentchecklists', { equipment_id: equipmentId, form_id: formId });
      expect(eq.body).toMatchObject({ checklistmodule: 3, equipment_id: equipmentId });
      const common = await admin.post('commonchecklists', {
        checklistmodule: 3,
        record_id: equipmentId,
        form_id: formId,
      });
      expect(common.status).toBe(200);
      const listed = await admin.post('commonchecklists/list', {
        checklistmodule: 3,
        record_id: equipmentId,
      });
      expect(listed.body.items.map((x: Row) => x.id)).toEqual(
        expect.arrayContaining([eq.body.id, common.body.id]),
      );
      expect(
        (await admin.post('equipmentchecklists/list', { equipment_id: equipmentId })).body.total,
      ).toBeGreaterThanOrEqual(2);
      // HSE records come with their own issue: until then no HSE record exists to hang a checklist on.
      expect((await admin.post('hsechecklists', { hse_id: 1, form_id: formId })).status).toBe(404);
      expect(
        (await admin.post('commonchecklists', { checklistmodule: 99, record_id: 1, form_id: formId })).status,
      ).toBe(400);
      // Removing: office work, and only within the base's own module.
      expect((await admin.del('orderchecklists', { ids: [cu.body.id] })).status).toBe(404);
      expect((await admin.del('customerchecklists', { ids: [cu.body.id] })).status).toBe(200);
      expect((await admin.get(`checklists/${cu.body.id}`)).status).toBe(404);
    });

    it('refuses bad bodies with 400 and another tenant’s order or form with 404', async () => {
      expect((await admin.post('orderchecklists', { order_id: orderId })).body.errors).toEqual([
        { field: 'form_id', message: 'required' },
      ]);
      expect((await admin.post('orderchecklists', { order_id: 'x', form_id: formId })).status).toBe(400);
      expect(
        (await admin.post('orderchecklists', { order_id: orderId, form_id: formId, extra: 1 })).status,
      ).toBe(400);
      expect((await admin.post('orderchecklists', { order_id: fjordOrderId, form_id: formId })).status).toBe(
        404,
      );
      expect((await fjord.post('orderchecklists', { order_id: fjordOrderId, form_id: formId })).status).toBe(
        404,
      );
      expect((await fjord.post('orderchecklists/list', { order_id: orderId })).status).toBe(404);
    });

    it('saves answers as a JSON string or an object; 412 on a stale version; bad JSON is 400 and changes nothing', async () => {
      const c = await newChecklist();
      const a = await admin.put(`checklists/${c.id}`, {
        data: JSON.stringify({ notes: 'Alt fint' }),
        version: c.version,
      });
      expect(a.status, JSON.stringify(a.body)).toBe(200);
      expect(JSON.parse(a.body.data)).toEqual({ notes: 'Alt fint' });
      const b = await admin.put(`checklists/${c.id}`, { data: { notes: 'Endret' }, version: a.body.version });
      expect(b.status).toBe(200);
      expect((await admin.put(`checklists/${c.id}`, { data: {}, version: a.body.version })).status).toBe(412);
      for (const data of ['{broken', '[1,2]', '"text"', 42]) {
        const r = await admin.put(`checklists/${c.id}`, { data, version: b.body.version });
        expect(r.status, String(data)).toBe(400);
      }
      expect(JSON.parse((await admin.get(`checklists/${c.id}`)).body.data)).toEqual({ notes: 'Endret' });
    });

    it('reads stored data that is not valid JSON as {} (spec 02 §5), never a 500', async () => {
      const c = await newChecklist();
      await withPlatform(server.database.db, (tx) =>
        tx.execute(sql`update checklists set data = '{not json' where id = ${c.id}`),
      );
      const r = await admin.get(`checklists/${c.id}`);
      expect(r.status).toBe(200);
      expect(r.body.data).toBe('{}');
      const pdf = await admin.post(`checklists/generate_pdf/${formId}/${c.id}`, {});
      expect(pdf.status).toBe(200);
      const done = await admin.post(`checklists/${c.id}/complete`, {});
      expect(done.status).toBe(400);
    });

    it('refuses completion while a radio is unanswered or a checkpoint is answered 3, then completes', async () => {
      const c = await newChecklist();
      const r1 = await admin.post(`checklists/${c.id}/complete`, {});
      expect(r1.status).toBe(400);
      expect(r1.body.detail).toBe('checklistNotCompletable');
      expect(r1.body.errors).toEqual([{ field: 'ok', message: 'checklistRadioUnanswered' }]);
      const s = await admin.put(`checklists/${c.id}`, {
        data: { ok: 'yes', cp: { subitems: [{ radioBoxValue: 1 }, { radioBoxValue: 3 }] } },
        version: c.version,
      });
      const r2 = await admin.post(`checklists/${c.id}/complete`, {});
      expect(r2.status).toBe(400);
      expect(r2.body.errors).toEqual([{ field: 'cp.subitems.1', message: 'checklistCheckpointDefect' }]);
      expect((await admin.get(`checklists/${c.id}`)).body.status).toBe(1);
      await admin.put(`checklists/${c.id}`, {
        data: { ok: 'yes', cp: { subitems: [{ radioBoxValue: 1 }, { radioBoxValue: 2 }] } },
        version: s.body.version,
      });
      const r3 = await admin.post(`checklists/${c.id}/complete`, {});
      expect(r3.status, JSON.stringify(r3.body)).toBe(200);
      expect(r3.body).toMatchObject({ status: 2, completed_by_name: 'Anne Administrator' });
      const locked = await admin.put(`checklists/${c.id}`, { data: {}, version: r3.body.version });
      expect(locked.status).toBe(400);
      expect(locked.body.detail).toBe('checklistCompleted');
    });

    it('lets the technician fill, photograph and complete on an order, but not reopen; an administrator reopens', async () => {
      const c = await newChecklist(tech);
      const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a7bd5' } })
        .jpeg()
        .toBuffer();
      const form = new FormData();
      form.append('record_id', String(c.id));
      form.append('is_last', 'true');
      form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'filter.jpg');
      const up = await fetch(`${tech.baseUrl}/api/checklists/upload_chunk`, {
        method: 'POST',
        headers: { ...tech.headers, cookie: tech.cookie },
        body: form,
      });
      const uploaded = (await up.json()) as Row;
      expect(up.status, JSON.stringify(uploaded)).toBe(200);
      const fileId = uploaded.id;
      const sig = await SIGNATURE_PNG();
      const saved = await tech.put(`checklists/${c.id}`, {
        data: {
          ok: 'yes',
          sign: sig,
          cp: { subitems: [{ radioBoxValue: 1, filesIds: [fileId], signature: sig }, { radioBoxValue: 2 }] },
        },
        version: c.version,
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const docs = await tech.get(`documents/get_checklist_documents/${c.id}`);
      expect(docs.body).toEqual([
        expect.objectContaining({
          _id: fileId,
          property_name: 'cp',
          subpropertyname: '0',
          file_original_name: 'filter.jpg',
        }),
      ]);
      const done = await tech.post(`checklists/${c.id}/complete`, {});
      expect(done.status).toBe(200);
      expect((await tech.post(`checklists/${c.id}/reopen`, {})).status).toBe(403);
      const reopened = await admin.post(`checklists/${c.id}/reopen`, {});
      expect(reopened.status).toBe(200);
      expect(reopened.body.status).toBe(1);
      // Removing a checklist is office work: the technician may not.
      expect((await tech.del('orderchecklists', { ids: [c.id] })).status).toBe(403);
    });

    it('keeps another tenant out of every checklist call (404)', async () => {
      const c = await newChecklist();
      const calls = [
        fjord.get(`checklists/${c.id}`),
        fjord.put(`checklists/${c.id}`, { data: {}, version: 1 }),
        fjord.post(`checklists/${c.id}/complete`, {}),
        fjord.post(`checklists/${c.id}/reopen`, {}),
        fjord.get(`documents/get_checklist_documents/${c.id}`),
        fjord.post(`checklists/generate_pdf/${formId}/${c.id}`, {}),
        fjord.get(`formproperties/get_by_form/${formId}`),
        fjord.del('orderchecklists', { ids: [c.id] }),
        fjord.get(`leakageordisposals/get_by_checklist_and_module/${c.id}/1`),
      ];
      for (const r of await Promise.all(calls)) expect(r.status).toBe(404);
      expect((await fjord.post('checklists/get_multiple', [c.id])).body).toEqual([]);
      expect((await fjord.post('documents/get_documents_of_all_checklists', [c.id])).body).toEqual([]);
      expect((await fjord.post('forms/get_multiple_with_properties', [formId])).body).toEqual([]);
    });
  });

  describe('the checklist API (/checklistapi, access-token)', () => {
    it('answers with the token of the initial load data and 401 without one, with a wrong one or after sign-out', async () => {
      const client = await signedIn(server, 'tech');
      const token = (await client.post('auth/get_initial_load_data', {})).body.checklistapiconfig
        .accesstoken as string;
      const c = await newChecklist();
      const ok = await tokenCall(server.url, token, 'GET', `checklists/${c.id}`);
      expect(ok.status).toBe(200);
      expect(typeof ok.body.data).toBe('string');
      expect(
        (await tokenCall(server.url, token, 'GET', `formproperties/get_by_form/${formId}`)).body,
      ).toHaveLength(5);
      expect(
        (await tokenCall(server.url, token, 'POST', 'checklists/get_multiple', [c.id])).body,
      ).toHaveLength(1);
      const pairs = await tokenCall(
        server.url,
        token,
        'POST',
        'checklists/get_multiple_checklist_pdf_report_data',
        [c.id],
      );
      expect(pairs.body[0].form.id).toBe(formId);
      expect(pairs.body[0].checklist.id).toBe(c.id);
      expect((await tokenCall(server.url, null, 'GET', `checklists/${c.id}`)).status).toBe(401);
      expect((await tokenCall(server.url, 'x'.repeat(43), 'GET', `checklists/${c.id}`)).status).toBe(401);
      await client.post('auth/logout', {});
      expect((await tokenCall(server.url, token, 'GET', `checklists/${c.id}`)).status).toBe(401);
    });

    it('refuses a token older than 4 days (spec 02 §9)', async () => {
      const client = await signedIn(server, 'admin');
      const token = (await client.post('auth/get_initial_load_data', {})).body.checklistapiconfig
        .accesstoken as string;
      expect(
        (await tokenCall(server.url, token, 'POST', 'forms/get_multiple_with_properties', [formId])).status,
      ).toBe(200);
      await withPlatform(server.database.db, (tx) =>
        tx.execute(sql`update checklist_api_tokens set expiresat = now() - interval '1 minute'`),
      );
      expect(
        (await tokenCall(server.url, token, 'POST', 'forms/get_multiple_with_properties', [formId])).status,
      ).toBe(401);
    });

    it('stores tokens hashed and binds them to their tenant', async () => {
      const client = await signedIn(server, 'fjordadmin');
      const token = (await client.post('auth/get_initial_load_data', {})).body.checklistapiconfig
        .accesstoken as string;
      const rows = await withPlatform(server.database.db, (tx) =>
        tx.execute(sql`select token_hash from checklist_api_tokens`),
      );
      const hashes = ((rows as { rows?: Row[] }).rows ?? (rows as unknown as Row[])).map(
        (r: Row) => r.token_hash,
      );
      expect(hashes).not.toContain(token);
      const c = await newChecklist();
      expect((await tokenCall(server.url, token, 'GET', `checklists/${c.id}`)).status).toBe(404);
      const created = await tokenCall(server.url, token, 'POST', 'orderchecklists', {
        order_id: orderId,
        form_id: formId,
      });
      expect(created.status).toBe(404);
    });

    it('fills in through the token API: create, save with a stale version 412, complete', async () => {
      const client = await signedIn(server, 'tech');
      const token = (await client.post('auth/get_initial_load_data', {})).body.checklistapiconfig
        .accesstoken as string;
      const c = await tokenCall(server.url, token, 'POST', 'orderchecklists', {
        order_id: orderId,
        form_id: formId,
      });
      expect(c.status, JSON.stringify(c.body)).toBe(200);
      const s = await tokenCall(server.url, token, 'PUT', `checklists/${c.body.id}`, {
        data: '{"ok":"no"}',
        version: c.body.version,
      });
      expect(s.status).toBe(200);
      expect(
        (
          await tokenCall(server.url, token, 'PUT', `checklists/${c.body.id}`, {
            data: '{}',
            version: c.body.version,
          })
        ).status,
      ).toBe(412);
      expect(
        (await tokenCall(server.url, token, 'POST', `checklists/${c.body.id}/complete`, {})).status,
      ).toBe(200);
      const q = await tokenCall(server.url, token, 'POST', 'checklistheaderandfooter/query', {
        filter: 'nonsense',
      });
      expect(q.status).toBe(400);
    });
  });

  describe('reports and sharing', () => {
    it('generates the PDF from the data, stores it and serves it by its file name (spec 02 §7)', async () => {
      const c = await newChecklist();
      await admin.put(`checklists/${c.id}`, {
        data: {
          ok: 'yes',
          notes: 'Kompressor <b>støyer</b> & lukter',
          cp: {
            subitems: [
              { radioBoxValue: 1, comments: '<i>Byttet</i> filter' },
              { radioBoxValue: 2, label: 'Lekkasjesøk med spray' },
            ],
          },
        },
        version: c.version,
      });
      const r = await admin.post(`checklists/generate_pdf/${formId}/${c.id}`, {
        visiblefilename: 'Rapport A&B: 1/2?.pdf',
        islandscape: true,
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.filename).toBe('Rapport AB_ 1_2_.pdf');
      const file = await download(admin, r.body.data);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect(file.headers.get('content-disposition')).toContain('Rapport AB_ 1_2_.pdf');
      const text = await pdfText(file.pdf);
      expect(text).toContain('Service varmepumpe');
      expect(text).toContain('Anlegget i orden?');
      expect(text).toContain('Kompressor <b>støyer</b> & lukter');
      expect(text).toContain('<i>Byttet</i> filter');
      expect(text).toMatch(/3\.1\s+Filter rengjort/);
      expect(text).toMatch(/3\.2\s+Lekkasjesøk med spray/);
      // A wrong form id for the checklist is 404; the blank form of a form is printed with checklist 0.
      expect((await admin.post(`checklists/generate_pdf/${formId + 100000}/${c.id}`, {})).status).toBe(404);
      const blank = await admin.post(`checklists/generate_pdf/${formId}/0`, {});
      expect(blank.status).toBe(200);
      const blankText = await pdfText((await download(admin, blank.body.data)).pdf);
      expect(blankText).toContain('Kommentarer');
      expect(
        (await admin.post(`checklists/generate_pdf/${formId}/${c.id}`, { content: 'PGh0bWw+' })).status,
      ).toBe(400);
    });

    it('prints a record’s checklists in one file (generate_pdf/{id}?module=) and machine checklists with their status history', async () => {
      const a = await newChecklist();
      const b = await newChecklist();
      const r = await admin.post(`checklists/generate_pdf/${orderId}?module=order`, {
        checklistids: [a.id, b.id],
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect((await admin.post(`checklists/generate_pdf/${orderId}?module=nope`, {})).status).toBe(400);
      expect((await admin.post(`checklists/generate_pdf/${fjordOrderId}?module=order`, {})).status).toBe(404);
      const m = await admin.post('checklists/generate_pdf_for_multiple_machine_service_checklist', {
        checklistids: [a.id, b.id],
        filename: 'Kontroller',
        inspectionhistorystatusmodel: {
          inspectionid: 7,
          status: 'approved',
          history: [
            { status: 'approved', changedon: '2026-11-20T10:00:00Z', changedby: 'Anne Administrator' },
          ],
        },
      });
      expect(m.status, JSON.stringify(m.body)).toBe(200);
      expect(m.body.filename).toBe('Kontroller.pdf');
      const text = await pdfText((await download(admin, m.body.data)).pdf);
      expect(text).toContain('Statushistorikk');
      expect(text).toContain('20.11.2026');
      const one = await admin.post('checklists/generate_pdf_for_machine_service_checklist', {
        checklistid: a.id,
      });
      expect(one.status).toBe(200);
      expect(
        (await fjord.post('checklists/generate_pdf_for_machine_service_checklist', { checklistid: a.id }))
          .status,
      ).toBe(404);
    });

    it('shares the report by e-mail with the PDF attached, kept in the order’s mail history', async () => {
      const c = await newChecklist();
      const r = await admin.post('file/share', {
        subject: 'Servicerapport',
        to: 'kunde@example.no',
        body: 'Vedlagt rapporten.',
        filename: 'Servicerapport 1',
        moduleid: 1,
        recordid: orderId,
        isattachmentfromchecklistapi: true,
        checklistids: [c.id],
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.data).toBeGreaterThan(0);
      const mail = smtp.inbox.at(-1)!;
      expect(mail.subject).toBe('Servicerapport');
      expect(mail.attachments[0]!.filename).toBe('Servicerapport 1.pdf');
      expect(await pdfText(mail.attachments[0]!.content)).toContain('Service varmepumpe');
      const history = await admin.post('mail_history/list', { match: { moduleid: 1, recordid: orderId } });
      expect(history.body.items[0]).toMatchObject({ subject: 'Servicerapport', to: 'kunde@example.no' });
      // A generated report shared by its file guid.
      const g = await admin.post(`checklists/generate_pdf/${formId}/${c.id}`, {});
      const byGuid = await admin.post('file/share', {
        subject: 'Igjen',
        to: 'kunde@example.no',
        filename: 'Rapport',
        moduleid: 1,
        recordid: orderId,
        fileguid: g.body.data,
      });
      expect(byGuid.body.data).toBeGreaterThan(0);
    });

    it('answers the failure flag 0 for a share with no data, 400 for bad input and 404 for another tenant', async () => {
      const none = await admin.post('file/share', {
        subject: 'Tom',
        to: 'kunde@example.no',
        filename: 'x',
        moduleid: 1,
        recordid: orderId,
      });
      expect(none.status).toBe(200);
      expect(none.body).toEqual({ data: 0 });
      const bad = await admin.post('file/share', {
        subject: '',
        to: 'not-mail',
        filename: 'x',
        moduleid: 1,
        recordid: orderId,
      });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual(expect.arrayContaining([{ field: 'to', message: 'invalidEmail' }]));
      const c = await newChecklist();
      const other = await fjord.post('file/share', {
        subject: 'x',
        to: 'a@b.no',
        filename: 'x',
        moduleid: 1,
        recordid: fjordOrderId,
        checklistids: [c.id],
      });
      expect(other.status).toBe(404);
    });
  });
});

describe.each(DB_KINDS)('order report type 3 on %s', (kind) => {
  let server: TestServer;
  let admin: TestClient;
  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signedIn(server, 'admin');
  });
  afterAll(() => server.close());

  it('prints the service report with the order’s checklists after it (spec 02 §9 type 3)', async () => {
    const orderId = (await admin.post('orders/list', { limit: 1 })).body.items[0].id;
    const form = (await admin.post('forms', SERVICE_FORM)).body;
    const c = (
      await admin.post('orderchecklists', { order_id: orderId, form_id: form.id, name: 'Service stue' })
    ).body;
    await admin.put(`checklists/${c.id}`, {
      data: { notes: 'Alt i orden etter service' },
      version: c.version,
    });
    const res = await fetch(`${admin.baseUrl}/api/orders/${orderId}/pdf?type=3`, {
      headers: { ...admin.headers, cookie: admin.cookie },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('Servicerapport med sjekklister');
    const text = await pdfText(Buffer.from(await res.arrayBuffer()));
    expect(text).toContain('Servicerapport med sjekklister');
    expect(text).toContain('Service stue');
    expect(text).toContain('Alt i orden etter service');
    expect(text).toMatch(/3\.1\s+Filter rengjort/);
  });
});
