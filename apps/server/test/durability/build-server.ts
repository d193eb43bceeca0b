import { execFileSync } from 'node:child_process';
import { repoRoot } from '../../src/config';

/** The build `pnpm start` runs first (the root package.json's `start` script). */
export const startBuild = ['exec', 'node', 'scripts/build-for-start.mjs'];

/**
 * Vitest's global set-up for the durability tests: builds the server with the very command `pnpm start` runs
 * (`dist/main.js`; the web app and packages are built already by the test task's `^build`, so only the
 * server's bundle is made), so each child server starts from the bundle users run, and `pnpm start` in a
 * test finds its build in turbo's cache.
 */
export default function buildServer() {
  execFileSync('pnpm', startBuild, { cwd: repoRoot, stdio: 'ignore' });
}
