import {
  reportResourceInput,
  resourceQuestionInput,
  resourceRecordIdInput,
  resourceRecordPageInput,
  submitResourceInput,
  updateUserSettingInput,
} from '@quanta/validators';
import { getResourceQuestion, giveUpResourceQuestion, submitResourceQuestion } from '../../services/resources/play';
import { getResourceRecord, getResourceRecordById, getStudentQuestionRecord } from '../../services/resources/records';
import { reportResourceQuestion } from '../../services/resources/reports';
import { getUserSetting, updateUserSetting } from '../../services/resources/settings';
import { router, userProcedure } from '../../trpc';

/** Resources, a registered student's practice area (403 for anyone without `sRegister`). */
export const userResourcesRouter = router({
  getResourceQuestion: userProcedure.query(({ ctx }) => getResourceQuestion(ctx, ctx.user)),
  submitResourceQuestion: userProcedure
    .input(submitResourceInput)
    .mutation(({ ctx, input }) => submitResourceQuestion(ctx, ctx.user, input)),
  giveUpResourceQuestion: userProcedure
    .input(resourceQuestionInput)
    .mutation(({ ctx, input }) => giveUpResourceQuestion(ctx, ctx.user, input)),
  reportResourceQuestion: userProcedure
    .input(reportResourceInput)
    .mutation(({ ctx, input }) => reportResourceQuestion(ctx, ctx.user, input)),
  getUserSetting: userProcedure.query(({ ctx }) => getUserSetting(ctx, ctx.user)),
  /** Answers the number of questions the new setting practises. */
  updateUserSetting: userProcedure
    .input(updateUserSettingInput)
    .mutation(({ ctx, input }) => updateUserSetting(ctx, ctx.user, input)),
  getResourceRecord: userProcedure
    .input(resourceRecordPageInput)
    .query(({ ctx, input }) => getResourceRecord(ctx, ctx.user, input)),
  getStudentQuestionRecord: userProcedure
    .input(resourceRecordPageInput)
    .query(({ ctx, input }) => getStudentQuestionRecord(ctx, ctx.user, input)),
  getResourceRecordById: userProcedure
    .input(resourceRecordIdInput)
    .query(({ ctx, input }) => getResourceRecordById(ctx, ctx.user, input.id)),
});
