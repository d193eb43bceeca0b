import type { RouterOutputs } from '../session/storage';

/** A row of an exercise list: progress, accuracy, overdue, no questions. */
export type ExerciseSummary = RouterOutputs['user']['getStudentExerciseList']['list'][number];
/** An exercise with its questions, as the runner gets it. */
export type Exercise = RouterOutputs['user']['getExerciseById'];
export type ExerciseQuestion = Exercise['questionList'][number];
export type QuestionInfo = ExerciseQuestion['question'];
