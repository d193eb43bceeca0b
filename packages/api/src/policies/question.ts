import { type DbOrTx, type QuestionRow, questions, type UserRow } from '@quanta/db';
import { eq } from 'drizzle-orm';
import { Permission, requireAccess } from '../access/access';

/**
 * The question a teacher reads or changes (`question.own`): 404 for an unknown id, 403 when another
 * teacher wrote it (admins included: a question belongs to its author). Pass a transaction and `lock` to
 * hold the row.
 */
export async function questionForOwner(
  db: DbOrTx,
  user: UserRow,
  id: string,
  now: Date,
  lock = false,
): Promise<QuestionRow> {
  await requireAccess(db, user, Permission.QuestionOwn, id, now);
  const query = db.select().from(questions).where(eq(questions.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row!;
}
