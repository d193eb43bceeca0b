import { studentTrendInput } from '@quanta/validators';
import { studentTrend } from '../../services/gradebook/trend';
import { router, userProcedure } from '../../trpc';

export const userTrendRouter = router({
  /** A student's accuracy over their finished exercises, for the student themself or their parent. */
  getStudentTrend: userProcedure
    .input(studentTrendInput)
    .query(({ ctx, input }) => studentTrend(ctx, ctx.user, input.studentId)),
});
