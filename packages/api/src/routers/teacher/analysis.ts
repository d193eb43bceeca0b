import { gradebookExportInput, gradebookInput, itemAnalysisInput } from '@quanta/validators';
import { itemAnalysisShape } from '../../presenters/analysis';
import { gradebookFileShape, gradebookShape } from '../../presenters/gradebook';
import { answers } from '../../presenters/output-check';
import { itemAnalysis } from '../../services/analysis/item-analysis';
import { gradebookFile } from '../../services/gradebook/export';
import { gradebookOf } from '../../services/gradebook/gradebook';
import { router, teacherProcedure } from '../../trpc';

/** What a teacher learns from results: item analysis of a homework, and the class gradebook. */
export const teacherAnalysisRouter = router({
  /** Item analysis of one homework of the teacher's class (first finished attempts). */
  getItemAnalysis: teacherProcedure
    .input(itemAnalysisInput)
    .output(answers(itemAnalysisShape))
    .query(({ ctx, input }) => itemAnalysis(ctx, ctx.user, input)),
  /** Students × homework with progress, accuracy and correction state. */
  getGradebook: teacherProcedure
    .input(gradebookInput)
    .output(answers(gradebookShape))
    .query(({ ctx, input }) => gradebookOf(ctx, ctx.user, input.classId)),
  /** The gradebook as a CSV (UTF-8 with BOM) or .xlsx file: `{filename, type, content}` (base64). */
  exportGradebook: teacherProcedure
    .input(gradebookExportInput)
    .output(answers(gradebookFileShape))
    .query(async ({ ctx, input }) => gradebookFile(await gradebookOf(ctx, ctx.user, input.classId), input.format)),
});
