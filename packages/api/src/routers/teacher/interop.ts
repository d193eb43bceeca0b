import { exportQuestionBankInput, importQuestionBankInput } from '@quanta/validators';
import { importQuestionBank } from '../../commands/import-questions';
import { answers } from '../../presenters/output-check';
import { questionBankFileShape, questionBankImportShape } from '../../presenters/question';
import { exportQuestionBank } from '../../services/interop/bank-export';
import { router, teacherProcedure } from '../../trpc';

/** My Questions' interop: question files of Moodle XML and GIFT, out and in. */
export const teacherInteropRouter = router({
  /** `{filename, type, content, count, leftOut}`: the named questions, or all the list shows, as a file's text. */
  exportQuestionBank: teacherProcedure
    .input(exportQuestionBankInput)
    .output(answers(questionBankFileShape))
    .mutation(({ ctx, input }) => exportQuestionBank(ctx, ctx.user, input)),
  /** `{count, skipped: [{number, type, reason, key, values}], notes: [{number, note, key, values}], message}`. */
  importQuestionBank: teacherProcedure
    .input(importQuestionBankInput)
    .output(answers(questionBankImportShape))
    .mutation(({ ctx, input }) => importQuestionBank(ctx, ctx.user, input)),
});
