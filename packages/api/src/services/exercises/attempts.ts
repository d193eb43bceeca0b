import { exerciseAnswers, exerciseAttempts, exercises, type UserRow, uploads, workPhotos } from '@quanta/db';
import { messages } from '@quanta/validators';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { fail } from '../../errors';
import { exerciseForStudent } from '../../policies/exercise';
import { creditSql } from './credit';

/** Why a student may not start another attempt now. */
export type RetryRefusal = 'noAttemptsLeft' | 'attemptNotHandedIn' | 'attemptAfterDueDate';

/**
 * Whether the student may start another attempt of their exercise at `now`: attempts left, the one under
 * way handed in (or the exam's time over, or corrected), and the homework's due date (if any) not passed.
 *
 * @example retryRefusal({ attempt: 1, finishedAt: t, endExamAt: null, correctionStatus: 0 }, { isExam: false, dueDate: null, attemptsAllowed: 2 }, now) // null
 */
export function retryRefusal(
  e: { attempt: number; finishedAt: Date | null; endExamAt: Date | null; correctionStatus: number },
  hw: { isExam: boolean; dueDate: Date | null; attemptsAllowed: number },
  now: Date,
): RetryRefusal | null {
  if (e.attempt >= hw.attemptsAllowed) return 'noAttemptsLeft';
  const examOver = hw.isExam && e.endExamAt !== null && e.endExamAt <= now;
  if (e.finishedAt === null && e.correctionStatus !== 1 && !examOver) return 'attemptNotHandedIn';
  if (hw.dueDate && now >= hw.dueDate) return 'attemptAfterDueDate';
  return null;
}

/** The answer's fields a new attempt starts without (the question, its order and the save sequence stay). */
const clearedAnswer = {
  answer: '',
  content: '',
  answeredAt: null,
  locked: false,
  autoCorrect: null,
  autoCorrectedAt: null,
  autoReason: null,
  score: null,
  hintsShown: 0,
  tries: 0,
  isCorrect: null,
  correctedAt: null,
  comments: '',
  lateBySeconds: null,
  onTime: null,
};

/**
 * Starts the student's next attempt of their exercise, in one transaction: the finished attempt's credit
 * and questions that score are kept in `exercise_attempts`, its answers cleared (the save sequence kept, so
 * an old save still waiting in the runner's outbox never lands in the new attempt), its photos of working
 * removed (and their files, after the commit), the exercise opened again and its attempt raised.
 * 404 unknown, 403 another's, 409 with the refusal's key (`retryRefusal`).
 */
export async function startNewAttempt(deps: Deps, me: UserRow, exerciseId: string) {
  const now = deps.now();
  const { attempt, files } = await deps.db.transaction(async (tx) => {
    const ctx = await exerciseForStudent(tx, me, exerciseId, now, true);
    const e = ctx.exercise;
    const refusal = retryRefusal(e, ctx.homework, now);
    if (refusal) throw fail.conflict(refusal);
    const [sums] = await tx
      .select({
        earned: sql<number>`coalesce(sum(${creditSql(exerciseAnswers)}), 0)::float8`.mapWith(Number),
        possible: sql<number>`count(*)::int`.mapWith(Number),
      })
      .from(exerciseAnswers)
      .where(and(eq(exerciseAnswers.exerciseId, e.id), eq(exerciseAnswers.scores, true)));
    const examOver = ctx.homework.isExam && e.endExamAt !== null && e.endExamAt <= now;
    await tx.insert(exerciseAttempts).values({
      exerciseId: e.id,
      attempt: e.attempt,
      startedAt: e.startedAt,
      finishedAt: e.finishedAt ?? (examOver ? e.endExamAt : null),
      earned: sums?.earned ?? 0,
      possible: sums?.possible ?? 0,
      createdAt: now,
    });
    await tx.update(exerciseAnswers).set(clearedAnswer).where(eq(exerciseAnswers.exerciseId, e.id));
    const photos = await tx
      .delete(workPhotos)
      .where(eq(workPhotos.exerciseId, e.id))
      .returning({ path: workPhotos.path, markedPath: workPhotos.markedPath });
    const paths = photos.flatMap((p) => (p.markedPath ? [p.path, p.markedPath] : [p.path]));
    if (paths.length > 0) await tx.delete(uploads).where(inArray(uploads.path, paths));
    await tx
      .update(exercises)
      .set({
        startedAt: null,
        finishedAt: null,
        endExamAt: null,
        correctionStatus: 0,
        attempt: e.attempt + 1,
      })
      .where(eq(exercises.id, e.id));
    return { attempt: e.attempt + 1, files: paths };
  });
  // The rows are gone with the commit; a file left behind by a failed removal is only unused space.
  await Promise.all(files.map((path) => deps.files.remove(path).catch(() => undefined)));
  return { message: messages.newAttemptStarted, exerciseId, attempt };
}
