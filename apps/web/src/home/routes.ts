import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { childOf } from '../app/rootRoute';

export const homeRoutes = [
  createRoute({ ...childOf('/'), component: lazyRouteComponent(() => import('./Home'), 'Home') }),
] as const;
