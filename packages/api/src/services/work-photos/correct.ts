import { type UserRow, uploads, workPhotos } from '@quanta/db';
import { and, eq, ne, or } from 'drizzle-orm';
import { Permission, requireAccess } from '../../access/access';
import type { Deps } from '../../deps';
import { fail } from '../../errors';
import { presentWorkPhoto } from '../../presenters/work-photos';
import { isStoredPng } from './stored-upload';

/** Turns a photo for viewing (clockwise degrees); the stored file is not changed. */
export async function rotateWorkPhoto(deps: Deps, me: UserRow, input: { photoId: string; rotation: number }) {
  await requireAccess(deps.db, me, Permission.WorkPhotoCorrect, input.photoId, deps.now());
  const [row] = await deps.db
    .update(workPhotos)
    .set({ rotation: input.rotation })
    .where(eq(workPhotos.id, input.photoId))
    .returning();
  if (!row) throw fail.notFound('workPhotoNotFound');
  return presentWorkPhoto(row);
}

/**
 * Keeps the teacher's marked copy of a photo (a PNG they uploaded, drawn on the turned photo) beside the
 * original, which stays as it is. A copy marked before is replaced, and its file removed after the commit.
 */
export async function markWorkPhoto(deps: Deps, me: UserRow, input: { photoId: string; path: string }) {
  const now = deps.now();
  const { row, replaced } = await deps.db.transaction(async (tx) => {
    await requireAccess(tx, me, Permission.WorkPhotoCorrect, input.photoId, now);
    const [photo] = await tx.select().from(workPhotos).where(eq(workPhotos.id, input.photoId)).for('update');
    if (!photo) throw fail.notFound('workPhotoNotFound');
    if (photo.markedPath === input.path) return { row: photo, replaced: null };
    const [upload] = await tx
      .select({ path: uploads.path })
      .from(uploads)
      .where(and(eq(uploads.path, input.path), eq(uploads.userId, me.id)));
    const [inUse] = await tx
      .select({ id: workPhotos.id })
      .from(workPhotos)
      .where(
        and(ne(workPhotos.id, photo.id), or(eq(workPhotos.path, input.path), eq(workPhotos.markedPath, input.path))),
      )
      .limit(1);
    if (!upload || inUse || input.path === photo.path || !(await isStoredPng(deps.files, input.path))) {
      throw fail.badRequest('workPhotoMarkInvalid', { field: 'path' });
    }
    const [updated] = await tx
      .update(workPhotos)
      .set({ markedPath: input.path, markedAt: now, markedBy: me.id })
      .where(eq(workPhotos.id, photo.id))
      .returning();
    if (!updated) throw fail.notFound('workPhotoNotFound');
    if (photo.markedPath) await tx.delete(uploads).where(eq(uploads.path, photo.markedPath));
    return { row: updated, replaced: photo.markedPath };
  });
  if (replaced) await deps.files.remove(replaced).catch(() => undefined);
  return presentWorkPhoto(row);
}
