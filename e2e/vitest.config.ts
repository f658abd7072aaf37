import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// `npm run test:e2e`: the end-to-end tests in real Chromium against one real server (e2e/support/global-setup.ts).
// One file at a time: the machine has two cores, and Chromium plus the server already use both.
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/support/global-setup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 180_000,
    hookTimeout: 180_000,
    teardownTimeout: 60_000,
    // expect.poll waits up to 1 s by default: too short for a screen on a loaded 2-core CI machine.
    expect: { poll: { timeout: 30_000 } },
  },
});
