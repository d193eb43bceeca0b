import { type DbOrTx, type QuestionRow, questions, type UserRow } from '@quanta/db';
import { eq } from 'drizzle-orm';
import { fail } from '../errors';

/**
 * The question a teacher reads or changes: 404 for an unknown id, 403 when another teacher wrote it
 * (admins included: a question belongs to its author). Pass a transaction and `lock` to hold the row.
 */
export async function questionForOwner(db: DbOrTx, user: UserRow, id: string, lock = false): Promise<QuestionRow> {
  const query = db.select().from(questions).where(eq(questions.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw fail.notFound('questionNotFound');
  if (row.teacherId !== user.id) throw fail.forbidden();
  return row;
}
