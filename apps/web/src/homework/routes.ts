import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { childOf } from '../app/root-route';
import { requireTeacher } from '../session/guards';

export const homeworkRoutes = [
  createRoute({
    ...childOf('/teach/hwlist'),
    staticData: { title: 'homework.title' },
    beforeLoad: requireTeacher,
    component: lazyRouteComponent(() => import('./HomeworkList'), 'HomeworkList'),
  }),
  createRoute({
    ...childOf('/teach/hw/$id/edit'),
    staticData: { title: 'homework.editTitle' },
    beforeLoad: requireTeacher,
    component: lazyRouteComponent(() => import('./EditHomework'), 'EditHomework'),
  }),
] as const;
