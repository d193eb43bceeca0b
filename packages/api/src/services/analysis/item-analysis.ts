import { classHomework, type DbOrTx, exerciseAnswers, exercises, homework, type UserRow } from '@quanta/db';
import { questionTypes } from '@quanta/validators';
import { and, asc, eq, exists, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { fail } from '../../errors';
import { classForOwner } from '../../policies/class';
import { presentItemAnalysis } from '../../presenters/analysis';
import { credit, verdict } from '../exercises/data';
import { questionsInOrder } from '../homework/data';
import { analyse, type ItemQuestion, type Response } from './stats';

/** The homework of a class (added to it, or published in it), or 404. */
export async function homeworkOfClass(db: DbOrTx, classId: string, homeworkId: string) {
  const [entry] = await db
    .select({ id: homework.id, name: homework.name, isExam: homework.isExam })
    .from(homework)
    .where(
      and(
        eq(homework.id, homeworkId),
        or(
          exists(
            db
              .select({ x: sql`1` })
              .from(classHomework)
              .where(and(eq(classHomework.classId, classId), eq(classHomework.homeworkId, homeworkId))),
          ),
          exists(
            db
              .select({ x: sql`1` })
              .from(exercises)
              .where(and(eq(exercises.classId, classId), eq(exercises.homeworkId, homeworkId))),
          ),
        ),
      ),
    )
    .limit(1);
  if (!entry) throw fail.notFound('homeworkNotInClass');
  return entry;
}

/**
 * Item analysis of one homework (or exam) of the teacher's class, over each student's finished attempt
 * (handed in, or an exam whose time ran out): per question the facility, discrimination, discriminative
 * efficiency, flag and answer distribution; for the homework the mean, median, SD and histogram.
 * A question counts 1 when its verdict (the teacher's, else the auto-correction) is right, with full credit,
 * else 0; its mean score counts partial credit. Descriptions are left out.
 */
export async function itemAnalysis(deps: Deps, me: UserRow, input: { classId: string; homeworkId: string }) {
  const now = deps.now();
  const klass = await classForOwner(deps.db, me, input.classId);
  const hw = await homeworkOfClass(deps.db, input.classId, input.homeworkId);
  // A description asks nothing: it is no item.
  const items = (await questionsInOrder(deps.db, hw.id)).filter((q) => q.isChoice !== questionTypes.description);
  const finished = or(isNotNull(exercises.finishedAt), and(eq(homework.isExam, true), lte(exercises.endExamAt, now)));
  const attempts = await deps.db
    .select({ id: exercises.id })
    .from(exercises)
    .innerJoin(homework, eq(homework.id, exercises.homeworkId))
    .where(and(eq(exercises.classId, klass.id), eq(exercises.homeworkId, hw.id), finished))
    .orderBy(asc(exercises.id));
  const attemptIds = attempts.map((a) => a.id);
  const answers =
    attemptIds.length === 0
      ? []
      : await deps.db
          .select({
            exerciseId: exerciseAnswers.exerciseId,
            questionId: exerciseAnswers.questionId,
            answer: exerciseAnswers.answer,
            answered: sql<boolean>`${exerciseAnswers.answeredAt} is not null`,
            verdict: sql<boolean | null>`${verdict}`,
            credit: sql<number | null>`${credit}`.mapWith((v) => (v === null ? null : Number(v))),
          })
          .from(exerciseAnswers)
          .where(inArray(exerciseAnswers.exerciseId, attemptIds));
  const byAttempt = new Map<string, Map<string, Response>>(attemptIds.map((id) => [id, new Map()]));
  for (const a of answers) {
    byAttempt.get(a.exerciseId)?.set(a.questionId, {
      score: a.verdict === true ? 1 : 0,
      credit: a.credit ?? 0,
      choice: a.answered ? a.answer : '',
    });
  }
  const itemQuestions: ItemQuestion[] = items;
  const responses = attemptIds.map((id) => {
    const row = byAttempt.get(id)!;
    return items.map((q) => row.get(q.id) ?? { score: 0, choice: '' });
  });
  const result = analyse(itemQuestions, responses);
  return presentItemAnalysis({ klass, homework: hw, items, result });
}
