import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { childOf } from '../app/root-route';
import { requireAdmin } from '../session/guards';

export const emailRoutes = [
  createRoute({
    ...childOf('/admin/emailList'),
    beforeLoad: requireAdmin,
    component: lazyRouteComponent(() => import('./EmailList'), 'EmailList'),
  }),
  createRoute({
    ...childOf('/admin/sendEmail'),
    beforeLoad: requireAdmin,
    component: lazyRouteComponent(() => import('./SendEmail'), 'SendEmail'),
  }),
  createRoute({
    ...childOf('/unsubscribe'),
    validateSearch: (search: Record<string, unknown>) => ({
      token: typeof search.token === 'string' ? search.token : '',
    }),
    component: lazyRouteComponent(() => import('./Unsubscribe'), 'Unsubscribe'),
  }),
] as const;
