import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './precompress';
import { routePreload } from './route-preload';
import { scrollAreaRefs } from './scroll-area-refs';

const api = 'http://localhost:8080';

// The production build ships Preact (through preact/compat) where the code and its libraries import React:
// the same components for about a fifth of React's bytes on the wire. The dev server keeps React (and its
// fast refresh); the browser tests run against the build.
const preactCompat = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
];

export default defineConfig(({ command }) => ({
  plugins: [react(), scrollAreaRefs(), routePreload(), precompress()],
  // Unit tests keep their imports between files: loading the modules anew for each file cost more than the tests.
  test: { isolate: false },
  resolve: command === 'build' ? { alias: preactCompat } : undefined,
  server: {
    proxy: {
      '/api': api,
      '/trpc': api,
      '/uploads': api,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    modulePreload: {
      // The runner's questions screen loads in the background while Start shows (so it opens offline too).
      // Preloaded, its 30-odd chunks were requested from one task, a long one on a phone; imported as it is,
      // the browser requests them level by level as the import graph unfolds. Its stylesheets still preload.
      resolveDependencies: (file, deps) =>
        /(^|\/)RunnerSession-[\w-]+\.js$/.test(file) ? deps.filter((dep) => dep.endsWith('.css')) : deps,
    },
    rollupOptions: {
      treeshake: {
        // The shared validators package only declares things; the web app uses its messages and form
        // checks, so its zod schemas (and zod) need not ship to the browser.
        moduleSideEffects: (id) => !/[\\/]packages[\\/]validators[\\/]src[\\/]/.test(id),
      },
      output: {
        // Tiny chunks (a Mantine component, an icon) are merged into the chunks that load with them: on a
        // phone each request costs a round trip and its headers, more than a few shared kilobytes.
        experimentalMinChunkSize: 8_000,
        // Libraries change less often than the app: separate chunks stay cached across releases. Mantine
        // is left to the default split so components only later screens use load with those screens.
        manualChunks(id) {
          // Rollup's CommonJS helpers, used by eager code and mathjs alike: with React they sat in its
          // chunk; under Preact (ES modules) they would land in the mathjs chunk and pull it into every page.
          if (id.includes('commonjsHelpers')) return 'react';
          // The server's messages in English: the English table's, and the upload checks' on the screens with uploads.
          if (/[\\/]packages[\\/]validators[\\/]src[\\/]messages\.ts$/.test(id)) return 'messages';
          if (!id.includes('node_modules')) return undefined;
          if (/node_modules[\\/](preact|react|react-dom|scheduler)[\\/]/.test(id)) return 'react';
          if (/[\\/](@tanstack|@trpc)[\\/]/.test(id)) return 'data';
          // Popovers' positioning (menus, tooltips, selects): its own chunk, so a small helper merged beside it
          // (Mantine's direction hook, which the radio group uses) does not bring it to pages without a popover.
          if (/[\\/]@floating-ui[\\/]/.test(id)) return 'floating';
          // Babel's helpers are shared by mathjs and eager code: keep them with React, always loaded.
          if (/[\\/]@babel[\\/]runtime[\\/]/.test(id)) return 'react';
          // The answer checker's maths, loaded only where a typed number or expression is on screen.
          if (
            /[\\/](mathjs|typed-function|complex\.js|fraction\.js|decimal\.js|javascript-natural-sort|escape-latex|tiny-emitter)[\\/]/.test(
              id,
            )
          )
            return 'mathjs';
          return undefined;
        },
      },
    },
  },
}));
