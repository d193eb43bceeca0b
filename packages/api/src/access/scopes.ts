import {
  classes,
  classHomework,
  classInterests,
  classPostComments,
  classPosts,
  classSources,
  classStudents,
  type DbOrTx,
  exercises,
  familyLinkRequests,
  familyLinks,
  homework,
  lessons,
  libraryTeachers,
  payments,
  questions,
  resourceRecords,
  sessions,
  sources,
  type UserRow,
  workPhotos,
} from '@quanta/db';
import { and, eq, exists, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { placeValidSql } from '../services/enrolment/place-validity';

/**
 * The rows of one resource a caller reaches, as a condition on that resource's id column: `true` for
 * every row (admins where the rule says so), `false` for none, otherwise an indexed sub-query. A rule
 * never correlates with the outer table it is applied to (it is often that same table), only compares
 * `column` with an uncorrelated id list or with a different table's columns.
 */
export type Scope = SQL | true | false;

/** The students a caller acts for: a student themself, a parent's children; nobody for anyone else. */
export function familyStudents(db: DbOrTx, caller: UserRow, column: PgColumn): Scope {
  if (caller.role === 'Student') return eq(column, caller.id);
  if (caller.role !== 'Parent') return false;
  return inArray(
    column,
    db.select({ id: familyLinks.studentId }).from(familyLinks).where(eq(familyLinks.parentId, caller.id)),
  );
}

/** The students a parent's family sign-up waits for: their link is made once they verify their e-mail. */
export function waitingChildren(db: DbOrTx, caller: UserRow, column: PgColumn): Scope {
  if (caller.role !== 'Parent') return false;
  return inArray(
    column,
    db
      .select({ id: familyLinkRequests.studentId })
      .from(familyLinkRequests)
      .where(eq(familyLinkRequests.parentId, caller.id)),
  );
}

/** The classes a teacher teaches (admins too only their own: they change others' through the audit calls). */
export function ownedClasses(caller: UserRow, column: PgColumn): Scope {
  if (caller.role !== 'Teacher') return false;
  return inArray(column, sqlOwnedClassIds(caller));
}

const sqlOwnedClassIds = (caller: UserRow) =>
  sql`(select ${classes.id} from ${classes} where ${classes.teacherId} = ${caller.id})`;

/**
 * The students of a teacher's classes: on one of their rosters or holding an exercise of one (a removed
 * student's work stays readable to the teacher who set it).
 */
export function taughtStudents(db: DbOrTx, caller: UserRow, column: PgColumn, classId?: string): Scope {
  if (caller.role !== 'Teacher') return false;
  const inClass = (col: PgColumn) => (classId ? eq(col, classId) : inArray(col, sqlOwnedClassIds(caller)));
  return or(
    exists(
      db
        .select({ x: sql`1` })
        .from(classStudents)
        .where(and(eq(classStudents.studentId, column), inClass(classStudents.classId))),
    ),
    exists(
      db
        .select({ x: sql`1` })
        .from(exercises)
        .where(and(eq(exercises.studentId, column), inClass(exercises.classId))),
    ),
  ) as SQL;
}

/** The classes a caller's family reaches: those where a student the caller acts for has a place or an exercise. */
export function familyClasses(db: DbOrTx, caller: UserRow, column: PgColumn): Scope {
  const students = familyStudents(db, caller, classStudents.studentId);
  const workers = familyStudents(db, caller, exercises.studentId);
  if (students === false || workers === false) return false;
  return or(
    exists(
      db
        .select({ x: sql`1` })
        .from(classStudents)
        .where(and(eq(classStudents.classId, column), students as SQL)),
    ),
    exists(
      db
        .select({ x: sql`1` })
        .from(exercises)
        .where(and(eq(exercises.classId, column), workers as SQL)),
    ),
  ) as SQL;
}

/** A roster place that gives access at `now` (§4 expiry): services/enrolment/place-validity on the roster's columns. */
export function validPlace(now: Date): SQL {
  return placeValidSql(
    { expiresAt: classStudents.expiresAt, includeLibrary: classes.includeLibrary, endDate: classes.endDate },
    now,
  );
}

/**
 * The homework a teacher reads whole: their own, any for an admin, and every homework added to (or
 * published in) one of their classes.
 */
export function teacherHomework(db: DbOrTx, caller: UserRow, column: PgColumn): Scope {
  if (caller.role !== 'Teacher') return false;
  if (caller.isAdmin) return true;
  return or(
    inArray(column, db.select({ id: homework.id }).from(homework).where(eq(homework.teacherId, caller.id))),
    inArray(
      column,
      db
        .select({ id: classHomework.homeworkId })
        .from(classHomework)
        .innerJoin(classes, eq(classes.id, classHomework.classId))
        .where(eq(classes.teacherId, caller.id)),
    ),
  ) as SQL;
}

/**
 * The homework a student or parent reads (questions without answers): published to a student the caller
 * acts for (their exercise of it) in a class where that student's place is still valid (§6: published only).
 */
export function familyHomework(db: DbOrTx, caller: UserRow, column: PgColumn, now: Date): Scope {
  const students = familyStudents(db, caller, exercises.studentId);
  if (students === false) return false;
  return exists(
    db
      .select({ x: sql`1` })
      .from(exercises)
      .innerJoin(
        classStudents,
        and(eq(classStudents.classId, exercises.classId), eq(classStudents.studentId, exercises.studentId)),
      )
      .innerJoin(classes, eq(classes.id, exercises.classId))
      .where(and(eq(exercises.homeworkId, column), students as SQL, validPlace(now))),
  );
}

/** The sources a teacher wrote (admins included: a source belongs to its teacher). */
export function ownedSources(caller: UserRow, column: PgColumn): Scope {
  if (caller.role !== 'Teacher') return false;
  return inArray(column, sql`(select ${sources.id} from ${sources} where ${sources.teacherId} = ${caller.id})`);
}

/**
 * The sources a user may pick (Resources settings): an admin every source, a teacher their own, a student
 * those of the classes on whose roster they are, a parent those of their children's classes.
 */
export function pickableSources(db: DbOrTx, caller: UserRow, column: PgColumn): Scope {
  if (caller.isAdmin) return true;
  if (caller.role === 'Teacher') return ownedSources(caller, column);
  const students = familyStudents(db, caller, classStudents.studentId);
  if (students === false) return false;
  return inArray(
    column,
    db
      .selectDistinct({ id: classSources.sourceId })
      .from(classStudents)
      .innerJoin(classSources, eq(classSources.classId, classStudents.classId))
      .where(students as SQL),
  );
}

/**
 * The questions a teacher may put in a homework: their own, and those filed in a library bound to them
 * (in any library for an admin); a question outside every library is its author's alone.
 */
export function homeworkQuestions(db: DbOrTx, caller: UserRow, column: PgColumn): Scope {
  const own = inArray(
    column,
    db.select({ id: questions.id }).from(questions).where(eq(questions.teacherId, caller.id)),
  );
  const filed = caller.isAdmin
    ? db.select({ id: questions.id }).from(questions).where(isNotNull(questions.libraryId))
    : db
        .select({ id: questions.id })
        .from(questions)
        .innerJoin(libraryTeachers, eq(libraryTeachers.libraryId, questions.libraryId))
        .where(eq(libraryTeachers.teacherId, caller.id));
  return or(own, inArray(column, filed)) as SQL;
}

/** The signed-in sessions (devices) of the caller themself. */
export function ownSessions(db: DbOrTx, caller: UserRow, column: PgColumn): Scope {
  return inArray(column, db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, caller.id)));
}

