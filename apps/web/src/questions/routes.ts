import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { childOf } from '../app/root-route';
import { requireTeacher } from '../session/guards';

export const questionRoutes = [
  createRoute({
    ...childOf('/teach/questionlist'),
    staticData: { title: 'questions.title' },
    beforeLoad: requireTeacher,
    component: lazyRouteComponent(() => import('./QuestionList'), 'QuestionList'),
  }),
  createRoute({
    ...childOf('/teach/question/$id/edit'),
    staticData: { title: 'questions.editTitle' },
    beforeLoad: requireTeacher,
    component: lazyRouteComponent(() => import('./EditQuestion'), 'EditQuestion'),
  }),
] as const;
