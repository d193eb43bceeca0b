import { exerciseAnswers, type UserRow } from '@quanta/db';
import { messages } from '@quanta/validators';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { fail } from '../../errors';
import { exerciseForTeacher } from '../../policies/exercise';
import { presentQuestionList } from '../../presenters/exercise';
import { loadExerciseAnswers } from './data';

const kept = (field: string) => sql`(${exerciseAnswers.onTime} ->> ${sql.raw(`'${field}'`)})`;

/**
 * The answer as it stood before its first late save (`exercise_answers.on_time`, kept by the save's
 * statement), every field the save changes, with the lateness cleared.
 */
const restored = {
  answer: sql`coalesce(${kept('answer')}, '')`,
  content: sql`coalesce(${kept('content')}, '')`,
  answeredAt: sql`${kept('answeredAt')}::timestamptz`,
  autoCorrect: sql`${kept('autoCorrect')}::boolean`,
  autoCorrectedAt: sql`${kept('autoCorrectedAt')}::timestamptz`,
  autoReason: kept('autoReason'),
  score: sql`${kept('score')}::real`,
  questionVersion: sql`coalesce(${kept('questionVersion')}::int, ${exerciseAnswers.questionVersion})`,
  isCorrect: sql`${kept('isCorrect')}::boolean`,
  correctedAt: sql`${kept('correctedAt')}::timestamptz`,
  lateBySeconds: null,
  onTime: null,
};

/**
 * Discards an exam answer that arrived in the grace period: the answer given in time stands again, with
 * its verdicts and score as they were. The teacher of the class only (404 unknown exercise, 403 another
 * teacher's); 404 when the question is not in the exercise, 409 when its answer did not arrive late
 * (so a second discard is refused). One UPDATE: two discards at once restore it once. Answers the answer
 * as the teacher now sees it.
 */
export async function discardLateAnswer(deps: Deps, me: UserRow, input: { exerciseId: string; questionId: string }) {
  const ctx = await exerciseForTeacher(deps.db, me, input.exerciseId);
  const here = and(eq(exerciseAnswers.exerciseId, input.exerciseId), eq(exerciseAnswers.questionId, input.questionId));
  const [row] = await deps.db
    .update(exerciseAnswers)
    .set(restored)
    .where(and(here, isNotNull(exerciseAnswers.lateBySeconds), isNotNull(exerciseAnswers.onTime)))
    .returning({ questionId: exerciseAnswers.questionId });
  if (!row) {
    const [there] = await deps.db.select({ q: exerciseAnswers.questionId }).from(exerciseAnswers).where(here).limit(1);
    throw there ? fail.conflict('answerNotLate') : fail.notFound('questionNotInExercise');
  }
  const answers = (await loadExerciseAnswers(deps.db, input.exerciseId)).filter(
    (a) => a.answer.questionId === input.questionId,
  );
  const { questionList } = presentQuestionList(
    ctx.exercise,
    answers,
    { all: true, sealed: false },
    { viewer: 'teacher', solutionText: true },
  );
  return {
    message: messages.lateAnswerDiscarded,
    questionId: input.questionId,
    answer: questionList[0]!,
    lateBySeconds: null,
  };
}
