import { mergeRouters } from '../../trpc';
import { userAccountsRouter } from './accounts';
import { userClassStreamRouter } from './class-stream';
import { userEnrolmentRouter } from './enrolment';
import { userExercisesRouter } from './exercises';
import { userGradesRouter } from './grades';
import { userLessonsRouter } from './lessons';
import { userLibrariesRouter } from './libraries';
import { userPaymentsRouter } from './payments';
import { userResourcesRouter } from './resources';
import { userSourcesRouter } from './sources';
import { userStoreRouter } from './store';
import { userTrendRouter } from './trend';
import { userWorkPhotosRouter } from './work-photos';

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
  userGradesRouter,
  userClassStreamRouter,
  userWorkPhotosRouter,
);
