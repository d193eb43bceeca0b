import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { childOf } from '../app/root-route';
import { requireAdmin } from '../session/guards';

export const emailRoutes = [
  createRoute({
    ...childOf('/admin/emailList'),
    staticData: { title: 'email.listTitle' },
    beforeLoad: requireAdmin,
    component: lazyRouteComponent(() => import('./EmailList'), 'EmailList'),
  }),
  createRoute({
    ...childOf('/admin/sendEmail'),
    staticData: { title: 'email.sendTitle' },
    beforeLoad: requireAdmin,
    component: lazyRouteComponent(() => import('./SendEmail'), 'SendEmail'),
  }),
  createRoute({
    ...childOf('/unsubscribe'),
    staticData: { title: 'email.unsubscribe.title' },
    validateSearch: (search: Record<string, unknown>) => ({
      token: typeof search.token === 'string' ? search.token : '',
    }),
    component: lazyRouteComponent(() => import('./Unsubscribe'), 'Unsubscribe'),
  }),
] as const;
