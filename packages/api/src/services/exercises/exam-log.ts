import { type DbOrTx, examEvents } from '@quanta/db';

/** What the server itself records of an exam attempt (a save is logged by the save's own statement). */
export type ServerExamEvent = 'start' | 'save' | 'handIn' | 'timeout';

/** Records one of the server's events of an exam attempt, at server time. */
export async function logServerEvent(
  db: DbOrTx,
  e: { exerciseId: string; at: Date; type: ServerExamEvent; questionId?: string },
): Promise<void> {
  await db.insert(examEvents).values({ exerciseId: e.exerciseId, at: e.at, type: e.type, questionId: e.questionId });
}
