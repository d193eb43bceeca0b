import { describe, expect, it } from 'vitest';
import { type GradingSpec, gradeAnswer, questionLetters, type Reason, splitName, type Verdict } from '../src';

const spec = (
  answerType: GradingSpec['answerType'],
  correctAnswer: string,
  o: Partial<GradingSpec> = {},
): GradingSpec => ({
  answerType,
  correctAnswer,
  tolerance: 0.01,
  toleranceType: 'relative',
  unit: '',
  sigFigs: null,
  params: [],
  ...o,
});

type Case = [correct: string, answer: string, reason: Reason, detail?: string];

/** STACK's and WeBWorK's reading: adjacent single-letter variables of the question multiply. */
const implicit: Case[] = [
  ['(a-b)^2', 'a^2-2ab+b^2', 'correct'],
  ['a^2-2ab+b^2', '(a-b)^2', 'correct'],
  ['a^2-2*a*b+b^2', '(a-b)(a-b)', 'correct'],
  ['2*a*b', '2ab', 'correct'],
  ['2*a*b', 'ba2', 'unknownVariable', 'ba2'],
  ['2*a*b', '2ba', 'correct'],
  ['a*b^2', 'ab^2', 'correct'],
  ['a^2*b', 'ab^2', 'notEquivalent'],
  ['a*b*c', 'abc', 'correct'],
  ['a*b + c', 'ab + c', 'correct'],
  ['1/(x*y)', '1/xy', 'correct'],
  ['x*y*z', 'x yz', 'correct'],
  ['pi*r^2', 'pir^2', 'correct'],
  ['pi*r^2', 'πr²', 'correct'],
  ['e*x', 'ex', 'correct'],
  ['sin(x)', 'sin(x)', 'correct'],
  ['sin(x)^2 + cos(x)^2', '1', 'correct'],
  ['x*sin(x)', 'x sin(x)', 'correct'],
  ['sqrt(x)*y', 'ysqrt(x)', 'unknownVariable', 'ysqrt'],
  ['x', 'sinx', 'unknownVariable', 'sinx'],
  ['exp(x)', 'exp(x)', 'correct'],
  ['log(x)', 'ln(x)', 'correct'],
  ['a*b', 'abc', 'unknownVariable', 'abc'],
  ['2*(x+1)', '2y+2', 'unknownVariable', 'y'],
  ['x', 'X', 'unknownVariable', 'X'],
  ['x^2', 'f(x)', 'unknownVariable', 'f'],
  ['2', 'x', 'unknownVariable', 'x'],
];

/** Longer variable names: nothing splits, and a name the question does not use is still named. */
const longNames: Case[] = [
  ['v0*t', 'v0 t', 'correct'],
  ['v0*t', 'v0t', 'unknownVariable', 'v0t'],
  ['mass*g', 'g mass', 'correct'],
  ['mass*g', 'gmass', 'unknownVariable', 'gmass'],
  ['ab + c', 'ab+c', 'correct'],
  ['ab + c', 'a*b+c', 'unknownVariable', 'a'],
];

/** A letter where a number is expected. */
const numbers: [GradingSpec, string, Reason, string?][] = [
  [spec('number', '3'), '3x', 'unknownVariable', 'x'],
  [spec('number', '3'), 'x', 'unknownVariable', 'x'],
  [spec('number', '3'), '2y + 1', 'unknownVariable', 'y'],
  [spec('number', '3'), '3 v0', 'unknownVariable', 'v0'],
  [spec('number', '3'), '3 apples', 'unreadable'],
  [spec('number', '3'), '3 m', 'wrongUnit'],
  [spec('number', '3'), 'e', 'unreadable'],
  [spec('number', '3', { unit: 'm' }), '3x m', 'unknownVariable', 'x'],
  [spec('number', '3', { unit: 'm' }), '3x', 'unknownVariable', 'x'],
  [spec('number', '3', { unit: 'm' }), '3 m', 'correct'],
  [spec('number', '3', { unit: 'm' }), '3 furlongs', 'unreadable'],
  [spec('number', '3', { unit: 'm' }), 'five m', 'unreadable'],
];

const expectVerdict = (verdict: Verdict, reason: Reason, detail?: string) => {
  expect(verdict.reason).toBe(reason);
  expect(verdict.correct).toBe(reason === 'correct');
  expect(verdict.detail).toBe(detail);
};

describe('the answer checker', () => {
  it.each(implicit)('single letters multiply: %s against %j → %s %s', (correct, answer, reason, detail) =>
    expectVerdict(gradeAnswer(spec('expression', correct), answer), reason, detail),
  );
  it.each(longNames)('longer names stay whole: %s against %j → %s %s', (correct, answer, reason, detail) =>
    expectVerdict(gradeAnswer(spec('expression', correct), answer), reason, detail),
  );
  it.each(numbers)('a number answer (%#) %j → %s %s', (s, answer, reason, detail) =>
    expectVerdict(gradeAnswer(s, answer), reason, detail),
  );

  it('splits a name only into the question’s letters and the constants', () => {
    const ab = new Set(['a', 'b']);
    expect(splitName('ab', ab)).toEqual(['a', 'b']);
    expect(splitName('pia', ab)).toEqual(['pi', 'a']);
    expect(splitName('abe', ab)).toEqual(['a', 'b', 'e']);
    expect(splitName('abc', ab)).toBeNull();
    expect(splitName('sin', new Set(['s', 'i', 'n']))).toBeNull();
    expect(splitName('a', ab)).toBeNull();
    expect(splitName('a2', ab)).toBeNull();
  });

  it('reads a question’s letters from its variables, longer names made of them included', () => {
    expect(questionLetters(new Set(['a', 'b']))).toEqual(new Set(['a', 'b']));
    expect(questionLetters(new Set(['a', 'b', 'ab']))).toEqual(new Set(['a', 'b']));
    expect(questionLetters(new Set(['v0', 't']))).toBeNull();
    expect(questionLetters(new Set(['mass']))).toBeNull();
  });
});
