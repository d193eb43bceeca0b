import { describe, expect, it } from 'vitest';
import { checkDraft, type ImportDraft } from '../src/commands/import-questions';

const select: ImportDraft['fields'] = {
  name: 'Force',
  qText: '<p>What is $F$?</p>',
  isChoice: 0,
  numChoice: 4,
  correctAnswer: 'b',
  answerA: '1',
  answerB: '2',
  answerC: '3',
  answerD: '4',
};
const check = (fields: ImportDraft['fields'], picture?: Uint8Array) => checkDraft({ at: 1, fields, picture });

describe('the import command’s check of a draft', () => {
  it('stores a draft the edit form takes, its answer in stored form and its text sanitised', () => {
    expect(check({ ...select, qText: '<p onclick="x()">Hi</p>' })).toMatchObject({
      name: 'Force',
      qText: '<p>Hi</p>',
      correctAnswer: 'B',
      difficulty: 3,
      category: 'Physics',
      answerType: 'text',
    });
  });

  it.each<[string, ImportDraft['fields'], unknown]>([
    ['no name', { ...select, name: '' }, { key: 'importSkipNameRequired' }],
    ['no text', { ...select, qText: '<script>x</script>' }, { key: 'importSkipTextRequired' }],
    ['an unknown type', { ...select, isChoice: 'essay' }, { key: 'importSkipType' }],
    ['eleven choices', { ...select, numChoice: '11' }, { key: 'importSkipChoices' }],
    ['difficulty 9', { ...select, difficuty: '9' }, { key: 'importSkipDifficulty' }],
    [
      'a letter past the choices',
      { ...select, numChoice: 4, correctAnswer: 'E' },
      { key: 'importSkipCorrectAnswer', values: { letters: 'A, B, C, D' } },
    ],
    ['an empty choice', { ...select, answerD: ' ' }, { key: 'importSkipChoiceRequired', values: { letter: 'D' } }],
    ['a name too long', { ...select, name: 'x'.repeat(1000) }, { key: 'importSkipTooLong', values: { field: 'name' } }],
    [
      'a bad tolerance',
      { ...select, isChoice: 2, correctAnswer: '9.8', answerType: 'number', tolerance: '-1' },
      { key: 'importSkipField', values: { field: 'tolerance', problem: 'must be 0 or more' } },
    ],
  ])('skips %s with its message key', (_, fields, reason) => {
    expect(check(fields)).toEqual(reason);
  });

  it('takes a question with only a picture, and a free response without choices', () => {
    expect(check({ ...select, qText: '' }, new Uint8Array([1]))).toMatchObject({ qText: '' });
    expect(check({ name: 'Essay', qText: 'Explain.', isChoice: 2 })).toMatchObject({ isChoice: 2, correctAnswer: '' });
  });
});
