import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { childOf } from '../app/root-route';
import { earlyQuery } from '../session/early-query';
import { requireSignedIn, requireTeacher } from '../session/guards';

export const enrolmentRoutes = [
  createRoute({
    ...childOf('/classRegister/$classId'),
    staticData: { title: 'enrolment.register.title' },
    beforeLoad: requireSignedIn,
    component: lazyRouteComponent(() => import('./ClassRegister'), 'ClassRegister'),
  }),
  createRoute({
    ...childOf('/myclasses'),
    beforeLoad: requireSignedIn,
    // The screen's classes, batched with the signed-in user's info that the page asks for in the same render.
    staticData: {
      title: 'enrolment.myClasses.title',
      earlyQuery: earlyQuery({ procedures: ['user.getMyClasses', 'user.getUserInfo'], signedIn: true }),
    },
    component: lazyRouteComponent(() => import('./MyClasses'), 'MyClasses'),
  }),
  createRoute({
    ...childOf('/teach/class/$id/addStudent'),
    staticData: { title: 'enrolment.roster.title' },
    beforeLoad: requireTeacher,
    component: lazyRouteComponent(() => import('./AddStudents'), 'AddStudents'),
  }),
  createRoute({
    ...childOf('/parent/studentlist'),
    staticData: { title: 'enrolment.children.title' },
    beforeLoad: requireSignedIn,
    component: lazyRouteComponent(() => import('./ChildrenClasses'), 'ChildrenClasses'),
  }),
] as const;