/** The questions a teacher wrote (admins included: a question belongs to its author). */
export function ownedQuestions(db: DbOrTx, caller: UserRow, column: PgColumn): Scope {
  return inArray(column, db.select({ id: questions.id }).from(questions).where(eq(questions.teacherId, caller.id)));
}

/** The homework a teacher wrote (admins included: they change only their own). */
export function ownedHomework(caller: UserRow, column: PgColumn): Scope {
  if (caller.role !== 'Teacher') return false;
  return inArray(column, sql`(select ${homework.id} from ${homework} where ${homework.teacherId} = ${caller.id})`);
}

/** The registration requests of a teacher's classes. */
export function ownedInterests(db: DbOrTx, caller: UserRow, column: PgColumn): Scope {
  if (caller.role !== 'Teacher') return false;
  return inArray(
    column,
    db
      .select({ id: classInterests.id })
      .from(classInterests)
      .where(inArray(classInterests.classId, sqlOwnedClassIds(caller))),
  );
}

/** The libraries a teacher is bound to; every library for an admin. */
export function boundLibraries(db: DbOrTx, caller: UserRow, column: PgColumn): Scope {
  if (caller.isAdmin) return true;
  if (caller.role !== 'Teacher') return false;
  return inArray(
    column,
    db.select({ id: libraryTeachers.libraryId }).from(libraryTeachers).where(eq(libraryTeachers.teacherId, caller.id)),
  );
}

