import { isChoiceType, lettersFor, questionTypes } from '@quanta/validators';

/**
 * Quiz statistics as pure functions, with the definitions of Moodle's quiz statistics report. Each
 * student contributes one attempt (their first finished one); a question's score is its fraction of
 * the question's mark (here 0 or 1: right or not), the test score the sum over the questions.
 */

export const mean = (xs: readonly number[]) => (xs.length === 0 ? 0 : xs.reduce((s, x) => s + x, 0) / xs.length);

export function median(xs: readonly number[]): number {
  if (xs.length === 0) return 0;
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Sample covariance (n − 1 in the denominator, as Moodle); 0 for fewer than two values. */
export function covariance(xs: readonly number[], ys: readonly number[]): number {
  const n = xs.length;
  if (n < 2) return 0;
  const mx = mean(xs);
  const my = mean(ys);
  let sum = 0;
  for (let i = 0; i < n; i += 1) sum += (xs[i]! - mx) * (ys[i]! - my);
  return sum / (n - 1);
}

/** Sample standard deviation (n − 1). */
export const standardDeviation = (xs: readonly number[]) => Math.sqrt(covariance(xs, xs));

/** Pearson's correlation; null when either side does not vary (it is then undefined). */
export function correlation(xs: readonly number[], ys: readonly number[]): number | null {
  const sx = standardDeviation(xs);
  const sy = standardDeviation(ys);
  if (sx === 0 || sy === 0) return null;
  return covariance(xs, ys) / (sx * sy);
}

/** Facility index: 100·(mean − min)/(max − min) of the question's scores, min and max being the mark's range. */
export const facilityIndex = (scores: readonly number[], min = 0, max = 1) =>
  scores.length === 0 || max === min ? null : (100 * (mean(scores) - min)) / (max - min);

/**
 * Discrimination index: 100 × the correlation of the question's score with the score on the rest of
 * the test (the test score less this question), so the question does not correlate with itself.
 */
export function discriminationIndex(scores: readonly number[], rest: readonly number[]): number | null {
  const r = correlation(scores, rest);
  return r === null ? null : 100 * r;
}

/**
 * Discriminative efficiency: 100 × the covariance of the question's score with the rest of the test,
 * over the largest covariance those two distributions could have (both sorted the same way): how much of
 * the discrimination the question's facility allows it actually achieves.
 */
export function discriminativeEfficiency(scores: readonly number[], rest: readonly number[]): number | null {
  const max = covariance(
    [...scores].sort((a, b) => a - b),
    [...rest].sort((a, b) => a - b),
  );
  if (max <= 0) return null;
  return (100 * covariance(scores, rest)) / max;
}

export type FlagLevel = 'red' | 'amber';
export type FlagReason = 'negative' | 'weak' | 'fair' | 'noSpread';
export interface Flag {
  level: FlagLevel;
  reason: FlagReason;
}

/** Thresholds of the discrimination index below which a question is flagged. */
export const discriminationThresholds = { red: 30, amber: 50 } as const;

/**
 * A question likely broken, by its discrimination index: negative (the better students do worse on it:
 * a wrong key or a misleading text) red; below 30 red; 30 to 50 amber. A question everybody (or nobody)
 * got right tells no students apart: amber. Null when nothing is wrong.
 */
export function flagOf(discrimination: number | null, attempts: number): Flag | null {
  if (attempts < 2) return null;
  if (discrimination === null) return { level: 'amber', reason: 'noSpread' };
  if (discrimination < 0) return { level: 'red', reason: 'negative' };
  if (discrimination < discriminationThresholds.red) return { level: 'red', reason: 'weak' };
  if (discrimination < discriminationThresholds.amber) return { level: 'amber', reason: 'fair' };
  return null;
}

/** Counts of percentages in `bins` equal bins from 0 to 100 (100 falls in the last). */
export function histogram(percentages: readonly number[], bins = 10): { from: number; to: number; count: number }[] {
  const width = 100 / bins;
  const out = Array.from({ length: bins }, (_, i) => ({ from: i * width, to: (i + 1) * width, count: 0 }));
  for (const p of percentages) {
    const i = Math.min(bins - 1, Math.max(0, Math.floor(p / width)));
    out[i]!.count += 1;
  }
  return out;
}

/**
 * One student's response to one question: its score (1 right, with full credit, else 0), its credit
 * (partial credit counted, 0..1; the score when absent) and, for a select question, the letters chosen.
 */
export interface Response {
  score: number;
  credit?: number;
  /** Choice letters (`A`, `A,C`); '' when unanswered; other answers (typed, matched, cloze) are not counted per choice. */
  choice: string;
}

export interface ItemQuestion {
  id: string;
  /** @quanta/validators `questionTypes`: 0 single select, 1 multi select, 3 true/false are counted per choice. */
  isChoice: number;
  numChoice: number;
  /** The correct letters of a select question (`B`, `A,C`). */
  correctAnswer: string;
}

export interface ChoiceCount {
  choice: string;
  count: number;
  correct: boolean;
}

export interface QuestionStats {
  id: string;
  attempts: number;
  facility: number | null;
  sd: number;
  discrimination: number | null;
  efficiency: number | null;
  flag: Flag | null;
  /** The mean credit, partial credit counted (0..1); null without attempts. */
  meanScore: number | null;
  /** Per choice letter, how many students picked it (multi select: each chosen letter), then blanks. */
  choices: ChoiceCount[];
  blank: number;
}

export interface TestStats {
  attempts: number;
  questions: number;
  /** Percentages of the test's maximum. */
  mean: number;
  median: number;
  sd: number;
  histogram: { from: number; to: number; count: number }[];
}

/**
 * The item analysis of one test: `responses[s][q]` is student s's response to question q (every student
 * has one per question; unanswered is score 0 and choice ''). Pure: the same input gives the same numbers.
 */
export function analyse(
  questions: readonly ItemQuestion[],
  responses: readonly (readonly Response[])[],
): { test: TestStats; questions: QuestionStats[] } {
  const totals = responses.map((row) => row.reduce((s, r) => s + r.score, 0));
  const max = questions.length;
  const percentages = totals.map((t) => (max === 0 ? 0 : (100 * t) / max));
  const test: TestStats = {
    attempts: responses.length,
    questions: max,
    mean: mean(percentages),
    median: median(percentages),
    sd: standardDeviation(percentages),
    histogram: histogram(percentages),
  };
  const stats = questions.map((q, qi) => {
    const scores = responses.map((row) => row[qi]?.score ?? 0);
    const rest = totals.map((t, s) => t - scores[s]!);
    const discrimination = discriminationIndex(scores, rest);
    const correct = new Set(q.correctAnswer.split(',').filter(Boolean));
    const counts = new Map<string, number>();
    let blank = 0;
    for (const row of responses) {
      const choice = row[qi]?.choice ?? '';
      if (choice === '') {
        blank += 1;
        continue;
      }
      if (!isChoiceType(q.isChoice)) continue;
      for (const letter of choice.split(',')) counts.set(letter, (counts.get(letter) ?? 0) + 1);
    }
    const offered = isChoiceType(q.isChoice)
      ? lettersFor(q.isChoice === questionTypes.trueFalse ? 2 : q.numChoice)
      : [];
    const credits = responses.map((row) => row[qi]?.credit ?? row[qi]?.score ?? 0);
    return {
      id: q.id,
      attempts: responses.length,
      facility: facilityIndex(scores),
      sd: standardDeviation(scores),
      discrimination,
      efficiency: discriminativeEfficiency(scores, rest),
      flag: flagOf(discrimination, responses.length),
      meanScore: responses.length === 0 ? null : mean(credits),
      choices: offered.map((choice) => ({ choice, count: counts.get(choice) ?? 0, correct: correct.has(choice) })),
      blank,
    } satisfies QuestionStats;
  });
  return { test, questions: stats };
}
