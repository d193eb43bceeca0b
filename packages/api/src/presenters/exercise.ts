import type { ExerciseAnswerRow } from '@quanta/db';
import { judgeAnswer, reasons } from '@quanta/grading';
import { messages, questionTypes } from '@quanta/validators';
import { z } from 'zod';
import type { ExerciseContext, ExerciseViewer } from '../policies/exercise';
import { retryRefusal } from '../services/exercises/attempts';
import { choiceToShown, shownChoiceOrder } from '../services/exercises/choice-order';
import { roundScore } from '../services/exercises/credit';
import { gradedByChecker } from '../services/exercises/graded-by-checker';
import {
  closedForStudent,
  examRemainingSeconds,
  examTimeAllowed,
  finishedAtOf,
  isOverdue,
  type Score,
  scoreOf,
} from '../services/exercises/rules';
import { judgedQuestionOf, variantOf, variantSeedOf } from '../services/grading/questions';
import { keptWhileAlive } from '../speedups/kept';
import { presentQuestion, type QuestionInfo, type QuestionWithSource, questionShape } from './question';
import { isoOrNull, isoTime } from './time';
import { personShape, presentPerson } from './user';
import { count, instant, named, wire } from './wire';

/** The homework an exercise is of, as every view of the exercise names it. */
export const exerciseHomeworkShape = named(
  'ExerciseHomework',
  wire({
    _id: z.string(),
    name: z.string(),
    description: z.string(),
    dueDate: instant.nullable(),
    isExam: z.boolean(),
    examDuration: z.number().int(),
    /** An exam's window: no start before `opensAt`, none from `closesAt` on; null: no bound. */
    opensAt: instant.nullable(),
    closesAt: instant.nullable(),
    /** Each student sees the questions, and a select question's choices, in an order of their own. */
    shuffleQuestions: z.boolean(),
    shuffleChoices: z.boolean(),
    /** Photos of working may go with the homework as a whole (those of free-response questions always may). */
    workPhotos: z.boolean(),
  }),
);

/** What every view of an exercise opens with (`presentHead`). */
const headFields = {
  _id: z.string(),
  classId: z.string(),
  class: wire({ _id: z.string(), name: z.string() }),
  homeworkId: exerciseHomeworkShape,
  student: personShape,
  startedAt: instant.nullable(),
  endExamAt: instant.nullable(),
  finishedAt: instant.nullable(),
  /** Seconds; null for homework that is not an exam. */
  examRemainingTime: z.number().int().nullable(),
  /** Seconds this student's attempt runs (the duration with their extra time); null for homework that is not an exam. */
  examTimeAllowed: z.number().int().nullable(),
  correctionStatus: z.enum(['0', '1']),
  closed: z.boolean(),
  createdAt: instant,
};

/**
 * Progress (answered/total), accuracy (correct/total), score (the credits the viewer may see, of
 * `maxScore`) and overdue (`presentScore`). Descriptions are in none of them.
 */
const scoreFields = {
  answered: count,
  correct: count,
  wrong: count,
  total: count,
  score: z.number().nonnegative(),
  maxScore: count,
  overdue: z.boolean(),
};

/** A row of an exercise list: the exercise's head and score, no questions. */
export const exerciseSummaryShape = named('ExerciseSummary', wire({ ...headFields, ...scoreFields }));

/** A question of an exercise view with the student's answer and the verdicts the viewer may see. */
export const exerciseQuestionShape = named(
  'ExerciseQuestion',
  wire({
    question: questionShape,
    answer: z.string(),
    content: z.string(),
    answeredAt: instant.nullable(),
    locked: z.boolean(),
    autoCorrect: z.boolean().nullable(),
    autoCorrectedAt: instant.nullable(),
    autoReason: z.string().nullable(),
    /** The name an `unknownVariable` reason is about, once revealed; null otherwise. */
    autoDetail: z.string().nullable(),
    isCorrect: z.boolean().nullable(),
    verdict: z.boolean().nullable(),
    correctedAt: instant.nullable(),
    comments: z.string(),
    answerSeq: z.number().int(),
    createdAt: instant,
    /** The answer's credit, 0 to 1 after the hints' penalty, once revealed (partial credit); null otherwise. */
    score: z.number().nullable(),
    /** The hints revealed so far (HTML), one after each wrong Check Solution. */
    hints: z.array(z.string()),
    /** Check Solution presses on this answer. */
    tries: count,
    /** The feedback (HTML) of what the student chose or typed, once revealed. */
    feedback: z.array(z.string()),
    /** A cloze question's parts, each with its credit and reason once revealed; [] for other types. */
    parts: z.array(wire({ score: z.number().nullable(), reason: z.string().nullable() })),
    /** The question's version the answer was given on (the question's `version` is the newest). */
    questionVersion: z.number().int(),
    /** The teacher's view: where the student saw the question (1-based) when shuffled; null otherwise. */
    shownPosition: z.number().int().nullable(),
    /** The teacher's view: the choices' letters in the order the student saw them (`CADB`); null: in order. */
    shownChoiceOrder: z.string().nullable(),
    /** The teacher's view: an exam answer saved in the grace period, how many seconds late; null when on time. */
    lateBySeconds: z.number().int().nullable(),
  }),
);

