import { lessonBalanceInput, messages, requestLeaveInput, timetableInput } from '@quanta/validators';
import { z } from 'zod';
import { calendarLinkShape, leaveShape, lessonBalanceShape, timetableShape } from '../../presenters/lessons';
import { answers } from '../../presenters/output-check';
import { wire } from '../../presenters/wire';
import * as lessons from '../../services/lessons';
import { familyProcedure, router, userProcedure } from '../../trpc';

/** The caller's timetable, leave, lesson balances and calendar feed. */
export const userLessonsRouter = router({
  /** A student's own lessons, a parent's children's, a teacher's own, an admin's all (by teacher or room). */
  getTimetable: userProcedure
    .input(timetableInput)
    .output(answers(timetableShape))
    .query(({ ctx, input }) => lessons.getTimetable(ctx, ctx.user, input)),
  /** Leave for a future lesson, asked by a parent (or a student without one) before the cut-off. */
  requestLeave: familyProcedure
    .input(requestLeaveInput)
    .output(
      answers(
        wire({
          message: z.literal(messages.leaveRequested),
          lessonId: z.string(),
          studentId: z.string(),
          leave: leaveShape,
        }),
      ),
    )
    .mutation(({ ctx, input }) => lessons.requestLeave(ctx, ctx.user, input)),
  getLessonBalance: userProcedure
    .input(lessonBalanceInput)
    .output(answers(lessonBalanceShape))
    .query(({ ctx, input }) => lessons.getLessonBalance(ctx, ctx.user, input)),
  getCalendarLink: userProcedure
    .output(answers(calendarLinkShape))
    .query(({ ctx }) => lessons.getCalendarLink(ctx, ctx.user)),
  /** A new secret feed address; the old one stops answering at once. */
  resetCalendarLink: userProcedure
    .output(answers(wire({ url: z.string() })))
    .mutation(({ ctx }) => lessons.resetCalendarLink(ctx, ctx.user)),
});
