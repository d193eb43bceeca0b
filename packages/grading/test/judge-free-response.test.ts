import { describe, expect, it } from 'vitest';
import { judgeAnswer, type Reason, textMatches } from '../src';
import { numberKey } from '../src/free-text';
import { accepted, question } from './questions';

type Case = [answer: string, score: number | null, reason: Reason, feedback?: string[]];

const text = (correctAnswer: string, body = {}) => question({ isChoice: 2, answerType: 'text', correctAnswer }, body);
const number = (correctAnswer: string, o = {}, body = {}) =>
  question({ isChoice: 2, answerType: 'number', correctAnswer, ...o }, body);
const expression = (correctAnswer: string, body = {}) =>
  question({ isChoice: 2, answerType: 'expression', correctAnswer }, body);

/** Moodle's short answer: the amphibian (toad 80 %), a catch-all with feedback, and a case-sensitive one. */
const frog = text('frog', {
  answers: [
    accepted('frog', 1, 'Well done.'),
    accepted('*toad*', 0.8, 'A toad is close.'),
    accepted('new\\*t', 0.5),
    accepted('*', 0, 'Think of ponds.'),
  ],
});
const chemical = text('NaCl', { answers: [accepted('NaCl', 1), accepted('nacl', 0.5)], caseSensitive: true });

/** Moodle's numerical: 1822 ± 0 full credit, ± 2 at 50 %, a wrong answer with feedback. */
const year = number(
  '1822',
  { tolerance: 0, toleranceType: 'absolute' },
  {
    answers: [
      accepted('1822', 1, 'Exactly.', 0),
      accepted('1822', 0.5, 'Nearly.', 2),
      accepted('1922', 0, 'A century off.', 0),
    ],
  },
);
/** Moodle's numerical units: the answer in m/s, km/h with multiplier 3.6. */
const speed = number(
  '25',
  { tolerance: 0.5, toleranceType: 'absolute' },
  {
    units: [
      { unit: 'm/s', multiplier: 1 },
      { unit: 'km/h', multiplier: 3.6 },
      { unit: 'cm/s', multiplier: 100 },
    ],
  },
);
/** A partly right expression earns its fraction. */
const derivative = expression('2x', {
  answers: [accepted('2x', 1, 'Right.'), accepted('x', 0.3, 'The power rule multiplies by the power.')],
});

const tables: [string, ReturnType<typeof question>, Case[]][] = [
  [
    'text without accepted answers: equal ignoring case and white space',
    text('New York'),
    [
      ['new york', 1, 'correct'],
      ['NEWYORK', 1, 'correct'],
      [' New  York ', 1, 'correct'],
      ['Boston', 0, 'valueOff'],
      ['', 0, 'unreadable'],
    ],
  ],
  [
    'text without accepted answers: a final "= value" part counts, and the key\'s unit may be left out',
    text('4.9 m/s^2'),
    [
      ['a = g sin(theta) = 4.9 m/s^2', 1, 'correct'],
      ['4.9 M/S^2', 1, 'correct'],
      ['4.9', 1, 'correct'],
      ['a = 4.9', 1, 'correct'],
      ['4.9 m/s', 0, 'valueOff'],
      ['4.9 = a', 0, 'valueOff'],
      ['49', 0, 'valueOff'],
    ],
  ],
  [
    'text without accepted answers: a letter written against the number is no unit',
    text('2x'),
    [
      ['y = 2x', 1, 'correct'],
      ['2', 0, 'valueOff'],
    ],
  ],
  [
    'text with accepted answers and wildcards',
    frog,
    [
      ['frog', 1, 'correct', ['Well done.']],
      ['FROG', 1, 'correct', ['Well done.']],
      ['toad', 0.8, 'partial', ['A toad is close.']],
      ['a big toad!', 0.8, 'partial', ['A toad is close.']],
      ['new*t', 0.5, 'partial', []],
      ['newt', 0, 'valueOff', ['Think of ponds.']],
      ['salamander', 0, 'valueOff', ['Think of ponds.']],
      ['', 0, 'unreadable', []],
    ],
  ],
  [
    'text compared with case',
    chemical,
    [
      ['NaCl', 1, 'correct'],
      ['Na Cl', 1, 'correct'],
      ['nacl', 0.5, 'partial'],
      ['NACL', 0, 'valueOff'],
    ],
  ],
  [
    'number with accepted answers of their own tolerance',
    year,
    [
      ['1822', 1, 'correct', ['Exactly.']],
      ['1823', 0.5, 'partial', ['Nearly.']],
      ['1820', 0.5, 'partial', ['Nearly.']],
      ['1819', 0, 'valueOff', []],
      ['1922', 0, 'valueOff', ['A century off.']],
      ['18x', 0, 'unknownVariable', []],
      ['soon', 0, 'unreadable', []],
    ],
  ],
  [
    'number with units and multipliers',
    speed,
    [
      ['25', 1, 'correct'],
      ['25 m/s', 1, 'correct'],
      ['90 km/h', 1, 'correct'],
      ['90km/h', 1, 'correct'],
      ['2500 cm/s', 1, 'correct'],
      ['25 km/h', 0, 'valueOff'],
      ['90 m/s', 0, 'valueOff'],
      ['25 m', 0, 'wrongUnit'],
      ['25 mi/h', 0, 'wrongUnit'],
      ['25 furlongs', 0, 'unreadable'],
    ],
  ],
  [
    'number without accepted answers: the question’s own checker',
    number('9.8', { unit: 'm/s^2' }),
    [
      ['980 cm/s^2', 1, 'correct'],
      ['9.8', 0, 'missingUnit'],
      ['9.8 N', 0, 'wrongUnit'],
    ],
  ],
  [
    'expression with a partly right answer',
    derivative,
    [
      ['x+x', 1, 'correct', ['Right.']],
      ['x', 0.3, 'partial', ['The power rule multiplies by the power.']],
      ['x^2', 0, 'notEquivalent', []],
      ['2y', 0, 'unknownVariable', []],
      ['2x+', 0, 'unreadable', []],
    ],
  ],
];

