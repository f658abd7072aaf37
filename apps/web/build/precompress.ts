// Issue 11: the server sends the built client precompressed (apps/server/src/platform/static-files.ts picks the
// .br or .gz beside a file by Accept-Encoding). Compressing once at build time allows the slowest, smallest
// settings (brotli quality 11, gzip level 9) that would cost too much per request.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text formats worth compressing; images (png) are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this a compressed answer saves less than its headers cost. */
const MIN_BYTES = 512;

async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await filesUnder(p)));
    else out.push(p);
  }
  return out;
}

/** Writes file.br and file.gz beside every compressible file of dir that they make smaller. */
export async function precompressDir(dir: string): Promise<{ files: number; bytes: number; brotli: number }> {
  const files = (await filesUnder(dir)).filter((f) => COMPRESSIBLE.test(f));
  let count = 0;
  let bytes = 0;
  let brotliBytes = 0;
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < MIN_BYTES) return;
      const data = await readFile(file);
      const [br, gzipped] = await Promise.all([
        brotli(data, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
        gz(data, { level: 9 }),
      ]);
      if (br.length < data.length) await writeFile(`${file}.br`, br);
      if (gzipped.length < data.length) await writeFile(`${file}.gz`, gzipped);
      count++;
      bytes += data.length;
      brotliBytes += br.length;
    }),
  );
  return { files: count, bytes, brotli: brotliBytes };
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'suite-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const r = await precompressDir(outDir);
      this.info?.(
        `precompressed ${r.files} files: ${(r.bytes / 1024).toFixed(0)} KiB -> ${(r.brotli / 1024).toFixed(0)} KiB brotli`,
      );
    },
  };
}
