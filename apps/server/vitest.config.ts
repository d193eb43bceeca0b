import { defineConfig } from 'vitest/config';

/**
 * Every API and service test runs twice: on PGlite with the speed-ups off (QUANTA_CACHES=off: each answer
 * computed the slow way) and on PostgreSQL with them on; each test's database is a copy of one migrated per run (`test/support/templates.ts`). Files run on both cores, and a worker keeps the modules it imported for its
 * next file (`isolate: false`): importing the API anew for each file cost more than most files' tests.
 * Groups run one after another: the API, operations and unit tests, then the browser tests, then the
 * durability tests, whose servers are killed mid-burst and should not share the machine with a browser.
 */
const templates = ['./test/support/templates.ts'];
const apiFiles = ['test/api/**/*.test.ts', 'test/services/**/*.test.ts'];
/**
 * Pure logic behind HTTP (input parsing, the API reference and its lint, the example script on the typed
 * client): one run, on PostgreSQL with the speed-ups on.
 */
const onceFiles = ['test/api/walk-bad-input.test.ts', 'test/api/openapi.test.ts', 'test/api/client-example.test.ts'];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    isolate: false,
    setupFiles: ['./test/support/per-file.ts'],
    maxWorkers: 2,
    projects: [
      // With the operations tests (health, drain, metrics, request ids, the migration lock, uploads in an
      // S3-compatible store) and pure logic (grading): each project starts its workers anew.
      {
        extends: true,
        test: {
          name: 'pglite-uncached',
          include: [...apiFiles, 'test/ops/**/*.test.ts', 'test/unit/**/*.test.ts'],
          exclude: onceFiles,
          env: { TEST_DB: 'pglite', QUANTA_CACHES: 'off' },
          globalSetup: templates,
        },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          include: apiFiles,
          env: { TEST_DB: 'postgres' },
          globalSetup: templates,
        },
      },
      // Chromium against the built web app, on PostgreSQL (whose own processes do the database's work; the
      // API tests cover both databases).
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          env: { TEST_DB: 'postgres' },
          globalSetup: templates,
          testTimeout: 120_000,
          expect: { poll: { timeout: 30_000 } },
          sequence: { groupOrder: 1 },
        },
      },
      // The real server as a child process, SIGKILLed mid-burst (PGlite and PostgreSQL in one file).
      {
        extends: true,
        test: {
          name: 'durability',
          include: ['test/durability/**/*.test.ts'],
          globalSetup: ['./test/durability/build-server.ts'],
          testTimeout: 180_000,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
