import { classIdInput, homeClassesInput } from '@quanta/validators';
import { classById, homeClasses } from '../../services/classes/public';
import { getHomeIntroduction } from '../../services/home/introduction';
import { publicProcedure, router } from '../../trpc';

export const publicClassesRouter = router({
  /** Published classes of a language grouped by category: `result.list = [{category, classes}]`. */
  getHomeClasses: publicProcedure.input(homeClassesInput).query(({ ctx, input }) => homeClasses(ctx, input.language)),
  getHomeDetail: publicProcedure.query(({ ctx }) => getHomeIntroduction(ctx)),
  /** A class; price, register link and payment details only for a signed-in caller. */
  getClassById: publicProcedure.input(classIdInput).query(({ ctx, input }) => classById(ctx, ctx.user, input.id)),
});
