import { createHash } from 'node:crypto';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

// Issue 11 "Fast on a technician's phone": the built client and the API answers reach a phone compressed, and
// the content-hashed files are cached for good.

/** Files under /assets carry a content hash in their name (vite): a new build gets new names. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html, the manifest and the icons keep their names: the browser asks again each time (ETag answers 304). */
export const REVALIDATE = 'no-cache';

/**
 * The content security policy's sources ('sha256-...') for the inline scripts of index.html: the script that
 * picks the first screen's frame (issue 11) runs from the page itself, so it needs no request of its own.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
}

/** Answers of these types are worth compressing: the API's JSON (and problem+json), text, scripts, XML. */
const COMPRESSIBLE_TYPE =
  /^(?:application\/(?:[\w.-]+\+)?(?:json|xml)|application\/javascript|text\/|image\/svg\+xml)/i;
/** Below this an answer saves less than the encoding costs. */
const COMPRESS_THRESHOLD = 1024;
const BROTLI = { params: { [zlib.BROTLI_PARAM_QUALITY]: 1 } };
const GZIP = { level: 1 };

/** The encoding to answer in for an Accept-Encoding header: brotli before gzip; `q=0` refuses one. */
export function chosenEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  let br = false;
  let gzip = false;
  for (const part of String(header).toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim());
    if (params.some((p) => /^q=0(?:\.0*)?$/.test(p))) continue;
    if (name === 'br' || name === '*') br = true;
    if (name === 'gzip' || name === '*') gzip = true;
  }
  return br ? 'br' : gzip ? 'gzip' : null;
}

/**
 * The API answers above 1 KB compressed on the fly, in one synchronous call in an onSend hook. Brotli quality 1: a
 * list page of 25 customers (21 KB of JSON) becomes about 3,5 KB; quality 2 made it 2,6 KB but cost twice the CPU
 * and put the list benchmark (docs/benchmarks.md, within 1,3x of plain) at 1,40x on a quiet machine, quality 1 at
 * 1,20x (session 15; quality 4 costs ~150 µs, gzip level 6 ~110 µs, brotli's default 11 ~30 ms). gzip level 1 for
 * a client without brotli. Streams (file downloads) and answers that already have an encoding (the built client,
 * precompressed at build time by apps/web/build/precompress.ts and served by @fastify/static) pass as they are.
 * Nobody sends us compressed bodies: none are inflated (no zip bomb to guard against).
 */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    if (reply.hasHeader('content-encoding') || reply.statusCode === 204 || reply.statusCode === 304) {
      return done(null, payload);
    }
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !COMPRESSIBLE_TYPE.test(type)) return done(null, payload);
    // Most answers are small: measured without copying the text.
    if (Buffer.byteLength(payload) < COMPRESS_THRESHOLD) return done(null, payload);
    const vary = reply.getHeader('vary');
    if (!vary) reply.header('vary', 'Accept-Encoding');
    else if (!/accept-encoding/i.test(String(vary))) reply.header('vary', `${String(vary)}, Accept-Encoding`);
    const encoding = chosenEncoding(request.headers['accept-encoding']);
    if (!encoding) return done(null, payload);
    const compressed = encoding === 'br' ? brotliCompressSync(payload, BROTLI) : gzipSync(payload, GZIP);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return done(null, compressed);
  });
}

/**
 * The built client from `webDist`: precompressed files chosen by Accept-Encoding (with Vary, so a shared cache
 * keeps the variants apart), /assets/* cached for a year, everything else revalidated on every use. After a
 * deploy the next index.html names the new chunks, so the update banner's reload (409 on an older
 * x-client-version) always gets the new client.
 */
export async function registerStaticFiles(app: FastifyInstance, webDist: string): Promise<void> {
  const assets = path.join(webDist, 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    // send's own Cache-Control (max-age=0) is replaced by ours; ETag and Last-Modified stay as validators.
    cacheControl: false,
    setHeaders: (res, filePath) => {
      res.setHeader('cache-control', filePath.startsWith(assets) ? IMMUTABLE : REVALIDATE);
      res.setHeader('vary', 'Accept-Encoding');
    },
  });
}
