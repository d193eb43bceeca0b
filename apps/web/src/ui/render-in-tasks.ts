import { useLayoutEffect, useState } from 'react';

/*
 * Preact renders a whole tree in one go, and on a phone the home page's render once its data came took long
 * enough (a third of a second at a mid-range phone's speed) to hold up a tap. These hooks let a screen render
 * in parts, each in a task of its own, and `nextTask` puts a piece of start-up work in a later task.
 */

/** Resolves in a later task, so the browser can paint and handle input between two parts of some work. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * Runs `work` once what was just rendered is on screen and the page has a quiet moment: two frames on (a
 * component's effects can run before the frame that shows it is presented), then when the browser is idle,
 * within `idleWithinMs` at most. Answers a function that cancels it.
 */
export function afterPaint(work: () => void, idleWithinMs = 2000): () => void {
  let cancelled = false;
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      if (cancelled) return;
      if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: idleWithinMs });
      else setTimeout(run);
    });
  });
  function run() {
    if (!cancelled) work();
  }
  return () => {
    cancelled = true;
    cancelAnimationFrame(frame);
  };
}

/** Runs `then` in the next task, once, unless the component has gone by then. */
function useLater(pending: boolean, then: () => void) {
  useLayoutEffect(() => {
    if (!pending) return;
    const timer = setTimeout(then);
    return () => clearTimeout(timer);
  });
}

/** False at the first render, true from the next task on: what waits for it renders in a task after the rest. */
export function useNextTask(): boolean {
  const [ready, setReady] = useState(false);
  useLater(!ready, () => setReady(true));
  return ready;
}

/** How many of `total` parts to render: the first at once, then one more in each following task. */
export function useShownCount(total: number): number {
  const [shown, setShown] = useState(1);
  useLater(shown < total, () => setShown((n) => n + 1));
  return Math.min(shown, total);
}
