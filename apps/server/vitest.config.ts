import { defineConfig } from 'vitest/config';

// Every API test runs twice: on PGlite in memory and on a fresh PostgreSQL database; browser tests once.
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    projects: [
      { extends: true, test: { name: 'pglite', include: ['test/api/**/*.test.ts'], env: { TEST_DB: 'pglite' } } },
      { extends: true, test: { name: 'postgres', include: ['test/api/**/*.test.ts'], env: { TEST_DB: 'postgres' } } },
      { extends: true, test: { name: 'unit', include: ['test/unit/**/*.test.ts'] } },
      // Operations: health, drain, metrics, request ids, the migration lock, uploads in an S3-compatible store.
      { extends: true, test: { name: 'ops', include: ['test/ops/**/*.test.ts'], env: { TEST_DB: 'pglite' } } },
      // The real server as a child process, SIGKILLed mid-burst (PGlite and PostgreSQL in one file).
      { extends: true, test: { name: 'durability', include: ['test/durability/**/*.test.ts'], testTimeout: 180_000 } },
      // Chromium against the built web app, on PGlite.
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          env: { TEST_DB: 'pglite' },
          testTimeout: 120_000,
          expect: { poll: { timeout: 30_000 } },
        },
      },
    ],
  },
});
