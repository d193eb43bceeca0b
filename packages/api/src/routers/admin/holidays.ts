import { setHolidaysInput } from '@quanta/validators';
import { holidayListShape } from '../../presenters/lessons';
import { answers } from '../../presenters/output-check';
import * as lessons from '../../services/lessons';
import { adminProcedure, router } from '../../trpc';

/** The school's holidays: no lesson is generated on one. */
export const adminHolidaysRouter = router({
  getHolidays: adminProcedure.output(answers(holidayListShape)).query(({ ctx }) => lessons.getHolidays(ctx)),
  /** The holiday `name` falls on exactly `dates` (an empty list removes it); future lessons follow. */
  setHolidays: adminProcedure
    .input(setHolidaysInput)
    .output(answers(holidayListShape))
    .mutation(({ ctx, input }) => lessons.setHolidays(ctx, ctx.user, input)),
});
