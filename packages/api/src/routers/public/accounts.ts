import { emailCodeInput } from '@quanta/validators';
import { verifyEmail } from '../../services/accounts/session';
import { publicProcedure, router } from '../../trpc';

export const publicAccountsRouter = router({
  /** Result `token`: the verified account's fresh session. */
  verifyEmail: publicProcedure
    .input(emailCodeInput)
    .mutation(({ ctx, input }) => verifyEmail(ctx, input.email, input.code)),
});
