import {
  classes,
  classStudents,
  type DbOrTx,
  type ExerciseRow,
  exercises,
  familyLinks,
  homework,
  type UserRow,
  users,
} from '@quanta/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { refused } from '../access/access';
import { requireValidPlace } from '../access/places';
import { fail } from '../errors';
import { prepareOnce } from '../speedups/prepared';

/** An exercise with what every rule about it needs: its homework, class, student and the student's place. */
export interface ExerciseContext {
  exercise: ExerciseRow;
  homework: {
    id: string;
    name: string;
    description: string;
    dueDate: Date | null;
    isExam: boolean;
    examDuration: number;
    opensAt: Date | null;
    closesAt: Date | null;
    shuffleQuestions: boolean;
    shuffleChoices: boolean;
    /** Photos of working for the homework as a whole. */
    workPhotos: boolean;
    /** Attempts a student may make, and which counts ('best' or 'last'). */
    attemptsAllowed: number;
    attemptsCounted: string;
  };
  klass: {
    id: string;
    name: string;
    teacherId: string;
    bulletin: string;
    includeLibrary: boolean;
    endDate: string | null;
    autoPublish: boolean;
    autoPublishAccuracy: number;
  };
  student: { id: string; name: string; email: string; parentId: string | null };
  /** The student's place on the class roster with their extra time in its exams; null once removed from it. */
  place: { expiresAt: Date | null; extraTimePercent: number } | null;
}

/** Who reads an exercise: its student, their parent, or the teacher of its class. */
export type ExerciseViewer = 'student' | 'parent' | 'teacher';

export const homeworkHead = {
  id: homework.id,
  name: homework.name,
  description: homework.description,
  dueDate: homework.dueDate,
  isExam: homework.isExam,
  examDuration: homework.examDuration,
  opensAt: homework.opensAt,
  closesAt: homework.closesAt,
  shuffleQuestions: homework.shuffleQuestions,
  shuffleChoices: homework.shuffleChoices,
  workPhotos: homework.workPhotos,
  attemptsAllowed: homework.attemptsAllowed,
  attemptsCounted: homework.attemptsCounted,
};

export const classHead = {
  id: classes.id,
  name: classes.name,
  teacherId: classes.teacherId,
  bulletin: classes.bulletin,
  includeLibrary: classes.includeLibrary,
  endDate: classes.endDate,
  autoPublish: classes.autoPublish,
  autoPublishAccuracy: classes.autoPublishAccuracy,
};

/** What an exercise's context is read as: the exercise, its homework, class, student (with parent) and roster place. */
export const exerciseContextColumns = {
  exercise: exercises,
  homework: homeworkHead,
  klass: classHead,
  student: { id: users.id, name: users.name, email: users.email, parentId: familyLinks.parentId },
  placeClassId: classStudents.classId,
  placeExpiresAt: classStudents.expiresAt,
  placeExtraTimePercent: classStudents.extraTimePercent,
};

/** The exercises joined to what `exerciseContextColumns` reads; filter and chain more joins. */
export const fromExerciseContext = (db: DbOrTx) =>
  db
    .select(exerciseContextColumns)
    .from(exercises)
    .innerJoin(homework, eq(homework.id, exercises.homeworkId))
    .innerJoin(classes, eq(classes.id, exercises.classId))
    .innerJoin(users, eq(users.id, exercises.studentId))
    .leftJoin(familyLinks, eq(familyLinks.studentId, exercises.studentId))
    .leftJoin(
      classStudents,
      and(eq(classStudents.classId, exercises.classId), eq(classStudents.studentId, exercises.studentId)),
    );

/** One indexed query: the exercise, its homework, class, student (with parent) and roster place. */
const selectExercise = (db: DbOrTx) =>
  fromExerciseContext(db)
    .where(eq(exercises.id, sql.placeholder('id')))
    .limit(1);

/** The context of a row read with `exerciseContextColumns`. */
export function exerciseContextOf(row: {
  exercise: ExerciseRow;
  homework: ExerciseContext['homework'];
  klass: ExerciseContext['klass'];
  student: ExerciseContext['student'];
  placeClassId: string | null;
  placeExpiresAt: Date | null;
  placeExtraTimePercent: number | null;
}): ExerciseContext {
  return {
    exercise: row.exercise,
    homework: row.homework,
    klass: row.klass,
    student: row.student,
    place: row.placeClassId
      ? { expiresAt: row.placeExpiresAt, extraTimePercent: row.placeExtraTimePercent ?? 0 }
      : null,
  };
}

