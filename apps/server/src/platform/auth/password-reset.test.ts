import { PassThrough } from 'node:stream';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TestClient, type TestServer } from '../../../test/test-app';
import { withPlatform } from '../../db/tenant';
import { mailLog } from '../mail/mail.table';
import { sql } from 'drizzle-orm';

/** Enough of RFC 2045 quoted-printable to read the body nodemailer sends. */
function decodeQuotedPrintable(s: string): string {
  const bytes = s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

type Received = { to: string; subject: string; text: string };

// A real SMTP server on loopback receives what the product sends.
async function startSmtp(): Promise<{ server: SMTPServer; port: number; inbox: Received[] }> {
  const inbox: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString()));
      stream.on('end', () => {
        inbox.push({
          to: session.envelope.rcptTo.map((r) => r.address).join(','),
          subject: /^Subject: (.*)$/m.exec(raw)?.[1] ?? '',
          text: decodeQuotedPrintable(raw.slice(raw.indexOf('\r\n\r\n'))),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.server.address() as { port: number }).port, inbox };
}

describe('forgot and reset password', () => {
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const logs = new PassThrough();
  let logText = '';
  logs.on('data', (c: Buffer) => (logText += c.toString()));

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startTestServer('pglite', {
      env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, PUBLIC_URL: 'http://suite.test' },
      logStream: logs,
    });
  });
  afterAll(async () => {
    await server.close();
    await new Promise<void>((r) => smtp.server.close(() => r()));
  });

  const linkToken = (text: string) => /token=([\w%-]+)/.exec(text)![1]!;
  const waitForMail = async (n: number) => {
    for (let i = 0; i < 100 && smtp.inbox.length < n; i++) await new Promise((r) => setTimeout(r, 50));
    expect(smtp.inbox.length).toBe(n);
    return smtp.inbox[n - 1]!;
  };

  it('mails a reset link to a known address, in the language of the request, and logs it', async () => {
    const c = new TestClient(server.url);
    c.headers['x-language'] = 'no';
    const r = await c.post('auth/forgot_password', { email: 'office@demoservice.no' });
    expect(r.status).toBe(200);
    const mail = await waitForMail(1);
    expect(mail.to).toBe('office@demoservice.no');
    expect(mail.subject).toBe('Tilbakestill passordet ditt');
    expect(mail.text).toContain('http://suite.test/resetpassword?token=');
    const logged = await withPlatform(server.database.db, (tx) => tx.select().from(mailLog));
    expect(logged.map((m) => [m.to, m.status])).toContainEqual(['office@demoservice.no', 'sent']);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = smtp.inbox.length;
    const r = await new TestClient(server.url).post('auth/forgot_password', { email: 'nobody@nowhere.no' });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ ok: true });
    await new Promise((res) => setTimeout(res, 200));
    expect(smtp.inbox.length).toBe(before);
  });

  it('enforces the password policy and the confirmation, then resets once with the link', async () => {
    const c = new TestClient(server.url);
    await c.post('auth/forgot_password', { email: 'tech@demoservice.no' });
    const token = decodeURIComponent(linkToken((await waitForMail(2)).text));
    const weak = await c.post('auth/reset_password', {
      token,
      password: 'password',
      confirmpassword: 'password',
    });
    expect(weak.status).toBe(400);
    expect(weak.body.errors).toEqual([{ field: 'password', message: 'passwordPolicy' }]);
    const mismatch = await c.post('auth/reset_password', {
      token,
      password: 'N3w!Passw0rd',
      confirmpassword: 'N3w!Passw0rdX',
    });
    expect(mismatch.body.errors).toEqual([{ field: 'confirmpassword', message: 'passwordMatch' }]);
    const ok = await c.post('auth/reset_password', {
      token,
      password: 'N3w!Passw0rd',
      confirmpassword: 'N3w!Passw0rd',
    });
    expect(ok.status).toBe(200);
    expect(
      (await c.post('auth?use_cookies=true', { username: 'tech', password: 'N3w!Passw0rd' })).status,
    ).toBe(200);
    expect(
      (
        await new TestClient(server.url).post('auth?use_cookies=true', {
          username: 'tech',
          password: 'Demo!2345',
        })
      ).status,
    ).toBe(401);
    const twice = await c.post('auth/reset_password', {
      token,
      password: 'An0ther!Pass',
      confirmpassword: 'An0ther!Pass',
    });
    expect(twice.status).toBe(400);
    expect(twice.body.errors).toEqual([{ field: 'token', message: 'tokenExpired' }]);
  });

  it('refuses an expired link', async () => {
    const c = new TestClient(server.url);
    await c.post('auth/forgot_password', { email: 'admin@demoservice.no' });
    const token = decodeURIComponent(linkToken((await waitForMail(3)).text));
    await withPlatform(server.database.db, (tx) =>
      tx.execute(sql`update password_resets set expiresat = now() - interval '1 minute'`),
    );
    const r = await c.post('auth/reset_password', {
      token,
      password: 'N3w!Passw0rd',
      confirmpassword: 'N3w!Passw0rd',
    });
    expect(r.body.errors).toEqual([{ field: 'token', message: 'tokenExpired' }]);
    expect((await c.post('auth?use_cookies=true', { username: 'admin', password: 'Demo!2345' })).status).toBe(
      200,
    );
  });

  it('never writes passwords, cookies or tokens to the log', async () => {
    const c = new TestClient(server.url);
    await c.post('auth?use_cookies=true', { username: 'office', password: 'Demo!2345' });
    await c.get('dashboard');
    await c.post('auth?use_cookies=true', { username: 'office', password: 'Wr0ng!Secret' });
    expect(logText.length).toBeGreaterThan(100);
    expect(logText).not.toContain('Demo!2345');
    expect(logText).not.toContain('Wr0ng!Secret');
    expect(logText).not.toContain(c.cookie.slice(4));
    expect(logText).not.toContain('N3w!Passw0rd');
  });
});
