import {
  gradebookInput,
  gradeSetupInput,
  messages,
  reportCommentInput,
  reportCommentOfInput,
  saveGradeCategoriesInput,
  setHomeworkGradingInput,
  termReportInput,
} from '@quanta/validators';
import { z } from 'zod';
import { gradeSetupShape } from '../../presenters/grades';
import { answers } from '../../presenters/output-check';
import { fileShape } from '../../presenters/payments';
import { wire } from '../../presenters/wire';
import { gradebookXlsxFile } from '../../services/gradebook/export';
import { getGradeSetup, saveGradeCategories, setHomeworkGrading } from '../../services/gradebook/grade-setup';
import { gradebookOf } from '../../services/gradebook/gradebook';
import { getReportComment, getTeacherTermReport, setReportComment } from '../../services/gradebook/term-report';
import { router, teacherProcedure } from '../../trpc';

const setupHomeworkShape = gradeSetupShape.shape.homework.element;

/** A class's grade setup (categories, each homework's grading), its gradebook as xlsx, and term reports. */
export const teacherGradeSetupRouter = router({
  getGradeSetup: teacherProcedure
    .input(gradeSetupInput)
    .output(answers(gradeSetupShape))
    .query(({ ctx, input }) => getGradeSetup(ctx, ctx.user, input.classId)),
  /** Replaces the class's categories and weights. */
  saveGradeCategories: teacherProcedure
    .input(saveGradeCategoriesInput)
    .output(answers(wire({ message: z.literal(messages.gradeCategoriesSaved), ...gradeSetupShape.shape })))
    .mutation(({ ctx, input }) => saveGradeCategories(ctx, ctx.user, input)),
  /** One homework's category in the class, points, late penalty and attempts. */
  setHomeworkGrading: teacherProcedure
    .input(setHomeworkGradingInput)
    .output(answers(wire({ message: z.literal(messages.homeworkGradingSaved), homework: setupHomeworkShape })))
    .mutation(({ ctx, input }) => setHomeworkGrading(ctx, ctx.user, input)),
  /** The gradebook as an xlsx workbook (REST: the file; tRPC: base64). */
  exportGradebookXlsx: teacherProcedure
    .input(gradebookInput)
    .output(answers(fileShape))
    .query(async ({ ctx, input }) => gradebookXlsxFile(await gradebookOf(ctx, ctx.user, input.classId))),
  /** The teacher's comment on a student's term report. */
  setReportComment: teacherProcedure
    .input(reportCommentInput)
    .output(answers(wire({ message: z.literal(messages.reportCommentSaved), comment: z.string() })))
    .mutation(({ ctx, input }) => setReportComment(ctx, ctx.user, input)),
  /** The comment as saved, to edit it. */
  getReportComment: teacherProcedure
    .input(reportCommentOfInput)
    .output(answers(wire({ comment: z.string() })))
    .query(({ ctx, input }) => getReportComment(ctx, ctx.user, input)),
  /** A student's term report as a PDF (REST: `application/pdf`; tRPC: base64). */
  getTermReport: teacherProcedure
    .input(termReportInput)
    .output(answers(fileShape))
    .query(({ ctx, input }) => getTeacherTermReport(ctx, ctx.user, input)),
});
