import {
  classes,
  classInterests,
  classPostComments,
  classPosts,
  type DbOrTx,
  exercises,
  homework,
  lessons,
  libraries,
  payments,
  questions,
  resourceRecords,
  sessions,
  sources,
  type UserRow,
  users,
  workPhotos,
} from '@quanta/db';
import type { MessageKey } from '@quanta/validators';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type AppError, fail } from '../errors';
import {
  boundLibraries,
  commentablePosts,
  correctedExercises,
  correctedWorkPhotos,
  familyClasses,
  familyExercises,
  familyHomework,
  familyPayments,
  familyStudents,
  homeworkQuestions,
  managedLessons,
  managedPosts,
  moderatedComments,
  ownComments,
  ownExercises,
  ownedClasses,
  ownedHomework,
  ownedInterests,
  ownedQuestions,
  ownedSources,
  ownRecords,
  ownSessions,
  ownWorkPhotos,
  pickableSources,
  rollLessons,
  type Scope,
  scheduledClasses,
  streamClasses,
  taughtStudents,
  teacherHomework,
  waitingChildren,
} from './scopes';

/**
 * What a caller wants to do with a record. Each permission names its resource's table and the rule that
 * answers the ids the caller reaches; single reads (`requireAccess`) and lists (`accessWhere`) use the
 * same rule, so no service reaches a record another way.
 */
export const Permission = {
  /** Act for a student: the student themself, or their parent. */
  StudentActFor: 'student.actFor',
  /** Look at a student as their teacher: on the roster of, or holding an exercise of, one of the caller's classes. */
  StudentTeach: 'student.teach',
  /** Change a class and read its roster, requests and exercises: its teacher. */
  ClassOwn: 'class.own',
  /** Read a class's name and bulletin as a family: a student the caller acts for has a place or an exercise in it. */
  ClassFamilyRead: 'class.familyRead',
  /** Read a homework whole (answers and solutions): its author, an admin, the teacher of a class it is in. */
  HomeworkRead: 'homework.read',
  /** Read a homework's questions without answers: published to a student the caller acts for, with a valid place. */
  HomeworkQuestionsRead: 'homework.questionsRead',
  /** Pick a source in the Resources settings (and list those on offer). */
  SourcePick: 'source.pick',
  /** Change a source, or put it on a class or a question: its teacher (admins too only their own). */
  SourceOwn: 'source.own',
  /** Put a question in a homework: its author, or a teacher its library is bound to (an admin any library's). */
  QuestionUseInHomework: 'question.useInHomework',
  /** End a signed-in session (a device): the user it signs in. */
  SessionOwn: 'session.own',
  /** Read, change or export a question: its author (admins too only their own). */
  QuestionOwn: 'question.own',
  /** Change a homework, add it to a class: its author (admins too only their own). */
  HomeworkOwn: 'homework.own',
  /** Handle a registration request: the teacher of its class. */
  InterestOwn: 'interest.own',
  /** Browse a library or file questions into it: a teacher it is bound to, any admin. */
  LibraryUse: 'library.use',
  /** Read one practice record: the student who practised. */
  ResourceRecordOwn: 'resourceRecord.own',
  /** Set a class's weekly slots and read its lessons: its teacher, any admin. */
  ClassSchedule: 'class.schedule',
  /** Move, cancel or hand over one lesson: the teacher of its class, any admin. */
  LessonManage: 'lesson.manage',
  /** Take and read the roll of one lesson: those who manage it, and the teacher giving it (a substitute). */
  LessonRoll: 'lesson.roll',
  /** Read a payment and its receipt: a parent their children's, a student what they paid for themself, any admin. */
  PaymentRead: 'payment.read',
  /** Ask again for a child's e-mail verification: the parent whose family sign-up waits for the student. */
  ChildVerify: 'student.childVerify',
  /** Read a class's stream: its teacher, any admin, a student with a valid place or an exercise in it, their parent. */
  ClassStreamRead: 'class.streamRead',
  /** Post an announcement in a class: its teacher, any admin. */
  ClassStreamWrite: 'class.streamWrite',
  /** Change or delete an announcement, turn its comments off: the teacher of its class, any admin. */
  ClassPostManage: 'classPost.manage',
  /** Comment on an announcement: a student or parent who reads the class's stream, or the class's teacher. */
  ClassPostComment: 'classPost.comment',
  /** Delete a comment as its author. */
  ClassPostCommentOwn: 'classPostComment.own',
  /** Delete a comment as the class's teacher: the teacher of its announcement's class, any admin. */
  ClassPostCommentModerate: 'classPostComment.moderate',
  /** Attach photos of working to an exercise: its student. */
  ExerciseWork: 'exercise.work',
  /** Read an exercise's photos of working as a family: its student, their parent. */
  ExerciseFamilyRead: 'exercise.familyRead',
  /** Correct an exercise (and its photos of working): the teacher of its class, as the correction screens do. */
  ExerciseCorrect: 'exercise.correct',
  /** Remove a photo of working: the student whose exercise it is on. */
  WorkPhotoOwn: 'workPhoto.own',
  /** Turn or mark up a photo of working: the teacher of its exercise's class. */
  WorkPhotoCorrect: 'workPhoto.correct',
} as const;
export type Permission = (typeof Permission)[keyof typeof Permission];

