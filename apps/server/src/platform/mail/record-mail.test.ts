import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderDocumentFileName } from '@suite/shared/orders/order-document';
import { signedIn, startTestServer, type TestClient, type TestServer } from '../../../test/test-app';
import { DB_KINDS } from '../../../test/test-db';
import { withPlatform, withTenant } from '../../db/tenant';
import { loadSessionUser, tenantIdByDomain, type SessionUser } from '../auth/access-context';
import { renderOrderDocument } from '../pdf';
import { SAMPLE_HEADER, sampleOrderDocument } from '../pdf/documents/order-document.sample';
import { sendRecordMail, type RecordMailInput } from './record-mail';
import { buildRecordMailText, orderMailValues, type RecordMailTemplate } from './record-mail-text';
import { startSmtp } from '../../../test/smtp';

describe.each(DB_KINDS)('mail sent from a record on %s', (kind) => {
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let admin: TestClient;
  let office: TestClient;
  let tech: TestClient;
  let fjord: TestClient;
  let customerId: number;
  let fjordCustomerId: number;

  /** What a route of the orders module does: its tenant transaction, the signed-in user, the app's mailer. */
  async function asUser<T>(
    client: TestClient,
    fn: (ctx: Parameters<typeof sendRecordMail>[0]) => Promise<T>,
  ) {
    const db = server.database.db;
    const session = (await client.get('auth/session')).body.user as { id: number; domain: string };
    const user = await withPlatform(db, async (tx) =>
      loadSessionUser(tx, session.id, (await tenantIdByDomain(tx, session.domain))!),
    );
    return withTenant(db, user!.tenantId, (tx) =>
      fn({ tx, user: user as SessionUser, mailer: server.app.mailer }),
    );
  }
  const send = (client: TestClient, input: RecordMailInput) =>
    asUser(client, (ctx) => sendRecordMail(ctx, input));

  beforeAll(async () => {
    smtp = await startSmtp({ refuse: 'refused.example' });
    server = await startTestServer(kind, { env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } });
    [admin, office, tech, fjord] = await Promise.all(
      ['admin', 'office', 'tech', 'fjordadmin'].map((u) => signedIn(server, u)),
    );
    customerId = (await admin.post('customers/list', { limit: 1 })).body.items[0].id;
    fjordCustomerId = (await fjord.post('customers/list', { limit: 1 })).body.items[0].id;
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('delivers the order confirmation PDF intact and records the mail in the history', async () => {
    const pdf = await renderOrderDocument(1, sampleOrderDocument(6), SAMPLE_HEADER);
    const filename = orderDocumentFileName(1, 10023, 'no');
    const result = await send(office, {
      to: 'kari.hansen@fjordvik.no; post@fjordvik.no',
      cc: 'arkiv@demoservice.no',
      subject: 'Ordrebekreftelse 10023',
      text: 'Hei Kari,\n\nVedlagt følger ordrebekreftelsen.',
      moduleid: 1,
      recordid: 10023,
      customer_id: customerId,
      attachments: [{ filename, content: pdf, contentType: 'application/pdf' }],
    });
    expect(result).toMatchObject({ status: 'sent', error: null });

    const mail = smtp.inbox.at(-1)!;
    expect(mail.subject).toBe('Ordrebekreftelse 10023');
    expect(mail.text).toContain('Vedlagt følger ordrebekreftelsen.');
    expect(mail.cc && 'text' in mail.cc ? mail.cc.text : '').toBe('arkiv@demoservice.no');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]!.filename).toBe('Ordrebekreftelse 10023.pdf');
    expect(mail.attachments[0]!.contentType).toBe('application/pdf');
    expect(Buffer.compare(mail.attachments[0]!.content, pdf)).toBe(0);

    // The admin's /mail_history and the customer's mail tab both list it, newest first.
    const all = await admin.post('mail_history/list', { count: true });
    expect(all.status).toBe(200);
    expect(all.body.items[0]).toMatchObject({
      id: result.id,
      to: 'kari.hansen@fjordvik.no, post@fjordvik.no',
      cc: 'arkiv@demoservice.no',
      subject: 'Ordrebekreftelse 10023',
      attachments: [
        { filename: 'Ordrebekreftelse 10023.pdf', contenttype: 'application/pdf', size: pdf.length },
      ],
      moduleid: 1,
      recordid: 10023,
      customer_id: customerId,
      sentbyname: expect.any(String),
      status: 'sent',
      error: null,
    });
    expect(all.body.items[0].customername).toBeTruthy();
    const tab = await office.post('mail_history/list', { match: { customer_id: customerId } });
    expect(tab.status).toBe(200);
    expect(tab.body.items.map((m: { id: number }) => m.id)).toContain(result.id);

    const one = await office.get(`mail_history/${result.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ body: 'Hei Kari,\n\nVedlagt følger ordrebekreftelsen.', ishtml: false });
  });

  it('records a delivery the receiving server refuses as failed, with the error, and tells the caller', async () => {
    const result = await send(admin, {
      to: 'nobody@refused.example',
      subject: 'Tilbud 3051',
      text: 'Vedlagt tilbud.',
      moduleid: 4,
      recordid: 3051,
      customer_id: customerId,
    });
    expect(result.status).toBe('failed');
    expect(result.error).toMatch(/Mailbox unavailable|550/);
    const listed = await admin.post('mail_history/list', { match: { status: 'failed' } });
    expect(listed.body.items).toEqual([
      expect.objectContaining({
        id: result.id,
        status: 'failed',
        error: result.error,
        subject: 'Tilbud 3051',
      }),
    ]);
  });

  it('sends an HTML mail with a plain-text part and keeps the HTML in the history', async () => {
    const html = await asUser(office, (ctx) =>
      buildRecordMailText(ctx, { event: 'offer' }, { contactname: 'Kari', offernumber: 3051 }),
    );
    const result = await send(office, {
      to: 'kari.hansen@fjordvik.no',
      subject: html.subject,
      html: html.html,
      moduleid: 4,
      recordid: 3051,
    });
    expect(result.status).toBe('sent');
    const mail = smtp.inbox.at(-1)!;
    expect(mail.subject).toBe('Tilbud 3051 fra Demo Service AS');
    expect(mail.html).toContain('Hei Kari,<br>');
    expect(mail.text).toContain('Hei Kari,\n');
    expect(mail.text).not.toContain('<br>');
    const one = await admin.get(`mail_history/${result.id}`);
    expect(one.body).toMatchObject({ ishtml: true, subject: 'Tilbud 3051 fra Demo Service AS' });
    expect(one.body.body).toContain('Hei Kari,<br>');
  });

  it('finds mails by receiver, subject or customer name and pages through them', async () => {
    for (let i = 1; i <= 3; i++)
      await send(admin, {
        to: `side${i}@fjordvik.no`,
        subject: `Servicerapport ${i}`,
        text: 'x',
        moduleid: 1,
        recordid: i,
      });
    const found = await admin.post('mail_history/list', { search: 'side2@', count: true });
    expect(found.body).toMatchObject({
      total: 1,
      items: [expect.objectContaining({ subject: 'Servicerapport 2' })],
    });
    const page = await admin.post('mail_history/list', {
      search: 'Servicerapport',
      limit: 2,
      skip: 2,
      count: true,
    });
    expect(page.body.total).toBe(3);
    expect(page.body.items.map((m: { subject: string }) => m.subject)).toEqual(['Servicerapport 1']);
    const record = await office.post('mail_history/list', { match: { moduleid: 1, recordid: 2 } });
    expect(record.body.items.map((m: { subject: string }) => m.subject)).toEqual(['Servicerapport 2']);
  });

  it('refuses bad input with the field and its message, and sends and records nothing', async () => {
    const before = smtp.inbox.length;
    const total = (await admin.post('mail_history/list', { count: true })).body.total;
    const bad = (input: Partial<RecordMailInput>) =>
      send(admin, {
        to: 'a@b.no',
        subject: 'S',
        text: 'T',
        moduleid: 1,
        recordid: 1,
        ...input,
      } as RecordMailInput);
    await expect(bad({ to: 'ikke-en-adresse' })).rejects.toMatchObject({
      status: 400,
      errors: [{ field: 'to', message: 'invalidEmail' }],
    });
    await expect(bad({ to: '' })).rejects.toMatchObject({
      status: 400,
      errors: [{ field: 'to', message: 'required' }],
    });
    await expect(bad({ subject: '  ' })).rejects.toMatchObject({
      errors: [{ field: 'subject', message: 'required' }],
    });
    await expect(bad({ text: '' })).rejects.toMatchObject({
      errors: [{ field: 'text', message: 'required' }],
    });
    await expect(bad({ recordid: -1 })).rejects.toMatchObject({
      errors: [{ field: 'recordid', message: 'invalidData' }],
    });
    // Another tenant's customer is unknown here.
    await expect(bad({ customer_id: fjordCustomerId })).rejects.toMatchObject({ status: 404 });
    expect(smtp.inbox.length).toBe(before);
    expect((await admin.post('mail_history/list', { count: true })).body.total).toBe(total);

    for (const body of [
      { match: { to: 'x' } },
      { limit: 0 },
      { sort: { body: 1 } },
      { match: { customer_id: 'x' } },
    ]) {
      const r = await admin.post('mail_history/list', body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.headers.get('content-type')).toContain('application/problem+json');
    }
    expect((await admin.get('mail_history/abc')).status).toBe(400);
  });

  it('keeps each tenant to its own mail history', async () => {
    const mine = (await admin.post('mail_history/list', { limit: 1 })).body.items[0];
    const theirs = await fjord.post('mail_history/list', { count: true });
    expect(theirs.status).toBe(200);
    expect(theirs.body.total).toBe(0);
    expect((await fjord.get(`mail_history/${mine.id}`)).status).toBe(404);
    expect(
      (await fjord.post('mail_history/list', { match: { customer_id: customerId } })).body.items,
    ).toEqual([]);
  });

  it('shows the whole mail history to administrators only (spec 01 §6)', async () => {
    expect((await tech.post('mail_history/list', {})).status).toBe(403);
    expect((await office.post('mail_history/list', {})).status).toBe(403);
    // A module without a view permission of its own (project 5 needs projects_view, which office lacks).
    expect((await office.post('mail_history/list', { match: { moduleid: 5, recordid: 1 } })).status).toBe(
      403,
    );
    // The customer's mail tab needs customers_view, which the technician has.
    expect((await tech.post('mail_history/list', { match: { customer_id: customerId } })).status).toBe(200);
    const unauthenticated = await fetch(`${server.url}/api/mail_history/list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-client-version': '1.42' },
      body: '{}',
    });
    expect(unauthenticated.status).toBe(401);
  });

  it('builds the order confirmation mail from the tenant standard text, the company and the order', async () => {
    const data = sampleOrderDocument(2);
    data.customer.name = 'Fjordvik & Sønn <AS>';
    const text = await asUser(office, (ctx) =>
      buildRecordMailText(ctx, { event: 'orderconfirmation' }, orderMailValues(data)),
    );
    expect(text.subject).toBe('Ordrebekreftelse 10023');
    expect(text.text).toContain('Hei Kari Hansen,');
    expect(text.text).toContain('Vi bekrefter ordre 10023: Årlig service på varmepumpe og bytte av utedel.');
    expect(text.text).toContain('Oppstart: 23.03.2026');
    expect(text.text).toContain('Demo Service AS');
    // The HTML part escapes what came from the records.
    const html = await asUser(office, (ctx) =>
      buildRecordMailText(
        ctx,
        { event: 'orderconfirmation' },
        { ...orderMailValues(data), contactname: data.customer.name },
      ),
    );
    expect(html.html).toContain('Hei Fjordvik &amp; Sønn &lt;AS&gt;,<br>');
  });

  it('answers 404 for a mail template of another tenant', async () => {
    const row = (await fjord.post('mailtemplates', { name: 'Fjord', module: 1, subject: 'S', body: 'B' }))
      .body;
    expect(row.id).toBeGreaterThan(0);
    const template: RecordMailTemplate = { mailtemplate_id: row.id };
    await expect(asUser(admin, (ctx) => buildRecordMailText(ctx, template, {}))).rejects.toMatchObject({
      status: 404,
    });
    await expect(asUser(fjord, (ctx) => buildRecordMailText(ctx, template, { x: 1 }))).resolves.toMatchObject(
      {
        subject: 'S',
        text: 'B',
      },
    );
  });
});