/**
 * The attempt under way (1-based), how many the homework allows and which counts, and whether its student
 * may start another now (`services/exercises/attempts`).
 */
const attemptFields = {
  attempt: z.number().int().min(1),
  attemptsAllowed: z.number().int().min(1),
  attemptsCounted: z.enum(['best', 'last']),
  canRetry: z.boolean(),
};

/** An exercise with its questions in order (§3 Exercise), and its attempts. */
export const exerciseShape = named(
  'Exercise',
  wire({ ...headFields, ...scoreFields, ...attemptFields, questionList: z.array(exerciseQuestionShape) }),
);

/** A class as the classroom and a child's exercise list head it. */
export const classroomClassShape = named(
  'ClassroomClass',
  wire({ _id: z.string(), name: z.string(), bulletin: z.string() }),
);

/** The classroom: the class's head and each homework published to the student, with their exercise. */
export const classroomShape = named(
  'Classroom',
  wire({
    ...classroomClassShape.shape,
    homeworkList: z.array(wire({ name: z.string(), hwID: exerciseHomeworkShape, exercise: exerciseSummaryShape })),
  }),
);

/** An exercise row with the names every view shows. */
export type ExerciseHead = Pick<ExerciseContext, 'exercise' | 'homework'> & {
  klass: { id: string; name: string };
  student: { id: string; name: string; email: string };
  /** The student's place, for their extra time in exams (none: no extra time). */
  place?: { extraTimePercent: number } | null;
};

export interface AnswerWithQuestion {
  answer: ExerciseAnswerRow;
  question: QuestionWithSource;
}

/**
 * Counts of one exercise's answers to questions that can score (descriptions left out): all verdicts and
 * credits, and only those a student may see before it closes.
 */
export interface AnswerCounts {
  total: number;
  answered: number;
  correct: number;
  wrong: number;
  correctShown: number;
  wrongShown: number;
  score: number;
  scoreShown: number;
}

/** The counts of an exercise without answers. */
export const noAnswerCounts: AnswerCounts = {
  total: 0,
  answered: 0,
  correct: 0,
  wrong: 0,
  correctShown: 0,
  wrongShown: 0,
  score: 0,
  scoreShown: 0,
};

export interface ExerciseViewOptions {
  viewer: ExerciseViewer;
  /** The solution text (`description`), §6: only students see it (and teachers on the correction screen). */
  solutionText: boolean;
}

/** The caller's own exercises, newest first, each with whether the class is still open to them. */
export const myExerciseListShape = named(
  'MyExerciseList',
  wire({ list: z.array(wire({ ...exerciseSummaryShape.shape, isValid: z.boolean() })) }),
);

/** A student's exercises in one class (My homework). */
export const classExerciseListShape = named('ClassExerciseList', wire({ list: z.array(exerciseSummaryShape) }));

/** A child's (or the caller's own) exercises in one class, with the student and the class. */
export const studentExerciseListShape = named(
  'StudentExerciseList',
  wire({ student: personShape, class: classroomClassShape, list: z.array(exerciseSummaryShape) }),
);

/** The homework auto-publish gave the student next, or null when it gave none. */
export const autoPublishedShape = named('AutoPublished', wire({ homeworkId: z.string(), name: z.string() }));

/** A saved answer as stored; `superseded` when a newer save was there first. */
export const savedAnswerShape = named(
  'SavedAnswer',
  wire({
    message: z.literal(messages.successfullySaved),
    questionId: z.string(),
    answer: z.string(),
    content: z.string(),
    answeredAt: instant.nullable(),
    superseded: z.boolean(),
  }),
);

