import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidKid } from '@suite/shared/invoices/kid';
import { maxReminderFee } from '@suite/shared/invoices/invoice-accounting';
import { signedIn, type TestClient, type TestServer, startTestServer } from '../../../test/test-app';
import { DB_KINDS } from '../../../test/test-db';
import { validateEhf } from './ehf-validation.testkit';

type Row = Record<string, any>;

describe.each(DB_KINDS)('invoices: drafts, numbering, KID, credit notes, payments, EHF on %s', (kind) => {
  let server: TestServer;
  let admin: TestClient;
  let tech: TestClient;
  let fjord: TestClient;
  let customerId: number;
  let privateCustomerId: number;
  let fjordOrderId: number;
  let seq = 0;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'invoices-'));

  beforeAll(async () => {
    server = await startTestServer(kind, { env: { DATA_DIR: dataDir } });
    [admin, tech, fjord] = await Promise.all(['admin', 'tech', 'fjordadmin'].map((u) => signedIn(server, u)));
    const info = (await admin.get('companyinfo')).body;
    const saved = await admin.put('companyinfo', {
      ...info,
      partyname: 'Demo Service AS',
      organizationnumber: '923609016',
      street: 'Industriveien 5',
      postcode: '0580',
      city: 'Oslo',
      vatregistered: true,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const c = await admin.post('customers', {
      name: 'Kjølebygg Fakturakunde AS',
      organizationnumber: '974760673',
      email: 'faktura@kjolebygg.no',
      paymentterms: 30,
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
    const fc = (await fjord.post('customers', { name: 'Fjord Kunde AS' })).body.id;
    fjordOrderId = (await fjord.post('orders', { customer_id: fc })).body.id;
  });
  afterAll(() => server.close());

  const newOrder = async (
    extra: Row = {},
    lines: Row[] = [{ name: 'Arbeid', quantity: 2, unitprice: 850 }],
  ) => {
    const r = await admin.post('orders', {
      customer_id: customerId,
      description: `Fakturaordre ${++seq}`,
      ...extra,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    for (const l of lines) {
      const lr = await admin.post('orderlines', { order_id: r.body.id, ...l });
      expect(lr.status, JSON.stringify(lr.body)).toBe(200);
    }
    return r.body as Row;
  };
  const draftOf = async (orderId: number, body: Row = {}) => {
    const r = await admin.post(`invoices/create_from_order/${orderId}`, body);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body as Row;
  };
  const send = async (id: number, body: Row = { sendtype: 2 }) => {
    const r = await admin.post(`invoices/${id}/send`, body);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body as Row;
  };

  it('demo data: invoices in every status, an akonto, a credit note, an overdue one reminded; their EHF passes', async () => {
    const all = (await admin.post('invoices/list', { limit: 500 })).body.items as Row[];
    const statuses = new Set(all.map((r) => r.status));
    // Every status: draft, in progress (its EHF failed), sent, exported, completed.
    expect([...statuses].sort()).toEqual([1, 2, 3, 4, 5]);
    expect(all.some((r) => r.type === 2)).toBe(true);
    expect(all.some((r) => r.isakonto)).toBe(true);
    expect(all.some((r) => r.reminders > 0 && r.overdue)).toBe(true);
    const sent = all.find((r) => r.type === 1 && r.status === 3)!;
    const v = validateEhf((await admin.get(`invoices/${sent.id}/ehf`)).body as string);
    expect(v.schema).toEqual([]);
    expect(v.fatal).toEqual([]);
  });

  it("makes a draft with the order's lines, the customer's terms and invoice address, and totals with VAT per rate", async () => {
    const order = await newOrder({ customerreference: 'PO-4411' }, [
      { name: 'Service', quantity: 3, unitprice: '33,33', discount: 10 },
      { name: 'Bok', quantity: 1, unitprice: 200, tax: 12 },
    ]);
    const inv = await draftOf(order.id);
    expect(inv).toMatchObject({
      type: 1,
      status: 1,
      statusname: 'draft',
      invoicenumber: null,
      kid: null,
      customername: 'Kjølebygg Fakturakunde AS',
      customerorgnumber: '974760673',
      customeraddress: { street: 'Fakturaveien 2', zip: '0155', city: 'Oslo', country: 'NO' },
      paymentterms: 30,
      customerreference: 'PO-4411',
      order_id: order.id,
      ordernumber: order.ordernumber,
    });
    expect(inv.lines.map((l: Row) => [l.name, l.net])).toEqual([
      // 3 × 33,33 less 10 % = 89,991 -> 89,99 (exact decimals, rounded half away from zero).
      ['Service', '89.99'],
      ['Bok', '200.00'],
    ]);
    expect(inv.totals).toEqual({
      net: '289.99',
      vat: '46.50',
      gross: '336.49',
      vatrates: [
        { rate: '25', base: '89.99', amount: '22.50' },
        { rate: '12', base: '200.00', amount: '24.00' },
      ],
    });
  });

  it('never invoices an order line twice; deleting the draft frees its lines; nothing left is a 400', async () => {
    const order = await newOrder();
    const first = await draftOf(order.id);
    const again = await admin.post(`invoices/create_from_order/${order.id}`, {});
    expect(again.status).toBe(400);
    expect(again.headers.get('content-type')).toContain('application/problem+json');
    expect(again.body.detail).toBe('nothingToInvoice');
    // A line added later is invoiced on its own.
    await admin.post('orderlines', { order_id: order.id, name: 'Ekstra', quantity: 1, unitprice: 100 });
    const second = await draftOf(order.id);
    expect(second.lines.map((l: Row) => l.name)).toEqual(['Ekstra']);
    expect((await admin.del(`invoices/${first.id}`, undefined)).status).toBe(200);
    expect((await admin.get(`invoices/${first.id}`)).status).toBe(404);
    const third = await draftOf(order.id);
    expect(third.lines.map((l: Row) => l.name)).toEqual(['Arbeid']);
  });

  it('edits a draft (lines, dates, references, terms, text) with its version; bad input is a 400 and changes nothing', async () => {
    const inv = await draftOf((await newOrder()).id);
    const bad = await admin.put(`invoices/${inv.id}`, {
      version: inv.version,
      paymentterms: 13,
      lines: [{ name: '', quantity: 0, unitprice: 'abc' }],
      invoicedate: '31.02.2026',
    });
    expect(bad.status).toBe(400);
    const fields = bad.body.errors.map((e: Row) => `${e.field}:${e.message}`);
    expect(fields).toEqual(
      expect.arrayContaining([
        'paymentterms:invalidData',
        'invoicedate:invalidDate',
        'lines.0.unitprice:invalidNumber',
      ]),
    );
    expect((await admin.get(`invoices/${inv.id}`)).body.version).toBe(inv.version);
    // The GET answer can be sent back with changes (server fields ignored).
    const put = await admin.put(`invoices/${inv.id}`, {
      ...inv,
      customerreference: 'Ref 77',
      invoicetext: 'Takk for oppdraget',
      paymentterms: 10,
      lines: [...inv.lines, { name: 'Kjøring', quantity: '1,5', unit: 'km', unitprice: '100', tax: 0 }],
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toMatchObject({
      customerreference: 'Ref 77',
      paymentterms: 10,
      version: inv.version + 1,
    });
    expect(put.body.lines[0].orderline_id).toBe(inv.lines[0].orderline_id);
    expect(put.body.totals).toMatchObject({ net: '1850.00', vat: '425.00', gross: '2275.00' });
    expect((await admin.put(`invoices/${inv.id}`, { version: inv.version, invoicetext: 'x' })).status).toBe(
      412,
    );
    const unknown = await admin.put(`invoices/${inv.id}`, { version: put.body.version, hacker: 1 });
    expect(unknown.status).toBe(400);
  });

  it('first send gives the next number with no gaps, invoice and due date, a valid KID and an open-invoice link', async () => {
    const inv = await draftOf((await newOrder()).id);
    const settings = (await admin.get('settings/invoice_settings')).body;
    const sent = await send(inv.id, { sendtype: 2 });
    const i = sent.invoice;
    expect(sent.result).toBe('sent');
    expect(i.status).toBe(3);
    expect(i.invoicenumber).toBeGreaterThanOrEqual(settings.value?.nextinvoicenumber ?? 10001);
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Oslo' }).format(new Date());
    expect(i.invoicedate).toBe(today);
    const due = new Date(`${today}T12:00:00Z`);
    due.setUTCDate(due.getUTCDate() + 30);
    expect(i.duedate).toBe(due.toISOString().slice(0, 10));
    expect(isValidKid(i.kid, 'mod10')).toBe(true);
    expect(i.kid).toHaveLength(10);
    expect(i.kid).toContain(String(i.invoicenumber));
    expect(i.openinvoice_id).toMatch(/^[0-9a-f-]{36}$/);
    // A second send keeps the number.
    const resend = await send(inv.id, { sendtype: 7 });
    expect(resend.invoice.invoicenumber).toBe(i.invoicenumber);
    // Draft-only actions on a sent invoice are refused, nothing changed.
    const put = await admin.put(`invoices/${inv.id}`, { version: resend.invoice.version, invoicetext: 'x' });
    expect(put.status).toBe(400);
    expect(put.body.detail).toBe('invoiceNotDraft');
    const del = await admin.del(`invoices/${inv.id}`, undefined);
    expect(del.status).toBe(400);
    expect((await admin.get(`invoices/${inv.id}`)).body.invoicetext).toBe(i.invoicetext);
  });

  it('numbers parallel sends with no duplicate and no gap', async () => {
    const drafts = [];
    for (let n = 0; n < 6; n++) drafts.push(await draftOf((await newOrder()).id));
    const results = await Promise.all(
      drafts.map((d) => admin.post(`invoices/${d.id}/send`, { sendtype: 2 })),
    );
    expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
    const numbers = results.map((r) => r.body.invoice.invoicenumber as number).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(6);
    expect(numbers[5]! - numbers[0]!).toBe(5);
    const all = (
      await admin.post('invoices/list', { limit: 500, match: { status: [2, 3, 4, 5] } })
    ).body.items
      .map((r: Row) => r.invoicenumber as number)
      .sort((a: number, b: number) => a - b);
    for (let k = 1; k < all.length; k++) expect(all[k] - all[k - 1]).toBe(1);
  });

  it('uses MOD11 KIDs when the invoice settings say so', async () => {
    const s = (await admin.get('settings/invoice_settings')).body;
    const r = await admin.put('settings/invoice_settings', {
      kidalgorithm: 'mod11',
      kidlength: 15,
      version: s.version,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const sent = await send((await draftOf((await newOrder()).id)).id);
    expect(sent.invoice.kid).toHaveLength(15);
    expect(isValidKid(sent.invoice.kid, 'mod11')).toBe(true);
    const back = (await admin.get('settings/invoice_settings')).body;
    await admin.put('settings/invoice_settings', {
      kidalgorithm: 'mod10',
      kidlength: 10,
      version: back.version,
    });
  });

  it('EHF: invoice with several VAT rates and a discount passes the UBL schema and both rule sets', async () => {
    const order = await newOrder({ customerreference: 'PO-EHF' }, [
      { name: 'Montering', quantity: '7.5', unit: 'timer', unitprice: 950, discount: 5 },
      { name: 'Kjølemiddel R32', quantity: 3, unit: 'kg', unitprice: '412.40' },
      { name: 'Håndbok', quantity: 1, unitprice: 120, tax: 12 },
      { name: 'Porto', quantity: 1, unitprice: 50, tax: 0 },
    ]);
    const inv = await draftOf(order.id);
    const before = await admin.get(`invoices/${inv.id}/ehf`);
    expect(before.status).toBe(400);
    const sent = await send(inv.id, { sendtype: 3 });
    expect(sent.invoice).toMatchObject({ status: 3, ehfstatus: 'queued' });
    const r = await admin.get(`invoices/${inv.id}/ehf`);
    expect(r.status).toBe(200);
    const xml = r.body as string;
    expect(xml).toContain(`<cbc:EndpointID schemeID="0192">974760673</cbc:EndpointID>`);
    expect(xml).toContain(`<cbc:EndpointID schemeID="0192">923609016</cbc:EndpointID>`);
    expect(xml).toContain('<cbc:CompanyID>NO923609016MVA</cbc:CompanyID>');
    expect(xml).toContain(`<cbc:PaymentID>${sent.invoice.kid}</cbc:PaymentID>`);
    const v = validateEhf(xml);
    expect(v.schema).toEqual([]);
    expect(v.fatal).toEqual([]);
    // The access-point adapter's outbox holds what was sent.
    const outbox = path.join(dataDir, 'outbox', 'ehf');
    const tenantDir = readdirSync(outbox)[0]!;
    const files = readdirSync(path.join(outbox, tenantDir));
    expect(files).toContain(`Faktura_${sent.invoice.invoicenumber}.xml`);
    expect(
      readFileSync(path.join(outbox, tenantDir, `Faktura_${sent.invoice.invoicenumber}.xml`), 'utf8'),
    ).toBe(xml);
  });

  it('EHF: refused with a clear message for a customer without organisation number, nothing numbered', async () => {
    const o = (await admin.post('orders', { customer_id: privateCustomerId })).body;
    await admin.post('orderlines', { order_id: o.id, name: 'Arbeid', quantity: 1, unitprice: 500 });
    const inv = await draftOf(o.id);
    const r = await admin.post(`invoices/${inv.id}/send`, { sendtype: 3 });
    expect(r.status).toBe(400);
    expect(r.body.detail).toBe('ehfNoOrganizationNumber');
    const after = (await admin.get(`invoices/${inv.id}`)).body;
    expect(after).toMatchObject({ status: 1, invoicenumber: null });
  });

  it('EHF: a credit note references the invoice (BillingReference) and passes; crediting more than is left is refused', async () => {
    const order = await newOrder({}, [
      { name: 'Arbeid', quantity: 4, unitprice: 900 },
      { name: 'Deler', quantity: 2, unitprice: 300, discount: 10 },
    ]);
    const inv = (await send((await draftOf(order.id)).id)).invoice;
    const lineA = inv.lines[0].id;
    const lineB = inv.lines[1].id;
    const tooMuch = await admin.post(`invoices/${inv.id}/creditnote`, {
      lines: [{ line_id: lineA, quantity: 5 }],
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.detail).toBe('creditNoteError');
    expect(tooMuch.body.errors).toEqual([{ field: 'lines.0.quantity', message: 'creditNoteError' }]);
    const partial = await admin.post(`invoices/${inv.id}/creditnote`, {
      lines: [{ line_id: lineA, quantity: 1 }],
    });
    expect(partial.status, JSON.stringify(partial.body)).toBe(200);
    expect(partial.body).toMatchObject({ type: 2, status: 1, creditedinvoice_id: inv.id });
    expect(partial.body.totals).toMatchObject({ net: '900.00', gross: '1125.00' });
    const sentCredit = (await send(partial.body.id)).invoice;
    expect(sentCredit.invoicenumber).toBeGreaterThan(inv.invoicenumber);
    expect(sentCredit.kid).toBeNull();
    const xml = (await admin.get(`invoices/${partial.body.id}/ehf`)).body as string;
    expect(xml).toContain('<CreditNote ');
    expect(xml).toContain(
      `<cac:BillingReference><cac:InvoiceDocumentReference><cbc:ID>${inv.invoicenumber}</cbc:ID>`,
    );
    const v = validateEhf(xml);
    expect(v.schema).toEqual([]);
    expect(v.fatal).toEqual([]);
    // Three of four hours are left; the rest of the invoice in full completes it.
    expect(
      (await admin.post(`invoices/${inv.id}/creditnote`, { lines: [{ line_id: lineA, quantity: 4 }] }))
        .status,
    ).toBe(400);
    const rest = await admin.post(`invoices/${inv.id}/creditnote`, {});
    expect(rest.status).toBe(200);
    expect(rest.body.lines.map((l: Row) => [l.credited_line_id, l.quantity])).toEqual([
      [lineA, '3.000000'],
      [lineB, '2.000000'],
    ]);
    await send(rest.body.id);
    const original = (await admin.get(`invoices/${inv.id}`)).body;
    expect(original).toMatchObject({ status: 5, balance: '0.00', credited: original.totals.gross });
    expect((await admin.post(`invoices/${inv.id}/creditnote`, {})).status).toBe(400);
  });

  it('EHF in another currency carries the currency, the rate of the invoice date and the VAT in NOK', async () => {
    const cur = await admin.post('currencies', {
      code: 'EUR',
      name: 'Euro',
      exchangerate: 11.5,
      validfrom: '2025-06-01',
    });
    expect(cur.status, JSON.stringify(cur.body)).toBe(200);
    await admin.post('currencies', {
      code: 'EUR',
      name: 'Euro',
      exchangerate: 11.75,
      validfrom: '2099-01-01',
    });
    const inv = await draftOf((await newOrder({}, [{ name: 'Consulting', quantity: 2, unitprice: 100 }])).id);
    const put = await admin.put(`invoices/${inv.id}`, { version: inv.version, currency: 'EUR' });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const sent = (await send(inv.id)).invoice;
    expect(sent.exchangerate).toBe('11.500000');
    const xml = (await admin.get(`invoices/${inv.id}/ehf`)).body as string;
    expect(xml).toContain('<cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode>');
    expect(xml).toContain('<cbc:TaxCurrencyCode>NOK</cbc:TaxCurrencyCode>');
    // 50.00 EUR VAT × 11.5 = 575.00 NOK
    expect(xml).toContain(
      '<cac:TaxTotal><cbc:TaxAmount currencyID="NOK">575.00</cbc:TaxAmount></cac:TaxTotal>',
    );
    const v = validateEhf(xml);
    expect(v.schema).toEqual([]);
    expect(v.fatal).toEqual([]);
    // A currency without a rate on the date is refused before anything is numbered.
    const gbp = await draftOf((await newOrder()).id);
    await admin.put(`invoices/${gbp.id}`, { version: gbp.version, currency: 'GBP' });
    const r = await admin.post(`invoices/${gbp.id}/send`, { sendtype: 2 });
    expect(r.status).toBe(400);
    expect(r.body.detail).toBe('noExchangeRate');
    expect((await admin.get(`invoices/${gbp.id}`)).body.invoicenumber).toBeNull();
  });

  it('akonto on a fixed-price order: the final invoice deducts the akonto sent before (a line each), EHF passes', async () => {
    const order = await newOrder({ pricingtype: 'fixed', fixedprice: 50000 }, []);
    const akonto = await draftOf(order.id, { akonto: '20000' });
    expect(akonto).toMatchObject({ isakonto: true });
    expect(akonto.lines).toHaveLength(1);
    const sentAkonto = (await send(akonto.id)).invoice;
    let figures = (await admin.get(`invoices/order/${order.id}`)).body;
    expect(figures).toMatchObject({ basis: '50000.00', invoiced: '20000.00', remaining: '30000.00' });
    const final = await draftOf(order.id);
    expect(final.lines.map((l: Row) => [l.quantity, l.unitprice, l.net])).toEqual([
      ['1.000000', '50000.00', '50000.00'],
      ['-1.000000', '20000.00', '-20000.00'],
    ]);
    expect(final.lines[1].akonto_invoice_id).toBe(sentAkonto.id);
    expect(final.totals).toMatchObject({ net: '30000.00', vat: '7500.00', gross: '37500.00' });
    await send(final.id, { sendtype: 3 });
    const v = validateEhf((await admin.get(`invoices/${final.id}/ehf`)).body as string);
    expect(v.schema).toEqual([]);
    expect(v.fatal).toEqual([]);
    figures = (await admin.get(`invoices/order/${order.id}`)).body;
    expect(figures).toMatchObject({ invoiced: '50000.00', remaining: '0.00' });
    // The fixed price is invoiced once.
    expect((await admin.post(`invoices/create_from_order/${order.id}`, {})).status).toBe(400);
  });

  it('includehours: approved hours not yet invoiced become lines priced from hour pricing, once', async () => {
    const order = await newOrder();
    const normal = ((await admin.post('worktypes/query', {})).body as Row[]).find(
      (w) => w.name === 'Normaltid',
    )!.id;
    const logHour = async (date: string, amount: string) => {
      const r = await admin.post('hours', { date, amount, worktype_id: normal, order_id: order.id });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.id as number;
    };
    const approved = await logHour('2026-03-02', '2,5');
    const open = await logHour('2026-03-03', '1');
    expect((await admin.post('hours/deliver', { ids: [approved] })).status).toBe(200);
    const ap = await admin.post('hours/approve', { ids: [approved] });
    expect(ap.status, JSON.stringify(ap.body)).toBe(200);
    const inv = await draftOf(order.id, { includehours: true });
    const hourLine = inv.lines.find((l: Row) => l.hour_id === approved);
    expect(hourLine).toMatchObject({ quantity: '2.500000', unitprice: '950.00', net: '2375.00', unit: 't' });
    expect(hourLine.name).toContain('02.03.2026');
    expect(inv.lines.some((l: Row) => l.hour_id === open)).toBe(false);
    // Invoiced hours are never invoiced again.
    await admin.post('orderlines', { order_id: order.id, name: 'Ekstra', quantity: 1, unitprice: 10 });
    const next = await draftOf(order.id, { includehours: true });
    expect(next.lines.some((l: Row) => l.hour_id === approved)).toBe(false);
  });

  it('payments: partial payments add up, more than the balance is refused, fully paid completes', async () => {
    const inv = (await send((await draftOf((await newOrder()).id)).id)).invoice; // 1700 + 425 = 2125
    const draft = await draftOf((await newOrder()).id);
    expect(
      (await admin.post(`invoices/${draft.id}/payments`, { amount: 1, paiddate: '2026-01-01' })).status,
    ).toBe(400);
    const part = await admin.post(`invoices/${inv.id}/payments`, {
      amount: '1000,50',
      paiddate: '01.03.2026',
    });
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    expect(part.body).toMatchObject({ status: 3, paid: '1000.50', balance: '1124.50' });
    const over = await admin.post(`invoices/${inv.id}/payments`, {
      amount: '1124.51',
      paiddate: '2026-03-02',
    });
    expect(over.status).toBe(400);
    expect(over.body.detail).toBe('paymentExceedsBalance');
    const bad = await admin.post(`invoices/${inv.id}/payments`, { amount: -5, paiddate: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: Row) => e.field).sort()).toEqual(['amount', 'paiddate']);
    const rest = await admin.post(`invoices/${inv.id}/payments`, {
      amount: '1124.50',
      paiddate: '2026-03-02',
    });
    expect(rest.body).toMatchObject({ status: 5, balance: '0.00' });
    expect(rest.body.payments).toHaveLength(2);
  });

  it('reminders: only overdue unpaid invoices; fee from settings capped at the legal purregebyr', async () => {
    const inv = await draftOf((await newOrder()).id);
    await admin.put(`invoices/${inv.id}`, {
      version: inv.version,
      invoicedate: '2026-01-02',
      duedate: '2026-01-16',
    });
    const sent = (await send(inv.id)).invoice;
    expect(sent.duedate).toBe('2026-01-16');
    expect(sent.overdue).toBe(true);
    const s = (await admin.get('settings/invoice_settings')).body;
    await admin.put('settings/invoice_settings', { reminderfee: 500, version: s.version });
    const r = await admin.post(`invoices/${inv.id}/reminder`, { sendtype: 2 });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    // The cap of the day: 1/10 of the inkassosats in force (NOK 750 from 2025 -> 75,00).
    expect(r.body.fee).toBe(maxReminderFee(new Date().toISOString().slice(0, 10)));
    expect(r.body.fee).toBe('75.00');
    expect(r.body.invoice).toMatchObject({ reminders: 1 });
    expect(Buffer.from(r.body.pdf, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    const overdue = (await admin.post('invoices/list', { overdue: true, limit: 500 })).body;
    expect(overdue.items.map((x: Row) => x.id)).toContain(inv.id);
    const notDue = (await send((await draftOf((await newOrder()).id)).id)).invoice;
    const refused = await admin.post(`invoices/${notDue.id}/reminder`, { sendtype: 2 });
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toBe('invoiceNotOverdue');
    const back = (await admin.get('settings/invoice_settings')).body;
    await admin.put('settings/invoice_settings', { reminderfee: 35, version: back.version });
  });

  it('lists with filters (status, customer, period, overdue, search) and sums with credit notes negative', async () => {
    const all = (await admin.post('invoices/list', { limit: 500 })).body;
    expect(all.total).toBe(all.items.length);
    const net = all.items.reduce(
      (n: number, r: Row) => n + (r.type === 2 ? -1 : 1) * Math.round(Number(r.totals.net) * 100),
      0,
    );
    expect(Math.round(Number(all.sums.net) * 100)).toBe(net);
    const drafts = (await admin.post('invoices/list', { match: { status: 1 }, limit: 500 })).body;
    expect(drafts.items.every((r: Row) => r.status === 1)).toBe(true);
    const byCustomer = (await admin.post('invoices/list', { match: { customer_id: privateCustomerId } }))
      .body;
    expect(byCustomer.items.every((r: Row) => r.customer_id === privateCustomerId)).toBe(true);
    const period = (await admin.post('invoices/list', { from: '2026-01-01', to: '2026-01-31' })).body;
    expect(
      period.items.every((r: Row) => r.invoicedate >= '2026-01-01' && r.invoicedate <= '2026-01-31'),
    ).toBe(true);
    expect(period.items.length).toBeGreaterThan(0);
    const bad = await admin.post('invoices/list', { match: { status: 9 }, from: 'x', limit: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: Row) => e.field).sort()).toEqual(['from', 'limit', 'match.status']);
  });

  it('PDF: a Norwegian invoice as application/pdf; the open-invoice link works without a session; unknown ids 404', async () => {
    const inv = (await send((await draftOf((await newOrder()).id)).id)).invoice;
    const pdf = await fetch(`${server.url}/api/invoices/${inv.id}/pdf`, {
      headers: { cookie: admin.cookie, 'x-client-version': '1.42' },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const pub = await fetch(`${server.url}/api/openapi/openinvoice/${inv.openinvoice_id}`);
    expect(pub.status).toBe(200);
    const body = await pub.json();
    expect(body).toMatchObject({
      invoicenumber: inv.invoicenumber,
      kid: inv.kid,
      totals: { gross: '2125.00' },
    });
    expect(body.bankaccount).toBe('8601 11 17947');
    const pubPdf = await fetch(`${server.url}/api/openapi/openinvoice/${inv.openinvoice_id}/pdf`);
    expect(pubPdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      (await fetch(`${server.url}/api/openapi/openinvoice/00000000-0000-4000-8000-000000000000`)).status,
    ).toBe(404);
    expect((await fetch(`${server.url}/api/openapi/openinvoice/not-a-uuid`)).status).toBe(400);
  });

  it('logs every event with the invoice logs permission', async () => {
    const inv = await draftOf((await newOrder()).id);
    await send(inv.id, { sendtype: 7 });
    const logs = (await admin.post('invoices/logs', { invoice_id: inv.id })).body;
    expect(logs.items.map((e: Row) => e.event)).toEqual(['sent', 'created']);
    expect(logs.items[0].details).toMatchObject({ how: 'print', sendtype: 7 });
    expect(logs.items[0].username).toBe('Anne Administrator');
    expect((await tech.post('invoices/logs', {})).status).toBe(403);
  });

  it("another tenant's ids are 404; a technician's writes are 403; bad ids 400", async () => {
    const inv = await draftOf((await newOrder()).id);
    expect((await fjord.get(`invoices/${inv.id}`)).status).toBe(404);
    expect((await fjord.put(`invoices/${inv.id}`, { version: 1, invoicetext: 'x' })).status).toBe(404);
    expect((await fjord.del(`invoices/${inv.id}`, undefined)).status).toBe(404);
    expect((await fjord.post(`invoices/${inv.id}/send`, { sendtype: 2 })).status).toBe(404);
    expect((await fjord.post(`invoices/${inv.id}/creditnote`, {})).status).toBe(404);
    expect(
      (await fjord.post(`invoices/${inv.id}/payments`, { amount: 1, paiddate: '2026-01-01' })).status,
    ).toBe(404);
    expect((await fjord.get(`invoices/${inv.id}/pdf`)).status).toBe(404);
    expect((await admin.post(`invoices/create_from_order/${fjordOrderId}`, {})).status).toBe(404);
    expect((await fjord.post('invoices/list', {})).body.items.map((r: Row) => r.id)).not.toContain(inv.id);
    expect((await tech.post(`invoices/create_from_order/${fjordOrderId}`, {})).status).toBe(403);
    expect((await tech.post(`invoices/${inv.id}/send`, { sendtype: 2 })).status).toBe(403);
    expect((await tech.del(`invoices/${inv.id}`, undefined)).status).toBe(403);
    expect((await admin.get('invoices/abc')).status).toBe(400);
    const badSend = await admin.post(`invoices/${inv.id}/send`, { sendtype: 5, to: 'not-an-email' });
    expect(badSend.status).toBe(400);
    expect(badSend.body.errors.map((e: Row) => e.field).sort()).toEqual(['sendtype', 'to']);
    expect((await admin.get(`invoices/${inv.id}`)).body.status).toBe(1);
    const badCreate = await admin.post(`invoices/create_from_order/${fjordOrderId}`, { akonto: -1, x: 1 });
    expect(badCreate.status).toBe(400);
  });

  it('EHF delivery failure keeps the invoice generated (in progress) with the spec message', async () => {
    const broken = mkdtempSync(path.join(tmpdir(), 'invoices-broken-'));
    writeFileSync(path.join(broken, 'outbox'), 'not a directory');
    const other = await startTestServer(kind, { env: { DATA_DIR: broken } });
    try {
      const a = await signedIn(other, 'admin');
      const info = (await a.get('companyinfo')).body;
      await a.put('companyinfo', { ...info, organizationnumber: '923609016' });
      const c = (await a.post('customers', { name: 'EHF Kunde AS', organizationnumber: '974760673' })).body
        .id;
      const o = (await a.post('orders', { customer_id: c })).body.id;
      await a.post('orderlines', { order_id: o, name: 'Arbeid', quantity: 1, unitprice: 100 });
      const inv = (await a.post(`invoices/create_from_order/${o}`, {})).body;
      const r = await a.post(`invoices/${inv.id}/send`, { sendtype: 3 });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body).toMatchObject({ result: 'failed', message: 'ehfFailed' });
      expect(r.body.invoice).toMatchObject({ status: 2, ehfstatus: 'failed' });
      expect(r.body.invoice.invoicenumber).not.toBeNull();
      const logs = (await a.post('invoices/logs', { invoice_id: inv.id })).body.items;
      expect(logs[0]).toMatchObject({ event: 'failed' });
    } finally {
      await other.close();
    }
  });
});
