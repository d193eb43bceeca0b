import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './precompress';
import { routePreload } from './route-preload';
import { scrollAreaRefs } from './scroll-area-refs';

const api = 'http://localhost:8080';

export default defineConfig(({ isSsrBuild }) => ({
  // The page loader and the precompressed copies are the browser's; the server's bundle needs neither.
  plugins: isSsrBuild ? [react()] : [react(), scrollAreaRefs(), routePreload(), precompress()],
  // Unit tests keep their imports between files: loading the modules anew for each file cost more than the tests.
  test: { isolate: false },
  // The server's bundle holds its libraries too: the server loads one self-contained file, whatever it has installed.
  ssr: { noExternal: true, target: 'node' },
  server: {
    proxy: {
      '/api': api,
      '/trpc': api,
      '/uploads': api,
    },
  },
  build: isSsrBuild
    ? // The server's renderer of the public pages (`vite build --ssr src/app/render-page.tsx`), beside `dist`.
      { outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false, target: 'node22', minify: false }
    : {
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
              // Rollup's CommonJS helpers, used by React and mathjs alike: kept with React, which every page loads,
              // so they do not pull the mathjs chunk into every page.
              if (id.includes('commonjsHelpers')) return 'react';
              // The server's messages in English: the English table's, and the upload checks' on the screens with uploads.
              if (/[\\/]packages[\\/]validators[\\/]src[\\/]messages\.ts$/.test(id)) return 'messages';
              if (!id.includes('node_modules')) return undefined;
              if (/node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id)) return 'react';
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
