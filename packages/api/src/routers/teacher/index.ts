import { mergeRouters } from '../../trpc';
import { teacherAnalysisRouter } from './analysis';
import { teacherClassHomeworkRouter } from './class-homework';
import { teacherClassesRouter } from './classes';
import { teacherEnrolmentRouter } from './enrolment';
import { teacherExercisesRouter } from './exercises';
import { teacherHomeworkRouter } from './homework';
import { teacherInteropRouter } from './interop';
import { teacherLessonsRouter } from './lessons';
import { teacherQuestionsRouter } from './questions';
import { teacherResourcesRouter } from './resources';
import { teacherSourcesRouter } from './sources';

export const teacherRouter = mergeRouters(
  teacherClassesRouter,
  teacherEnrolmentRouter,
  teacherSourcesRouter,
  teacherQuestionsRouter,
  teacherHomeworkRouter,
  teacherClassHomeworkRouter,
  teacherExercisesRouter,
  teacherResourcesRouter,
  teacherAnalysisRouter,
  teacherInteropRouter,
  teacherLessonsRouter,
);
