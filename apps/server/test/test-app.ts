import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/connection';
import { DEMO_PASSWORD } from '../src/db/seed/demo';
import type { Mailer } from '../src/platform/mail/mailer';
import { createTestDatabase, type DbKind } from './test-db';

export type TestServer = {
  app: FastifyInstance;
  database: Database;
  url: string;
  close(): Promise<void>;
};

/** The real server on a random port over a private database with the demo data. */
export async function startTestServer(
  kind: DbKind,
  opts: { mailer?: Mailer; env?: Record<string, string>; logStream?: NodeJS.WritableStream } = {},
): Promise<TestServer> {
  const database = await createTestDatabase(kind);
  const config = {
    ...loadConfig({ DATA_DIR: '/tmp/suite-test-data', WEB_DIST: '/nonexistent', ...opts.env }),
    logLevel: 'silent',
  };
  const app = await buildApp({
    db: database.db,
    config,
    mailer: opts.mailer,
    logger: opts.logStream ?? false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as { port: number };
  return {
    app,
    database,
    url: `http://127.0.0.1:${address.port}`,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export type ApiResponse<T = unknown> = { status: number; body: T; headers: Headers };

/** A browser-like client: keeps the session cookie and sends the client headers of spec 01 §7. */
export class TestClient {
  cookie = '';
  headers: Record<string, string> = { 'x-client-version': '1.42', 'x-language': 'en' };

  constructor(readonly baseUrl: string) {}

  async request<T = any>(
    method: string,
    path: string,
    body?: unknown,
    extra: Record<string, string> = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...this.headers, ...extra };
    if (this.cookie) headers.cookie = this.cookie;
    let payload: string | undefined;
    if (body !== undefined) {
      headers['content-type'] ??= 'application/json';
      payload = typeof body === 'string' ? body : JSON.stringify(body);
    }
    const res = await fetch(`${this.baseUrl}/api/${path.replace(/^\//, '')}`, {
      method,
      headers,
      body: payload,
    });
    const setCookie = res.headers.getSetCookie();
    for (const c of setCookie) {
      const [pair] = c.split(';');
      if (pair!.startsWith('sid=')) this.cookie = pair!.endsWith('sid=') ? '' : pair!;
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  get = <T = any>(path: string, extra?: Record<string, string>) =>
    this.request<T>('GET', path, undefined, extra);
  post = <T = any>(path: string, body: unknown = {}, extra?: Record<string, string>) =>
    this.request<T>('POST', path, body, extra);
  put = <T = any>(path: string, body: unknown, extra?: Record<string, string>) =>
    this.request<T>('PUT', path, body, extra);
  del = <T = any>(path: string, body: unknown, extra?: Record<string, string>) =>
    this.request<T>('DELETE', path, body, extra);

  async login(username: string, password = DEMO_PASSWORD): Promise<ApiResponse<any>> {
    const r = await this.post('auth?use_cookies=true', { username, password });
    if (r.status !== 200) throw new Error(`login ${username} failed: ${r.status} ${JSON.stringify(r.body)}`);
    return r;
  }
}

export async function signedIn(server: TestServer, username: string): Promise<TestClient> {
  const c = new TestClient(server.url);
  await c.login(username);
  return c;
}
