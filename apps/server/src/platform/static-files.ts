import { createHash } from 'node:crypto';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
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

/**
 * The API answers above 1 KB compressed on the fly. Brotli quality 2: a list page of 25 customers (21 KB of JSON)
 * becomes 2,6 KB for ~60 µs of CPU, where quality 4 costs ~150 µs for 2,4 KB, gzip level 6 ~110 µs for 2,5 KB
 * and brotli's default quality 11 ~30 ms (measured on this machine; the list benchmark in docs/benchmarks.md
 * must stay within 1,3x of plain). gzip level 1 (~45 µs, 2,9 KB) for a client without brotli. Static files are
 * not compressed here: the build precompresses them (apps/web/build/precompress.ts) and @fastify/static serves
 * the .br or .gz file; onSend skips an answer that already has a Content-Encoding.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    // Nobody sends us compressed bodies; not inflating them leaves no zip bomb to guard against.
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 2 } },
    zlibOptions: { level: 1 },
    // Compress answers up to 512 KiB in one synchronous call (a list page: ~60 µs). The plugin's default on two
    // cores streams anything above 8 KiB through a new zlib stream per answer, which cost 6-9 ms of CPU per list
    // call in the benchmark (brotli allocates its state and window for every stream).
    syncThreshold: 512 * 1024,
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
