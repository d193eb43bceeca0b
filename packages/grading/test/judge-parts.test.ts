import { describe, expect, it } from 'vitest';
import { answerWellFormed, judgeAnswer, matchingOptions, matchingPrompts, type Reason } from '../src';
import { accepted, choice, part, question } from './questions';

const list = (...entries: string[]) => JSON.stringify(entries);

/** Three capitals and a distractor answer (a pair without a prompt). */
const capitals = question(
  { isChoice: 4, correctAnswer: '' },
  {
    pairs: [
      { prompt: 'France', answer: 'Paris' },
      { prompt: 'Italy', answer: 'Rome' },
      { prompt: 'Spain', answer: 'Madrid' },
      { prompt: '', answer: 'Lisbon' },
    ],
  },
);

describe('matching answers', () => {
  it('lists the prompts and the offered answers', () => {
    expect(matchingPrompts(capitals.body).map((p) => p.prompt)).toEqual(['France', 'Italy', 'Spain']);
    expect(matchingOptions(capitals.body)).toEqual(['Paris', 'Rome', 'Madrid', 'Lisbon']);
  });

  it.each([
    [list('Paris', 'Rome', 'Madrid'), 1, 'correct', ['correct', 'correct', 'correct']],
    [list('Paris', 'Madrid', 'Rome'), 0.3333333, 'partial', ['correct', 'valueOff', 'valueOff']],
    [list('Paris', 'Rome', 'Lisbon'), 0.6666667, 'partial', ['correct', 'correct', 'valueOff']],
    [list('Paris', '', ''), 0.3333333, 'partial', ['correct', 'unreadable', 'unreadable']],
    [list('Lisbon', 'Lisbon', 'Lisbon'), 0, 'valueOff', ['valueOff', 'valueOff', 'valueOff']],
    [list('', '', ''), 0, 'unreadable', ['unreadable', 'unreadable', 'unreadable']],
    ['not json', 0, 'unreadable', ['unreadable', 'unreadable', 'unreadable']],
  ] as const)('%s → %s (%s)', (answer, score, reason, parts) => {
    const j = judgeAnswer(capitals, answer);
    expect(j).toMatchObject({ score, reason, correct: score === 1, feedback: [] });
    expect(j.parts.map((p) => p.reason)).toEqual(parts);
    expect(j.parts.map((p) => p.score)).toEqual(parts.map((r) => (r === 'correct' ? 1 : 0)));
  });

  it('accepts a shared answer text for each prompt it belongs to', () => {
    const q = question(
      { isChoice: 4 },
      {
        pairs: [
          { prompt: 'Cat', answer: 'Mammal' },
          { prompt: 'Dog', answer: 'Mammal' },
          { prompt: 'Trout', answer: 'Fish' },
        ],
      },
    );
    expect(judgeAnswer(q, list('Mammal', 'Mammal', 'Fish')).score).toBe(1);
  });

  it.each([
    [list('Paris', 'Rome', 'Madrid'), true],
    [list('Lisbon', '', 'Rome'), true],
    [list('Paris', 'Rome'), false],
    [list('Paris', 'Rome', 'Madrid', 'Lisbon'), false],
    [list('Paris', 'Rome', 'Berlin'), false],
    ['["Paris", 1, "Rome"]', false],
    ['{"0": "Paris"}', false],
    ['Paris,Rome,Madrid', false],
  ] as const)('answerWellFormed %s → %s', (answer, ok) => expect(answerWellFormed(capitals, answer)).toBe(ok));
});

/** A number with a tolerance and units, a choice with partial credit, and a word, weighted 2 : 1 : 1. */
const cloze = question(
  { isChoice: 5, correctAnswer: '', tolerance: 0, toleranceType: 'absolute' },
  {
    parts: [
      part('number', {
        weight: 2,
        answers: [
          accepted('25', 1, 'Right speed.', 0.5),
          accepted('25', 0.5, 'Roughly.', 2),
          accepted('*', 0, 'Try v = d/t.'),
        ],
        units: [
          { unit: 'm/s', multiplier: 1 },
          { unit: 'km/h', multiplier: 3.6 },
        ],
      }),
      part('choice', {
        choices: [choice('north', 1, 'Yes, north.'), choice('east', 0.5, 'Half right.'), choice('south', 0)],
      }),
      part('text', {
        answers: [accepted('Newton', 1, 'Sir Isaac.'), accepted('*newt*', 0.5)],
        caseSensitive: false,
      }),
    ],
  },
);

type ClozeCase = [answer: string[], score: number, reason: Reason, parts: [number, Reason][], feedback: string[]];

