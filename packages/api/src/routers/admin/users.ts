import { createUserInput, idInput, keywordInput, updateUserInput } from '@quanta/validators';
import { answers } from '../../presenters/output-check';
import { userShape } from '../../presenters/user';
import { deletedShape, listOf } from '../../presenters/wire';
import { createUser, deleteUser, getUser, listUsers, updateUser } from '../../services/users/admin';
import { adminProcedure, router } from '../../trpc';

export const adminUsersRouter = router({
  /** Users whose name or e-mail contains the keyword, newest first: `{list, total}`. */
  getUsers: adminProcedure
    .input(keywordInput.optional().default({ keyword: '', page: 1, pageSize: 20 }))
    .output(answers(listOf(userShape)))
    .query(({ ctx, input }) => listUsers(ctx, input.keyword, input.page, input.pageSize)),
  getUserById: adminProcedure
    .input(idInput)
    .output(answers(userShape))
    .query(({ ctx, input }) => getUser(ctx, input.id)),
  createUser: adminProcedure
    .input(createUserInput)
    .output(answers(userShape))
    .mutation(({ ctx, input }) => createUser(ctx, input)),
  updateUser: adminProcedure
    .input(updateUserInput)
    .output(answers(userShape))
    .mutation(({ ctx, input }) => updateUser(ctx, input)),
  deleteUser: adminProcedure
    .input(idInput)
    .output(answers(deletedShape))
    .mutation(async ({ ctx, input }) => {
      await deleteUser(ctx, ctx.user, input.id);
      return { id: input.id };
    }),
});
