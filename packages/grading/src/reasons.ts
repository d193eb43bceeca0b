import type { Reason } from './types';

/** The sentence a student reads for each verdict reason, in both languages of the app. */
export const reasonText: Record<'en' | 'zh', Record<Reason, string>> = {
  en: {
    correct: 'Correct.',
    wrongUnit: 'The unit does not measure the right quantity.',
    missingUnit: 'The answer needs a unit.',
    sigFigs: 'The value is right but shows the wrong number of significant figures.',
    valueOff: 'The value is off.',
    notEquivalent: 'The expression is not equivalent to the answer.',
    unreadable: 'The answer could not be read.',
    teacherGrades: 'Your teacher will grade this answer.',
  },
  zh: {
    correct: '正确。',
    wrongUnit: '单位所表示的物理量不对。',
    missingUnit: '答案需要带单位。',
    sigFigs: '数值正确，但有效数字位数不对。',
    valueOff: '数值不对。',
    notEquivalent: '表达式与答案不等价。',
    unreadable: '无法识别这个答案。',
    teacherGrades: '此题由老师批改。',
  },
};
