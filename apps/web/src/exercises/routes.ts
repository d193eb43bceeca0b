import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { childOf } from '../app/root-route';
import { earlyQuery, pathParam } from '../session/early-query';
import { requireSignedIn, requireTeacher } from '../session/guards';

export const exerciseRoutes = [
  createRoute({
    ...childOf('/myHomework/$classId'),
    beforeLoad: requireSignedIn,
    component: lazyRouteComponent(() => import('./MyHomework'), 'MyHomework'),
  }),
  createRoute({
    ...childOf('/student/exerciseList'),
    beforeLoad: requireSignedIn,
    component: lazyRouteComponent(() => import('./ExerciseList'), 'ExerciseList'),
  }),
  createRoute({
    ...childOf('/student/exerciseEdit/$id'),
    beforeLoad: requireSignedIn,
    staticData: {
      earlyQuery: earlyQuery({
        procedures: ['user.getExerciseById'],
        inputs: [{ id: pathParam('id') }],
        signedIn: true,
      }),
    },
    component: lazyRouteComponent(() => import('./ExerciseRunner'), 'ExerciseRunner'),
  }),
  createRoute({
    ...childOf('/student/exercise/$id'),
    beforeLoad: requireSignedIn,
    component: lazyRouteComponent(() => import('./ExerciseDetail'), 'ExerciseDetail'),
  }),
  createRoute({
    ...childOf('/teacher/exercise/$classId/$studentId'),
    beforeLoad: requireTeacher,
    component: lazyRouteComponent(() => import('./TeacherStudentExercises'), 'TeacherStudentExercises'),
  }),
  createRoute({
    ...childOf('/teacher/correctionExercise/$classId/$homeworkId'),
    beforeLoad: requireTeacher,
    component: lazyRouteComponent(() => import('./CorrectExercise'), 'CorrectExercise'),
  }),
  createRoute({
    ...childOf('/parent/student/exercise/$studentId/$classId'),
    beforeLoad: requireSignedIn,
    component: lazyRouteComponent(() => import('./ParentExercises'), 'ParentExercises'),
  }),
  createRoute({
    ...childOf('/classroom/$id'),
    beforeLoad: requireSignedIn,
    component: lazyRouteComponent(() => import('./Classroom'), 'Classroom'),
  }),
  createRoute({
    ...childOf('/simview'),
    component: lazyRouteComponent(() => import('./simulation/SimView'), 'SimView'),
  }),
] as const;
