import { auditClassesInput, auditClassInput, homeDetailInput } from '@quanta/validators';
import { z } from 'zod';
import { auditClassShape } from '../../presenters/class';
import { answers } from '../../presenters/output-check';
import { listOf, wire } from '../../presenters/wire';
import { auditClass, auditClasses } from '../../services/classes/audit';
import { setHomeIntroduction } from '../../services/home/introduction';
import { adminProcedure, router } from '../../trpc';

export const adminClassesRouter = router({
  /** Submitted and published classes with their teacher, by order index: `{list, total}`. */
  getAuditClasses: adminProcedure
    .input(auditClassesInput)
    .output(answers(listOf(auditClassShape)))
    .query(({ ctx, input }) => auditClasses(ctx, input)),
  auditClass: adminProcedure
    .input(auditClassInput)
    .output(answers(auditClassShape))
    .mutation(({ ctx, input }) => auditClass(ctx, input)),
  /** The home page's introduction as saved (sanitised rich HTML). */
  setHomeDetail: adminProcedure
    .input(homeDetailInput)
    .output(answers(wire({ introduction: z.string() })))
    .mutation(({ ctx, input }) => setHomeIntroduction(ctx, input.introduction)),
});
