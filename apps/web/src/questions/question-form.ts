import { checkCorrectAnswer, difficultyRange, type Language } from '@quanta/validators';
import { type GradingForm, gradingFormOf, gradingInput, paramsOf } from '../grading/form';
import { normaliseCorrectAnswer } from './choices';
import type { Question } from './types';

/** The edit form's values: selects hold strings, `''` means none. */
export type QuestionForm = {
  name: string;
  category: string;
  language: Language;
  qText: string;
  image: string;
  showImg: boolean;
  isChoice: '0' | '1' | '2';
  numChoice: '4' | '5';
  correctAnswer: string;
  difficuty: string;
  description: string;
  source: string;
  copyright: string;
  referenceId: string;
  libraryId: string;
  chapterId: string;
  sectionId: string;
  answerA: string;
  answerB: string;
  answerC: string;
  answerD: string;
  answerE: string;
  /** Answer type, tolerance, unit, significant figures and parameters. */
  grading: GradingForm;
};

export function formFromQuestion(q: Question): QuestionForm {
  return {
    name: q.name,
    category: q.category,
    language: q.language === 'zh' ? 'zh' : 'en',
    qText: q.qText,
    image: q.image,
    showImg: q.showImg,
    isChoice: q.isChoice,
    numChoice: q.numChoice === 5 ? '5' : '4',
    correctAnswer: q.correctAnswer,
    difficuty: String(q.difficuty || difficultyRange.default),
    description: q.description,
    source: q.source?._id ?? '',
    copyright: q.copyright,
    referenceId: q.referenceId,
    libraryId: q.libraryId ?? '',
    chapterId: q.chapterId ?? '',
    sectionId: q.sectionId ?? '',
    answerA: q.answerA,
    answerB: q.answerB,
    answerC: q.answerC,
    answerD: q.answerD,
    answerE: q.answerE,
    grading: gradingFormOf(q),
  };
}

/**
 * One field changed, with what follows from it: a new type or number of choices keeps the correct answer
 * valid; a new library clears chapter and section, a new chapter clears the section.
 */
export function changeField<K extends keyof QuestionForm>(
  form: QuestionForm,
  field: K,
  value: QuestionForm[K],
): QuestionForm {
  const next = { ...form, [field]: value };
  if (field === 'isChoice' || field === 'numChoice') {
    const wasFree = form.isChoice === '2';
    const answer = wasFree && next.isChoice !== '2' ? '' : next.correctAnswer;
    next.correctAnswer = normaliseCorrectAnswer(Number(next.isChoice), Number(next.numChoice), answer);
  }
  if (field === 'libraryId') {
    next.chapterId = '';
    next.sectionId = '';
  }
  if (field === 'chapterId') next.sectionId = '';
  return next;
}

export type QuestionFormProblem = 'selectChapterAndSection' | 'chooseCorrectAnswer' | 'paramsUnreadable';

/** §5 checks before saving, in order; the server repeats them. */
export function checkQuestionForm(form: QuestionForm): QuestionFormProblem | null {
  if (form.libraryId && !form.chapterId && !form.sectionId) return 'selectChapterAndSection';
  const check = checkCorrectAnswer(Number(form.isChoice), Number(form.numChoice), form.correctAnswer);
  if (!check.ok) return 'chooseCorrectAnswer';
  if (paramsOf(form.grading) === null) return 'paramsUnreadable';
  return null;
}

/** The PUT /teacher/updateQuestion body. A four-choice question stores no choice E. */
export function updateInput(id: string, form: QuestionForm) {
  return {
    _id: id,
    name: form.name.trim(),
    category: form.category.trim() || 'Physics',
    language: form.language,
    qText: form.qText,
    image: form.image,
    showImg: form.showImg,
    isChoice: form.isChoice,
    numChoice: Number(form.numChoice) as 4 | 5,
    correctAnswer: normaliseCorrectAnswer(Number(form.isChoice), Number(form.numChoice), form.correctAnswer.trim()),
    difficuty: Number(form.difficuty),
    description: form.description,
    source: form.source || null,
    copyright: form.copyright.trim(),
    referenceId: form.referenceId.trim(),
    libraryId: form.libraryId || null,
    chapterId: form.chapterId || null,
    sectionId: form.sectionId || null,
    answerA: form.answerA,
    answerB: form.answerB,
    answerC: form.answerC,
    answerD: form.answerD,
    answerE: form.numChoice === '5' ? form.answerE : '',
    ...gradingInput(form.grading, form.isChoice),
  };
}
