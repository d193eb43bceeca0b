import { describe, expect, it } from 'vitest';
import {
  analyse,
  discriminationIndex,
  discriminativeEfficiency,
  facilityIndex,
  flagOf,
  type ItemQuestion,
  median,
  type Response,
  standardDeviation,
} from '../src/services/analysis/stats';
import { workedExample as matrix } from './worked-example';

const column = (q: number) => matrix.map((row) => row[q]!);
const rest = (q: number) => matrix.map((row) => row.reduce((s, x) => s + x, 0) - row[q]!);

describe('the worked example, by hand', () => {
  it('facility index = 100·(mean − 0)/(1 − 0)', () => {
    // Q1 10/10, Q2 6/10, Q3 4/10, Q4 2/10, Q5 2/10.
    expect([0, 1, 2, 3, 4].map((q) => facilityIndex(column(q)))).toEqual([100, 60, 40, 20, 20]);
  });

  it('Q1: everybody right, so no spread: discrimination undefined, flagged amber', () => {
    expect(discriminationIndex(column(0), rest(0))).toBeNull();
    expect(discriminativeEfficiency(column(0), rest(0))).toBeNull();
    expect(flagOf(null, 10)).toEqual({ level: 'amber', reason: 'noSpread' });
  });

  it('Q2: r = 1.2 / √(2.4 · 5.6) = 32.7 (amber), efficiency 1.2 / 3.2 = 37.5', () => {
    // x − 0.6: +0.4 (S1..S6), −0.6 (S7..S10). Rest = [3,3,2,2,1,1,2,2,1,1], mean 1.8.
    // Σ(x−x̄)(y−ȳ) = 0.4·(1.2+1.2+0.2+0.2−0.8−0.8) − 0.6·(0.2+0.2−0.8−0.8) = 0.48 + 0.72 = 1.2
    // Σ(x−x̄)² = 6·0.16 + 4·0.36 = 2.4;  Σ(y−ȳ)² = 2·1.44 + 4·0.04 + 4·0.64 = 5.6
    // Best pairing: the six right on rests [3,3,2,2,2,2]: 0.4·3.2 + (−0.6)·(−3.2) = 3.2
    expect(discriminationIndex(column(1), rest(1))).toBeCloseTo((100 * 1.2) / Math.sqrt(2.4 * 5.6), 10);
    expect(discriminationIndex(column(1), rest(1))).toBeCloseTo(32.733, 3);
    expect(discriminativeEfficiency(column(1), rest(1))).toBeCloseTo(37.5, 10);
    expect(flagOf(32.733, 10)).toEqual({ level: 'amber', reason: 'fair' });
  });

  it('Q3: r = 2 / √(2.4 · 4) = 64.5 (not flagged), efficiency 100', () => {
    // x − 0.4: +0.6 (S1..S4), −0.4 (others). Rest = [3,3,2,2,2,2,2,2,1,1], mean 2.0.
    // Σ = 0.6·(1+1+0+0) − 0.4·(0·4 − 1 − 1) = 1.2 + 0.8 = 2.0;  Σ(x−x̄)² = 2.4;  Σ(y−ȳ)² = 4
    // The four right already hold the four best rests: efficiency 2.0 / 2.0 = 100 %.
    expect(discriminationIndex(column(2), rest(2))).toBeCloseTo((100 * 2) / Math.sqrt(9.6), 10);
    expect(discriminativeEfficiency(column(2), rest(2))).toBeCloseTo(100, 10);
    expect(flagOf(64.5, 10)).toBeNull();
  });

  it('Q4: r = 1.6 / √(1.6 · 5.6) = 53.5, efficiency 100', () => {
    // x − 0.2: +0.8 (S1, S2), −0.2. Rest = [3,3,3,3,2,2,2,2,1,1], mean 2.2.
    // Σ = 0.8·(0.8+0.8) − 0.2·(0.8+0.8−0.2·4−1.2·2) = 1.28 + 0.32 = 1.6;  Σ(x−x̄)² = 1.6;  Σ(y−ȳ)² = 5.6
    expect(discriminationIndex(column(3), rest(3))).toBeCloseTo((100 * 1.6) / Math.sqrt(1.6 * 5.6), 10);
    expect(discriminativeEfficiency(column(3), rest(3))).toBeCloseTo(100, 10);
  });

  it('Q5: r = −2.4 / √(1.6 · 13.6) = −51.4 (red: negative), efficiency −2.4 / 3.6 = −66.7', () => {
    // x − 0.2: +0.8 (S7, S8), −0.2. Rest = [4,4,3,3,2,2,1,1,1,1], mean 2.2.
    // Σ = 0.8·(−1.2 −1.2) − 0.2·(1.8+1.8+0.8+0.8−0.2−0.2−1.2−1.2) = −1.92 − 0.48 = −2.4
    // Σ(x−x̄)² = 2·0.64 + 8·0.04 = 1.6;  Σ(y−ȳ)² = 2·3.24 + 2·0.64 + 2·0.04 + 4·1.44 = 13.6
    // Best pairing: the two right on rests 4, 4: 0.8·3.6 − 0.2·(−3.6) = 3.6
    const d = discriminationIndex(column(4), rest(4))!;
    expect(d).toBeCloseTo((100 * -2.4) / Math.sqrt(1.6 * 13.6), 10);
    expect(d).toBeCloseTo(-51.45, 2);
    expect(discriminativeEfficiency(column(4), rest(4))).toBeCloseTo((100 * -2.4) / 3.6, 10);
    expect(flagOf(d, 10)).toEqual({ level: 'red', reason: 'negative' });
  });

  it('a weak but positive question is red, a good one is not flagged, one attempt is never flagged', () => {
    expect(flagOf(12, 10)).toEqual({ level: 'red', reason: 'weak' });
    expect(flagOf(50, 10)).toBeNull();
    expect(flagOf(null, 1)).toBeNull();
  });

  it('the test: percentages 80,80,60,60,40,40,40,40,20,20 → mean 48, median 40, SD √(4160/9)', () => {
    const percentages = [80, 80, 60, 60, 40, 40, 40, 40, 20, 20];
    // deviations from 48: 32,32,12,12,−8·4,−28,−28; squares 1024·2 + 144·2 + 64·4 + 784·2 = 4160
    expect(median(percentages)).toBe(40);
    expect(standardDeviation(percentages)).toBeCloseTo(Math.sqrt(4160 / 9), 10);
  });
});

