import type { Question } from './types';

/** The seven question types in the editor's order, as `isChoice` spells them. */
export const questionTypeKeys = ['0', '1', '2', '3', '4', '5', '6'] as const satisfies readonly Question['isChoice'][];

/** Each type's name under `questions.` in the catalogue. */
export const typeLabelKeys = {
  '0': 'typeSingle',
  '1': 'typeMulti',
  '2': 'typeFree',
  '3': 'typeTrueFalse',
  '4': 'typeMatching',
  '5': 'typeCloze',
  '6': 'typeDescription',
} as const satisfies Record<Question['isChoice'], string>;