/** Check Solution: the correct answer, the verdict and its reason, the solution text and the feedback. */
export const checkedAnswerShape = named(
  'CheckedAnswer',
  wire({
    message: z.enum([messages.congrats, messages.answerIncorrect, messages.answerAwaitsTeacher]),
    questionId: z.string(),
    answer: z.string(),
    content: z.string(),
    correctAnswer: z.string(),
    autoCorrect: z.boolean().nullable(),
    autoReason: z.enum(reasons).nullable(),
    /** The name an `unknownVariable` reason is about; null otherwise. */
    autoDetail: z.string().nullable(),
    description: z.string(),
    autoPublished: autoPublishedShape.nullable(),
    /** The credit, 0 to 1 after the hints' penalty; null when the teacher grades. */
    score: z.number().nullable(),
    /** false: a wrong try revealed a hint and the student may try again. */
    locked: z.boolean(),
    /** The hints revealed so far. */
    hints: z.array(z.string()),
    feedback: z.array(z.string()),
    parts: z.array(wire({ score: z.number().nullable(), reason: z.string().nullable() })),
  }),
);

/** A content-only save: `saved` false (and no `content`) when the editor was empty, so nothing changed. */
export const savedContentShape = named(
  'SavedContent',
  wire({
    message: z.literal(messages.successfullySaved),
    saved: z.boolean(),
    questionId: z.string(),
    content: z.string().optional(),
  }),
);

/** Submit All Solutions: when the student handed in, and what auto-publish gave them next. */
export const finishedExerciseShape = named(
  'FinishedExercise',
  wire({
    message: z.literal(messages.successfullySaved),
    finishedAt: instant,
    autoPublished: autoPublishedShape.nullable(),
  }),
);

/** An exam's clock: seconds left, and when it started and ends. */
export const examClockShape = named(
  'ExamClock',
  wire({ examRemainingTime: count, endExamAt: instant.nullable(), startedAt: instant.nullable() }),
);

/** Undo: how many unchecked answers were cleared. */
export const undoneExerciseShape = named(
  'UndoneExercise',
  wire({ message: z.literal(messages.successfullySaved), cleared: count }),
);

type ExerciseSummaryInfo = z.infer<typeof exerciseSummaryShape>;

function presentHead(h: ExerciseHead, now: Date): Omit<ExerciseSummaryInfo, keyof typeof scoreFields> {
  const { exercise: e, homework: hw } = h;
  const finishedAt = finishedAtOf(e, hw.isExam, now);
  const allowed = hw.isExam ? examTimeAllowed(e, hw.examDuration, h.place?.extraTimePercent ?? 0) : null;
  return {
    _id: e.id,
    classId: e.classId,
    class: { _id: h.klass.id, name: h.klass.name },
    homeworkId: {
      _id: hw.id,
      name: hw.name,
      description: hw.description,
      dueDate: isoOrNull(hw.dueDate),
      isExam: hw.isExam,
      examDuration: hw.examDuration,
      opensAt: isoOrNull(hw.opensAt),
      closesAt: isoOrNull(hw.closesAt),
      shuffleQuestions: hw.shuffleQuestions,
      shuffleChoices: hw.shuffleChoices,
      workPhotos: hw.workPhotos,
    },
    student: presentPerson(h.student),
    startedAt: isoOrNull(e.startedAt),
    endExamAt: isoOrNull(e.endExamAt),
    finishedAt: isoOrNull(finishedAt),
    /** Seconds; null for homework that is not an exam. */
    examRemainingTime: allowed === null ? null : examRemainingSeconds({ ...e, finishedAt }, allowed, now),
    examTimeAllowed: allowed,
    correctionStatus: String(e.correctionStatus) as '0' | '1',
    /** Over for the student (exam over, correction finished): every verdict and solution is shown to them. */
    closed: closedForStudent(e, hw.isExam, now),
    createdAt: isoTime(e.createdAt),
  };
}

/** The exercise's attempts: the one under way, those allowed, which counts and whether another may start. */
function presentAttempts(h: ExerciseHead, now: Date) {
  return {
    attempt: h.exercise.attempt,
    attemptsAllowed: h.homework.attemptsAllowed,
    attemptsCounted: h.homework.attemptsCounted === 'last' ? ('last' as const) : ('best' as const),
    canRetry: retryRefusal(h.exercise, h.homework, now) === null,
  };
}

function presentScore(h: ExerciseHead, score: Score, now: Date) {
  return { ...score, overdue: isOverdue(h.homework.dueDate, score, now) };
}

/** A row of an exercise list: progress (answered/total), accuracy (correct/total), score and overdue, no questions. */
export function presentExerciseSummary(
  h: ExerciseHead,
  counts: AnswerCounts | undefined,
  viewer: ExerciseViewer,
  now: Date,
): ExerciseSummaryInfo {
  const head = presentHead(h, now);
  const c = counts ?? noAnswerCounts;
  const all = viewer === 'teacher' || head.closed;
  const score: Score = {
    answered: c.answered,
    total: c.total,
    correct: all ? c.correct : c.correctShown,
    wrong: all ? c.wrong : c.wrongShown,
    score: roundScore(all ? c.score : c.scoreShown),
    maxScore: c.total,
  };
  return { ...head, ...presentScore(h, score, now) };
}

