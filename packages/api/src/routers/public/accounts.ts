import { emailCodeInput } from '@quanta/validators';
import { answers } from '../../presenters/output-check';
import { userShape } from '../../presenters/user';
import { verifyEmail } from '../../services/accounts/sessions';
import { publicProcedure, router } from '../../trpc';

export const publicAccountsRouter = router({
  /** Verifies the address and signs in by its code (result `token`): also the way round a password delay. */
  verifyEmail: publicProcedure
    .input(emailCodeInput)
    .output(answers(userShape))
    .mutation(({ ctx, input }) =>
      verifyEmail(
        ctx,
        { device: { ip: ctx.ip, userAgent: ctx.userAgent }, user: ctx.user, sessionId: ctx.sessionId },
        input.email,
        input.code,
      ),
    ),
});
