import { adminRouter } from './routers/admin';
import { loginRouter } from './routers/login/accounts';
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
  teacher: teacherRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
