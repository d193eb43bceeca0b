import { fail } from '../../errors';
import { admitCaller, publicProcedure, roles } from '../../trpc';

/**
 * §8 Legacy: on the storefront's calls a token that was sent but is no longer good (broken, expired,
 * revoked) answers 401 'Not authorized, token failed', which signs the web app out, even on a public read.
 */
export const storeProcedure = publicProcedure.use(({ ctx, next }) => {
  if (ctx.tokenRejected) throw fail.unauthorized('tokenFailed');
  return next();
});

/** Signed in with a verified e-mail (401, 402 otherwise). */
export const storeUserProcedure = storeProcedure
  .meta({ access: 'user' })
  .use(({ ctx, next }) => next({ ctx: { ...ctx, user: admitCaller(ctx.user, true) } }));

/** An admin (403 for anyone else). */
export const storeAdminProcedure = storeUserProcedure.meta({ access: 'admin' }).use(({ ctx, next }) => {
  admitCaller(ctx.user, true, roles.admin);
  return next();
});
