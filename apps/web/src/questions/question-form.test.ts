import { describe, expect, it } from 'vitest';
import { changeField, checkQuestionForm, type QuestionForm, updateInput } from './question-form';

const blank: QuestionForm = {
  name: 'Q',
  category: 'Physics',
  language: 'en',
  qText: '<p>$F=ma$</p>',
  image: '',
  showImg: false,
  isChoice: '0',
  numChoice: '4',
  correctAnswer: 'B',
  difficuty: '3',
  description: '',
  source: '',
  copyright: '',
  referenceId: '',
  libraryId: '',
  chapterId: '',
  sectionId: '',
  answerA: 'a',
  answerB: 'b',
  answerC: 'c',
  answerD: 'd',
  answerE: 'e',
  grading: { answerType: 'text', tolerance: '0.01', toleranceType: 'relative', unit: '', sigFigs: '', paramsText: '' },
};

describe('changeField', () => {
  it('keeps the correct answer valid when the type or choice count changes', () => {
    const five = changeField({ ...blank, numChoice: '5', correctAnswer: 'E' }, 'numChoice', '4');
    expect(five.correctAnswer).toBe('');
    const multi = changeField({ ...blank, correctAnswer: 'B' }, 'isChoice', '1');
    expect(multi.correctAnswer).toBe('B');
    const fromFree = changeField({ ...blank, isChoice: '2', correctAnswer: '24 J' }, 'isChoice', '0');
    expect(fromFree.correctAnswer).toBe('');
  });

  it('clears chapter and section under a new library, and the section under a new chapter', () => {
    const placed = { ...blank, libraryId: 'l1', chapterId: 'c1', sectionId: 's1' };
    expect(changeField(placed, 'libraryId', 'l2')).toMatchObject({ libraryId: 'l2', chapterId: '', sectionId: '' });
    expect(changeField(placed, 'chapterId', 'c2')).toMatchObject({ libraryId: 'l1', chapterId: 'c2', sectionId: '' });
  });
});

describe('checkQuestionForm', () => {
  it('asks for a chapter once a library is chosen', () => {
    expect(checkQuestionForm({ ...blank, libraryId: 'l1' })).toBe('selectChapterAndSection');
    expect(checkQuestionForm({ ...blank, libraryId: 'l1', chapterId: 'c1' })).toBeNull();
  });

  it('asks for a correct answer of a select question', () => {
    expect(checkQuestionForm({ ...blank, correctAnswer: '' })).toBe('chooseCorrectAnswer');
    expect(checkQuestionForm({ ...blank, isChoice: '1', correctAnswer: 'A,D' })).toBeNull();
    expect(checkQuestionForm({ ...blank, isChoice: '2', correctAnswer: '' })).toBeNull();
  });
});

describe('updateInput', () => {
  it('sends numbers, nulls for no placement or source, and no choice E with four choices', () => {
    const input = updateInput('id-1', { ...blank, isChoice: '1', correctAnswer: 'c, a' });
    expect(input).toMatchObject({
      _id: 'id-1',
      numChoice: 4,
      difficuty: 3,
      correctAnswer: 'A,C',
      source: null,
      libraryId: null,
      answerE: '',
    });
    expect(updateInput('id-1', { ...blank, numChoice: '5' }).answerE).toBe('e');
  });
});

describe('grading fields', () => {
  const numeric = {
    ...blank,
    isChoice: '2' as const,
    correctAnswer: '{v0}^2/9.8',
    grading: {
      ...blank.grading,
      answerType: 'number' as const,
      unit: 'm',
      sigFigs: '3',
      paramsText: 'v0 = 10..30 step 2',
    },
  };
  it('sends the answer type, tolerance, unit, figures and parameters', () => {
    expect(updateInput('id-1', numeric)).toMatchObject({
      answerType: 'number',
      tolerance: 0.01,
      toleranceType: 'relative',
      unit: 'm',
      sigFigs: 3,
      params: [{ name: 'v0', min: 10, max: 30, step: 2 }],
    });
  });
  it('grades a select question by its letters and refuses unreadable parameters', () => {
    expect(updateInput('id-1', { ...numeric, isChoice: '0', correctAnswer: 'B' }).answerType).toBe('text');
    expect(checkQuestionForm({ ...numeric, grading: { ...numeric.grading, paramsText: 'v0 is big' } })).toBe(
      'paramsUnreadable',
    );
    expect(checkQuestionForm(numeric)).toBeNull();
  });
});
