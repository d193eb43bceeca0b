import { type DbOrTx, exerciseAnswers, questions } from '@quanta/db';
import {
  answerWellFormed,
  type Judgement,
  judgeAnswer,
  type ParamValues,
  readAnswerList,
  substitute,
  variantAnswer,
} from '@quanta/grading';
import { normaliseChoiceAnswer, questionTypes } from '@quanta/validators';
import { and, eq, sql } from 'drizzle-orm';
import { prepareOnce } from '../../speedups/prepared';
import { judgedQuestionOf, specOf, variantOf } from '../grading/questions';
import { choiceToStored, shownChoiceOrder } from './choice-order';
import { gradedByChecker } from './graded-by-checker';

const gradingColumns = {
  id: questions.id,
  isChoice: questions.isChoice,
  numChoice: questions.numChoice,
  answerType: questions.answerType,
  correctAnswer: questions.correctAnswer,
  tolerance: questions.tolerance,
  toleranceType: questions.toleranceType,
  unit: questions.unit,
  sigFigs: questions.sigFigs,
  params: questions.params,
  body: questions.body,
  /** The student's own order of the choices (choice-order.ts), when the homework shuffles them. */
  choiceOrder: exerciseAnswers.choiceOrder,
};

const findGrading = (db: DbOrTx) =>
  prepareOnce(db, 'question_judging', (d) =>
    d
      .select(gradingColumns)
      .from(questions)
      .leftJoin(
        exerciseAnswers,
        and(
          eq(exerciseAnswers.exerciseId, sql.placeholder('exerciseId')),
          eq(exerciseAnswers.questionId, questions.id),
        ),
      )
      .where(eq(questions.id, sql.placeholder('id')))
      .prepare('question_judging'),
  );

/** The checker's word on an answer, computed before the write that stores it. */
export interface CheckerVerdict {
  /** false: the checker does not grade the question (the write's own auto-correction does); true too for an unknown question. */
  typed: boolean;
  /** The answer as stored: a matching or cloze list written as compact JSON, else as sent. */
  answer: string;
  /** The judgement before any hint penalty; null when the checker does not grade it or the answer is empty or malformed. */
  judgement: Judgement | null;
  /** Whether the answer has its type's form (`answerWellFormed`); null where the checker did not look. */
  wellFormed: boolean | null;
  /** The question's hints (HTML), revealed one at a time after wrong tries. */
  hints: string[];
  values: ParamValues;
  /** The correct answer and solution as this student's variant shows them. */
  show: (correctAnswer: string, description: string) => { correctAnswer: string; description: string };
}

/** A matching or cloze answer in one spelling (compact JSON), so an equal list is an equal answer. */
function storedForm(isChoice: number, answer: string): string {
  if (isChoice !== questionTypes.matching && isChoice !== questionTypes.cloze) return answer;
  const list = readAnswerList(answer);
  return list ? JSON.stringify(list) : answer;
}

/**
 * Reads the question and judges the student's answer to their variant (the seed is the student, the
 * exercise and the question) when the checker grades it (graded-by-checker.ts). Unknown questions come
 * back unjudged; the write then finds nothing and names the refusal.
 */
export async function judgeBeforeWrite(
  db: DbOrTx,
  target: { exerciseId: string; questionId: string; studentId: string },
  answer: string,
): Promise<CheckerVerdict> {
  const [q] = await findGrading(db).execute({ id: target.questionId, exerciseId: target.exerciseId });
  if (!q)
    return {
      typed: true,
      answer,
      judgement: null,
      wellFormed: null,
      hints: [],
      values: {},
      show: (correctAnswer, description) => ({ correctAnswer, description }),
    };
  const values = variantOf(q, target.studentId, { exerciseId: target.exerciseId });
  const show = (correctAnswer: string, description: string) => ({
    correctAnswer:
      q.isChoice === questionTypes.free ? variantAnswer(specOf({ ...q, correctAnswer }), values) : correctAnswer,
    description: substitute(description, values),
  });
  const typed = gradedByChecker(q);
  const base = { typed, hints: q.body.hints ?? [], values, show };
  if (!typed) return { ...base, answer, judgement: null, wellFormed: null };
  // The student's letters name their own order of the choices; the judge reads the question's own.
  const order = shownChoiceOrder(q, q.choiceOrder);
  const stored = order ? choiceToStored(normaliseChoiceAnswer(answer), order) : storedForm(q.isChoice, answer);
  const judged = judgedQuestionOf(q);
  const wellFormed = answerWellFormed(judged, stored);
  const judgement = wellFormed && stored.trim() !== '' ? judgeAnswer(judged, stored, values) : null;
  return { ...base, answer: stored, judgement, wellFormed };
}
