import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { accessibilityRoutes } from '../accessibility/routes';
import { accountRoutes } from '../accounts/routes';
import { analysisRoutes } from '../analysis/routes';
import { classHomeworkRoutes } from '../class-homework/routes';
import { classStreamRoutes } from '../class-stream/routes';
import { classRoutes } from '../classes/routes';
import { emailRoutes } from '../email/routes';
import { enrolmentRoutes } from '../enrolment/routes';
import { exerciseRoutes } from '../exercises/routes';
import { gradeRoutes } from '../grades/routes';
import { homeRoutes } from '../home/routes';
import { homeworkRoutes } from '../homework/routes';
import { lessonRoutes } from '../lessons/routes';
import { libraryRoutes } from '../libraries/routes';
import { paymentRoutes } from '../payments/routes';
import { questionRoutes } from '../questions/routes';
import { resourceRoutes } from '../resources/routes';
import { scheduleRoutes } from '../schedule/routes';
import type { EarlyQuery } from '../session/early-query';
import { storeRoutes } from '../store/routes';
import type { ScreenTitle } from '../ui/use-document-title';
import { userRoutes } from '../users/routes';
import { NotFound } from './NotFound';
import { rootRoute } from './root-route';
import { RouteError } from './WrongRole';

export type { RedirectSearch } from './root-route';

/** Every area's routes; an area adds its `routes.ts` here. */
const routeTree = rootRoute.addChildren([
  ...homeRoutes,
  ...accessibilityRoutes,
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
  ...scheduleRoutes,
  ...lessonRoutes,
  ...paymentRoutes,
  ...gradeRoutes,
  ...classStreamRoutes,
]);

/** A router of the app's screens: the browser's (on its history), or one per server-rendered page (`history`). */
export const makeRouter = (history?: RouterHistory) =>
  createRouter({
    routeTree,
    history,
    defaultPreload: 'intent',
    // In the browser only: on the server the router would write an inline script for it, which the pages'
    // policy (scripts from this origin only) refuses.
    scrollRestoration: !history,
    defaultNotFoundComponent: NotFound,
    defaultErrorComponent: RouteError,
  });

export type AppRouter = ReturnType<typeof makeRouter>;

let router: AppRouter | undefined;

/**
 * The app's router, made on first use rather than as the module loads: building the route tree is a good
 * part of the start-up script's work, and `main.tsx` gives it a task of its own on a phone.
 */
export function getRouter(): AppRouter {
  router ??= makeRouter();
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /** The request the screen's first render waits for, which the page's loader sends early (`route-preload.ts`). */
    earlyQuery?: EarlyQuery;
    /**
     * A public screen the server renders (`render-page.tsx`), with its early query answered into the page:
     * search engines and link previews read it, and the browser hydrates it without asking again.
     */
    serverRendered?: true;
    /**
     * The screen's name (a key of the interface text), which the document's title and a rendered page's
     * `<title>` carry before the site's name; only the home page, titled with the site's name alone, has none.
     */
    title?: ScreenTitle;
  }
}