describe('free response answers', () => {
  for (const [name, q, cases] of tables) {
    it.each(cases)(`${name}: %j → %s (%s)`, (answer, score, reason, feedback) => {
      const j = judgeAnswer(q, answer);
      expect(j.score).toBe(score);
      expect(j.reason).toBe(reason);
      expect(j.correct).toBe(score === 1);
      if (feedback) expect(j.feedback).toEqual(feedback);
    });
  }

  it('leaves a text answer without a key to the teacher', () => {
    expect(judgeAnswer(text(''), 'anything')).toMatchObject({ score: null, correct: null, reason: 'teacherGrades' });
  });

  it('names the variable an expression answer should not use', () => {
    expect(judgeAnswer(derivative, '2y')).toMatchObject({ reason: 'unknownVariable', detail: 'y' });
    expect(judgeAnswer(year, '18x')).toMatchObject({ reason: 'unknownVariable', detail: 'x' });
  });

  it('grades against the student’s parameter values', () => {
    const q = number('{a}*2', { params: [{ name: 'a', values: [3] }] }, { answers: [accepted('{a}*2+1', 0.5)] });
    expect(judgeAnswer(q, '6', { a: 3 })).toMatchObject({ score: 1, reason: 'correct' });
    expect(judgeAnswer(q, '7', { a: 3 })).toMatchObject({ score: 0.5, reason: 'partial' });
    expect(judgeAnswer(q, '8', { a: 3 })).toMatchObject({ score: 0, reason: 'valueOff' });
  });

  it('floors a negative fraction at 0', () => {
    const q = number('10', {}, { answers: [accepted('10', 1), accepted('-10', -0.5, 'Mind the sign.')] });
    expect(judgeAnswer(q, '-10')).toMatchObject({ score: 0, reason: 'valueOff', feedback: ['Mind the sign.'] });
  });
});

describe('Moodle’s wildcard', () => {
  it.each([
    ['frog', 'frog', true],
    ['frog', 'frogs', false],
    ['*frog', 'a frog', true],
    ['frog*', 'frogspawn', true],
    ['*r*g*', 'frog', true],
    ['f*o*g', 'fog', true],
    ['f*o*g', 'fg', false],
    ['f*o*g', 'foog', true],
    ['ab*ba', 'aba', false],
    ['ab*ba', 'abba', true],
    ['*', '', true],
    ['a\\*b', 'a*b', true],
    ['a\\*b', 'axb', false],
    ['New York', 'newyork', true],
  ] as const)('%j matches %j: %s', (pattern, answer, ok) => expect(textMatches(pattern, answer, false)).toBe(ok));

  it('stays fast on a pattern of many stars', () => {
    const started = performance.now();
    expect(textMatches('*a*a*a*a*a*a*a*a*a*a*a*b', 'a'.repeat(5000), false)).toBe(false);
    expect(performance.now() - started).toBeLessThan(100);
  });
});

describe('a free-text key that is a number', () => {
  it.each([
    ['9.8', { number: '9.8', unit: '' }],
    [' -1.5e3 ', { number: '-1.5e3', unit: '' }],
    ['4.9 m/s^2', { number: '4.9', unit: 'm/s^2' }],
    ['30 °', { number: '30', unit: '°' }],
    ['2x', null],
    ['x = 2', null],
    ['New York', null],
  ] as const)('%j splits as %j', (key, split) => expect(numberKey(key)).toEqual(split));
});
