import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { childOf } from '../app/root-route';
import { requireAdmin, requireTeacher } from '../session/guards';

export const libraryRoutes = [
  createRoute({
    ...childOf('/admin/library'),
    staticData: { title: 'libraries.title' },
    beforeLoad: requireAdmin,
    component: lazyRouteComponent(() => import('./LibraryAdmin'), 'LibraryAdmin'),
  }),
  createRoute({
    ...childOf('/admin/libraryQuestion'),
    staticData: { title: 'libraries.adminBrowserTitle' },
    beforeLoad: requireAdmin,
    component: lazyRouteComponent(() => import('./AdminLibraryQuestions'), 'AdminLibraryQuestions'),
  }),
  createRoute({
    ...childOf('/teacher/library'),
    staticData: { title: 'libraries.teacherBrowserTitle' },
    beforeLoad: requireTeacher,
    component: lazyRouteComponent(() => import('./TeacherLibraryQuestions'), 'TeacherLibraryQuestions'),
  }),
] as const;
