import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const shim = fileURLToPath(new URL('./src/ui/merge-refs.ts', import.meta.url));
const scrollArea = /[\\/]@mantine[\\/]core[\\/].*[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;

/**
 * Mantine's ScrollArea takes only `useMergeRefs` from `@floating-ui/react`, and every Table brings ScrollArea
 * (its scroll container): with it came all of floating-ui (about 15 KB compressed) on pages with no popover.
 * For ScrollArea alone the import is answered by `src/ui/merge-refs.ts`, the same hook on Mantine's own
 * `useMergedRef`; popovers and tooltips keep floating-ui.
 */
export function scrollAreaRefs(): Plugin {
  return {
    name: 'quanta-scroll-area-refs',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@floating-ui/react' && importer && scrollArea.test(importer)) return shim;
      return null;
    },
  };
}
