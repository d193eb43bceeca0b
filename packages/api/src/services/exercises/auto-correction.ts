import { freeTextMatches, keyWithUnit } from '@quanta/grading';
import { normaliseChoiceAnswer } from '@quanta/validators';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * Auto-correction of a choice or a free-text answer, as a predicate and as a condition side by side.
 *
 * Which side rules: an exercise answer's verdict is stored by the SQL side, inside the UPDATE that writes
 * the answer (a save does not read the question first), so `autoCorrectSql` is authoritative and
 * `autoCorrectOf` repeats it for the practice questions of Resources; rule-agreement.test.ts holds them
 * together. It decides only the spec's plain questions, scoring them 1 or 0: a question the checker
 * grades (graded-by-checker.ts: typed numbers and expressions, true/false, matching, cloze, and any
 * question with a body) is judged by @quanta/grading's `judgeAnswer`, which only runs in TypeScript; for
 * those the judge's verdict and credit are authoritative, and both paths call it before the write.
 *
 * Case and white space are compared as ASCII: beyond ASCII, `lower()` and `\s` follow the database's
 * locale, which PGlite and PostgreSQL need not share.
 */

/** The question fields the rule reads. Choice answers are stored normalised (`checkCorrectAnswer`). */
export interface CorrectedQuestion {
  isChoice: number;
  correctAnswer: string;
}

/** A question without a correct answer (only spaces, as SQL's `btrim`) leaves its answers to the teacher. */
const noCorrectAnswer = (correctAnswer: string) => /^ *$/.test(correctAnswer);
/**
 * Whether an answer is right: a choice when its normalised letters are the stored correct answer, a free
 * response by @quanta/grading's `freeTextMatches` (case and white space ignored, a final `= value` part,
 * a key's unit left out); null (unknown) when the question has no correct answer.
 *
 * @example autoCorrectOf({ isChoice: 1, correctAnswer: 'A,C' }, 'c a') // true
 */
export function autoCorrectOf(q: CorrectedQuestion, answer: string): boolean | null {
  if (noCorrectAnswer(q.correctAnswer)) return null;
  if (q.isChoice !== 2) return normaliseChoiceAnswer(answer) === q.correctAnswer;
  return freeTextMatches(q.correctAnswer, answer);
}

/** `keyWithUnit` as PostgreSQL's pattern (the same syntax), its first group the key's number. */
const keyWithUnitSql = keyWithUnit.source;

/** The question's columns (or aliased expressions) `autoCorrectSql` reads. */
export interface CorrectedQuestionColumns {
  isChoice: SQLWrapper;
  correctAnswer: SQLWrapper;
}

/**
 * `autoCorrectOf` as an expression (true, false or null). `answer` is the answer as sent and `choice` its
 * `normaliseChoiceAnswer`, both text expressions (a statement's parameters).
 */
export function autoCorrectSql(q: CorrectedQuestionColumns, answer: { answer: SQL; choice: SQL }): SQL {
  const plain = (text: SQL | SQLWrapper) => sql`lower(regexp_replace(${text}, '\\s+', '', 'g'))`;
  // The part after the answer's last `=` (all of it without one), and the number of a key with a unit.
  const final = sql`regexp_replace(${plain(answer.answer)}, '^.*=', '')`;
  const keyNumber = sql`substring(${q.correctAnswer} from ${keyWithUnitSql})`;
  return sql`(case when btrim(${q.correctAnswer}) = '' then null
    when ${q.isChoice} <> 2 then ${answer.choice} = ${q.correctAnswer}
    when ${plain(answer.answer)} = ${plain(q.correctAnswer)} then true
    when strpos(${plain(q.correctAnswer)}, '=') > 0 then false
    else ${final} = ${plain(q.correctAnswer)} or coalesce(${final} = ${keyNumber}, false) end)`;
}
