import { classStudents, exercises, type UserRow, users } from '@quanta/db';
import { limits } from '@quanta/validators';
import { asc, eq, inArray, or } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { classForOwner } from '../../policies/class';
import { presentGradebook } from '../../presenters/gradebook';
import { type CellRow, cellsByStudent, classHomeworkColumns, gradeSetupOf } from './grade-data';
import { categoryOf, gradeStudent, type StudentGrade } from './grade-rules';

/**
 * The class gradebook: every student of the class (on its roster, or holding an exercise of it) against
 * every homework of it (the class's list in order, then any published and since taken off the list),
 * each cell the exercise's answered, correct and total questions, its score, its state and its grade
 * (points, earned after the late penalty, the counted attempt), each student's course grade by the
 * class's categories and the school's scale. Five queries at once, none per student.
 */
export async function gradebookOf(deps: Deps, me: UserRow, classId: string) {
  const now = deps.now();
  const klass = await classForOwner(deps.db, me, classId);
  const db = deps.db;
  const [homeworkList, students, cells, setup] = await Promise.all([
    classHomeworkColumns(db, classId),
    db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(
        or(
          inArray(
            users.id,
            db.select({ id: classStudents.studentId }).from(classStudents).where(eq(classStudents.classId, classId)),
          ),
          inArray(
            users.id,
            db.select({ id: exercises.studentId }).from(exercises).where(eq(exercises.classId, classId)),
          ),
        ),
      )
      .orderBy(asc(users.name), asc(users.id))
      .limit(limits.gradebookStudentsMax),
    cellsByStudent(db, classId, now),
    gradeSetupOf(db, classId),
  ]);
  const grades = new Map<string, StudentGrade>();
  for (const { studentId, cells: list } of cells) {
    const rows = new Map<string, CellRow>(list.map((row) => [row[0], row]));
    grades.set(studentId, gradeStudent(homeworkList, rows, setup.categories, setup.scale, now));
  }
  return presentGradebook({
    klass,
    homework: homeworkList,
    categoryIds: homeworkList.map((h) => categoryOf(h, setup.categories)),
    categories: setup.categories,
    scale: setup.scale,
    students,
    grades,
    empty: gradeStudent(homeworkList, undefined, setup.categories, setup.scale, now),
  });
}
