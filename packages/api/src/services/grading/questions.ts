import type { QuestionRow } from '@quanta/db';
import {
  type AnswerType,
  drawParams,
  type GradingSpec,
  type JudgedQuestion,
  type ParamValues,
  type ToleranceType,
  variantSeed,
} from '@quanta/grading';

type GradingColumns = Pick<
  QuestionRow,
  'isChoice' | 'answerType' | 'correctAnswer' | 'tolerance' | 'toleranceType' | 'unit' | 'sigFigs' | 'params'
>;

/** A question's grading fields as the checker reads them; select questions and text answers grade as 'text'. */
export function specOf(q: GradingColumns): GradingSpec {
  return {
    answerType: q.isChoice === 2 ? (q.answerType as AnswerType) : 'text',
    correctAnswer: q.correctAnswer,
    tolerance: q.tolerance,
    toleranceType: q.toleranceType as ToleranceType,
    unit: q.unit,
    sigFigs: q.sigFigs,
    params: q.params,
  };
}

/** What the judge (`judgeAnswer`, `answerWellFormed`) reads of a question. */
export const judgedQuestionOf = (q: GradingColumns & Pick<QuestionRow, 'numChoice' | 'body'>): JudgedQuestion => ({
  ...specOf(q),
  isChoice: q.isChoice,
  numChoice: q.numChoice,
  body: q.body,
});

/** Where a variant is drawn: one exercise, or the student's Resources practice. */
export type VariantRecord = { exerciseId: string } | { resources: true };

/** The seed of a student's variant of a question: their parameter values and their order of matching answers. */
export const variantSeedOf = (questionId: string, studentId: string, record: VariantRecord) =>
  variantSeed(studentId, 'exerciseId' in record ? record.exerciseId : 'resources', questionId);

/** The seed of a student's Resources practice of a question. */
export const practiceSeed = (studentId: string, questionId: string) =>
  variantSeedOf(questionId, studentId, { resources: true });

/** A student's parameter values for a question in an exercise or in Resources; {} without parameters. */
export function variantOf(
  q: Pick<QuestionRow, 'id' | 'params'>,
  studentId: string,
  record: VariantRecord,
): ParamValues {
  if (q.params.length === 0) return {};
  return drawParams(q.params, variantSeedOf(q.id, studentId, record));
}
