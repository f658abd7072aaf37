import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient, type TestServer, startTestServer } from '../../../test/test-app';
import { DB_KINDS } from '../../../test/test-db';

type Cell = string | number | boolean | null;

async function xlsx(rows: Cell[][]): Promise<string> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Kunder');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
}

const csv = (rows: Cell[][], delimiter = ';') =>
  Buffer.from(
    `\uFEFF${rows.map((r) => r.map((c) => (c === null ? '' : `"${String(c).replace(/"/g, '""')}"`)).join(delimiter)).join('\r\n')}\r\n`,
  ).toString('base64');

/** The raw bytes of a download (the test client reads bodies as text). */
async function download(server: TestServer, client: TestClient, path: string) {
  const res = await fetch(`${server.url}/api/${path}`, {
    headers: { cookie: client.cookie, ...client.headers },
  });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function readXlsx(bytes: Buffer): Promise<Cell[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: Cell[][] = [];
  wb.worksheets[0]!.eachRow((row) => rows.push((row.values as Cell[]).slice(1)));
  return rows;
}

describe.each(DB_KINDS)('customer and contact import and export on %s', (kind) => {
  let server: TestServer;
  let admin: TestClient;
  let tech: TestClient;
  let fjord: TestClient;
  beforeAll(async () => {
    server = await startTestServer(kind);
    [admin, tech, fjord] = await Promise.all(['admin', 'tech', 'fjordadmin'].map((u) => signedIn(server, u)));
  });
  afterAll(() => server.close());

  const total = async (what = 'customers', c: TestClient = admin) =>
    (await c.post(`${what}/list`, { count: true })).body.total as number;

  it('imports an XLSX file, giving customers without a number the next ones', async () => {
    const before = await total();
    const content = await xlsx([
      [
        'Navn',
        'Organisasjonsnummer',
        'E-post',
        'Betalingsbetingelser (dager)',
        'Rabatt timer (%)',
        'Leverandør',
      ],
      ['Tromsø Kulde AS', '923 609 016', 'post@tromsokulde.no', 30, 10, 'Nei'],
      ['Bodø Rør AS', null, null, '14', '7,5', 'ja'],
    ]);
    const r = await admin.post('customers/import', { filename: 'kunder.xlsx', content });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toEqual({ created: 2, updated: 0 });
    expect(await total()).toBe(before + 2);
    const found = (await admin.post('customers/list', { search: 'Bodø Rør', limit: 5 })).body.items[0];
    expect(found).toMatchObject({ paymentterms: 14, discounthours: 7.5, issupplier: true });
    expect(found.customernumber).toBeGreaterThanOrEqual(10001);
    const tromso = (await admin.post('customers/list', { search: 'Tromsø Kulde', limit: 5 })).body.items[0];
    expect(tromso.organizationnumber).toBe('923609016');
  });

  it('imports a CSV with semicolons and decimal commas, header names in any language', async () => {
    const content = csv([
      ['name', 'Customer number', 'Rabatt materiell (%)', 'Mobil'],
      ['Ålesund Ventilasjon AS', '55001', '12,5', '+47 900 11 222'],
    ]);
    const r = await admin.post('customers/import', { filename: 'kunder.csv', content });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const c = (await admin.post('customers/list', { match: { customernumber: 55001 } })).body.items[0];
    expect(c).toMatchObject({
      name: 'Ålesund Ventilasjon AS',
      discountsupplies: 12.5,
      // issue 12: the import stores phone numbers normalised like every write path.
      mobile: '+4790011222',
    });
  });

  it('refuses a file with bad rows, naming each row and reason, and imports nothing', async () => {
    const before = await total();
    const content = await xlsx([
      ['Navn', 'Organisasjonsnummer', 'E-post', 'Betalingsbetingelser (dager)'],
      ['God Kunde AS', null, 'post@god.no', 30],
      ['Feil Orgnr AS', '923609017', null, 30],
      [null, null, 'ikke-epost', 31],
    ]);
    const r = await admin.post('customers/import', { filename: 'kunder.xlsx', content });
    expect(r.status).toBe(400);
    expect(r.body.detail).toBe('importFailed');
    expect(r.body.errors).toEqual([
      { row: 3, field: 'organizationnumber', message: 'invalidOrganizationNumber' },
      { row: 4, field: 'name', message: 'required' },
      { row: 4, field: 'email', message: 'invalidEmail' },
      { row: 4, field: 'paymentterms', message: 'invalidData' },
    ]);
    expect(await total()).toBe(before);
  });

  it('refuses a file whose rows collide with each other or with existing customers, importing nothing', async () => {
    const before = await total();
    const existing = (
      await admin.post('customers', { name: 'Har Orgnr AS', organizationnumber: '974760673' })
    ).body;
    const content = csv(
      [
        ['name', 'organizationnumber'],
        ['Ny Kunde AS', null],
        ['Kopi AS', '974 760 673'],
      ],
      ',',
    );
    const r = await admin.post('customers/import', { filename: 'kunder.csv', content });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ row: 3, field: 'organizationnumber', message: 'alreadyExists' }]);
    expect(await total()).toBe(before + 1);
    expect(existing.id).toBeGreaterThan(0);
  });

  it('refuses unknown columns, unreadable files and wrong file types', async () => {
    const unknown = await admin.post('customers/import', {
      filename: 'kunder.csv',
      content: csv([
        ['name', 'skostørrelse'],
        ['X AS', '42'],
      ]),
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([{ row: 1, field: 'skostørrelse', message: 'unknownField' }]);
    const garbage = await admin.post('customers/import', {
      filename: 'kunder.xlsx',
      content: Buffer.from('dette er ikke et regneark').toString('base64'),
    });
    expect(garbage.status).toBe(400);
    expect(garbage.body.errors).toEqual([{ row: 0, field: 'file', message: 'unreadableFile' }]);
    const empty = await admin.post('customers/import', { filename: 'kunder.csv', content: csv([['name']]) });
    expect(empty.body.errors).toEqual([{ row: 0, field: 'file', message: 'noRows' }]);
    const pdf = await admin.post('customers/import', { filename: 'kunder.pdf', content: 'AAAA' });
    expect(pdf.status).toBe(400);
    expect(pdf.body.errors).toEqual([{ field: 'filename', message: 'invalidFileType' }]);
    expect((await admin.post('customers/import', { filename: 'x.csv' })).status).toBe(400);
    expect((await admin.post('customers/import', { filename: 'x.csv', content: '!!!' })).status).toBe(400);
  });

  it('exports customers as XLSX with headers in the asked language, and the file imports back unchanged', async () => {
    const file = await download(server, admin, 'customers/export?format=xlsx&language=no');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
    expect(file.headers.get('content-disposition')).toMatch(
      /attachment; filename="customers-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const rows = await readXlsx(file.bytes);
    expect(rows[0]!.slice(0, 4)).toEqual(['ID', 'Navn', 'Kundenummer', 'Organisasjonsnummer']);
    const before = await total();
    expect(rows.length - 1).toBe(before);
    const r = await admin.post('customers/import', {
      filename: 'export.xlsx',
      content: file.bytes.toString('base64'),
    });
    expect(r.status, JSON.stringify(r.body).slice(0, 500)).toBe(200);
    expect(r.body).toEqual({ created: 0, updated: before });
    expect(await total()).toBe(before);
    const english = await readXlsx((await download(server, admin, 'customers/export?language=en')).bytes);
    expect(english[0]!.slice(0, 3)).toEqual(['ID', 'Name', 'Customer number']);
  });

  it('exports CSV with semicolons that imports back, updating the rows it names', async () => {
    const c = (await admin.post('customers', { name: 'CSV Kunde AS', discounthours: 12.5 })).body;
    const file = await download(server, admin, 'customers/export?format=csv&language=no');
    expect(file.headers.get('content-type')).toContain('text/csv');
    const text = file.bytes.toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const line = text.split(/\r?\n/).find((l) => l.includes('CSV Kunde AS'))!;
    expect(line).toContain('12,5');
    const edited = text.replace('CSV Kunde AS', 'CSV Kunde Endret AS');
    const r = await admin.post('customers/import', {
      filename: 'kunder.csv',
      content: Buffer.from(edited).toString('base64'),
    });
    expect(r.status, JSON.stringify(r.body).slice(0, 500)).toBe(200);
    expect((await admin.get(`customers/${c.id}`)).body).toMatchObject({
      name: 'CSV Kunde Endret AS',
      version: 2,
    });
  });

  it('imports and exports contacts, checking their customer', async () => {
    const customer = (await admin.post('customers', { name: 'Kontaktkunde AS' })).body;
    const fjordCustomer = (await fjord.post('customers', { name: 'Fjordkunde AS' })).body;
    const before = await total('contacts');
    const bad = await admin.post('contacts/import', {
      filename: 'kontakter.csv',
      content: csv([
        ['Fornavn', 'Etternavn', 'E-post', 'Kunde'],
        ['Siri', 'Lund', 'siri@lund.no', String(customer.id)],
        ['Per', 'Fjord', 'per@fjord.no', String(fjordCustomer.id)],
      ]),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ row: 3, field: 'customerid', message: 'invalidData' }]);
    expect(await total('contacts')).toBe(before);
    const ok = await admin.post('contacts/import', {
      filename: 'kontakter.csv',
      content: csv([
        ['Fornavn', 'Etternavn', 'E-post', 'Kunde'],
        ['Siri', 'Lund', 'siri@lund.no', String(customer.id)],
      ]),
    });
    expect(ok.body).toEqual({ created: 1, updated: 0 });
    const rows = await readXlsx((await download(server, admin, 'contacts/export?language=no')).bytes);
    expect(rows[0]!.slice(0, 3)).toEqual(['ID', 'Fornavn', 'Etternavn']);
    expect(rows.some((r) => r.includes('siri@lund.no'))).toBe(true);
  });

  it("exports only the rows of the list's search and filters, with labels and names, and the file imports back", async () => {
    const made = await admin.post('customerpriorities', { name: 'Eksport Høy', position: 9 });
    expect(made.status, JSON.stringify(made.body)).toBeLessThan(300);
    const priority = made.body;
    await admin.post('customers', {
      name: 'Eksportfilter Aktiv AS',
      saletype: 'credit',
      priorityid: priority.id,
    });
    const inactive = (await admin.post('customers', { name: 'Eksportfilter Borte AS' })).body;
    await admin.put(`customers/${inactive.id}`, { isactive: false, version: inactive.version });
    const match = encodeURIComponent(JSON.stringify({ isactive: true }));
    const file = await download(
      server,
      admin,
      `customers/export?format=xlsx&language=no&search=Eksportfilter&match=${match}`,
    );
    expect(file.status).toBe(200);
    const rows = await readXlsx(file.bytes);
    const header = rows[0]!;
    expect(rows.slice(1).map((r) => r[header.indexOf('Navn')])).toEqual(['Eksportfilter Aktiv AS']);
    const row = rows[1]!;
    expect(row[header.indexOf('Salgstype')]).toBe('Kreditt');
    expect(row[header.indexOf('Kundetype')]).toBe('Bedrift');
    expect(row).toContain('Eksport Høy');
    expect(row).not.toContain('credit');
    const back = await admin.post('customers/import', {
      filename: 'export.xlsx',
      content: file.bytes.toString('base64'),
    });
    expect(back.status, JSON.stringify(back.body).slice(0, 500)).toBe(200);
    expect(back.body).toEqual({ created: 0, updated: 1 });
    const saved = (await admin.post('customers/list', { search: 'Eksportfilter Aktiv' })).body.items[0];
    expect(saved).toMatchObject({ saletype: 'credit', customertype: 'customer', priorityid: priority.id });
    const bad = await download(server, admin, 'customers/export?match=notjson');
    expect(bad.status).toBe(400);
  });

  it('tells office staff which rows of an import would change existing customers, translated, changing nothing', async () => {
    const office = await signedIn(server, 'office');
    const existing = (await admin.post('customers', { name: 'Kontor Eksisterende AS' })).body;
    const r = await office.post('customers/import', {
      filename: 'k.csv',
      content: csv([
        ['ID', 'Navn'],
        ['', 'Kontor Ny AS'],
        [String(existing.id), 'Kontor Endret AS'],
      ]),
    });
    expect(r.status).toBe(400);
    expect(r.body.detail).toBe('importFailed');
    expect(r.body.errors).toEqual([{ row: 3, field: '', message: 'importNoPermissionToUpdate' }]);
    expect((await admin.get(`customers/${existing.id}`)).body.name).toBe('Kontor Eksisterende AS');
    const created = await office.post('customers/import', {
      filename: 'k.csv',
      content: csv([['Navn'], ['Kontor Ny AS']]),
    });
    expect(created.body).toEqual({ created: 1, updated: 0 });
  });

  it('keeps import and export behind the permissions, and inside the tenant', async () => {
    const content = csv([['name'], ['Tekniker AS']]);
    expect((await tech.post('customers/import', { filename: 'k.csv', content })).status).toBe(403);
    const fjordFile = await download(server, fjord, 'customers/export?language=no');
    const rows = await readXlsx(fjordFile.bytes);
    expect(rows.length - 1).toBe(await total('customers', fjord));
    expect(rows.flat()).not.toContain('Tromsø Kulde AS');
    // An id from another tenant's export never updates that tenant's record: the row is created here instead.
    const demoRow = (await admin.post('customers/list', { search: 'Tromsø Kulde', limit: 1 })).body.items[0];
    const r = await fjord.post('customers/import', {
      filename: 'k.csv',
      content: csv([
        ['ID', 'name'],
        [String(demoRow.id), 'Overtatt AS'],
      ]),
    });
    expect(r.body).toEqual({ created: 1, updated: 0 });
    expect((await admin.get(`customers/${demoRow.id}`)).body.name).toBe('Tromsø Kulde AS');
    expect((await download(server, tech, 'customers/export')).status).toBe(200);
    expect((await download(server, admin, 'customers/export?format=pdf')).status).toBe(400);
  });
});
