import { defineConfig } from 'vitest/config';

// Unit tests (shared), API and database tests (server). Database tests run on PGlite, and also on
// PostgreSQL when TEST_DATABASE_URL is set. Two cores: at most two workers.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
    maxWorkers: 2,
  },
});
