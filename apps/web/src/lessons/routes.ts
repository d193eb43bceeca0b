import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { childOf } from '../app/root-route';
import { requireSignedIn, requireTeacher } from '../session/guards';
import { isIsoDay } from './week';

/** `?week=YYYY-MM-DD`: a day of the week shown, so a reload or a shared link keeps the week. */
export interface WeekSearch {
  week?: string;
}

const weekSearch = (search: Record<string, unknown>): WeekSearch =>
  isIsoDay(search.week) ? { week: search.week } : {};

export const lessonRoutes = [
  createRoute({
    ...childOf('/timetable'),
    staticData: { title: 'lessons.timetable.title' },
    beforeLoad: requireSignedIn,
    validateSearch: weekSearch,
    component: lazyRouteComponent(() => import('./Timetable'), 'Timetable'),
  }),
  createRoute({
    ...childOf('/teach/lesson/$id'),
    staticData: { title: 'lessons.roll.title' },
    beforeLoad: requireTeacher,
    component: lazyRouteComponent(() => import('./Roll'), 'Roll'),
  }),
] as const;
