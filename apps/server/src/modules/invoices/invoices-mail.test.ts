import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient, type TestServer, startTestServer } from '../../../test/test-app';
import { DB_KINDS } from '../../../test/test-db';
import { startSmtp } from '../../../test/smtp';

const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');

describe.each(DB_KINDS)('invoices by e-mail and the invoice PDF on %s', (kind) => {
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let admin: TestClient;
  let customerId: number;

  beforeAll(async () => {
    smtp = await startSmtp({ refuse: 'refuse.example' });
    server = await startTestServer(kind, { env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } });
    admin = await signedIn(server, 'admin');
    const info = (await admin.get('companyinfo')).body;
    await admin.put('companyinfo', {
      ...info,
      partyname: 'Demo Service AS',
      organizationnumber: '923609016',
      street: 'Industriveien 5',
      postcode: '0580',
      city: 'Oslo',
    });
    customerId = (
      await admin.post('customers', {
        name: 'Kvaløy Kjøl & Frys AS',
        organizationnumber: '974760673',
        email: 'faktura@kvaloy.no',
      })
    ).body.id;
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  const received = async (n: number) => {
    for (let i = 0; i < 100 && smtp.inbox.length < n; i++) await new Promise((r) => setTimeout(r, 50));
    expect(smtp.inbox.length).toBe(n);
    return smtp.inbox[n - 1]!;
  };
  const draft = async () => {
    const o = (await admin.post('orders', { customer_id: customerId, description: 'Service kjøleanlegg' }))
      .body;
    await admin.post('orderlines', {
      order_id: o.id,
      name: 'Arbeid',
      quantity: '2,5',
      unit: 'timer',
      unitprice: 1234.5,
    });
    await admin.post('orderlines', { order_id: o.id, name: 'Filter', quantity: 1, unitprice: 99.9, tax: 15 });
    return (await admin.post(`invoices/create_from_order/${o.id}`, {})).body;
  };

  it("sends the invoice PDF with the invoice mail text to the customer's address and records it", async () => {
    const inv = await draft();
    const before = smtp.inbox.length;
    const r = await admin.post(`invoices/${inv.id}/send`, { sendtype: 4 });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ result: 'sent', message: null });
    const i = r.body.invoice;
    expect(i).toMatchObject({ status: 3, sendtype: 4, sentto: 'faktura@kvaloy.no' });
    const mail = await received(before + 1);
    // The invoice settings' subject (the demo company's 'Faktura fra Demo Service AS') wins over the standard text.
    expect(mail.subject).toBe('Faktura fra Demo Service AS');
    expect(mail.cc && 'text' in mail.cc ? mail.cc.text : '').toContain('faktura@demoservice.no');
    expect(mail.text).toContain(`KID ${i.kid}`);
    expect(mail.text).toContain('8601 11 17947');
    expect(mail.attachments[0]!.filename).toBe(`Faktura ${i.invoicenumber}.pdf`);
    const text = pdfText(mail.attachments[0]!.content);
    // A Norwegian invoice: seller with org nr, MVA and Foretaksregisteret, buyer, dates, KID, account, VAT per rate.
    expect(text).toContain('Faktura');
    expect(text).toContain('923 609 016 MVA');
    expect(text).toContain('Foretaksregisteret');
    expect(text).toContain('Kvaløy Kjøl & Frys AS');
    expect(text).toContain('Org.nr. 974 760 673');
    expect(text).toContain(i.kid);
    expect(text).toContain('8601 11 17947');
    const [y, m, d] = i.invoicedate.split('-');
    expect(text).toContain(`${d}.${m}.${y}`);
    // 2,5 × 1 234,50 = 3 086,25; VAT 25 % 771,56; 99,90 at 15 % = 14,99; total 3 972,70
    expect(text).toContain('3 086,25');
    expect(text).toContain('MVA 25 % av 3 086,25');
    expect(text).toContain('771,56');
    expect(text).toContain('14,99');
    expect(text).toContain('3 972,70');
    const logs = (await admin.post('invoices/logs', { invoice_id: inv.id })).body.items;
    expect(logs[0]).toMatchObject({ event: 'sent', details: { how: 'email', to: 'faktura@kvaloy.no' } });
    const history = (await admin.post('mail_history/list', { match: { moduleid: 16, recordid: inv.id } }))
      .body;
    expect(history.items[0]).toMatchObject({ status: 'sent' });
  });

  it('a refused e-mail leaves the invoice generated (in progress) and tells the user to send the PDF by hand', async () => {
    const s = (await admin.get('settings/invoice_settings')).body;
    await admin.put('settings/invoice_settings', { copyemail: '', version: s.version });
    const inv = await draft();
    const r = await admin.post(`invoices/${inv.id}/send`, { sendtype: 4, to: 'post@refuse.example' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({
      result: 'failed',
      message: 'invoiceMailFailed',
      pdfurl: `/api/invoices/${inv.id}/pdf`,
    });
    expect(r.body.invoice.status).toBe(2);
    expect(r.body.invoice.invoicenumber).not.toBeNull();
    const logs = (await admin.post('invoices/logs', { invoice_id: inv.id })).body.items;
    expect(logs[0]).toMatchObject({ event: 'failed', details: { message: 'invoiceMailFailed' } });
    // Downloading it afterwards completes the send.
    const d = await admin.post(`invoices/${inv.id}/send`, { sendtype: 2 });
    expect(d.body.invoice).toMatchObject({ status: 3, invoicenumber: r.body.invoice.invoicenumber });
  });

  it('a customer without e-mail and no address given is a 400, nothing numbered', async () => {
    const c = (await admin.post('customers', { name: 'Uten Epost AS' })).body.id;
    const o = (await admin.post('orders', { customer_id: c })).body.id;
    await admin.post('orderlines', { order_id: o, name: 'Arbeid', quantity: 1, unitprice: 100 });
    const inv = (await admin.post(`invoices/create_from_order/${o}`, {})).body;
    const r = await admin.post(`invoices/${inv.id}/send`, { sendtype: 4 });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ field: 'to', message: 'noEmailAddress' }]);
    expect((await admin.get(`invoices/${inv.id}`)).body.invoicenumber).toBeNull();
  });

  it("sends a batch by e-mail: each draft to its customer's address with its PDF, the ones that cannot go counted failed with the reason", async () => {
    const draftFor = async (customer: Record<string, unknown>) => {
      const c = (await admin.post('customers', customer)).body.id;
      const o = (await admin.post('orders', { customer_id: c })).body.id;
      await admin.post('orderlines', { order_id: o, name: 'Service', quantity: 1, unitprice: 1500 });
      return (await admin.post(`invoices/create_from_order/${o}`, {})).body;
    };
    const good = await draft();
    const noAddress = await draftFor({ name: 'Uten Adresse AS' });
    const refused = await draftFor({ name: 'Avvist AS', email: 'post@refuse.example' });
    const before = smtp.inbox.length;
    const r = await admin.post('invoices/batch_send', {
      invoice_ids: [good.id, noAddress.id, refused.id],
      sendtype: 4,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ total: 3, done: 1, failed: 2, status: 'finished', sendtype: 4 });
    // Each failure names the invoice's customer and order, for the list under the progress bar.
    expect(r.body.errors).toEqual([
      {
        invoice_id: noAddress.id,
        message: 'noEmailAddress',
        customername: 'Uten Adresse AS',
        order_id: noAddress.order_id,
      },
      {
        invoice_id: refused.id,
        message: 'invoiceMailFailed',
        customername: 'Avvist AS',
        order_id: refused.order_id,
      },
    ]);
    const [a, b, c] = await Promise.all(
      [good, noAddress, refused].map(async (d) => (await admin.get(`invoices/${d.id}`)).body),
    );
    expect(a).toMatchObject({ status: 3, sendtype: 4, sentto: 'faktura@kvaloy.no' });
    // Without an address nothing happened to the draft; a refused mail leaves it generated, as a single send does.
    expect(b).toMatchObject({ status: 1, invoicenumber: null });
    expect(c).toMatchObject({ status: 2 });
    expect(c.invoicenumber).toBe(a.invoicenumber + 1);
    const mail = await received(before + 1);
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('faktura@kvaloy.no');
    expect(mail.attachments[0]!.filename).toBe(`Faktura ${a.invoicenumber}.pdf`);
    const text = pdfText(mail.attachments[0]!.content);
    expect(text).toContain(String(a.invoicenumber));
    expect(text).toContain(a.kid);
    const history = (await admin.post('mail_history/list', { match: { moduleid: 16, recordid: c.id } })).body;
    expect(history.items[0]).toMatchObject({ status: 'failed' });
    const logs = (await admin.post('invoices/logs', { invoice_id: a.id })).body.items;
    expect(logs[0]).toMatchObject({ event: 'sent', details: { how: 'email', to: 'faktura@kvaloy.no' } });
  });

  it('sends a reminder with the fee and the reminder PDF', async () => {
    const inv = await draft();
    await admin.put(`invoices/${inv.id}`, {
      version: inv.version,
      invoicedate: '2026-01-05',
      duedate: '2026-01-19',
    });
    const sent = (await admin.post(`invoices/${inv.id}/send`, { sendtype: 2 })).body.invoice;
    const before = smtp.inbox.length;
    const r = await admin.post(`invoices/${inv.id}/reminder`, {});
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const mail = await received(before + 1);
    expect(mail.subject).toBe(`Purring på faktura ${sent.invoicenumber}`);
    const text = pdfText(mail.attachments[0]!.content);
    expect(text).toContain('Purring');
    expect(text).toContain('Purregebyr');
    expect(text).toContain('35,00');
    expect(text).toContain('19.01.2026');
    expect(text).toContain(sent.kid);
    const logs = (await admin.post('invoices/logs', { invoice_id: inv.id })).body.items;
    expect(logs[0]).toMatchObject({ event: 'reminded', details: { fee: '35.00' } });
  });
});
