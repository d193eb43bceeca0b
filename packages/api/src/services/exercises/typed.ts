import { type DbOrTx, questions } from '@quanta/db';
import { type ParamValues, type Reason, substitute, variantAnswer } from '@quanta/grading';
import { eq, sql } from 'drizzle-orm';
import { prepareOnce } from '../../speedups/prepared';
import { gradeTyped, isAutoGraded, specOf, variantOf } from '../grading/questions';

const gradingColumns = {
  id: questions.id,
  isChoice: questions.isChoice,
  answerType: questions.answerType,
  correctAnswer: questions.correctAnswer,
  tolerance: questions.tolerance,
  toleranceType: questions.toleranceType,
  unit: questions.unit,
  sigFigs: questions.sigFigs,
  params: questions.params,
};

const findGrading = (db: DbOrTx) =>
  prepareOnce(db, 'question_grading', (d) =>
    d
      .select(gradingColumns)
      .from(questions)
      .where(eq(questions.id, sql.placeholder('id')))
      .prepare('question_grading'),
  );

/** The checker's verdict on a typed answer, computed before the write that stores it. */
export interface TypedVerdict {
  /** null: the question is not graded by the checker (the SQL rule decides). */
  graded: boolean | null;
  reason: Reason | null;
  /** false: the question's answers are not graded by the checker (true too for an unknown question). */
  typed: boolean;
  values: ParamValues;
  /** The correct answer and solution as this student's variant shows them. */
  show: (correctAnswer: string, description: string) => { correctAnswer: string; description: string };
}

/**
 * Reads the question's grading fields and judges the student's answer to their variant (the seed is
 * the student, the exercise and the question). Unknown questions come back ungraded; the write then
 * finds nothing and names the refusal.
 */
export async function judgeTyped(
  db: DbOrTx,
  target: { exerciseId: string; questionId: string; studentId: string },
  answer: string,
): Promise<TypedVerdict> {
  const [q] = await findGrading(db).execute({ id: target.questionId });
  if (!q)
    return {
      graded: null,
      reason: null,
      typed: true,
      values: {},
      show: (correctAnswer, description) => ({ correctAnswer, description }),
    };
  const values = variantOf(q, target.studentId, { exerciseId: target.exerciseId });
  const show = (correctAnswer: string, description: string) => ({
    correctAnswer: q.isChoice === 2 ? variantAnswer(specOf({ ...q, correctAnswer }), values) : correctAnswer,
    description: substitute(description, values),
  });
  const typed = isAutoGraded(q);
  if (!typed || answer.trim() === '') return { graded: null, reason: null, typed, values, show };
  const verdict = gradeTyped(q, answer, values);
  return { graded: verdict.correct, reason: verdict.reason, typed, values, show };
}
