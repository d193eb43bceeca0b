/** Progress and accuracy of an exercise as its lists show them. */
export interface ScoreCounts {
  answered: number;
  correct: number;
  total: number;
}

/** A whole percentage of `part` in `total`; 0 for an empty exercise. */
export const percentOf = (part: number, total: number) =>
  total > 0 ? Math.min(100, Math.max(0, Math.round((part * 100) / total))) : 0;

/**
 * A score (credits summed, partial ones included) as a whole percentage of the most it could be.
 *
 * @example scorePercent(2, 3) // 67
 */
export const scorePercent = (score: number, maxScore: number) => percentOf(score, maxScore);

/** Every question answered (an empty exercise never counts as done). */
export const allAnswered = (s: Pick<ScoreCounts, 'answered' | 'total'>) => s.total > 0 && s.answered >= s.total;

/** `answered/total`, as the progress tracker reads. */
export const progressText = (s: Pick<ScoreCounts, 'answered' | 'total'>) => `${s.answered}/${s.total}`;

/** `correct/total`, as the accuracy tracker reads. */
export const accuracyText = (s: Pick<ScoreCounts, 'correct' | 'total'>) => `${s.correct}/${s.total}`;

/**
 * The action of a My homework row: the read-only detail once every question is answered or the exercise
 * is closed (an exam over, a correction finished), else the runner.
 *
 * @example exerciseAction({ answered: 3, total: 3, closed: false }) // 'details'
 */
export const exerciseAction = (
  s: Pick<ScoreCounts, 'answered' | 'total'> & { closed: boolean },
): 'details' | 'start' => (allAnswered(s) || s.closed ? 'details' : 'start');
