import {
  addGroupInput,
  bulkEmailInput,
  deleteEmailInput,
  editGroupInput,
  emailListInput,
  groupListInput,
  idInput,
} from '@quanta/validators';
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
});
