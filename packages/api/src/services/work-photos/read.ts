import { type DbOrTx, type UserRow, workPhotos } from '@quanta/db';
import { asc, eq, sql } from 'drizzle-orm';
import { Permission, requireAccess } from '../../access/access';
import type { Deps } from '../../deps';
import { presentWorkPhoto } from '../../presenters/work-photos';

/** An exercise's photos, the homework's own (no question) last, each answer's in order (one indexed read). */
async function photosOf(db: DbOrTx, exerciseId: string) {
  const rows = await db
    .select()
    .from(workPhotos)
    .where(eq(workPhotos.exerciseId, exerciseId))
    .orderBy(sql`${workPhotos.questionId} nulls last`, asc(workPhotos.position));
  return rows.map(presentWorkPhoto);
}

/** The photos of working on an exercise, for its student or their parent. */
export async function familyWorkPhotos(deps: Deps, me: UserRow, exerciseId: string) {
  await requireAccess(deps.db, me, Permission.ExerciseFamilyRead, exerciseId, deps.now());
  return photosOf(deps.db, exerciseId);
}

/** The photos of working on an exercise, for the teacher of its class. */
export async function teacherWorkPhotos(deps: Deps, me: UserRow, exerciseId: string) {
  await requireAccess(deps.db, me, Permission.ExerciseCorrect, exerciseId, deps.now());
  return photosOf(deps.db, exerciseId);
}
