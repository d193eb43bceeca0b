import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { childOf } from '../app/root-route';
import { requireAdmin } from '../session/guards';

export const userRoutes = [
  createRoute({
    ...childOf('/admin/userlist'),
    staticData: { title: 'users.title' },
    beforeLoad: requireAdmin,
    component: lazyRouteComponent(() => import('./UserList'), 'UserList'),
  }),
  createRoute({
    ...childOf('/admin/user/$id/edit'),
    staticData: { title: 'users.editTitle' },
    beforeLoad: requireAdmin,
    component: lazyRouteComponent(() => import('./EditUser'), 'EditUser'),
  }),
] as const;
