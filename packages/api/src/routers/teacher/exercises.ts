import {
  classHomeworkInput,
  correctExerciseInput,
  correctionEmailInput,
  exerciseIdOfInput,
  teacherStudentExercisePageInput,
  teacherStudentExercisesInput,
} from '@quanta/validators';
import * as exercises from '../../services/exercises';
import { router, teacherProcedure } from '../../trpc';

/** A teacher's view of students' exercises in their own classes, and the correction. */
export const teacherExercisesRouter = router({
  getExerciseByClass: teacherProcedure
    .input(teacherStudentExercisesInput)
    .query(({ ctx, input }) => exercises.studentExercisesForTeacher(ctx, ctx.user, input)),
  /** `{total, list, correct, wrong}`, in the class's homework order. */
  getStudentExerciseByClass: teacherProcedure
    .input(teacherStudentExercisePageInput)
    .query(({ ctx, input }) => exercises.studentExercisePageForTeacher(ctx, ctx.user, input)),
  getExerciseByClassAndHomework: teacherProcedure
    .input(classHomeworkInput)
    .query(({ ctx, input }) => exercises.homeworkExercisesForTeacher(ctx, ctx.user, input)),
  correctExercise: teacherProcedure
    .input(correctExerciseInput)
    .mutation(({ ctx, input }) => exercises.correctExercise(ctx, ctx.user, input)),
  finishCorrection: teacherProcedure
    .input(exerciseIdOfInput)
    .mutation(({ ctx, input }) => exercises.finishCorrection(ctx, ctx.user, input.exerciseId)),
  sendCorrectionEmail: teacherProcedure
    .input(correctionEmailInput)
    .mutation(({ ctx, input }) => exercises.sendCorrectionEmail(ctx, ctx.user, input)),
});
