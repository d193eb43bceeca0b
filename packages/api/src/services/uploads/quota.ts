import { type Database, type DbOrTx, type UserRow, uploads, users } from '@quanta/db';
import { uploadQuotaBytes } from '@quanta/validators';
import { eq, sum } from 'drizzle-orm';
import { fail } from '../../errors';

/** The bytes of uploads an account may keep (by role; admins are teachers). */
export const defaultUploadQuota = (user: UserRow) => uploadQuotaBytes[user.role];

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

/** Bytes the user's stored uploads take (indexed by user). */
export async function usedUploadBytes(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sum(uploads.bytes).mapWith(Number) })
    .from(uploads)
    .where(eq(uploads.userId, userId));
  return row?.n ?? 0;
}

/** 413 when `bytes` more would take the user past `quota`. */
export async function checkUploadQuota(db: DbOrTx, user: UserRow, bytes: number, quota: number) {
  if ((await usedUploadBytes(db, user.id)) + bytes > quota) {
    throw fail.tooLarge('uploadQuotaExceeded', { limit: megabytes(quota) });
  }
}

/**
 * Within a transaction: locks the user's row and checks that `bytes` more fit the quota (413 if not), so
 * two uploads or imports at once cannot both pass the last free megabytes. The lock holds until commit.
 */
export async function reserveUploadBytes(tx: DbOrTx, user: UserRow, bytes: number, quota: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
  await checkUploadQuota(tx, user, bytes, quota);
}

/** Records a saved upload of the user, counted against the quota from now on. */
export async function recordUpload(tx: DbOrTx, user: UserRow, path: string, bytes: number) {
  await tx.insert(uploads).values({ path, userId: user.id, bytes });
}

/** Stores an upload against the user's quota: the bytes reserved, the file saved and recorded. */
export async function saveWithinQuota(
  db: Database,
  user: UserRow,
  bytes: number,
  quota: number,
  save: () => Promise<string>,
): Promise<string> {
  return db.transaction(async (tx) => {
    await reserveUploadBytes(tx, user, bytes, quota);
    const path = await save();
    await recordUpload(tx, user, path, bytes);
    return path;
  });
}
