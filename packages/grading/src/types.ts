/** How a free-response answer is graded: by the teacher (`text`), as a number, or as an expression. */
export const answerTypes = ['text', 'number', 'expression'] as const;
export type AnswerType = (typeof answerTypes)[number];
export const toleranceTypes = ['relative', 'absolute'] as const;
export type ToleranceType = (typeof toleranceTypes)[number];

/** A parameter of a question: a value from `min` to `max` in steps of `step`, or one of `values`. */
export type Param = { name: string; min: number; max: number; step: number } | { name: string; values: number[] };

/** What a question says about grading its typed answers. */
export interface GradingSpec {
  answerType: AnswerType;
  /** A number, or a formula over the parameters (`{v0} + {a}*{t}`), or an expression in letters. */
  correctAnswer: string;
  tolerance: number;
  toleranceType: ToleranceType;
  /** '' when the answer carries no unit. */
  unit: string;
  /** Exactly this many significant figures must be shown; null for any. */
  sigFigs: number | null;
  params: Param[];
}

/** Why an answer was judged as it was; the web app words each in both languages (grading/i18n.ts). */
export const reasons = [
  'correct',
  'wrongUnit',
  'missingUnit',
  'sigFigs',
  'valueOff',
  'notEquivalent',
  'unreadable',
  'teacherGrades',
  /** Some credit, not full (a partly right cloze, multi select or weighted answer). */
  'partial',
  /** The answer names a variable the question does not use (the verdict's `detail` names it). */
  'unknownVariable',
] as const;
export type Reason = (typeof reasons)[number];

/** `correct` null: no verdict (a text answer waits for the teacher). */
export interface Verdict {
  correct: boolean | null;
  reason: Reason;
  /** The name an `unknownVariable` verdict is about. */
  detail?: string;
}

/** A student's values of the parameters, by name. */
export type ParamValues = Record<string, number>;
