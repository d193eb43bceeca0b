import type { Sql } from 'postgres';

/** The advisory lock key every Quanta process takes to migrate (any fixed number; "quanta" in ASCII). */
export const migrationLockKey = 0x7175616e7461;

/**
 * Runs `migrate` holding a PostgreSQL session advisory lock on one reserved connection, so processes that
 * start together migrate one after another: the first applies the migrations, the next finds them applied.
 */
export async function withMigrationLock(client: Sql, migrate: () => Promise<void>): Promise<void> {
  const lock = await client.reserve();
  try {
    await lock`select pg_advisory_lock(${migrationLockKey})`;
    try {
      await migrate();
    } finally {
      await lock`select pg_advisory_unlock(${migrationLockKey})`;
    }
  } finally {
    lock.release();
  }
}
