import { classes, classHomework, type DbOrTx, exercises, homework, type UserRow, users } from '@quanta/db';
import { and, asc, eq, gte, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { familyStudents } from '../../access/scopes';
import type { Span } from './timetable-rows';

/** A homework or exam due within the feed's span, of one class (and, for a family, one student). */
export interface DueHomeworkRow {
  classId: string;
  className: string;
  homeworkId: string;
  homeworkName: string;
  dueDate: Date;
  isExam: boolean;
  student?: { id: string; name: string };
}

const student = alias(users, 'due_student');

const dueWithin = (span: Span) =>
  and(isNotNull(homework.dueDate), gte(homework.dueDate, span.from), lt(homework.dueDate, span.to)) as SQL;

/**
 * The homework and exams published to the students a caller acts for (their exercises), still on the
 * class's homework list, due within the span.
 */
export async function familyDueRows(db: DbOrTx, caller: UserRow, span: Span): Promise<DueHomeworkRow[]> {
  const scope = familyStudents(db, caller, exercises.studentId);
  if (scope === false) return [];
  const rows = await db
    .select({
      classId: exercises.classId,
      className: classes.name,
      homeworkId: homework.id,
      homeworkName: homework.name,
      dueDate: homework.dueDate,
      isExam: homework.isExam,
      student: { id: student.id, name: student.name },
    })
    .from(exercises)
    .innerJoin(
      classHomework,
      and(eq(classHomework.classId, exercises.classId), eq(classHomework.homeworkId, exercises.homeworkId)),
    )
    .innerJoin(homework, eq(homework.id, exercises.homeworkId))
    .innerJoin(classes, eq(classes.id, exercises.classId))
    .innerJoin(student, eq(student.id, exercises.studentId))
    .where(and(scope === true ? undefined : scope, dueWithin(span)))
    .orderBy(asc(homework.dueDate), asc(exercises.id));
  return rows.map((r) => ({ ...r, dueDate: r.dueDate as Date }));
}

/** The homework and exams of a teacher's own classes, due within the span. */
export async function teacherDueRows(db: DbOrTx, caller: UserRow, span: Span): Promise<DueHomeworkRow[]> {
  const rows = await db
    .select({
      classId: classHomework.classId,
      className: classes.name,
      homeworkId: homework.id,
      homeworkName: homework.name,
      dueDate: homework.dueDate,
      isExam: homework.isExam,
    })
    .from(classHomework)
    .innerJoin(classes, and(eq(classes.id, classHomework.classId), eq(classes.teacherId, caller.id)))
    .innerJoin(homework, eq(homework.id, classHomework.homeworkId))
    .where(dueWithin(span))
    .orderBy(asc(homework.dueDate), sql`${classHomework.classId}`);
  return rows.map((r) => ({ ...r, dueDate: r.dueDate as Date }));
}
