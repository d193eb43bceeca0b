import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { childOf } from '../app/root-route';
import { earlyQuery, pathParam } from '../session/early-query';
import { requireSignedIn, requireTeacher } from '../session/guards';

export const exerciseRoutes = [
  createRoute({
    ...childOf('/myHomework/$classId'),
    staticData: { title: 'exercises.myHomework.title' },
    beforeLoad: requireSignedIn,
    component: lazyRouteComponent(() => import('./MyHomework'), 'MyHomework'),
  }),
  createRoute({
    ...childOf('/student/exerciseList'),
    staticData: { title: 'exercises.list.title' },
    beforeLoad: requireSignedIn,
    component: lazyRouteComponent(() => import('./ExerciseList'), 'ExerciseList'),
  }),
  createRoute({
    ...childOf('/student/exerciseEdit/$id'),
    beforeLoad: requireSignedIn,
    staticData: {
      title: 'screens.exercise',
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
    staticData: { title: 'exercises.detail.title' },
    beforeLoad: requireSignedIn,
    component: lazyRouteComponent(() => import('./ExerciseDetail'), 'ExerciseDetail'),
  }),
  createRoute({
    ...childOf('/teacher/exercise/$classId/$studentId'),
    staticData: { title: 'exercises.teacherView.title' },
    beforeLoad: requireTeacher,
    component: lazyRouteComponent(() => import('./TeacherStudentExercises'), 'TeacherStudentExercises'),
  }),
  createRoute({
    ...childOf('/teacher/correctionExercise/$classId/$homeworkId'),
    staticData: { title: 'exercises.correction.title' },
    beforeLoad: requireTeacher,
    component: lazyRouteComponent(() => import('./CorrectExercise'), 'CorrectExercise'),
  }),
  createRoute({
    ...childOf('/parent/student/exercise/$studentId/$classId'),
    staticData: { title: 'exercises.parent.fallbackTitle' },
    beforeLoad: requireSignedIn,
    component: lazyRouteComponent(() => import('./ParentExercises'), 'ParentExercises'),
  }),
  createRoute({
    ...childOf('/classroom/$id'),
    staticData: { title: 'exercises.classroom.title' },
    beforeLoad: requireSignedIn,
    component: lazyRouteComponent(() => import('./Classroom'), 'Classroom'),
  }),
  createRoute({
    ...childOf('/simview'),
    staticData: { title: 'exercises.sim.title' },
    component: lazyRouteComponent(() => import('./simulation/SimView'), 'SimView'),
  }),
] as const;
