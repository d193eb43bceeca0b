import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { repoRoot } from '../../src/config';

/**
 * Vitest's global set-up for the durability tests: builds the server as `pnpm start` does (`dist/main.js`, about
 * a second), so each child server starts from the bundle users run instead of compiling its sources anew.
 */
export default function buildServer() {
  const tsup = createRequire(import.meta.url).resolve('tsup/package.json');
  execFileSync(process.execPath, [join(dirname(tsup), 'dist/cli-default.js')], {
    cwd: resolve(repoRoot, 'apps/server'),
    stdio: 'ignore',
  });
}
