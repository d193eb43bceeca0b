import { type DbOrTx, type SourceRow, sources, type UserRow } from '@quanta/db';
import { eq } from 'drizzle-orm';
import { fail } from '../errors';

/** The source a teacher changes: 404 for an unknown id, 403 when it is another teacher's. */
export async function sourceForOwner(db: DbOrTx, user: UserRow, id: string, lock = false): Promise<SourceRow> {
  const query = db.select().from(sources).where(eq(sources.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw fail.notFound('sourceNotFound');
  if (row.teacherId !== user.id) throw fail.forbidden();
  return row;
}
