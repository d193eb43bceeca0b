import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { childOf } from '../app/root-route';
import { earlyQuery, pageLanguage } from '../session/early-query';

/** `?language=all`: the classes of every language, not only the interface's. */
export interface HomeSearch {
  language?: 'all';
}

const homeSearch = (search: Record<string, unknown>): HomeSearch =>
  search.language === 'all' ? { language: 'all' } : {};

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
    validateSearch: homeSearch,
    component: lazyRouteComponent(() => import('./Home'), 'Home'),
  }),
] as const;
