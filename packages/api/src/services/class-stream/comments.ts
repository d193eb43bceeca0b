import { type ClassPostCommentRow, classPostComments, classPosts, type UserRow } from '@quanta/db';
import { eq } from 'drizzle-orm';
import { ownedRow, Permission, requireAccess } from '../../access/access';
import type { Deps } from '../../deps';
import { fail } from '../../errors';
import { presentClassPostComment } from '../../presenters/class-stream';

/**
 * A comment on an announcement by a student or parent of its class, or its teacher; 409 while the
 * teacher has comments off (read under a lock, so a switch and a comment at once cannot cross).
 */
export async function addClassPostComment(deps: Deps, me: UserRow, input: { postId: string; body: string }) {
  const now = deps.now();
  await requireAccess(deps.db, me, Permission.ClassPostComment, input.postId, now);
  const row = await deps.db.transaction(async (tx) => {
    const [post] = await tx
      .select({ commentsOn: classPosts.commentsOn })
      .from(classPosts)
      .where(eq(classPosts.id, input.postId))
      .for('update');
    if (!post) throw fail.notFound('classPostNotFound');
    if (!post.commentsOn) throw fail.conflict('classPostCommentsOff');
    const [inserted] = await tx
      .insert(classPostComments)
      .values({ postId: input.postId, authorId: me.id, body: input.body, createdAt: now })
      .returning();
    return inserted!;
  });
  return presentClassPostComment(row, me, me);
}

/** Deletes a comment of the caller's own. */
export async function deleteOwnComment(deps: Deps, me: UserRow, commentId: string) {
  const comment = await ownedRow<ClassPostCommentRow>(deps.db, me, Permission.ClassPostCommentOwn, commentId);
  await deps.db.delete(classPostComments).where(eq(classPostComments.id, comment.id));
  return { id: comment.id };
}

/** Deletes any comment on an announcement of the caller's class (an admin any class's). */
export async function deleteCommentAsTeacher(deps: Deps, me: UserRow, commentId: string) {
  const comment = await ownedRow<ClassPostCommentRow>(deps.db, me, Permission.ClassPostCommentModerate, commentId);
  await deps.db.delete(classPostComments).where(eq(classPostComments.id, comment.id));
  return { id: comment.id };
}
