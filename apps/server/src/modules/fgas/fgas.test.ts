import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient, type TestServer, startTestServer } from '../../../test/test-app';
import { DB_KINDS } from '../../../test/test-db';
import { readSheet } from '../../platform/import-export/spreadsheet';

type Row = Record<string, any>;

const FGAS_FORM = {
  name: 'F-gass test',
  properties: [
    { name: 'lekkasje', label: 'Lekkasjekontroll', type: 30 },
    { name: 'fylling', label: 'Tapping og påfylling', type: 29 },
    { name: 'reparasjon', label: 'Reparasjon / avhending', type: 31 },
    { name: 'merknad', label: 'Merknad', type: 2 },
  ],
};

describe.each(DB_KINDS)('F-gas records and reports on %s', (kind) => {
  let server: TestServer;
  let admin: TestClient;
  let tech: TestClient;
  let fjord: TestClient;
  let formId: number;
  let customerId: number;
  let r404a: number;
  let r32: number;

  const newEquipment = async (name: string, fields: Row) => {
    const r = await admin.post('equipments', { name, customer_id: customerId, ...fields });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body as Row;
  };
  const newChecklist = async (equipmentId: number) => {
    const r = await admin.post('equipmentchecklists', { equipment_id: equipmentId, form_id: formId });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body as Row;
  };
  const records = async (checklistId: number) => {
    const r = await admin.get(`leakageordisposals/get_by_checklist_and_module/${checklistId}/3`);
    expect(r.status).toBe(200);
    return r.body as Row[];
  };
  const update = async (e: Row, fields: Row) => {
    const r = await admin.put(`equipments/${e.id}`, { ...fields, version: e.version });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body as Row;
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    [admin, tech, fjord] = await Promise.all(['admin', 'tech', 'fjordadmin'].map((u) => signedIn(server, u)));
    const f = await admin.post('forms', FGAS_FORM);
    expect(f.status, JSON.stringify(f.body)).toBe(200);
    formId = f.body.id;
    customerId = (await admin.post('customers', { name: 'Kjøl og Frys AS' })).body.id;
    const refs = (await admin.post('refrigerants/get_active', {})).body as Row[];
    r404a = refs.find((r) => r.name === 'R404A')!.id;
    r32 = refs.find((r) => r.name === 'R32')!.id;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('sets CO2e, the leak interval and the next check on the equipment at each threshold', async () => {
    // 2 kg R404A (GWP 3922) = 7.844 t: every 12 months, counted from the install date while no check is recorded.
    let e = await newEquipment('Kjølerom A', {
      refrigerant_id: r404a,
      refrigerantvolume: 2,
      installdate: '2024-01-15',
    });
    expect(e).toMatchObject({
      co2e: 7.844,
      leakinterval: 12,
      nextleakcheck: '2025-01-15',
      lastleakcheck: null,
    });
    e = await update(e, { leakdetectionsystem: true });
    expect(e).toMatchObject({ leakinterval: 24, nextleakcheck: '2026-01-15' });
    e = await update(e, { refrigerantvolume: 13, leakdetectionsystem: false }); // 50.986 t
    expect(e).toMatchObject({ co2e: 50.986, leakinterval: 6, nextleakcheck: '2024-07-15' });
    e = await update(e, { leakdetectionsystem: true });
    expect(e.leakinterval).toBe(12);
    e = await update(e, { refrigerantvolume: 130, leakdetectionsystem: false }); // 509.86 t
    expect(e).toMatchObject({ leakinterval: 3, nextleakcheck: '2024-04-15' });
    e = await update(e, { leakdetectionsystem: true });
    expect(e.leakinterval).toBe(6);
    // 1 kg R404A = 3.922 t, and 7 kg R32 = 4.725 t: below 5 t no check.
    e = await update(e, { refrigerantvolume: 1 });
    expect(e).toMatchObject({ co2e: 3.922, leakinterval: null, nextleakcheck: null });
    e = await update(e, { refrigerant_id: r32, refrigerantvolume: 7 });
    expect(e).toMatchObject({ co2e: 4.725, leakinterval: null });
    // The interval is the server's: a client cannot set it.
    const set = await admin.put(`equipments/${e.id}`, { leakinterval: 1, version: e.version });
    expect(set.status === 400 || set.body.leakinterval === null).toBe(true);
  });

  it('keeps the F-gas rows in step with the checklist on every save, and the leak check on the equipment', async () => {
    const e = await newEquipment('Kjølerom B', {
      refrigerant_id: r404a,
      refrigerantvolume: 2,
      installdate: '2024-01-15',
    });
    const c = await newChecklist(e.id);
    // An untouched checklist makes no record.
    expect(await records(c.id)).toEqual([]);
    let saved = await admin.put(`checklists/${c.id}`, {
      version: c.version,
      data: {
        lekkasje: { result: 'found', date: '2025-03-10', comment: 'Loddeskjøt' },
        fylling: { refrigerant: 'r-404a', added: '1,5', recovered: '0,5', date: '2025-03-10' },
        merknad: 'ok',
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    let rows = await records(c.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      checklist_id: c.id,
      module: 3,
      record_id: e.id,
      property_name: 'lekkasje',
      type: 'leakage',
      equipment_id: e.id,
      refrigerant: 'R404A', // the equipment's, as the answer names none
      leakresult: 'found',
      date: '2025-03-10',
      technician_name: 'Anne Administrator',
    });
    expect(JSON.parse(rows[0]!.data)).toEqual({ result: 'found', date: '2025-03-10', comment: 'Loddeskjøt' });
    expect(rows[1]).toMatchObject({
      type: 'drainandfill',
      refrigerant: 'R404A',
      refrigerant_id: r404a,
      added: 1.5,
      recovered: 0.5,
    });
    let eq = (await admin.get(`equipments/${e.id}`)).body;
    expect(eq).toMatchObject({ lastleakcheck: '2025-03-10', nextleakcheck: '2026-03-10', leakinterval: 12 });

    // A later save replaces the rows: the fill removed, the check moved.
    saved = await admin.put(`checklists/${c.id}`, {
      version: saved.body.version,
      data: { lekkasje: { result: 'none', date: '2025-04-01' } },
    });
    expect(saved.status).toBe(200);
    rows = await records(c.id);
    expect(rows.map((r) => [r.type, r.leakresult, r.date])).toEqual([['leakage', 'none', '2025-04-01']]);
    eq = (await admin.get(`equipments/${e.id}`)).body;
    expect(eq).toMatchObject({ lastleakcheck: '2025-04-01', nextleakcheck: '2026-04-01' });

    // A stale save and bad data change nothing.
    const stale = await admin.put(`checklists/${c.id}`, {
      version: 1,
      data: { lekkasje: { result: 'found' } },
    });
    expect(stale.status).toBe(412);
    const bad = await admin.put(`checklists/${c.id}`, { version: saved.body.version, data: '{not json' });
    expect(bad.status).toBe(400);
    expect((await records(c.id)).map((r) => r.date)).toEqual(['2025-04-01']);

    // Completing keeps them; a leak detection system set later doubles the interval from the same check.
    expect((await admin.post(`checklists/${c.id}/complete`, {})).status).toBe(200);
    expect(await records(c.id)).toHaveLength(1);
    const after = await update(eq, { leakdetectionsystem: true });
    expect(after).toMatchObject({ leakinterval: 24, nextleakcheck: '2027-04-01' });

    // Equipment with F-gas records is kept (the regulation wants the records).
    const del = await admin.del('equipments', { ids: [e.id] });
    expect(del.status).toBe(400);
    expect(del.body.errors).toEqual([{ field: 'ids', message: 'inUse' }]);

    // Removing the checklist removes its rows (the equipment keeps its last check).
    expect((await admin.del('equipmentchecklists', { ids: [c.id] })).status).toBe(200);
    const list = await admin.post('drainfill_reports/list', { equipment_id: e.id });
    expect(list.body.total).toBe(0);
  });

  it("puts an order checklist's records on the order's only equipment, or the one the answer names", async () => {
    const a = await newEquipment('Varmepumpe ordre A', { refrigerant_id: r404a, refrigerantvolume: 2 });
    const b = await newEquipment('Varmepumpe ordre B', { refrigerant_id: r404a, refrigerantvolume: 2 });
    const order = async (ids: number[]) => {
      const o = await admin.post('orders', {
        customer_id: customerId,
        description: 'F-gass',
        equipment_ids: ids,
      });
      expect(o.status, JSON.stringify(o.body)).toBe(200);
      const c = await admin.post('orderchecklists', { order_id: o.body.id, form_id: formId });
      expect(c.status).toBe(200);
      return c.body as Row;
    };
    const one = await order([a.id]);
    await admin.put(`checklists/${one.id}`, {
      version: one.version,
      data: { lekkasje: { result: 'none', date: '2025-06-01' } },
    });
    const rowsOne = (await admin.get(`leakageordisposals/get_by_checklist_and_module/${one.id}/1`)).body;
    expect(rowsOne).toMatchObject([{ module: 1, equipment_id: a.id, refrigerant: 'R404A' }]);
    expect((await admin.get(`equipments/${a.id}`)).body.nextleakcheck).toBe('2026-06-01');
    const two = await order([a.id, b.id]);
    await admin.put(`checklists/${two.id}`, {
      version: two.version,
      data: {
        lekkasje: { result: 'none', date: '2025-06-02', equipment_id: b.id },
        fylling: { refrigerant: 'R32', added: '1' },
      },
    });
    const rowsTwo = (await admin.get(`leakageordisposals/get_by_checklist_and_module/${two.id}/1`)).body;
    expect(rowsTwo.map((r: Row) => [r.type, r.equipment_id, r.refrigerant])).toEqual([
      ['leakage', b.id, 'R404A'],
      ['drainandfill', null, 'R32'],
    ]);
    // The fill-in screen's equipment picker stores the chosen equipment with the answer: the fill is counted on A;
    // an id that is not one of the order's equipment (another order's, another tenant's) is counted on none.
    const stranger = await newEquipment('Varmepumpe annen ordre', { refrigerant_id: r404a });
    const again = await admin.put(`checklists/${two.id}`, {
      version: two.version + 1,
      data: {
        lekkasje: { result: 'none', date: '2025-06-02', equipment_id: stranger.id },
        fylling: { added: '1,5', date: '2025-06-03', equipment_id: a.id },
      },
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(JSON.parse((await admin.get(`checklists/${two.id}`)).body.data).fylling.equipment_id).toBe(a.id);
    const rowsAgain = (await admin.get(`leakageordisposals/get_by_checklist_and_module/${two.id}/1`)).body;
    expect(rowsAgain.map((r: Row) => [r.type, r.equipment_id, r.refrigerant, r.added])).toEqual([
      ['leakage', null, null, null],
      ['drainandfill', a.id, 'R404A', 1.5],
    ]);
    const report = await admin.post('f_gas_reports/list', {
      from: '2025-06-01',
      to: '2025-06-30',
      equipment_id: a.id,
    });
    expect(report.body.items).toEqual([expect.objectContaining({ equipment_id: a.id, added: 1.5 })]);
    const onB = await admin.post('f_gas_reports/list', {
      from: '2025-06-01',
      to: '2025-06-30',
      equipment_id: b.id,
    });
    expect(onB.body.items).toEqual([
      expect.objectContaining({ equipment_id: b.id, added: 0, leakchecks: 0 }),
    ]);
  });

  it('reports per period with totals and exports them as XLSX', async () => {
    const e = await newEquipment('Kjølerom C', {
      number: 'FG-1',
      refrigerant_id: r404a,
      refrigerantvolume: 3,
      installdate: '2023-06-01',
    });
    const c = await newChecklist(e.id);
    const s = await admin.put(`checklists/${c.id}`, {
      version: c.version,
      data: {
        lekkasje: { result: 'found', date: '2025-05-02' },
        fylling: { added: '2', recovered: '0,5', date: '2025-05-02', comment: 'Etterfylt' },
        reparasjon: { action: 'repair', recovered: '1', date: '2025-05-03' },
      },
    });
    expect(s.status).toBe(200);
    const period = { from: '2025-01-01', to: '2025-12-31', equipment_id: e.id };
    const fgas = await admin.post('f_gas_reports/list', period);
    expect(fgas.status, JSON.stringify(fgas.body)).toBe(200);
    expect(fgas.body.total).toBe(1);
    expect(fgas.body.items[0]).toMatchObject({
      equipment_id: e.id,
      equipmentname: 'Kjølerom C',
      customername: 'Kjøl og Frys AS',
      refrigerantname: 'R404A',
      gwp: 3922,
      charge: 3,
      co2e: 11.766,
      added: 2,
      recovered: 1.5,
      addedco2e: 7.844,
      leakchecks: 1,
      leaksfound: 1,
      leakinterval: 12,
      lastleakcheck: '2025-05-02',
      nextleakcheck: '2026-05-02',
    });
    expect(fgas.body.totals).toMatchObject({ charge: 3, co2e: 11.766, added: 2, recovered: 1.5 });
    // Another period: the equipment is listed with its charge, nothing added.
    const other = await admin.post('f_gas_reports/list', { ...period, from: '2026-01-01', to: '2026-12-31' });
    expect(other.body.items[0]).toMatchObject({ added: 0, recovered: 0, leakchecks: 0, co2e: 11.766 });

    const df = await admin.post('drainfill_reports/list', period);
    expect(df.status).toBe(200);
    expect(df.body.items).toHaveLength(1);
    expect(df.body.items[0]).toMatchObject({
      date: '2025-05-02',
      equipmentname: 'Kjølerom C',
      refrigerantname: 'R404A',
      added: 2,
      recovered: 0.5,
      co2e: 7.844,
      technician: 'Anne Administrator',
      checklistname: 'F-gass test',
      comment: 'Etterfylt',
    });
    expect(df.body.totals).toEqual({ added: 2, recovered: 0.5, co2e: 7.844 });
    expect((await admin.post('drainfill_reports/list', { ...period, to: '2025-05-01' })).body.total).toBe(0);

    const q = `equipment_id=${e.id}&from=2025-01-01&to=2025-12-31`;
    const res = await fetch(`${server.url}/api/f_gas_reports/export?${q}&language=en`, {
      headers: { ...admin.headers, cookie: admin.cookie },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const sheet = await readSheet(Buffer.from(await res.arrayBuffer()), 'xlsx');
    expect(sheet.header).toContain('Charge (kg)');
    expect(sheet.header).toContain('t CO₂e');
    const [row, total] = sheet.rows.map((r) => r.cells);
    const col = (name: string) => sheet.header.indexOf(name);
    expect(row![col('Equipment')]).toBe('Kjølerom C');
    expect(row![col('t CO₂e')]).toBe(11.766);
    expect(row![col('Added (kg)')]).toBe(2);
    expect(total![0]).toBe('Total');
    const dfx = await fetch(`${server.url}/api/drainfill_reports/export?${q}&language=no`, {
      headers: { ...admin.headers, cookie: admin.cookie },
    });
    expect(dfx.status).toBe(200);
    const dsheet = await readSheet(Buffer.from(await dfx.arrayBuffer()), 'xlsx');
    expect(dsheet.header).toContain('Påfylt (kg)');
    expect(dsheet.rows).toHaveLength(2);
  });

  it('has demo records in both reports', async () => {
    const fgas = (await admin.post('f_gas_reports/list', {})).body;
    expect(fgas.items.some((r: Row) => r.leakchecks > 0 && r.nextleakcheck)).toBe(true);
    const df = (await admin.post('drainfill_reports/list', {})).body;
    expect(df.total).toBeGreaterThanOrEqual(3);
    expect(df.items.every((r: Row) => r.technician === 'Terje Tekniker' || r.technician)).toBe(true);
  });

  it('refuses bad filters with 400 problem+json and the field', async () => {
    const cases: [Row, string, string][] = [
      [{ from: 'igår' }, 'from', 'invalidDate'],
      [{ from: '2025-02-01', to: '2025-01-01' }, 'to', 'invalidDate'],
      [{ limit: 100_000 }, 'limit', 'outOfRange'],
      [{ equipment_id: -1 }, 'equipment_id', 'invalidData'],
    ];
    for (const report of ['f_gas_reports', 'drainfill_reports']) {
      for (const [body, field, message] of cases) {
        const r = await admin.post(`${report}/list`, body);
        expect(r.status, JSON.stringify(body)).toBe(400);
        expect(r.headers.get('content-type')).toContain('application/problem+json');
        expect(r.body.errors).toContainEqual(expect.objectContaining({ field, message }));
      }
      expect((await admin.post(`${report}/list`, { nonsense: 1 })).status).toBe(400);
      expect((await admin.get(`${report}/export?customer_id=abc`)).status).toBe(400);
    }
  });

  it("keeps another tenant's records and ids out (404) and needs the report permission", async () => {
    const e = await newEquipment('Kjølerom D', { refrigerant_id: r404a, refrigerantvolume: 2 });
    for (const report of ['f_gas_reports', 'drainfill_reports']) {
      expect((await fjord.post(`${report}/list`, { equipment_id: e.id })).status).toBe(404);
      expect((await fjord.post(`${report}/list`, { customer_id: customerId })).status).toBe(404);
      expect((await fjord.post(`${report}/list`, { refrigerant_id: r404a })).status).toBe(404);
      expect((await fjord.get(`${report}/export?equipment_id=${e.id}`)).status).toBe(404);
      const own = (await fjord.post(`${report}/list`, {})).body;
      expect(own.items.some((r: Row) => r.equipment_id === e.id)).toBe(false);
      // The demo technician has no report permission.
      expect((await tech.post(`${report}/list`, {})).status).toBe(403);
    }
    expect((await admin.get(`equipments/${e.id}`)).body.co2e).toBe(7.844);
  });
});
