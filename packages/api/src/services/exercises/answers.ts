import { type DbOrTx, prepareSql } from '@quanta/db';
import type { Reason } from '@quanta/grading';
import { type MessageKey, normaliseChoiceAnswer, questionTypes } from '@quanta/validators';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { prepareOnce } from '../../speedups/prepared';
import { knownUntyped, rememberUntyped } from '../../speedups/untyped-questions';
import { placeValidSql } from '../enrolment/place-validity';
import { answerValidSql } from './answer-validity';
import { autoCorrectSql } from './auto-correction';
import { choiceToShown, choiceToStoredSql, shownChoiceOrder, shownChoiceOrderSql } from './choice-order';
import { rowsOf } from './data';
import { examTakesAnswersSql, lateSecondsSql } from './exam-window';
import { gradedByCheckerSql } from './graded-by-checker';
import { afterHintsSql, hintCountSql, hintPenaltySql, revealsHintSql } from './hint-rules';
import { type CheckerVerdict, judgeBeforeWrite } from './typed';

/**
 * What a student writes into one answer: save it, save and check it (locks it, unless a wrong try
 * reveals a hint), or its content only.
 * A save may carry the runner's idempotency key and the question's sequence number.
 */
export type AnswerWrite =
  | { mode: 'save'; answer: string; content: string; key?: string | undefined; seq?: number | undefined }
  | { mode: 'check'; answer: string; content: string }
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
  | 'answerAfterGrace'
  | 'answerLocked'
  | 'inputYourAnswer'
  | 'selectYourAnswer'
  | 'invalidChoiceAnswer'
  | 'questionNotAnswerable'
  | 'matchingAnswerMalformed'
  | 'clozeAnswerMalformed'
>;

export interface AnswerWriteResult {
  /** false: no such exercise. */
  found: boolean;
  refusal: AnswerRefusal | null;
  /** How the save was answered: written now, a replay of an earlier key, or older than what is stored. */
  outcome: 'written' | 'replayed' | 'superseded';
  answer: string;
  content: string;
  answeredAt: Date | null;
  autoCorrect: boolean | null;
  /** The checker's reason for an answer it grades (null otherwise). */
  autoReason: Reason | null;
  /** The name an `unknownVariable` reason is about (null otherwise). */
  autoDetail: string | null;
  /** The credit 0 to 1 after the hints' penalty; null when the teacher grades. */
  score: number | null;
  /** false after a Check Solution only when the try revealed a hint: the student may try again. */
  locked: boolean;
  /** The hints revealed so far (HTML). */
  hints: string[];
  /** The feedback (HTML) of what the answer chose or matched. */
  feedback: string[];
  /** A cloze question's parts (a matching question's prompts), each with its credit and reason. */
  parts: { score: number; reason: Reason }[];
  /** The correct answer and solution, once the answer is locked ('' before). */
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
  key: sql.placeholder('key'),
  seq: sql.placeholder('seq'),
  graded: sql.placeholder('graded'),
  score: sql.placeholder('score'),
  reason: sql.placeholder('reason'),
  wellFormed: sql.placeholder('wellFormed'),
  judged: sql.placeholder('judged'),
};
/** A question the checker grades (graded-by-checker.ts): its verdict was computed before the write. */
const typed = gradedByCheckerSql({ isChoice: sql`q.is_choice`, answerType: sql`q.answer_type`, body: sql`q.body` });

const now = sql`${p.now}::timestamptz`;
/** The roster place gives access now (services/enrolment/place-validity). */
const placeValid = placeValidSql(
  { expiresAt: sql`cs.expires_at`, includeLibrary: sql`c.include_library`, endDate: sql`c.end_date` },
  now,
);
/** The exam takes answers now (services/exercises/exam-window): until its end plus the grace period. */
const examTakes = examTakesAnswersSql(
  { startedAt: sql`e.started_at`, endExamAt: sql`e.end_exam_at`, finishedAt: sql`e.finished_at` },
  now,
);
/** A save that names a sequence at most the stored one, or a key already answered, writes nothing. */
const newest = sql`(${p.seq}::int is null or a.answer_seq < ${p.seq}::int)
  and (${p.key}::uuid is null or not exists (select 1 from answer_saves k
    where k.student_id = ${p.studentId}::uuid and k.key = ${p.key}::uuid))`;
