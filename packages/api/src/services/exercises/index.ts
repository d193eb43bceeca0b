/** Exercises: a student's work on a published homework, exams, and the teacher's correction. */
export { autoPublishNext } from './auto-publish';
export { regradeExercise, regradeHomework } from './regrade';
export {
  finishExercise,
  getClassContent,
  getExerciseDetail,
  getMyExercise,
  listMyClassExercises,
  listMyExercises,
  listStudentExercises,
  saveExercise,
  startExam,
  submitExercise,
  undoExercise,
  updateExerciseContent,
} from './student';
export {
  correctExercise,
  finishCorrection,
  homeworkExercisesForTeacher,
  sendCorrectionEmail,
  studentExercisePageForTeacher,
  studentExercisesForTeacher,
} from './teacher';
