import postgres from 'postgres';

/** The advisory lock key every Quanta process takes to migrate (any fixed number; "quanta" in ASCII). */
export const migrationLockKey = 0x7175616e7461;

/**
 * Runs `migrate` holding a PostgreSQL session advisory lock on a connection of its own (outside the pool,
 * so a pool of one still has its connection for the migrations), so processes that start together migrate
 * one after another: the first applies the migrations, the next finds them applied. A process that dies
 * holding the lock loses its session, and the lock with it.
 */
export async function withMigrationLock(url: string, migrate: () => Promise<void>): Promise<void> {
  const lock = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await lock`select pg_advisory_lock(${migrationLockKey})`;
    try {
      await migrate();
    } finally {
      await lock`select pg_advisory_unlock(${migrationLockKey})`;
    }
  } finally {
    await lock.end({ timeout: 5 });
  }
}
