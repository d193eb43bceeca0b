import type { Judgement, PartJudgement } from './judge';
import type { Reason } from './types';

/**
 * How the judge turns fractions into credit and reasons. The checker's reasons name what is wrong with
 * a typed number or expression; a wrong choice, match or short text has no reason of its own, and
 * `valueOff` (the answer given is not the answer) stands for it. `partial` is any credit below full.
 */
export const wrongChoice: Reason = 'valueOff';

/** A scored answer or part: its credit, why, and the feedback of what it chose or matched. */
export interface Scored extends PartJudgement {
  /** The name an `unknownVariable` reason is about. */
  detail?: string;
}

/** Moodle's margin: a fraction within a millionth of 1 (three choices at 0.3333333) is full credit. */
const margin = 1e-6;

/** A fraction as credit: floored at 0, capped at 1, snapped to 0 and 1 within the margin. */
export function credit(fraction: number): number {
  if (!Number.isFinite(fraction) || fraction <= margin) return 0;
  if (fraction >= 1 - margin) return 1;
  return Math.round(fraction * 1e7) / 1e7;
}

/** `correct` at full credit, `partial` at some, `otherwise` at none. */
export const reasonOf = (score: number, otherwise: Reason): Reason =>
  score >= 1 ? 'correct' : score > 0 ? 'partial' : otherwise;

const nonEmpty = (texts: string[]) => texts.filter((t) => t.trim() !== '');

/** The judgement of a single scored answer (no parts). */
export function judged(s: Scored): Judgement {
  return {
    score: s.score,
    correct: s.score >= 1,
    reason: s.reason,
    ...(s.detail ? { detail: s.detail } : {}),
    feedback: nonEmpty([s.feedback]),
    parts: [],
  };
}

/** A verdict the checker cannot give: the teacher grades. */
export const teacherGrades = (): Judgement => ({
  score: null,
  correct: null,
  reason: 'teacherGrades',
  feedback: [],
  parts: [],
});

/**
 * A question of parts (cloze parts, matching prompts): the weighted mean of the parts' credit; with none,
 * the reason of the first part short of full credit; `detail` the first unknown name of any part.
 */
export function combineParts(parts: Scored[], weights: number[]): Judgement {
  const total = weights.reduce((sum, w) => sum + w, 0);
  const weightOf = (i: number) => (total > 0 ? weights[i]! / total : 1 / parts.length);
  const score = credit(parts.reduce((sum, p, i) => sum + p.score * weightOf(i), 0));
  const short = parts.find((p) => p.score < 1);
  const detail = parts.find((p) => p.reason === 'unknownVariable')?.detail;
  return {
    score,
    correct: score >= 1,
    reason: reasonOf(score, short?.reason ?? wrongChoice),
    ...(detail ? { detail } : {}),
    feedback: nonEmpty(parts.map((p) => p.feedback)),
    parts: parts.map((p) => ({ score: p.score, reason: p.reason, feedback: p.feedback })),
  };
}
