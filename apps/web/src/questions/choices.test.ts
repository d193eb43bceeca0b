import { describe, expect, it } from 'vitest';
import { choiceLettersFor, isCorrectLetter, joinLetters, normaliseCorrectAnswer, parseLetters } from './choices';

describe('choice letters', () => {
  it('offers E only with five choices', () => {
    expect(choiceLettersFor(4)).toEqual(['A', 'B', 'C', 'D']);
    expect(choiceLettersFor('5')).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  it('reads letters however they were typed', () => {
    expect(parseLetters(' a, c，d  b ')).toEqual(['A', 'C', 'D', 'B']);
    expect(parseLetters('')).toEqual([]);
  });

  it('joins ticked letters sorted and unique', () => {
    expect(joinLetters(['C', 'A', 'c'])).toBe('A,C');
    expect(joinLetters([])).toBe('');
  });
});

describe('normaliseCorrectAnswer', () => {
  it('keeps one offered letter for a single select', () => {
    expect(normaliseCorrectAnswer(0, 4, 'b')).toBe('B');
    expect(normaliseCorrectAnswer(0, 4, 'E')).toBe('');
    expect(normaliseCorrectAnswer(0, 5, 'E')).toBe('E');
    expect(normaliseCorrectAnswer(0, 4, 'A,C')).toBe('');
  });

  it('sorts and dedupes a multi select and drops letters no longer offered', () => {
    expect(normaliseCorrectAnswer(1, 4, 'e, c, a, c')).toBe('A,C');
    expect(normaliseCorrectAnswer(1, 5, 'E,B')).toBe('B,E');
  });

  it('leaves a free response as typed', () => {
    expect(normaliseCorrectAnswer(2, 4, '24 J')).toBe('24 J');
  });
});

describe('isCorrectLetter', () => {
  it('marks the correct choices of select questions only', () => {
    expect(isCorrectLetter(1, 'A,C', 'C')).toBe(true);
    expect(isCorrectLetter(1, 'A,C', 'B')).toBe(false);
    expect(isCorrectLetter(2, 'A', 'A')).toBe(false);
  });
});
