import { createUserInput, idInput, keywordInput, updateUserInput } from '@quanta/validators';
import { createUser, deleteUser, getUser, listUsers, updateUser } from '../../services/users/admin';
import { adminProcedure, router } from '../../trpc';

export const adminUsersRouter = router({
  getUsers: adminProcedure
    .input(keywordInput.optional().default({ keyword: '', page: 1, pageSize: 20 }))
    .query(({ ctx, input }) => listUsers(ctx, input.keyword, input.page, input.pageSize)),
  getUserById: adminProcedure.input(idInput).query(({ ctx, input }) => getUser(ctx, input.id)),
  createUser: adminProcedure.input(createUserInput).mutation(({ ctx, input }) => createUser(ctx, input)),
  updateUser: adminProcedure.input(updateUserInput).mutation(({ ctx, input }) => updateUser(ctx, input)),
  deleteUser: adminProcedure.input(idInput).mutation(async ({ ctx, input }) => {
    await deleteUser(ctx, ctx.user, input.id);
    return { id: input.id };
  }),
});
