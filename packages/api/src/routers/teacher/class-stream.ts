import {
  classPostCommentIdInput,
  classPostIdInput,
  createClassPostInput,
  updateClassPostInput,
} from '@quanta/validators';
import { classPostShape } from '../../presenters/class-stream';
import { answers } from '../../presenters/output-check';
import { deletedShape } from '../../presenters/wire';
import * as stream from '../../services/class-stream';
import { router, teacherProcedure } from '../../trpc';

/** A class's announcements and the moderation of their comments: the class's teacher or an admin. */
export const teacherClassStreamRouter = router({
  createClassPost: teacherProcedure
    .input(createClassPostInput)
    .output(answers(classPostShape))
    .mutation(({ ctx, input }) => stream.createClassPost(ctx, ctx.user, input)),
  /** Its text, files or comment switch (turning comments off keeps those written). */
  updateClassPost: teacherProcedure
    .input(updateClassPostInput)
    .output(answers(classPostShape))
    .mutation(({ ctx, input }) => stream.updateClassPost(ctx, ctx.user, input)),
  deleteClassPost: teacherProcedure
    .input(classPostIdInput)
    .output(answers(deletedShape))
    .mutation(({ ctx, input }) => stream.deleteClassPost(ctx, ctx.user, input.postId)),
  deleteClassPostComment: teacherProcedure
    .input(classPostCommentIdInput)
    .output(answers(deletedShape))
    .mutation(({ ctx, input }) => stream.deleteCommentAsTeacher(ctx, ctx.user, input.commentId)),
});