/** A question as an exercise shows it: its solution once revealed, the solution text where the view has it. */
function presentExerciseQuestion(
  q: QuestionWithSource,
  revealed: boolean,
  solutionText: boolean,
  e: { id: string; studentId: string },
  choiceOrder: string | null,
): QuestionInfo {
  // A matching question's answers come in the student's own order (seeded as their variant).
  const shuffleSeed =
    q.isChoice === questionTypes.matching
      ? { shuffleSeed: variantSeedOf(q.id, e.studentId, { exerciseId: e.id }) }
      : {};
  return {
    ...presentQuestion(q, {
      withSolution: revealed,
      variant: variantOf(q, e.studentId, { exerciseId: e.id }),
      ...shuffleSeed,
      choiceOrder,
    }),
    description: revealed && solutionText ? q.description : '',
  };
}

/**
 * The presented forms of shared question rows (frozen: the question cache's), by what the view shows;
 * a question with parameters (each student's own variant) or a matching question (each student's own
 * order of answers) is presented every time.
 */
const presentedForms = keptWhileAlive<QuestionWithSource, Map<string, ReturnType<typeof presentExerciseQuestion>>>(
  'presented-forms',
);

function shownQuestion(
  q: QuestionWithSource,
  revealed: boolean,
  solutionText: boolean,
  e: { id: string; studentId: string },
  choiceOrder: string | null,
) {
  const perStudent = q.params.length > 0 || q.isChoice === questionTypes.matching || choiceOrder !== null;
  if (!Object.isFrozen(q) || perStudent) return presentExerciseQuestion(q, revealed, solutionText, e, choiceOrder);
  let forms = presentedForms.get(q);
  if (!forms) {
    forms = new Map();
    presentedForms.set(q, forms);
  }
  const key = `${Number(revealed)}${Number(solutionText)}`;
  let form = forms.get(key);
  if (!form) {
    form = Object.freeze(presentExerciseQuestion(q, revealed, solutionText, e, null));
    forms.set(key, form);
  }
  return form;
}

/** A stored credit as the wire shows it: a real column's noise (0.699999988) rounded off. */
const creditShown = (score: number | null) => (score === null ? null : Math.round(score * 1e6) / 1e6);

/**
 * The judge's feedback and part verdicts on a revealed answer the checker grades, from the stored answer
 * (nothing for an unanswered or unrevealed one, or one the write auto-corrected).
 */
function judgedShown(
  a: ExerciseAnswerRow,
  q: QuestionWithSource,
  revealed: boolean,
  e: { id: string; studentId: string },
) {
  if (!revealed || !a.answeredAt || !gradedByChecker(q)) return { autoDetail: null, feedback: [], parts: [] };
  const judgement = judgeAnswer(judgedQuestionOf(q), a.answer, variantOf(q, e.studentId, { exerciseId: e.id }));
  return {
    autoDetail: judgement.detail ?? null,
    feedback: judgement.feedback,
    parts: judgement.parts.map((part) => ({ score: part.score, reason: part.reason })),
  };
}

/** What a view of an exercise shows of its questions: all verdicts and solutions, or none at all. */
export interface ExerciseShown {
  /** The teacher's view, or the exercise is over for its student: every verdict and solution. */
  all: boolean;
  /** An exam its student has not started: no question leaves the server (the counts stay). */
  sealed: boolean;
}

export function exerciseShown(h: ExerciseHead, o: ExerciseViewOptions, now: Date): ExerciseShown {
  const closed = closedForStudent(h.exercise, h.homework.isExam, now);
  const all = o.viewer === 'teacher' || closed;
  // An exam's questions leave the server only once its student pressed Start (the timer runs from there).
  const sealed = o.viewer !== 'teacher' && h.homework.isExam && !h.exercise.startedAt && !closed;
  return { all, sealed };
}

