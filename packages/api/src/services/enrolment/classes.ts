import { classes, classInterests, classStudents, type DbOrTx, users } from '@quanta/db';
import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { fail } from '../../errors';
import { PUBLISHED } from '../../policies/class';

const teacher = alias(users, 'teacher');

/** The class fields enrolment shows and decides by, with its teacher's name and e-mail. */
const classColumns = {
  id: classes.id,
  teacherId: classes.teacherId,
  teacherName: teacher.name,
  teacherEmail: teacher.email,
  name: classes.name,
  priceMinor: classes.priceMinor,
  lessonPackageSize: classes.lessonPackageSize,
  lessonPackagePriceMinor: classes.lessonPackagePriceMinor,
  image: classes.image,
  category: classes.category,
  language: classes.language,
  startDate: classes.startDate,
  endDate: classes.endDate,
  includeLibrary: classes.includeLibrary,
  paymentInfo: classes.paymentInfo,
  isPublish: classes.isPublish,
};

async function findClass(db: DbOrTx, classId: string) {
  const [row] = await db
    .select(classColumns)
    .from(classes)
    .innerJoin(teacher, eq(teacher.id, classes.teacherId))
    .where(eq(classes.id, classId))
    .limit(1);
  return row;
}

export type EnrolmentClass = NonNullable<Awaited<ReturnType<typeof findClass>>>;

/**
 * A class the given students may register for: a published one, or one where any of them already has a
 * request or a place (so a renewal still works after the class left the home page). 404 otherwise.
 */
export async function registrableClass(db: DbOrTx, classId: string, studentIds: string[]): Promise<EnrolmentClass> {
  const row = await findClass(db, classId);
  if (!row) throw fail.notFound('classNotFound');
  if (row.isPublish === PUBLISHED) return row;
  if (studentIds.length > 0) {
    const [[request], [place]] = await Promise.all([
      db
        .select({ id: classInterests.id })
        .from(classInterests)
        .where(and(eq(classInterests.classId, classId), inArray(classInterests.studentId, studentIds)))
        .limit(1),
      db
        .select({ id: classStudents.studentId })
        .from(classStudents)
        .where(and(eq(classStudents.classId, classId), inArray(classStudents.studentId, studentIds)))
        .limit(1),
    ]);
    if (request || place) return row;
  }
  throw fail.notFound('classNotFound');
}
