import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient, type TestServer, startTestServer } from '../../../test/test-app';
import { DB_KINDS } from '../../../test/test-db';
import { withPlatform, withTenant } from '../../db/tenant';
import { tenants } from '../../platform/tenants/tenants.table';
import { readSheet } from '../../platform/import-export/spreadsheet';
import { lineNet } from '@suite/shared/orders/line-totals';
import { orderlines, orders } from '../orders/orders.table';

type Project = Record<string, any> & { id: number; version: number };

describe.each(DB_KINDS)('projects on %s', (kind) => {
  let server: TestServer;
  let admin: TestClient;
  let office: TestClient;
  let tech: TestClient;
  let fjord: TestClient;
  let customerId: number;
  let demoTenant: number;
  let fjordProjectId: number;

  beforeAll(async () => {
    server = await startTestServer(kind);
    [admin, office, tech, fjord] = await Promise.all(
      ['admin', 'office', 'tech', 'fjordadmin'].map((u) => signedIn(server, u)),
    );
    customerId = (await admin.post('customers', { name: 'Prosjektkunde AS' })).body.id;
    const [demo] = await withPlatform(server.database.db, (tx) =>
      tx.select().from(tenants).where(eq(tenants.domain, 'demo')),
    );
    demoTenant = demo!.id;
    fjordProjectId = (await fjord.post('projects', { name: 'Fjord prosjekt' })).body.id;
  });
  afterAll(() => server.close());

  const count = async () => (await admin.post('projects/list', { count: true })).body.total as number;

  /** An order of the customer in the project with lines, made in the database (orders are another module's). */
  async function orderWithLines(
    projectId: number,
    lines: { quantity: string; unitprice: string; costprice: string; discount?: string }[],
    budget?: string,
  ) {
    return withTenant(server.database.db, demoTenant, async (tx) => {
      const all = await tx.select({ n: orders.ordernumber }).from(orders);
      const next = Math.max(90000, ...all.map((o) => o.n)) + 1;
      const [order] = await tx
        .insert(orders)
        .values({
          tenantId: demoTenant,
          ordernumber: next,
          customer_id: customerId,
          status: 3,
          project_id: projectId,
          budget: budget ?? null,
        })
        .returning({ id: orders.id });
      for (const [i, l] of lines.entries()) {
        await tx.insert(orderlines).values({
          tenantId: demoTenant,
          order_id: order!.id,
          position: i,
          name: `Linje ${i + 1}`,
          quantity: l.quantity,
          unitprice: l.unitprice,
          discount: l.discount ?? '0',
          tax: '25',
          costprice: l.costprice,
          net: lineNet(l),
        });
      }
      return order!.id;
    });
  }

  it('lists the demo projects, newest number first, with customer, leader and status names', async () => {
    const page = await admin.post('projects/list', { count: true });
    expect(page.status).toBe(200);
    expect(page.body.total).toBeGreaterThanOrEqual(2);
    const names = page.body.items.map((p: Project) => p.name);
    expect(names).toContain('Rehab kjøleanlegg 2026');
    const rehab = page.body.items.find((p: Project) => p.name === 'Rehab kjøleanlegg 2026');
    expect(rehab).toMatchObject({
      projectnumber: 1001,
      statusname: 'Pågår',
      responsiblename: 'Anne Administrator',
    });
    expect(rehab.customername).toBeTruthy();
    const searched = await admin.post('projects/list', { search: 'varmepumper' });
    expect(searched.body.items.map((p: Project) => p.name)).toEqual(['Varmepumper skoler 2027']);
    const byStatus = await admin.post('projects/list', { match: { status: 1 } });
    expect(byStatus.body.items.every((p: Project) => p.status === 1)).toBe(true);
  });

  it('creates a project with the next number and the default status, and refuses a heading over 30 characters', async () => {
    const before = await count();
    const long = await admin.post('projects', { name: 'x'.repeat(31), customer_id: customerId });
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual([{ field: 'name', message: 'maxCharacters', params: { max: 30 } }]);
    const blank = await admin.post('projects', { name: '   ' });
    expect(blank.body.errors).toEqual([{ field: 'name', message: 'required' }]);
    expect(await count()).toBe(before);

    const exactly30 = 'Oppgradering av ventilasjon 30';
    expect(exactly30).toHaveLength(30);
    const created = await admin.post('projects', {
      name: exactly30,
      customer_id: customerId,
      startdate: '01.03.2027',
      enddate: '2027-06-30',
      budget: '125 000,50',
      hoursestimate: '80,5',
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      name: exactly30,
      status: 1,
      statusname: 'Kladd',
      startdate: '2027-03-01',
      enddate: '2027-06-30',
      budget: '125000.50',
      hoursestimate: '80.50',
      customername: 'Prosjektkunde AS',
      version: 1,
    });
    const numbers = (await admin.post('projects/list', { limit: 500 })).body.items.map(
      (p: Project) => p.projectnumber,
    );
    expect(created.body.projectnumber).toBe(Math.max(...numbers));
  });

  it('gives projects created at the same time different numbers', async () => {
    const made = await Promise.all(
      Array.from({ length: 6 }, (_, i) => admin.post('projects', { name: `Samtidig ${i}` })),
    );
    expect(made.every((r) => r.status === 200)).toBe(true);
    const numbers = made.map((r) => r.body.projectnumber);
    expect(new Set(numbers).size).toBe(6);
  });

  it('refuses a status outside the project status list or switched off, and an end before the start', async () => {
    const unknown = await admin.post('projects', { name: 'Feil status', status: 99 });
    expect(unknown.body.errors).toEqual([{ field: 'status', message: 'unknownStatus' }]);
    const reversed = await admin.post('projects', {
      name: 'Baklengs',
      startdate: '2027-05-01',
      enddate: '2027-04-01',
    });
    expect(reversed.body.errors).toEqual([{ field: 'enddate', message: 'endBeforeStart' }]);
    const p = (await admin.post('projects', { name: 'Dato senere', startdate: '2027-05-01' }))
      .body as Project;
    const put = await admin.put(`projects/${p.id}`, { enddate: '2027-01-01', version: p.version });
    expect(put.body.errors).toEqual([{ field: 'enddate', message: 'endBeforeStart' }]);
    // A status item switched off in settings cannot be chosen any more.
    const list = (await admin.post('projectstatuslists/list', { match: { status: 7 } })).body.items[0];
    await admin.put(`projectstatuslists/${list.id}`, { isactive: false, version: list.version });
    const off = await admin.put(`projects/${p.id}`, { status: 7, version: p.version });
    expect(off.body.errors).toEqual([{ field: 'status', message: 'unknownStatus' }]);
    const ok = await admin.put(`projects/${p.id}`, { status: 3, version: p.version });
    expect(ok.body).toMatchObject({ status: 3, statusname: 'Pågår', version: p.version + 1 });
  });

  it('updates with the version read, refuses a stale one with 412, and takes back what GET answered', async () => {
    const p = (await admin.post('projects', { name: 'Versjon', customer_id: customerId })).body as Project;
    const read = (await admin.get(`projects/${p.id}`)).body;
    const back = await admin.put(`projects/${p.id}`, { ...read, description: 'Endret' });
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ description: 'Endret', version: 2, projectnumber: p.projectnumber });
    const stale = await admin.put(`projects/${p.id}`, { ...read, name: 'Gammel' });
    expect(stale.status).toBe(412);
    expect((await admin.get(`projects/${p.id}`)).body.name).toBe('Versjon');
    const unknown = await admin.put(`projects/${p.id}`, { nosuchfield: 1, version: 2 });
    expect(unknown.status).toBe(400);
  });

  it('sums its orders on the dashboard: lines, cost, margin and what is left of the budget, exactly', async () => {
    const p = (await admin.post('projects', { name: 'Dashbord', customer_id: customerId, budget: 10000 }))
      .body as Project;
    const empty = (await admin.get(`projects/${p.id}/dashboard`)).body;
    expect(empty).toMatchObject({
      ordercount: 0,
      net: '0.00',
      cost: '0.00',
      margin: '0.00',
      remaining: '10000.00',
      hours: null,
    });
    await orderWithLines(
      p.id,
      [
        { quantity: '3', unitprice: '33.333', costprice: '20', discount: '10' }, // net 90.00, cost 60.00
        { quantity: '1.5', unitprice: '149.90', costprice: '100.10' }, // net 224.85, cost 150.15
      ],
      '5000',
    );
    await orderWithLines(p.id, [{ quantity: '2', unitprice: '0.125', costprice: '0.05' }]); // net 0.25, cost 0.10
    const dash = (await admin.get(`projects/${p.id}/dashboard`)).body;
    expect(dash).toMatchObject({
      ordercount: 2,
      openordercount: 2,
      budget: '10000.00',
      orderbudget: '5000.00',
      net: '315.10',
      cost: '210.25',
      margin: '104.85',
      marginpercent: '33.28',
      remaining: '9684.90',
    });
    const tab = (await admin.get(`projects/${p.id}/orders`)).body;
    expect(tab).toHaveLength(2);
    expect(tab.map((o: { net: string }) => o.net).sort()).toEqual(['0.25', '314.85']);
    expect(tab[0]).toMatchObject({ customername: 'Prosjektkunde AS', statusname: 'Pågår' });
  });

  it('does not delete a project that has orders, and deletes one that has none', async () => {
    const withOrders = (await admin.post('projects', { name: 'Har ordre', customer_id: customerId }))
      .body as Project;
    await orderWithLines(withOrders.id, []);
    const refused = await admin.del('projects', { ids: [withOrders.id] });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ field: 'ids', message: 'inUse' }]);
    expect((await admin.get(`projects/${withOrders.id}`)).status).toBe(200);
    const empty = (await admin.post('projects', { name: 'Tomt' })).body as Project;
    const gone = await admin.del('projects', { ids: [empty.id] });
    expect(gone.body).toEqual({ deleted: [empty.id] });
    expect((await admin.get(`projects/${empty.id}`)).status).toBe(404);
  });

  it("answers another tenant's project as not found and never changes it", async () => {
    expect((await admin.get(`projects/${fjordProjectId}`)).status).toBe(404);
    expect((await admin.get(`projects/${fjordProjectId}/dashboard`)).status).toBe(404);
    expect((await admin.get(`projects/${fjordProjectId}/orders`)).status).toBe(404);
    expect((await admin.put(`projects/${fjordProjectId}`, { name: 'Kapret', version: 1 })).status).toBe(404);
    expect((await admin.del('projects', { ids: [fjordProjectId] })).body).toEqual({ deleted: [] });
    const theirs = (await fjord.get(`projects/${fjordProjectId}`)).body;
    expect(theirs).toMatchObject({ name: 'Fjord prosjekt', version: 1 });
    expect((await admin.post('projects/list', { search: 'Fjord prosjekt' })).body.items).toEqual([]);
    // A customer of another tenant is not a customer here.
    const fjordCustomer = (await fjord.post('customers', { name: 'Fjordkunde AS' })).body.id;
    const foreign = await admin.post('projects', { name: 'Fremmed kunde', customer_id: fjordCustomer });
    expect(foreign.body.errors).toEqual([{ field: 'customer_id', message: 'invalidData' }]);
  });

  it('refuses users without the projects permissions, and technicians any change', async () => {
    const p = (await admin.post('projects', { name: 'Tilgang' })).body as Project;
    for (const client of [office, tech]) {
      expect((await client.post('projects/list', {})).status).toBe(403);
      expect((await client.get(`projects/${p.id}`)).status).toBe(403);
      expect((await client.post('projects', { name: 'Nei' })).status).toBe(403);
      expect((await client.put(`projects/${p.id}`, { name: 'Nei', version: 1 })).status).toBe(403);
      expect((await client.del('projects', { ids: [p.id] })).status).toBe(403);
      expect((await client.post('project_reports/list', {})).status).toBe(403);
    }
    expect((await admin.get(`projects/${p.id}`)).body.version).toBe(1);
  });

  it('answers bad input with 400 on the field and changes nothing', async () => {
    const p = (await admin.post('projects', { name: 'Uendret', budget: 100 })).body as Project;
    const before = await count();
    const bad: [string, string, unknown, string][] = [
      ['POST', 'projects', { name: 'A', budget: 'mange' }, 'budget'],
      ['POST', 'projects', { name: 'A', budget: -5 }, 'budget'],
      ['POST', 'projects', { name: 'A', hourdiscount: 150 }, 'hourdiscount'],
      ['POST', 'projects', { name: 'A', startdate: '31.02.2027' }, 'startdate'],
      ['POST', 'projects', { name: 'A', customer_id: 'x' }, 'customer_id'],
      ['POST', 'projects', { name: 'A', customer_id: 999999999 }, 'customer_id'],
      ['POST', 'projects', { name: 'A', responsible_id: 999999999 }, 'responsible_id'],
      ['POST', 'projects', { name: 'A', status: 'open' }, 'status'],
      ['POST', 'projects', { name: 'A', nosuchfield: 1 }, 'nosuchfield'],
      ['POST', 'projects', { name: 42 }, 'name'],
      ['PUT', `projects/${p.id}`, { budget: 'x', version: p.version }, 'budget'],
      ['PUT', `projects/${p.id}`, { name: '', version: p.version }, 'name'],
      ['PUT', `projects/${p.id}`, { name: 'B' }, 'version'],
      ['PUT', 'projects/abc', { version: 1 }, 'id'],
      ['GET', 'projects/abc', undefined, 'id'],
      ['POST', 'projects/list', { sort: { nosuch: 1 } }, 'sort'],
      ['POST', 'projects/list', { limit: 100000 }, 'limit'],
      ['POST', 'projects/list', { match: { name: 'x' } }, 'match'],
      ['POST', 'project_reports/list', { from: '2027-13-01' }, 'from'],
      ['POST', 'budget_reports/list', { status: 'x' }, 'status'],
      ['GET', 'budget_reports/export?status=x', undefined, 'status'],
      ['GET', 'project_reports/export?customer_id=-1', undefined, 'customer_id'],
      ['GET', 'project_reports/export?nosuch=1', undefined, 'nosuch'],
      ['DELETE', 'projects', { ids: [] }, 'ids'],
    ];
    for (const [method, path, body, field] of bad) {
      const r = await admin.request(method, path, body);
      expect(r.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
      expect(r.headers.get('content-type')).toMatch(/problem\+json/);
      expect(JSON.stringify(r.body.errors), `${method} ${path}`).toContain(field);
    }
    expect(await count()).toBe(before);
    expect((await admin.get(`projects/${p.id}`)).body).toMatchObject({
      name: 'Uendret',
      budget: '100.00',
      version: 1,
    });
  });

  it('reports budget against actual per project, filtered, and exports the report to Excel', async () => {
    const p = (
      await admin.post('projects', { name: 'Rapportprosjekt', customer_id: customerId, budget: 1000 })
    ).body as Project;
    await orderWithLines(p.id, [{ quantity: '2', unitprice: '250', costprice: '100' }]);
    const rows = (await admin.post('project_reports/list', { customer_id: customerId, search: 'Rapport' }))
      .body;
    expect(rows).toEqual([
      expect.objectContaining({
        id: p.id,
        name: 'Rapportprosjekt',
        ordercount: 1,
        budget: '1000.00',
        net: '500.00',
        cost: '200.00',
        margin: '300.00',
        marginpercent: '60.00',
        budgetusedpercent: '50.00',
        remaining: '500.00',
      }),
    ]);
    const budget = (await admin.post('budget_reports/list', { search: 'Rapportprosjekt' })).body;
    expect(budget).toHaveLength(1);
    // Period filter: a project starting after the period is not in it.
    await admin.put(`projects/${p.id}`, { startdate: '2030-01-01', version: p.version });
    expect((await admin.post('project_reports/list', { search: 'Rapport', to: '2029-12-31' })).body).toEqual(
      [],
    );

    const res = await fetch(`${server.url}/api/project_reports/export?language=no&search=Rapport`, {
      headers: { cookie: admin.cookie, 'x-client-version': '1.42' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/project_reports-\d{4}-\d{2}-\d{2}\.xlsx/);
    const sheet = await readSheet(Buffer.from(await res.arrayBuffer()), 'xlsx');
    expect(sheet.header).toContain('Prosjektnr.');
    expect(sheet.header).toContain('Budsjett');
    const row = sheet.rows[0]!.cells;
    expect(row[1]).toBe('Rapportprosjekt');
    expect(row[sheet.header.indexOf('Solgt')]).toBe(500);
  });

  it('is refused when the tenant has switched the projects module off', async () => {
    const cfg = (await admin.get('systemconfiguration')).body;
    const off = await admin.put('systemconfiguration', {
      enabledmodules: cfg.enabledmodules.filter((m: string) => m !== 'projects'),
      version: cfg.version,
    });
    expect(off.status).toBe(200);
    expect((await admin.post('projects/list', {})).status).toBe(403);
    const on = await admin.put('systemconfiguration', {
      enabledmodules: cfg.enabledmodules,
      version: off.body.version,
    });
    expect(on.status).toBe(200);
    expect((await admin.post('projects/list', {})).status).toBe(200);
  });
});