interface Rule {
  table: PgTable;
  id: PgColumn;
  scope(db: DbOrTx, caller: UserRow, column: PgColumn, now: Date): Scope;
  /** Set where the caller may know that any row exists: an unknown id is 404 with this key, not 403. */
  missing?: MessageKey;
  /** The 403's message key (`forbidden` unless set). */
  refused?: MessageKey;
}

/** A rule on `table`, reached by its `id` column. */
const ruleOn = (
  table: PgTable & { id: PgColumn },
  scope: Rule['scope'],
  keys: Pick<Rule, 'missing' | 'refused'> = {},
): Rule => ({ table, id: table.id, scope, ...keys });

/** The keys of both source rules: an unknown source is 404, one not the caller's 403. */
const sourceKeys: Pick<Rule, 'missing' | 'refused'> = { missing: 'sourceNotFound', refused: 'sourceNotYours' };

const rules: Record<Permission, Rule> = {
  [Permission.StudentActFor]: ruleOn(users, familyStudents),
  // `taughtStudents` takes a class id fourth: the clock is not passed on.
  [Permission.StudentTeach]: ruleOn(users, (db, c, col) => taughtStudents(db, c, col)),
  [Permission.ClassOwn]: ruleOn(classes, (_db, c, col) => ownedClasses(c, col), { missing: 'classNotFound' }),
  [Permission.InterestOwn]: ruleOn(classInterests, ownedInterests, { missing: 'interestNotFound' }),
  [Permission.LibraryUse]: ruleOn(libraries, boundLibraries, {
    missing: 'libraryNotFound',
    refused: 'libraryNotBound',
  }),
  [Permission.ResourceRecordOwn]: ruleOn(resourceRecords, ownRecords, { missing: 'resourceRecordNotFound' }),
  [Permission.HomeworkOwn]: ruleOn(homework, (_db, c, col) => ownedHomework(c, col), { missing: 'homeworkNotFound' }),
  [Permission.ClassFamilyRead]: ruleOn(classes, familyClasses),
  [Permission.HomeworkRead]: ruleOn(homework, teacherHomework),
  [Permission.HomeworkQuestionsRead]: ruleOn(homework, familyHomework),
  [Permission.SourcePick]: ruleOn(sources, pickableSources, sourceKeys),
  [Permission.SourceOwn]: ruleOn(sources, (_db, c, col) => ownedSources(c, col), sourceKeys),
  [Permission.QuestionUseInHomework]: ruleOn(questions, homeworkQuestions, {
    missing: 'questionNotFound',
    refused: 'homeworkQuestionNotAllowed',
  }),
  [Permission.QuestionOwn]: ruleOn(questions, ownedQuestions, { missing: 'questionNotFound' }),
  [Permission.SessionOwn]: ruleOn(sessions, ownSessions, { missing: 'sessionNotFound' }),
  [Permission.ClassSchedule]: ruleOn(classes, (_db, c, col) => scheduledClasses(c, col), { missing: 'classNotFound' }),
  [Permission.LessonManage]: ruleOn(lessons, managedLessons, { missing: 'lessonNotFound' }),
  [Permission.LessonRoll]: ruleOn(lessons, rollLessons, { missing: 'lessonNotFound' }),
  [Permission.PaymentRead]: ruleOn(payments, familyPayments, { missing: 'paymentNotFound' }),
  [Permission.ChildVerify]: ruleOn(users, waitingChildren, { missing: 'studentNotFound' }),
  [Permission.ClassStreamRead]: ruleOn(classes, streamClasses, { missing: 'classNotFound' }),
  [Permission.ClassStreamWrite]: ruleOn(classes, (_db, c, col) => scheduledClasses(c, col), {
    missing: 'classNotFound',
  }),
  [Permission.ClassPostManage]: ruleOn(classPosts, managedPosts, { missing: 'classPostNotFound' }),
  [Permission.ClassPostComment]: ruleOn(classPosts, commentablePosts, { missing: 'classPostNotFound' }),
  [Permission.ClassPostCommentOwn]: ruleOn(classPostComments, ownComments, { missing: 'classPostCommentNotFound' }),
  [Permission.ClassPostCommentModerate]: ruleOn(classPostComments, moderatedComments, {
    missing: 'classPostCommentNotFound',
  }),
  [Permission.ExerciseWork]: ruleOn(exercises, ownExercises, { missing: 'exerciseNotFound' }),
  [Permission.ExerciseFamilyRead]: ruleOn(exercises, familyExercises, { missing: 'exerciseNotFound' }),
  [Permission.ExerciseCorrect]: ruleOn(exercises, correctedExercises, { missing: 'exerciseNotFound' }),
  [Permission.WorkPhotoOwn]: ruleOn(workPhotos, ownWorkPhotos, { missing: 'workPhotoNotFound' }),
  [Permission.WorkPhotoCorrect]: ruleOn(workPhotos, correctedWorkPhotos, { missing: 'workPhotoNotFound' }),
};

