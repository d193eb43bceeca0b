import type { DbOrTx } from '@quanta/db';
import type { Reason } from '@quanta/grading';
import { type MessageKey, normaliseChoiceAnswer } from '@quanta/validators';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { rowsOf } from './data';
import { prepareOnce } from './prepared';
import { judgeTyped } from './typed';

/** What a student writes into one answer: save it, save and check it (locks it), or its content only. */
export type AnswerWrite =
  | { mode: 'save' | 'check'; answer: string; content: string }
  | { mode: 'content'; content: string };

export type AnswerRefusal = Extract<
  MessageKey,
  | 'forbidden'
  | 'notInClass'
  | 'registrationExpired'
  | 'questionNotInExercise'
  | 'correctionFinished'
  | 'checkNotInExam'
  | 'examNotStarted'
  | 'examEnded'
  | 'answerLocked'
  | 'inputYourAnswer'
  | 'selectYourAnswer'
  | 'invalidChoiceAnswer'
>;

export interface AnswerWriteResult {
  /** false: no such exercise. */
  found: boolean;
  refusal: AnswerRefusal | null;
  answer: string;
  autoCorrect: boolean | null;
  /** The checker's reason for a typed number or expression (null otherwise). */
  autoReason: Reason | null;
  correctAnswer: string;
  description: string;
}

/** The statements' parameters, filled at each execution of a prepared statement. */
const p = {
  exerciseId: sql.placeholder('exerciseId'),
  questionId: sql.placeholder('questionId'),
  studentId: sql.placeholder('studentId'),
  now: sql.placeholder('now'),
  answer: sql.placeholder('answer'),
  choice: sql.placeholder('choice'),
  content: sql.placeholder('content'),
  graded: sql.placeholder('graded'),
  reason: sql.placeholder('reason'),
};
/** A free response the checker grades (number or expression): its verdict was computed before the write. */
const typed = sql`(q.is_choice = 2 and q.answer_type <> 'text')`;

/**
 * The roster place gives access now (`isValidAt` of services/enrolment/rules, in SQL): no expiry never
 * runs out; a class with the library counts the place's own expiry, any other class the later of that
 * and the end of the class's last day (UTC).
 */
const placeValid = sql`(cs.expires_at is null or (case when c.include_library then cs.expires_at
  else greatest(cs.expires_at, (c.end_date + 1)::timestamp at time zone 'UTC' - interval '1 millisecond')
  end) > ${p.now}::timestamptz)`;
const examOpen = sql`(e.started_at is not null and e.finished_at is null and e.end_exam_at > ${p.now}::timestamptz)`;
/** The answer as stored: the normalised letters of a choice, the text of a free response. */
const stored = sql`(case when q.is_choice = 2 then ${p.answer}::text else ${p.choice}::text end)`;
/** A choice must name offered letters (one for a single select, E only with five choices); a free response any text. */
const answerValid = sql`(case when q.is_choice = 2 then ${p.answer}::text <> ''
  else ${p.choice}::text <> '' and (q.is_choice = 1 or strpos(${p.choice}::text, ',') = 0)
    and (q.num_choice = 5 or strpos(${p.choice}::text, 'E') = 0) end)`;
/**
 * The auto-correction as the answer is saved: a choice is right when its letters are the stored correct
 * answer; a free response when it equals the correct answer ignoring case and white space; unknown when
 * the question has no correct answer. A typed number or expression takes the checker's verdict (typed.ts).
 */
const autoCorrect = sql`(case when ${typed} then ${p.graded}::boolean
  when btrim(q.correct_answer) = '' then null
  when q.is_choice <> 2 then ${p.choice}::text = q.correct_answer
  else lower(regexp_replace(${p.answer}::text, '\\s+', '', 'g')) = lower(regexp_replace(q.correct_answer, '\\s+', '', 'g')) end)`;

/**
 * The write, as one UPDATE whose WHERE holds every rule (the student's own exercise, a valid place in
 * the class, the correction not finished, an exam started and not over, the answer not locked and
 * well-formed), so it writes only what is allowed at that instant. A plain UPDATE plans fast, which
 * matters on PGlite (it re-plans every statement).
 */
function updateOf(mode: AnswerWrite['mode']): SQL {
  const set =
    mode === 'content'
      ? sql`content = ${p.content}::text`
      : sql`answer = ${stored},
          content = ${p.content}::text,
          answered_at = ${p.now}::timestamptz,
          locked = ${sql.raw(String(mode === 'check'))},
          auto_correct = ${autoCorrect},
          auto_corrected_at = case when ${autoCorrect} is null then null else ${p.now}::timestamptz end,
          auto_reason = case when ${typed} then ${p.reason}::text end,
          is_correct = case when a.answer = ${stored} then a.is_correct end,
          corrected_at = case when a.answer = ${stored} then a.corrected_at end`;
  const rules =
    mode === 'content'
      ? sql`(not h.is_exam or ${examOpen})`
      : mode === 'check'
        ? sql`not h.is_exam and not a.locked and ${answerValid}`
        : sql`(not h.is_exam or ${examOpen}) and not a.locked and ${answerValid}`;
  return sql`update exercise_answers a set ${set}
    from exercises e
    join homework h on h.id = e.homework_id
    join classes c on c.id = e.class_id
    join class_students cs on cs.class_id = e.class_id and cs.student_id = e.student_id,
    questions q
    where a.exercise_id = ${p.exerciseId}::uuid and a.question_id = ${p.questionId}::uuid
      and e.id = a.exercise_id and q.id = a.question_id
      and e.student_id = ${p.studentId}::uuid and ${placeValid} and e.correction_status = 0 and ${rules}
    returning a.answer, a.auto_correct, a.auto_reason, q.correct_answer, q.description`;
}

