import { createRouter } from '@tanstack/react-router';
import { accountRoutes } from '../accounts/routes';
import { analysisRoutes } from '../analysis/routes';
import { classRoutes } from '../classes/routes';
import { classHomeworkRoutes } from '../classHomework/routes';
import { emailRoutes } from '../email/routes';
import { enrolmentRoutes } from '../enrolment/routes';
import { exerciseRoutes } from '../exercises/routes';
import { homeRoutes } from '../home/routes';
import { homeworkRoutes } from '../homework/routes';
import { libraryRoutes } from '../libraries/routes';
import { questionRoutes } from '../questions/routes';
import { resourceRoutes } from '../resources/routes';
import { storeRoutes } from '../store/routes';
import { userRoutes } from '../users/routes';
import { NotFound } from './NotFound';
import { rootRoute } from './rootRoute';

export type { RedirectSearch } from './rootRoute';

/** Every area's routes; an area adds its `routes.ts` here. */
const routeTree = rootRoute.addChildren([
  ...homeRoutes,
  ...accountRoutes,
  ...userRoutes,
  ...emailRoutes,
  ...classRoutes,
  ...enrolmentRoutes,
  ...questionRoutes,
  ...libraryRoutes,
  ...homeworkRoutes,
  ...classHomeworkRoutes,
  ...exerciseRoutes,
  ...storeRoutes,
  ...resourceRoutes,
  ...analysisRoutes,
]);

export const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  scrollRestoration: true,
  defaultNotFoundComponent: NotFound,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
