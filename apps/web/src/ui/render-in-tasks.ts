/*
 * Work split into tasks, so a phone can paint and answer a tap between the parts: `nextTask` puts a piece of
 * start-up work in a later task, `afterPaint` runs work once what was just rendered is on screen.
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
