import { useLayoutEffect, useState } from 'react';

/**
 * False at the first render, true from the next task on. A part of a screen that waits for it renders in a
 * task of its own: Preact renders a whole tree in one go, and on a phone a screen's first render took long
 * enough (a third of a second at a mid-range phone's speed) to hold up a tap. The next task usually runs
 * before the browser paints, so the screen shows whole.
 */
export function useNextTask(): boolean {
  const [ready, setReady] = useState(false);
  useLayoutEffect(() => {
    if (ready) return;
    const timer = setTimeout(() => setReady(true));
    return () => clearTimeout(timer);
  }, [ready]);
  return ready;
}
