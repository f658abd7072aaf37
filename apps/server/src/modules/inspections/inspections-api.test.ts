import { existsSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient, type TestServer, startTestServer } from '../../../test/test-app';
import { DB_KINDS } from '../../../test/test-db';
import { pdfText } from '../../../test/pdf-text';
import { rowsOf, withPlatform } from '../../db/tenant';
import { jobSchedules, runJob } from '../../platform/jobs/jobs';
import { ARCHIVE_JOB, OVERDUE_JOB } from './inspections.jobs';
import { osloDate } from '@suite/shared/format/date-format';

type Row = Record<string, any>;

/** No page of the report is only its running header and footer (an empty page). */
const everyPageHasContent = (text: string) =>
  text
    .split('\f')
    .filter((page) => page.trim())
    .every(
      (page) =>
        page
          .split('\n')
          .map((l) => l.trim())
          .filter((l) => l && !/Side \d+ av \d+$/.test(l) && !/^(Sjekkliste|Kontroll K-\d+)/.test(l)).length >
        2,
    );

const addDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const pngSignature = async (color = '#000000') =>
  `data:image/png;base64,${(
    await sharp({ create: { width: 120, height: 40, channels: 3, background: color } })
      .png()
      .toBuffer()
  ).toString('base64')}`;

describe.each(DB_KINDS)('inspections API on %s', (kind) => {
  let server: TestServer;
  let dataDir: string;
  let admin: TestClient;
  let office: TestClient;
  let tech: TestClient;
  let fjord: TestClient;
  let demoTenant: number;
  let techId: number;
  let officeId: number;
  let customerId: number;
  let machineFormId: number;
  let fjordEquipment: number;
  let seq = 0;
  const today = osloDate();

  /** A fresh equipment of a fresh customer, so each test sees only its own inspections. */
  const newEquipment = async () => {
    const c = await admin.post('customers', { name: `Kontrollkunde ${++seq} AS` });
    expect(c.status, JSON.stringify(c.body)).toBe(200);
    const e = await admin.post('equipments', {
      name: `Truck ${seq}`,
      number: `TR-${seq}`,
      customer_id: c.body.id,
    });
    expect(e.status, JSON.stringify(e.body)).toBe(200);
    return { equipmentId: e.body.id as number, customerId: c.body.id as number };
  };
  const create = async (body: Row, client = admin) => {
    const r = await client.post('inspections', body);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body as Row;
  };
  const download = async (client: TestClient, fileName: string) => {
    const res = await fetch(`${client.baseUrl}/api/files/download?fileName=${fileName}`, {
      headers: { ...client.headers, cookie: client.cookie },
    });
    return { status: res.status, body: Buffer.from(await res.arrayBuffer()) };
  };
  const notificationsOf = async (client: TestClient) =>
    (await client.get('notifications/get_for_current_user')).body as Row[];
  /** An inspection with a filled machine checklist, ready for the archive. */
  const withChecklist = async (extra: Row = {}) => {
    const { equipmentId } = await newEquipment();
    const i = await create({ equipment_id: equipmentId, date: addDays(today, -2), ...extra });
    const c = await admin.post('inspectionchecklists', { inspection_id: i.id, form_id: machineFormId });
    expect(c.status, JSON.stringify(c.body)).toBe(200);
    const saved = await admin.put(`checklists/${c.body.id}`, {
      version: c.body.version,
      data: {
        chassis: {
          subitems: [
            { radioBoxValue: 1 },
            { radioBoxValue: 2, comments: 'Kjede strammet' },
            { radioBoxValue: 1 },
          ],
        },
        sikkerhet: { subitems: [{ radioBoxValue: 1 }, { radioBoxValue: 1 }, { radioBoxValue: 1 }] },
        merknad: 'Alt i orden etter justering.',
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    return { inspection: i, checklistId: c.body.id as number, equipmentId };
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'insp-api-'));
    server = await startTestServer(kind, { env: { DATA_DIR: dataDir } });
    [admin, office, tech, fjord] = await Promise.all(
      ['admin', 'office', 'tech', 'fjordadmin'].map((u) => signedIn(server, u)),
    );
    const ids = rowsOf<{ id: number; username: string }>(
      await withPlatform(server.database.db, (tx) => tx.execute(sql`select id, username from users`)),
    );
    techId = Number(ids.find((u) => u.username === 'tech')!.id);
    officeId = Number(ids.find((u) => u.username === 'office')!.id);
    const [t] = rowsOf<{ id: number }>(
      await withPlatform(server.database.db, (tx) =>
        tx.execute(sql`select id from tenants where domain = 'demo'`),
      ),
    );
    demoTenant = Number(t!.id);
    const forms = (await admin.post('forms/list', {})).body.items as Row[];
    machineFormId = forms.find((f) => f.name === 'Sakkyndig kontroll truck')!.id;
    const fc = await fjord.post('customers', { name: 'Fjord Kunde AS' });
    customerId = fc.body.id;
    fjordEquipment = (await fjord.post('equipments', { name: 'Fjord-kran', customer_id: customerId })).body
      .id;
  }, 600_000);
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('has demo inspections: the overdue one first, one with its history and checklist, a default type', async () => {
    const list = await admin.post('inspections/list', {});
    expect(list.status).toBe(200);
    const items = list.body.items as Row[];
    expect(items.length).toBeGreaterThanOrEqual(4);
    expect(items[0]!.displaystatus).toBe('overdue');
    expect(items[0]!.overdue).toBe(true);
    expect(new Set(items.map((i) => i.status)).size).toBeGreaterThanOrEqual(4);
    const repaired = items.find((i) => i.status === 'repaired_approved')!;
    const view = await admin.get(`inspection/get_view/${repaired.id}`);
    expect(view.body.statusHistoryModel.map((h: Row) => [h.fromstatus, h.status])).toEqual([
      [null, 'not_controlled'],
      ['not_controlled', 'not_approved'],
      ['not_approved', 'repaired_approved'],
    ]);
    expect(view.body.checklistcount).toBe(1);
    const ids = await admin.get(`inspectionchecklists/get_checklists_ids_for_archive/${repaired.id}`);
    expect(ids.body.data).toHaveLength(1);
    // The inspections menu needs a default inspection type (spec 01 §6): the demo company has one.
    const session = (await admin.post('auth/get_initial_load_data', {})).body;
    expect(JSON.stringify(session)).toMatch(/"defaultinspectiontype":\d+/);
  });

  it('lists the inspection calls in the OpenAPI document', async () => {
    const paths = (await admin.get('docs/json')).body.paths as Record<string, Record<string, unknown>>;
    expect(paths['/api/inspections']).toHaveProperty('post');
    expect(paths['/api/inspections/{id}']).toHaveProperty('put');
    expect(paths['/api/inspection/get_view/{id}']).toHaveProperty('get');
    expect(paths['/api/inspectionchecklists/get_checklists_ids_for_archive/{id}']).toHaveProperty('get');
    expect(paths['/checklistapi/inspectionchecklists/get_checklists_ids_for_archive/{id}']).toHaveProperty(
      'get',
    );
    expect(paths['/api/inspection_report/xlsx']).toHaveProperty('post');
    expect(paths['/api/equipment_lastinspection_report/list']).toHaveProperty('post');
  });

  describe('the record (spec 02 §3 "Inspection")', () => {
    it('creates with every field named as the spec names them, defaults and the first history entry', async () => {
      const { equipmentId, customerId: owner } = await newEquipment();
      const sign = await pngSignature();
      const i = await create({
        equipment_id: equipmentId,
        date: '15.03.2026',
        inspectorsignature: sign,
        customersignature: sign,
        contactName: 'Kari Nordmann',
        contactemail: 'kari@kunde.no',
        inspectedbyname: 'Terje Tekniker',
        statuscomment: 'Registrert',
      });
      expect(i).toMatchObject({
        equipment_id: equipmentId,
        customer_id: owner,
        controlnumber: `K-${i.id}`,
        date: '2026-03-15',
        inspectionDate: '2026-03-15',
        status: 'not_controlled',
        displaystatus: 'not_controlled',
        contactName: 'Kari Nordmann',
        contactemail: 'kari@kunde.no',
        inspectedbyname: 'Terje Tekniker',
        inspectorsignature: sign,
        customersignature: sign,
        repairedbysignature: null,
        responsiblesignature: null,
        inspectiontypename: 'Sakkyndig kontroll løfteutstyr',
        // The type's interval: 12 months.
        nextinspection: '2027-03-15',
        nextInspectionDate: '2027-03-15',
        responsiblename: 'Anne Administrator',
        archived: false,
        finalizing: false,
        version: 1,
      });
      const view = (await admin.get(`inspection/get_view/${i.id}`)).body;
      expect(view.statusHistoryModel).toEqual([
        expect.objectContaining({
          fromstatus: null,
          status: 'not_controlled',
          changedby: 'Anne Administrator',
          comment: 'Registrert',
        }),
      ]);
    });

    it('keeps every status change in the history: who, when, from and to', async () => {
      const { equipmentId } = await newEquipment();
      const i = await create({ equipment_id: equipmentId });
      const a = await admin.put(`inspections/${i.id}`, {
        version: 1,
        status: 'not_approved',
        statuscomment: 'Bremser defekt',
      });
      expect(a.status, JSON.stringify(a.body)).toBe(200);
      // A save without a status change adds nothing.
      const b = await office.put(`inspections/${i.id}`, { version: 2, remarks: 'Deler bestilt' });
      expect(b.status, JSON.stringify(b.body)).toBe(200);
      const c = await office.put(`inspections/${i.id}`, {
        version: 3,
        status: 'repaired_approved',
        repairedbysignature: await pngSignature('#222222'),
      });
      expect(c.body.status).toBe('repaired_approved');
      const h = (await admin.get(`inspection/get_view/${i.id}`)).body.statusHistoryModel as Row[];
      expect(h.map((x) => [x.fromstatus, x.status, x.changedby, x.comment])).toEqual([
        [null, 'not_controlled', 'Anne Administrator', null],
        ['not_controlled', 'not_approved', 'Anne Administrator', 'Bremser defekt'],
        ['not_approved', 'repaired_approved', 'Ola Kontor', null],
      ]);
      expect(Date.parse(h[2]!.changedon)).toBeGreaterThanOrEqual(Date.parse(h[1]!.changedon));
    });

    it('saves only over the version read (412, nothing changed) and takes a GET answer back', async () => {
      const { equipmentId } = await newEquipment();
      const i = await create({ equipment_id: equipmentId });
      const read = (await admin.get(`inspections/${i.id}`)).body;
      const back = await admin.put(`inspections/${i.id}`, { ...read, status: 'approved' });
      expect(back.status, JSON.stringify(back.body)).toBe(200);
      const stale = await admin.put(`inspections/${i.id}`, { version: 1, status: 'not_approved' });
      expect(stale.status).toBe(412);
      const now = (await admin.get(`inspections/${i.id}`)).body;
      expect(now.status).toBe('approved');
      expect(now.version).toBe(2);
    });

    it('refuses bad input with 400 problem+json, the field and its key, nothing saved', async () => {
      const { equipmentId } = await newEquipment();
      const count = async () =>
        (await admin.post('inspections/list', { equipment_id: equipmentId })).body.total;
      const cases: [Row, string, string][] = [
        [{}, 'equipment_id', 'required'],
        [{ equipment_id: 'x' }, 'equipment_id', 'invalidData'],
        [{ equipment_id: equipmentId, status: 'overdue' }, 'status', 'invalidData'],
        [{ equipment_id: equipmentId, status: 'bogus' }, 'status', 'invalidData'],
        [{ equipment_id: equipmentId, date: '31.02.2026' }, 'date', 'invalidDate'],
        [
          { equipment_id: equipmentId, inspectorsignature: 'https://evil/x.png' },
          'inspectorsignature',
          'invalidSignature',
        ],
        [{ equipment_id: equipmentId, contactemail: 'not-an-email' }, 'contactemail', 'invalidEmail'],
        [
          { equipment_id: equipmentId, date: '2026-05-01', nextinspection: '2026-04-01' },
          'nextinspection',
          'nextInspectionBeforeDate',
        ],
        [{ equipment_id: fjordEquipment }, 'equipment_id', 'invalidData'],
        [{ equipment_id: equipmentId, order_id: 999999999 }, 'order_id', 'invalidData'],
        [{ equipment_id: equipmentId, inspectiontype_id: 999999999 }, 'inspectiontype_id', 'invalidData'],
        [{ equipment_id: equipmentId, responsible_id: 999999999 }, 'responsible_id', 'invalidData'],
        [{ equipment_id: equipmentId, bogus: 1 }, '', ''],
      ];
      for (const [body, field, message] of cases) {
        const r = await admin.post('inspections', body);
        expect(r.status, JSON.stringify(body)).toBe(400);
        expect(r.headers.get('content-type')).toMatch(/problem\+json/);
        if (field)
          expect(r.body.errors, JSON.stringify(body)).toContainEqual(
            expect.objectContaining({ field, message }),
          );
      }
      expect(await count()).toBe(0);
      const i = await create({ equipment_id: equipmentId });
      const bad = await admin.put(`inspections/${i.id}`, { version: 1, nextinspection: '2000-01-01' });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toContainEqual({
        field: 'nextinspection',
        message: 'nextInspectionBeforeDate',
      });
      const noVersion = await admin.put(`inspections/${i.id}`, { status: 'approved' });
      expect(noVersion.status).toBe(400);
      expect((await admin.get(`inspections/${i.id}`)).body.version).toBe(1);
      for (const body of [
        { status: 'nope' },
        { sort: { bogus: 1 } },
        { limit: 100000 },
        { from: '2026-05-01', to: '2026-04-01' },
      ]) {
        const l = await admin.post('inspections/list', body);
        expect(l.status, JSON.stringify(body)).toBe(400);
      }
      expect((await admin.get('inspections/abc')).status).toBe(400);
    });

    it("answers another tenant's ids with 404 on every call", async () => {
      const { equipmentId } = await newEquipment();
      const i = await create({ equipment_id: equipmentId });
      expect((await fjord.get(`inspections/${i.id}`)).status).toBe(404);
      expect((await fjord.get(`inspection/get_view/${i.id}`)).status).toBe(404);
      expect((await fjord.put(`inspections/${i.id}`, { version: 1, status: 'approved' })).status).toBe(404);
      expect((await fjord.del(`inspections/${i.id}`, undefined)).status).toBe(404);
      expect((await fjord.del('inspections', { ids: [i.id] })).status).toBe(404);
      expect((await fjord.post(`inspections/${i.id}/archive`, {})).status).toBe(404);
      expect((await fjord.get(`inspectionchecklists/get_checklists_ids_for_archive/${i.id}`)).status).toBe(
        404,
      );
      const c = await fjord.post('inspectionchecklists', { inspection_id: i.id, form_id: machineFormId });
      expect(c.status).toBe(404);
      expect((await fjord.post('inspections/list', { equipment_id: equipmentId })).body.items).toEqual([]);
      const r = await admin.get(`inspections/${i.id}`);
      expect(r.body.version).toBe(1);
    });

    it('deletes an inspection with its history and checklists; an archived one stays', async () => {
      const { inspection, checklistId } = await withChecklist();
      const r = await admin.del('inspections', { ids: [inspection.id] });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect((await admin.get(`inspections/${inspection.id}`)).status).toBe(404);
      expect((await admin.get(`checklists/${checklistId}`)).status).toBe(404);
    });
  });

  describe('technicians (field work, docs/decisions.md "insp-api")', () => {
    it('fill the inspections they are responsible for, but do not create, delete, move or touch others', async () => {
      const { equipmentId } = await newEquipment();
      const own = await create({ equipment_id: equipmentId, responsible_id: techId });
      const other = await create({ equipment_id: equipmentId });
      expect((await tech.post('inspections', { equipment_id: equipmentId })).status).toBe(403);
      expect((await tech.del('inspections', { ids: [own.id] })).status).toBe(403);
      expect((await tech.get(`inspections/${own.id}`)).status).toBe(200);
      const fill = await tech.put(`inspections/${own.id}`, {
        version: 1,
        status: 'approved',
        inspectorsignature: await pngSignature(),
        customersignature: await pngSignature('#333333'),
        contactName: 'Per Kunde',
      });
      expect(fill.status, JSON.stringify(fill.body)).toBe(200);
      expect(fill.body.status).toBe('approved');
      const moved = await tech.put(`inspections/${own.id}`, {
        version: 2,
        equipment_id: (await newEquipment()).equipmentId,
      });
      expect(moved.status).toBe(403);
      expect((await tech.put(`inspections/${other.id}`, { version: 1, status: 'approved' })).status).toBe(
        403,
      );
      expect((await admin.get(`inspections/${other.id}`)).body.status).toBe('not_controlled');
      // Its checklists are field work too: the technician adds one and fills it.
      const c = await tech.post('inspectionchecklists', { inspection_id: own.id, form_id: machineFormId });
      expect(c.status, JSON.stringify(c.body)).toBe(200);
      // Reports are not for the demo technician.
      expect((await tech.post('inspection_report/list', {})).status).toBe(403);
      expect((await tech.post('equipment_lastinspection_report/list', {})).status).toBe(403);
    });

    it('office staff create and change inspections with their permissions', async () => {
      const { equipmentId } = await newEquipment();
      const i = await create({ equipment_id: equipmentId, responsible_id: officeId }, office);
      expect(i.responsible_id).toBe(officeId);
      // Delete is not in the demo office role.
      expect((await office.del('inspections', { ids: [i.id] })).status).toBe(403);
    });
  });

  describe('lists, filters and overdue (spec 02 §3)', () => {
    it('filters by status, type, customer, equipment, order, dates and search; overdue first', async () => {
      const { equipmentId, customerId: owner } = await newEquipment();
      const second = await admin.post('equipments', {
        name: 'Løftebord',
        number: 'LB-1',
        customer_id: owner,
      });
      const order = await admin.post('orders', { customer_id: owner, description: 'Årskontroll' });
      expect(order.status, JSON.stringify(order.body)).toBe(200);
      const types = (await admin.post('inspectiontypes/list', {})).body.items as Row[];
      const fgass = types.find((t) => t.name === 'Periodisk kontroll F-gass')!.id;
      const a = await create({
        equipment_id: equipmentId,
        date: '2025-01-10',
        status: 'approved',
        order_id: order.body.id,
        nextinspection: addDays(today, 200),
      });
      const b = await create({
        equipment_id: second.body.id,
        date: '2025-02-10',
        nextinspection: addDays(today, -1),
        status: 'approved_with_remarks',
        inspectiontype_id: fgass,
        controlnumber: 'FG-777',
      });
      const ids = async (body: Row) =>
        ((await admin.post('inspections/list', { customer_id: owner, ...body })).body.items as Row[]).map(
          (x) => x.id,
        );
      expect(await ids({})).toEqual([b.id, a.id]);
      expect(await ids({ status: 'overdue' })).toEqual([b.id]);
      expect(await ids({ status: 'approved_with_remarks' })).toEqual([]);
      expect(await ids({ status: ['approved', 'overdue'] })).toEqual([b.id, a.id]);
      expect(await ids({ inspectiontype_id: fgass })).toEqual([b.id]);
      expect(await ids({ equipment_id: equipmentId })).toEqual([a.id]);
      expect(await ids({ order_id: order.body.id })).toEqual([a.id]);
      expect(await ids({ from: '2025-02-01', to: '2025-02-28' })).toEqual([b.id]);
      expect(await ids({ from: '01.01.2025', to: '31.01.2025' })).toEqual([a.id]);
      expect(await ids({ search: 'fg-77' })).toEqual([b.id]);
      expect(await ids({ search: 'løftebord' })).toEqual([b.id]);
      expect(await ids({ sort: { date: 1 } })).toEqual([a.id, b.id]);
      const page = await admin.post('inspections/list', { customer_id: owner, limit: 1, skip: 1 });
      expect(page.body).toMatchObject({ total: 2, items: [expect.objectContaining({ id: a.id })] });
      // The customer's tab.
      expect((await admin.post('inspections/list', { customer_id: owner })).body.total).toBe(2);
    });

    it('derives overdue from the next inspection date, until a newer inspection of the equipment replaces it', async () => {
      const { equipmentId } = await newEquipment();
      const old = await create({
        equipment_id: equipmentId,
        date: addDays(today, -400),
        nextinspection: addDays(today, -1),
        status: 'approved',
      });
      expect(old).toMatchObject({ status: 'approved', displaystatus: 'overdue', overdue: true });
      expect((await admin.get(`inspection/get_view/${old.id}`)).body.displaystatus).toBe('overdue');
      const dueToday = await create({
        equipment_id: (await newEquipment()).equipmentId,
        nextinspection: today,
      });
      expect(dueToday.overdue).toBe(false);
      await create({ equipment_id: equipmentId, date: today });
      expect((await admin.get(`inspections/${old.id}`)).body).toMatchObject({
        overdue: false,
        displaystatus: 'approved',
      });
    });
  });

  describe('the daily overdue job', () => {
    it('tells the responsible once, at 06:00 Oslo time, with a fixed clock', async () => {
      expect(jobSchedules()[OVERDUE_JOB]).toEqual({ cron: '0 6 * * *', tz: 'Europe/Oslo' });
      const { equipmentId } = await newEquipment();
      const i = await create({
        equipment_id: equipmentId,
        date: '2031-01-10',
        nextinspection: '2032-01-10',
        responsible_id: officeId,
      });
      const run = (now: string) =>
        runJob(OVERDUE_JOB, {}, { db: server.database.db, now: new Date(now) }) as Promise<Row[]>;
      const told = (r: Row[]) => r.flatMap((t) => t.inspections as number[]);
      expect(told(await run('2032-01-10T05:00:00Z'))).not.toContain(i.id);
      expect(told(await run('2032-01-11T05:00:00Z'))).toContain(i.id);
      expect(told(await run('2032-01-12T05:00:00Z'))).not.toContain(i.id);
      const mine = (await notificationsOf(office)).filter((n) => n.moduleid === 20 && n.recordid === i.id);
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({ link: `/inspections/actions/${i.id}`, status: 3 });
      expect(mine[0]!.title).toContain('overdue');
    });
  });

  describe('archiving (spec 02 §4)', () => {
    it('builds the archive report of all its checklists with the history, keeps it on the inspection and the equipment', async () => {
      const { inspection, equipmentId } = await withChecklist({ statuscomment: 'Første kontroll' });
      const second = await admin.post('inspectionchecklists', {
        inspection_id: inspection.id,
        form_id: machineFormId,
      });
      expect(second.status).toBe(200);
      await admin.put(`inspections/${inspection.id}`, {
        version: 1,
        status: 'not_approved',
        statuscomment: 'Setebelte mangler',
      });
      await admin.put(`inspections/${inspection.id}`, {
        version: 2,
        status: 'repaired_approved',
        repairedbysignature: await pngSignature('#111111'),
        statuscomment: 'Setebelte montert',
      });
      const ids = (await admin.get(`inspectionchecklists/get_checklists_ids_for_archive/${inspection.id}`))
        .body.data;
      expect(ids).toHaveLength(2);
      const r = await admin.post(`inspections/${inspection.id}/archive`, {});
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body).toEqual({ finalizing: true });
      // The queue is not started in tests: the job ran in-process; it left the finalizing list.
      expect((await admin.get('inspections/finalizing')).body.items).toEqual([]);
      const done = (await admin.get(`inspections/${inspection.id}`)).body;
      expect(done).toMatchObject({ archived: true, finalizing: false });
      expect(done.archivefile_id).toEqual(expect.any(Number));
      const docs = (await admin.post('files/list', { moduleid: 20, record_id: inspection.id })).body
        .items as Row[];
      expect(docs).toHaveLength(1);
      expect(docs[0]!.file_original_name ?? docs[0]!.original_name).toMatch(/^Kontroll K-\d+ .*\.pdf$/);
      const onEquipment = (await admin.post('files/list', { moduleid: 3, record_id: equipmentId })).body
        .items as Row[];
      expect(onEquipment).toHaveLength(1);
      const file = await download(admin, docs[0]!.file_guid);
      expect(file.status).toBe(200);
      const text = await pdfText(file.body);
      expect(text).toContain('Mast og kjeder');
      expect(text).toContain('Kjede strammet');
      expect(text).toContain('Alt i orden etter justering.');
      expect(text.match(/Sakkyndig kontroll truck/g)!.length).toBeGreaterThanOrEqual(2);
      expect(text).toContain('Reparert og godkjent');
      expect(text).toContain('Ikke godkjent');
      expect(text).toContain('Setebelte montert');
      expect(text).toContain('Første kontroll');
      // The history says what each change left and what it set (the font has no arrow: two columns).
      expect(text).toMatch(/Dato\s+Fra\s+Til\s+Endret av\s+Kommentar/);
      expect(text).toMatch(/Ikke kontrollert\s+Ikke godkjent\s+Anne Administrator\s+Setebelte mangler/);
      expect(text).toMatch(/Ikke godkjent\s+Reparert og godkjent\s+Anne Administrator\s+Setebelte montert/);
      // The machine first page is the inspected equipment's, the footer the inspection's.
      const equipment = (await admin.get(`equipments/${equipmentId}`)).body as Row;
      expect(text).toMatch(new RegExp(`Internnr\\.\\s+${equipment.number}`));
      expect(text).toMatch(new RegExp(`Kunde\\s+${done.customername}`));
      expect(text).toContain(done.controlnumber);
      expect(text).toMatch(/Status\s+Reparert og godkjent/);
      expect(text).not.toContain('Utkast');
      expect(everyPageHasContent(text)).toBe(true);
      // The first checklist starts on the first page, under the company header.
      expect(text.split('\f')[0]).toContain('Mast og kjeder');
      // Pages 2 and on are headed with the title, the control number once.
      expect(text.split('\f')[1]).toMatch(new RegExp(`^\\s*Kontroll ${done.controlnumber}\\s*\\n`));
      const equipmentFile = await download(admin, onEquipment[0]!.file_guid);
      expect(equipmentFile.body.equals(file.body)).toBe(true);
      const told = (await notificationsOf(admin)).filter(
        (n) => n.moduleid === 20 && n.recordid === inspection.id,
      );
      expect(told).toEqual([expect.objectContaining({ status: 4 })]);
      // An archived inspection is final.
      const change = await admin.put(`inspections/${inspection.id}`, { version: done.version, remarks: 'x' });
      expect(change.status).toBe(400);
      expect(change.body.errors).toContainEqual({ field: 'id', message: 'inspectionArchived' });
      expect((await admin.post(`inspections/${inspection.id}/archive`, {})).status).toBe(400);
      expect((await admin.del('inspections', { ids: [inspection.id] })).status).toBe(400);
    });

    it('prints the inspection on one page when its only checklist has no answers', async () => {
      const { equipmentId } = await newEquipment();
      const form = await admin.post('forms', {
        name: `Enkel kontroll ${++seq}`,
        properties: [{ name: 'merknad', label: 'Merknad', type: 1, columns: 12 }],
      });
      expect(form.status, JSON.stringify(form.body)).toBe(200);
      const i = await create({
        equipment_id: equipmentId,
        date: addDays(today, -1),
        inspectedbyname: 'Kari Kontrollør',
        contactName: 'Ola Driftssjef',
        inspectorsignature: await pngSignature(),
      });
      await admin.put(`inspections/${i.id}`, { version: 1, status: 'approved', statuscomment: 'Alt OK' });
      const c = await admin.post('inspectionchecklists', { inspection_id: i.id, form_id: form.body.id });
      expect(c.status, JSON.stringify(c.body)).toBe(200);
      expect((await admin.post(`inspections/${i.id}/archive`, {})).status).toBe(200);
      const docs = (await admin.post('files/list', { moduleid: 20, record_id: i.id })).body.items as Row[];
      const file = await download(admin, docs[0]!.file_guid);
      const text = await pdfText(file.body);
      expect(text.split('\f').filter((p) => p.trim())).toHaveLength(1);
      expect(everyPageHasContent(text)).toBe(true);
      // The inspection's own block: control number, dates, status, who inspected and the contact.
      expect(text).toMatch(new RegExp(`Kontrollnummer\\s+Kontrolldato\\s+Status\\s+Neste kontroll`));
      expect(text).toMatch(new RegExp(`${i.controlnumber}\\s+\\d{2}\\.\\d{2}\\.\\d{4}\\s+Godkjent`));
      expect(text).toMatch(/Kari Kontrollør\s+Ola Driftssjef/);
      expect(text).toMatch(/Ikke kontrollert\s+Godkjent\s+Anne Administrator\s+Alt OK/);
    });

    it('refuses an inspection without checklists', async () => {
      const { equipmentId } = await newEquipment();
      const i = await create({ equipment_id: equipmentId });
      const r = await admin.post(`inspections/${i.id}/archive`, {});
      expect(r.status).toBe(400);
      expect(r.body.errors).toContainEqual({ field: 'id', message: 'inspectionHasNoChecklists' });
      expect((await admin.get('inspections/finalizing')).body.items).toEqual([]);
    });

    it('logs a failure, keeps it on the finalizing list, retries, tells the user after the last run', async () => {
      const { inspection } = await withChecklist();
      const folder = path.join(dataDir, 'files', String(demoTenant));
      const aside = `${folder}.aside`;
      if (existsSync(folder)) renameSync(folder, aside);
      writeFileSync(folder, 'not a folder');
      const data = { tenantId: demoTenant, inspectionId: inspection.id };
      const retry = () => runJob(ARCHIVE_JOB, data, { db: server.database.db });
      try {
        const r = await admin.post(`inspections/${inspection.id}/archive`, {});
        expect(r.status).toBe(200);
        let entry = (await admin.get('inspections/finalizing')).body.items as Row[];
        expect(entry).toEqual([expect.objectContaining({ inspection_id: inspection.id, attempts: 1 })]);
        expect(entry[0]!.lasterror).toBeTruthy();
        expect((await admin.get(`inspections/${inspection.id}`)).body).toMatchObject({
          archived: false,
          finalizing: true,
        });
        // While it is being retried, a second archive is refused.
        const twice = await admin.post(`inspections/${inspection.id}/archive`, {});
        expect(twice.body.errors).toContainEqual({ field: 'id', message: 'inspectionAlreadyFinalizing' });
        await expect(retry()).rejects.toThrow();
        const before = (await notificationsOf(admin)).filter(
          (n) => n.recordid === inspection.id && n.moduleid === 20,
        );
        expect(before).toEqual([]);
        await expect(retry()).rejects.toThrow();
        entry = (await admin.get('inspections/finalizing')).body.items as Row[];
        expect(entry[0]!.attempts).toBe(3);
        const failed = (await notificationsOf(admin)).filter(
          (n) => n.recordid === inspection.id && n.moduleid === 20,
        );
        expect(failed).toEqual([expect.objectContaining({ status: 3 })]);
      } finally {
        rmSync(folder, { force: true });
        if (existsSync(aside)) renameSync(aside, folder);
      }
      // Archiving again starts over, and now it works.
      const again = await admin.post(`inspections/${inspection.id}/archive`, {});
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      expect((await admin.get(`inspections/${inspection.id}`)).body.archived).toBe(true);
      expect((await admin.get('inspections/finalizing')).body.items).toEqual([]);
    });
  });

  describe('reports (spec 02 §2 "Report routes")', () => {
    it('/inspection_report lists by status, type, customer and period and exports XLSX', async () => {
      const { equipmentId, customerId: owner } = await newEquipment();
      const a = await create({
        equipment_id: equipmentId,
        date: '2025-06-01',
        status: 'approved',
        controlnumber: 'R-1',
      });
      await create({
        equipment_id: equipmentId,
        date: '2025-07-01',
        status: 'not_approved',
        controlnumber: 'R-2',
        nextinspection: addDays(today, 300),
      });
      const r = await admin.post('inspection_report/list', { customer_id: owner, status: 'approved' });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ total: 1, items: [expect.objectContaining({ id: a.id })] });
      expect(
        (await admin.post('inspection_report/list', { customer_id: owner, from: '2025-07-01' })).body.total,
      ).toBe(1);
      expect((await admin.post('inspection_report/list', { status: 'x' })).status).toBe(400);
      const res = await fetch(`${server.url}/api/inspection_report/xlsx`, {
        method: 'POST',
        headers: {
          ...admin.headers,
          'x-language': 'no',
          cookie: admin.cookie,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ customer_id: owner }),
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toContain('inspection_report.xlsx');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
      const sheet = book.worksheets[0]!;
      expect(sheet.getRow(1).getCell(1).value).toBe('Kontrollnummer');
      const rows = [2, 3].map((n) => sheet.getRow(n).values as unknown[]);
      expect(rows.map((v) => v[1])).toEqual(['R-2', 'R-1']);
      expect(rows[1]).toContain('01.06.2025');
      expect(rows[1]).toContain('Godkjent');
      expect(rows[0]).toContain('Ikke godkjent');
    });

    it('/equipment_lastinspection_report shows every equipment with its last inspection and exports XLSX', async () => {
      const { equipmentId, customerId: owner } = await newEquipment();
      const never = await admin.post('equipments', { name: 'Aldri kontrollert', customer_id: owner });
      await create({
        equipment_id: equipmentId,
        date: '2024-05-01',
        status: 'not_approved',
        controlnumber: 'L-1',
      });
      const last = await create({
        equipment_id: equipmentId,
        date: '2025-05-01',
        nextinspection: addDays(today, -3),
        status: 'approved',
        controlnumber: 'L-2',
      });
      const r = await admin.post('equipment_lastinspection_report/list', { customer_id: owner });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.total).toBe(2);
      expect(r.body.items).toEqual([
        expect.objectContaining({
          equipment_id: equipmentId,
          inspection_id: last.id,
          controlnumber: 'L-2',
          date: '2025-05-01',
          status: 'approved',
          displaystatus: 'overdue',
          nextinspection: addDays(today, -3),
        }),
        expect.objectContaining({ equipment_id: never.body.id, inspection_id: null, displaystatus: 'none' }),
      ]);
      const only = async (status: unknown) =>
        (
          (await admin.post('equipment_lastinspection_report/list', { customer_id: owner, status })).body
            .items as Row[]
        ).map((x) => x.equipment_id);
      expect(await only('none')).toEqual([never.body.id]);
      expect(await only('overdue')).toEqual([equipmentId]);
      expect(await only('approved')).toEqual([]);
      expect((await admin.post('equipment_lastinspection_report/list', { status: 'nope' })).status).toBe(400);
      // Every equipment of the tenant, only the tenant's.
      const all = (await admin.post('equipment_lastinspection_report/list', { limit: 1 })).body.total;
      const equipments = (await admin.post('equipments/list', { limit: 1, count: true })).body.total;
      expect(all).toBe(equipments);
      expect((await fjord.post('equipment_lastinspection_report/list', {})).body.total).toBe(1);
      const res = await fetch(`${server.url}/api/equipment_lastinspection_report/xlsx`, {
        method: 'POST',
        headers: { ...admin.headers, cookie: admin.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ customer_id: owner }),
      });
      expect(res.status).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
      const sheet = book.worksheets[0]!;
      expect(sheet.getRow(1).values).toContain('Last inspection');
      expect(sheet.getRow(2).values).toContain('L-2');
      expect(sheet.getRow(2).values).toContain('Overdue');
      expect(sheet.getRow(3).values).toContain('Never inspected');
    });
  });
});
