import type { QuestionBody } from './body';
import type { GradingSpec, ParamValues, Reason } from './types';

/** What the judge reads of a question: its type, choices, grading fields and body. */
export interface JudgedQuestion extends GradingSpec {
  isChoice: number;
  numChoice: number;
  body: QuestionBody;
}

/** One cloze part's (or matching prompt's) verdict. */
export interface PartJudgement {
  score: number;
  reason: Reason;
  feedback: string;
}

/** The judge's verdict on one answer, before any hint penalty. */
export interface Judgement {
  /** Credit 0 to 1; null: the teacher grades (a text answer without a key, a description). */
  score: number | null;
  /** Full credit; null as `score`. */
  correct: boolean | null;
  reason: Reason;
  /** The name an `unknownVariable` reason is about. */
  detail?: string;
  /** The feedback (HTML) of what the answer chose or matched. */
  feedback: string[];
  /** A cloze question's parts (a matching question's prompts), in order; [] for other types. */
  parts: PartJudgement[];
}
