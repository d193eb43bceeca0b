import { editResourceBaseInput } from '@quanta/validators';
import { answers } from '../../presenters/output-check';
import { resourceBaseShape } from '../../presenters/resources';
import { editResourceBase } from '../../services/resources/base';
import { adminProcedure, router } from '../../trpc';

export const adminResourcesRouter = router({
  /** Resources Setting: the Help text or Max Resources (each with its own Save). */
  editResourceBase: adminProcedure
    .input(editResourceBaseInput)
    .output(answers(resourceBaseShape))
    .mutation(({ ctx, input }) => editResourceBase(ctx, input)),
});
