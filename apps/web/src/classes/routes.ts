import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { childOf } from '../app/root-route';
import { earlyQuery, pathParam } from '../session/early-query';
import { requireAdmin, requireTeacher } from '../session/guards';

export const classRoutes = [
  createRoute({
    ...childOf('/class/$id'),
    staticData: {
      title: 'screens.classPage',
      serverRendered: true,
      earlyQuery: earlyQuery({
        procedures: ['public.getClassById'],
        inputs: [{ id: pathParam('id') }],
        signedIn: false,
      }),
    },
    component: lazyRouteComponent(() => import('./ClassPage'), 'ClassPage'),
  }),
  createRoute({
    ...childOf('/teach/classlist'),
    staticData: { title: 'classes.list.title' },
    beforeLoad: requireTeacher,
    component: lazyRouteComponent(() => import('./TeacherClassList'), 'TeacherClassList'),
  }),
  createRoute({
    ...childOf('/teach/class/$id/edit'),
    staticData: { title: 'classes.edit.title' },
    beforeLoad: requireTeacher,
    component: lazyRouteComponent(() => import('./ClassEdit'), 'ClassEdit'),
  }),
  createRoute({
    ...childOf('/admin/auditClass'),
    staticData: { title: 'classes.audit.title' },
    beforeLoad: requireAdmin,
    component: lazyRouteComponent(() => import('./AuditClassList'), 'AuditClassList'),
  }),
] as const;
