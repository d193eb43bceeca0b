import { type DbOrTx, exerciseAnswers, exercises, type QuestionRow, questions, type UserRow } from '@quanta/db';
import { answerWellFormed, judgeAnswer, type ParamValues } from '@quanta/grading';
import { formatMessage, messages } from '@quanta/validators';
import { and, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { classForOwner } from '../../policies/class';
import { exerciseForTeacher } from '../../policies/exercise';
import { homeworkOfClass } from '../analysis/item-analysis';
import { judgedQuestionOf, variantOf } from '../grading/questions';
import { autoCorrectOf } from './auto-correction';
import { afterHints } from './credit';
import { scoring } from './data';
import { gradedByChecker } from './graded-by-checker';

/**
 * An answer judged as a save judges it: by the checker when it grades the question (graded-by-checker.ts),
 * an answer the newest version cannot read (a letter it no longer offers, a list of another length)
 * scoring nothing; else by the auto-correction, credit 1 or 0. `score` is before the hints' penalty.
 */
function judgementOf(q: QuestionRow, answer: string, values: ParamValues) {
  if (!gradedByChecker(q)) {
    const correct = autoCorrectOf(q, answer);
    return { score: correct === null ? null : correct ? 1 : 0, correct, reason: null };
  }
  if (answer.trim() === '') return { score: null, correct: null, reason: null };
  const judged = judgedQuestionOf(q);
  if (!answerWellFormed(judged, answer)) return { score: 0, correct: false, reason: 'unreadable' as const };
  const { score, correct, reason } = judgeAnswer(judged, answer, values);
  return { score, correct, reason };
}

/**
 * Regrade: the answered questions of some exercises judged again against each question's newest version
 * (`judgementOf` on the student's own variant), the hints' penalty taken as at the answer's last try;
 * the score, auto-correction and its reason and the answer's question version are set, the teacher's
 * verdicts and comments kept. One transaction; answers how many answers were judged.
 */
async function regradeWhere(tx: DbOrTx, where: SQL, now: Date): Promise<number> {
  const rows = await tx
    .select({
      exerciseId: exerciseAnswers.exerciseId,
      questionId: exerciseAnswers.questionId,
      studentId: exercises.studentId,
      answer: exerciseAnswers.answer,
      hintsShown: exerciseAnswers.hintsShown,
      question: questions,
    })
    .from(exerciseAnswers)
    .innerJoin(exercises, eq(exercises.id, exerciseAnswers.exerciseId))
    .innerJoin(questions, eq(questions.id, exerciseAnswers.questionId))
    .where(and(where, isNotNull(exerciseAnswers.answeredAt), scoring))
    .for('update', { of: exerciseAnswers });
  if (rows.length === 0) return 0;
  const judged = rows.map((r) => {
    const verdict = judgementOf(r.question, r.answer, variantOf(r.question, r.studentId, { exerciseId: r.exerciseId }));
    return {
      exercise_id: r.exerciseId,
      question_id: r.questionId,
      // Every hint revealed so far costs, as a save of the answer now would count them.
      score: afterHints(verdict.score, r.question.body.hintPenalty, r.hintsShown),
      auto_correct: verdict.correct,
      auto_reason: verdict.reason,
      question_version: r.question.version,
    };
  });
  // One statement for every answer: the judgements travel as one JSON parameter.
  await tx.execute(sql`update ${exerciseAnswers} a set score = v.score, auto_correct = v.auto_correct,
      auto_reason = v.auto_reason, question_version = v.question_version,
      auto_corrected_at = case when v.auto_correct is null then null else ${now.toISOString()}::timestamptz end
    from jsonb_to_recordset(${JSON.stringify(judged)}::jsonb)
      as v(exercise_id uuid, question_id uuid, score real, auto_correct boolean, auto_reason text, question_version int)
    where a.exercise_id = v.exercise_id and a.question_id = v.question_id`);
  return judged.length;
}

const regraded = (count: number) => ({ regraded: count, message: formatMessage(messages.regraded, { count }) });

/** Regrades one exercise of the teacher's class: 404 unknown, 403 another teacher's. */
export async function regradeExercise(deps: Deps, me: UserRow, exerciseId: string) {
  const count = await deps.db.transaction(async (tx) => {
    await exerciseForTeacher(tx, me, exerciseId);
    return regradeWhere(tx, eq(exerciseAnswers.exerciseId, exerciseId), deps.now());
  });
  return regraded(count);
}

/** Regrades every exercise of one homework in the teacher's class: 404 unknown class or homework not in it. */
export async function regradeHomework(deps: Deps, me: UserRow, input: { classId: string; homeworkId: string }) {
  const count = await deps.db.transaction(async (tx) => {
    await classForOwner(tx, me, input.classId);
    await homeworkOfClass(tx, input.classId, input.homeworkId);
    return regradeWhere(
      tx,
      and(eq(exercises.classId, input.classId), eq(exercises.homeworkId, input.homeworkId))!,
      deps.now(),
    );
  });
  return regraded(count);
}
