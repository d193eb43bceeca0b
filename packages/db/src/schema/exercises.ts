import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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
    /** The attempt under way (1-based); earlier ones are kept in exercise_attempts. */
    attempt: smallint('attempt').notNull().default(1),
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
    /** Where the student sees the question (1-based) when the homework shuffles questions; null: at `position`. */
    shownPosition: integer('shown_position'),
    /**
     * The student's order of a select question's choices when the homework shuffles them: a permutation of
     * the letters A–J, the letter shown first first (services/exercises/choice-order); null: as stored.
     */
    choiceOrder: text('choice_order'),
    /** An exam answer saved in the grace period after the end: how many seconds late it arrived; null when on time. */
    lateBySeconds: integer('late_by_seconds'),
    /** The answer as it stood at the exam's end, kept by the first late save; restored when the teacher discards it. */
    onTime: jsonb('on_time').$type<OnTimeAnswer>(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.exerciseId, t.questionId] })],
);

/** An answer's stored fields as they stood before a late save (`exercise_answers.on_time`). */
export interface OnTimeAnswer {
  answer: string;
  content: string;
  answeredAt: string | null;
  autoCorrect: boolean | null;
  autoCorrectedAt: string | null;
  autoReason: string | null;
  score: number | null;
  questionVersion: number;
  isCorrect: boolean | null;
  correctedAt: string | null;
}

/**
 * What happened during an exam attempt: the server's own events (start, each save with its question,
 * hand-in, time-out) at server time, and the runner's reports (offline, online, hidden, visible, reload)
 * at the time the runner saw them. Shown to the class's teacher only; removed with the exercise.
 */
export const examEvents = pgTable(
  'exam_events',
  {
    id: primaryId(),
    exerciseId: belongsTo('exercise_id', () => exercises.id),
    at: timestamptz('at').notNull(),
    type: text('type').notNull(),
    questionId: uuid('question_id'),
    /** Reported by the runner (its clock), not seen by the server. */
    reported: boolean('reported').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('exam_events_exercise_idx').on(t.exerciseId, t.at)],
);

export type ExerciseRow = typeof exercises.$inferSelect;
export type ExerciseAnswerRow = typeof exerciseAnswers.$inferSelect;
export type ExamEventRow = typeof examEvents.$inferSelect;
