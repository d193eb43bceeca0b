import { type DbOrTx, type HomeworkRow, homework, type UserRow } from '@quanta/db';
import { eq } from 'drizzle-orm';
import { accessRefused, checkAccess, ownedRow, Permission } from '../access/access';
import { fail } from '../errors';

/** The homework a teacher changes: 404 for an unknown id, 403 when another teacher made it. */
export const homeworkForOwner = (db: DbOrTx, user: UserRow, id: string, lock = false) =>
  ownedRow<HomeworkRow>(db, user, Permission.HomeworkOwn, id, lock);

/**
 * A homework as someone reads it by id. Its author, an admin and the teacher of a class it was added to
 * read it whole (`Permission.HomeworkRead`); a student it was published to, while their place in that
 * class is valid, and their parent read it without correct answers and solutions
 * (`Permission.HomeworkQuestionsRead`). 404 unknown, 403 anyone else.
 */
export async function homeworkForReader(
  db: DbOrTx,
  user: UserRow,
  id: string,
  now: Date,
): Promise<{ row: HomeworkRow; withSolution: boolean }> {
  const [row] = await db.select().from(homework).where(eq(homework.id, id)).limit(1);
  if (!row) throw fail.notFound('homeworkNotFound');
  if (user.role === 'Teacher') {
    if ((await checkAccess(db, user, Permission.HomeworkRead, [id], now)).has(id)) return { row, withSolution: true };
    throw accessRefused(Permission.HomeworkRead);
  }
  if ((await checkAccess(db, user, Permission.HomeworkQuestionsRead, [id], now)).has(id)) {
    return { row, withSolution: false };
  }
  throw accessRefused(Permission.HomeworkQuestionsRead);
}
