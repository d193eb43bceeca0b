import { addClassPostCommentInput, classPostCommentIdInput, classPostsInput } from '@quanta/validators';
import { classPostCommentShape, classPostsShape } from '../../presenters/class-stream';
import { answers } from '../../presenters/output-check';
import { deletedShape } from '../../presenters/wire';
import * as stream from '../../services/class-stream';
import { router, userProcedure } from '../../trpc';

/** A class's stream as its readers see it: the announcements, and the comments of its families and teacher. */
export const userClassStreamRouter = router({
  /** The class's teacher, an admin, a student with a valid place or an exercise in it, or their parent. */
  getClassPosts: userProcedure
    .input(classPostsInput)
    .output(answers(classPostsShape))
    .query(({ ctx, input }) => stream.getClassPosts(ctx, ctx.user, input)),
  /** A student or parent of the class, or its teacher; refused while the announcement's comments are off. */
  addClassPostComment: userProcedure
    .input(addClassPostCommentInput)
    .output(answers(classPostCommentShape))
    .mutation(({ ctx, input }) => stream.addClassPostComment(ctx, ctx.user, input)),
  /** The caller's own comment. */
  deleteClassPostComment: userProcedure
    .input(classPostCommentIdInput)
    .output(answers(deletedShape))
    .mutation(({ ctx, input }) => stream.deleteOwnComment(ctx, ctx.user, input.commentId)),
});
