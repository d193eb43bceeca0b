import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { childOf } from '../app/root-route';
import { requireAdmin, requireTeacher } from '../session/guards';

export const scheduleRoutes = [
  createRoute({
    ...childOf('/teach/class/$id/schedule'),
    staticData: { title: 'schedule.title' },
    beforeLoad: requireTeacher,
    component: lazyRouteComponent(() => import('./ClassSchedule'), 'ClassSchedule'),
  }),
  createRoute({
    ...childOf('/admin/holidays'),
    staticData: { title: 'schedule.holidays.title' },
    beforeLoad: requireAdmin,
    component: lazyRouteComponent(() => import('./Holidays'), 'Holidays'),
  }),
] as const;
