import type { GradingSpec } from '@quanta/grading';
import type { QuestionBody } from '@quanta/grading/body';
import { z } from 'zod';
import {
  type ChoiceCount,
  checkCorrectAnswer,
  choiceCountRange,
  choiceLetters,
  difficultyRange,
  type QuestionType,
  questionTypes,
} from './choices';
import { flag, imageRef, richText } from './classes';
import { id, page, pageSize, str, text } from './common';
import { gradingFields, refineGrading } from './grading';
import { languages, limits } from './limits';
import { bodyProblem, questionBody } from './question-body';

const language = z.enum(languages);
/** A language filter from a query or body: absent or empty means every language. */
const languageFilter = z.preprocess((v) => (v === '' || v === null ? undefined : v), language.optional());
/** An optional id where the spec's screens send '' or null for "none". */
export const optionalId = z.preprocess(
  (v) => (v === '' || v === null || v === 'null' || v === 'undefined' ? undefined : v),
  id.optional(),
);
/** A nullable id for a stored reference: '' or null clears it. */
const nullableId = z.preprocess((v) => (v === '' || v === undefined ? null : v), id.nullable());

export const questionType = z
  .union([z.enum(['0', '1', '2', '3', '4', '5', '6']).transform(Number), z.literal([0, 1, 2, 3, 4, 5, 6])], {
    error: 'must be a whole number from 0 to 6',
  })
  .transform((v) => v as QuestionType);
export const choiceCount = z.coerce
  .number({ error: 'must be a whole number from 2 to 10' })
  .int({ error: 'must be a whole number from 2 to 10' })
  .min(choiceCountRange.min, { error: 'must be a whole number from 2 to 10' })
  .max(choiceCountRange.max, { error: 'must be a whole number from 2 to 10' })
  .transform((v) => v as ChoiceCount);
export const difficulty = z.coerce
  .number({ error: `must be a number from ${difficultyRange.min} to ${difficultyRange.max}` })
  .int({ error: 'must be a whole number' })
  .min(difficultyRange.min, { error: `must be from ${difficultyRange.min} to ${difficultyRange.max}` })
  .max(difficultyRange.max, { error: `must be from ${difficultyRange.min} to ${difficultyRange.max}` });

/** A question's source: its id, the `{_id, name}` the screens hold, or '' / null for none. */
const sourceRef = z.preprocess(
  (v) =>
    v && typeof v === 'object' && '_id' in v ? (v as { _id: unknown })._id : v === '' || v === undefined ? null : v,
  id.nullable(),
);

export const createQuestionInput = z
  .object({ language: language.default('en') })
  .optional()
  .transform((v) => v ?? { language: 'en' as const });

export const teacherQuestionsInput = z
  .object({
    name: text(limits.keyword).optional().default(''),
    language: languageFilter,
    page,
    pageSize: pageSize(limits.questionPageSize),
  })
  .optional()
  .transform((v) => v ?? { name: '', language: undefined, page: 1, pageSize: limits.questionPageSize });

export const allTeacherQuestionsInput = z
  .object({ language: languageFilter })
  .optional()
  .transform((v) => v ?? { language: undefined });

/**
 * A question's content as the edit form sends it: every field but its id and placement (a missing one
 * takes its blank value). The same fields check an edited question and every imported one.
 */
const questionFields = {
  name: text(limits.questionName).default(''),
  category: text(limits.category).default('Physics'),
  qText: richText,
  image: imageRef.nullish().transform((v) => v ?? ''),
  showImg: flag.optional().default(false),
  isChoice: questionType,
  numChoice: choiceCount.optional().default(choiceCountRange.default),
  correctAnswer: text(limits.correctAnswer)
    .nullish()
    .transform((v) => v ?? ''),
  difficuty: difficulty.optional().default(difficultyRange.default),
  description: richText,
  copyright: text(limits.copyright)
    .nullish()
    .transform((v) => v ?? ''),
  answerA: richText,
  answerB: richText,
  answerC: richText,
  answerD: richText,
  answerE: richText,
  referenceId: text(limits.referenceId)
    .nullish()
    .transform((v) => v ?? ''),
  ...gradingFields,
  body: questionBody,
};

type BodyFields = {
  answerA: string;
  answerB: string;
  answerC: string;
  answerD: string;
  answerE: string;
  qText: string;
};

/**
 * The spec's fields a body decides: a select question's `answerA`–`answerE` (its first five choices) and
 * correct letters from its choices' fractions (single: the full-credit one; multi: those above 0); a true/false
 * question's two choices; a free response's correct answer from its first full-credit answer; none for
 * matching, cloze and description.
 */
function withBodyFields<
  Q extends { isChoice: QuestionType; numChoice: ChoiceCount; correctAnswer: string; body: QuestionBody } & BodyFields,
