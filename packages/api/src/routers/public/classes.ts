import { classIdInput, homeClassesInput } from '@quanta/validators';
import { z } from 'zod';
import { classPageShape, homeClassShape } from '../../presenters/class';
import { answers } from '../../presenters/output-check';
import { named, wire } from '../../presenters/wire';
import { classById, homeClasses } from '../../services/classes/public';
import { getHomeIntroduction } from '../../services/home/introduction';
import { publicProcedure, router } from '../../trpc';

/** The home page: published classes of a language, grouped by category. */
const homeClassesShape = named(
  'HomeClasses',
  wire({ list: z.array(wire({ category: z.string(), classes: z.array(homeClassShape) })) }),
);

export const publicClassesRouter = router({
  /** Published classes of a language grouped by category: `result.list = [{category, classes}]`. */
  getHomeClasses: publicProcedure
    .input(homeClassesInput)
    .output(answers(homeClassesShape))
    .query(({ ctx, input }) => homeClasses(ctx, input.language)),
  /** The home page's introduction (rich text the admin writes). */
  getHomeDetail: publicProcedure
    .output(answers(wire({ introduction: z.string() })))
    .query(({ ctx }) => getHomeIntroduction(ctx)),
  /** A class; price, register link and payment details only for a signed-in caller. */
  getClassById: publicProcedure
    .input(classIdInput)
    .output(answers(classPageShape))
    .query(({ ctx, input }) => classById(ctx, ctx.user, input.id)),
});
