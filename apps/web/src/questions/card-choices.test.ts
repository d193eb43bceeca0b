import { describe, expect, it } from 'vitest';
import { cardChoices } from './card-choices';
import { partAnswer, plainText } from './cloze-parts';
import type { PreviewBody } from './types';

const body: PreviewBody = {
  choices: [],
  answers: [],
  units: [],
  pairs: [],
  parts: [],
  hints: [],
  hintPenalty: 0,
  tags: [],
};
const fields = { answerA: 'a', answerB: 'b', answerC: 'c', answerD: 'd', answerE: 'e' };

describe('cardChoices', () => {
  it("shows a spec question's A–E fields marked by its letters", () => {
    const shown = cardChoices({ isChoice: '1', numChoice: 4, correctAnswer: 'A,C', body, ...fields });
    expect(shown.map((c) => [c.letter, c.text, c.correct])).toEqual([
      ['A', 'a', true],
      ['B', 'b', false],
      ['C', 'c', true],
      ['D', 'd', false],
    ]);
  });

  it("shows a body's choices up to J with their credits", () => {
    const choices = Array.from({ length: 10 }, (_, i) => ({
      text: `c${i}`,
      fraction: i === 9 ? 1 : i === 0 ? 0.5 : 0,
      feedback: '',
    }));
    const shown = cardChoices({
      isChoice: '0',
      numChoice: 10,
      correctAnswer: 'J',
      body: { ...body, choices },
      ...fields,
    });
    expect(shown).toHaveLength(10);
    expect(shown[9]).toMatchObject({ letter: 'J', correct: true, fraction: 1 });
    expect(shown[0]).toMatchObject({ letter: 'A', correct: false, fraction: 0.5 });
  });

  it('shows true/false as two choices and nothing for the other types', () => {
    const tf = cardChoices({ isChoice: '3', numChoice: 2, correctAnswer: 'B', body, ...fields });
    expect(tf.map((c) => [c.text, c.correct])).toEqual([
      ['True', false],
      ['False', true],
    ]);
    expect(cardChoices({ isChoice: '4', numChoice: 4, correctAnswer: '', body, ...fields })).toEqual([]);
  });
});

describe('a cloze part in its blank', () => {
  const part = { kind: 'number' as const, weight: 1, choices: [], units: [], caseSensitive: false };
  it('shows the first full-credit answer, a number with its tolerance', () => {
    const answers = [
      { text: '9.8', fraction: 0, feedback: '', tolerance: null },
      { text: '19.6', fraction: 1, feedback: '', tolerance: 0.2 },
    ];
    expect(partAnswer({ ...part, answers })).toBe('19.6 ± 0.2');
    expect(partAnswer({ ...part, kind: 'text', answers })).toBe('19.6');
    expect(partAnswer({ ...part, answers: [] })).toBe('');
  });

  it("shows a choice part's full-credit choice as plain text", () => {
    const choices = [
      { text: 'up', fraction: 0, feedback: '' },
      { text: '<p>down &amp; out</p>', fraction: 1, feedback: '' },
    ];
    expect(partAnswer({ ...part, kind: 'choice', answers: [], choices })).toBe('down & out');
    expect(plainText('<p>a</p>\n<p>b&nbsp;c</p>')).toBe('a b c');
  });
});
