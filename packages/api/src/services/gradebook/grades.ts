import { classes, classStudents, type DbOrTx, exercises, type UserRow } from '@quanta/db';
import { and, eq, exists, sql } from 'drizzle-orm';
import { refused } from '../../access/access';
import type { Deps } from '../../deps';
import { fail } from '../../errors';
import { studentForCaller } from '../../policies/child';
import { presentGrades } from '../../presenters/grades';
import { type CellRow, cellsByStudent, classHomeworkColumns, gradeSetupOf } from './grade-data';
import { gradeStudent } from './grade-rules';

/**
 * The class as a family reads a student's grades in it: 404 for an unknown class, 403 unless the student
 * has a place on its roster or an exercise of it.
 */
export async function classOfStudent(db: DbOrTx, classId: string, studentId: string) {
  const [row] = await db
    .select({
      id: classes.id,
      name: classes.name,
      teacherId: classes.teacherId,
      member: sql<boolean>`(${exists(
        db
          .select({ x: sql`1` })
          .from(classStudents)
          .where(and(eq(classStudents.classId, classes.id), eq(classStudents.studentId, studentId))),
      )} or ${exists(
        db
          .select({ x: sql`1` })
          .from(exercises)
          .where(and(eq(exercises.classId, classes.id), eq(exercises.studentId, studentId))),
      )})`,
    })
    .from(classes)
    .where(eq(classes.id, classId))
    .limit(1);
  if (!row) throw fail.notFound('classNotFound');
  if (!row.member) throw refused('studentNotInClass');
  return row;
}

/** One student's grade in a class, by the gradebook's own queries filtered to the student. */
export async function studentGradeIn(db: DbOrTx, classId: string, studentId: string, now: Date) {
  const [homework, cells, setup] = await Promise.all([
    classHomeworkColumns(db, classId, studentId),
    cellsByStudent(db, classId, now, studentId),
    gradeSetupOf(db, classId),
  ]);
  const rows = new Map<string, CellRow>((cells[0]?.cells ?? []).map((row) => [row[0], row]));
  return { homework, setup, grade: gradeStudent(homework, rows, setup.categories, setup.scale, now) };
}

/**
 * A student's grades in a class for the student or their parent (404 unknown student or class, 403 another
 * family's student, or a class the student is not in): the gradebook's numbers for them alone.
 */
export async function getGrades(deps: Deps, me: UserRow, input: { studentId: string; classId: string }) {
  const now = deps.now();
  const student = await studentForCaller(deps.db, me, input.studentId, now);
  const klass = await classOfStudent(deps.db, input.classId, student.id);
  const { homework, setup, grade } = await studentGradeIn(deps.db, input.classId, student.id, now);
  return presentGrades({ klass, homework, categories: setup.categories, scale: setup.scale, grade });
}
