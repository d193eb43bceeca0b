import { messages, setGradeScaleInput } from '@quanta/validators';
import { z } from 'zod';
import { gradeScaleShape } from '../../presenters/grades';
import { answers } from '../../presenters/output-check';
import { wire } from '../../presenters/wire';
import { getGradeScale, setGradeScale } from '../../services/gradebook/grade-scale';
import { adminProcedure, router } from '../../trpc';

/** The school's grade scale: the bands every course grade's letter comes from. */
export const adminGradeScaleRouter = router({
  getGradeScale: adminProcedure.output(answers(gradeScaleShape)).query(({ ctx }) => getGradeScale(ctx)),
  setGradeScale: adminProcedure
    .input(setGradeScaleInput)
    .output(answers(wire({ message: z.literal(messages.gradeScaleSaved), ...gradeScaleShape.shape })))
    .mutation(({ ctx, input }) => setGradeScale(ctx, input)),
});
