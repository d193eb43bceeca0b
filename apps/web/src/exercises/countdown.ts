/**
 * Seconds left in an exam, with the server as the clock: the server's `examRemainingTime` at the moment
 * its answer arrived, less the time elapsed here since then. The browser's own clock may be off by any
 * amount; only its elapsed time is used, never its date.
 *
 * @example remainingSeconds(600, 1_000, 4_500) // 597 (3.5 s elapsed, rounded up)
 */
export function remainingSeconds(serverRemaining: number, receivedAtMs: number, nowMs: number): number {
  const elapsed = Math.max(0, nowMs - receivedAtMs) / 1000;
  return Math.max(0, Math.ceil(serverRemaining - elapsed - 1e-9));
}

/**
 * A countdown as `mm:ss` (minutes may pass 59: a 180-minute exam starts at `180:00`).
 *
 * @example formatClock(75) // '01:15'
 */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(s / 60);
  const rest = s % 60;
  return `${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

/** The last minute is shown as urgent. */
export const isUrgent = (seconds: number) => seconds <= 60;

/** What a screen reader is told of the time left: whole minutes, or seconds in the last minute. */
export type TimeLeft = { unit: 'minutes' | 'seconds'; count: number };

/** The minutes before the end that are announced besides every tenth minute. */
const lastMarks = [5 * 60, 2 * 60, 60, 30];

/**
 * The time left to announce as the countdown moves from `before` to `now` seconds (`before` null: the
 * runner has just opened): on opening, then each time it reaches a mark (every 10 minutes, 5, 2 and 1
 * minute, 30 seconds); null in between and at the end, which the runner says itself. A jump past several
 * marks (a sleeping tab) announces once, the time now.
 *
 * @example timeLeftToAnnounce(null, 2700) // { unit: 'minutes', count: 45 }
 * @example timeLeftToAnnounce(1201, 1200) // { unit: 'minutes', count: 20 }
 * @example timeLeftToAnnounce(1200, 1199) // null
 */
export function timeLeftToAnnounce(before: number | null, now: number): TimeLeft | null {
  if (now <= 0) return null;
  if (before !== null) {
    if (now >= before) return null;
    // The last tenth minute before `before`, when it is at or above `now`.
    const tenth = (Math.ceil(before / 600) - 1) * 600;
    const reached = (tenth > 0 && tenth >= now) || lastMarks.some((mark) => before > mark && mark >= now);
    if (!reached) return null;
  }
  return now >= 60 ? { unit: 'minutes', count: Math.floor(now / 60) } : { unit: 'seconds', count: now };
}
