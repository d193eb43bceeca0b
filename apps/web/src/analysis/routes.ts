import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { childOf } from '../app/root-route';
import { requireTeacher } from '../session/guards';

export const analysisRoutes = [
  createRoute({
    ...childOf('/teach/class/$id/homework/$hwId/analysis'),
    staticData: { title: 'analysis.title' },
    beforeLoad: requireTeacher,
    component: lazyRouteComponent(() => import('./ItemAnalysis'), 'ItemAnalysis'),
  }),
  createRoute({
    ...childOf('/teach/class/$id/gradebook'),
    staticData: { title: 'gradebook.title' },
    beforeLoad: requireTeacher,
    component: lazyRouteComponent(() => import('./Gradebook'), 'Gradebook'),
  }),
] as const;