>(q: Q): Q {
  const { body } = q;
  if (q.isChoice === questionTypes.trueFalse) {
    const correct = body.choices ? ((body.choices[1]?.fraction ?? 0) >= 1 ? 'B' : 'A') : q.correctAnswer;
    return {
      ...q,
      numChoice: 2,
      answerA: 'True',
      answerB: 'False',
      answerC: '',
      answerD: '',
      answerE: '',
      correctAnswer: correct,
    };
  }
  if (
    q.isChoice === questionTypes.matching ||
    q.isChoice === questionTypes.cloze ||
    q.isChoice === questionTypes.description
  ) {
    return { ...q, correctAnswer: '' };
  }
  if ((q.isChoice === questionTypes.single || q.isChoice === questionTypes.multi) && body.choices) {
    const texts = body.choices.map((c) => c.text);
    const letters = body.choices.flatMap((c, i) =>
      (q.isChoice === questionTypes.single ? c.fraction >= 1 : c.fraction > 0) ? [choiceLetters[i]!] : [],
    );
    return {
      ...q,
      numChoice: body.choices.length,
      answerA: texts[0] ?? '',
      answerB: texts[1] ?? '',
      answerC: texts[2] ?? '',
      answerD: texts[3] ?? '',
      answerE: texts[4] ?? '',
      correctAnswer: letters.join(','),
    };
  }
  if (q.isChoice === questionTypes.free && body.answers?.length) {
    const full = body.answers.find((a) => a.fraction >= 1);
    return { ...q, correctAnswer: full?.text ?? q.correctAnswer };
  }
  return q;
}

/** The correct answer in its stored form and the grading fields checked against it, or the first issue. */
function checkAnswer<
  Q extends { isChoice: QuestionType; numChoice: ChoiceCount; correctAnswer: string; body: QuestionBody } & BodyFields &
    GradingSpec,
>(raw: Q, ctx: z.RefinementCtx): Q {
  const bodyIssue = bodyProblem(raw);
  if (bodyIssue) {
    ctx.addIssue({ code: 'custom', path: bodyIssue.path, message: bodyIssue.problem });
    return z.NEVER;
  }
  const q = withBodyFields(raw);
  const check = checkCorrectAnswer(q.isChoice, q.numChoice, q.correctAnswer);
  if (!check.ok) {
    ctx.addIssue({ code: 'custom', path: ['correctAnswer'], message: check.problem });
    return z.NEVER;
  }
  const checked = { ...q, correctAnswer: check.value };
  if (!refineGrading(checked, ctx)) return z.NEVER;
  return checked;
}

/** A question of an imported file (Excel, Moodle XML, GIFT), checked as the edit form's save checks one. */
export const questionContentInput = z.object(questionFields).transform(checkAnswer);

/** PUT /teacher/updateQuestion: every field of the question (a missing one takes its blank value). */
export const updateQuestionInput = z
  .preprocess(
    // The wire spells it `difficuty`; a client that writes `difficulty` is understood too.
    (v) =>
      v && typeof v === 'object' && !('difficuty' in v) && 'difficulty' in v
        ? { ...v, difficuty: (v as { difficulty: unknown }).difficulty }
        : v,
    z.object({
      _id: id,
      ...questionFields,
      source: sourceRef,
      language: language.optional(),
      libraryId: nullableId,
      chapterId: nullableId,
      sectionId: nullableId,
    }),
  )
  .transform((q, ctx) => {
    // §5 checks the library placement before the answer: a library without a chapter or section is left
    // for the service to refuse with 'Please select chapter and section', whatever the answer holds.
    if (q.libraryId && !q.chapterId && !q.sectionId) return q;
    return checkAnswer(q, ctx);
  });

export const importQuestionsInput = z.object({
  filePath: str().trim().min(1, { error: 'is required' }).max(limits.url),
  language: language.default('en'),
});

/** A question's versions, for its author. */
export const questionVersionsInput = z.object({ questionId: id });

/** Teacher's library browser: one node of the tree, 100 a page, optionally one source. */
export const teacherLibraryQuestionsInput = z.object({
  libraryId: id,
  chapterId: optionalId,
  sectionId: optionalId,
  sourceId: optionalId,
  page,
  pageSize: pageSize(limits.libraryQuestionPageSize),
});

/** The teacher's library browser's source filter: the sources of a library's questions, a page at a time. */
export const librarySourcesInput = z.object({ libraryId: id, page, pageSize: pageSize(limits.pageSizeMax) });

/** Admin's library browser: one node of the tree, no paging (capped). */
export const adminLibraryQuestionsInput = z.object({
  libraryId: id,
  chapterId: optionalId,
  sectionId: optionalId,
});

export type UpdateQuestionInput = z.infer<typeof updateQuestionInput>;
export type QuestionContentInput = z.input<typeof questionContentInput>;
export type TeacherLibraryQuestionsInput = z.infer<typeof teacherLibraryQuestionsInput>;
