import { classHomework, exerciseAnswers, exercises, familyLinks, homework, type UserRow, users } from '@quanta/db';
import { type CorrectExerciseInput, messages } from '@quanta/validators';
import { and, asc, eq, exists, or, sql } from 'drizzle-orm';
import { accessRefused, accessWhere, asCondition, Permission } from '../../access/access';
import { taughtStudents } from '../../access/scopes';
import type { Deps } from '../../deps';
import { fail } from '../../errors';
import { classForOwner } from '../../policies/class';
import { exerciseForTeacher, homeworkHead } from '../../policies/exercise';
import { presentStudent } from '../../presenters/enrolment';
import { presentClassroomClass, presentExercise, presentExerciseSummary } from '../../presenters/exercise';
import { isoOrNull } from '../../presenters/time';
import { mailTextOf } from '../email/mail-text';
import { waitForDelivery } from '../email/wait';
import { pageOf } from '../paging';
import { sanitiseRichText } from '../richtext/sanitise';
import { autoPublishNext } from './auto-publish';
import { countAnswers, inClassOrder, loadAnswers, selectExerciseHeads } from './data';

/** A student the teacher looks at in their class: on its roster or holding an exercise of it, else 404. */
async function studentOfClass(deps: Deps, me: UserRow, classId: string, studentId: string) {
  const [row] = await deps.db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.id, studentId), asCondition(taughtStudents(deps.db, me, users.id, classId))))
    .limit(1);
  if (!row) throw fail.notFound('studentNotInClass');
  return presentStudent(row);
}

/** The class bulletin, the student and their exercises with answer counts, as the teacher's list shows them. */
async function exerciseList(
  deps: Deps,
  klass: Parameters<typeof presentClassroomClass>[0],
  student: ReturnType<typeof presentStudent>,
  heads: Parameters<typeof presentExerciseSummary>[0][],
  now: Date,
) {
  const counts = await countAnswers(
    deps.db,
    heads.map((h) => h.exercise.id),
  );
  return {
    class: presentClassroomClass(klass),
    student,
    list: heads.map((h) => presentExerciseSummary(h, counts.get(h.exercise.id), 'teacher', now)),
  };
}

/** /teacher/exercise/{classId}/{studentId}: the class bulletin and one student's exercises in it. */
export async function studentExercisesForTeacher(
  deps: Deps,
  me: UserRow,
  input: { classID: string; studentID: string },
) {
  const now = deps.now();
  const klass = await classForOwner(deps.db, me, input.classID);
  const student = await studentOfClass(deps, me, input.classID, input.studentID);
  const where = and(eq(exercises.classId, input.classID), eq(exercises.studentId, input.studentID));
  const heads = await selectExerciseHeads(deps.db, where).orderBy(...inClassOrder);
  return exerciseList(deps, klass, student, heads, now);
}

/**
 * The same, paged: `total` exercises, and `correct`/`wrong` the student's verdicts over all of them
 * (teacher's verdict, else auto-correction).
 */
export async function studentExercisePageForTeacher(
  deps: Deps,
  me: UserRow,
  input: { classId: string; studentId: string; page: number; pageSize: number },
) {
  const now = deps.now();
  const klass = await classForOwner(deps.db, me, input.classId);
  const student = await studentOfClass(deps, me, input.classId, input.studentId);
  const where = and(eq(exercises.classId, input.classId), eq(exercises.studentId, input.studentId));
  const verdict = sql`coalesce(${exerciseAnswers.isCorrect}, ${exerciseAnswers.autoCorrect})`;
  const [{ list: heads, total }, [tally]] = await Promise.all([
    pageOf(
      deps.db,
      { table: exercises, where },
      selectExerciseHeads(deps.db, where)
        .orderBy(...inClassOrder)
        .$dynamic(),
      input,
    ),
    deps.db
      .select({
        correct: sql<number>`(count(*) filter (where ${verdict}))::int`.mapWith(Number),
        wrong: sql<number>`(count(*) filter (where not ${verdict}))::int`.mapWith(Number),
      })
      .from(exerciseAnswers)
      .innerJoin(exercises, eq(exercises.id, exerciseAnswers.exerciseId))
      .where(where),
  ]);
  const { list, ...view } = await exerciseList(deps, klass, student, heads, now);
  return { ...view, total, correct: tally?.correct ?? 0, wrong: tally?.wrong ?? 0, list };
}

/**
 * Correct Exercise: every exercise of one homework in the teacher's class, by student name, each with
 * its questions, the student's answers, correct answers, solutions, verdicts and comments.
 */
