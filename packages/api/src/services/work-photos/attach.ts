import { type DbOrTx, exerciseAnswers, homework, questions, type UserRow, uploads, workPhotos } from '@quanta/db';
import { type AttachWorkPhotoInput, workPhotoLimits } from '@quanta/validators';
import { and, count, eq, isNull, max, or } from 'drizzle-orm';
import { Permission, requireAccess } from '../../access/access';
import { requireValidPlace } from '../../access/places';
import type { Deps } from '../../deps';
import { fail } from '../../errors';
import { type ExerciseContext, findExercise } from '../../policies/exercise';
import { presentWorkPhoto } from '../../presenters/work-photos';
import { finishedAtOf } from '../exercises/rules';
import { readWorkUpload } from './stored-upload';

/** Free-response questions take photos of working (`questions.isChoice` 2). */
const freeResponse = 2;

/**
 * Photos of working change while the exercise is open: not handed in, an exam's time not over, the
 * correction not finished.
 */
export const takesWorkPhotos = (ctx: ExerciseContext, now: Date) =>
  ctx.exercise.correctionStatus !== 1 && finishedAtOf(ctx.exercise, ctx.homework.isExam, now) === null;

/** The student's own open exercise, locked for the write: 404 unknown, 403 another's or no valid place, 409 closed. */
async function openExercise(tx: DbOrTx, me: UserRow, exerciseId: string, now: Date) {
  await requireAccess(tx, me, Permission.ExerciseWork, exerciseId, now);
  const ctx = await findExercise(tx, exerciseId, true);
  if (!ctx) throw fail.notFound('exerciseNotFound');
  requireValidPlace(ctx.place, ctx.klass, now);
  if (!takesWorkPhotos(ctx, now)) throw fail.conflict('workPhotosClosed');
  return ctx;
}

/** Refuses (400 on `questionId`) an answer that takes no photos: not a free-response question of the exercise, or the homework's when it allows none. */
async function requireAnswerTakesPhotos(tx: DbOrTx, ctx: ExerciseContext, questionId: string | null) {
  if (questionId === null) {
    const [hw] = await tx
      .select({ workPhotos: homework.workPhotos })
      .from(homework)
      .where(eq(homework.id, ctx.homework.id));
    if (!hw?.workPhotos) throw fail.badRequest('workPhotosNotAllowed', { field: 'questionId' });
    return;
  }
  const [question] = await tx
    .select({ isChoice: questions.isChoice })
    .from(exerciseAnswers)
    .innerJoin(questions, eq(questions.id, exerciseAnswers.questionId))
    .where(and(eq(exerciseAnswers.exerciseId, ctx.exercise.id), eq(exerciseAnswers.questionId, questionId)));
  if (question?.isChoice !== freeResponse) throw fail.badRequest('workPhotoNotFreeResponse', { field: 'questionId' });
}

/** The answer's photos: a question's, or the homework's as a whole. */
const ofAnswer = (exerciseId: string, questionId: string | null) =>
  and(
    eq(workPhotos.exerciseId, exerciseId),
    questionId === null ? isNull(workPhotos.questionId) : eq(workPhotos.questionId, questionId),
  );

/**
 * Attaches a `work` upload of the student to an answer of their open exercise (a free-response question,
 * or the homework as a whole when it allows that), after the answer's others, at most 5. A repeat of the
 * same `clientKey` (the runner's outbox sending again) answers the photo it attached the first time. A photo
 * answers its question: an unanswered one is marked answered then.
 */
export async function attachWorkPhoto(deps: Deps, me: UserRow, input: AttachWorkPhotoInput) {
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    await requireAccess(tx, me, Permission.ExerciseWork, input.exerciseId, now);
    const sentBefore = () =>
      tx
        .select()
        .from(workPhotos)
        .where(and(eq(workPhotos.exerciseId, input.exerciseId), eq(workPhotos.clientKey, input.clientKey)));
    const [again] = await sentBefore();
    if (again) return again;
    const ctx = await openExercise(tx, me, input.exerciseId, now);
    // Asked again under the exercise's lock: a repeat sent at the same moment waited for the first.
    const [meanwhile] = await sentBefore();
    if (meanwhile) return meanwhile;
    await requireAnswerTakesPhotos(tx, ctx, input.questionId);
    const [upload] = await tx
      .select({ bytes: uploads.bytes })
      .from(uploads)
      .where(and(eq(uploads.path, input.path), eq(uploads.userId, me.id)));
    const [inUse] = await tx
      .select({ id: workPhotos.id })
      .from(workPhotos)
      .where(or(eq(workPhotos.path, input.path), eq(workPhotos.markedPath, input.path)))
      .limit(1);
    const stored = upload && !inUse ? await readWorkUpload(deps.files, input.path) : null;
    if (!upload || !stored) throw fail.badRequest('workPhotoUploadInvalid', { field: 'path' });
    const [taken] = await tx
      .select({ n: count(), last: max(workPhotos.position) })
      .from(workPhotos)
      .where(ofAnswer(ctx.exercise.id, input.questionId));
    if ((taken?.n ?? 0) >= workPhotoLimits.perAnswer) throw fail.conflict('workPhotosFull');
    const [created] = await tx
      .insert(workPhotos)
      .values({
        exerciseId: ctx.exercise.id,
        questionId: input.questionId,
        position: (taken?.last ?? 0) + 1,
        kind: stored.kind,
        path: input.path,
        name: input.name || (stored.kind === 'pdf' ? 'work.pdf' : 'photo.jpg'),
        bytes: upload.bytes,
        width: stored.kind === 'image' ? stored.width : null,
        height: stored.kind === 'image' ? stored.height : null,
        clientKey: input.clientKey,
        createdAt: now,
      })
      .returning();
    if (!created) throw new Error('work photo not stored');
    // Working on paper answers a free-response question: the teacher can then correct it like a typed answer.
    if (input.questionId !== null) {
      await tx
        .update(exerciseAnswers)
        .set({ answeredAt: now })
        .where(
          and(
            eq(exerciseAnswers.exerciseId, ctx.exercise.id),
            eq(exerciseAnswers.questionId, input.questionId),
            isNull(exerciseAnswers.answeredAt),
          ),
        );
    }
    return created;
  });
  return presentWorkPhoto(row);
}

/** Removes one of the student's photos from their open exercise, with its stored file(s) and quota rows. */
export async function removeWorkPhoto(deps: Deps, me: UserRow, photoId: string) {
  const now = deps.now();
  const files = await deps.db.transaction(async (tx) => {
    await requireAccess(tx, me, Permission.WorkPhotoOwn, photoId, now);
    const [photo] = await tx.select().from(workPhotos).where(eq(workPhotos.id, photoId));
    if (!photo) throw fail.notFound('workPhotoNotFound');
    await openExercise(tx, me, photo.exerciseId, now);
    await tx.delete(workPhotos).where(eq(workPhotos.id, photo.id));
    const paths = photo.markedPath ? [photo.path, photo.markedPath] : [photo.path];
    for (const path of paths) await tx.delete(uploads).where(eq(uploads.path, path));
    return paths;
  });
  // The rows are gone with the commit; a file left behind by a failed removal is only unused space.
  await Promise.all(files.map((path) => deps.files.remove(path).catch(() => undefined)));
  return { id: photoId };
}
