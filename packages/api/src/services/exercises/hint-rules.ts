import type { QuestionBody } from '@quanta/grading';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * Hints after a wrong try (homework and Resources, never exams), as functions and expressions side by side:
 * Check Solution writes them inside its UPDATE, Resources in TypeScript; rule-agreement.test.ts holds them
 * together. A try whose credit is below full while hints remain reveals the next one and leaves the answer
 * open; the score of any try is its credit less `hintPenalty` per hint revealed before it (`afterHints`).
 */

/** How many hints the question has. */
export const hintCountOf = (body: QuestionBody) => body.hints?.length ?? 0;

/**
 * Whether a try reveals the next hint: its credit (before the penalty) is below full and hints remain.
 * A try the teacher grades (credit null) never does.
 *
 * @example revealsHint(0.5, 1, 2) // true
 */
export const revealsHint = (credit: number | null, hintsShown: number, hintCount: number) =>
  credit !== null && credit < 1 && hintsShown < hintCount;

/** A question body's hint count, as an expression (`body` jsonb). */
export const hintCountSql = (body: SQLWrapper): SQL =>
  sql`(case when jsonb_typeof(${body}->'hints') = 'array' then jsonb_array_length(${body}->'hints') else 0 end)`;

/** A question body's penalty per hint, 0 when unset, as an expression (`body` jsonb). */
export const hintPenaltySql = (body: SQLWrapper): SQL =>
  sql`(case when jsonb_typeof(${body}->'hintPenalty') = 'number' then (${body}->>'hintPenalty')::float8 else 0 end)`;

/** `revealsHint` as a condition, never null (`credit` float8 or null). */
export const revealsHintSql = (credit: SQLWrapper, hintsShown: SQLWrapper, hintCount: SQLWrapper): SQL =>
  sql`(coalesce(${credit} < 1, false) and ${hintsShown} < ${hintCount})`;

/** `afterHints` (credit.ts) as an expression: float8, null for a null credit. */
export const afterHintsSql = (credit: SQLWrapper, penalty: SQLWrapper, hintsShown: SQLWrapper): SQL =>
  sql`(case when ${credit} is null then null else greatest(0, ${credit} - ${penalty} * ${hintsShown}) end)::float8`;