export async function findExercise(db: DbOrTx, id: string, lock = false): Promise<ExerciseContext | undefined> {
  // Prepared once per session: every student's start, hand-in and reload reads it.
  const statement = lock
    ? prepareOnce(db, 'find_exercise_for_update', (d) =>
        selectExercise(d).for('update', { of: exercises }).prepare('find_exercise_for_update'),
      )
    : prepareOnce(db, 'find_exercise', (d) => selectExercise(d).prepare('find_exercise'));
  const [row] = await statement.execute({ id });
  return row ? exerciseContextOf(row) : undefined;
}

/**
 * The exercise a student works in: 404 for an unknown id, 403 when it is another student's, and 403
 * with a renewal message while their registration for the class has expired.
 */
export async function exerciseForStudent(
  db: DbOrTx,
  user: UserRow,
  id: string,
  now: Date,
  lock = false,
): Promise<ExerciseContext> {
  return checkExerciseForStudent(await findExercise(db, id, lock), user, now);
}

/** The exercise `ctx` (read already) if its student may work in it (see `exerciseForStudent`). */
export function checkExerciseForStudent(ctx: ExerciseContext | undefined, user: UserRow, now: Date): ExerciseContext {
  if (!ctx) throw fail.notFound('exerciseNotFound');
  if (user.role !== 'Student' || ctx.exercise.studentId !== user.id) throw refused();
  requireValidPlace(ctx.place, ctx.klass, now);
  return ctx;
}

/** The exercise the teacher of its class corrects: 404 unknown, 403 another teacher's class. */
export async function exerciseForTeacher(db: DbOrTx, user: UserRow, id: string, lock = false) {
  const ctx = await findExercise(db, id, lock);
  if (!ctx) throw fail.notFound('exerciseNotFound');
  if (user.role !== 'Teacher' || ctx.klass.teacherId !== user.id) throw refused();
  return ctx;
}

/**
 * An exercise as someone reads its detail: its student (with a valid place), their parent, or the
 * teacher of its class. 404 unknown, 403 anyone else.
 */
export async function exerciseForReader(
  db: DbOrTx,
  user: UserRow,
  id: string,
  now: Date,
): Promise<{ ctx: ExerciseContext; viewer: ExerciseViewer }> {
  const ctx = await findExercise(db, id);
  if (!ctx) throw fail.notFound('exerciseNotFound');
  if (user.role === 'Student' && ctx.exercise.studentId === user.id) {
    requireValidPlace(ctx.place, ctx.klass, now);
    return { ctx, viewer: 'student' };
  }
  if (user.role === 'Parent' && ctx.student.parentId === user.id) return { ctx, viewer: 'parent' };
  if (user.role === 'Teacher' && ctx.klass.teacherId === user.id) return { ctx, viewer: 'teacher' };
  throw refused();
}

/**
 * Exercises a teacher unpublishes: every id must exist (404) and belong to one of the teacher's classes
 * (403), or nothing is done. One query.
 */
export async function exercisesForTeacher(db: DbOrTx, user: UserRow, ids: string[]) {
  const rows = await db
    .select({ id: exercises.id, teacherId: classes.teacherId })
    .from(exercises)
    .innerJoin(classes, eq(classes.id, exercises.classId))
    .where(inArray(exercises.id, ids));
  if (rows.length !== ids.length) throw fail.notFound('exerciseNotFound');
  if (rows.some((r) => r.teacherId !== user.id)) throw refused();
  return rows.map((r) => r.id);
}

/**
 * A class as a student opens it (My homework, the classroom): 404 unknown, 403 unless the caller is a
 * student with a valid place in it.
 */
export async function classForStudent(db: DbOrTx, user: UserRow, classId: string, now: Date) {
  const [row] = await prepareOnce(db, 'class_for_student', (d) =>
    d
      .select({ klass: classHead, placeClassId: classStudents.classId, placeExpiresAt: classStudents.expiresAt })
      .from(classes)
      .leftJoin(
        classStudents,
        and(eq(classStudents.classId, classes.id), eq(classStudents.studentId, sql.placeholder('studentId'))),
      )
      .where(eq(classes.id, sql.placeholder('classId')))
      .limit(1)
      .prepare('class_for_student'),
  ).execute({ studentId: user.id, classId });
  return checkClassForStudent(row, user, now);
}

/** The class of `row` (read with the caller's place in it) if the caller may open it as a student. */
export function checkClassForStudent<K extends { includeLibrary: boolean; endDate: string | null }>(
  row: { klass: K; placeClassId: string | null; placeExpiresAt: Date | null } | undefined,
  user: UserRow,
  now: Date,
): K {
  if (!row) throw fail.notFound('classNotFound');
  if (user.role !== 'Student') throw refused();
  requireValidPlace(row.placeClassId ? { expiresAt: row.placeExpiresAt } : null, row.klass, now);
  return row.klass;
}
