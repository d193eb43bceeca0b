import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * The credit an exercise answer earns, as a function and as an expression side by side (the exercise
 * summaries count it in SQL, an exercise view in TypeScript; rule-agreement.test.ts holds them together).
 *
 * The teacher's verdict counts whole: right 1, wrong 0. Without one the answer's score counts (its
 * partial credit after the hints' penalty); an answer judged before scores were kept has its
 * auto-correction as 1 or 0 instead. Null: nothing judged it yet (a text answer waiting for the teacher).
 */

/** The answer fields the credit reads. */
export interface CreditedAnswer {
  isCorrect: boolean | null;
  autoCorrect: boolean | null;
  score: number | null;
  locked: boolean;
}

const whole = (v: boolean | null) => (v === null ? null : v ? 1 : 0);

/** The judged credit: the score, else the auto-correction as 1 or 0. */
const judged = (a: CreditedAnswer) => a.score ?? whole(a.autoCorrect);

/**
 * The credit that counts: the teacher's verdict as 1 or 0, else the judged credit.
 *
 * @example creditOf({ isCorrect: null, autoCorrect: false, score: 0.5, locked: true }) // 0.5
 */
export const creditOf = (a: CreditedAnswer): number | null => whole(a.isCorrect) ?? judged(a);

/**
 * The credit a student (or their parent) is shown: the teacher's verdict, else the judged credit once
 * the answer was checked or the exercise closed (as `shownVerdictOf`).
 */
export const shownCreditOf = (a: CreditedAnswer, closed: boolean): number | null =>
  whole(a.isCorrect) ?? (a.locked || closed ? judged(a) : null);

/** The answer's columns (or aliased expressions) the credit expressions read. */
export interface CreditedAnswerColumns {
  isCorrect: SQLWrapper;
  autoCorrect: SQLWrapper;
  score: SQLWrapper;
  locked: SQLWrapper;
}

const wholeSql = (v: SQLWrapper) => sql`(case when ${v} then 1.0 when not ${v} then 0.0 end)`;
const judgedSql = (a: CreditedAnswerColumns) => sql`coalesce(${a.score}::float8, ${wholeSql(a.autoCorrect)})`;

/** `creditOf` as an expression (a float8 or null). */
export const creditSql = (a: CreditedAnswerColumns): SQL =>
  sql`coalesce(${wholeSql(a.isCorrect)}, ${judgedSql(a)})::float8`;

/** `shownCreditOf` of an exercise not closed to its student, as an expression. */
export const shownCreditSql = (a: CreditedAnswerColumns): SQL =>
  sql`coalesce(${wholeSql(a.isCorrect)}, case when ${a.locked} then ${judgedSql(a)} end)::float8`;

/** A sum of credits as the wire shows it: two decimals. */
export const roundScore = (x: number) => Math.round(x * 100) / 100;

/**
 * A judged credit after the hints' penalty: `hintPenalty` (the question body's) taken for each hint
 * revealed before the try, floored at 0; null stays null (the teacher grades).
 *
 * @example afterHints(1, 0.25, 2) // 0.5
 */
export const afterHints = (credit: number | null, hintPenalty: number | undefined, hintsShown: number) =>
  credit === null ? null : Math.max(0, credit - (hintPenalty ?? 0) * hintsShown);
