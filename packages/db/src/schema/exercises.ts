import { boolean, index, integer, pgTable, primaryKey, real, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { classes } from './classes';
import { belongsTo, createdAt, primaryId, timestamptz } from './columns';
import { homework } from './homework';
import { questions } from './questions';
import { users } from './users';

/**
 * A homework published to one student of a class. Exams get `endExamAt` fixed by the server at start;
 * `correctionStatus` 0 open, 1 finished by the teacher.
 */
export const exercises = pgTable(
  'exercises',
  {
    id: primaryId(),
    classId: belongsTo('class_id', () => classes.id),
    homeworkId: belongsTo('homework_id', () => homework.id),
    studentId: belongsTo('student_id', () => users.id),
    startedAt: timestamptz('started_at'),
    endExamAt: timestamptz('end_exam_at'),
    finishedAt: timestamptz('finished_at'),
    correctionStatus: smallint('correction_status').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('exercises_class_homework_student_key').on(t.classId, t.homeworkId, t.studentId),
    index('exercises_student_idx').on(t.studentId, t.classId),
  ],
);

/** One question of an exercise with the student's answer and its corrections. */
export const exerciseAnswers = pgTable(
  'exercise_answers',
  {
    exerciseId: belongsTo('exercise_id', () => exercises.id),
    questionId: belongsTo('question_id', () => questions.id, 'restrict'),
    position: integer('position').notNull(),
    answer: text('answer').notNull().default(''),
    content: text('content').notNull().default(''),
    answeredAt: timestamptz('answered_at'),
    /** Set by Check Solution: the answer can no longer change. */
    locked: boolean('locked').notNull().default(false),
    autoCorrect: boolean('auto_correct'),
    autoCorrectedAt: timestamptz('auto_corrected_at'),
    /** Why the checker judged a typed answer as it did (a reason of @quanta/grading); null otherwise. */
    autoReason: text('auto_reason'),
    /**
     * The credit of the answer, 0 to 1, after the hints' penalty (partial credit); null when nothing scored
     * it (a text answer waiting for the teacher). Full credit is what `autoCorrect` calls correct.
     */
    score: real('score'),
    /** Hints revealed so far (one after each wrong Check Solution in homework). */
    hintsShown: smallint('hints_shown').notNull().default(0),
    /** Check Solution presses on this answer. */
    tries: smallint('tries').notNull().default(0),
    /** The question can score (not a description; services/exercises/can-score), kept as its type changes. */
    scores: boolean('scores').notNull().default(true),
    /** The question's version the answer was given on (questions.version at the save). */
    questionVersion: integer('question_version').notNull().default(1),
    /** The teacher's verdict; overrides `autoCorrect` when set. */
    isCorrect: boolean('is_correct'),
    correctedAt: timestamptz('corrected_at'),
    comments: text('comments').notNull().default(''),
    /** The highest sequence number of a save the runner sent for this answer; an older save never overwrites it. */
    answerSeq: integer('answer_seq').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.exerciseId, t.questionId] })],
);

export type ExerciseRow = typeof exercises.$inferSelect;
export type ExerciseAnswerRow = typeof exerciseAnswers.$inferSelect;
