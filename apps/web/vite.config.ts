import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';

const root = fileURLToPath(new URL('.', import.meta.url));

// The server (apps/server) serves the API under /api on port 3000 and, in production, this build from
// apps/web/dist. In development Vite serves the client and hands /api on to the server.
export default defineConfig({
  root,
  plugins: [react(), precompress()],
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
  },
});
