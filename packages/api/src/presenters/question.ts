import type { QuestionRow } from '@quanta/db';
import { type ParamValues, substitute, variantAnswer } from '@quanta/grading';
import { choiceTextsOf, type MessageKey, messages } from '@quanta/validators';
import { z } from 'zod';
import { choiceToShown } from '../services/exercises/choice-order';
import { specOf } from '../services/grading/questions';
import { keptRecent } from '../speedups/kept';
import { presentBody, questionBodyShape } from './question-body';
import { isoTime } from './time';
import { count, instant, named, wire } from './wire';

/** A question's parameter: a range with a step, or a list of values. */
export const questionParamShape = named(
  'QuestionParam',
  z.union([
    wire({ name: z.string(), min: z.number(), max: z.number(), step: z.number() }),
    wire({ name: z.string(), values: z.array(z.number()) }),
  ]),
);

/** A question's source as a question names it. */
const questionSourceShape = wire({ _id: z.string(), name: z.string() });

/**
 * A question as the spec's clients know it (`presentQuestion`): `isChoice` '0'|'1'|'2', the wire's `difficuty`;
 * a student's view blanks the solution and grading fields.
 */
export const questionShape = named(
  'Question',
  wire({
    _id: z.string(),
    name: z.string(),
    category: z.string(),
    qText: z.string(),
    image: z.string(),
    showImg: z.boolean(),
    /** '0'–'2' the spec's types; '3' true/false, '4' matching, '5' cloze, '6' description. */
    isChoice: z.enum(['0', '1', '2', '3', '4', '5', '6']),
    numChoice: z.number().int(),
    correctAnswer: z.string(),
    difficuty: z.number().int(),
    description: z.string(),
    source: questionSourceShape.nullable(),
    copyright: z.string(),
    answerA: z.string(),
    answerB: z.string(),
    answerC: z.string(),
    answerD: z.string(),
    answerE: z.string(),
    language: z.string(),
    referenceId: z.string(),
    libraryId: z.string().nullable(),
    chapterId: z.string().nullable(),
    sectionId: z.string().nullable(),
    answerType: z.enum(['text', 'number', 'expression']),
    tolerance: z.number().nullable(),
    toleranceType: z.enum(['relative', 'absolute']).nullable(),
    unit: z.string(),
    sigFigs: z.number().int().nullable(),
    params: z.array(questionParamShape),
    variant: z.record(z.string(), z.number()).nullable(),
    body: questionBodyShape,
    /** Raised by an edit of an answered question (answers keep the version they were given on). */
    version: z.number().int(),
    creator: z.string(),
    createdAt: instant,
    updatedAt: instant,
  }),
);

/** A question row with its source's name (left-joined). */
export interface QuestionWithSource extends QuestionRow {
  sourceName: string | null;
}

/** A message of the API by its key: the web app shows it in the reader's language (`messages.<key>`). */
export const messageKeyShape = named('MessageKey', z.enum(Object.keys(messages) as [MessageKey, ...MessageKey[]]));

/** Why an imported question was skipped, or what of it did not travel: English text, its key and values. */
const importReasonFields = {
  key: messageKeyShape,
  values: z.record(z.string(), z.union([z.string(), z.number()])),
};

/** batchCreateQuestion: the questions imported from an Excel template and the rows skipped, by row number. */
export const spreadsheetImportShape = named(
  'SpreadsheetImport',
  wire({
    count,
    errors: z.array(wire({ row: z.number().int(), reason: z.string(), ...importReasonFields })),
    message: z.string(),
  }),
);

/** importQuestionBank: the questions imported from a Moodle XML or GIFT file, what was skipped and noted. */
export const questionBankImportShape = named(
  'QuestionBankImport',
  wire({
    count,
    skipped: z.array(wire({ number: z.number().int(), type: z.string(), reason: z.string(), ...importReasonFields })),
    notes: z.array(wire({ number: z.number().int(), note: z.string(), ...importReasonFields })),
    message: z.string(),
  }),
);

/**
 * exportQuestionBank: a Moodle XML or GIFT file as text (`content`), how many questions it holds, and those
 * left out because the file could not bring them back on import, each with the reason.
 */
export const questionBankFileShape = named(
  'QuestionBankFile',
  wire({
    filename: z.string(),
    type: z.string(),
    content: z.string(),
    count,
    leftOut: z.array(wire({ _id: z.string(), name: z.string(), reason: z.string(), ...importReasonFields })),
  }),
);

