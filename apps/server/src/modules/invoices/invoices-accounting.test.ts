import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient, type TestServer, startTestServer } from '../../../test/test-app';
import { DB_KINDS } from '../../../test/test-db';
import { validateEhf } from './ehf-validation.testkit';

type Row = Record<string, any>;

/**
 * Invoicing, what remains (branch inv2): export to accounting through the integrations' adapters and as a ledger
 * file, the invoice and reserve reports, approval of drafts and the batch send. Invoices of this file are dated in
 * 2031 so the demo invoices stay out of the periods.
 */
describe.each(DB_KINDS)('invoices: accounting export, reports, approval, batch send on %s', (kind) => {
  let server: TestServer;
  let admin: TestClient;
  let tech: TestClient;
  let fjord: TestClient;
  let customerId: number;
  let privateCustomerId: number;
  let fjordInvoiceId: number;
  let seq = 0;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'invoices-inv2-'));

  beforeAll(async () => {
    server = await startTestServer(kind, { env: { DATA_DIR: dataDir } });
    [admin, tech, fjord] = await Promise.all(['admin', 'tech', 'fjordadmin'].map((u) => signedIn(server, u)));
    const info = (await admin.get('companyinfo')).body;
    await admin.put('companyinfo', {
      ...info,
      partyname: 'Demo Service AS',
      organizationnumber: '923609016',
      street: 'Industriveien 5',
      postcode: '0580',
      city: 'Oslo',
      vatregistered: true,
    });
    const c = await admin.post('customers', {
      name: 'Regnskap Kunde AS',
      organizationnumber: '974760673',
      email: 'faktura@regnskap.no',
    });
    expect(c.status, JSON.stringify(c.body)).toBe(200);
    customerId = c.body.id;
    await admin.post(`customers/${customerId}/addresses`, {
      addresstype: 5,
      street: 'Fakturaveien 2',
      zip: '0155',
      city: 'Oslo',
    });
    privateCustomerId = (await admin.post('customers', { name: 'Privat Person', customertype: 'private' }))
      .body.id;
    // Another tenant's generated invoice, for the 404s.
    const fc = (await fjord.post('customers', { name: 'Fjord Kunde AS' })).body.id;
    const fo = (await fjord.post('orders', { customer_id: fc })).body.id;
    await fjord.post('orderlines', { order_id: fo, name: 'Leie', quantity: 1, unitprice: 100 });
    fjordInvoiceId = (await fjord.post(`invoices/create_from_order/${fo}`, {})).body.id;
  });
  afterAll(() => server.close());

  const newOrder = async (
    lines: Row[] = [{ name: 'Arbeid', quantity: 2, unitprice: 850 }],
    extra: Row = {},
    customer = customerId,
  ) => {
    const r = await admin.post('orders', {
      customer_id: customer,
      description: `Regnskap ${++seq}`,
      ...extra,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    for (const l of lines)
      expect((await admin.post('orderlines', { order_id: r.body.id, ...l })).status).toBe(200);
    return r.body as Row;
  };
  /** A draft of a new order dated `date`. */
  const draft = async (date: string, lines?: Row[], customer = customerId) => {
    const order = await newOrder(lines, {}, customer);
    const d = (await admin.post(`invoices/create_from_order/${order.id}`, {})).body;
    const r = await admin.put(`invoices/${d.id}`, { version: d.version, invoicedate: date });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body as Row;
  };
  const sent = async (date: string, lines?: Row[]) => {
    const d = await draft(date, lines);
    const r = await admin.post(`invoices/${d.id}/send`, { sendtype: 2 });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.invoice as Row;
  };
  const file = async (client: TestClient, url: string, body: Row, language = 'no') => {
    const res = await fetch(`${server.url}/api/${url}`, {
      method: 'POST',
      headers: {
        ...client.headers,
        cookie: client.cookie,
        'content-type': 'application/json',
        'x-language': language,
      },
      body: JSON.stringify(body),
    });
    return {
      status: res.status,
      type: res.headers.get('content-type'),
      body: Buffer.from(await res.arrayBuffer()),
    };
  };
  const sheetRows = async (buffer: Buffer) => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(buffer as never);
    const rows: unknown[][] = [];
    book.worksheets[0]!.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    return rows;
  };
  const setting = async (key: string, change: Row) => {
    const s = (await admin.get(`settings/${key}`)).body;
    const r = await admin.put(`settings/${key}`, { ...change, version: s.version });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  };
  const enable = async (integrations: string[]) => {
    const { version } = (await admin.get('systemconfiguration')).body;
    const r = await admin.put('systemconfiguration', { enabledintegrations: integrations, version });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  };

  it('ledger file: one balanced voucher per invoice, sales accounts and SAF-T VAT codes, credit notes reversed', async () => {
    const inv = await sent('2031-01-10', [
      { name: 'Service', quantity: 2, unitprice: 1000 },
      { name: 'Mat', quantity: 1, unitprice: 200, tax: 15 },
      { name: 'Bok', quantity: 1, unitprice: 100, tax: 0 },
    ]);
    const credit = (await admin.post(`invoices/${inv.id}/creditnote`, {})).body;
    await admin.put(`invoices/${credit.id}`, { version: credit.version, invoicedate: '2031-01-20' });
    await admin.post(`invoices/${credit.id}/send`, { sendtype: 2 });
    const x = await file(admin, 'invoices/ledger', { from: '2031-01-01', to: '2031-01-31', format: 'xlsx' });
    expect(x.status, x.body.toString()).toBe(200);
    expect(x.type).toContain('spreadsheetml');
    const [header, ...rows] = await sheetRows(x.body);
    expect(header).toEqual([
      'Bilagsnr.',
      'Dato',
      'Forfallsdato',
      'Type',
      'Kundenr.',
      'Kunde',
      'Konto',
      'MVA-kode',
      'MVA %',
      'Tekst',
      'Debet',
      'Kredit',
      'Valuta',
      'Valutabeløp',
      'KID',
    ]);
    const of = (n: number) => rows.filter((r) => r[0] === n);
    const invoiceLines = of(inv.invoicenumber).map((r) => [r[6], r[7] ?? null, r[10], r[11]]);
    expect(invoiceLines).toEqual([
      // 2 000 + 200 + 100 net; VAT 500 + 30 + 0 -> gross 2 830 on the receivable.
      [1500, null, 2830, 0],
      [3000, '3', 0, 2000],
      [2700, '3', 0, 500],
      [3000, '31', 0, 200],
      [2700, '31', 0, 30],
      [3100, '5', 0, 100],
    ]);
    // The credit note is the same voucher with the sides swapped.
    const creditLines = of(
      credit.invoicenumber ?? (await admin.get(`invoices/${credit.id}`)).body.invoicenumber,
    );
    expect(creditLines.map((r) => [r[3], r[6], r[10], r[11]])).toEqual([
      ['Kreditnota', 1500, 0, 2830],
      ['Kreditnota', 3000, 2000, 0],
      ['Kreditnota', 2700, 500, 0],
      ['Kreditnota', 3000, 200, 0],
      ['Kreditnota', 2700, 30, 0],
      ['Kreditnota', 3100, 100, 0],
    ]);
    for (const n of new Set(rows.map((r) => r[0]))) {
      const v = of(n as number);
      const debit = v.reduce((s, r) => s + Math.round(Number(r[10]) * 100), 0);
      const creditSum = v.reduce((s, r) => s + Math.round(Number(r[11]) * 100), 0);
      expect(debit).toBe(creditSum);
    }
    // CSV as Norwegian Excel reads it: ';' and decimal comma, dates DD.MM.YYYY.
    const csv = await file(admin, 'invoices/ledger', { from: '2031-01-01', to: '2031-01-31', format: 'csv' });
    expect(csv.status).toBe(200);
    const text = csv.body.toString('utf8');
    expect(text).toContain(`${inv.invoicenumber};10.01.2031;`);
    expect(text).toMatch(/;1500;;;[^;]*;2830,00;0,00;NOK;2830,00;/);
    // Nothing was marked: fully credited, the invoice is completed and not exported.
    expect((await admin.get(`invoices/${inv.id}`)).body).toMatchObject({ status: 5, exportedon: null });
  });

  it('ledger file with markexported marks the invoices exported and logs it; bad input and roles refused', async () => {
    const inv = await sent('2031-02-03');
    const bad = await admin.post('invoices/ledger', { from: '2031-02-28', to: '2031-02-01' });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-type')).toContain('application/problem+json');
    expect(bad.body.errors).toEqual([expect.objectContaining({ field: 'to', message: 'invalidPeriod' })]);
    const badFormat = await admin.post('invoices/ledger', {
      from: '2031-02-01',
      to: '2031-02-28',
      format: 'pdf',
    });
    expect(badFormat.status).toBe(400);
    expect(badFormat.body.errors[0].field).toBe('format');
    expect((await tech.post('invoices/ledger', { from: '2031-02-01', to: '2031-02-28' })).status).toBe(403);
    // Another tenant has no invoices in the period: nothing to export, ours are not theirs.
    const other = await fjord.post('invoices/ledger', { from: '2031-02-01', to: '2031-02-28' });
    expect(other.status).toBe(400);
    expect(other.body.detail).toBe('nothingToExport');
    const r = await file(admin, 'invoices/ledger', {
      from: '2031-02-01',
      to: '2031-02-28',
      format: 'xlsx',
      markexported: true,
    });
    expect(r.status).toBe(200);
    const after = (await admin.get(`invoices/${inv.id}`)).body;
    expect(after.status).toBe(4);
    expect(after.exportedon).not.toBeNull();
    const logs = (await admin.post('invoices/logs', { invoice_id: inv.id })).body.items as Row[];
    expect(logs.find((l) => l.event === 'exported')?.details).toMatchObject({
      system: 'file',
      format: 'xlsx',
    });
  });

  it('exports to an accounting integration through its adapter: outbox entry, invoices exported, once only', async () => {
    const a = await sent('2031-03-05');
    const b = await sent('2031-03-06', [{ name: 'Del', quantity: 1, unitprice: 99.9, tax: 25 }]);
    const off = await admin.post('invoices/export', {
      system: 'fiken',
      from: '2031-03-01',
      to: '2031-03-31',
    });
    expect(off.status).toBe(400);
    expect(off.body.errors).toEqual([
      expect.objectContaining({ field: 'system', message: 'integrationNotEnabled' }),
    ]);
    expect((await admin.get(`invoices/${a.id}`)).body.status).toBe(3);
    await enable(['fiken', 'tripletex', 'unimicro']);
    // Uni Micro keeps its login here: not filled in is refused with its key.
    const uni = await admin.post('invoices/export', {
      system: 'unimicro',
      from: '2031-03-01',
      to: '2031-03-31',
    });
    expect(uni.status).toBe(400);
    expect(uni.body.detail).toBe('unimicroLoginMissing');
    expect(
      (await tech.post('invoices/export', { system: 'fiken', from: '2031-03-01', to: '2031-03-31' })).status,
    ).toBe(403);
    const r = await admin.post('invoices/export', { system: 'fiken', from: '2031-03-01', to: '2031-03-31' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.invoices).toEqual([a.invoicenumber, b.invoicenumber]);
    expect(r.body.export).toMatchObject({ system: 'fiken', status: 'queued', invoicecount: 2 });
    const sale = r.body.export.payload.body.find((s: Row) => s.saleNumber === String(b.invoicenumber));
    expect(sale).toMatchObject({ date: '2031-03-06', currency: 'NOK', kind: 'external_invoice' });
    // 99,90 net on the sales account of code 3, in øre as Fiken takes amounts.
    expect(sale.lines).toEqual([
      expect.objectContaining({ account: '3000', netAmountInNok: 9990, vatCode: '3' }),
    ]);
    for (const id of [a.id, b.id]) {
      const inv = (await admin.get(`invoices/${id}`)).body;
      expect(inv.status).toBe(4);
      const logs = (await admin.post('invoices/logs', { invoice_id: id })).body.items as Row[];
      expect(logs.find((l) => l.event === 'exported')?.details).toMatchObject({
        system: 'fiken',
        export_id: r.body.export.id,
      });
    }
    const outbox = (await admin.post('invoices/exports/list', {})).body;
    expect(outbox.items[0]).toMatchObject({ id: r.body.export.id, system: 'fiken', status: 'queued' });
    // Exported once: the period has nothing left; by id it is refused naming the invoice.
    const again = await admin.post('invoices/export', {
      system: 'tripletex',
      from: '2031-03-01',
      to: '2031-03-31',
    });
    expect(again.status).toBe(400);
    expect(again.body.detail).toBe('nothingToExport');
    const byId = await admin.post('invoices/export', { system: 'tripletex', invoice_ids: [a.id] });
    expect(byId.status).toBe(400);
    expect(byId.body.errors).toEqual([expect.objectContaining({ field: 'invoice_ids.0' })]);
    // Tripletex by id: a voucher with postings, the receivable carrying the customer.
    const c = await sent('2031-03-07');
    const t = await admin.post('invoices/export', { system: 'tripletex', invoice_ids: [c.id] });
    expect(t.status, JSON.stringify(t.body)).toBe(200);
    const voucher = t.body.export.payload.body[0];
    expect(voucher.postings[0]).toMatchObject({ account: { number: 1500 }, amount: 2125 });
    expect(voucher.postings.reduce((s: number, p: Row) => s + Math.round(p.amount * 100), 0)).toBe(0);
    // A draft, another tenant's id, bad input.
    const d = await draft('2031-03-08');
    const notSent = await admin.post('invoices/export', { system: 'tripletex', invoice_ids: [d.id] });
    expect(notSent.status).toBe(400);
    expect(notSent.body.errors[0]).toMatchObject({ field: 'invoice_ids.0', message: 'invoiceNotSent' });
    expect(
      (await admin.post('invoices/export', { system: 'tripletex', invoice_ids: [fjordInvoiceId] })).status,
    ).toBe(404);
    const badSystem = await admin.post('invoices/export', {
      system: 'excel',
      from: '2031-03-01',
      to: '2031-03-31',
    });
    expect(badSystem.status).toBe(400);
    expect(badSystem.body.errors[0].field).toBe('system');
    const noPeriod = await admin.post('invoices/export', { system: 'fiken' });
    expect(noPeriod.status).toBe(400);
    expect(noPeriod.body.errors.map((e: Row) => e.field).sort()).toEqual(['from', 'to']);
    expect((await fjord.post('invoices/exports/list', {})).body.total).toBe(0);
    await enable([]);
  });

  it('/invoice_report: sums per month, customer and status with credit notes negative; XLSX', async () => {
    const a = await sent('2031-05-02');
    await sent('2031-06-15', [{ name: 'X', quantity: 1, unitprice: 400 }]);
    const credit = (await admin.post(`invoices/${a.id}/creditnote`, {})).body;
    await admin.put(`invoices/${credit.id}`, { version: credit.version, invoicedate: '2031-06-20' });
    await admin.post(`invoices/${credit.id}/send`, { sendtype: 2 });
    const byMonth = await admin.post('invoices/report', { from: '2031-05-01', to: '2031-06-30' });
    expect(byMonth.status, JSON.stringify(byMonth.body)).toBe(200);
    expect(byMonth.body.rows.map((r: Row) => [r.key, r.count, r.net, r.gross, r.balance])).toEqual([
      ['2031-05', 1, '1700.00', '2125.00', '0.00'],
      ['2031-06', 2, '-1300.00', '-1625.00', '500.00'],
    ]);
    expect(byMonth.body.total).toMatchObject({ count: 3, net: '400.00', vat: '100.00', gross: '500.00' });
    const byStatus = (
      await admin.post('invoices/report', { from: '2031-05-01', to: '2031-06-30', groupby: 'status' })
    ).body;
    expect(byStatus.rows.map((r: Row) => [r.key, r.count])).toEqual([
      ['3', 2],
      ['5', 1],
    ]);
    const byCustomer = (
      await admin.post('invoices/report', { from: '2031-05-01', to: '2031-06-30', groupby: 'customer' })
    ).body;
    expect(byCustomer.rows).toEqual([expect.objectContaining({ label: 'Regnskap Kunde AS', count: 3 })]);
    const x = await file(admin, 'invoices/report/xlsx', { from: '2031-05-01', to: '2031-06-30' });
    expect(x.status).toBe(200);
    const rows = await sheetRows(x.body);
    expect(rows[0]).toEqual(['Måned', 'Antall', 'Eks. mva', 'MVA', 'Inkl. mva', 'Betalt', 'Utestående']);
    expect(rows.at(-1)).toEqual(['Sum', 3, 400, 100, 500, 0, 500]);
    expect((await fjord.post('invoices/report', { from: '2031-05-01', to: '2031-06-30' })).body.rows).toEqual(
      [],
    );
    expect((await tech.post('invoices/report', { from: '2031-05-01', to: '2031-06-30' })).status).toBe(403);
    const bad = await admin.post('invoices/report', { from: '2031-05-01', to: '2031-06-30', groupby: 'day' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('groupby');
    const badDate = await admin.post('invoices/report', { from: '31.02.2031', to: '2031-06-30' });
    expect(badDate.status).toBe(400);
    expect(badDate.body.errors[0]).toMatchObject({ field: 'from', message: 'invalidDate' });
  });

  it('/invoice_reserve_report: delivered orders with lines not yet invoiced, less akonto; XLSX', async () => {
    const order = await newOrder([
      { name: 'Arbeid', quantity: 4, unitprice: 500 },
      { name: 'Deler', quantity: 1, unitprice: 300 },
    ]);
    const open = await newOrder([{ name: 'Pågår', quantity: 1, unitprice: 100 }]);
    // An akonto invoice sent before delivery is deducted from what is left.
    const ak = (await admin.post(`invoices/create_from_order/${order.id}`, { akonto: '1000' })).body;
    await admin.post(`invoices/${ak.id}/send`, { sendtype: 2 });
    const done = await admin.put(`orders/update_specific_properties/${order.id}`, { status: 5 });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const report = async () =>
      (await admin.post('invoices/reserve_report', { customer_id: customerId })).body;
    let r = await report();
    const row = r.rows.find((x: Row) => x.order_id === order.id);
    expect(row).toMatchObject({
      ordernumber: order.ordernumber,
      customername: 'Regnskap Kunde AS',
      lines: '2300.00',
      hours: '0.00',
      akonto: '-1000.00',
      toinvoice: '1300.00',
    });
    expect(r.rows.some((x: Row) => x.order_id === open.id)).toBe(false);
    const x = await file(admin, 'invoices/reserve_report/xlsx', { customer_id: customerId });
    expect(x.status).toBe(200);
    const rows = await sheetRows(x.body);
    expect(rows[0]).toEqual([
      'Ordrenr.',
      'Beskrivelse',
      'Kunde',
      'Ordrelinjer',
      'Timer',
      'Fastpris',
      'Fratrukket a konto',
      'Å fakturere',
    ]);
    expect(rows.find((c) => c[0] === order.ordernumber)?.slice(3)).toEqual([2300, 0, 0, -1000, 1300]);
    // Once the lines are on an invoice (a draft too), the order is no longer in the reserve.
    await admin.post(`invoices/create_from_order/${order.id}`, {});
    r = await report();
    expect(r.rows.some((y: Row) => y.order_id === order.id)).toBe(false);
    expect((await fjord.post('invoices/reserve_report', {})).body.rows).toEqual([]);
    expect((await tech.post('invoices/reserve_report', {})).status).toBe(403);
    const bad = await admin.post('invoices/reserve_report', { customer_id: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('customer_id');
  });

  it('/invoice_approval: with approval on, a draft cannot be sent until approved; reject needs a comment; a change asks again', async () => {
    await setting('invoice_settings', { requireapproval: true });
    try {
      const d = await draft('2031-07-01');
      const refused = await admin.post(`invoices/${d.id}/send`, { sendtype: 2 });
      expect(refused.status).toBe(400);
      expect(refused.body.detail).toBe('invoiceNotApproved');
      const still = (await admin.get(`invoices/${d.id}`)).body;
      expect(still).toMatchObject({ status: 1, invoicenumber: null, kid: null });
      const waiting = (await admin.post('invoices/approval/list', { limit: 500 })).body;
      expect(waiting.requireapproval).toBe(true);
      expect(waiting.items.map((i: Row) => i.id)).toContain(d.id);
      const noReason = await admin.post(`invoices/${d.id}/approval`, { approve: false });
      expect(noReason.status).toBe(400);
      expect(noReason.body.errors).toEqual([
        expect.objectContaining({ field: 'comment', message: 'required' }),
      ]);
      const rejected = await admin.post(`invoices/${d.id}/approval`, {
        approve: false,
        comment: 'Feil pris',
      });
      expect(rejected.status).toBe(200);
      expect(rejected.body).toMatchObject({ approvalstatus: 3, approvalcomment: 'Feil pris' });
      const listRejected = (await admin.post('invoices/approval/list', { approvalstatus: 3, limit: 500 }))
        .body;
      expect(listRejected.items.find((i: Row) => i.id === d.id)).toMatchObject({
        approvalcomment: 'Feil pris',
        approvername: expect.any(String),
      });
      // Corrected: back to waiting; then approved and sent.
      const fixed = await admin.put(`invoices/${d.id}`, {
        version: rejected.body.version,
        ourreference: 'Rettet',
      });
      expect(fixed.body.approvalstatus).toBe(1);
      expect((await admin.post(`invoices/${d.id}/send`, { sendtype: 2 })).status).toBe(400);
      const ok = await admin.post(`invoices/${d.id}/approval`, { approve: true });
      expect(ok.body.approvalstatus).toBe(2);
      const s = await admin.post(`invoices/${d.id}/send`, { sendtype: 2 });
      expect(s.status, JSON.stringify(s.body)).toBe(200);
      expect(s.body.invoice.invoicenumber).toEqual(expect.any(Number));
      const logs = (await admin.post('invoices/logs', { invoice_id: d.id })).body.items as Row[];
      expect(logs.map((l) => l.event)).toEqual(expect.arrayContaining(['rejected', 'approved', 'sent']));
      // A decision on a sent invoice, another tenant's draft, a technician, bad input.
      expect((await admin.post(`invoices/${d.id}/approval`, { approve: true })).body.detail).toBe(
        'invoiceNotDraft',
      );
      expect((await admin.post(`invoices/${fjordInvoiceId}/approval`, { approve: true })).status).toBe(404);
      expect((await tech.post(`invoices/${d.id}/approval`, { approve: true })).status).toBe(403);
      const bad = await admin.post(`invoices/${d.id}/approval`, { approve: 'yes' });
      expect(bad.status).toBe(400);
      expect(bad.body.errors[0].field).toBe('approve');
    } finally {
      await setting('invoice_settings', { requireapproval: false });
    }
  });

  it('batch send: each draft gets number, KID, PDF and EHF in one job, failures counted with their reason', async () => {
    const drafts = [
      await draft('2031-08-01'),
      await draft('2031-08-01'),
      await draft('2031-08-01', undefined, privateCustomerId),
    ];
    const r = await admin.post('invoices/batch_send', { invoice_ids: drafts.map((d) => d.id), sendtype: 3 });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    // Without the queue running (tests) the job runs at once: the answer is the finished batch.
    expect(r.body).toMatchObject({ total: 3, done: 2, failed: 1, status: 'finished' });
    expect(r.body.errors).toEqual([
      {
        invoice_id: drafts[2]!.id,
        message: 'ehfNoOrganizationNumber',
        customername: 'Privat Person',
        order_id: drafts[2]!.order_id,
      },
    ]);
    const [a, b, c] = await Promise.all(drafts.map(async (d) => (await admin.get(`invoices/${d.id}`)).body));
    expect(b.invoicenumber).toBe(a.invoicenumber + 1);
    expect(a.kid).toMatch(/^\d+$/);
    expect(a).toMatchObject({ status: 3, ehfstatus: 'queued', sendtype: 3 });
    expect(c).toMatchObject({ status: 1, invoicenumber: null });
    const ehfFiles = readdirSync(path.join(dataDir, 'outbox', 'ehf'), { recursive: true }).map(String);
    expect(ehfFiles).toEqual(
      expect.arrayContaining([expect.stringContaining(`Faktura_${b.invoicenumber}.xml`)]),
    );
    const pdfDir = path.join(dataDir, 'outbox', 'batch');
    const pdfs = readdirSync(pdfDir, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.pdf'));
    expect(pdfs).toEqual(expect.arrayContaining([expect.stringContaining(`Faktura_${a.invoicenumber}.pdf`)]));
    expect(validateEhf((await admin.get(`invoices/${a.id}/ehf`)).body as string).fatal).toEqual([]);
    expect((await admin.get(`invoices/batch/${r.body.id}`)).body).toMatchObject({ done: 2, failed: 1 });
    expect((await admin.get('invoices/batch/latest')).body.id).toBe(r.body.id);
    // A sent invoice is not a draft; another tenant's id is not found; a technician may not; bad input.
    const notDraft = await admin.post('invoices/batch_send', { invoice_ids: [a.id], sendtype: 2 });
    expect(notDraft.status).toBe(400);
    expect(notDraft.body.errors[0]).toMatchObject({ field: 'invoice_ids.0', message: 'invoiceNotDraft' });
    expect(
      (await admin.post('invoices/batch_send', { invoice_ids: [fjordInvoiceId], sendtype: 2 })).status,
    ).toBe(404);
    expect((await fjord.get(`invoices/batch/${r.body.id}`)).status).toBe(404);
    expect((await tech.post('invoices/batch_send', { invoice_ids: [c.id], sendtype: 2 })).status).toBe(403);
    const bad = await admin.post('invoices/batch_send', { invoice_ids: [], sendtype: 5 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: Row) => e.field).sort()).toEqual(['invoice_ids', 'sendtype']);
  });
});
