import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { childOf } from '../app/root-route';
import { requireAdmin } from '../session/guards';

export const userRoutes = [
  createRoute({
    ...childOf('/admin/userlist'),
    beforeLoad: requireAdmin,
    component: lazyRouteComponent(() => import('./UserList'), 'UserList'),
  }),
  createRoute({
    ...childOf('/admin/user/$id/edit'),
    beforeLoad: requireAdmin,
    component: lazyRouteComponent(() => import('./EditUser'), 'EditUser'),
  }),
] as const;
