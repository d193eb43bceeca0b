import { type Card, createEmptyCard, fsrs, type Grade, Rating, type State } from 'ts-fsrs';

/**
 * The spaced schedule of practice: one FSRS card per student and question. Short-term learning steps are
 * off, so a wrong answer or a give-up brings the question back the next day, and each correct answer pushes
 * it further out (days, then weeks).
 */
const scheduler = fsrs({ enable_short_term: false, enable_fuzz: false });

/** The stored fields of a card (the `resource_cards` row less its keys and counters). */
export interface StoredCard {
  due: Date;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: number;
  lastReview: Date | null;
}

/** The result of one practice: right, wrong, or given up (scheduled like a wrong answer). */
export type Outcome = 'correct' | 'wrong' | 'gaveUp';

const toCard = (c: StoredCard): Card => ({
  due: c.due,
  stability: c.stability,
  difficulty: c.difficulty,
  elapsed_days: c.elapsedDays,
  scheduled_days: c.scheduledDays,
  learning_steps: c.learningSteps,
  reps: c.reps,
  lapses: c.lapses,
  state: c.state as State,
  last_review: c.lastReview ?? undefined,
});

/**
 * The card after an answer at `now` (a new card when the question was never practised).
 *
 * @example nextCard(null, 'wrong', now).due // a day after now
 */
export function nextCard(previous: StoredCard | null, outcome: Outcome, now: Date): StoredCard {
  const card = previous ? toCard(previous) : createEmptyCard(now);
  const grade: Grade = outcome === 'correct' ? Rating.Good : Rating.Again;
  const { card: next } = scheduler.next(card, now, grade);
  return {
    due: next.due,
    stability: next.stability,
    difficulty: next.difficulty,
    elapsedDays: next.elapsed_days,
    scheduledDays: next.scheduled_days,
    learningSteps: next.learning_steps,
    reps: next.reps,
    lapses: next.lapses,
    state: next.state,
    lastReview: next.last_review ?? now,
  };
}

/** A question that may be served: `due` is its card's due time, or null when the student never saw it. */
export interface Candidate {
  id: string;
  due: Date | null;
}

/**
 * The order of the next batch: reviews that are due (oldest due first), then unseen questions in the
 * order given, at most `newAllowed` of them (Max Resources leaves room for that many); questions seen and
 * not yet due wait for their time and are left out.
 *
 * @example orderBatch([{id:'n', due:null}, {id:'r', due: yesterday}], now, 10, 10) // ['r', 'n']
 */
export function orderBatch(candidates: Candidate[], now: Date, size: number, newAllowed: number): string[] {
  const due = candidates
    .filter((c) => c.due !== null && c.due.getTime() <= now.getTime())
    .sort((a, b) => (a.due as Date).getTime() - (b.due as Date).getTime());
  const unseen = candidates.filter((c) => c.due === null).slice(0, Math.max(0, newAllowed));
  return [...due, ...unseen].slice(0, size).map((c) => c.id);
}

/** Khan Academy's mastery levels, lowest first. */
export const masteryLevels = ['attempted', 'familiar', 'proficient', 'mastered'] as const;
export type MasteryLevel = (typeof masteryLevels)[number];

/**
 * A question's level from its run of correct answers: 0 (last answer wrong or given up) attempted,
 * 1 familiar, 2 proficient, 3 or more mastered. Because a correct answer is only asked again when its
 * review falls due (days later), a run of three means it was recalled across spaced reviews.
 */
export function questionLevel(streak: number): MasteryLevel {
  if (streak >= 3) return 'mastered';
  if (streak === 2) return 'proficient';
  if (streak === 1) return 'familiar';
  return 'attempted';
}

const points: Record<MasteryLevel, number> = { attempted: 0, familiar: 50, proficient: 80, mastered: 100 };

/**
 * A section's level from the levels of the questions practised in it: the mean of their points
 * (attempted 0, familiar 50, proficient 80, mastered 100): 90 or more mastered, 70 proficient, 40
 * familiar, otherwise attempted. Null when nothing in the section was practised.
 */
export function sectionLevel(counts: Record<MasteryLevel, number>): MasteryLevel | null {
  const n = masteryLevels.reduce((sum, level) => sum + counts[level], 0);
  if (n === 0) return null;
  const mean = masteryLevels.reduce((sum, level) => sum + counts[level] * points[level], 0) / n;
  if (mean >= 90) return 'mastered';
  if (mean >= 70) return 'proficient';
  if (mean >= 40) return 'familiar';
  return 'attempted';
}
