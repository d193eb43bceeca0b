import {
  messages,
  reportResourceInput,
  resourceQuestionInput,
  resourceRecordIdInput,
  resourceRecordPageInput,
  submitResourceInput,
  updateUserSettingInput,
} from '@quanta/validators';
import { z } from 'zod';
import { answers } from '../../presenters/output-check';
import {
  recordDetailShape,
  recordShape,
  resourceBatchShape,
  resourceGiveUpShape,
  resourceReportShape,
  resourceVerdictShape,
  userSettingShape,
} from '../../presenters/resources';
import { listOf, wire } from '../../presenters/wire';
import { getResourceQuestion, giveUpResourceQuestion, submitResourceQuestion } from '../../services/resources/play';
import { getResourceRecord, getResourceRecordById, getStudentQuestionRecord } from '../../services/resources/records';
import { reportResourceQuestion } from '../../services/resources/reports';
import { getUserSetting, updateUserSetting } from '../../services/resources/settings';
import { router, userProcedure } from '../../trpc';

/** Resources, a registered student's practice area (403 for anyone without `sRegister`). */
export const userResourcesRouter = router({
  getResourceQuestion: userProcedure
    .output(answers(resourceBatchShape))
    .query(({ ctx }) => getResourceQuestion(ctx, ctx.user, ctx.lang)),
  submitResourceQuestion: userProcedure
    .input(submitResourceInput)
    .output(answers(resourceVerdictShape))
    .mutation(({ ctx, input }) => submitResourceQuestion(ctx, ctx.user, input)),
  giveUpResourceQuestion: userProcedure
    .input(resourceQuestionInput)
    .output(answers(resourceGiveUpShape))
    .mutation(({ ctx, input }) => giveUpResourceQuestion(ctx, ctx.user, input)),
  reportResourceQuestion: userProcedure
    .input(reportResourceInput)
    .output(answers(wire({ message: z.literal(messages.reportSubmitted) })))
    .mutation(({ ctx, input }) => reportResourceQuestion(ctx, ctx.user, input)),
  getUserSetting: userProcedure.output(answers(userSettingShape)).query(({ ctx }) => getUserSetting(ctx, ctx.user)),
  /** Answers the number of questions the new setting practises. */
  updateUserSetting: userProcedure
    .input(updateUserSettingInput)
    .output(answers(z.number().int().nonnegative()))
    .mutation(({ ctx, input }) => updateUserSetting(ctx, ctx.user, input, ctx.lang)),
  getResourceRecord: userProcedure
    .input(resourceRecordPageInput)
    .output(answers(resourceReportShape))
    .query(({ ctx, input }) => getResourceRecord(ctx, ctx.user, input)),
  getStudentQuestionRecord: userProcedure
    .input(resourceRecordPageInput)
    .output(answers(listOf(recordShape)))
    .query(({ ctx, input }) => getStudentQuestionRecord(ctx, ctx.user, input)),
  getResourceRecordById: userProcedure
    .input(resourceRecordIdInput)
    .output(answers(recordDetailShape))
    .query(({ ctx, input }) => getResourceRecordById(ctx, ctx.user, input.id)),
});
