/** Durations in milliseconds, for moving the test clock. */
export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;
