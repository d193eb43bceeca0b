import {
  classHomeworkInput,
  classIdInput,
  correctExerciseInput,
  correctionEmailInput,
  discardLateAnswerInput,
  exerciseIdOfInput,
  messages,
  regradeExerciseInput,
  regradeHomeworkInput,
  teacherStudentExercisePageInput,
  teacherStudentExercisesInput,
} from '@quanta/validators';
import { z } from 'zod';
import { classroomPreviewShape } from '../../presenters/classroom-preview';
import { examLogShape } from '../../presenters/exam-log';
import {
  autoPublishedShape,
  classroomClassShape,
  exerciseQuestionShape,
  exerciseShape,
  exerciseSummaryShape,
  studentExerciseListShape,
} from '../../presenters/exercise';
import { answers } from '../../presenters/output-check';
import { personShape } from '../../presenters/user';
import { count, instant, named, wire } from '../../presenters/wire';
import * as exercises from '../../services/exercises';
import { examLogForTeacher } from '../../services/exercises/exam-log-read';
import { discardLateAnswer } from '../../services/exercises/late-answers';
import { previewClassroom } from '../../services/exercises/preview';
import { router, teacherProcedure } from '../../trpc';

/** One student's exercises in the teacher's class, a page at a time, with their verdicts over all of them. */
const studentExercisePageShape = named(
  'StudentExercisePage',
  wire({
    class: classroomClassShape,
    student: personShape,
    total: count,
    correct: count,
    wrong: count,
    list: z.array(exerciseSummaryShape),
  }),
);

/** Correct Exercise: every exercise of one homework in the teacher's class, with answers and verdicts. */
const homeworkCorrectionShape = named(
  'HomeworkCorrection',
  wire({
    class: classroomClassShape,
    /** The class's language: the correction e-mail is prefilled in it. */
    language: z.string(),
    homework: wire({
      _id: z.string(),
      name: z.string(),
      dueDate: instant.nullable(),
      isExam: z.boolean(),
      examDuration: z.number().int(),
    }),
    list: z.array(exerciseShape),
  }),
);

/** The teacher's comment and verdict on one answer as stored, and what auto-publish gave the student next. */
const correctionShape = named(
  'Correction',
  wire({
    message: z.literal(messages.successfullySaved),
    exerciseId: z.string(),
    questionId: z.string(),
    comments: z.string(),
    isCorrect: z.boolean().nullable(),
    autoCorrect: z.boolean().nullable(),
    correctedAt: instant.nullable(),
    autoPublished: autoPublishedShape.nullable(),
  }),
);

/** FINISH: the correction is done (`correctionStatus` '1'). */
const finishedCorrectionShape = named(
  'FinishedCorrection',
  wire({ message: z.literal(messages.successfullySaved), exerciseId: z.string(), correctionStatus: z.literal('1') }),
);

/** The correction e-mail: sent (`status` 1) or queued for a later try (`status` 0). */
const correctionMailShape = named(
  'CorrectionMail',
  z.union([
    wire({ message: z.literal(messages.correctionMailSent), status: z.number().int(), copied: z.number().int() }),
    wire({ message: z.literal(messages.emailQueued), status: z.number().int(), copied: z.number().int() }),
  ]),
);

/** A late exam answer discarded: the answer given in time, as the teacher now sees it. */
const discardedLateAnswerShape = named(
  'DiscardedLateAnswer',
  wire({
    message: z.literal(messages.lateAnswerDiscarded),
    questionId: z.string(),
    answer: exerciseQuestionShape,
    lateBySeconds: z.null(),
  }),
);

/** Regrade: how many answers were judged again, and the message saying so. */
const regradedShape = named('Regraded', wire({ regraded: count, message: z.string() }));

/** A teacher's view of students' exercises in their own classes, and the correction. */
export const teacherExercisesRouter = router({
  getExerciseByClass: teacherProcedure
    .input(teacherStudentExercisesInput)
    .output(answers(studentExerciseListShape))
    .query(({ ctx, input }) => exercises.studentExercisesForTeacher(ctx, ctx.user, input)),
  /** `{total, list, correct, wrong}`, in the class's homework order. */
  getStudentExerciseByClass: teacherProcedure
    .input(teacherStudentExercisePageInput)
    .output(answers(studentExercisePageShape))
    .query(({ ctx, input }) => exercises.studentExercisePageForTeacher(ctx, ctx.user, input)),
  getExerciseByClassAndHomework: teacherProcedure
    .input(classHomeworkInput)
    .output(answers(homeworkCorrectionShape))
    .query(({ ctx, input }) => exercises.homeworkExercisesForTeacher(ctx, ctx.user, input)),
  correctExercise: teacherProcedure
    .input(correctExerciseInput)
    .output(answers(correctionShape))
    .mutation(({ ctx, input }) => exercises.correctExercise(ctx, ctx.user, input)),
  finishCorrection: teacherProcedure
    .input(exerciseIdOfInput)
    .output(answers(finishedCorrectionShape))
    .mutation(({ ctx, input }) => exercises.finishCorrection(ctx, ctx.user, input.exerciseId)),
  sendCorrectionEmail: teacherProcedure
    .input(correctionEmailInput)
    .output(answers(correctionMailShape))
    .mutation(({ ctx, input }) => exercises.sendCorrectionEmail(ctx, ctx.user, input)),
  /** One exercise's answers judged again against their questions' newest versions; the teacher's verdicts kept. */
  regradeExercise: teacherProcedure
    .input(regradeExerciseInput)
    .output(answers(regradedShape))
    .mutation(({ ctx, input }) => exercises.regradeExercise(ctx, ctx.user, input.exerciseId)),
  /** The same for every exercise of one homework in the class. */
  regradeHomework: teacherProcedure
    .input(regradeHomeworkInput)
    .output(answers(regradedShape))
    .mutation(({ ctx, input }) => exercises.regradeHomework(ctx, ctx.user, input)),
  /** An exam answer that arrived in the grace period discarded: the answer given in time stands. */
  discardLateAnswer: teacherProcedure
    .input(discardLateAnswerInput)
    .output(answers(discardedLateAnswerShape))
    .mutation(({ ctx, input }) => discardLateAnswer(ctx, ctx.user, input)),
  /** `{list}`: one exercise's attempt log (the server's events and the runner's reports), oldest first. */
  getExamLog: teacherProcedure
    .input(exerciseIdOfInput)
    .output(answers(examLogShape))
    .query(({ ctx, input }) => examLogForTeacher(ctx, ctx.user, input.exerciseId)),
  /** The classroom as the class's students see it: bulletin and published homework, no student's work. */
  getClassroomPreview: teacherProcedure
    .input(classIdInput)
    .output(answers(classroomPreviewShape))
    .query(({ ctx, input }) => previewClassroom(ctx, ctx.user, input.id)),
});
