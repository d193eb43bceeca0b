import type { QuestionRow } from '@quanta/db';
import {
  type AnswerType,
  drawParams,
  type GradingSpec,
  gradeAnswer,
  type ParamValues,
  type ToleranceType,
  type Verdict,
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

/** Whether the checker grades this question's answers (a free response of type number or expression). */
export const isAutoGraded = (q: Pick<QuestionRow, 'isChoice' | 'answerType'>) =>
  q.isChoice === 2 && q.answerType !== 'text';

/** Where a variant is drawn: one exercise, or the student's Resources practice. */
export type VariantRecord = { exerciseId: string } | { resources: true };

/** A student's parameter values for a question in an exercise or in Resources; {} without parameters. */
export function variantOf(
  q: Pick<QuestionRow, 'id' | 'params'>,
  studentId: string,
  record: VariantRecord,
): ParamValues {
  if (q.params.length === 0) return {};
  const where = 'exerciseId' in record ? record.exerciseId : 'resources';
  return drawParams(q.params, variantSeed(studentId, where, q.id));
}

/** The checker's verdict on a student's typed answer to their variant of the question. */
export function gradeTyped(q: GradingColumns & Pick<QuestionRow, 'id'>, answer: string, values: ParamValues): Verdict {
  return gradeAnswer(specOf(q), answer, values);
}
