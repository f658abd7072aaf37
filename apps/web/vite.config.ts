import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { ManualChunkMeta } from 'rollup';
import { defineConfig } from 'vite';
import { bootEntry } from './build/boot-entry';
import { firstCode } from './build/first-code';
import { precompress } from './build/precompress';
import { shellChunks } from './build/shell-chunks';

const root = fileURLToPath(new URL('.', import.meta.url));

// Issue 11: the libraries every page runs get chunks of their own. They change far less often than our code, so
// after a deploy a phone keeps them from its cache (content-hashed names, cached for a year), and they download
// side by side with the app's entry. Only packages the entry imports anyway are named: a library some screens
// use (the data grid, date pickers, forms) stays in those screens' chunks.
const VENDOR_CHUNKS: [RegExp, string][] = [
  [/\/node_modules\/(react|react-dom|scheduler)\//, 'react'],
  [/\/node_modules\/(react-router|cookie|set-cookie-parser)\//, 'router'],
  [/\/node_modules\/(i18next|react-i18next|html-parse-stringify|void-elements)\//, 'i18n'],
  [/\/node_modules\/(@emotion|stylis|@mui\/(system|styled-engine|private-theming))\//, 'mui-system'],
];

function vendorChunk(id: string): string | undefined {
  return VENDOR_CHUNKS.find(([pattern]) => pattern.test(id))?.[1];
}

const srcDir = `${root.replace(/\\/g, '/').replace(/\/$/, '')}/src`;
const shellChunk = shellChunks(srcDir, vendorChunk);

function manualChunk(id: string, meta: ManualChunkMeta): string | undefined {
  return vendorChunk(id) ?? shellChunk(id, meta);
}

// The server (apps/server) serves the API under /api on port 3000 and, in production, this build from
// apps/web/dist. In development Vite serves the client and hands /api on to the server.
export default defineConfig({
  root,
  plugins: [react(), bootEntry(), firstCode(srcDir), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  preview: {
    port: 4173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // terser compresses the first page's JavaScript a few KiB smaller than esbuild (budget 200 KiB gzip).
    minify: 'terser',
    terserOptions: { compress: { passes: 2 } },
    // Every browser we support has modulepreload; the polyfill would cost the first page a kilobyte.
    modulePreload: { polyfill: false },
    rollupOptions: { output: { manualChunks: manualChunk, experimentalMinChunkSize: 20_000 } },
  },
});
