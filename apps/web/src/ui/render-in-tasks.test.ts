import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPaint } from './render-in-tasks';

/** Animation frames and idle callbacks the test runs by hand. */
function fakeBrowser(idle: boolean) {
  const frames: (() => void)[] = [];
  const idles: { run: () => void; timeout?: number }[] = [];
  vi.stubGlobal('requestAnimationFrame', (run: () => void) => frames.push(run));
  vi.stubGlobal('cancelAnimationFrame', (id: number) => {
    frames[id - 1] = () => undefined;
  });
  vi.stubGlobal(
    'requestIdleCallback',
    idle ? (run: () => void, o?: { timeout?: number }) => idles.push({ run, timeout: o?.timeout }) : undefined,
  );
  return { nextFrame: () => frames.shift()?.(), frames, idles };
}

describe('work after the paint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits two frames, then for the idle browser, within the time given', () => {
    const page = fakeBrowser(true);
    const work = vi.fn();
    afterPaint(work, 1500);
    page.nextFrame();
    expect(page.idles).toHaveLength(0);
    page.nextFrame();
    expect(page.idles.map((i) => i.timeout)).toEqual([1500]);
    expect(work).not.toHaveBeenCalled();
    page.idles[0]?.run();
    expect(work).toHaveBeenCalledOnce();
  });

  it('uses a later task where the browser has no idle callbacks', () => {
    vi.useFakeTimers();
    const page = fakeBrowser(false);
    const work = vi.fn();
    afterPaint(work);
    page.nextFrame();
    page.nextFrame();
    expect(work).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(work).toHaveBeenCalledOnce();
  });

  it('does nothing once cancelled, at any step', () => {
    const page = fakeBrowser(true);
    const early = vi.fn();
    afterPaint(early)();
    page.nextFrame();
    page.nextFrame();
    expect(page.idles).toHaveLength(0);
    const late = vi.fn();
    const cancel = afterPaint(late);
    page.nextFrame();
    page.nextFrame();
    cancel();
    page.idles[0]?.run();
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});
