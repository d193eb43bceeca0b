import { questionTypes } from '@quanta/validators';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * Whether an answer's question can score: every type but a description, which counts in no total,
 * progress, score or item analysis. Kept on each answer (`exercise_answers.scores`) as the exercise is
 * published and whenever the question's type changes, so the counts read no question.
 */
export const canScore = (isChoice: number) => isChoice !== questionTypes.description;

/** `canScore` as a condition on a question's `is_choice`. */
export const canScoreSql = (isChoice: SQLWrapper): SQL => sql`(${isChoice} <> ${questionTypes.description})`;
