import { type DbOrTx, examEvents, type UserRow } from '@quanta/db';
import { examReportedEventTypes, type LogExamEventsInput, limits, type MessageKey } from '@quanta/validators';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { fail } from '../../errors';
import { exerciseForStudent } from '../../policies/exercise';
import { prepareOnce } from '../../speedups/prepared';
import { rowsOf } from './data';
import { settleExamById } from './exam';
import { examTakesAnswers } from './exam-window';

/** What the server itself records of an exam attempt (a save is logged by the save's own statement). */
export const serverExamEventTypes = ['start', 'save', 'handIn', 'timeout'] as const;
export type ServerExamEvent = (typeof serverExamEventTypes)[number];
/** Every event of an attempt's log: the server's own and what the runner reports. */
export const examEventTypes = [...serverExamEventTypes, ...examReportedEventTypes] as const;

/** Records one of the server's events of an exam attempt, at server time (a prepared statement). */
export async function logServerEvent(
  db: DbOrTx,
  e: { exerciseId: string; at: Date; type: ServerExamEvent },
): Promise<void> {
  await prepareOnce(db, 'exam_event', (d) =>
    d
      .insert(examEvents)
      .values({
        exerciseId: sql`${sql.placeholder('exerciseId')}::uuid`,
        at: sql`${sql.placeholder('at')}::timestamptz`,
        type: sql`${sql.placeholder('type')}::text`,
      })
      .prepare('exam_event'),
  ).execute({ exerciseId: e.exerciseId, at: e.at.toISOString(), type: e.type });
}

type LogRefusal = Extract<MessageKey, 'notAnExam' | 'examNotStarted' | 'examEnded' | 'examLogFull'>;

/**
 * What the runner reports of the caller's running exam attempt (offline, online, hidden, visible, reload),
 * each at the time the runner saw it: only their own exam, started and still taking answers (its grace
 * period included), and at most `limits.examReportedEventsMax` reports per attempt. The exercise row is
 * locked first, so two calls at once take turns; the count and the insert are then one statement, which
 * stores all of the call's events or none.
 */
export async function logReportedEvents(deps: Deps, me: UserRow, input: LogExamEventsInput) {
  const now = deps.now();
  const outcome = await deps.db.transaction(async (tx): Promise<{ accepted: number } | { refusal: LogRefusal }> => {
    const ctx = await exerciseForStudent(tx, me, input.id, now, true);
    if (!ctx.homework.isExam) return { refusal: 'notAnExam' };
    if (!ctx.exercise.startedAt) return { refusal: 'examNotStarted' };
    if (!examTakesAnswers(ctx.exercise, now)) return { refusal: 'examEnded' };
    const room = sql`(select ${count()} from ${examEvents}
      where ${and(eq(examEvents.exerciseId, input.id), eq(examEvents.reported, true))})
      + ${input.events.length}::int <= ${limits.examReportedEventsMax}::int`;
    const rows = input.events.map((e, i) => sql`(${i}::int, ${e.at}::timestamptz, ${e.type}::text)`);
    const inserted = await tx.execute(sql`insert into ${examEvents} (exercise_id, at, type, reported)
      select ${input.id}::uuid, v.at, v.type, true from (values ${sql.join(rows, sql`, `)}) as v(i, at, type)
      where ${room} order by v.i
      returning id`);
    const accepted = rowsOf(inserted).length;
    return accepted === 0 ? { refusal: 'examLogFull' } : { accepted };
  });
  if ('accepted' in outcome) return outcome;
  // A time-out nobody recorded yet is recorded now, as every refusal of an ended exam does.
  if (outcome.refusal === 'examEnded') await settleExamById(deps, input.id, now);
  throw outcome.refusal === 'notAnExam' ? fail.badRequest(outcome.refusal) : fail.conflict(outcome.refusal);
}
