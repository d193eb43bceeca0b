import { classes, classStudents, type DbOrTx } from '@quanta/db';
import { and, eq } from 'drizzle-orm';
import { isPlaceValidAt, placeValidSql } from './place-validity';

/**
 * Whether a student may use a class now: they are on its roster and the expiry shown to them has not
 * passed (an entry without expiry lasts until the teacher removes it). One primary-key lookup.
 *
 * @example if (!(await hasValidAccess(db, student.id, classId, deps.now()))) throw refused('notInClass');
 */
export async function hasValidAccess(db: DbOrTx, studentId: string, classId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ expiresAt: classStudents.expiresAt, includeLibrary: classes.includeLibrary, endDate: classes.endDate })
    .from(classStudents)
    .innerJoin(classes, eq(classes.id, classStudents.classId))
    .where(and(eq(classStudents.classId, classId), eq(classStudents.studentId, studentId)))
    .limit(1);
  return !!row && isPlaceValidAt(row, now);
}

/**
 * The user info's `sRegister`: the student holds a valid place in some class that includes the library
 * (for such a class the shown expiry is the entry's own). One query on the student's roster index.
 */
export async function hasLibraryAccess(db: DbOrTx, studentId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ classId: classStudents.classId })
    .from(classStudents)
    .innerJoin(classes, eq(classes.id, classStudents.classId))
    .where(
      and(
        eq(classStudents.studentId, studentId),
        eq(classes.includeLibrary, true),
        placeValidSql(
          { expiresAt: classStudents.expiresAt, includeLibrary: classes.includeLibrary, endDate: classes.endDate },
          now,
        ),
      ),
    )
    .limit(1);
  return !!row;
}
