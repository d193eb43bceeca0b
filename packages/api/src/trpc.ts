import type { UserRow } from '@quanta/db';
import { initTRPC } from '@trpc/server';
import { ZodError } from 'zod';
import type { Context } from './context';
import { AppError, fail } from './errors';
import type { SessionReadKind } from './services/accounts/session-reads';

/** The first zod issue as `field: problem`, the shape every 400 message takes. */
export function describeZodError(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid input';
  const field = issue.path.join('.');
  return `${field || 'input'}: ${issue.message}`;
}

/**
 * Who a procedure is for, set by the builder it is made with (never by hand), so tests can walk every
 * procedure and know which callers it admits.
 */
export type ProcedureAccess = 'public' | 'signedIn' | 'user' | 'student' | 'parent' | 'teacher' | 'admin';
export interface ProcedureMeta {
  access: ProcedureAccess;
  /** The call answers the user info: the context reads its extras with the session, in one query. */
  userInfo?: boolean;
  /** The call's own read, by its input's `id`, is made in the session's statement (see `sessionReads`). */
  sessionRead?: SessionReadKind;
}

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    errorFormatter({ shape, error }) {
      const zod = error.cause instanceof ZodError ? error.cause : null;
      const internal = error.code === 'INTERNAL_SERVER_ERROR';
      return {
        ...shape,
        message: zod ? describeZodError(zod) : internal ? 'Something went wrong' : shape.message,
        data: {
          code: shape.data.code,
          httpStatus: shape.data.httpStatus,
          path: shape.data.path,
          key: error instanceof AppError ? error.key : zod ? 'badRequest' : internal ? 'internalError' : undefined,
          values: error instanceof AppError ? error.values : undefined,
        },
      };
    },
  });

export const router = t.router;
export const mergeRouters = t.mergeRouters;
export const createCallerFactory = t.createCallerFactory;

export const publicProcedure = t.procedure.meta({ access: 'public' });

/**
 * The checks of a signed-in call, in one middleware and in the order their refusals take precedence:
 * signed in (401), then a verified e-mail, then the role. The context goes on as it is, not copied (tRPC
 * copies a context handed to `next`): only its type learns that the user is there.
 */
const gate = (verified: boolean, allowed?: (user: UserRow) => boolean) =>
  t.middleware(({ ctx, next }) => {
    const user = ctx.user;
    if (!user) throw fail.unauthorized();
    if (verified && !user.emailVerified) throw fail.unverified();
    if (allowed && !allowed(user)) throw fail.forbidden();
    return next({ ctx: undefined as unknown as { user: UserRow } });
  });

/** Signed in, verified or not (only verifying the e-mail is allowed before that). */
export const signedInProcedure = t.procedure.meta({ access: 'signedIn' }).use(gate(false));

/** Signed in with a verified e-mail: every `/user`, role and admin call. */
export const userProcedure = t.procedure.meta({ access: 'user' }).use(gate(true));

/** As `userProcedure`, for a call answering the user info (its context reads the extras with the session). */
export const userInfoProcedure = userProcedure.meta({ access: 'user', userInfo: true });

const roleProcedure = (access: ProcedureAccess, allowed: (user: UserRow) => boolean) =>
  t.procedure.meta({ access }).use(gate(true, allowed));

export const studentProcedure = roleProcedure('student', (u) => u.role === 'Student');
/** As `studentProcedure`, for a call whose read by its input's `id` is made in the session's statement. */
export const studentReadProcedure = (read: SessionReadKind) =>
  studentProcedure.meta({ access: 'student', sessionRead: read });
/** As `userProcedure`, for a call whose read by the caller is made in the session's statement (see `sessionReads`). */
export const userReadProcedure = (read: SessionReadKind) => userProcedure.meta({ access: 'user', sessionRead: read });
export const parentProcedure = roleProcedure('parent', (u) => u.role === 'Parent');
export const teacherProcedure = roleProcedure('teacher', (u) => u.role === 'Teacher');
export const adminProcedure = roleProcedure('admin', (u) => u.isAdmin);
