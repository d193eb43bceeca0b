import { attendance, attendanceChanges, type DbOrTx, lessonReports, lessons, type UserRow } from '@quanta/db';
import { limits, messages, type TakeAttendanceInput } from '@quanta/validators';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { Permission, requireAccess } from '../../access/access';
import type { Deps } from '../../deps';
import { fail } from '../../errors';
import {
  type attendanceSavedShape,
  type lessonRollShape,
  presentLessonReport,
  presentRollEntry,
  presentRollLesson,
  type RollLessonRow,
} from '../../presenters/lessons';
import { queueBalanceNotices } from './balance-notices';
import { reportOf, rollLesson, rollOf } from './roll';

async function rollAnswer(db: DbOrTx, lesson: RollLessonRow) {
  const [list, report] = await Promise.all([rollOf(db, lesson), reportOf(db, lesson.id)]);
  return { list: list.map(presentRollEntry), report: presentLessonReport(report) };
}

/** A lesson's roll for its teacher (or a substitute giving it, or an admin), in the school's time zone. */
export async function getLessonAttendance(
  deps: Deps,
  caller: UserRow,
  lessonId: string,
): Promise<z.infer<typeof lessonRollShape>> {
  await requireAccess(deps.db, caller, Permission.LessonRoll, lessonId, deps.now());
  const lesson = await rollLesson(deps.db, lessonId);
  return { ...(await rollAnswer(deps.db, lesson)), lesson: presentRollLesson(lesson), timeZone: deps.school.timeZone };
}

/**
 * Takes or corrects a lesson's roll in one transaction: the marks that changed (each also kept in
 * `attendance_changes` with who and when), the report when given, and the first time the roll was
 * taken; families whose balance just ran low are told through the outbox.
 */
export async function takeAttendance(
  deps: Deps,
  caller: UserRow,
  input: TakeAttendanceInput,
): Promise<z.infer<typeof attendanceSavedShape>> {
  const now = deps.now();
  await requireAccess(deps.db, caller, Permission.LessonRoll, input.lessonId, now);
  const { answer, queued } = await deps.db.transaction(async (tx) => {
    // Held for the write, so two teachers correcting the same roll see each other's marks.
    const lesson = await rollLesson(tx, input.lessonId, true);
    if (lesson.status === 'cancelled') throw fail.conflict('lessonCancelled');
    if (now.getTime() < lesson.startsAt.getTime() - limits.rollOpensMinutes * 60_000) {
      throw fail.conflict('rollNotOpen', { minutes: limits.rollOpensMinutes });
    }
    const roll = new Map((await rollOf(tx, lesson)).map((r) => [r.studentId, r]));
    for (const [i, record] of input.records.entries()) {
      if (!roll.has(record.studentId)) {
        throw fail.badRequest('studentNotOnRoll', { field: `records.${i}.studentId` });
      }
    }
    const changed = input.records.filter((r) => {
      const stored = roll.get(r.studentId);
      return stored?.status !== r.status || (stored.note ?? '') !== r.note;
    });
    if (changed.length > 0) {
      await tx
        .insert(attendance)
        .values(changed.map((r) => ({ ...marked(r), takenBy: caller.id, takenAt: now })))
        .onConflictDoUpdate({
          target: [attendance.lessonId, attendance.studentId],
          set: {
            status: sql`excluded.status`,
            note: sql`excluded.note`,
            takenBy: sql`excluded.taken_by`,
            takenAt: sql`excluded.taken_at`,
          },
        });
      await tx
        .insert(attendanceChanges)
        .values(changed.map((r) => ({ ...marked(r), changedBy: caller.id, changedAt: now })));
    }
    if (input.report) {
      const report = { covered: input.report.covered, homework: input.report.homework, updatedBy: caller.id };
      await tx
        .insert(lessonReports)
        .values({ lessonId: lesson.id, ...report, updatedAt: now })
        .onConflictDoUpdate({ target: lessonReports.lessonId, set: { ...report, updatedAt: now } });
    }
    await tx
      .update(lessons)
      .set({ rollTakenAt: now })
      .where(and(eq(lessons.id, lesson.id), isNull(lessons.rollTakenAt)));
    const queued = await queueBalanceNotices(
      deps,
      tx,
      lesson.classId,
      changed.map((r) => r.studentId),
    );
    return { answer: await rollAnswer(tx, lesson), queued };

    function marked(r: TakeAttendanceInput['records'][number]) {
      return { lessonId: lesson.id, studentId: r.studentId, status: r.status, note: r.note };
    }
  });
  if (queued) deps.outbox.wake();
  return { message: messages.attendanceSaved, ...answer };
}
