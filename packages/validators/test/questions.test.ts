import { describe, expect, it } from 'vitest';
import { checkCorrectAnswer, examDurations, lettersFor, updateQuestionInput } from '../src';

describe('question rules', () => {
  it('checks correct answers by type: one letter, a sorted comma list, or free text', () => {
    expect(checkCorrectAnswer(0, 4, ' b ')).toEqual({ ok: true, value: 'B' });
    expect(checkCorrectAnswer(0, 4, 'E')).toEqual({ ok: false, problem: 'must be one of A, B, C, D' });
    expect(checkCorrectAnswer(0, 5, 'e')).toEqual({ ok: true, value: 'E' });
    expect(checkCorrectAnswer(1, 4, 'C,A')).toEqual({ ok: true, value: 'A,C' });
    expect(checkCorrectAnswer(1, 4, 'd, a ,d')).toEqual({ ok: true, value: 'A,D' });
    expect(checkCorrectAnswer(1, 4, 'A,E').ok).toBe(false);
    expect(checkCorrectAnswer(1, 5, 'E,A')).toEqual({ ok: true, value: 'A,E' });
    expect(checkCorrectAnswer(1, 4, '').ok).toBe(false);
    expect(checkCorrectAnswer(1, 4, 'AB').ok).toBe(false);
    expect(checkCorrectAnswer(2, 4, ' 24 J ')).toEqual({ ok: true, value: '24 J' });
    expect(lettersFor(5)).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(examDurations[0]).toBe(1);
  });

  it('parses the edit form: wire spellings, defaults and the answer rule', () => {
    const id = '00000000-0000-4000-8000-000000000001';
    const parsed = updateQuestionInput.parse({ _id: id, isChoice: '1', numChoice: '5', correctAnswer: 'e,b' });
    expect(parsed).toMatchObject({ isChoice: 1, numChoice: 5, correctAnswer: 'B,E', difficuty: 3, source: null });
    expect(updateQuestionInput.parse({ _id: id, isChoice: 2, difficulty: 5 }).difficuty).toBe(5);
    const bad = updateQuestionInput.safeParse({ _id: id, isChoice: '0', correctAnswer: 'F' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['correctAnswer']);
  });
});