/** The letters as the student sees them, given as stored (choice-order.ts): their own order of the choices. */
const shownOrder = shownChoiceOrderSql({
  isChoice: sql`q.is_choice`,
  numChoice: sql`q.num_choice`,
  order: sql`a.choice_order`,
});
const choice = choiceToStoredSql(sql`${p.choice}::text`, shownOrder);
const asText = sql.raw(`${[questionTypes.free, questionTypes.matching, questionTypes.cloze].join(', ')}`);
/** The answer as stored: the normalised letters of a choice, the text of a free response or a matching or cloze list. */
const stored = sql`(case when q.is_choice in (${asText}) then ${p.answer}::text else ${choice} end)`;
/** The answer may be stored (answer-validity.ts): offered letters, a well-formed list, never a description. */
const answerValid = answerValidSql(
  { isChoice: sql`q.is_choice`, numChoice: sql`q.num_choice` },
  { answer: sql`${p.answer}::text`, choice: sql`${p.choice}::text`, wellFormed: sql`${p.wellFormed}::boolean` },
);
/**
 * The auto-correction as the answer is saved (services/exercises/auto-correction); a question the
 * checker grades takes its verdict, judged before the write (typed.ts).
 */
const choiceOrText = autoCorrectSql(
  { isChoice: sql`q.is_choice`, correctAnswer: sql`q.correct_answer` },
  { answer: sql`${p.answer}::text`, choice },
);
const autoCorrect = sql`(case when ${typed} then ${p.graded}::boolean else ${choiceOrText} end)`;
/** The try's credit before the hints' penalty: the checker's, else the auto-correction as 1 or 0. */
const credit = sql`(case when ${typed} then ${p.score}::float8
  when ${choiceOrText} then 1.0::float8 when not ${choiceOrText} then 0.0::float8 end)`;
/** The stored score: the credit less the penalty of the hints revealed before this try (hint-rules.ts). */
const score = afterHintsSql(credit, hintPenaltySql(sql`q.body`), sql`a.hints_shown`);
/** A Check Solution short of full credit with hints left reveals the next one and leaves the answer open. */
const reveals = revealsHintSql(credit, sql`a.hints_shown`, hintCountSql(sql`q.body`));
/** An exam save in the grace period: how late it arrived (exam-window.ts), null when on time. */
const late = sql`(case when h.is_exam then ${lateSecondsSql({ endExamAt: sql`e.end_exam_at` }, now)} end)`;
/** The answer as it stood before the first late save, kept for the teacher to restore. */
const onTime = sql`jsonb_build_object('answer', a.answer, 'content', a.content, 'answeredAt', a.answered_at,
  'autoCorrect', a.auto_correct, 'autoCorrectedAt', a.auto_corrected_at, 'autoReason', a.auto_reason, 'score', a.score,
  'questionVersion', a.question_version, 'isCorrect', a.is_correct, 'correctedAt', a.corrected_at)`;
const lateness = sql`late_by_seconds = coalesce(${late}, a.late_by_seconds),
          on_time = case when ${late} is not null and a.late_by_seconds is null then ${onTime} else a.on_time end`;
/** The returned row: the answer as stored, what the reply needs to show it in the student's letters. */
const returned = sql`a.answer, a.content, a.answered_at, a.auto_correct, a.auto_reason, a.score, a.locked, a.hints_shown,
      q.correct_answer, q.description, q.is_choice, q.num_choice, a.choice_order, h.is_exam`;

/**
 * The write, as one UPDATE whose WHERE holds every rule (the student's own exercise, a valid place in
 * the class, the correction not finished, an exam started and not over, the answer not locked and
 * well-formed), so it writes only what is allowed at that instant. A plain UPDATE plans fast, which
 * matters on PGlite (it re-plans every statement).
 */
