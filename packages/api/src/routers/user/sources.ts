import { sourceListInput } from '@quanta/validators';
import { answers } from '../../presenters/output-check';
import { sourceShape } from '../../presenters/source';
import { listOf } from '../../presenters/wire';
import { listUserSources } from '../../services/sources/user';
import { router, userProcedure } from '../../trpc';

export const userSourcesRouter = router({
  /** The non-expired sources the caller may pick in Resources settings: `{list, total}`. */
  getUserSource: userProcedure
    .input(sourceListInput)
    .output(answers(listOf(sourceShape)))
    .query(({ ctx, input }) => listUserSources(ctx, ctx.user, input.keyword, input.page, input.pageSize)),
});
