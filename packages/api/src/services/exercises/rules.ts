import { type CreditedAnswer, creditOf, roundScore, shownCreditOf } from './credit';
import { examSecondsAllowed, examTakesAnswers } from './exam-window';

/** The rules of an exercise's life that every view shares: exam time, what a student may see, scores. */

export interface ExerciseTimes {
  startedAt: Date | null;
  endExamAt: Date | null;
  finishedAt: Date | null;
  correctionStatus: number;
}

/** When the exercise counts as finished: handed in, or an exam whose time ran out (at its end). */
export function finishedAtOf(e: ExerciseTimes, isExam: boolean, now: Date): Date | null {
  if (e.finishedAt) return e.finishedAt;
  if (isExam && e.endExamAt && e.endExamAt <= now) return e.endExamAt;
  return null;
}

/** An exam is over once handed in or once its time ran out; answers can no longer change. */
export const examOver = (e: ExerciseTimes, isExam: boolean, now: Date) =>
  isExam && finishedAtOf(e, isExam, now) !== null;

/**
 * An exam whose clock ran out (not handed in before) that still takes answers: the grace period of
 * services/exercises/exam-window, in which late saves still count.
 */
export function inExamGrace(e: ExerciseTimes, isExam: boolean, now: Date): boolean {
  return isExam && !!e.endExamAt && now >= e.endExamAt && examTakesAnswers(e, now);
}

/**
 * Whether every correct answer and solution may be shown to the student: an exam that is over (past
 * its grace period, when answers may still arrive), or an exercise whose correction the teacher
 * finished. Before that only checked (locked) answers show theirs.
 */
export const closedForStudent = (e: ExerciseTimes, isExam: boolean, now: Date) =>
  e.correctionStatus === 1 || (examOver(e, isExam, now) && !inExamGrace(e, isExam, now));

/**
 * The seconds an exam attempt runs: fixed at its start (its end less its start), before it the
 * homework's duration with the student's extra time (exam-window.ts).
 */
export function examTimeAllowed(e: ExerciseTimes, examDuration: number, extraTimePercent: number): number {
  if (e.startedAt && e.endExamAt) return Math.round((e.endExamAt.getTime() - e.startedAt.getTime()) / 1000);
  return examSecondsAllowed(examDuration, extraTimePercent);
}

/** Whole seconds left in a started exam (0 once over); the whole `examTimeAllowed` before it starts. */
export function examRemainingSeconds(e: ExerciseTimes, secondsAllowed: number, now: Date): number {
  if (!e.endExamAt) return e.finishedAt ? 0 : secondsAllowed;
  if (e.finishedAt) return 0;
  return Math.max(0, Math.ceil((e.endExamAt.getTime() - now.getTime()) / 1000));
}

export interface AnswerVerdict {
  answeredAt: Date | null;
  locked: boolean;
  autoCorrect: boolean | null;
  isCorrect: boolean | null;
}

/** The verdict that counts (§4): the teacher's when given, else the auto-correction. */
export const verdictOf = (a: AnswerVerdict) => a.isCorrect ?? a.autoCorrect;

/**
 * The verdict a student (or their parent) is shown: the teacher's when given; the auto-correction once
 * the answer was checked or the exercise closed. Showing it earlier would tell them which answers to change.
 */
export const shownVerdictOf = (a: AnswerVerdict, closed: boolean) =>
  a.isCorrect ?? (a.locked || closed ? a.autoCorrect : null);

export interface Score {
  answered: number;
  correct: number;
  wrong: number;
  total: number;
  /** The credits the viewer may see, summed (two decimals). */
  score: number;
  /** The most `score` can be: one per question that can score (all but descriptions). */
  maxScore: number;
}

/**
 * Progress (answered/total), accuracy (correct/total) and score of a list of answers: one to a
 * description (`scores` false) neither counts nor scores. `all`: every verdict and credit (a
 * teacher's view, or an exercise closed to its student); else only those a student may see before.
 */
export function scoreOf(answers: (AnswerVerdict & CreditedAnswer & { scores: boolean })[], all: boolean): Score {
  let answered = 0;
  let correct = 0;
  let wrong = 0;
  let total = 0;
  let score = 0;
  for (const a of answers) {
    // A description's answer (services/exercises/can-score) counts in nothing.
    if (!a.scores) continue;
    total += 1;
    if (a.answeredAt) answered += 1;
    const v = all ? verdictOf(a) : shownVerdictOf(a, false);
    if (v === true) correct += 1;
    else if (v === false) wrong += 1;
    score += (all ? creditOf(a) : shownCreditOf(a, false)) ?? 0;
  }
  return { answered, correct, wrong, total, score: roundScore(score), maxScore: total };
}

/** §4 overdue: the due date passed and a question is unanswered. */
export const isOverdue = (dueDate: Date | null, score: Pick<Score, 'answered' | 'total'>, now: Date) =>
  !!dueDate && dueDate < now && score.answered < score.total;

/** Whether an accuracy reaches a class's auto-publish threshold (a percentage). */
export const reachesThreshold = (correct: number, total: number, percent: number) =>
  total > 0 && correct * 100 >= percent * total;