describe('cloze answers', () => {
  it.each<ClozeCase>([
    [
      ['25', 'A', 'newton'],
      1,
      'correct',
      [
        [1, 'correct'],
        [1, 'correct'],
        [1, 'correct'],
      ],
      ['Right speed.', 'Yes, north.', 'Sir Isaac.'],
    ],
    [
      ['90 km/h', 'a', 'Newton'],
      1,
      'correct',
      [
        [1, 'correct'],
        [1, 'correct'],
        [1, 'correct'],
      ],
      ['Right speed.', 'Yes, north.', 'Sir Isaac.'],
    ],
    [
      ['26.5 m/s', 'B', 'newts'],
      0.5,
      'partial',
      [
        [0.5, 'partial'],
        [0.5, 'partial'],
        [0.5, 'partial'],
      ],
      ['Roughly.', 'Half right.'],
    ],
    [
      ['25 m/s', 'C', 'Leibniz'],
      0.5,
      'partial',
      [
        [1, 'correct'],
        [0, 'valueOff'],
        [0, 'valueOff'],
      ],
      ['Right speed.'],
    ],
    [
      ['40', 'A', 'Newton'],
      0.5,
      'partial',
      [
        [0, 'valueOff'],
        [1, 'correct'],
        [1, 'correct'],
      ],
      ['Try v = d/t.', 'Yes, north.', 'Sir Isaac.'],
    ],
    [
      ['25 m', 'C', ''],
      0,
      'wrongUnit',
      [
        [0, 'wrongUnit'],
        [0, 'valueOff'],
        [0, 'unreadable'],
      ],
      ['Try v = d/t.'],
    ],
    [
      ['', '', ''],
      0,
      'unreadable',
      [
        [0, 'unreadable'],
        [0, 'unreadable'],
        [0, 'unreadable'],
      ],
      [],
    ],
  ])('%j → %s (%s)', (answer, score, reason, parts, feedback) => {
    const j = judgeAnswer(cloze, JSON.stringify(answer));
    expect(j).toMatchObject({ score, reason, correct: score === 1, feedback });
    expect(j.parts.map((p) => [p.score, p.reason])).toEqual(parts);
  });

  it('names a letter typed in a number part', () => {
    const j = judgeAnswer(cloze, list('25x', 'A', 'Newton'));
    expect(j).toMatchObject({ score: 0.5, reason: 'partial', detail: 'x' });
    expect(j.parts[0]).toMatchObject({ score: 0, reason: 'unknownVariable' });
  });

  it('takes a number part’s tolerance from the question when the answer has none', () => {
    const q = question(
      { isChoice: 5, tolerance: 0.1, toleranceType: 'relative' },
      { parts: [part('number', { answers: [accepted('100', 1)] })] },
    );
    expect(judgeAnswer(q, list('109')).score).toBe(1);
    expect(judgeAnswer(q, list('111')).score).toBe(0);
  });

  it('weighs parts equally when no weight counts', () => {
    const q = question(
      { isChoice: 5 },
      {
        parts: [
          part('text', { weight: 0, answers: [accepted('a')] }),
          part('text', { weight: 0, answers: [accepted('b')] }),
        ],
      },
    );
    expect(judgeAnswer(q, list('a', 'x')).score).toBe(0.5);
  });

  it('leaves a cloze question without parts and a matching one without prompts to the teacher', () => {
    expect(judgeAnswer(question({ isChoice: 5 }), list()).score).toBeNull();
    expect(judgeAnswer(question({ isChoice: 4 }, { pairs: [{ prompt: '', answer: 'x' }] }), list()).score).toBeNull();
  });

  it.each([
    [list('25', 'A', 'Newton'), true],
    [list('', '', ''), true],
    [list('25', 'D', 'Newton'), false],
    [list('25', 'north', 'Newton'), false],
    [list('25', 'A'), false],
    ['[25, "A", "Newton"]', false],
    ['25, A, Newton', false],
  ] as const)('answerWellFormed %s → %s', (answer, ok) => expect(answerWellFormed(cloze, answer)).toBe(ok));
});

describe('descriptions', () => {
  const description = question({ isChoice: 6, correctAnswer: '' });
  it('are never answered: no score, nothing to read', () => {
    expect(judgeAnswer(description, 'anything')).toEqual({
      score: null,
      correct: null,
      reason: 'unreadable',
      feedback: [],
      parts: [],
    });
    expect(answerWellFormed(description, '')).toBe(false);
    expect(answerWellFormed(description, 'anything')).toBe(false);
  });
});
