import { describe, expect, it } from 'vitest';
import {
  answeredOf,
  contentToSend,
  draftChanged,
  emptyAnswerKey,
  isAnswerable,
  joinLetters,
  lettersOf,
  normaliseAnswer,
  parseAnswerList,
  selectedLetters,
  serialiseAnswerList,
} from './answers';

describe('letters', () => {
  it('offers A–D, and E with five choices', () => {
    expect(lettersOf(4)).toEqual(['A', 'B', 'C', 'D']);
    expect(lettersOf(5)).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  it('offers two to ten letters, A–B for true/false and A–J at most', () => {
    expect(lettersOf(2)).toEqual(['A', 'B']);
    expect(lettersOf(10).join('')).toBe('ABCDEFGHIJ');
    expect(lettersOf(12)).toHaveLength(10);
  });

  it('reads the stored letters of an answer', () => {
    expect(selectedLetters('A,C')).toEqual(['A', 'C']);
    expect(selectedLetters('c a')).toEqual(['A', 'C']);
    expect(selectedLetters('')).toEqual([]);
    expect(selectedLetters('j,g')).toEqual(['G', 'J']);
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

describe('matching and cloze answers', () => {
  it('reads a stored list, one entry per prompt or part, blank where missing or unreadable', () => {
    expect(parseAnswerList('["12 m/s","B","Paris"]', 3)).toEqual(['12 m/s', 'B', 'Paris']);
    expect(parseAnswerList('["12"]', 3)).toEqual(['12', '', '']);
    expect(parseAnswerList('["a","b","c"]', 2)).toEqual(['a', 'b']);
    expect(parseAnswerList('[1,null,"x"]', 3)).toEqual(['', '', 'x']);
    expect(parseAnswerList('', 2)).toEqual(['', '']);
    expect(parseAnswerList('not json', 2)).toEqual(['', '']);
    expect(parseAnswerList('{"a":1}', 1)).toEqual(['']);
  });

  it('writes the list as JSON and reads it back unchanged', () => {
    const list = ['9.8 m/s^2', '', 'C', 'say "hi"'];
    expect(serialiseAnswerList(list)).toBe('["9.8 m/s^2","","C","say \\"hi\\""]');
    expect(parseAnswerList(serialiseAnswerList(list), 4)).toEqual(list);
  });

  it('trims each entry as it is sent, and sends nothing when every entry is blank', () => {
    expect(normaliseAnswer('5', '[" 12 ","B"," Paris "]')).toBe('["12","B","Paris"]');
    expect(normaliseAnswer('4', '["  ",""]')).toBe('');
    expect(normaliseAnswer('5', 'garbage')).toBe('');
    expect(normaliseAnswer('5', '')).toBe('');
  });

  it('counts a list with one blank filled as an answer', () => {
    expect(emptyAnswerKey('5', '["","7"]')).toBeNull();
    expect(emptyAnswerKey('5', '["",""]')).toBe('inputYourAnswer');
    expect(emptyAnswerKey('4', '["",""]')).toBe('selectYourAnswer');
  });

  it('sees a change only where the trimmed entries differ', () => {
    const saved = { answer: '["12","B"]', content: '' };
    expect(draftChanged('5', { answer: '["12 ","B"]', content: '' }, saved)).toBe(false);
    expect(draftChanged('5', { answer: '["13","B"]', content: '' }, saved)).toBe(true);
  });
});

describe('true/false and descriptions', () => {
  it('stores true/false as the letter A or B', () => {
    expect(normaliseAnswer('3', 'a')).toBe('A');
    expect(emptyAnswerKey('3', '')).toBe('selectYourAnswer');
  });

  it('never answers a description, and asks nothing of it', () => {
    expect(isAnswerable('6')).toBe(false);
    expect(normaliseAnswer('6', 'anything')).toBe('');
    expect(emptyAnswerKey('6', '')).toBeNull();
  });

  it('leaves descriptions out of progress', () => {
    expect(
      answeredOf([
        { kind: '0', answered: true },
        { kind: '6', answered: false },
        { kind: '5', answered: false },
        { kind: '6', answered: true },
      ]),
    ).toEqual({ answered: 1, total: 2 });
    expect(answeredOf([{ kind: '6', answered: false }])).toEqual({ answered: 0, total: 0 });
  });
});
