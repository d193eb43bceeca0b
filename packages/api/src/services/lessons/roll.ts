import {
  attendance,
  classes,
  classStudents,
  type DbOrTx,
  leaveRequests,
  lessonReports,
  lessons,
  users,
} from '@quanta/db';
import { and, asc, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { fail } from '../../errors';
import type { RollLessonRow, RollRow } from '../../presenters/lessons';
import { placeValidSql } from '../enrolment/place-validity';
import { balancesIn } from './balances';

const teachers = alias(users, 'teacher');
const placeColumns = {
  expiresAt: classStudents.expiresAt,
  includeLibrary: classes.includeLibrary,
  endDate: classes.endDate,
};

/** A lesson with its class's name and its teacher (404 lessonNotFound); `lock` holds it for a write. */
export async function rollLesson(db: DbOrTx, lessonId: string, lock = false): Promise<RollLessonRow> {
  const query = db
    .select({
      id: lessons.id,
      classId: lessons.classId,
      className: classes.name,
      startsAt: lessons.startsAt,
      endsAt: lessons.endsAt,
      room: lessons.room,
      link: lessons.link,
      status: lessons.status,
      teacherId: lessons.teacherId,
      teacherName: teachers.name,
      rollTakenAt: lessons.rollTakenAt,
    })
    .from(lessons)
    .innerJoin(classes, eq(classes.id, lessons.classId))
    .innerJoin(teachers, eq(teachers.id, lessons.teacherId))
    .where(eq(lessons.id, lessonId))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: lessons }) : await query;
  if (!row) throw fail.notFound('lessonNotFound');
  return row;
}

/**
 * The condition that a student holds a place in a lesson's class that is valid when the lesson starts:
 * what puts them on its roll and lets their family ask leave. Reads the lesson's `classId` and
 * `startsAt` (columns of the query it sits in), and `studentId`.
 */
export function placeAtLessonSql(lesson: { classId: SQLWrapper; startsAt: SQLWrapper }, studentId: string): SQL {
  return sql`exists (select 1 from ${classStudents} inner join ${classes} on ${classes.id} = ${classStudents.classId}
    where ${classStudents.classId} = ${lesson.classId} and ${classStudents.studentId} = ${studentId}
      and ${placeValidSql(placeColumns, sql`${lesson.startsAt}`)})`;
}

/**
 * A lesson's roll, by name: the students whose place in the class is valid at the lesson's start, and
 * anyone already marked or on leave (a place that ended since keeps its mark in sight), each with their
 * mark, leave and balance in the class (null when they bought no lesson package there).
 */
export async function rollOf(db: DbOrTx, lesson: { id: string; classId: string; startsAt: Date }): Promise<RollRow[]> {
  const rows = await db
    .select({
      studentId: users.id,
      name: users.name,
      status: attendance.status,
      note: attendance.note,
      leaveReason: leaveRequests.reason,
      leaveAt: leaveRequests.createdAt,
    })
    .from(users)
    .leftJoin(attendance, and(eq(attendance.lessonId, lesson.id), eq(attendance.studentId, users.id)))
    .leftJoin(leaveRequests, and(eq(leaveRequests.lessonId, lesson.id), eq(leaveRequests.studentId, users.id)))
    .where(
      sql`${users.id} in (${db
        .select({ id: classStudents.studentId })
        .from(classStudents)
        .innerJoin(classes, eq(classes.id, classStudents.classId))
        .where(and(eq(classStudents.classId, lesson.classId), placeValidSql(placeColumns, lesson.startsAt)))} union ${db
        .select({ id: attendance.studentId })
        .from(attendance)
        .where(eq(attendance.lessonId, lesson.id))} union ${db
        .select({ id: leaveRequests.studentId })
        .from(leaveRequests)
        .where(eq(leaveRequests.lessonId, lesson.id))})`,
    )
    .orderBy(asc(users.name), asc(users.id));
  const balances = await balancesIn(
    db,
    lesson.classId,
    rows.map((r) => r.studentId),
  );
  return rows.map((r) => {
    const balance = balances.get(r.studentId);
    return { ...r, balance: balance && balance.total > 0 ? balance : null };
  });
}

/** A lesson's report, if one was written. */
export async function reportOf(db: DbOrTx, lessonId: string) {
  const [row] = await db
    .select({ covered: lessonReports.covered, homework: lessonReports.homework })
    .from(lessonReports)
    .where(eq(lessonReports.lessonId, lessonId));
  return row ?? null;
}