/** The question list of an exercise view and its score: what its answers alone decide. */
export function presentQuestionList(
  e: { id: string; studentId: string },
  answers: AnswerWithQuestion[],
  shown: ExerciseShown,
  o: ExerciseViewOptions,
): { questionList: QuestionList; score: Score } {
  const teacher = o.viewer === 'teacher';
  // The student and their parent see the questions, and the choices, in the student's own order.
  const listed = shown.sealed ? [] : teacher ? answers : inShownOrder(answers);
  const questionList = listed.map(({ answer: a, question: q }) => {
    const revealed = shown.all || a.locked;
    const order = shownChoiceOrder(q, a.choiceOrder);
    return {
      question: shownQuestion(q, revealed, o.solutionText, e, teacher ? null : order),
      answer: teacher ? a.answer : choiceToShown(a.answer, order),
      content: a.content,
      answeredAt: isoOrNull(a.answeredAt),
      locked: a.locked,
      autoCorrect: revealed ? a.autoCorrect : null,
      autoCorrectedAt: revealed ? isoOrNull(a.autoCorrectedAt) : null,
      /** Why the checker judged a typed answer as it did (a reason key of @quanta/grading), once revealed. */
      autoReason: revealed ? a.autoReason : null,
      isCorrect: a.isCorrect,
      /** The verdict that counts, as far as this viewer may see it: the teacher's, else the auto-correction. */
      verdict: a.isCorrect ?? (revealed ? a.autoCorrect : null),
      correctedAt: isoOrNull(a.correctedAt),
      comments: a.comments,
      /** The sequence of the last save the runner sent; its outbox numbers new saves above it. */
      answerSeq: a.answerSeq,
      createdAt: isoTime(a.createdAt),
      score: revealed ? creditShown(a.score) : null,
      hints: (q.body.hints ?? []).slice(0, a.hintsShown),
      tries: a.tries,
      ...judgedShown(a, q, revealed, e),
      questionVersion: a.questionVersion,
      shownPosition: teacher ? a.shownPosition : null,
      shownChoiceOrder: teacher ? order : null,
      lateBySeconds: teacher ? a.lateBySeconds : null,
    };
  });
  const score = scoreOf(
    answers.map((x) => x.answer),
    shown.all,
  );
  return { questionList, score };
}

export type QuestionList = z.infer<typeof exerciseQuestionShape>[];

/** Answers in the order their student sees the questions (`shown_position` where the homework shuffles them). */
const inShownOrder = (answers: AnswerWithQuestion[]) =>
  answers.some((x) => x.answer.shownPosition !== null)
    ? [...answers].sort(
        (x, y) => (x.answer.shownPosition ?? x.answer.position) - (y.answer.shownPosition ?? y.answer.position),
      )
    : answers;

/** An exercise view from its head and its question list and score (`presentQuestionList`). */
export function presentExerciseWith(
  h: ExerciseHead,
  list: { questionList: QuestionList; score: Score },
  now: Date,
): z.infer<typeof exerciseShape> {
  return {
    ...presentHead(h, now),
    ...presentScore(h, list.score, now),
    ...presentAttempts(h, now),
    questionList: list.questionList,
  };
}

/**
 * An exercise with its questions in order (§3 Exercise). A student or parent sees a question's correct
 * answer and the auto-correction once the answer was checked or the exercise closed; the teacher always.
 * An exam not yet started has no questions for its student or parent (the counts stay).
 */
export function presentExercise(
  h: ExerciseHead,
  answers: AnswerWithQuestion[],
  o: ExerciseViewOptions,
  now: Date,
): z.infer<typeof exerciseShape> {
  return presentExerciseWith(h, presentQuestionList(h.exercise, answers, exerciseShown(h, o, now), o), now);
}

export type ExerciseInfo = z.infer<typeof exerciseShape>;
export type ExerciseSummary = ExerciseSummaryInfo;

/** A class as the classroom and a child's exercise list head it: `_id`, name, bulletin. */
export function presentClassroomClass(c: {
  id: string;
  name: string;
  bulletin: string;
}): z.infer<typeof classroomClassShape> {
  return { _id: c.id, name: c.name, bulletin: c.bulletin };
}

/** The classroom: the class's head and each homework published to the student, with their exercise. */
export function presentClassroom(
  c: { id: string; name: string; bulletin: string },
  exercises: ExerciseSummary[],
): z.infer<typeof classroomShape> {
  return {
    ...presentClassroomClass(c),
    homeworkList: exercises.map((exercise) => ({
      name: exercise.homeworkId.name,
      hwID: exercise.homeworkId,
      exercise,
    })),
  };
}

/** A student's accuracy (percent) over their finished exercises, oldest first. */
export const studentTrendShape = named(
  'StudentTrend',
  wire({
    student: wire({ _id: z.string(), name: z.string() }),
    points: z.array(
      wire({
        exerciseId: z.string(),
        homework: z.string(),
        className: z.string(),
        finishedAt: instant,
        accuracy: z.number().int().min(0).max(100),
      }),
    ),
  }),
);
