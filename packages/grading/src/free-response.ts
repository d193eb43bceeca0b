import { judged, teacherGrades, wrongChoice } from './credit';
import { freeTextMatches } from './free-text';
import type { JudgedQuestion, Judgement } from './judge';
import type { ParamValues } from './types';
import { scoreText, scoreTyped } from './weighted-answers';

/**
 * A free response. Text: against its accepted answers (`body.answers`, wildcards, `caseSensitive`), else
 * against the correct answer by `freeTextMatches` (case, spacing, a final `= value`, a unit left out); with neither, the teacher grades. A number
 * or an expression: the checker against the correct answer (full credit) and each accepted answer,
 * the best fraction winning; `body.units` replace the question's unit.
 */
export function judgeFreeResponse(q: JudgedQuestion, answer: string, values: ParamValues = {}): Judgement {
  const answers = q.body.answers ?? [];
  if (q.answerType === 'text') {
    if (answers.length > 0) return judged(scoreText(answers, answer, q.body.caseSensitive === true));
    if (q.correctAnswer.trim() === '') return teacherGrades();
    if (freeTextMatches(q.correctAnswer, answer)) return judged({ score: 1, reason: 'correct', feedback: '' });
    return judged({ score: 0, reason: answer.trim() === '' ? 'unreadable' : wrongChoice, feedback: '' });
  }
  const key = { text: q.correctAnswer, fraction: 1, feedback: '', tolerance: null };
  return judged(scoreTyped(q, [...answers, key], answer, values, q.body.units ?? []));
}