export interface PresentQuestionOptions {
  /** false hides the correct answer, the solution and the grading fields (a student's or parent's view). */
  withSolution?: boolean;
  /**
   * One student's parameter values: the text, choices, solution and correct answer show them, and the
   * parameters' ranges stay on the server (`variant` carries the values).
   */
  variant?: ParamValues;
  /** The student's own order of a matching question's answers (the variant's seed); absent: stored order. */
  shuffleSeed?: string;
  /**
   * The student's own order of a select question's choices (`shownChoiceOrder`, services/exercises/choice-order):
   * the choices, and the correct answer's letters, as they see them; null or absent: as stored.
   */
  choiceOrder?: string | null;
}

/** The spec's five choice fields as a list. */
const specChoices = (q: QuestionWithSource) => [q.answerA, q.answerB, q.answerC, q.answerD, q.answerE];
const letterIndex = (letter: string) => letter.charCodeAt(0) - 65;

/** `answerA`…`answerE` in the student's order: the first five choices as they see them. */
function orderedSpecChoices(q: QuestionWithSource, order: string | null | undefined): string[] {
  const spec = specChoices(q);
  if (!order) return spec;
  const texts = choiceTextsOf(q);
  return spec.map((text, i) => (i < order.length ? (texts[letterIndex(order[i]!)] ?? '') : text));
}

/**
 * The correct answer of a free response as a student's variant shows it (a number in its significant
 * figures and unit). Without parameters it depends only on the question's text, so it is remembered by
 * that text: a runner's reload does not evaluate every formula again.
 */
function shownAnswer(q: QuestionWithSource, values: ParamValues): string {
  if (q.params.length > 0) return variantAnswer(specOf(q), values);
  const key = `${q.answerType}\u0000${q.sigFigs}\u0000${q.unit}\u0000${q.correctAnswer}`;
  let shown = shownAnswers.get(key);
  if (shown === undefined) {
    shown = variantAnswer(specOf(q), values);
    shownAnswers.set(key, shown);
  }
  return shown;
}

/** Shown answers of questions without parameters, by their grading text. */
const shownAnswers = keptRecent<string, string>('shown-answers', 20_000);

/**
 * The question as the spec's clients know it: `_id`, `isChoice` as '0'|'1'|'2', the wire's `difficuty`,
 * `source` as `{_id, name}` or null. `creator` lets a screen offer editing only on the caller's own.
 */
export function presentQuestion(q: QuestionWithSource, o: PresentQuestionOptions = {}): QuestionInfo {
  const withSolution = o.withSolution ?? true;
  const values = o.variant;
  // A question without parameters reads the same for everyone: its texts are shown as stored.
  const show = values && q.params.length > 0 ? (text: string) => substitute(text, values) : (text: string) => text;
  const stored = !withSolution ? '' : values && q.isChoice === 2 ? shownAnswer(q, values) : q.correctAnswer;
  const correctAnswer = choiceToShown(stored, o.choiceOrder ?? null);
  const [answerA, answerB, answerC, answerD, answerE] = orderedSpecChoices(q, o.choiceOrder).map(show);
  return {
    _id: q.id,
    name: q.name,
    category: q.category,
    qText: show(q.qText),
    image: q.image,
    showImg: q.showImg,
    isChoice: String(q.isChoice) as QuestionInfo['isChoice'],
    numChoice: q.numChoice,
    correctAnswer,
    difficuty: q.difficulty,
    description: withSolution ? show(q.description) : '',
    source: q.sourceId ? { _id: q.sourceId, name: q.sourceName ?? '' } : null,
    copyright: q.copyright,
    answerA: answerA ?? '',
    answerB: answerB ?? '',
    answerC: answerC ?? '',
    answerD: answerD ?? '',
    answerE: answerE ?? '',
    language: q.language,
    referenceId: q.referenceId,
    libraryId: q.libraryId,
    chapterId: q.chapterId,
    sectionId: q.sectionId,
    /** 'text' | 'number' | 'expression': how a free response is graded (a student's answer box follows it). */
    answerType: q.answerType as 'text' | 'number' | 'expression',
    tolerance: withSolution ? q.tolerance : null,
    toleranceType: withSolution ? (q.toleranceType as 'relative' | 'absolute') : null,
    unit: withSolution ? q.unit : '',
    sigFigs: withSolution ? q.sigFigs : null,
    params: values || !withSolution ? [] : q.params,
    /** The values of this student's variant; null where no student's variant is shown. */
    variant: values && q.params.length > 0 ? values : null,
    body: presentBody(q.body, { withSolution, shuffleSeed: o.shuffleSeed, choiceOrder: o.choiceOrder ?? null, show }),
    version: q.version,
    creator: q.teacherId,
    createdAt: isoTime(q.createdAt),
    updatedAt: isoTime(q.updatedAt),
  };
}

/** A question as `presentQuestion` writes it. */
export type QuestionInfo = z.infer<typeof questionShape>;
