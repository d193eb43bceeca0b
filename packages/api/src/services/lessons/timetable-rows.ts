import {
  attendance,
  classes,
  classStudents,
  type DbOrTx,
  familyLinks,
  leaveRequests,
  lessonReports,
  lessons,
  type UserRow,
  users,
} from '@quanta/db';
import { and, asc, eq, exists, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { alias } from 'drizzle-orm/pg-core';
import { familyStudents } from '../../access/scopes';
import type { FamilyTimetableRow, TimetableLessonRow } from '../../presenters/lessons';
import { placeValidSql } from '../enrolment/place-validity';

/** A span of instants, `from` inclusive, `to` exclusive. */
export interface Span {
  from: Date;
  to: Date;
}

const teacher = alias(users, 'lesson_teacher');
const student = alias(users, 'lesson_student');

const lessonColumns = {
  lesson: {
    id: lessons.id,
    classId: lessons.classId,
    startsAt: lessons.startsAt,
    endsAt: lessons.endsAt,
    room: lessons.room,
    link: lessons.link,
    status: lessons.status,
    rollTakenAt: lessons.rollTakenAt,
  },
  className: classes.name,
  teacher: { id: teacher.id, name: teacher.name },
};

const startsWithin = (span: Span) => and(gte(lessons.startsAt, span.from), lt(lessons.startsAt, span.to)) as SQL;

/**
 * The lessons of the students a caller acts for (a student themself, a parent's children), one row per
 * student and lesson: those of the classes where the student holds a place, and any other they have a
 * mark or a leave on (a class they have since left). The (lesson, student) pairs come from the students'
 * own indexes (class_students, attendance, leave_requests by student), so the lessons of the span are
 * never scanned school-wide.
 */
export async function familyLessonRows(db: DbOrTx, caller: UserRow, span: Span): Promise<FamilyTimetableRow[]> {
  const ours = (column: PgColumn) => familyStudents(db, caller, column);
  const forStudents = (column: PgColumn) => {
    const scope = ours(column);
    return scope === true ? undefined : scope === false ? sql`false` : scope;
  };
  const pair = (lessonId: PgColumn, studentId: PgColumn) => ({
    lessonId: sql<string>`${lessonId}`.as('lesson_id'),
    studentId: sql<string>`${studentId}`.as('student_id'),
  });
  // A place counts for the lessons it is valid at, as the roll decides (`rollOf`): an ended place no longer
  // shows the class's later lessons.
  const placed = db
    .select(pair(lessons.id, classStudents.studentId))
    .from(classStudents)
    .innerJoin(classes, eq(classes.id, classStudents.classId))
    .innerJoin(lessons, and(eq(lessons.classId, classStudents.classId), startsWithin(span)))
    .where(
      and(
        forStudents(classStudents.studentId),
        placeValidSql(
          { expiresAt: classStudents.expiresAt, includeLibrary: classes.includeLibrary, endDate: classes.endDate },
          sql`${lessons.startsAt}`,
        ),
      ),
    );
  const marked = db
    .select(pair(attendance.lessonId, attendance.studentId))
    .from(attendance)
    .innerJoin(lessons, and(eq(lessons.id, attendance.lessonId), startsWithin(span)))
    .where(forStudents(attendance.studentId));
  const onLeave = db
    .select(pair(leaveRequests.lessonId, leaveRequests.studentId))
    .from(leaveRequests)
    .innerJoin(lessons, and(eq(lessons.id, leaveRequests.lessonId), startsWithin(span)))
    .where(forStudents(leaveRequests.studentId));
  const pairs = placed.union(marked).union(onLeave).as('pairs');

  return db
    .select({
      ...lessonColumns,
      student: { id: student.id, name: student.name },
      mark: attendance.status,
      leave: { reason: leaveRequests.reason, createdAt: leaveRequests.createdAt },
      report: { covered: lessonReports.covered, homework: lessonReports.homework },
      hasParent: exists(
        db.select({ x: sql`1` }).from(familyLinks).where(eq(familyLinks.studentId, student.id)),
      ).mapWith(Boolean),
    })
    .from(pairs)
    .innerJoin(lessons, eq(lessons.id, pairs.lessonId))
    .innerJoin(classes, eq(classes.id, lessons.classId))
    .innerJoin(teacher, eq(teacher.id, lessons.teacherId))
    .innerJoin(student, eq(student.id, pairs.studentId))
    .leftJoin(attendance, and(eq(attendance.lessonId, lessons.id), eq(attendance.studentId, student.id)))
    .leftJoin(leaveRequests, and(eq(leaveRequests.lessonId, lessons.id), eq(leaveRequests.studentId, student.id)))
    .leftJoin(lessonReports, eq(lessonReports.lessonId, lessons.id))
    .orderBy(asc(lessons.startsAt), asc(lessons.id), asc(student.name), asc(student.id));
}

export interface StaffLessonFilter {
  /** Every lesson of the school (an admin's timetable), not only the caller's. */
  all?: boolean;
  teacherId?: string;
  room?: string;
}

/**
 * The lessons a teacher gives (as the class's teacher or a substitute) and those of their own classes (even
 * when a substitute gives them); with `all`, every lesson. Each condition has its index (teacher, class or
 * room with the start).
 */
export async function staffLessonRows(
  db: DbOrTx,
  caller: UserRow,
  span: Span,
  filter: StaffLessonFilter = {},
): Promise<TimetableLessonRow[]> {
  const theirs = filter.all
    ? undefined
    : (sql`(${eq(lessons.teacherId, caller.id)} or ${inArray(
        lessons.classId,
        db.select({ id: classes.id }).from(classes).where(eq(classes.teacherId, caller.id)),
      )})` as SQL);
  return db
    .select(lessonColumns)
    .from(lessons)
    .innerJoin(classes, eq(classes.id, lessons.classId))
    .innerJoin(teacher, eq(teacher.id, lessons.teacherId))
    .where(
      and(
        startsWithin(span),
        theirs,
        filter.teacherId ? eq(lessons.teacherId, filter.teacherId) : undefined,
        filter.room ? eq(lessons.room, filter.room) : undefined,
      ),
    )
    .orderBy(asc(lessons.startsAt), asc(lessons.id));
}
