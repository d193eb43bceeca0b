import { isDatabaseUnreachable, type UserRow } from '@quanta/db';
import { initTRPC } from '@trpc/server';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
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
      // The database out of reach is no fault of the call: 503, to be tried again.
      if (isDatabaseUnreachable(error)) {
        return {
          ...shape,
          code: TRPC_ERROR_CODES_BY_KEY.SERVICE_UNAVAILABLE,
          message: 'Service unavailable',
          data: {
            code: 'SERVICE_UNAVAILABLE' as const,
            httpStatus: 503,
            path: shape.data.path,
            key: 'serviceUnavailable',
          },
        };
      }
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
 * The checks of a signed-in call, in the order their refusals take precedence: signed in (401), then a
 * verified e-mail (402), then the role (403). Every procedure builder and the multipart upload routes
 * admit their callers through it, so a role is refused the same way on every path.
 */
export function admitCaller(
  user: UserRow | null | undefined,
  verified: boolean,
  allowed?: (user: UserRow) => boolean,
): UserRow {
  if (!user) throw fail.unauthorized();
  if (verified && !user.emailVerified) throw fail.unverified();
  if (allowed && !allowed(user)) throw fail.forbidden();
  return user;
}

/** Who may call a role procedure (and an upload route): the same predicates the builders below use. */
export const roles = {
  student: (u: UserRow) => u.role === 'Student',
  parent: (u: UserRow) => u.role === 'Parent',
  teacher: (u: UserRow) => u.role === 'Teacher',
  admin: (u: UserRow) => u.isAdmin,
  /** Students and parents: the families who register for classes and pay. */
  family: (u: UserRow) => u.role !== 'Teacher',
  /** Those with payments to read: families (their own) and admins (all). */
  payments: (u: UserRow) => u.role !== 'Teacher' || u.isAdmin,
};

/**
 * `admitCaller` as one middleware. The context goes on as it is, not copied (tRPC copies a context handed
 * to `next`): only its type learns that the user is there.
 */
const gate = (verified: boolean, allowed?: (user: UserRow) => boolean) =>
  t.middleware(({ ctx, next }) => {
    admitCaller(ctx.user, verified, allowed);
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

export const studentProcedure = roleProcedure('student', roles.student);
/** As `studentProcedure`, for a call whose read by its input's `id` is made in the session's statement. */
export const studentReadProcedure = (read: SessionReadKind) =>
  studentProcedure.meta({ access: 'student', sessionRead: read });
/** As `userProcedure`, for a call whose read by the caller is made in the session's statement (see `sessionReads`). */
export const userReadProcedure = (read: SessionReadKind) => userProcedure.meta({ access: 'user', sessionRead: read });
export const parentProcedure = roleProcedure('parent', roles.parent);
export const teacherProcedure = roleProcedure('teacher', roles.teacher);
export const adminProcedure = roleProcedure('admin', roles.admin);
/** As `userProcedure`, refusing teachers (403): the class register and payment calls of students and parents. */
export const familyProcedure = userProcedure.use(({ ctx, next }) => {
  admitCaller(ctx.user, true, roles.family);
  return next();
});
/** As `userProcedure`, refusing teachers who are not admins (403): payment history and receipts. */
export const paymentsProcedure = userProcedure.use(({ ctx, next }) => {
  admitCaller(ctx.user, true, roles.payments);
  return next();
});