/** The practice records of the caller themself. */
export function ownRecords(db: DbOrTx, caller: UserRow, column: PgColumn): Scope {
  return inArray(
    column,
    db.select({ id: resourceRecords.id }).from(resourceRecords).where(eq(resourceRecords.studentId, caller.id)),
  );
}

/** The classes whose lessons a caller schedules: a teacher's own classes; every class for an admin. */
export function scheduledClasses(caller: UserRow, column: PgColumn): Scope {
  if (caller.role !== 'Teacher') return false;
  if (caller.isAdmin) return true;
  return inArray(column, sqlOwnedClassIds(caller));
}

/** The lessons a caller moves, cancels and staffs: those of the classes they schedule. */
export function managedLessons(db: DbOrTx, caller: UserRow, column: PgColumn): Scope {
  const owned = scheduledClasses(caller, lessons.classId);
  if (owned === true || owned === false) return owned;
  return inArray(column, db.select({ id: lessons.id }).from(lessons).where(owned));
}

/** The lessons whose roll a caller takes: those they manage, and those they teach as a substitute. */
export function rollLessons(db: DbOrTx, caller: UserRow, column: PgColumn): Scope {
  const managed = managedLessons(db, caller, column);
  if (managed === true || managed === false) return managed;
  return or(
    managed,
    inArray(column, db.select({ id: lessons.id }).from(lessons).where(eq(lessons.teacherId, caller.id))),
  ) as SQL;
}

/**
 * The payments a caller reads: a parent their children's, a student those they paid for themself (a child
 * with a parent sees the parent's in the parent's account), an admin all.
 */
export function familyPayments(db: DbOrTx, caller: UserRow, column: PgColumn): Scope {
  if (caller.isAdmin) return true;
  if (caller.role === 'Student') {
    return inArray(
      column,
      db
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.studentId, caller.id), eq(payments.payerId, caller.id))),
    );
  }
  if (caller.role !== 'Parent') return false;
  return inArray(
    column,
    db
      .select({ id: payments.id })
      .from(payments)
      .innerJoin(familyLinks, eq(familyLinks.studentId, payments.studentId))
      .where(eq(familyLinks.parentId, caller.id)),
  );
}

/**
 * The classes where a student the caller acts for holds a place valid at `now` or an exercise: the families
 * who read and comment on the class's stream.
 */
export function familyStreamClasses(db: DbOrTx, caller: UserRow, column: PgColumn, now: Date): Scope {
  const students = familyStudents(db, caller, classStudents.studentId);
  const workers = familyStudents(db, caller, exercises.studentId);
  if (students === false || workers === false) return false;
  return or(
    inArray(
      column,
      db
        .select({ id: classStudents.classId })
        .from(classStudents)
        .innerJoin(classes, eq(classes.id, classStudents.classId))
        .where(and(students as SQL, validPlace(now))),
    ),
    inArray(
      column,
      db
        .select({ id: exercises.classId })
        .from(exercises)
        .where(workers as SQL),
    ),
  ) as SQL;
}

