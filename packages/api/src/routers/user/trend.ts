import { studentTrendInput } from '@quanta/validators';
import { studentTrendShape } from '../../presenters/exercise';
import { answers } from '../../presenters/output-check';
import { studentTrend } from '../../services/gradebook/trend';
import { router, userProcedure } from '../../trpc';

export const userTrendRouter = router({
  /** A student's accuracy over their finished exercises, for the student themself or their parent. */
  getStudentTrend: userProcedure
    .input(studentTrendInput)
    .output(answers(studentTrendShape))
    .query(({ ctx, input }) => studentTrend(ctx, ctx.user, input.studentId)),
});
