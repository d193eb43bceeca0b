import { useEffect, useState } from 'react';
import { remainingSeconds } from './countdown';

/** The server's remaining exam time and when its answer arrived here (Date.now()). */
export interface ExamClock {
  remaining: number;
  receivedAt: number;
}

/** Seconds left in the exam, re-rendering once a second; null without a clock. */
export function useExamClock(clock: ExamClock | null): number | null {
  const compute = () => (clock ? remainingSeconds(clock.remaining, clock.receivedAt, Date.now()) : null);
  const [left, setLeft] = useState(compute);
  // biome-ignore lint/correctness/useExhaustiveDependencies: compute reads only `clock`.
  useEffect(() => {
    setLeft(compute());
    if (!clock) return;
    // Polled more often than once a second so the shown second changes on time; state changes once a second.
    const timer = window.setInterval(() => setLeft(compute()), 250);
    return () => window.clearInterval(timer);
  }, [clock]);
  return left;
}
