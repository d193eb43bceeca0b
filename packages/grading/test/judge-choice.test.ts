import { describe, expect, it } from 'vitest';
import { answerWellFormed, judgeAnswer, type Reason } from '../src';
import { choice, question } from './questions';

type Case = [answer: string, score: number | null, reason: Reason];

const single = question({ isChoice: 0, correctAnswer: 'C' });
const trueFalse = question({ isChoice: 3, numChoice: 2, correctAnswer: 'B' });
const multi = question({ isChoice: 1, correctAnswer: 'A,C' });
const multiOfThree = question({ isChoice: 1, numChoice: 5, correctAnswer: 'A,B,D' });
/** Moodle's multi select with negative marks: two right at 50 %, three wrong at −50 %, −100 %. */
const weighted = question(
  { isChoice: 1, numChoice: 5, correctAnswer: 'A,B' },
  {
    choices: [
      choice('Paris', 0.5, 'Yes, the capital.'),
      choice('Lyon', 0.5, 'Its second city.'),
      choice('Rome', -0.5, 'That is Italy.'),
      choice('Madrid', -0.5),
      choice('Nowhere', -1, 'Not a city.'),
    ],
  },
);
/** A single select with partial credit (Moodle's "toad 80 %"). */
const toad = question(
  { isChoice: 0, numChoice: 3, correctAnswer: 'A' },
  { choices: [choice('frog', 1, 'Right.'), choice('toad', 0.8, 'Close.'), choice('newt', 0, 'No.')] },
);
/** Seven choices, past the spec's five. */
const seven = question(
  { isChoice: 0, numChoice: 7, correctAnswer: 'G' },
  { choices: ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((t) => choice(t, t === 'g' ? 1 : 0)) },
);

const tables: [string, ReturnType<typeof question>, Case[]][] = [
  [
    'single select',
    single,
    [
      ['C', 1, 'correct'],
      ['c', 1, 'correct'],
      ['A', 0, 'valueOff'],
      ['', 0, 'unreadable'],
      ['E', 0, 'unreadable'],
      ['A,C', 0, 'unreadable'],
      ['hello', 0, 'unreadable'],
    ],
  ],
  [
    'true/false',
    trueFalse,
    [
      ['B', 1, 'correct'],
      ['A', 0, 'valueOff'],
      ['C', 0, 'unreadable'],
    ],
  ],
  [
    'multi select, each correct letter 1/n and each wrong one −1/n',
    multi,
    [
      ['A,C', 1, 'correct'],
      ['c a', 1, 'correct'],
      // Without a body a multi select is all or nothing, as the spec's rule.
      ['A', 0, 'valueOff'],
      ['A,B', 0, 'valueOff'],
      ['A,B,C', 0, 'valueOff'],
      ['A,B,C,D', 0, 'valueOff'],
      ['B,D', 0, 'valueOff'],
      ['A,C,J', 0, 'unreadable'],
      ['', 0, 'unreadable'],
    ],
  ],
  [
    'multi select of three correct letters',
    multiOfThree,
    [
      ['A,B,D', 1, 'correct'],
      ['A,B', 0, 'valueOff'],
      ['A,B,D,E', 0, 'valueOff'],
      ['C,E', 0, 'valueOff'],
    ],
  ],
  [
    'multi select with fractions, negative ones floored at 0',
    weighted,
    [
      ['A,B', 1, 'correct'],
      ['A', 0.5, 'partial'],
      ['A,B,C', 0.5, 'partial'],
      ['A,C', 0, 'valueOff'],
      ['C,D,E', 0, 'valueOff'],
      ['A,B,E', 0, 'valueOff'],
    ],
  ],
  [
    'single select with a partial-credit choice',
    toad,
    [
      ['A', 1, 'correct'],
      ['B', 0.8, 'partial'],
      ['C', 0, 'valueOff'],
      ['D', 0, 'unreadable'],
    ],
  ],
  [
    'seven choices',
    seven,
    [
      ['G', 1, 'correct'],
      ['F', 0, 'valueOff'],
      ['H', 0, 'unreadable'],
    ],
  ],
];

describe('select and true/false answers', () => {
  for (const [name, q, cases] of tables) {
    it.each(cases)(`${name}: %j → %s (%s)`, (answer, score, reason) => {
      const j = judgeAnswer(q, answer);
      expect(j.score).toBe(score);
      expect(j.reason).toBe(reason);
      expect(j.correct).toBe(score === 1);
      expect(j.parts).toEqual([]);
    });
  }

  it('gives the feedback of each chosen choice that has one', () => {
    expect(judgeAnswer(weighted, 'A,C,D').feedback).toEqual(['Yes, the capital.', 'That is Italy.']);
    expect(judgeAnswer(toad, 'B').feedback).toEqual(['Close.']);
    expect(judgeAnswer(single, 'C').feedback).toEqual([]);
  });

  it('counts three choices of a third each (Moodle’s 0.3333333) as full credit', () => {
    const thirds = question(
      { isChoice: 1, numChoice: 4, correctAnswer: 'A,B,C' },
      { choices: [choice('a', 0.3333333), choice('b', 0.3333333), choice('c', 0.3333333), choice('d', -1)] },
    );
    expect(judgeAnswer(thirds, 'A,B,C')).toMatchObject({ score: 1, correct: true, reason: 'correct' });
  });

  it('leaves a select question without a correct answer to the teacher', () => {
    expect(judgeAnswer(question({ correctAnswer: ' ' }), 'A')).toEqual({
      score: null,
      correct: null,
      reason: 'teacherGrades',
      feedback: [],
      parts: [],
    });
  });

  it.each([
    [single, 'C', true],
    [single, 'd', true],
    [single, 'A,B', false],
    [single, 'E', false],
    [single, '', false],
    [trueFalse, 'A', true],
    [trueFalse, 'C', false],
    [multi, 'A, B, D', true],
    [multi, 'AB', true],
    [multi, 'A,E', false],
    [multi, '', false],
    [seven, 'G', true],
    [seven, 'H', false],
  ] as const)('answerWellFormed(%#): %j → %s', (q, answer, ok) => expect(answerWellFormed(q, answer)).toBe(ok));
});
