import { describe, expect, it } from 'vitest';
import {
  blankChoice,
  type ChoiceForm,
  choicesForType,
  correctLetters,
  isPlainSelect,
  withCorrectLetters,
  withCredit,
} from './body-form';

const choices = (...fractions: number[]): ChoiceForm[] => fractions.map((f) => blankChoice(f));
const fractions = (list: ChoiceForm[]) => list.map((c) => c.fraction);

describe('correct choices and credits', () => {
  it('reads the correct letters from the credits', () => {
    expect(correctLetters(choices(0, 1, 0.5, 0), 0)).toEqual(['B']);
    expect(correctLetters(choices(0.5, 0, 0.5, -0.5), 1)).toEqual(['A', 'C']);
  });

  it('gives a single select one choice at full credit and keeps the part credits', () => {
    expect(fractions(withCorrectLetters(choices(1, 0.5, 0, 0), 0, ['C']))).toEqual([0, 0.5, 1, 0]);
    expect(fractions(withCredit(choices(1, 0, 0, 0), 0, 3, 1))).toEqual([0, 0, 0, 1]);
    expect(fractions(withCredit(choices(1, 0, 0, 0), 0, 3, 0.8))).toEqual([1, 0, 0, 0.8]);
  });

  it("splits a multi select's full credit among its ticked letters and keeps its deductions", () => {
    expect(fractions(withCorrectLetters(choices(0.5, 0.5, 0, -0.5), 1, ['A', 'B', 'C']))).toEqual([
      0.3333333, 0.3333333, 0.3333333, -0.5,
    ]);
    expect(fractions(withCorrectLetters(choices(0.5, 0.5, 0, 0), 1, ['B']))).toEqual([0, 1, 0, 0]);
  });

  it('re-marks the choices when single and multi select are switched', () => {
    expect(fractions(choicesForType(choices(0.5, 0, 0.5, -0.5), 1, 0))).toEqual([1, 0, 0, 0]);
    expect(fractions(choicesForType(choices(0, 1, 0.8, 0), 0, 1))).toEqual([0, 1, 0, 0]);
    expect(fractions(choicesForType(choices(0, 1, 0.8, 0), 0, 2))).toEqual([0, 1, 0.8, 0]);
  });

  it('says when the spec fields say it all: five choices at most, no feedback, credits from the letters', () => {
    expect(isPlainSelect(choices(0, 1, 0, 0), 0)).toBe(true);
    expect(isPlainSelect(choices(0.3333333, 0.3333333, 0, 0.3333333), 1)).toBe(true);
    expect(isPlainSelect(choices(0, 1, 0.5, 0), 0)).toBe(false);
    expect(isPlainSelect(choices(0.5, 0.5, -0.5, 0), 1)).toBe(false);
    expect(isPlainSelect(choices(0, 1, 0, 0, 0, 0), 0)).toBe(false);
    const withFeedback = choices(0, 1, 0, 0).map((c, i) => (i === 0 ? { ...c, feedback: '<p>No</p>' } : c));
    expect(isPlainSelect(withFeedback, 0)).toBe(false);
  });
});
