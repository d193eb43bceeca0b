import { mergeRouters } from '../../trpc';
import { userAccountsRouter } from './accounts';
import { userEnrolmentRouter } from './enrolment';
import { userExercisesRouter } from './exercises';
import { userLessonsRouter } from './lessons';
import { userLibrariesRouter } from './libraries';
import { userPaymentsRouter } from './payments';
import { userResourcesRouter } from './resources';
import { userSourcesRouter } from './sources';
import { userStoreRouter } from './store';
import { userTrendRouter } from './trend';

export const userRouter = mergeRouters(
  userAccountsRouter,
  userEnrolmentRouter,
  userSourcesRouter,
  userLibrariesRouter,
  userExercisesRouter,
  userStoreRouter,
  userResourcesRouter,
  userTrendRouter,
  userLessonsRouter,
  userPaymentsRouter,
);
