import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { childOf } from '../app/root-route';
import { requireTeacher } from '../session/guards';

export const classStreamRoutes = [
  createRoute({
    ...childOf('/teach/class/$id/stream'),
    staticData: { title: 'classStream.title' },
    beforeLoad: requireTeacher,
    component: lazyRouteComponent(() => import('./TeacherStream'), 'TeacherStream'),
  }),
] as const;
