import { code, idInput, messages, noInput, sessionListInput, updateProfileInput } from '@quanta/validators';
import { z } from 'zod';
import { answers } from '../../presenters/output-check';
import { sessionShape } from '../../presenters/session';
import { userProfileShape, userShape } from '../../presenters/user';
import { listOf, wire } from '../../presenters/wire';
import { acceptParentRequest, declineParentRequest } from '../../services/accounts/parent-requests';
import { updateProfile, userProfile } from '../../services/accounts/profile';
import {
  endOwnSession,
  endSession,
  endSessionsOf,
  listSessions,
  userInfo,
  verifyEmail,
} from '../../services/accounts/sessions';
import { router, signedInProcedure, studentProcedure, userInfoProcedure, userProcedure } from '../../trpc';

/** What ending a session answers. */
const loggedOut = answers(wire({ message: z.literal(messages.loggedOut) }));

export const userAccountsRouter = router({
  getUserInfo: userInfoProcedure
    .output(answers(userShape))
    .query(({ ctx }) => userInfo(ctx, ctx.user, undefined, ctx.userInfoExtras)),
  getUserProfile: userProcedure.output(answers(userProfileShape)).query(({ ctx }) => userProfile(ctx, ctx.user)),
  updateUserProfile: userProcedure
    .input(updateProfileInput)
    .output(answers(userShape))
    .mutation(({ ctx, input }) => updateProfile(ctx, ctx.user, input, { ip: ctx.ip, sessionId: ctx.sessionId })),
  /** The signed-in, not yet verified user verifies their own e-mail (the one call open before that). */
  verifyEmail: signedInProcedure
    .input(z.object({ code }))
    .output(answers(userShape))
    .mutation(({ ctx, input }) =>
      verifyEmail(
        ctx,
        { device: { ip: ctx.ip, userAgent: ctx.userAgent }, user: ctx.user, sessionId: ctx.sessionId },
        ctx.user.email,
        input.code,
      ),
    ),
  /** Ends the caller's own session: its token no longer signs anyone in. */
  logout: signedInProcedure
    .input(noInput)
    .output(loggedOut)
    .mutation(async ({ ctx }) => {
      if (ctx.sessionId) await endSession(ctx.db, ctx.sessionId);
      return { message: messages.loggedOut };
    }),
  /** Ends every session of the caller, this one included. */
  logoutAll: signedInProcedure
    .input(noInput)
    .output(loggedOut)
    .mutation(async ({ ctx }) => {
      await endSessionsOf(ctx.db, ctx.user.id);
      return { message: messages.loggedOut };
    }),
  /** The caller's signed-in devices (`current` marks this one). */
  getSessions: userProcedure
    .input(sessionListInput)
    .output(answers(listOf(sessionShape)))
    .query(({ ctx, input }) => listSessions(ctx, ctx.user.id, ctx.sessionId, input.page, input.pageSize)),
  /** Ends one of the caller's other devices (404 unknown, 403 someone else's). */
  endSession: userProcedure
    .input(idInput)
    .output(loggedOut)
    .mutation(async ({ ctx, input }) => {
      await endOwnSession(ctx, ctx.user, input.id);
      return { message: messages.loggedOut };
    }),
  /** A student accepts or declines the parent their family sign-up named. */
  acceptParentRequest: studentProcedure
    .input(noInput)
    .output(answers(userShape))
    .mutation(async ({ ctx }) => {
      await acceptParentRequest(ctx, ctx.user.id);
      return userInfo(ctx, ctx.user);
    }),
  declineParentRequest: studentProcedure
    .input(noInput)
    .output(answers(userShape))
    .mutation(async ({ ctx }) => {
      await declineParentRequest(ctx, ctx.user.id);
      return userInfo(ctx, ctx.user);
    }),
});
