import { updateQuestionInput } from '@quanta/validators';
import { describe, expect, it } from 'vitest';
import { blankPart } from './body-form';
import { previewOf } from './form-preview';
import { changeField, checkQuestionForm, formFromQuestion, type QuestionForm, updateInput } from './question-form';
import type { Question } from './types';

const id = '3f1c2a4e-8b7d-4c6a-9e5f-1a2b3c4d5e6f';
const emptyBody: Question['body'] = {
  choices: [],
  answers: [],
  units: [],
  pairs: [],
  prompts: [],
  options: [],
  parts: [],
  hints: [],
  hintCount: 0,
  hintPenalty: 0,
  tags: [],
  shuffle: false,
  caseSensitive: false,
};

/** A stored question as the author's view presents it. */
const stored = (over: Partial<Question> = {}): Question => ({
  _id: id,
  name: 'Q',
  category: 'Physics',
  qText: '<p>$F=ma$</p>',
  image: '',
  showImg: false,
  isChoice: '0',
  numChoice: 4,
  correctAnswer: 'B',
  difficuty: 3,
  description: '',
  source: null,
  copyright: '',
  answerA: 'a',
  answerB: 'b',
  answerC: 'c',
  answerD: 'd',
  answerE: '',
  language: 'en',
  referenceId: '',
  libraryId: null,
  chapterId: null,
  sectionId: null,
  answerType: 'text',
  tolerance: null,
  toleranceType: null,
  unit: '',
  sigFigs: null,
  params: [],
  variant: null,
  body: emptyBody,
  version: 1,
  creator: 'teacher',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

/** What the server makes of a save: the update input parsed as the procedure parses it. */
const saved = (form: QuestionForm) => updateQuestionInput.parse(updateInput(id, form));

describe('a spec question round trip', () => {
  it('sends a plain four-choice single select as the spec has it, with no body choices', () => {
    const form = formFromQuestion(stored());
    expect(form.choices.map((c) => c.fraction)).toEqual([0, 1, 0, 0]);
    const input = saved(form);
    expect(input).toMatchObject({ numChoice: 4, correctAnswer: 'B', answerA: 'a', answerE: '' });
    expect(input.body).toEqual({});
  });

  it('reads a multi select into equal shares and sends it back as its letters', () => {
    const form = formFromQuestion(stored({ isChoice: '1', correctAnswer: 'A,C', numChoice: 5, answerE: 'e' }));
    expect(form.choices.map((c) => c.fraction)).toEqual([0.5, 0, 0.5, 0, 0]);
    const input = saved(form);
    expect(input).toMatchObject({ numChoice: 5, correctAnswer: 'A,C', answerE: 'e' });
    expect(input.body).toEqual({});
  });
});

describe('select questions with credits and feedback', () => {
  it('sends every choice in the body past five choices, the server deriving the letters and A–E', () => {
    const form = formFromQuestion(stored());
    const extra = (key: string, text: string) => ({ key, text, fraction: 0, feedback: '' });
    const input = saved({ ...form, choices: [...form.choices, extra('k5', 'e'), extra('k6', 'f')] });
    expect(input).toMatchObject({ numChoice: 6, correctAnswer: 'B', answerE: 'e' });
    expect(input.body.choices?.map((c) => c.text)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('sends part credit and feedback, and reads them back', () => {
    const form = formFromQuestion(stored());
    const choices = form.choices.map((c, i) => (i === 2 ? { ...c, fraction: 0.8, feedback: '<p>Close</p>' } : c));
    const input = saved({ ...form, choices });
    expect(input.body.choices?.[2]).toEqual({ text: 'c', fraction: 0.8, feedback: '<p>Close</p>' });
    const back = formFromQuestion(stored({ body: { ...emptyBody, choices: input.body.choices ?? [] } }));
    expect(back.choices.map((c) => c.fraction)).toEqual([0, 1, 0.8, 0]);
  });

  it('keeps the negative credits of a multi select', () => {
    const form = formFromQuestion(stored({ isChoice: '1', correctAnswer: 'A,B' }));
    const choices = form.choices.map((c, i) => (i === 3 ? { ...c, fraction: -0.5 } : c));
    const input = saved({ ...form, choices });
    expect(input.correctAnswer).toBe('A,B');
    expect(input.body.choices?.map((c) => c.fraction)).toEqual([0.5, 0.5, 0, -0.5]);
  });
});

describe('the types beyond the spec', () => {
  it('sends true/false as two choices, with feedback in the body only when there is some', () => {
    const form = changeField(formFromQuestion(stored()), 'isChoice', '3');
    expect(saved({ ...form, trueAnswer: 'B' })).toMatchObject({
      numChoice: 2,
      correctAnswer: 'B',
      answerA: 'True',
      answerB: 'False',
      body: {},
    });
    const withFeedback = saved({ ...form, trueAnswer: 'B', trueFalseFeedback: ['<p>No</p>', ''] });
    expect(withFeedback.body.choices?.map((c) => [c.fraction, c.feedback])).toEqual([
      [0, '<p>No</p>'],
      [1, ''],
    ]);
    expect(withFeedback.correctAnswer).toBe('B');
  });

  it('sends a free response correct answer first among its accepted answers, with units for a number', () => {
    const form = formFromQuestion(stored({ isChoice: '2', correctAnswer: '24', answerType: 'number' }));
    const input = saved({
      ...form,
      correctTolerance: '0.5',
      answers: [{ key: 'a', text: '2.4', fraction: 0.5, feedback: '<p>Units?</p>', tolerance: '' }],
      units: [{ unit: 'km/h', multiplier: '3.6' }],
    });
    expect(input.correctAnswer).toBe('24');
    expect(input.body.answers).toEqual([
      { text: '24', fraction: 1, feedback: '', tolerance: 0.5 },
      { text: '2.4', fraction: 0.5, feedback: '<p>Units?</p>', tolerance: null },
    ]);
    expect(input.body.units).toEqual([{ unit: 'km/h', multiplier: 3.6 }]);
    const back = formFromQuestion(
      stored({
        isChoice: '2',
        correctAnswer: '24',
        answerType: 'number',
        body: { ...emptyBody, answers: input.body.answers ?? [] },
      }),
    );
    expect(back).toMatchObject({ correctAnswer: '24', correctTolerance: '0.5' });
    expect(back.answers.map((a) => a.text)).toEqual(['2.4']);
  });

  it('sends matching pairs then distractors, and reads the distractors apart', () => {
    const form = changeField(formFromQuestion(stored()), 'isChoice', '4');
    expect(form.pairs).toHaveLength(2);
    const input = saved({
      ...form,
      pairs: [
        { key: 'p1', prompt: '<p>Force</p>', answer: 'newton' },
        { key: 'p2', prompt: '<p>Energy</p>', answer: ' joule ' },
      ],
      distractors: ['pascal', ' '],
    });
    expect(input.body.pairs).toEqual([
      { prompt: '<p>Force</p>', answer: 'newton' },
      { prompt: '<p>Energy</p>', answer: 'joule' },
      { prompt: '', answer: 'pascal' },
    ]);
    expect(input.correctAnswer).toBe('');
    const back = formFromQuestion(stored({ isChoice: '4', body: { ...emptyBody, pairs: input.body.pairs ?? [] } }));
    expect(back.pairs.map((p) => p.answer)).toEqual(['newton', 'joule']);
    expect(back.distractors).toEqual(['pascal']);
  });

  it('sends a cloze question its parts, each kind with what it uses', () => {
    const form = changeField(formFromQuestion(stored()), 'isChoice', '5');
    const number = { ...blankPart(), weight: 2 };
    number.answers = [{ key: 'a', text: ' 19.6 ', fraction: 1, feedback: '', tolerance: '0.2' }];
    number.units = [{ unit: 'km/h', multiplier: '3.6' }];
    const choice = { ...blankPart(), kind: 'choice' as const };
    choice.choices = choice.choices.map((c, i) => ({ ...c, text: ['up', 'down', 'sideways'][i] ?? '' }));
    const text = { ...blankPart(), kind: 'text' as const, caseSensitive: true };
    text.answers = [{ key: 'b', text: 'gravity', fraction: 1, feedback: '', tolerance: '5' }];
    const input = saved({ ...form, qText: '<p>{#1} {#2} {#3}</p>', parts: [number, choice, text] });
    expect(input.body.parts).toEqual([
      {
        kind: 'number',
        weight: 2,
        answers: [{ text: '19.6', fraction: 1, feedback: '', tolerance: 0.2 }],
        choices: [],
        units: [{ unit: 'km/h', multiplier: 3.6 }],
        caseSensitive: false,
      },
      {
        kind: 'choice',
        weight: 1,
        answers: [],
        choices: [
          { text: 'up', fraction: 1, feedback: '' },
          { text: 'down', fraction: 0, feedback: '' },
          { text: 'sideways', fraction: 0, feedback: '' },
        ],
        units: [],
        caseSensitive: false,
      },
      {
        kind: 'text',
        weight: 1,
        answers: [{ text: 'gravity', fraction: 1, feedback: '', tolerance: null }],
        choices: [],
        units: [],
        caseSensitive: true,
      },
    ]);
  });

  it('is refused by the server when a cloze marker names no part', () => {
    const form = changeField(formFromQuestion(stored()), 'isChoice', '5');
    const result = updateQuestionInput.safeParse(updateInput(id, { ...form, qText: '<p>{#1}</p>', parts: [] }));
    expect(result.success).toBe(false);
  });

  it('sends hints with their penalty and tags, but no hints for a description', () => {
    const form = formFromQuestion(stored());
    const hints = [
      { key: 'h1', text: '<p>Think of $F=ma$.</p>' },
      { key: 'h2', text: '' },
    ];
    const input = saved({ ...form, hints, hintPenalty: 10, tags: [' kinematics ', ''] });
    expect(input.body).toEqual({ hints: ['<p>Think of $F=ma$.</p>'], hintPenalty: 0.1, tags: ['kinematics'] });
    const description = saved({ ...changeField(form, 'isChoice', '6'), hints, hintPenalty: 10 });
    expect(description.body).toEqual({});
    expect(description.correctAnswer).toBe('');
  });
});

describe('changeField', () => {
  it('re-marks the correct choices when single and multi select are switched', () => {
    const multi = changeField(formFromQuestion(stored({ isChoice: '1', correctAnswer: 'A,C' })), 'isChoice', '0');
    expect(multi.choices.map((c) => c.fraction)).toEqual([1, 0, 0, 0]);
    const single = changeField(formFromQuestion(stored()), 'isChoice', '1');
    expect(single.choices.map((c) => c.fraction)).toEqual([0, 1, 0, 0]);
  });

  it('clears chapter and section under a new library, and the section under a new chapter', () => {
    const placed = { ...formFromQuestion(stored()), libraryId: 'l1', chapterId: 'c1', sectionId: 's1' };
    expect(changeField(placed, 'libraryId', 'l2')).toMatchObject({ libraryId: 'l2', chapterId: '', sectionId: '' });
    expect(changeField(placed, 'chapterId', 'c2')).toMatchObject({ libraryId: 'l1', chapterId: 'c2', sectionId: '' });
  });
});

describe('checkQuestionForm', () => {
  const form = formFromQuestion(stored());
  it('asks for a chapter once a library is chosen', () => {
    expect(checkQuestionForm({ ...form, libraryId: 'l1' })).toBe('selectChapterAndSection');
    expect(checkQuestionForm({ ...form, libraryId: 'l1', chapterId: 'c1' })).toBeNull();
  });

  it('asks for a correct choice of a select question only', () => {
    const none = form.choices.map((c) => ({ ...c, fraction: 0 }));
    expect(checkQuestionForm({ ...form, choices: none })).toBe('chooseCorrectAnswer');
    expect(checkQuestionForm({ ...form, isChoice: '1', choices: none })).toBe('chooseCorrectAnswer');
    expect(checkQuestionForm({ ...form, isChoice: '2', choices: none })).toBeNull();
  });

  it('refuses unreadable parameters', () => {
    expect(checkQuestionForm({ ...form, grading: { ...form.grading, paramsText: 'v0 is big' } })).toBe(
      'paramsUnreadable',
    );
  });
});

describe('grading fields', () => {
  it('sends the answer type, tolerance, unit, figures and parameters of a free response', () => {
    const form = formFromQuestion(stored({ isChoice: '2', correctAnswer: '{v0}^2/9.8' }));
    const input = updateInput(id, {
      ...form,
      grading: { ...form.grading, answerType: 'number', unit: 'm', sigFigs: '3', paramsText: 'v0 = 10..30 step 2' },
    });
    expect(input).toMatchObject({
      answerType: 'number',
      tolerance: 0.01,
      toleranceType: 'relative',
      unit: 'm',
      sigFigs: 3,
      params: [{ name: 'v0', min: 10, max: 30, step: 2 }],
    });
    expect(updateInput(id, { ...form, isChoice: '0' }).answerType).toBe('text');
  });
});

describe('previewOf', () => {
  it('shows what a save would send, as the wire has it', () => {
    const form = formFromQuestion(stored());
    const choices = [
      ...form.choices,
      { ...form.choices[0]!, key: 'k5', text: 'e' },
      { ...form.choices[0]!, key: 'k6', text: 'f' },
    ];
    const preview = previewOf({ ...form, choices, hints: [{ key: 'h', text: '<p>h</p>' }], hintPenalty: 25 });
    expect(preview.numChoice).toBe(6);
    expect(preview.body.choices.map((c) => c.text)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(preview.body.hintPenalty).toBe(0.25);
    expect(preview.body.pairs).toEqual([]);
  });
});
