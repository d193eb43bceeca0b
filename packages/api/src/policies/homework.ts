import {
  classes,
  classHomework,
  classStudents,
  type DbOrTx,
  exercises,
  familyLinks,
  type HomeworkRow,
  homework,
  type UserRow,
} from '@quanta/db';
import { and, eq, inArray } from 'drizzle-orm';
import { fail } from '../errors';

/** The homework a teacher changes: 404 for an unknown id, 403 when another teacher made it. */
export async function homeworkForOwner(db: DbOrTx, user: UserRow, id: string, lock = false): Promise<HomeworkRow> {
  const query = db.select().from(homework).where(eq(homework.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw fail.notFound('homeworkNotFound');
  if (row.teacherId !== user.id) throw fail.forbidden();
  return row;
}

/** The students whose homework a caller may see: a student themself, a parent's children. */
function studentsOf(db: DbOrTx, user: UserRow) {
  if (user.role === 'Student') return [user.id];
  return db.select({ id: familyLinks.studentId }).from(familyLinks).where(eq(familyLinks.parentId, user.id));
}

/**
 * A homework as someone reads it by id. Its author, an admin and the teacher of a class it was added to
 * read it whole; a student of such a class (or one it was published to) and their parent read it without
 * correct answers and solutions. 404 unknown, 403 anyone else.
 */
export async function homeworkForReader(
  db: DbOrTx,
  user: UserRow,
  id: string,
): Promise<{ row: HomeworkRow; withSolution: boolean }> {
  const [row] = await db.select().from(homework).where(eq(homework.id, id)).limit(1);
  if (!row) throw fail.notFound('homeworkNotFound');
  if (row.teacherId === user.id || user.isAdmin) return { row, withSolution: true };
  if (user.role === 'Teacher') {
    const [taught] = await db
      .select({ classId: classHomework.classId })
      .from(classHomework)
      .innerJoin(classes, eq(classes.id, classHomework.classId))
      .where(and(eq(classHomework.homeworkId, id), eq(classes.teacherId, user.id)))
      .limit(1);
    if (taught) return { row, withSolution: true };
    throw fail.forbidden();
  }
  const students = studentsOf(db, user);
  const [[inClass], [published]] = await Promise.all([
    db
      .select({ classId: classHomework.classId })
      .from(classHomework)
      .innerJoin(classStudents, eq(classStudents.classId, classHomework.classId))
      .where(and(eq(classHomework.homeworkId, id), inArray(classStudents.studentId, students)))
      .limit(1),
    db
      .select({ id: exercises.id })
      .from(exercises)
      .where(and(eq(exercises.homeworkId, id), inArray(exercises.studentId, students)))
      .limit(1),
  ]);
  if (inClass || published) return { row, withSolution: false };
  throw fail.forbidden();
}
