import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient, type TestServer, startTestServer } from '../../../test/test-app';
import { DB_KINDS } from '../../../test/test-db';
import { startSmtp } from '../../../test/smtp';

describe.each(DB_KINDS)('sending an order document by e-mail on %s', (kind) => {
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let admin: TestClient;
  let tech: TestClient;
  let fjord: TestClient;
  let customerId: number;
  let order: { id: number; ordernumber: number };

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startTestServer(kind, { env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } });
    [admin, tech, fjord] = await Promise.all(['admin', 'tech', 'fjordadmin'].map((u) => signedIn(server, u)));
    customerId = (await admin.post('customers', { name: 'Kvaløy Kjøl & Frys AS', email: 'post@kvaloy.no' }))
      .body.id;
    order = (await admin.post('orders', { customer_id: customerId, orderdate: '2026-04-07' })).body;
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

  it("proposes the customer's e-mail and the order confirmation text filled with the order", async () => {
    const r = await admin.get(`orders/${order.id}/mail_draft?type=1`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.to).toEqual(['post@kvaloy.no']);
    expect(r.body.filename).toBe(`Ordrebekreftelse ${order.ordernumber}.pdf`);
    expect(`${r.body.subject} ${r.body.body}`).toContain(String(order.ordernumber));
  });

  it('sends the order confirmation with its PDF to a real SMTP server and records it in the mail history', async () => {
    const before = smtp.inbox.length;
    const r = await admin.post(`orders/${order.id}/send`, {
      type: 1,
      to: 'post@kvaloy.no',
      cc: 'kopi@kvaloy.no',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ status: 'sent', error: null });
    const mail = await received(before + 1);
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toContain('post@kvaloy.no');
    expect(mail.subject).toBeTruthy();
    expect(mail.attachments).toHaveLength(1);
    const pdf = mail.attachments[0]!;
    expect(pdf.filename).toBe(`Ordrebekreftelse ${order.ordernumber}.pdf`);
    expect(pdf.contentType).toBe('application/pdf');
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf.content }).toString('utf8');
    expect(text).toContain(String(order.ordernumber));
    expect(text).toContain('Kvaløy Kjøl');
    expect(text).toContain('07.04.2026');
    const history = (await admin.post('mail_history/list', { match: { customer_id: customerId } })).body;
    expect(history.items).toEqual([
      expect.objectContaining({
        moduleid: 1,
        recordid: order.id,
        status: 'sent',
        attachments: [expect.objectContaining({ filename: `Ordrebekreftelse ${order.ordernumber}.pdf` })],
      }),
    ]);
  });

  it('sends the subject and body the user wrote, and the service report when asked', async () => {
    const before = smtp.inbox.length;
    const r = await admin.post(`orders/${order.id}/send`, {
      type: 2,
      to: ['a@kvaloy.no', 'b@kvaloy.no'],
      subject: 'Servicerapport fra i dag',
      body: 'Hei!\nVedlagt er rapporten.',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const mail = await received(before + 1);
    expect(mail.subject).toBe('Servicerapport fra i dag');
    expect(mail.text).toContain('Vedlagt er rapporten.');
    expect(mail.attachments[0]!.filename).toBe(`Servicerapport ${order.ordernumber}.pdf`);
  });

  it("refuses bad input, an unknown type, another tenant's order and a technician, sending nothing", async () => {
    const before = smtp.inbox.length;
    const cases: [unknown, { field: string; message: string }][] = [
      [
        { type: 1, to: 'ikke-en-adresse' },
        { field: 'to', message: 'invalidEmail' },
      ],
      [
        { type: 1, to: '' },
        { field: 'to', message: 'required' },
      ],
      [
        { type: 5, to: 'post@kvaloy.no' },
        { field: 'type', message: 'invalidData' },
      ],
      [{ to: 'post@kvaloy.no' }, { field: 'type', message: 'required' }],
      [
        { type: 1, to: 'post@kvaloy.no', cc: 'x@' },
        { field: 'cc', message: 'invalidEmail' },
      ],
    ];
    for (const [body, error] of cases) {
      const r = await admin.post(`orders/${order.id}/send`, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.headers.get('content-type')).toContain('application/problem+json');
      expect(r.body.errors).toEqual([error]);
    }
    const fjordCustomer = (await fjord.post('customers', { name: 'Fjord AS' })).body.id;
    const fjordOrder = (await fjord.post('orders', { customer_id: fjordCustomer })).body.id;
    expect((await admin.post(`orders/${fjordOrder}/send`, { type: 1, to: 'a@b.no' })).status).toBe(404);
    expect((await admin.get(`orders/${fjordOrder}/mail_draft?type=1`)).status).toBe(404);
    expect((await tech.post(`orders/${order.id}/send`, { type: 1, to: 'a@b.no' })).status).toBe(403);
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.inbox.length).toBe(before);
  });
});
