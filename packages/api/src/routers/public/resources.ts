import { answers } from '../../presenters/output-check';
import { resourceBaseShape } from '../../presenters/resources';
import { getResourceBase } from '../../services/resources/base';
import { publicProcedure, router } from '../../trpc';

export const publicResourcesRouter = router({
  /** `{helpContent, maxQuestions}`: the HELP page and PLAY's ceiling. */
  getResourceBase: publicProcedure.output(answers(resourceBaseShape)).query(({ ctx }) => getResourceBase(ctx)),
});
