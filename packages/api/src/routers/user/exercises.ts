import {
  classContentInput,
  exerciseContentInput,
  exerciseIdInput,
  logExamEventsInput,
  saveAnswerInput,
  saveExerciseInput,
  studentExerciseListInput,
} from '@quanta/validators';
import { loggedExamEventsShape } from '../../presenters/exam-log';
import {
  checkedAnswerShape,
  classExerciseListShape,
  classroomShape,
  examClockShape,
  exerciseShape,
  finishedExerciseShape,
  myExerciseListShape,
  savedAnswerShape,
  savedContentShape,
  studentExerciseListShape,
  undoneExerciseShape,
} from '../../presenters/exercise';
import { answers } from '../../presenters/output-check';
import * as exercises from '../../services/exercises';
import { logReportedEvents } from '../../services/exercises/exam-log';
import { router, studentProcedure, studentReadProcedure, userProcedure } from '../../trpc';

/** A student's homework and exams; a parent's view of their children's. */
export const userExercisesRouter = router({
  /** `{list}`: the caller's exercises, newest first. */
  getExerciseList: studentProcedure
    .output(answers(myExerciseListShape))
    .query(({ ctx }) => exercises.listMyExercises(ctx, ctx.user)),
  /** The runner: `{questionList, homeworkId, examRemainingTime, endExamAt, …}`. */
  getExerciseById: studentReadProcedure('runner')
    .input(exerciseIdInput)
    .output(answers(exerciseShape))
    .query(({ ctx, input }) => exercises.getMyExercise(ctx, ctx.user, input.id)),
  /** `{list}`: the caller's exercises in one class (My homework). */
  getExerciseByClassId: studentReadProcedure('classroom')
    .input(exerciseIdInput)
    .output(answers(classExerciseListShape))
    .query(({ ctx, input }) => exercises.listMyClassExercises(ctx, ctx.user, input.id)),
  /** The classroom: the class's bulletin and the homework published to the caller, with their exercises. */
  getClassesContent: studentReadProcedure('classroom')
    .input(classContentInput)
    .output(answers(classroomShape))
    .query(({ ctx, input }) => exercises.getClassContent(ctx, ctx.user, input.id)),
  /** A save, from the runner's outbox with `key` and `seq`: a replay answers as the first time. */
  saveExercise: studentProcedure
    .input(saveAnswerInput)
    .output(answers(savedAnswerShape))
    .mutation(({ ctx, input }) => exercises.saveExercise(ctx, ctx.user, input)),
  /** Check Solution: `{correctAnswer, autoCorrect, description}` and 'Congrats!' or 'Oops, …'. */
  submitExercise: studentProcedure
    .input(saveExerciseInput)
    .output(answers(checkedAnswerShape))
    .mutation(({ ctx, input }) => exercises.submitExercise(ctx, ctx.user, input)),
  updateExerciseContent: studentProcedure
    .input(exerciseContentInput)
    .output(answers(savedContentShape))
    .mutation(({ ctx, input }) => exercises.updateExerciseContent(ctx, ctx.user, input)),
  finishExercise: studentProcedure
    .input(exerciseIdInput)
    .output(answers(finishedExerciseShape))
    .mutation(({ ctx, input }) => exercises.finishExercise(ctx, ctx.user, input.id)),
  /** `{examRemainingTime, endExamAt}`; the first call fixes the end. */
  startExam: studentProcedure
    .input(exerciseIdInput)
    .output(answers(examClockShape))
    .mutation(({ ctx, input }) => exercises.startExam(ctx, ctx.user, input.id)),
  /** `{accepted}`: what the runner saw during the caller's running exam attempt (offline, online, hidden, …). */
  logExamEvents: studentProcedure
    .input(logExamEventsInput)
    .output(answers(loggedExamEventsShape))
    .mutation(({ ctx, input }) => logReportedEvents(ctx, ctx.user, input)),
  undoExercise: studentProcedure
    .input(exerciseIdInput)
    .output(answers(undoneExerciseShape))
    .mutation(({ ctx, input }) => exercises.undoExercise(ctx, ctx.user, input.id)),
  /** `{questionList, correctionStatus, student, …}` for the student, their parent or the class's teacher. */
  getStudentExerciseDetail: userProcedure
    .input(exerciseIdInput)
    .output(answers(exerciseShape))
    .query(({ ctx, input }) => exercises.getExerciseDetail(ctx, ctx.user, input.id)),
  /** A child's (or the caller's own) exercises in one class. */
  getStudentExerciseList: userProcedure
    .input(studentExerciseListInput)
    .output(answers(studentExerciseListShape))
    .query(({ ctx, input }) => exercises.listStudentExercises(ctx, ctx.user, input)),
});
