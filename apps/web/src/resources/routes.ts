import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { childOf } from '../app/root-route';
import { requireSignedIn } from '../session/guards';

export const resourceRoutes = [
  createRoute({
    ...childOf('/student/resources'),
    staticData: { title: 'resources.title' },
    beforeLoad: requireSignedIn,
    component: lazyRouteComponent(() => import('./ResourcesPage'), 'ResourcesPage'),
  }),
] as const;
