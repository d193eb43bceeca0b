import type { ChoiceOption, ClozePart, JudgedQuestion, QuestionBody, WeightedAnswer } from '../src';

/** A question as the judge reads it: a four-choice single select with key A unless told otherwise. */
export const question = (o: Partial<JudgedQuestion> = {}, body: QuestionBody = {}): JudgedQuestion => ({
  isChoice: 0,
  numChoice: 4,
  answerType: 'text',
  correctAnswer: 'A',
  tolerance: 0.01,
  toleranceType: 'relative',
  unit: '',
  sigFigs: null,
  params: [],
  ...o,
  body: { ...o.body, ...body },
});

export const choice = (text: string, fraction: number, feedback = ''): ChoiceOption => ({ text, fraction, feedback });

export const accepted = (
  text: string,
  fraction = 1,
  feedback = '',
  tolerance: number | null = null,
): WeightedAnswer => ({
  text,
  fraction,
  feedback,
  tolerance,
});

export const part = (kind: ClozePart['kind'], o: Partial<ClozePart> = {}): ClozePart => ({
  kind,
  weight: 1,
  answers: [],
  choices: [],
  units: [],
  caseSensitive: false,
  ...o,
});
