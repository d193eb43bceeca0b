import { mergeRouters } from '../../trpc';
import { teacherAnalysisRouter } from './analysis';
import { teacherClassHomeworkRouter } from './class-homework';
import { teacherClassStreamRouter } from './class-stream';
import { teacherClassesRouter } from './classes';
import { teacherEnrolmentRouter } from './enrolment';
import { teacherExercisesRouter } from './exercises';
import { teacherGradeSetupRouter } from './grade-setup';
import { teacherHomeworkRouter } from './homework';
import { teacherInteropRouter } from './interop';
import { teacherLessonsRouter } from './lessons';
import { teacherQuestionsRouter } from './questions';
import { teacherResourcesRouter } from './resources';
import { teacherSourcesRouter } from './sources';
import { teacherWorkPhotosRouter } from './work-photos';

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
  teacherGradeSetupRouter,
  teacherClassStreamRouter,
  teacherWorkPhotosRouter,
);
