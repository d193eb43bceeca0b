import { describe, expect, it } from 'vitest';
import { choiceLettersFor, joinLetters, parseLetters } from './choices';

describe('choice letters', () => {
  it('offers A–D by default, E with five choices and up to J', () => {
    expect(choiceLettersFor(4)).toEqual(['A', 'B', 'C', 'D']);
    expect(choiceLettersFor('5')).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(choiceLettersFor(2)).toEqual(['A', 'B']);
    expect(choiceLettersFor(10).at(-1)).toBe('J');
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
