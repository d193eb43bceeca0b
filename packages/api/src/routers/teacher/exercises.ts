import {
  classHomeworkInput,
  correctExerciseInput,
  correctionEmailInput,
  exerciseIdOfInput,
  teacherStudentExercisePageInput,
  teacherStudentExercisesInput,
} from '@quanta/validators';
import {
  correctExercise,
  finishCorrection,
  homeworkExercisesForTeacher,
  sendCorrectionEmail,
  studentExercisePageForTeacher,
  studentExercisesForTeacher,
} from '../../services/exercises';
import { router, teacherProcedure } from '../../trpc';

/** A teacher's view of students' exercises in their own classes, and the correction. */
export const teacherExercisesRouter = router({
  getExerciseByClass: teacherProcedure
    .input(teacherStudentExercisesInput)
    .query(({ ctx, input }) => studentExercisesForTeacher(ctx, ctx.user, input)),
  /** `{total, list, correct, wrong}`, in the class's homework order. */
  getStudentExerciseByClass: teacherProcedure
    .input(teacherStudentExercisePageInput)
    .query(({ ctx, input }) => studentExercisePageForTeacher(ctx, ctx.user, input)),
  getExerciseByClassAndHomework: teacherProcedure
    .input(classHomeworkInput)
    .query(({ ctx, input }) => homeworkExercisesForTeacher(ctx, ctx.user, input)),
  correctExercise: teacherProcedure
    .input(correctExerciseInput)
    .mutation(({ ctx, input }) => correctExercise(ctx, ctx.user, input)),
  finishCorrection: teacherProcedure
    .input(exerciseIdOfInput)
    .mutation(({ ctx, input }) => finishCorrection(ctx, ctx.user, input.exerciseId)),
  sendCorrectionEmail: teacherProcedure
    .input(correctionEmailInput)
    .mutation(({ ctx, input }) => sendCorrectionEmail(ctx, ctx.user, input)),
});