/** The classes whose stream a caller reads: a teacher their own, any admin, and the families of the class. */
export function streamClasses(db: DbOrTx, caller: UserRow, column: PgColumn, now: Date): Scope {
  if (caller.role === 'Teacher') return scheduledClasses(caller, column);
  return familyStreamClasses(db, caller, column, now);
}

/** The announcements a caller changes and deletes: those of the classes they teach; every one for an admin. */
export function managedPosts(db: DbOrTx, caller: UserRow, column: PgColumn): Scope {
  const owned = scheduledClasses(caller, classPosts.classId);
  if (owned === true || owned === false) return owned;
  return inArray(column, db.select({ id: classPosts.id }).from(classPosts).where(owned));
}

/**
 * The announcements a caller may comment on: those of the classes they teach (an admin too only their own),
 * and those of the classes whose stream their family reads.
 */
export function commentablePosts(db: DbOrTx, caller: UserRow, column: PgColumn, now: Date): Scope {
  const reached =
    caller.role === 'Teacher'
      ? ownedClasses(caller, classPosts.classId)
      : familyStreamClasses(db, caller, classPosts.classId, now);
  if (reached === true || reached === false) return reached;
  return inArray(column, db.select({ id: classPosts.id }).from(classPosts).where(reached));
}

/** The comments a caller wrote. */
export function ownComments(db: DbOrTx, caller: UserRow, column: PgColumn): Scope {
  return inArray(
    column,
    db.select({ id: classPostComments.id }).from(classPostComments).where(eq(classPostComments.authorId, caller.id)),
  );
}

/** The comments a caller deletes as the class's teacher: those on the announcements they manage. */
export function moderatedComments(db: DbOrTx, caller: UserRow, column: PgColumn): Scope {
  const owned = scheduledClasses(caller, classPosts.classId);
  if (owned === true || owned === false) return owned;
  return inArray(
    column,
    db
      .select({ id: classPostComments.id })
      .from(classPostComments)
      .innerJoin(classPosts, eq(classPosts.id, classPostComments.postId))
      .where(owned),
  );
}

/** Exercises whose student the caller acts for: a student's own, a parent's children's. */
export function familyExercises(db: DbOrTx, caller: UserRow, column: PgColumn): Scope {
  const students = familyStudents(db, caller, exercises.studentId);
  if (students === false) return false;
  return inArray(column, db.select({ id: exercises.id }).from(exercises).where(asScopeSql(students)));
}

/** A student's own exercises (what they work in). */
export function ownExercises(db: DbOrTx, caller: UserRow, column: PgColumn): Scope {
  if (caller.role !== 'Student') return false;
  return inArray(column, db.select({ id: exercises.id }).from(exercises).where(eq(exercises.studentId, caller.id)));
}

/** Exercises of a teacher's classes, as the correction screens reach them (admins too only their own classes). */
export function correctedExercises(db: DbOrTx, caller: UserRow, column: PgColumn): Scope {
  if (caller.role !== 'Teacher') return false;
  return inArray(
    column,
    db
      .select({ id: exercises.id })
      .from(exercises)
      .where(inArray(exercises.classId, sqlOwnedClassIds(caller))),
  );
}

/** Photos of working on a student's own exercises. */
export function ownWorkPhotos(db: DbOrTx, caller: UserRow, column: PgColumn): Scope {
  if (caller.role !== 'Student') return false;
  return inArray(
    column,
    db
      .select({ id: workPhotos.id })
      .from(workPhotos)
      .innerJoin(exercises, eq(exercises.id, workPhotos.exerciseId))
      .where(eq(exercises.studentId, caller.id)),
  );
}

/** Photos of working on exercises of a teacher's classes. */
export function correctedWorkPhotos(db: DbOrTx, caller: UserRow, column: PgColumn): Scope {
  if (caller.role !== 'Teacher') return false;
  return inArray(
    column,
    db
      .select({ id: workPhotos.id })
      .from(workPhotos)
      .innerJoin(exercises, eq(exercises.id, workPhotos.exerciseId))
      .where(inArray(exercises.classId, sqlOwnedClassIds(caller))),
  );
}

const asScopeSql = (scope: SQL | true): SQL | undefined => (scope === true ? undefined : scope);