export async function homeworkExercisesForTeacher(deps: Deps, me: UserRow, input: { classID: string; hwID: string }) {
  const now = deps.now();
  const klass = await classForOwner(deps.db, me, input.classID);
  const [entry] = await deps.db
    .select(homeworkHead)
    .from(homework)
    .where(
      and(
        eq(homework.id, input.hwID),
        or(
          exists(
            deps.db
              .select({ x: sql`1` })
              .from(classHomework)
              .where(and(eq(classHomework.classId, input.classID), eq(classHomework.homeworkId, input.hwID))),
          ),
          exists(
            deps.db
              .select({ x: sql`1` })
              .from(exercises)
              .where(and(eq(exercises.classId, input.classID), eq(exercises.homeworkId, input.hwID))),
          ),
        ),
      ),
    )
    .limit(1);
  if (!entry) throw fail.notFound('homeworkNotInClass');
  const heads = await selectExerciseHeads(
    deps.db,
    and(eq(exercises.classId, input.classID), eq(exercises.homeworkId, input.hwID)),
  ).orderBy(asc(users.name), asc(users.id));
  const answers = await loadAnswers(
    deps.db,
    heads.map((h) => h.exercise.id),
  );
  return {
    class: presentClassroomClass(klass),
    language: klass.language,
    homework: {
      _id: entry.id,
      name: entry.name,
      dueDate: isoOrNull(entry.dueDate),
      isExam: entry.isExam,
      examDuration: entry.examDuration,
    },
    list: heads.map((h) =>
      presentExercise(h, answers.get(h.exercise.id) ?? [], { viewer: 'teacher', solutionText: true }, now),
    ),
  };
}

/**
 * The teacher's comment and/or verdict on one answered question; the verdict overrides the
 * auto-correction. Refused while the question is unanswered. Runs the auto-publish check.
 */
export async function correctExercise(deps: Deps, me: UserRow, input: CorrectExerciseInput) {
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    await exerciseForTeacher(tx, me, input.exerciseId);
    const [answer] = await tx
      .select({ answeredAt: exerciseAnswers.answeredAt })
      .from(exerciseAnswers)
      .where(and(eq(exerciseAnswers.exerciseId, input.exerciseId), eq(exerciseAnswers.questionId, input.questionId)))
      .for('update')
      .limit(1);
    if (!answer) throw fail.notFound('questionNotInExercise');
    if (!answer.answeredAt) throw fail.conflict('questionUnanswered');
    const [updated] = await tx
      .update(exerciseAnswers)
      .set({
        ...(input.comments !== undefined ? { comments: sanitiseRichText(input.comments) } : {}),
        ...(input.isCorrect !== undefined
          ? { isCorrect: input.isCorrect, correctedAt: input.isCorrect === null ? null : now }
          : {}),
      })
      .where(and(eq(exerciseAnswers.exerciseId, input.exerciseId), eq(exerciseAnswers.questionId, input.questionId)))
      .returning();
    return updated!;
  });
  const autoPublished = await autoPublishNext(deps, input.exerciseId);
  return {
    message: messages.successfullySaved,
    exerciseId: input.exerciseId,
    questionId: input.questionId,
    comments: row.comments,
    isCorrect: row.isCorrect,
    autoCorrect: row.autoCorrect,
    correctedAt: isoOrNull(row.correctedAt),
    autoPublished,
  };
}

/** FINISH: the correction is done ('1'); the exercise is closed to the student's changes. */
export async function finishCorrection(deps: Deps, me: UserRow, exerciseId: string) {
  await exerciseForTeacher(deps.db, me, exerciseId);
  await deps.db.update(exercises).set({ correctionStatus: 1 }).where(eq(exercises.id, exerciseId));
  return { message: messages.successfullySaved, exerciseId, correctionStatus: '1' as const };
}

/**
 * SEND EMAIL after a correction: to a student of one of the teacher's classes only (on its roster or
 * holding an exercise of it), and with `copyParent` a copy to the student's parent, if linked; content
 * sanitised; sent at once (502 when the SMTP server refuses the student's). `copied` counts the copies.
 */
export async function sendCorrectionEmail(
  deps: Deps,
  me: UserRow,
  input: { email: string; title: string; content: string; copyParent: boolean },
) {
  if (!input.title) throw fail.badRequest('correctionMailTitleRequired');
  const html = sanitiseRichText(input.content);
  if (!html) throw fail.badRequest('correctionMailContentRequired');
  const [student] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.email, input.email),
        eq(users.role, 'Student'),
        accessWhere(deps.db, me, Permission.StudentTeach, deps.now()),
      ),
    )
    .limit(1);
  if (!student) throw accessRefused(Permission.StudentTeach, 'correctionMailRecipient');
  const parents = input.copyParent
    ? await deps.db
        .select({ email: users.email })
        .from(familyLinks)
        .innerJoin(users, eq(users.id, familyLinks.parentId))
        .where(eq(familyLinks.studentId, student.id))
    : [];
  const mail = { kind: 'correction' as const, subject: input.title, text: mailTextOf(html), html };
  const ids = await deps.db.transaction((tx) =>
    deps.outbox.enqueue(tx, [{ ...mail, to: input.email }, ...parents.map((p) => ({ ...mail, to: p.email }))]),
  );
  deps.outbox.wake();
  // The answer waits for the delivery (within the outbox's bound): a refusal for good is reported at once.
  const status = await waitForDelivery(deps, ids[0] as string);
  if (status === 'failed') throw fail.mail();
  return status === 'sent'
    ? { message: messages.correctionMailSent, status: 1, copied: parents.length }
    : { message: messages.emailQueued, status: 0, copied: parents.length };
}