/**
 * Why a write was refused: the first rule that fails, in the order a caller should hear them (another
 * student's exercise before anything about it). Runs only after the UPDATE wrote nothing.
 */
function refusalOf(mode: AnswerWrite['mode']): SQL {
  const answerChecks =
    mode === 'content'
      ? sql``
      : sql`
      when a.locked then 'answerLocked'
      when q.is_choice = 2 and ${p.answer}::text = '' then 'inputYourAnswer'
      when q.is_choice <> 2 and ${p.answer}::text = '' then 'selectYourAnswer'
      when not ${answerValid} then 'invalidChoiceAnswer'`;
  return sql`select case
      when e.student_id <> ${p.studentId}::uuid then 'forbidden'
      when cs.student_id is null then 'notInClass'
      when not ${placeValid} then 'registrationExpired'
      when a.question_id is null then 'questionNotInExercise'
      when e.correction_status = 1 then 'correctionFinished'
      when h.is_exam and ${sql.raw(String(mode === 'check'))} then 'checkNotInExam'
      when h.is_exam and e.started_at is null then 'examNotStarted'
      when h.is_exam and not ${examOpen} then 'examEnded'
      ${answerChecks}
    end as refusal
    from exercises e
    join homework h on h.id = e.homework_id
    join classes c on c.id = e.class_id
    left join class_students cs on cs.class_id = e.class_id and cs.student_id = e.student_id
    left join exercise_answers a on a.exercise_id = e.id and a.question_id = ${p.questionId}::uuid
    left join questions q on q.id = a.question_id
    where e.id = ${p.exerciseId}::uuid`;
}

const modes = ['save', 'check', 'content'] as const;
const dialect = new PgDialect();
/** The statements as text with numbered parameters, built once. */
const queries = Object.fromEntries(
  modes.flatMap((mode) => [
    [`write_${mode}`, dialect.sqlToQuery(updateOf(mode))],
    [`refusal_${mode}`, dialect.sqlToQuery(refusalOf(mode))],
  ]),
);
const run = (db: DbOrTx, name: string, values: Record<string, unknown>) =>
  prepareOnce(db, `exercise_answer_${name}`, (d) =>
    d._.session.prepareQuery(queries[name]!, undefined, `exercise_answer_${name}`, false),
  ).execute(values);

/**
 * Writes a student's answer: one prepared UPDATE (one round trip) whose conditions are the rules, so a
 * save that answered 200 was allowed at that instant and is committed; only when it wrote nothing does
 * a second statement find the refusal to tell. A changed answer drops the teacher's verdict on the old one.
 */
export async function writeAnswer(
  db: DbOrTx,
  target: { exerciseId: string; questionId: string; studentId: string; now: Date },
  write: AnswerWrite,
): Promise<AnswerWriteResult> {
  const raw = write.mode === 'content' ? '' : write.answer;
  const judged = write.mode === 'content' ? null : await judgeTyped(db, target, raw);
  const values = {
    exerciseId: target.exerciseId,
    questionId: target.questionId,
    studentId: target.studentId,
    now: target.now.toISOString(),
    answer: raw,
    choice: normaliseChoiceAnswer(raw),
    content: write.content,
    graded: judged?.graded ?? null,
    reason: judged?.reason ?? null,
  };
  const [row] = rowsOf<{
    answer: string;
    auto_correct: boolean | null;
    auto_reason: Reason | null;
    correct_answer: string;
    description: string;
  }>(await run(db, `write_${write.mode}`, values));
  if (row) {
    const shown = judged ? judged.show(row.correct_answer, row.description) : { correctAnswer: '', description: '' };
    return {
      found: true,
      refusal: null,
      answer: row.answer,
      autoCorrect: row.auto_correct,
      autoReason: row.auto_reason,
      ...shown,
    };
  }
  const [why] = rowsOf<{ refusal: AnswerRefusal | null }>(await run(db, `refusal_${write.mode}`, values));
  const none = { answer: '', autoCorrect: null, autoReason: null, correctAnswer: '', description: '' };
  if (!why) return { found: false, refusal: null, ...none };
  // Nothing refuses it now, yet nothing was written: a Check Solution on the same answer won the race.
  return { found: true, refusal: why.refusal ?? 'answerLocked', ...none };
}
