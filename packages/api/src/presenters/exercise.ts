import type { ExerciseAnswerRow } from '@quanta/db';
import type { ExerciseContext, ExerciseViewer } from '../policies/exercise';
import {
  closedForStudent,
  examRemainingSeconds,
  finishedAtOf,
  isOverdue,
  type Score,
  scoreOf,
  shownVerdictOf,
  verdictOf,
} from '../services/exercises/rules';
import { variantOf } from '../services/grading/questions';
import { keptWhileAlive } from '../speedups/kept';
import { presentQuestion, type QuestionWithSource } from './question';
import { isoOrNull, isoTime } from './time';
import { presentPerson } from './user';

/** An exercise row with the names every view shows. */
export type ExerciseHead = Pick<ExerciseContext, 'exercise' | 'homework'> & {
  klass: { id: string; name: string };
  student: { id: string; name: string; email: string };
};

export interface AnswerWithQuestion {
  answer: ExerciseAnswerRow;
  question: QuestionWithSource;
}

/** Counts of one exercise's answers: all verdicts, and only those a student may see before it closes. */
export interface AnswerCounts {
  total: number;
  answered: number;
  correct: number;
  wrong: number;
  correctShown: number;
  wrongShown: number;
}

export interface ExerciseViewOptions {
  viewer: ExerciseViewer;
  /** The solution text (`description`), §6: only students see it (and teachers on the correction screen). */
  solutionText: boolean;
}

function presentHead(h: ExerciseHead, now: Date) {
  const { exercise: e, homework: hw } = h;
  const finishedAt = finishedAtOf(e, hw.isExam, now);
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
    },
    student: presentPerson(h.student),
    startedAt: isoOrNull(e.startedAt),
    endExamAt: isoOrNull(e.endExamAt),
    finishedAt: isoOrNull(finishedAt),
    /** Seconds; null for homework that is not an exam. */
    examRemainingTime: hw.isExam ? examRemainingSeconds({ ...e, finishedAt }, hw.examDuration, now) : null,
    correctionStatus: String(e.correctionStatus) as '0' | '1',
    /** Over for the student (exam over, correction finished): every verdict and solution is shown to them. */
    closed: closedForStudent(e, hw.isExam, now),
    createdAt: isoTime(e.createdAt),
  };
}

function presentScore(h: ExerciseHead, score: Score, now: Date) {
  return { ...score, overdue: isOverdue(h.homework.dueDate, score, now) };
}

/** A row of an exercise list: progress (answered/total), accuracy (correct/total) and overdue, no questions. */
export function presentExerciseSummary(
  h: ExerciseHead,
  counts: AnswerCounts | undefined,
  viewer: ExerciseViewer,
  now: Date,
) {
  const head = presentHead(h, now);
  const c = counts ?? { total: 0, answered: 0, correct: 0, wrong: 0, correctShown: 0, wrongShown: 0 };
  const all = viewer === 'teacher' || head.closed;
  const score = {
    answered: c.answered,
    total: c.total,
    correct: all ? c.correct : c.correctShown,
    wrong: all ? c.wrong : c.wrongShown,
  };
  return { ...head, ...presentScore(h, score, now) };
}

/** A question as an exercise shows it: its solution once revealed, the solution text where the view has it. */
function presentExerciseQuestion(
  q: QuestionWithSource,
  revealed: boolean,
  solutionText: boolean,
  e: { id: string; studentId: string },
) {
  return {
    ...presentQuestion(q, { withSolution: revealed, variant: variantOf(q, e.studentId, { exerciseId: e.id }) }),
    description: revealed && solutionText ? q.description : '',
  };
}

/**
 * The presented forms of shared question rows (frozen: the question cache's), by what the view shows;
 * a question with parameters shows each student their own variant and is presented every time.
 */
const presentedForms = keptWhileAlive<QuestionWithSource, Map<string, ReturnType<typeof presentExerciseQuestion>>>(
  'presented-forms',
);

function shownQuestion(
  q: QuestionWithSource,
  revealed: boolean,
  solutionText: boolean,
  e: { id: string; studentId: string },
) {
  if (!Object.isFrozen(q) || q.params.length > 0) return presentExerciseQuestion(q, revealed, solutionText, e);
  let forms = presentedForms.get(q);
  if (!forms) {
    forms = new Map();
    presentedForms.set(q, forms);
  }
  const key = `${Number(revealed)}${Number(solutionText)}`;
  let form = forms.get(key);
  if (!form) {
    form = Object.freeze(presentExerciseQuestion(q, revealed, solutionText, e));
    forms.set(key, form);
  }
  return form;
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
) {
  const questionList = (shown.sealed ? [] : answers).map(({ answer: a, question: q }) => {
    const revealed = shown.all || a.locked;
    return {
      question: shownQuestion(q, revealed, o.solutionText, e),
      answer: a.answer,
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
    };
  });
  const rows = answers.map((x) => x.answer);
  const score = scoreOf(rows, shown.all ? verdictOf : (a) => shownVerdictOf(a, false));
  return { questionList, score };
}

export type QuestionList = ReturnType<typeof presentQuestionList>['questionList'];

/** An exercise view from its head and its question list and score (`presentQuestionList`). */
export function presentExerciseWith(h: ExerciseHead, list: { questionList: QuestionList; score: Score }, now: Date) {
  return { ...presentHead(h, now), ...presentScore(h, list.score, now), questionList: list.questionList };
}

/**
 * An exercise with its questions in order (§3 Exercise). A student or parent sees a question's correct
 * answer and the auto-correction once the answer was checked or the exercise closed; the teacher always.
 * An exam not yet started has no questions for its student or parent (the counts stay).
 */
export function presentExercise(h: ExerciseHead, answers: AnswerWithQuestion[], o: ExerciseViewOptions, now: Date) {
  return presentExerciseWith(h, presentQuestionList(h.exercise, answers, exerciseShown(h, o, now), o), now);
}

export type ExerciseInfo = ReturnType<typeof presentExercise>;
export type ExerciseSummary = ReturnType<typeof presentExerciseSummary>;

/** A class as the classroom and a child's exercise list head it: `_id`, name, bulletin. */
export function presentClassroomClass(c: { id: string; name: string; bulletin: string }) {
  return { _id: c.id, name: c.name, bulletin: c.bulletin };
}

/** The classroom: the class's head and each homework published to the student, with their exercise. */
export function presentClassroom(c: { id: string; name: string; bulletin: string }, exercises: ExerciseSummary[]) {
  return {
    ...presentClassroomClass(c),
    homeworkList: exercises.map((exercise) => ({
      name: exercise.homeworkId.name,
      hwID: exercise.homeworkId,
      exercise,
    })),
  };
}
