import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { childOf } from '../app/root-route';
import { requireTeacher } from '../session/guards';

export const classHomeworkRoutes = [
  createRoute({
    ...childOf('/teach/class/$id/addContent'),
    staticData: { title: 'classHomework.title' },
    beforeLoad: requireTeacher,
    component: lazyRouteComponent(() => import('./AddContent'), 'AddContent'),
  }),
] as const;
