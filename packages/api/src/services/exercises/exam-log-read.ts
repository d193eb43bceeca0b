import { examEvents, type UserRow } from '@quanta/db';
import { asc, eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { exerciseForTeacher } from '../../policies/exercise';
import { presentExamEvent } from '../../presenters/exam-log';

/**
 * An exercise's attempt log as the teacher of its class reads it (404 unknown, 403 anyone else): the
 * server's events and the runner's reports, oldest first (by their time, then as they were stored).
 * Empty for homework that is not an exam, and for an exam not started.
 */
export async function examLogForTeacher(deps: Deps, me: UserRow, exerciseId: string) {
  await exerciseForTeacher(deps.db, me, exerciseId);
  const rows = await deps.db
    .select({
      at: examEvents.at,
      type: examEvents.type,
      questionId: examEvents.questionId,
      reported: examEvents.reported,
    })
    .from(examEvents)
    .where(eq(examEvents.exerciseId, exerciseId))
    .orderBy(asc(examEvents.at), asc(examEvents.createdAt), asc(examEvents.id));
  return { list: rows.map(presentExamEvent) };
}
