import { choiceLetters, lettersFor, normaliseChoiceAnswer, questionTypes } from '@quanta/validators';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * Whether an answer may be stored, as a predicate and as a condition side by side (the write's WHERE holds
 * the condition; Resources and the tests the predicate; rule-agreement.test.ts holds them together):
 * - a select or true/false answer names letters its question offers (A to J as `numChoice` says, A and B
 *   for true/false), exactly one unless it is a multi select;
 * - a free response is not empty;
 * - a matching or cloze answer is what the checker calls well-formed (`answerWellFormed`: a JSON list
 *   with an entry for each prompt or part), judged before the write;
 * - a description takes no answer.
 * `wellFormed` is the checker's word on the answer's form, null where it did not look (a question it does
 * not grade); where it looked, its word counts for every type.
 */

/** The question fields the rule reads. */
export interface AnsweredQuestion {
  isChoice: number;
  numChoice: number;
}

/** How many letters a select question offers (`lettersFor`; true/false always two). */
const offeredCount = (q: AnsweredQuestion) =>
  lettersFor(q.isChoice === questionTypes.trueFalse ? 2 : q.numChoice).length;

/**
 * Whether an answer (as sent, trimmed) may be stored for the question.
 *
 * @example answerValidOf({ isChoice: 0, numChoice: 10 }, 'j', null) // true
 */
export function answerValidOf(q: AnsweredQuestion, answer: string, wellFormed: boolean | null): boolean {
  if (q.isChoice === questionTypes.description) return false;
  if (q.isChoice === questionTypes.matching || q.isChoice === questionTypes.cloze) return wellFormed === true;
  if (wellFormed === false) return false;
  if (q.isChoice === questionTypes.free) return answer !== '';
  const choice = normaliseChoiceAnswer(answer);
  if (choice === '') return false;
  if (q.isChoice !== questionTypes.multi && choice.includes(',')) return false;
  const offered = choiceLetters.slice(0, offeredCount(q)) as readonly string[];
  return choice.split(',').every((l) => offered.includes(l));
}

/** The question's columns (or aliased expressions) `answerValidSql` reads. */
export interface AnsweredQuestionColumns {
  isChoice: SQLWrapper;
  numChoice: SQLWrapper;
}

const t = questionTypes;
const allLetters = sql.raw(`'${choiceLetters.join('')}'`);

/**
 * `answerValidOf` as a condition, never null. `answer` is the answer as sent, `choice` its
 * `normaliseChoiceAnswer` (text expressions) and `wellFormed` a boolean expression or null.
 */
export function answerValidSql(
  q: AnsweredQuestionColumns,
  a: { answer: SQLWrapper; choice: SQLWrapper; wellFormed: SQLWrapper },
): SQL {
  const offered = sql`(case when ${q.isChoice} = ${sql.raw(String(t.trueFalse))} then 2
    else least(${sql.raw(String(choiceLetters.length))}, greatest(2, ${q.numChoice})) end)`;
  return sql`(case
    when ${q.isChoice} = ${sql.raw(String(t.description))} then false
    when ${q.isChoice} in (${sql.raw(`${t.matching}, ${t.cloze}`)}) then coalesce(${a.wellFormed}, false)
    when ${a.wellFormed} is not null and not ${a.wellFormed} then false
    when ${q.isChoice} = ${sql.raw(String(t.free))} then ${a.answer} <> ''
    else ${a.choice} <> '' and (${q.isChoice} = ${sql.raw(String(t.multi))} or strpos(${a.choice}, ',') = 0)
      and translate(${a.choice}, ',' || substr(${allLetters}, 1, ${offered}), '') = '' end)`;
}