function updateOf(mode: AnswerWrite['mode']): SQL {
  const set =
    mode === 'content'
      ? sql`content = ${p.content}::text, ${lateness}`
      : sql`answer = ${stored},
          content = ${p.content}::text,
          answered_at = ${p.now}::timestamptz,
          ${
            mode === 'check'
              ? sql`locked = not ${reveals},
          hints_shown = a.hints_shown + case when ${reveals} then 1 else 0 end,
          tries = a.tries + 1,`
              : sql`locked = false,`
          }
          score = ${score},
          question_version = q.version,
          auto_correct = ${autoCorrect},
          auto_corrected_at = case when ${autoCorrect} is null then null else ${p.now}::timestamptz end,
          auto_reason = case when ${typed} then ${p.reason}::text end,
          is_correct = case when a.answer = ${stored} then a.is_correct end,
          corrected_at = case when a.answer = ${stored} then a.corrected_at end${
            mode === 'save' ? sql`, answer_seq = coalesce(${p.seq}::int, a.answer_seq), ${lateness}` : sql``
          }`;
  const rules =
    mode === 'content'
      ? sql`(not h.is_exam or ${examTakes})`
      : mode === 'check'
        ? sql`not h.is_exam and not a.locked and ${answerValid}`
        : sql`(not h.is_exam or ${examTakes}) and not a.locked and ${answerValid} and ${newest}
          and (${p.judged}::boolean or not ${typed})`;
  const update = sql`update exercise_answers a set ${set}
    from exercises e
    join homework h on h.id = e.homework_id
    join classes c on c.id = e.class_id
    join class_students cs on cs.class_id = e.class_id and cs.student_id = e.student_id,
    questions q
    where a.exercise_id = ${p.exerciseId}::uuid and a.question_id = ${p.questionId}::uuid
      and e.id = a.exercise_id and q.id = a.question_id
      and e.student_id = ${p.studentId}::uuid and ${placeValid} and e.correction_status = 0 and ${rules}
    returning ${returned}`;
  if (mode === 'check') return update;
  // An exam's save is an event of its attempt log, written by the same statement.
  const logged = sql`ev as (insert into exam_events (exercise_id, at, type, question_id)
      select ${p.exerciseId}::uuid, ${now}, 'save', ${p.questionId}::uuid from w where w.is_exam)`;
  if (mode === 'content') return sql`with w as (${update}), ${logged} select * from w`;
  // A keyed save records what it answered in the same statement, so a replay finds it.
  return sql`with w as (${update}), ${logged},
    k as (insert into answer_saves (student_id, key, exercise_id, question_id, seq, answer, content, answered_at)
      select ${p.studentId}::uuid, ${p.key}::uuid, ${p.exerciseId}::uuid, ${p.questionId}::uuid,
        coalesce(${p.seq}::int, 0), w.answer, w.content, w.answered_at
      from w where ${p.key}::uuid is not null
      on conflict do nothing)
    select * from w`;
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
      when q.is_choice = ${sql.raw(String(questionTypes.description))} then 'questionNotAnswerable'
      when q.is_choice in (${sql.raw(`${questionTypes.free}, ${questionTypes.cloze}`)}) and ${p.answer}::text = ''
        then 'inputYourAnswer'
      when ${p.answer}::text = '' then 'selectYourAnswer'
      when not ${answerValid} then case q.is_choice
        when ${sql.raw(String(questionTypes.matching))} then 'matchingAnswerMalformed'
        when ${sql.raw(String(questionTypes.cloze))} then 'clozeAnswerMalformed'
        when ${sql.raw(String(questionTypes.free))} then 'inputYourAnswer'
        else 'invalidChoiceAnswer' end`;
  return sql`select case
      when e.student_id <> ${p.studentId}::uuid then 'forbidden'
      when cs.student_id is null then 'notInClass'
      when not ${placeValid} then 'registrationExpired'
      when a.question_id is null then 'questionNotInExercise'
      when e.correction_status = 1 then 'correctionFinished'
      when h.is_exam and ${sql.raw(String(mode === 'check'))} then 'checkNotInExam'
      when h.is_exam and e.started_at is null then 'examNotStarted'
      when h.is_exam and not ${examTakes} and (e.finished_at is null or e.finished_at = e.end_exam_at)
        then 'answerAfterGrace'
      when h.is_exam and not ${examTakes} then 'examEnded'
      ${answerChecks}
      ${mode === 'save' ? sql`when not (${newest}) then 'superseded'` : sql``}
    end as refusal,
    a.answer, a.content, a.answered_at, a.choice_order, q.is_choice, q.num_choice,
    ${
      mode === 'save'
        ? sql`(select row_to_json(k) from answer_saves k where k.student_id = ${p.studentId}::uuid
      and k.key = ${p.key}::uuid and k.exercise_id = e.id and k.question_id = ${p.questionId}::uuid)`
        : sql`null`
    } as replay
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
  prepareOnce(db, `exercise_answer_${name}`, (d) => prepareSql(d, queries[name]!, `exercise_answer_${name}`)).execute(
    values,
  );

type Written = {
  answer: string;
  content: string;
  answered_at: Date | string | null;
  auto_correct: boolean | null;
  auto_reason: Reason | null;
  score: number | string | null;
  locked: boolean;
  hints_shown: number;
  correct_answer: string;
  description: string;
  is_choice: number;
  num_choice: number;
  choice_order: string | null;
  is_exam: boolean;
};
type Refused = {
  refusal: AnswerRefusal | 'superseded' | null;
  answer: string | null;
  content: string | null;
  answered_at: Date | string | null;
  choice_order: string | null;
  is_choice: number | null;
  num_choice: number | null;
  replay: { answer: string; content: string; answered_at: string } | string | null;
};
const dateOf = (v: Date | string | null) => (v === null ? null : new Date(v));

/**
 * The answer as the write stored it, with the judge's feedback and parts, the hints revealed, and once
 * it is locked the correct answer and solution as the student's variant shows them.
 */
function written(row: Written, verdict: CheckerVerdict | null): AnswerWriteResult {
  // The student's letters: their own order of the choices where the homework shuffles them.
  const order = shownChoiceOrder({ isChoice: row.is_choice, numChoice: row.num_choice }, row.choice_order);
  const solution =
    verdict && row.locked ? verdict.show(row.correct_answer, row.description) : { correctAnswer: '', description: '' };
  const shown = { ...solution, correctAnswer: choiceToShown(solution.correctAnswer, order) };
  const judgement = verdict?.judgement ?? null;
  return {
    found: true,
    refusal: null,
    outcome: 'written',
    answer: choiceToShown(row.answer, order),
    content: row.content,
    answeredAt: dateOf(row.answered_at),
    autoCorrect: row.auto_correct,
    autoReason: row.auto_reason,
    autoDetail: judgement?.detail ?? null,
    // The column is a real: 0.7 reads back as 0.699999988 until rounded.
    score: row.score === null ? null : Math.round(Number(row.score) * 1e6) / 1e6,
    locked: row.locked,
    hints: (verdict?.hints ?? []).slice(0, row.hints_shown),
    feedback: judgement?.feedback ?? [],
    parts: (judgement?.parts ?? []).map((part) => ({ score: part.score, reason: part.reason })),
    ...shown,
  };
}

/**
 * Writes a student's answer: one prepared statement (one round trip) whose conditions are the rules, so
 * a save that answered 200 was allowed at that instant and is committed; only when it wrote nothing does
 * a second statement find why: a refusal to tell, a replay of a key already answered (answered as the
 * first time), or a save older than the stored one (answered with what is stored). A changed answer
 * drops the teacher's verdict on the old one. An answer the checker grades is judged before the write
 * (reading the question); a save to a question known not to be one is written at once.
 */
export async function writeAnswer(
  db: DbOrTx,
  target: { exerciseId: string; questionId: string; studentId: string; now: Date },
  write: AnswerWrite,
): Promise<AnswerWriteResult> {
  const raw = write.mode === 'content' ? '' : write.answer;
  const values = {
    exerciseId: target.exerciseId,
    questionId: target.questionId,
    studentId: target.studentId,
    now: target.now.toISOString(),
    answer: raw,
    choice: normaliseChoiceAnswer(raw),
    content: write.content,
    key: write.mode === 'save' ? (write.key ?? null) : null,
    seq: write.mode === 'save' ? (write.seq ?? null) : null,
    graded: null as boolean | null,
    score: null as number | null,
    reason: null as Reason | null,
    wellFormed: null as boolean | null,
    judged: false,
  };
  if (write.mode === 'save' && knownUntyped(target.questionId)) {
    const [row] = rowsOf<Written>(await run(db, 'write_save', values));
    if (row) return written(row, null);
  }
  const verdict = write.mode === 'content' ? null : await judgeBeforeWrite(db, target, raw);
  if (verdict) {
    rememberUntyped(target.questionId, !verdict.typed);
    values.answer = verdict.answer;
    values.graded = verdict.judgement?.correct ?? null;
    values.score = verdict.judgement?.score ?? null;
    values.reason = verdict.judgement?.reason ?? null;
    values.wellFormed = verdict.typed ? verdict.wellFormed : null;
    values.judged = true;
  }
  const [row] = rowsOf<Written>(await run(db, `write_${write.mode}`, values));
  if (row) return written(row, verdict);
  const [why] = rowsOf<Refused>(await run(db, `refusal_${write.mode}`, values));
  const none = {
    answer: '',
    content: '',
    answeredAt: null,
    autoCorrect: null,
    autoReason: null,
    autoDetail: null,
    score: null,
    locked: false,
    hints: [],
    feedback: [],
    parts: [],
    correctAnswer: '',
    description: '',
  };
  if (!why) return { found: false, refusal: null, outcome: 'written', ...none };
  const order =
    why.is_choice === null
      ? null
      : shownChoiceOrder({ isChoice: why.is_choice, numChoice: why.num_choice ?? 0 }, why.choice_order);
  const replay = typeof why.replay === 'string' ? JSON.parse(why.replay) : why.replay;
  if (replay) {
    // The key was answered before: the same answer again, whatever happened since.
    return {
      found: true,
      refusal: null,
      outcome: 'replayed',
      ...none,
      answer: choiceToShown(replay.answer, order),
      content: replay.content,
      answeredAt: dateOf(replay.answered_at),
    };
  }
  if (why.refusal === 'superseded') {
    return {
      found: true,
      refusal: null,
      outcome: 'superseded',
      ...none,
      answer: choiceToShown(why.answer ?? '', order),
      content: why.content ?? '',
      answeredAt: dateOf(why.answered_at),
    };
  }
  // Nothing refuses it now, yet nothing was written: a Check Solution on the same answer won the race.
  return { found: true, refusal: why.refusal ?? 'answerLocked', outcome: 'written', ...none };
}
