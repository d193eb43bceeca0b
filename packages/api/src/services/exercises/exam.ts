import { exercises } from '@quanta/db';
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { ExerciseContext } from '../../policies/exercise';
import { autoPublishNext } from './auto-publish';
import { logServerEvent } from './exam-log';

/**
 * An exam whose time ran out counts as finished at its end; this records it the first time anyone
 * looks (the server keeps no timers), and runs the auto-publish check then.
 */
export async function settleExam(deps: Deps, ctx: ExerciseContext, now: Date): Promise<ExerciseContext> {
  const e = ctx.exercise;
  if (!ctx.homework.isExam || e.finishedAt || !e.endExamAt || e.endExamAt > now) return ctx;
  const [row] = await deps.db
    .update(exercises)
    .set({ finishedAt: e.endExamAt })
    .where(and(eq(exercises.id, e.id), isNull(exercises.finishedAt), lte(exercises.endExamAt, now)))
    .returning();
  if (!row) return { ...ctx, exercise: { ...e, finishedAt: e.endExamAt } };
  await logServerEvent(deps.db, { exerciseId: e.id, at: e.endExamAt, type: 'timeout' });
  await autoPublishNext(deps, e.id);
  return { ...ctx, exercise: row };
}

/** Records the end of any of these exams whose time ran out; for refusals that name an exercise only. */
export async function settleExamById(deps: Deps, exerciseId: string, now: Date) {
  const [row] = await deps.db
    .update(exercises)
    .set({ finishedAt: sql`${exercises.endExamAt}` })
    .where(and(eq(exercises.id, exerciseId), isNull(exercises.finishedAt), lte(exercises.endExamAt, now)))
    .returning({ id: exercises.id, endExamAt: exercises.endExamAt });
  if (!row) return;
  if (row.endExamAt) await logServerEvent(deps.db, { exerciseId, at: row.endExamAt, type: 'timeout' });
  await autoPublishNext(deps, exerciseId);
}
