import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, re-rendering when that changes. A page the server rendered (which knows no
 * screen) hydrates as not matching, then renders once more with the screen's answer; a screen the browser
 * renders first gets the screen's answer at once.
 */
export function useMedia(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
