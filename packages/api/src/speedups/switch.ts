/**
 * The speed-ups' one switch and their counters. Every cache and the JSON splicer in this folder asks
 * `speedupsOn()` before it reads or keeps anything; off (`QUANTA_CACHES=off`, read once by the server at
 * start), each request computes its answer the slow way, which must be the same answer.
 */
let on = true;

/** Turns every speed-up on or off; the server calls it once at start, from its config. */
export function setSpeedups(enabled: boolean): void {
  on = enabled;
}

export const speedupsOn = (): boolean => on;

/** The caches whose hits and misses are counted (`quanta_cache_hits_total{cache}` in /metrics). */
export const cacheNames = [
  'prepared-statements',
  'question-rows',
  'runner-lists',
  'untyped-questions',
  'verified-tokens',
  'shown-answers',
  'presented-forms',
  'previews',
  'name-statistics',
] as const;
export type CacheName = (typeof cacheNames)[number];

const counts = Object.fromEntries(cacheNames.map((name) => [name, { hits: 0, misses: 0 }])) as Record<
  CacheName,
  { hits: number; misses: number }
>;

/** Counts a lookup of `cache`: found (a hit) or computed (a miss). */
export function countLookup(cache: CacheName, hit: boolean): void {
  if (hit) counts[cache].hits++;
  else counts[cache].misses++;
}

/** Each cache's hits and misses since the process started. */
export function cacheCounts(): { cache: CacheName; hits: number; misses: number }[] {
  return cacheNames.map((cache) => ({ cache, ...counts[cache] }));
}
