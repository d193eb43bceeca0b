import {
  openReportCountsInput,
  questionReportsInput,
  resolveReportInput,
  teacherResourceRecordsInput,
} from '@quanta/validators';
import { z } from 'zod';
import { answers } from '../../presenters/output-check';
import { openReportCountsShape, questionReportsShape, studentRecordsShape } from '../../presenters/resources';
import { wire } from '../../presenters/wire';
import { studentResourceRecordsForTeacher } from '../../services/resources/records';
import { openReportCounts, questionReports, resolveQuestionReport } from '../../services/resources/reports';
import { router, teacherProcedure } from '../../trpc';

export const teacherResourcesRouter = router({
  /** Resource Records of a student on the teacher's class roster. */
  getStudentResourceRecords: teacherProcedure
    .input(teacherResourceRecordsInput)
    .output(answers(studentRecordsShape))
    .query(({ ctx, input }) => studentResourceRecordsForTeacher(ctx, ctx.user, input)),
  /** Students' bug reports on one of the author's questions. */
  getQuestionReports: teacherProcedure
    .input(questionReportsInput)
    .output(answers(questionReportsShape))
    .query(({ ctx, input }) => questionReports(ctx, ctx.user, input.questionId)),
  resolveQuestionReport: teacherProcedure
    .input(resolveReportInput)
    .output(answers(wire({ resolved: z.boolean() })))
    .mutation(({ ctx, input }) => resolveQuestionReport(ctx, ctx.user, input.id)),
  /** Open reports per question, for My Questions' badge. */
  getOpenReportCounts: teacherProcedure
    .input(openReportCountsInput)
    .output(answers(openReportCountsShape))
    .query(({ ctx, input }) => openReportCounts(ctx, ctx.user, input.questionIds)),
});
