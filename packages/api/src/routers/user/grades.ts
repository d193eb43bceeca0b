import { gradesInput, messages, startNewAttemptInput, termReportInput } from '@quanta/validators';
import { z } from 'zod';
import { gradesShape } from '../../presenters/grades';
import { answers } from '../../presenters/output-check';
import { fileShape } from '../../presenters/payments';
import { wire } from '../../presenters/wire';
import { startNewAttempt } from '../../services/exercises/attempts';
import { getGrades } from '../../services/gradebook/grades';
import { getFamilyTermReport } from '../../services/gradebook/term-report';
import { familyProcedure, router, studentProcedure } from '../../trpc';

/** A student's grades and term report for the student or their parent, and another attempt of a homework. */
export const userGradesRouter = router({
  getGrades: familyProcedure
    .input(gradesInput)
    .output(answers(gradesShape))
    .query(({ ctx, input }) => getGrades(ctx, ctx.user, input)),
  /** The student's term report as a PDF (REST: `application/pdf`; tRPC: base64). */
  getTermReport: familyProcedure
    .input(termReportInput)
    .output(answers(fileShape))
    .query(({ ctx, input }) => getFamilyTermReport(ctx, ctx.user, input)),
  /** Keeps the handed-in attempt's result and opens the exercise again for the next attempt. */
  startNewAttempt: studentProcedure
    .input(startNewAttemptInput)
    .output(
      answers(
        wire({
          message: z.literal(messages.newAttemptStarted),
          exerciseId: z.string(),
          attempt: z.number().int().min(2),
        }),
      ),
    )
    .mutation(({ ctx, input }) => startNewAttempt(ctx, ctx.user, input.exerciseId)),
});
