import {
  addGroupInput,
  bulkEmailInput,
  deleteEmailInput,
  digestPreviewInput,
  digestSettingsInput,
  editGroupInput,
  emailListInput,
  groupListInput,
  idInput,
} from '@quanta/validators';
import { readDigestSettings, saveDigestSettings } from '../../services/email/digest-schedule';
import { previewDigest } from '../../services/email/family-digest';
import { addGroup, deleteGroup, editGroup, getGroupMembers, listGroups } from '../../services/email/groups';
import { deleteEmails, listEmails } from '../../services/email/records';
import { sendEmail } from '../../services/email/send';
import { adminProcedure, router } from '../../trpc';

/** Bulk e-mail and recipient groups (§7 Admin). */
export const adminEmailRouter = router({
  getEmails: adminProcedure
    .input(emailListInput)
    .query(({ ctx, input }) => listEmails(ctx, input.page, input.pageSize)),
  deleteEmail: adminProcedure.input(deleteEmailInput).mutation(({ ctx, input }) => deleteEmails(ctx, input.ids)),
  getGroupEmails: adminProcedure.input(groupListInput).query(({ ctx, input }) => listGroups(ctx, input)),
  getGroupMembers: adminProcedure.input(idInput).query(({ ctx, input }) => getGroupMembers(ctx, input.id)),
  addGroupEmail: adminProcedure.input(addGroupInput).mutation(({ ctx, input }) => addGroup(ctx, input)),
  editGroupEmail: adminProcedure.input(editGroupInput).mutation(({ ctx, input }) => editGroup(ctx, input)),
  deleteGroupEmail: adminProcedure.input(idInput).mutation(({ ctx, input }) => deleteGroup(ctx, input.id)),
  sendEmail: adminProcedure
    .input(bulkEmailInput)
    .mutation(({ ctx, input }) => sendEmail(ctx, ctx.user, input, ctx.lang)),
  /** The weekly family digest (beyond the spec): its day, hour and time zone, and a preview for one parent. */
  getDigestSettings: adminProcedure.query(({ ctx }) => readDigestSettings(ctx)),
  setDigestSettings: adminProcedure
    .input(digestSettingsInput)
    .mutation(({ ctx, input }) => saveDigestSettings(ctx, input)),
  previewDigest: adminProcedure
    .input(digestPreviewInput)
    .query(({ ctx, input }) => previewDigest(ctx, input.email, input.lang)),
});
