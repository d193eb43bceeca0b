import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { answerWellFormed, type JudgedQuestion, judgeAnswer, reasons } from '../src';
import { accepted, choice, part, question } from './questions';

/** One question of every type and answer type, with the body fields each reads. */
const questions: [string, JudgedQuestion][] = [
  ['single select', question({ isChoice: 0, correctAnswer: 'B' })],
  ['multi select', question({ isChoice: 1, correctAnswer: 'A,D' }, {})],
  [
    'multi select with fractions',
    question({ isChoice: 1, numChoice: 3 }, { choices: [choice('a', 0.5), choice('b', 0.5), choice('c', -1)] }),
  ],
  ['true/false', question({ isChoice: 3, numChoice: 2, correctAnswer: 'A' })],
  [
    'short answer',
    question({ isChoice: 2, correctAnswer: 'frog' }, { answers: [accepted('*fr*g*'), accepted('*', 0)] }),
  ],
  [
    'number',
    question(
      { isChoice: 2, answerType: 'number', correctAnswer: '{a}*3', params: [{ name: 'a', values: [2] }] },
      { units: [{ unit: 'km/h', multiplier: 3.6 }], answers: [accepted('6', 1, '', 0.1)] },
    ),
  ],
  [
    'number with sig figs and unit',
    question({ isChoice: 2, answerType: 'number', correctAnswer: '9.81', unit: 'm/s^2', sigFigs: 3 }),
  ],
  ['expression', question({ isChoice: 2, answerType: 'expression', correctAnswer: 'a^2-2ab+b^2' })],
  [
    'matching',
    question(
      { isChoice: 4 },
      {
        pairs: [
          { prompt: 'p', answer: 'x' },
          { prompt: 'q', answer: 'y' },
        ],
      },
    ),
  ],
  [
    'cloze',
    question(
      { isChoice: 5 },
      {
        parts: [
          part('number', { answers: [accepted('2')], units: [{ unit: 'm', multiplier: 1 }] }),
          part('choice', { choices: [choice('a', 1), choice('b', 0)] }),
          part('text', { answers: [accepted('w*rd')] }),
        ],
      },
    ),
  ],
  ['description', question({ isChoice: 6 })],
  ['a type the judge does not know', question({ isChoice: 9 })],
];

/** Strings a parser or a JSON reader may stumble on. */
const nasty = [
  '',
  ' ',
  '\u0000',
  '[',
  '[]',
  '{}',
  'null',
  '[null]',
  '["a",',
  '[1,2,3]',
  '["A","B","C","D"]',
  '"A"',
  'true',
  '__proto__',
  '["__proto__"]',
  'constructor',
  '*',
  '\\*',
  'A'.repeat(10_000),
  '['.repeat(5000),
  '('.repeat(300),
  '2^2^2^2^2^2^2^2^2^2',
  '1e400',
  '-1e-400',
  'NaN',
  'Infinity',
  '1/0',
  '0/0',
  'x^x^x^x',
  'sqrt(-1)',
  'import("fs")',
  'evaluate("1")',
  '9.8 m/s^2 m/s^2',
  '90 km/h',
  'ab(a+b)^2',
  'πr²',
  '１２３',
  '😀',
  'a,b,c,d,e,f,g,h,i,j',
];

const alphabet = 'abxyzABCJ0123456789 .,+-*/^()[]{}"\\e πμ²·×−m/skgh*';
function randomStrings(count: number): string[] {
  const random = seedrandom('any string');
  return Array.from({ length: count }, () => {
    const length = Math.floor(random() * 24);
    let s = '';
    for (let i = 0; i < length; i++) s += alphabet[Math.floor(random() * alphabet.length)];
    return random() < 0.3 ? JSON.stringify(s.split(' ')) : s;
  });
}

describe('the judge on any string', () => {
  const answers = [...nasty, ...randomStrings(300)];
  for (const [name, q] of questions) {
    it(`${name}: never throws, and every verdict is well formed`, () => {
      for (const answer of answers) {
        const j = judgeAnswer(q, answer);
        expect(reasons).toContain(j.reason);
        if (j.score === null) expect(j.correct).toBeNull();
        else {
          expect(j.score).toBeGreaterThanOrEqual(0);
          expect(j.score).toBeLessThanOrEqual(1);
          expect(j.correct).toBe(j.score === 1);
        }
        for (const p of j.parts) {
          expect(p.score).toBeGreaterThanOrEqual(0);
          expect(p.score).toBeLessThanOrEqual(1);
          expect(reasons).toContain(p.reason);
        }
        expect(typeof answerWellFormed(q, answer)).toBe('boolean');
      }
    });
  }
});
