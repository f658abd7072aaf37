import { createHash } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestServer, startTestServer } from '../../test/test-app';
import { chosenEncoding } from './static-files';

// Issue 11: what a phone receives from the server: compressed files, a year of caching for the content-hashed
// ones, a revalidated index.html and a valid web app manifest. The client is a stand-in dist folder laid out as
// `vite build` writes it (with the .br and .gz files of apps/web/build/precompress.ts); the manifest and the
// icons are the real ones from apps/web/public.

const publicDir = path.resolve(import.meta.dirname, '../../../web/public');
const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{id:${i},name:"Kunde ${i}"}`).join(',')}];\n`;
const BOOT_SCRIPT = `\n      document.documentElement.setAttribute('data-boot', 'login');\n    `;
const INDEX = `<!doctype html><html lang="nb"><head><link rel="manifest" href="/manifest.webmanifest" />${'<meta name="x" content="padding" />'.repeat(30)}<script>${BOOT_SCRIPT}</script><script type="module" src="/assets/index-Abc123.js"></script></head><body><div id="root"></div></body></html>`;

type RawAnswer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A request with exactly these headers (fetch would add its own Accept-Encoding and inflate the answer). */
function get(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function writeCompressed(file: string, text: string) {
  await writeFile(file, text);
  await writeFile(`${file}.br`, brotliCompressSync(text));
  await writeFile(`${file}.gz`, gzipSync(text));
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('the built client as a phone receives it', () => {
  let server: TestServer;
  let dist: string;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'suite-static-'));
    await mkdir(path.join(dist, 'assets'));
    await writeCompressed(path.join(dist, 'index.html'), INDEX);
    await writeCompressed(path.join(dist, 'assets/index-Abc123.js'), SCRIPT);
    for (const file of await readdir(publicDir))
      await copyFile(path.join(publicDir, file), path.join(dist, file));
    server = await startTestServer('pglite', { env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await server.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('sends a content-hashed script brotli-compressed and cacheable for a year', async () => {
    const r = await get(`${server.url}/assets/index-Abc123.js`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['content-type']).toMatch(/javascript/);
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(r.headers.vary).toMatch(/accept-encoding/i);
    expect(r.body.length).toBeLessThan(SCRIPT.length / 3);
    expect(brotliDecompressSync(r.body).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a browser without brotli and the plain file to one that accepts no encoding', async () => {
    const gzipped = await get(`${server.url}/assets/index-Abc123.js`, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(SCRIPT);
    expect(gzipped.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const plain = await get(`${server.url}/assets/index-Abc123.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('makes the browser revalidate index.html on every visit, so a deploy is seen at once', async () => {
    for (const page of ['/login', '/dashboard', '/customers/12']) {
      const r = await get(`${server.url}${page}`, { 'accept-encoding': 'br' });
      expect(r.status).toBe(200);
      expect(r.headers['content-type']).toMatch(/text\/html/);
      expect(r.headers['content-encoding']).toBe('br');
      expect(r.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(r.body).toString()).toBe(INDEX);
      const etag = r.headers.etag as string;
      expect(etag).toBeTruthy();
      const again = await get(`${server.url}${page}`, { 'accept-encoding': 'br', 'if-none-match': etag });
      expect(again.status).toBe(304);
    }
  });

  it("lets index.html's inline script run by its hash and no other inline script", async () => {
    const r = await get(`${server.url}/login`);
    const policy = String(r.headers['content-security-policy']);
    const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1].split(' ');
    const hash = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;
    expect(scriptSrc).toEqual(["'self'", hash]);
  });

  it('answers a chunk of an older build with 404, not with index.html', async () => {
    const r = await get(`${server.url}/assets/OldPage-Zzz999.js`);
    expect(r.status).toBe(404);
    expect(r.headers['content-type']).not.toMatch(/text\/html/);
  });

  it('serves a valid web app manifest whose icons exist in the sizes it names', async () => {
    const r = await get(`${server.url}/manifest.webmanifest`, { 'accept-encoding': 'br, gzip' });
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toMatch(/application\/manifest\+json/);
    expect(r.headers['cache-control']).toBe('no-cache');
    const body = r.headers['content-encoding'] === 'br' ? brotliDecompressSync(r.body) : r.body;
    const manifest = JSON.parse(body.toString()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest.name).toBe('ServiceSuite');
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.start_url).toBe('/dashboard');
    expect(manifest.display).toBe('standalone');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);

    const pngs = manifest.icons.filter((i) => i.type === 'image/png');
    const sizes = pngs.map((i) => i.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(pngs.some((i) => i.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const file = await get(`${server.url}${icon.src}`);
      expect(file.status, icon.src).toBe(200);
      expect(file.headers['content-type']).toContain(icon.type);
      if (icon.type === 'image/png') {
        const { width, height } = pngSize(file.body);
        expect(`${width}x${height}`).toBe(icon.sizes);
      }
    }
    const touch = await get(`${server.url}/apple-touch-icon.png`);
    expect(pngSize(touch.body)).toEqual({ width: 180, height: 180 });
  });

  it('compresses an API answer above 1 KB and leaves a small one as it is', async () => {
    const admin = await signedIn(server, 'admin');
    const headers = { cookie: admin.cookie, 'x-client-version': '1.42', 'x-language': 'en' };
    const big = await get(`${server.url}/api/tenanttranslation`, {
      ...headers,
      'accept-encoding': 'gzip, br',
    });
    expect(big.status).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.headers.vary).toMatch(/accept-encoding/i);
    expect(Array.isArray(JSON.parse(brotliDecompressSync(big.body).toString()))).toBe(true);

    // gzip for a client without brotli (or refusing it), the plain answer (still varying) for one with neither.
    const gz = await get(`${server.url}/api/tenanttranslation`, {
      ...headers,
      'accept-encoding': 'br;q=0, gzip',
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(Array.isArray(JSON.parse(gunzipSync(gz.body).toString()))).toBe(true);
    const plain = await get(`${server.url}/api/tenanttranslation`, {
      ...headers,
      'accept-encoding': 'identity',
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(Array.isArray(JSON.parse(plain.body.toString()))).toBe(true);

    const small = await get(`${server.url}/api/auth/session`, { ...headers, 'accept-encoding': 'gzip, br' });
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toMatchObject({ isauthenticated: true });
  });

  it('still answers an older client with 409, so the update banner shows after a deploy', async () => {
    const admin = await signedIn(server, 'admin');
    const r = await get(`${server.url}/api/auth/session`, {
      cookie: admin.cookie,
      'x-client-version': '1.0',
      'accept-encoding': 'br',
    });
    expect(r.status).toBe(409);
  });
});

describe('the manifest in apps/web/public', () => {
  it('is linked from index.html with the meta tags a phone needs', async () => {
    const html = await readFile(path.resolve(publicDir, '../index.html'), 'utf8');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html).toMatch(/<meta name="viewport" content="width=device-width, initial-scale=1/);
    expect(html).toMatch(/<meta name="theme-color" content="#[0-9a-f]{6}"/i);
    expect(html).toContain('rel="apple-touch-icon"');
  });
});

describe('the encoding an API answer is compressed in', () => {
  it('is brotli before gzip, none refused with q=0, either for *', () => {
    expect(chosenEncoding('gzip, deflate, br')).toBe('br');
    expect(chosenEncoding('gzip')).toBe('gzip');
    expect(chosenEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chosenEncoding('br; q=0.0, gzip;q=0')).toBeNull();
    expect(chosenEncoding('*')).toBe('br');
    expect(chosenEncoding('identity')).toBeNull();
    expect(chosenEncoding(undefined)).toBeNull();
  });
});
