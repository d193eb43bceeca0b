import { auditClassesInput, auditClassInput, homeDetailInput } from '@quanta/validators';
import { auditClass, auditClasses } from '../../services/classes/audit';
import { setHomeIntroduction } from '../../services/home/introduction';
import { adminProcedure, router } from '../../trpc';

export const adminClassesRouter = router({
  getAuditClasses: adminProcedure.input(auditClassesInput).query(({ ctx, input }) => auditClasses(ctx, input)),
  auditClass: adminProcedure.input(auditClassInput).mutation(({ ctx, input }) => auditClass(ctx, input)),
  setHomeDetail: adminProcedure
    .input(homeDetailInput)
    .mutation(({ ctx, input }) => setHomeIntroduction(ctx, input.introduction)),
});
