import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { childOf } from '../app/root-route';
import { earlyQuery, pageLanguage } from '../session/early-query';

export const homeRoutes = [
  createRoute({
    ...childOf('/'),
    staticData: {
      serverRendered: true,
      earlyQuery: earlyQuery({
        procedures: ['public.getHomeDetail', 'public.getHomeClasses'],
        inputs: [undefined, { language: pageLanguage }],
        signedIn: false,
      }),
    },
    component: lazyRouteComponent(() => import('./Home'), 'Home'),
  }),
] as const;
