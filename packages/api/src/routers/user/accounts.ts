import { code, updateProfileInput } from '@quanta/validators';
import { z } from 'zod';
import { updateProfile } from '../../services/accounts/profile';
import { userInfo, verifyEmail } from '../../services/accounts/session';
import { router, signedInProcedure, userProcedure } from '../../trpc';

export const userAccountsRouter = router({
  getUserInfo: userProcedure.query(({ ctx }) => userInfo(ctx, ctx.user)),
  getUserProfile: userProcedure.query(({ ctx }) => userInfo(ctx, ctx.user)),
  updateUserProfile: userProcedure
    .input(updateProfileInput)
    .mutation(({ ctx, input }) => updateProfile(ctx, ctx.user, input)),
  /** The signed-in, not yet verified user verifies their own e-mail (the one call open before that). */
  verifyEmail: signedInProcedure
    .input(z.object({ code }))
    .mutation(({ ctx, input }) => verifyEmail(ctx, ctx.user.email, input.code)),
});
