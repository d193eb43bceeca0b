import { describe, expect, it } from 'vitest';
import {
  contentToSend,
  draftChanged,
  emptyAnswerKey,
  joinLetters,
  lettersOf,
  normaliseAnswer,
  selectedLetters,
} from './answers';

describe('letters', () => {
  it('offers A–D, and E with five choices', () => {
    expect(lettersOf(4)).toEqual(['A', 'B', 'C', 'D']);
    expect(lettersOf(5)).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  it('reads the stored letters of an answer', () => {
    expect(selectedLetters('A,C')).toEqual(['A', 'C']);
    expect(selectedLetters('c a')).toEqual(['A', 'C']);
    expect(selectedLetters('')).toEqual([]);
  });
});

describe('joinLetters', () => {
  it('keeps ticked letters unique, sorted and comma-joined', () => {
    expect(joinLetters(['C', 'A'])).toBe('A,C');
    expect(joinLetters(['b', 'B', 'a'])).toBe('A,B');
    expect(joinLetters([])).toBe('');
  });
});

describe('normaliseAnswer and emptyAnswerKey', () => {
  it('normalises choices and trims free text', () => {
    expect(normaliseAnswer('1', 'c, a')).toBe('A,C');
    expect(normaliseAnswer('0', 'b')).toBe('B');
    expect(normaliseAnswer('2', '  9.8 m/s ')).toBe('9.8 m/s');
  });

  it('asks to select for a choice and to input for a free response', () => {
    expect(emptyAnswerKey('0', '')).toBe('selectYourAnswer');
    expect(emptyAnswerKey('1', '')).toBe('selectYourAnswer');
    expect(emptyAnswerKey('2', '   ')).toBe('inputYourAnswer');
    expect(emptyAnswerKey('0', 'A')).toBeNull();
    expect(emptyAnswerKey('2', '42')).toBeNull();
  });
});

describe('contentToSend', () => {
  it("drops the editor's empty paragraph", () => {
    expect(contentToSend('<p><br></p>')).toBe('');
    expect(contentToSend('  ')).toBe('');
    expect(contentToSend('<p>F = ma</p>')).toBe('<p>F = ma</p>');
  });
});

describe('draftChanged', () => {
  const saved = { answer: 'A,C', content: '' };
  it('ignores differences of form only', () => {
    expect(draftChanged('1', { answer: 'C,A', content: '<p><br></p>' }, saved)).toBe(false);
  });

  it('sees a new answer or new working', () => {
    expect(draftChanged('1', { answer: 'A', content: '' }, saved)).toBe(true);
    expect(draftChanged('1', { answer: 'A,C', content: '<p>x</p>' }, saved)).toBe(true);
  });
});
