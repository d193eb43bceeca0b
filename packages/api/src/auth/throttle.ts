import { authThrottles, type DbOrTx } from '@quanta/db';
import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';

/**
 * Counters kept in the database (`auth_throttles`), read against the server's clock, so every server
 * process shares them and they outlive a restart. A window starts with its first hit; the hits of an
 * ended window no longer count.
 */
export interface ThrottleState {
  hits: number;
  blockedUntil: Date | null;
}

/** Counts one hit for `key` in a window of `windowMs`, atomically, and answers the hits so far. */
export async function hit(db: DbOrTx, now: Date, key: string, windowMs: number): Promise<number> {
  const ends = new Date(now.getTime() + windowMs);
  const ended = sql`${authThrottles.windowEndsAt} <= ${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(authThrottles)
    .values({ key, hits: 1, windowEndsAt: ends })
    .onConflictDoUpdate({
      target: authThrottles.key,
      set: {
        hits: sql`case when ${ended} then 1 else ${authThrottles.hits} + 1 end`,
        windowEndsAt: sql`case when ${ended} then ${ends.toISOString()}::timestamptz else ${authThrottles.windowEndsAt} end`,
      },
    })
    .returning({ hits: authThrottles.hits });
  return row?.hits ?? 1;
}

export interface DelayRule {
  windowMs: number;
  /** Hits before the first delay. */
  free: number;
  firstDelayMs: number;
  longestDelayMs: number;
}

/**
 * Counts one attempt for `key` before its outcome is known, in one statement that refuses (false) while
 * the key is blocked; the attempt that reaches `free` hits, and every one after it, blocks the key for a
 * delay doubling from `firstDelayMs` up to `longestDelayMs`. A right answer then clears the key, so
 * attempts sent in parallel are counted as they arrive and cannot outrun the rule.
 */
export async function reserve(db: DbOrTx, now: Date, key: string, rule: DelayRule): Promise<boolean> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const ended = sql`${authThrottles.windowEndsAt} <= ${at}`;
  const next = sql`(case when ${ended} then 1 else ${authThrottles.hits} + 1 end)`;
  const raw = (n: number) => sql.raw(String(Math.trunc(n)));
  const blockedUntil = sql`case when ${next} >= ${raw(rule.free)} then ${at} + least(${raw(rule.firstDelayMs)} * power(2, ${next} - ${raw(rule.free)}), ${raw(rule.longestDelayMs)}) * interval '1 millisecond' else null end`;
  const rows = await db
    .insert(authThrottles)
    .values({
      key,
      hits: 1,
      windowEndsAt: new Date(now.getTime() + rule.windowMs),
      blockedUntil: rule.free <= 1 ? new Date(now.getTime() + rule.firstDelayMs) : null,
    })
    .onConflictDoUpdate({
      target: authThrottles.key,
      set: {
        hits: next,
        windowEndsAt: sql`case when ${ended} then ${at} + ${raw(rule.windowMs)} * interval '1 millisecond' else ${authThrottles.windowEndsAt} end`,
        blockedUntil,
      },
      setWhere: or(isNull(authThrottles.blockedUntil), lte(authThrottles.blockedUntil, now)),
    })
    .returning({ key: authThrottles.key });
  return rows.length > 0;
}

/** The live state of each key (hits of an ended window read as 0; a passed block as none). */
export async function read(db: DbOrTx, now: Date, keys: string[]): Promise<Map<string, ThrottleState>> {
  const rows = await db.select().from(authThrottles).where(inArray(authThrottles.key, keys));
  const states = new Map<string, ThrottleState>();
  for (const row of rows) {
    states.set(row.key, {
      hits: row.windowEndsAt > now ? row.hits : 0,
      blockedUntil: row.blockedUntil && row.blockedUntil > now ? row.blockedUntil : null,
    });
  }
  return states;
}

export async function clear(db: DbOrTx, key: string): Promise<void> {
  await db.delete(authThrottles).where(eq(authThrottles.key, key));
}

let writes = 0;
/** Every few hundred writes, drops the counters whose window and block have both passed. */
export async function sweep(db: DbOrTx, now: Date): Promise<void> {
  writes += 1;
  if (writes % 200 !== 0) return;
  await db
    .delete(authThrottles)
    .where(
      and(
        lt(authThrottles.windowEndsAt, now),
        or(isNull(authThrottles.blockedUntil), lt(authThrottles.blockedUntil, now)),
      ),
    );
}
