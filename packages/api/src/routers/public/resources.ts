import { getResourceBase } from '../../services/resources/base';
import { publicProcedure, router } from '../../trpc';

export const publicResourcesRouter = router({
  /** `{helpContent, maxQuestions}`: the HELP page and PLAY's ceiling. */
  getResourceBase: publicProcedure.query(({ ctx }) => getResourceBase(ctx)),
});