describe('analyse', () => {
  // Q1..Q4 single select with B the key; Q5 multi select with A,C the key. Wrong students pick A or D
  // (Q4: S9 and S10 leave it blank).
  const questions: ItemQuestion[] = [0, 1, 2, 3].map((i) => ({
    id: `q${i + 1}`,
    isChoice: 0,
    numChoice: 4,
    correctAnswer: 'B',
  }));
  questions.push({ id: 'q5', isChoice: 1, numChoice: 5, correctAnswer: 'A,C' });
  const responses: Response[][] = matrix.map((row, s) =>
    row.map((score, q) => {
      if (q === 4) return { score, choice: score ? 'A,C' : 'A' };
      if (score) return { score, choice: 'B' };
      if (q === 3 && s >= 8) return { score, choice: '' };
      return { score, choice: s % 2 ? 'D' : 'A' };
    }),
  );
  const result = analyse(questions, responses);

  it('answers the same numbers as the hand computation', () => {
    expect(result.test).toMatchObject({ attempts: 10, questions: 5, mean: 48, median: 40 });
    expect(result.test.sd).toBeCloseTo(Math.sqrt(4160 / 9), 10);
    expect(result.questions.map((q) => q.facility)).toEqual([100, 60, 40, 20, 20]);
    expect(result.questions.map((q) => q.flag?.reason ?? null)).toEqual(['noSpread', 'fair', null, null, 'negative']);
    expect(result.questions[4]!.discrimination).toBeCloseTo(-51.45, 2);
  });

  it('counts each choice, marks the keys and counts blanks', () => {
    // Q4: S1, S2 chose B; S3..S8 wrong alternate A (S3,S5,S7) and D (S4,S6,S8); S9, S10 blank.
    expect(result.questions[3]!.choices).toEqual([
      { choice: 'A', count: 3, correct: false },
      { choice: 'B', count: 2, correct: true },
      { choice: 'C', count: 0, correct: false },
      { choice: 'D', count: 3, correct: false },
    ]);
    expect(result.questions[3]!.blank).toBe(2);
    // Q5 multi: A by everybody, C by the two right.
    expect(result.questions[4]!.choices.map((c) => [c.choice, c.count, c.correct])).toEqual([
      ['A', 10, true],
      ['B', 0, false],
      ['C', 2, true],
      ['D', 0, false],
      ['E', 0, false],
    ]);
  });

  it('bins the percentages in tenths, 100 in the last', () => {
    expect(result.test.histogram.map((b) => b.count)).toEqual([0, 0, 2, 0, 4, 0, 2, 0, 2, 0]);
    const full = analyse(questions, [questions.map(() => ({ score: 1, choice: 'B' }))]);
    expect(full.test.histogram.at(-1)!.count).toBe(1);
  });
});

describe('the types beyond the spec’s three', () => {
  const items: ItemQuestion[] = [
    { id: 'tf', isChoice: 3, numChoice: 4, correctAnswer: 'B' },
    { id: 'wide', isChoice: 0, numChoice: 7, correctAnswer: 'G' },
    { id: 'cloze', isChoice: 5, numChoice: 4, correctAnswer: '' },
  ];
  const responses: Response[][] = [
    [
      { score: 1, choice: 'B' },
      { score: 1, choice: 'G' },
      { score: 0, credit: 0.5, choice: '["9.8","A","m"]' },
    ],
    [
      { score: 0, choice: 'A' },
      { score: 0, choice: 'F' },
      { score: 1, credit: 1, choice: '["9.8","B","kg"]' },
    ],
  ];
  const result = analyse(items, responses);

  it('counts a true/false question over its two choices and a wide one over all of its letters', () => {
    expect(result.questions[0]!.choices).toEqual([
      { choice: 'A', count: 1, correct: false },
      { choice: 'B', count: 1, correct: true },
    ]);
    expect(result.questions[1]!.choices.map((c) => c.choice)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G']);
    expect(result.questions[1]!.choices.at(-1)).toEqual({ choice: 'G', count: 1, correct: true });
  });

  it('counts a cloze answer per question, not per choice, with its partial credit in the mean score', () => {
    expect(result.questions[2]).toMatchObject({ choices: [], blank: 0, facility: 50, meanScore: 0.75 });
    expect(result.questions[0]!.meanScore).toBe(0.5);
  });
});
