/**
 * What a question holds beyond the spec's fields (`questions.body`): partial credit, feedback, hints and
 * the parts of the types after the spec's three. Fractions are Moodle's: 1 full credit, 0 none, negative
 * for a wrong choice of a multi select (a question's score is floored at 0).
 */

/** A choice of a select question (types 0, 1; 3 as [True, False]; a cloze choice part). */
export interface ChoiceOption {
  /** HTML. */
  text: string;
  fraction: number;
  /** HTML shown after Check Solution or Submit when the student chose it. */
  feedback: string;
}

/** An accepted answer of a free response or a cloze part, with its credit. */
export interface WeightedAnswer {
  /** A short answer's text (Moodle's `*` matches anything), a number or formula, or an expression. */
  text: string;
  fraction: number;
  feedback: string;
  /** A number's absolute tolerance (±); null: the question's own tolerance. */
  tolerance: number | null;
}

/** A unit a number may be given in: the answer in it is the value times `multiplier` (km/h: 3.6 for m/s). */
export interface UnitOption {
  unit: string;
  multiplier: number;
}

/** A pair of a matching question; a pair with an empty prompt is a distractor answer. */
export interface MatchPair {
  prompt: string;
  answer: string;
}

export type ClozeKind = 'number' | 'choice' | 'text';

/** A part of a cloze question, shown where its marker `{#n}` (1-based) stands in the text. */
export interface ClozePart {
  kind: ClozeKind;
  /** Its share of the question's credit: weight / sum of weights. */
  weight: number;
  /** number and text parts. */
  answers: WeightedAnswer[];
  /** choice parts. */
  choices: ChoiceOption[];
  /** number parts. */
  units: UnitOption[];
  caseSensitive: boolean;
}

export interface QuestionBody {
  /** Every choice of a select question when any carries a fraction other than 0 or 1, feedback, or is past E. */
  choices?: ChoiceOption[];
  /** Every accepted answer of a free response (the first with full credit is its `correctAnswer`). */
  answers?: WeightedAnswer[];
  units?: UnitOption[];
  pairs?: MatchPair[];
  parts?: ClozePart[];
  /** HTML, revealed one at a time after each wrong try (never in exams). */
  hints?: string[];
  /** Credit taken per hint revealed, 0 to 1. */
  hintPenalty?: number;
  tags?: string[];
  /** Choices (and matching answers) shown in an order of each student's own. */
  shuffle?: boolean;
  /** A short answer compared with case. */
  caseSensitive?: boolean;
}

/** The cloze markers of a text, `{#1}` … in order of appearance, as part numbers. */
export const clozeMarkerPattern = /\{#(\d{1,2})\}/g;
export const clozeMarkers = (text: string) => [...text.matchAll(clozeMarkerPattern)].map((m) => Number(m[1]));
