import { choiceLetters, lettersFor, questionTypes } from '@quanta/validators';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * A student's own order of a select question's choices, when the homework shuffles them. The exercise's
 * answer row keeps a permutation of every letter A–J (`exercise_answers.choice_order`, drawn at publish);
 * the order the student sees is that permutation's letters of the choices the question offers now, the
 * letter shown first first. The student's letters name what they see; the answer is stored in the
 * question's own letters, so grading, correction, item analysis and the gradebook never see the order.
 * Each mapping is a function and a condition side by side (the save maps in its statement, the
 * presenters in TypeScript); rule-agreement.test.ts holds them together.
 */

/** The question fields the rule reads. */
export interface OrderedQuestion {
  isChoice: number;
  numChoice: number;
}

const shuffles = (isChoice: number) => isChoice === questionTypes.single || isChoice === questionTypes.multi;

/**
 * The question's letters in the order the student sees them; null when they see the question's own
 * order (no order drawn, or a type whose choices never move: true/false keeps A true and B false).
 *
 * @example shownChoiceOrder({ isChoice: 0, numChoice: 4 }, 'HCEADJBGFI') // 'CADB'
 */
export function shownChoiceOrder(q: OrderedQuestion, order: string | null): string | null {
  if (!order || !shuffles(q.isChoice)) return null;
  const offered = new Set<string>(lettersFor(q.numChoice));
  return [...order].filter((l) => offered.has(l)).join('');
}

/** Letters (comma-separated, as stored) mapped one to one and sorted again. */
function mapLetters(choice: string, from: string, to: string): string {
  if (!choice) return choice;
  return choice
    .split(',')
    .map((l) => {
      const at = from.indexOf(l);
      return at < 0 ? l : (to[at] ?? l);
    })
    .sort()
    .join(',');
}

/**
 * The stored letters of the letters the student chose (normalised, `A,C`), given `shownChoiceOrder`.
 *
 * @example choiceToStored('A,B', 'CADB') // 'A,C'
 */
export function choiceToStored(choice: string, shown: string | null): string {
  if (!shown) return choice;
  return mapLetters(choice, choiceLetters.slice(0, shown.length).join(''), shown);
}

/**
 * The letters the student sees for stored letters, given `shownChoiceOrder`.
 *
 * @example choiceToShown('A,C', 'CADB') // 'A,B'
 */
export function choiceToShown(choice: string, shown: string | null): string {
  if (!shown) return choice;
  return mapLetters(choice, shown, choiceLetters.slice(0, shown.length).join(''));
}

/** The answer row's and question's columns (or aliased expressions) the conditions read. */
export interface OrderedQuestionColumns {
  isChoice: SQLWrapper;
  numChoice: SQLWrapper;
  /** `exercise_answers.choice_order`. */
  order: SQLWrapper;
}

const all = sql.raw(`'${choiceLetters.join('')}'`);
/** How many letters the question offers (`lettersFor`). */
const offeredSql = (numChoice: SQLWrapper) =>
  sql`least(${sql.raw(String(choiceLetters.length))}, greatest(2, ${numChoice}))`;

/** `shownChoiceOrder` as an expression (null where it is null). */
export function shownChoiceOrderSql(c: OrderedQuestionColumns): SQL {
  return sql`(case when ${c.order} is not null and ${c.isChoice} in (${sql.raw(`${questionTypes.single}, ${questionTypes.multi}`)})
    then translate(${c.order}, substr(${all}, ${offeredSql(c.numChoice)} + 1), '') end)`;
}

/** `choiceToStored` as an expression: `choice` the normalised letters (text), `shown` a `shownChoiceOrderSql`. */
export function choiceToStoredSql(choice: SQLWrapper, shown: SQL): SQL {
  return sql`(case when ${shown} is null then ${choice} else array_to_string(array(
    select l from unnest(string_to_array(translate(${choice}, substr(${all}, 1, length(${shown})), ${shown}), ',')) l
    order by l), ',') end)`;
}

/**
 * A fresh order of the letters for one answer row, drawn from its exercise and question ids (the same ids,
 * the same order): for publish, one `insert … select` whatever the number of students.
 */
export function drawnChoiceOrderSql(exerciseId: SQLWrapper, questionId: SQLWrapper): SQL {
  return sql`(select string_agg(l, '' order by md5(${exerciseId}::text || ${questionId}::text || l))
    from unnest(string_to_array(${all}, null)) l)`;
}

/** Where a student sees each question of a fresh exercise (1-based), drawn like the choices' order. */
export function drawnPositionSql(exerciseId: SQLWrapper, questionId: SQLWrapper): SQL {
  return sql`row_number() over (partition by ${exerciseId} order by md5(${exerciseId}::text || ${questionId}::text))`;
}
