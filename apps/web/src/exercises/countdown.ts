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
