import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { childOf } from '../app/rootRoute';
import { requireSignedIn, requireTeacher } from '../session/guards';

export const enrolmentRoutes = [
  createRoute({
    ...childOf('/classRegister/$classId'),
    beforeLoad: requireSignedIn,
    component: lazyRouteComponent(() => import('./ClassRegister'), 'ClassRegister'),
  }),
  createRoute({
    ...childOf('/myclasses'),
    beforeLoad: requireSignedIn,
    component: lazyRouteComponent(() => import('./MyClasses'), 'MyClasses'),
  }),
  createRoute({
    ...childOf('/teach/class/$id/addStudent'),
    beforeLoad: requireTeacher,
    component: lazyRouteComponent(() => import('./AddStudents'), 'AddStudents'),
  }),
  createRoute({
    ...childOf('/parent/studentlist'),
    beforeLoad: requireSignedIn,
    component: lazyRouteComponent(() => import('./ChildrenClasses'), 'ChildrenClasses'),
  }),
] as const;
