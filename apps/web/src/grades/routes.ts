import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { childOf } from '../app/root-route';
import { requireAdmin, requireSignedIn, requireTeacher } from '../session/guards';

export const gradeRoutes = [
  createRoute({
    ...childOf('/teach/class/$id/grading'),
    staticData: { title: 'grades.setup.title' },
    beforeLoad: requireTeacher,
    component: lazyRouteComponent(() => import('./GradingSetup'), 'GradingSetup'),
  }),
  createRoute({
    ...childOf('/admin/grade-scale'),
    staticData: { title: 'grades.scale.title' },
    beforeLoad: requireAdmin,
    component: lazyRouteComponent(() => import('./GradeScale'), 'GradeScale'),
  }),
  createRoute({
    ...childOf('/grades/$studentId/$classId'),
    staticData: { title: 'grades.family.title' },
    beforeLoad: requireSignedIn,
    component: lazyRouteComponent(() => import('./FamilyGrades'), 'FamilyGrades'),
  }),
] as const;
