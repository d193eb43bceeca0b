import {
  addGroupInput,
  bulkEmailInput,
  classGroupListInput,
  deleteEmailInput,
  digestPreviewInput,
  digestSettingsInput,
  editGroupInput,
  emailListInput,
  groupListInput,
  idInput,
  messages,
} from '@quanta/validators';
import { z } from 'zod';
import {
  addedEmailGroupShape,
  classGroupShape,
  digestPreviewShape,
  digestSettingsShape,
  emailGroupMembersShape,
  emailGroupShape,
  emailRecordShape,
  emailSendOutcomeShape,
  savedDigestSettingsShape,
  savedEmailGroupShape,
} from '../../presenters/email';
import { answers } from '../../presenters/output-check';
import { listOf, wire } from '../../presenters/wire';
import { listClassGroups } from '../../services/email/class-groups';
import { readDigestSettings, saveDigestSettings } from '../../services/email/digest-schedule';
import { previewDigest } from '../../services/email/family-digest';
import { addGroup, deleteGroup, editGroup, getGroupMembers, listGroups } from '../../services/email/groups';
import { deleteEmails, listEmails } from '../../services/email/records';
import { sendEmail } from '../../services/email/send';
import { adminProcedure, router } from '../../trpc';

/** Bulk e-mail and recipient groups (§7 Admin). */
export const adminEmailRouter = router({
  /** The e-mail list, newest first: `{list, total}`. */
  getEmails: adminProcedure
    .input(emailListInput)
    .output(answers(listOf(emailRecordShape)))
    .query(({ ctx, input }) => listEmails(ctx, input.page, input.pageSize)),
  deleteEmail: adminProcedure
    .input(deleteEmailInput)
    .output(answers(wire({ message: z.literal(messages.deleteSuccess), ids: z.array(z.string()) })))
    .mutation(({ ctx, input }) => deleteEmails(ctx, input.ids)),
  getGroupEmails: adminProcedure
    .input(groupListInput)
    .output(answers(listOf(emailGroupShape)))
    .query(({ ctx, input }) => listGroups(ctx, input)),
  /** The automatic groups (beyond the spec): "Students of" and "Parents of" each class, by class name, paged. */
  getClassGroups: adminProcedure
    .input(classGroupListInput)
    .output(answers(listOf(classGroupShape)))
    .query(({ ctx, input }) => listClassGroups(ctx, input, ctx.lang)),
  getGroupMembers: adminProcedure
    .input(idInput)
    .output(answers(emailGroupMembersShape))
    .query(({ ctx, input }) => getGroupMembers(ctx, input.id)),
  addGroupEmail: adminProcedure
    .input(addGroupInput)
    .output(answers(addedEmailGroupShape))
    .mutation(({ ctx, input }) => addGroup(ctx, input)),
  editGroupEmail: adminProcedure
    .input(editGroupInput)
    .output(answers(savedEmailGroupShape))
    .mutation(({ ctx, input }) => editGroup(ctx, input)),
  deleteGroupEmail: adminProcedure
    .input(idInput)
    .output(answers(wire({ message: z.literal(messages.deleteSuccess), id: z.string() })))
    .mutation(({ ctx, input }) => deleteGroup(ctx, input.id)),
  sendEmail: adminProcedure
    .input(bulkEmailInput)
    .output(answers(emailSendOutcomeShape))
    .mutation(({ ctx, input }) => sendEmail(ctx, ctx.user, input, ctx.lang)),
  /** The weekly family digest (beyond the spec): its day, hour and time zone, and a preview for one parent. */
  getDigestSettings: adminProcedure.output(answers(digestSettingsShape)).query(({ ctx }) => readDigestSettings(ctx)),
  setDigestSettings: adminProcedure
    .input(digestSettingsInput)
    .output(answers(savedDigestSettingsShape))
    .mutation(({ ctx, input }) => saveDigestSettings(ctx, input)),
  previewDigest: adminProcedure
    .input(digestPreviewInput)
    .output(answers(digestPreviewShape))
    .query(({ ctx, input }) => previewDigest(ctx, input.email, input.lang)),
});
