import { editResourceBaseInput } from '@quanta/validators';
import { editResourceBase } from '../../services/resources/base';
import { adminProcedure, router } from '../../trpc';

export const adminResourcesRouter = router({
  /** Resources Setting: the Help text or Max Resources (each with its own Save). */
  editResourceBase: adminProcedure
    .input(editResourceBaseInput)
    .mutation(({ ctx, input }) => editResourceBase(ctx, input)),
});
