import {
  authUserInput,
  emailCodeInput,
  messages,
  registerFamilyInput,
  resetPasswordInput,
  sendEmailInput,
} from '@quanta/validators';
import { z } from 'zod';
import { answers } from '../../presenters/output-check';
import { knownParentShape, userShape } from '../../presenters/user';
import { wire } from '../../presenters/wire';
import { sendCode } from '../../services/accounts/codes';
import { resetPassword, signIn } from '../../services/accounts/sessions';
import { registerFamily, validateSignUpEmail } from '../../services/accounts/signup';
import { rememberLanguage } from '../../services/email/preferences';
import { publicProcedure, router } from '../../trpc';

/** `/api/login/*`: signing in and everything that needs an e-mailed code before one is signed in. */
export const loginRouter = router({
  /** The user with the new session's `token`: the one answer that carries a token. */
  authUser: publicProcedure
    .input(authUserInput)
    .output(answers(userShape))
    .mutation(async ({ ctx, input }) => {
      const info = await signIn(ctx, { ip: ctx.ip, userAgent: ctx.userAgent }, input.email, input.password);
      // Mail (the digest, notices) is written in the language the user last signed in with.
      await rememberLanguage(ctx, info._id, ctx.lang);
      return info;
    }),
  sendEmail: publicProcedure
    .input(sendEmailInput)
    .output(answers(wire({ message: z.literal(messages.codeSent) })))
    .mutation(async ({ ctx, input }) => {
      await sendCode(ctx, input.email, ctx.lang, ctx.ip);
      return { message: messages.codeSent };
    }),
  /** The code is right; `parent` is the parent already registered with this e-mail, or null. */
  validateEmailByCode: publicProcedure
    .input(emailCodeInput)
    .output(answers(wire({ parent: knownParentShape.nullable() })))
    .mutation(({ ctx, input }) => validateSignUpEmail(ctx, input.email, input.code)),
  registerFamily: publicProcedure
    .input(registerFamilyInput)
    .output(answers(wire({ message: z.literal(messages.registerSuccessfully) })))
    .mutation(async ({ ctx, input }) => {
      await registerFamily(ctx, input);
      return { message: messages.registerSuccessfully };
    }),
  resetPassword: publicProcedure
    .input(resetPasswordInput)
    .output(answers(wire({ message: z.literal(messages.passwordReset) })))
    .mutation(async ({ ctx, input }) => {
      await resetPassword(ctx, input.email, input.code, input.password);
      return { message: messages.passwordReset };
    }),
});
