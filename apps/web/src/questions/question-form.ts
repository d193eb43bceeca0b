import { choiceCountRange, difficultyRange, type Language, questionTypes } from '@quanta/validators';
import { type GradingForm, gradingFormOf, gradingInput, paramsOf } from '../grading/form';
import { type BodyForm, bodyFormOf, bodyInput, choicesForType, correctLetters } from './body-form';
import type { Question } from './types';

/** `isChoice` as the wire spells it: '0' single … '6' description. */
export type QuestionTypeKey = Question['isChoice'];

/**
 * The edit form's values: selects hold strings, `''` means none. A select question's choices (their
 * texts, credits and feedback) and every other type's answers live in the body's fields; `correctAnswer`
 * is a free response's answer, a select question's letters follow from its choices' credits.
 */
export type QuestionForm = BodyForm & {
  name: string;
  category: string;
  language: Language;
  qText: string;
  image: string;
  showImg: boolean;
  isChoice: QuestionTypeKey;
  correctAnswer: string;
  difficuty: string;
  description: string;
  source: string;
  copyright: string;
  referenceId: string;
  libraryId: string;
  chapterId: string;
  sectionId: string;
  /** Answer type, tolerance, unit, significant figures and parameters. */
  grading: GradingForm;
};

export function formFromQuestion(q: Question): QuestionForm {
  return {
    ...bodyFormOf(q),
    name: q.name,
    category: q.category,
    language: q.language === 'zh' ? 'zh' : 'en',
    qText: q.qText,
    image: q.image,
    showImg: q.showImg,
    isChoice: q.isChoice,
    difficuty: String(q.difficuty || difficultyRange.default),
    description: q.description,
    source: q.source?._id ?? '',
    copyright: q.copyright,
    referenceId: q.referenceId,
    libraryId: q.libraryId ?? '',
    chapterId: q.chapterId ?? '',
    sectionId: q.sectionId ?? '',
    grading: gradingFormOf(q),
  };
}

/**
 * One field changed, with what follows from it: a switch between single and multi select re-marks the
 * correct choices for the new type; a new library clears chapter and section, a new chapter clears the section.
 */
export function changeField<K extends keyof QuestionForm>(
  form: QuestionForm,
  field: K,
  value: QuestionForm[K],
): QuestionForm {
  const next = { ...form, [field]: value };
  if (field === 'isChoice') next.choices = choicesForType(form.choices, Number(form.isChoice), Number(next.isChoice));
  if (field === 'libraryId') {
    next.chapterId = '';
    next.sectionId = '';
  }
  if (field === 'chapterId') next.sectionId = '';
  return next;
}

export type QuestionFormProblem = 'selectChapterAndSection' | 'chooseCorrectAnswer' | 'paramsUnreadable';

/** §5 checks before saving, in order; the server repeats them and checks each type's answers. */
export function checkQuestionForm(form: QuestionForm): QuestionFormProblem | null {
  if (form.libraryId && !form.chapterId && !form.sectionId) return 'selectChapterAndSection';
  const type = Number(form.isChoice);
  const letters = correctLetters(form.choices, type);
  if (type === questionTypes.single && letters.length !== 1) return 'chooseCorrectAnswer';
  if (type === questionTypes.multi && letters.length === 0) return 'chooseCorrectAnswer';
  if (paramsOf(form.grading) === null) return 'paramsUnreadable';
  return null;
}

/** The spec's choice fields and correct answer of each type (the body says the rest). */
function specAnswer(form: QuestionForm) {
  const type = Number(form.isChoice);
  if (type === questionTypes.single || type === questionTypes.multi) {
    const texts = form.choices.map((c) => c.text);
    return { numChoice: texts.length, texts, correctAnswer: correctLetters(form.choices, type).join(',') };
  }
  if (type === questionTypes.trueFalse)
    return { numChoice: 2, texts: ['True', 'False'], correctAnswer: form.trueAnswer };
  const correctAnswer = type === questionTypes.free ? form.correctAnswer.trim() : '';
  return { numChoice: choiceCountRange.default, texts: [] as string[], correctAnswer };
}

/** The PUT /teacher/updateQuestion body: `answerA`–`answerE` hold the first five choices. */
export function updateInput(id: string, form: QuestionForm) {
  const { numChoice, texts, correctAnswer } = specAnswer(form);
  const grading = gradingInput(form.grading, form.isChoice);
  return {
    _id: id,
    name: form.name.trim(),
    category: form.category.trim() || 'Physics',
    language: form.language,
    qText: form.qText,
    image: form.image,
    showImg: form.showImg,
    isChoice: form.isChoice,
    numChoice,
    correctAnswer,
    difficuty: Number(form.difficuty),
    description: form.description,
    source: form.source || null,
    copyright: form.copyright.trim(),
    referenceId: form.referenceId.trim(),
    libraryId: form.libraryId || null,
    chapterId: form.chapterId || null,
    sectionId: form.sectionId || null,
    answerA: texts[0] ?? '',
    answerB: texts[1] ?? '',
    answerC: texts[2] ?? '',
    answerD: texts[3] ?? '',
    answerE: texts[4] ?? '',
    ...grading,
    body: bodyInput({ ...form, answerType: grading.answerType }),
  };
}
