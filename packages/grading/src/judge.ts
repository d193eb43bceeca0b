import type { QuestionBody } from './body';
import { choiceWellFormed, judgeChoice } from './choice-score';
import { clozeWellFormed, judgeCloze } from './cloze-score';
import { teacherGrades } from './credit';
import { judgeFreeResponse } from './free-response';
import { judgeMatching, matchingWellFormed } from './matching-score';
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
  /** Credit 0 to 1; null: no verdict (the teacher grades a text answer without a key; a description is never answered). */
  score: number | null;
  /** Full credit; null as `score`. */
  correct: boolean | null;
  reason: Reason;
  /** The name an `unknownVariable` reason is about (of a cloze, the first such part's). */
  detail?: string;
  /** The feedback (HTML) of what the answer chose or matched. */
  feedback: string[];
  /** A cloze question's parts (a matching question's prompts), in order; [] for other types. */
  parts: PartJudgement[];
}

/**
 * Judges an answer to any type of question, before any hint penalty; pure and total (any string is
 * judged, none throws). Select and true/false answers earn their choices' fractions; a free response its
 * best accepted answer's; matching the share of prompts right; cloze the weighted mean of its parts;
 * `values` are the student's parameter values. A wrong choice, match or text has the reason `valueOff`;
 * a description is never answered: no score and the reason `unreadable`, as nothing of it can be read.
 *
 * @example judgeAnswer(multiSelect('A,C'), 'A') // { score: 0.5, correct: false, reason: 'partial', … }
 */
export function judgeAnswer(q: JudgedQuestion, answer: string, values: ParamValues = {}): Judgement {
  switch (q.isChoice) {
    case 0: // single select
    case 1: // multi select
    case 3: // true/false
      return judgeChoice(q, answer);
    case 2: // free response
      return judgeFreeResponse(q, answer, values);
    case 4: // matching
      return judgeMatching(q.body, answer);
    case 5: // cloze
      return judgeCloze(q, answer, values);
    case 6: // description
      return { score: null, correct: null, reason: 'unreadable', feedback: [], parts: [] };
    default:
      return teacherGrades();
  }
}

/**
 * Whether an answer has the form its type stores: a select answer offered letters (one, or at least one
 * for a multi select), a matching answer a JSON array of an offered answer or '' per prompt, a cloze
 * answer a JSON array of one entry per part (a choice part's an offered letter or ''), a free response
 * any text; a description takes no answer.
 */
export function answerWellFormed(q: JudgedQuestion, answer: string): boolean {
  switch (q.isChoice) {
    case 0:
    case 1:
    case 3:
      return choiceWellFormed(q, answer);
    case 2:
      return true;
    case 4:
      return matchingWellFormed(q.body, answer);
    case 5:
      return clozeWellFormed(q.body.parts ?? [], answer);
    default:
      return false;
  }
}
