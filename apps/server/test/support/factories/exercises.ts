import { canScore } from '@quanta/api';
import { classHomework, exerciseAnswers, exercises, homeworkQuestions, questions } from '@quanta/db';
import { asc, eq, max } from 'drizzle-orm';
import { useBeforeAll } from '../fixture';
import { buildParentOf, buildStudent, buildTeacher, tokenOf } from '../harness';
import type { World } from '../world';
import { buildClass, buildPlace } from './enrolment';
import { buildHomework } from './homework';
import { buildQuestion } from './questions';

/** Puts a homework at the end of a class's homework list. */
export async function addToClass(t: World, klass: { id: string }, hw: { id: string }) {
  const [last] = await t.app.deps.db
    .select({ p: max(classHomework.position) })
    .from(classHomework)
    .where(eq(classHomework.classId, klass.id));
  await t.app.deps.db
    .insert(classHomework)
    .values({ classId: klass.id, homeworkId: hw.id, position: (last?.p ?? -1) + 1 });
}

/**
 * An exercise of `student` for a homework of a class, inserted directly with one answer row per question
 * in order; `answers[i]` overrides the i-th answer row.
 */
export async function buildExercise(
  t: World,
  klass: { id: string },
  hw: { id: string },
  student: { id: string },
  o: Partial<typeof exercises.$inferInsert> & { answers?: Partial<typeof exerciseAnswers.$inferInsert>[] } = {},
) {
  const { answers = [], ...values } = o;
  const [row] = await t.app.deps.db
    .insert(exercises)
    .values({ classId: klass.id, homeworkId: hw.id, studentId: student.id, ...values })
    .returning();
  const questionRows = await t.app.deps.db
    .select({
      questionId: homeworkQuestions.questionId,
      position: homeworkQuestions.position,
      isChoice: questions.isChoice,
    })
    .from(homeworkQuestions)
    .innerJoin(questions, eq(questions.id, homeworkQuestions.questionId))
    .where(eq(homeworkQuestions.homeworkId, hw.id))
    .orderBy(asc(homeworkQuestions.position));
  if (questionRows.length > 0) {
    await t.app.deps.db.insert(exerciseAnswers).values(
      questionRows.map(({ isChoice, ...q }, i) => ({
        exerciseId: row!.id,
        ...q,
        scores: canScore(isChoice),
        ...answers[i],
      })),
    );
  }
  return row!;
}

export interface ClassWithHomework {
  teacher: Awaited<ReturnType<typeof buildTeacher>>;
  teacherToken: string;
  klass: Awaited<ReturnType<typeof buildClass>>;
  /** Single select (B), multi select (A,C), free response ('9.8 m/s^2'). */
  questions: Awaited<ReturnType<typeof buildQuestion>>[];
  hw: Awaited<ReturnType<typeof buildHomework>>;
}

/**
 * A teacher's published class with a homework of three questions (single select answer B, multi select
 * A,C, free response '9.8 m/s^2') on its homework list.
 */
export async function buildClassWithHomework(
  t: World,
  o: {
    klass?: Parameters<typeof buildClass>[2];
    hw?: Parameters<typeof buildHomework>[2];
  } = {},
): Promise<ClassWithHomework> {
  const teacher = await buildTeacher(t);
  const klass = await buildClass(t, teacher, o.klass);
  const questions = [
    await buildQuestion(t, teacher, { isChoice: 0, correctAnswer: 'B' }),
    await buildQuestion(t, teacher, { isChoice: 1, correctAnswer: 'A,C' }),
    await buildQuestion(t, teacher, { isChoice: 2, correctAnswer: '9.8 m/s^2', answerA: '', answerB: '' }),
  ];
  const hw = await buildHomework(t, teacher, { questionIds: questions.map((q) => q.id), ...o.hw });
  await addToClass(t, klass, hw);
  return { teacher, teacherToken: await tokenOf(t, teacher), klass, questions, hw };
}

/** A class with a homework (as `buildClassWithHomework`) built before the block's tests, with the clock set to `at`. */
export const useClassWithHomework = (t: World, at: Date, o: Parameters<typeof buildClassWithHomework>[1] = {}) =>
  useBeforeAll(async () => {
    t.clock.now = at;
    return buildClassWithHomework(t, o);
  });

/** A student on the class's roster (no expiry unless given) with a parent, and their tokens. */
export async function buildEnrolledStudent(t: World, klass: { id: string }, expiresAt: Date | null = null) {
  const student = await buildStudent(t);
  await buildPlace(t, klass, student, expiresAt);
  const parent = await buildParentOf(t, student);
  return { student, parent, token: await tokenOf(t, student), parentToken: await tokenOf(t, parent) };
}

/**
 * A student on the roster of a class with a homework (as `buildEnrolledStudent`) whose exercise of that homework
 * is published to them (`exercise` passed to `buildExercise`).
 */
export async function buildSitting(
  t: World,
  of: Pick<ClassWithHomework, 'klass' | 'hw'>,
  o: { expiresAt?: Date | null; exercise?: Parameters<typeof buildExercise>[4] } = {},
) {
  const s = await buildEnrolledStudent(t, of.klass, o.expiresAt);
  const exercise = await buildExercise(t, of.klass, of.hw, s.student, o.exercise);
  return { ...s, exercise };
}

/** The answer rows of an exercise in question order. */
export const answersOf = (t: World, exerciseId: string) =>
  t.app.deps.db
    .select()
    .from(exerciseAnswers)
    .where(eq(exerciseAnswers.exerciseId, exerciseId))
    .orderBy(asc(exerciseAnswers.position));
