import { mergeRouters } from '../../trpc';
import { adminClassesRouter } from './classes';
import { adminEmailRouter } from './email';
import { adminGradeScaleRouter } from './grade-scale';
import { adminHolidaysRouter } from './holidays';
import { adminLibrariesRouter } from './libraries';
import { adminPaymentsRouter } from './payments';
import { adminResourcesRouter } from './resources';
import { adminStoreRouter } from './store';
import { adminUsersRouter } from './users';

export const adminRouter = mergeRouters(
  adminUsersRouter,
  adminClassesRouter,
  adminLibrariesRouter,
  adminStoreRouter,
  adminResourcesRouter,
  adminEmailRouter,
  adminHolidaysRouter,
  adminPaymentsRouter,
  adminGradeScaleRouter,
);
