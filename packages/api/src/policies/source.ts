import { type DbOrTx, type SourceRow, sources, type UserRow } from '@quanta/db';
import { eq } from 'drizzle-orm';
import { Permission, requireAccess } from '../access/access';

/** The source a teacher changes (`source.own`: 404 'sourceNotFound' unknown, 403 'sourceNotYours' another's). */
export async function sourceForOwner(
  db: DbOrTx,
  user: UserRow,
  id: string,
  now: Date,
  lock = false,
): Promise<SourceRow> {
  await requireAccess(db, user, Permission.SourceOwn, id, now);
  const query = db.select().from(sources).where(eq(sources.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row!;
}
