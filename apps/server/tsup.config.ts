import { defineConfig } from 'tsup';

// One bundle for the server with the workspace packages inlined; npm dependencies stay external.
export default defineConfig({
  entry: {
    main: 'src/main.ts',
    // `pnpm quanta …`: backup, restore, move-to-postgres.
    cli: 'src/cli.ts',
    // The .xlsx reader runs in a worker thread, from its own file beside main.js.
    'xlsx-worker': '../../packages/api/src/services/questions/xlsx-worker.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node22',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: [/^@quanta\//],
});