export const asCondition = (scope: Scope): SQL | undefined =>
  scope === true ? undefined : scope === false ? sql`false` : scope;

/**
 * The condition a list adds to its query so it answers only rows the caller may reach; `column` is the
 * list's column holding the resource's id (by default the resource's own id column).
 */
export function accessWhere(
  db: DbOrTx,
  caller: UserRow,
  permission: Permission,
  now: Date,
  column: PgColumn = rules[permission].id,
): SQL | undefined {
  return asCondition(rules[permission].scope(db, caller, column, now));
}

/** Of `ids`, those the caller may use for `permission` (one indexed query; unknown ids are left out). */
export async function checkAccess(
  db: DbOrTx,
  caller: UserRow,
  permission: Permission,
  ids: string[],
  now: Date,
): Promise<Set<string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Set();
  const rule = rules[permission];
  const scope = rule.scope(db, caller, rule.id, now);
  if (scope === false) return new Set();
  const rows = await db
    .select({ id: rule.id })
    .from(rule.table)
    .where(and(inArray(rule.id, unique), asCondition(scope)));
  return new Set(rows.map((r) => r.id as string));
}

/**
 * Refuses unless the caller may use every one of `ids` for `permission`: 403 with `key` (by default the
 * permission's own), or 404 with the permission's `missing` key when one of the ids names no row at all.
 * Every call site of a permission refuses alike, whichever service asks.
 */
export async function requireAccess(
  db: DbOrTx,
  caller: UserRow,
  permission: Permission,
  ids: string | string[],
  now: Date,
  key?: MessageKey,
): Promise<void> {
  const wanted = typeof ids === 'string' ? [ids] : ids;
  const allowed = await checkAccess(db, caller, permission, wanted, now);
  const refused = [...new Set(wanted.filter((id) => !allowed.has(id)))];
  if (refused.length === 0) return;
  const rule = rules[permission];
  if (rule.missing) {
    const found = await db.select({ id: rule.id }).from(rule.table).where(inArray(rule.id, refused));
    if (found.length < refused.length) throw fail.notFound(rule.missing);
  }
  throw fail.forbidden(key ?? rule.refused ?? 'forbidden');
}

/**
 * The 403 of `permission` (with `key`, or the permission's own), for a service that learnt the caller may
 * not reach a record without asking `requireAccess`: a look-up by another key, or a single-statement
 * write whose condition was `accessWhere` and that touched nothing.
 */
export function accessRefused(permission: Permission, key?: MessageKey): AppError {
  return fail.forbidden(key ?? rules[permission].refused ?? 'forbidden');
}

/**
 * The 403 of a rule checked inside another statement (an answer's write decides the exercise's place
 * in SQL, a practice call the setting's filter): the rule's message key, refused like every other.
 */
export function refused(key: MessageKey = 'forbidden'): AppError {
  return fail.forbidden(key);
}

/** The permissions whose rule reads no clock, so `ownedRow` needs no `now`: a record and its owner. */
export type OwnerPermission =
  | typeof Permission.ClassOwn
  | typeof Permission.HomeworkOwn
  | typeof Permission.InterestOwn
  | typeof Permission.LibraryUse
  | typeof Permission.ResourceRecordOwn
  | typeof Permission.QuestionOwn
  | typeof Permission.SourceOwn
  | typeof Permission.ClassSchedule
  | typeof Permission.LessonManage
  | typeof Permission.LessonRoll
  | typeof Permission.PaymentRead
  | typeof Permission.ClassStreamWrite
  | typeof Permission.ClassPostManage
  | typeof Permission.ClassPostCommentOwn
  | typeof Permission.ClassPostCommentModerate
  | typeof Permission.ExerciseWork
  | typeof Permission.ExerciseFamilyRead
  | typeof Permission.ExerciseCorrect
  | typeof Permission.WorkPhotoOwn
  | typeof Permission.WorkPhotoCorrect;

/**
 * One record the caller owns, read with its access in one statement: 404 with the permission's
 * `missing` key when the id names no row, its 403 when the rule leaves it out. Pass a transaction and
 * `lock` to hold the row for the write that follows.
 *
 * @example const row = await ownedRow<SourceRow>(tx, me, Permission.SourceOwn, id, true);
 */
export async function ownedRow<Row>(
  db: DbOrTx,
  caller: UserRow,
  permission: OwnerPermission,
  id: string,
  lock = false,
): Promise<Row> {
  const rule = rules[permission];
  const scope = rule.scope(db, caller, rule.id, new Date(0));
  const allowed = scope === true ? sql<boolean>`true` : scope === false ? sql<boolean>`false` : sql<boolean>`${scope}`;
  const query = db
    .select({ row: rule.table as PgTable, allowed })
    .from(rule.table)
    .where(eq(rule.id, id))
    .limit(1);
  const [found] = lock ? await query.for('update', { of: rule.table }) : await query;
  if (!found) throw fail.notFound(rule.missing);
  if (!found.allowed) throw accessRefused(permission);
  return found.row as Row;
}
