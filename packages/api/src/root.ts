import { adminRouter } from './routers/admin';
import { loginRouter } from './routers/login/accounts';
import { paymentsRouter } from './routers/payments/stripe';
import { publicRouter } from './routers/public';
import { teacherRouter } from './routers/teacher';
import { userRouter } from './routers/user';
import { createCallerFactory, router } from './trpc';

/** Routers by role, named as the spec's `/api/{role}/{call}` paths. */
export const appRouter = router({
  login: loginRouter,
  public: publicRouter,
  user: userRouter,
  admin: adminRouter,
  payments: paymentsRouter,
  teacher: teacherRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
