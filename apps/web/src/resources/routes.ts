import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { childOf } from '../app/root-route';
import { requireSignedIn } from '../session/guards';

export const resourceTabs = ['play', 'history', 'report', 'help', 'settings'] as const;
export type ResourceTab = (typeof resourceTabs)[number];

/** `?tab=settings`: the practice area's tab, so Back, a reload and a bookmark keep it (PLAY when absent). */
export interface ResourceSearch {
  tab?: ResourceTab;
}

const resourceSearch = (search: Record<string, unknown>): ResourceSearch =>
  resourceTabs.includes(search.tab as ResourceTab) && search.tab !== 'play' ? { tab: search.tab as ResourceTab } : {};

export const resourceRoutes = [
  createRoute({
    ...childOf('/student/resources'),
    staticData: { title: 'resources.title' },
    beforeLoad: requireSignedIn,
    validateSearch: resourceSearch,
    component: lazyRouteComponent(() => import('./ResourcesPage'), 'ResourcesPage'),
  }),
] as const;
