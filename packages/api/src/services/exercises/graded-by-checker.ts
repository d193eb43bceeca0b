import type { QuestionBody } from '@quanta/grading';
import { questionTypes } from '@quanta/validators';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * Which questions the checker (@quanta/grading's `judgeAnswer`, TypeScript only) grades, as a predicate and
 * as a condition side by side: a free response typed as a number or an expression, true/false, matching
 * and cloze, and any question whose body carries more than the spec's fields (fractions, feedback,
 * accepted answers, units, hints). Their answers are judged before the write, which stores the verdict;
 * every other answer is auto-corrected by the write itself (auto-correction.ts). rule-agreement.test.ts
 * holds both sides together.
 */

/** The question fields the rule reads. */
export interface CheckedQuestion {
  isChoice: number;
  answerType: string;
  body: QuestionBody;
}

const byChecker: readonly number[] = [questionTypes.trueFalse, questionTypes.matching, questionTypes.cloze];

/**
 * Whether the checker grades the question's answers.
 *
 * @example gradedByChecker({ isChoice: 0, answerType: 'text', body: { hints: ['Think of g'] } }) // true
 */
export function gradedByChecker(q: CheckedQuestion): boolean {
  if (q.isChoice === questionTypes.free && q.answerType !== 'text') return true;
  return byChecker.includes(q.isChoice) || Object.keys(q.body).length > 0;
}

/** The question's columns (or aliased expressions) `gradedByCheckerSql` reads. */
export interface CheckedQuestionColumns {
  isChoice: SQLWrapper;
  answerType: SQLWrapper;
  /** jsonb. */
  body: SQLWrapper;
}

/** `gradedByChecker` as a condition, never null. */
export const gradedByCheckerSql = (q: CheckedQuestionColumns): SQL =>
  sql`((${q.isChoice} = ${sql.raw(String(questionTypes.free))} and ${q.answerType} <> 'text')
    or ${q.isChoice} in (${sql.raw(byChecker.join(', '))}) or ${q.body} <> '{}'::jsonb)`;
