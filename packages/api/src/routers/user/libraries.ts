import { idInput } from '@quanta/validators';
import { homeworkShape } from '../../presenters/homework';
import { libraryListShape } from '../../presenters/library';
import { answers } from '../../presenters/output-check';
import { getHomework } from '../../services/homework/homework';
import { librariesForUser } from '../../services/libraries/browse';
import { router, userProcedure } from '../../trpc';

export const userLibrariesRouter = router({
  /** The libraries the caller may see (admin all, teacher bound, student with sRegister the open ones). */
  getLibrary: userProcedure.output(answers(libraryListShape)).query(({ ctx }) => librariesForUser(ctx, ctx.user)),
  /** One homework with its ordered questions, for its teachers and the students it was given to. */
  getHWById: userProcedure
    .input(idInput)
    .output(answers(homeworkShape))
    .query(({ ctx, input }) => getHomework(ctx, ctx.user, input.id)),
});
