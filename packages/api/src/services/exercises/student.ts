import { classes, classStudents, exerciseAnswers, exercises, type UserRow } from '@quanta/db';
import {
  isEmptyContent,
  limits,
  type MessageKey,
  messages,
  type SaveAnswerInput,
  type SaveExerciseInput,
} from '@quanta/validators';
import { and, desc, eq, exists, inArray, isNull, or, sql } from 'drizzle-orm';
import { accessRefused, accessWhere, Permission, refused } from '../../access/access';
import type { Deps } from '../../deps';
import { type AppError, fail } from '../../errors';
import { studentForCaller } from '../../policies/child';
import {
  checkClassForStudent,
  checkExerciseForStudent,
  classForStudent,
  type ExerciseViewer,
  exerciseForReader,
  exerciseForStudent,
} from '../../policies/exercise';
import { presentStudent } from '../../presenters/enrolment';
import {
  type ExerciseHead,
  presentClassroom,
  presentClassroomClass,
  presentExercise,
  presentExerciseSummary,
} from '../../presenters/exercise';
import { isoOrNull, isoTime } from '../../presenters/time';
import { presentRunner } from '../../speedups/runner-lists';
import { readWithSession, type WithSessionRead } from '../accounts/session-lookups';
import { isPlaceValidAt } from '../enrolment/place-validity';
import { sanitiseRichText } from '../richtext/sanitise';
import { type AnswerRefusal, type AnswerWrite, type AnswerWriteResult, writeAnswer } from './answers';
import { autoPublishNext } from './auto-publish';
import { classroomRows } from './classroom';
import { countAnswers, inClassOrder, loadExerciseAnswers, selectExerciseHeads } from './data';
import { settleExam, settleExamById } from './exam';
import { handInSitting, startSitting } from './exam-clock-writes';
import { examSecondsAllowed, examStartRefusal } from './exam-window';
import { examRemainingSeconds, examTimeAllowed, inExamGrace } from './rules';
import { type RunnerRead, runnerRead } from './runner';

const refusalStatus: Record<AnswerRefusal, (key: MessageKey) => AppError> = {
  forbidden: refused,
  notInClass: refused,
  registrationExpired: refused,
  questionNotInExercise: fail.notFound,
  correctionFinished: fail.conflict,
  examNotStarted: fail.conflict,
  examEnded: fail.conflict,
  answerAfterGrace: fail.conflict,
  answerLocked: fail.conflict,
  checkNotInExam: fail.badRequest,
  inputYourAnswer: fail.badRequest,
  selectYourAnswer: fail.badRequest,
  invalidChoiceAnswer: fail.badRequest,
  questionNotAnswerable: fail.badRequest,
  matchingAnswerMalformed: fail.badRequest,
  clozeAnswerMalformed: fail.badRequest,
};

async function refuse(deps: Deps, exerciseId: string, refusal: AnswerRefusal, now: Date): Promise<never> {
  if (refusal === 'examEnded' || refusal === 'answerAfterGrace') await settleExamById(deps, exerciseId, now);
  // A malformed matching or cloze list names the field it came in.
  const malformed = refusal === 'matchingAnswerMalformed' || refusal === 'clozeAnswerMalformed';
  throw malformed ? fail.badRequest(refusal, { field: 'answer' }) : refusalStatus[refusal](refusal);
}

/**
 * Writes the caller's answer to one question of their exercise: 404 when the exercise is unknown, the
 * refusal's status when the write is refused (settling an exam whose time ran out).
 */
async function writeMyAnswer(
  deps: Deps,
  me: UserRow,
  target: { id: string; questionId: string },
  write: AnswerWrite,
  now: Date,
): Promise<AnswerWriteResult> {
  const result = await writeAnswer(
    deps.db,
    { exerciseId: target.id, questionId: target.questionId, studentId: me.id, now },
    write,
  );
  if (!result.found) throw fail.notFound('exerciseNotFound');
  if (result.refusal) return refuse(deps, target.id, result.refusal, now);
  return result;
}

/** Summaries of exercise heads with their progress and accuracy as `viewer` may see them. */
async function summaries(deps: Deps, heads: ExerciseHead[], viewer: ExerciseViewer, now: Date) {
  const counts = await countAnswers(
    deps.db,
    heads.map((h) => h.exercise.id),
  );
  return heads.map((h) => presentExerciseSummary(h, counts.get(h.exercise.id), viewer, now));
}

/** /student/exerciseList: the caller's exercises, newest first, each with whether the class is still open to them. */
export async function listMyExercises(deps: Deps, me: UserRow) {
  const now = deps.now();
  const heads = await selectExerciseHeads(deps.db, eq(exercises.studentId, me.id))
    .orderBy(desc(exercises.createdAt), desc(exercises.id))
    .limit(limits.exerciseListMax);
  const classIds = [...new Set(heads.map((h) => h.exercise.classId))];
  // The caller's places in those classes with each class's terms, in one query.
  const places =
    classIds.length === 0
      ? []
      : await deps.db
          .select({
            classId: classStudents.classId,
            expiresAt: classStudents.expiresAt,
            includeLibrary: classes.includeLibrary,
            endDate: classes.endDate,
          })
          .from(classStudents)
          .innerJoin(classes, eq(classes.id, classStudents.classId))
          .where(and(eq(classStudents.studentId, me.id), inArray(classStudents.classId, classIds)));
  const valid = new Set(places.filter((p) => isPlaceValidAt(p, now)).map((p) => p.classId));
  const list = await summaries(deps, heads, 'student', now);
  return { list: list.map((x) => ({ ...x, isValid: valid.has(x.classId) })) };
}

/** The runner: the caller's exercise with its questions; solutions only of checked answers until it closes. */
export async function getMyExercise(deps: Deps & WithSessionRead, me: UserRow, id: string) {
  const now = deps.now();
  // The answers are read with the exercise, and answered only once the access check passed.
  const read = await runnerRead(deps.db, id, readWithSession(deps, 'runner', id));
  const ctx = await settleExam(deps, checkExerciseForStudent(read?.ctx, me, now), now);
  // Read, since the check passed (it refuses an exercise the statement did not find).
  return presentRunner(ctx, read as RunnerRead, now);
}

/** My homework of one class: the caller's exercises there, in the class's order. */
export async function listMyClassExercises(deps: Deps & WithSessionRead, me: UserRow, classId: string) {
  const { list } = await myClassroom(deps, me, classId);
  return { list };
}

/** The class as its student opens it and their exercises there, read together, answered once access is checked. */
async function myClassroom(deps: Deps & WithSessionRead, me: UserRow, classId: string) {
  const now = deps.now();
  const { place, heads } = await classroomRows(deps.db, me.id, classId, readWithSession(deps, 'classroom', classId));
  const klass = checkClassForStudent(place, me, now);
  return { klass, list: heads.map(({ head, counts }) => presentExerciseSummary(head, counts, 'student', now)) };
}

/**
 * The classroom (§2 /classroom/{id}, /myHomework/{classId}): the class's bulletin and its homework
 * list as the student sees it, i.e. only the homework published to them, each with their exercise.
 */
export async function getClassContent(deps: Deps & WithSessionRead, me: UserRow, classId: string) {
  const { klass, list } = await myClassroom(deps, me, classId);
  return presentClassroom(klass, list);
}

/**
 * Saves one answer and its content (moving to the next question, or from the runner's outbox); refused
 * once locked or out of time (an exam takes answers for its grace period after the end). A replay of a
 * key is answered as the first time; a save older than the stored one (`seq`) answers what is stored,
 * with `superseded`.
 */
export async function saveExercise(deps: Deps, me: UserRow, input: SaveAnswerInput) {
  const now = deps.now();
  const content = sanitiseRichText(input.content);
  const write: AnswerWrite = { mode: 'save', answer: input.answer, content, key: input.key, seq: input.seq };
  const result = await writeMyAnswer(deps, me, input, write, now);
  return {
    message: messages.successfullySaved,
    questionId: input.questionId,
    answer: result.answer,
    content: result.content,
    answeredAt: isoOrNull(result.answeredAt),
    superseded: result.outcome === 'superseded',
  };
}

/**
 * Check Solution (not in exams): saves, auto-corrects and locks the answer, and answers the correct
 * answer, the verdict, its score, feedback and parts and the solution with the feedback message. A try
 * short of full credit while the question has hints left reveals the next hint instead of locking: the
 * student may try again, and sees no correct answer or solution yet.
 */
export async function submitExercise(deps: Deps, me: UserRow, input: SaveExerciseInput) {
  const now = deps.now();
  const content = sanitiseRichText(input.content);
  const result = await writeMyAnswer(deps, me, input, { mode: 'check', answer: input.answer, content }, now);
  const autoPublished = await autoPublishNext(deps, input.id);
  const feedback: Extract<MessageKey, 'congrats' | 'answerIncorrect' | 'answerAwaitsTeacher'> =
    result.autoCorrect === true ? 'congrats' : result.autoCorrect === false ? 'answerIncorrect' : 'answerAwaitsTeacher';
  return {
    message: messages[feedback],
    questionId: input.questionId,
    answer: result.answer,
    content,
    correctAnswer: result.correctAnswer,
    autoCorrect: result.autoCorrect,
    /** Why the checker judged the answer as it did; null for answers the write auto-corrected. */
    autoReason: result.autoReason,
    autoDetail: result.autoDetail,
    description: result.description,
    autoPublished,
    score: result.score,
    locked: result.locked,
    hints: result.hints,
    feedback: result.feedback,
    parts: result.parts,
  };
}

/** Changes only the answer's content (allowed on a checked answer); an empty editor is ignored (§5). */
export async function updateExerciseContent(
  deps: Deps,
  me: UserRow,
  input: { id: string; questionId: string; content: string },
) {
  const now = deps.now();
  const content = isEmptyContent(input.content) ? '' : sanitiseRichText(input.content);
  if (!content) {
    await exerciseForStudent(deps.db, me, input.id, now);
    return { message: messages.successfullySaved, saved: false, questionId: input.questionId };
  }
  await writeMyAnswer(deps, me, input, { mode: 'content', content }, now);
  return { message: messages.successfullySaved, saved: true, questionId: input.questionId, content };
}

/** Records the first hand-in of homework that is not an exam; false when handed in already. */
async function markHandedIn(deps: Deps, id: string, now: Date): Promise<boolean> {
  const rows = await deps.db
    .update(exercises)
    .set({ finishedAt: now })
    .where(and(eq(exercises.id, id), isNull(exercises.finishedAt)))
    .returning({ id: exercises.id });
  return rows.length > 0;
}

/**
 * Submit All Solutions: records when the student handed in (the first time; an exam whose time ran out
 * ends at its end). Homework that is not an exam stays open for answers until the teacher finishes the
 * correction. Runs the auto-publish check.
 */
export async function finishExercise(deps: Deps, me: UserRow, id: string) {
  const now = deps.now();
  let ctx = await settleExam(deps, await exerciseForStudent(deps.db, me, id, now), now);
  if (inExamGrace(ctx.exercise, ctx.homework.isExam, now)) {
    // Handed in during the grace period: from now on late answers are refused and the results may show.
    if (await handInSitting(deps.db, id, now, true)) ctx = { ...ctx, exercise: { ...ctx.exercise, finishedAt: now } };
  }
  if (!ctx.exercise.finishedAt) {
    const handedIn = ctx.homework.isExam
      ? await handInSitting(deps.db, id, now, false)
      : await markHandedIn(deps, id, now);
    if (handedIn) ctx = { ...ctx, exercise: { ...ctx.exercise, finishedAt: now } };
  }
  const autoPublished = await autoPublishNext(deps, id);
  return {
    message: messages.successfullySaved,
    finishedAt: isoTime(ctx.exercise.finishedAt ?? now),
    autoPublished,
  };
}

/**
 * Start of an exam: the first call fixes its end (now + the exam's duration with the student's extra
 * time), refused outside the exam's window ('The exam has not opened yet.', 'The exam has ended.'); every
 * later call answers the time left, so a reload keeps it, and a window that closed since cuts nothing
 * short. After the end: 'The exam has ended.'. The first start is the attempt log's first event.
 */
export async function startExam(deps: Deps, me: UserRow, id: string) {
  const now = deps.now();
  let ctx = await settleExam(deps, await exerciseForStudent(deps.db, me, id, now), now);
  if (!ctx.homework.isExam) throw fail.badRequest('notAnExam');
  if (ctx.exercise.finishedAt || ctx.exercise.correctionStatus === 1) throw fail.conflict('examEnded');
  const extraTimePercent = ctx.place?.extraTimePercent ?? 0;
  if (!ctx.exercise.startedAt) {
    const closed = examStartRefusal(ctx.homework, now);
    if (closed) throw fail.conflict(closed);
    const seconds = examSecondsAllowed(ctx.homework.examDuration, extraTimePercent);
    const endExamAt = new Date(now.getTime() + seconds * 1000);
    // Lost a race with another start: the other one fixed the end (and logged the start).
    ctx = (await startSitting(deps.db, id, now, endExamAt))
      ? { ...ctx, exercise: { ...ctx.exercise, startedAt: now, endExamAt } }
      : await exerciseForStudent(deps.db, me, id, now);
  }
  const e = ctx.exercise;
  return {
    examRemainingTime: examRemainingSeconds(e, examTimeAllowed(e, ctx.homework.examDuration, extraTimePercent), now),
    endExamAt: isoOrNull(e.endExamAt),
    startedAt: isoOrNull(e.startedAt),
  };
}

/**
 * Undo (not exams): clears the answers the student has not checked, so they can start again, and the
 * hand-in time. Checked answers stay: their solution has been shown. Refused once the correction is finished.
 */
export async function undoExercise(deps: Deps, me: UserRow, id: string) {
  const now = deps.now();
  const cleared = await deps.db.transaction(async (tx) => {
    const ctx = await exerciseForStudent(tx, me, id, now, true);
    if (ctx.homework.isExam) throw fail.badRequest('undoNotInExam');
    if (ctx.exercise.correctionStatus === 1) throw fail.conflict('correctionFinished');
    const rows = await tx
      .update(exerciseAnswers)
      .set({
        answer: '',
        content: '',
        answeredAt: null,
        autoCorrect: null,
        autoCorrectedAt: null,
        autoReason: null,
        score: null,
        isCorrect: null,
        correctedAt: null,
        comments: '',
      })
      .where(and(eq(exerciseAnswers.exerciseId, id), eq(exerciseAnswers.locked, false)))
      .returning({ questionId: exerciseAnswers.questionId });
    await tx.update(exercises).set({ finishedAt: null }).where(eq(exercises.id, id));
    return rows.length;
  });
  return { message: messages.successfullySaved, cleared };
}

/**
 * /student/exercise/{id}: an exercise's detail for its student, their parent or the class's teacher.
 * Solution text only for the student (§6).
 */
export async function getExerciseDetail(deps: Deps, me: UserRow, id: string) {
  const now = deps.now();
  const { ctx, viewer } = await exerciseForReader(deps.db, me, id, now);
  const settled = await settleExam(deps, ctx, now);
  const answers = await loadExerciseAnswers(deps.db, id);
  return presentExercise(settled, answers, { viewer, solutionText: viewer === 'student' }, now);
}

/** /parent/student/exercise/{studentId}/{classId}: a child's (or the caller's own) exercises in a class. */
export async function listStudentExercises(deps: Deps, me: UserRow, input: { studentId: string; classId: string }) {
  const now = deps.now();
  const student = await studentForCaller(deps.db, me, input.studentId, now);
  let klass: { id: string; name: string; bulletin: string };
  if (me.role === 'Student') klass = await classForStudent(deps.db, me, input.classId, now);
  else {
    const [row] = await deps.db
      .select({ id: classes.id, name: classes.name, bulletin: classes.bulletin })
      .from(classes)
      .where(eq(classes.id, input.classId))
      .limit(1);
    if (!row) throw fail.notFound('classNotFound');
    // The class of the child named, not any class: a place or an exercise of theirs in it.
    const reach = accessWhere(deps.db, me, Permission.ClassFamilyRead, now, classes.id);
    const [mine] = await deps.db
      .select({ id: classes.id })
      .from(classes)
      .where(and(eq(classes.id, input.classId), reach, childInClass(deps, student.id, input.classId)))
      .limit(1);
    if (!mine) throw accessRefused(Permission.ClassFamilyRead);
    klass = row;
  }
  const heads = await selectExerciseHeads(
    deps.db,
    and(eq(exercises.studentId, student.id), eq(exercises.classId, input.classId)),
  ).orderBy(...inClassOrder);
  return {
    student: presentStudent(student),
    class: presentClassroomClass(klass),
    list: await summaries(deps, heads, me.role === 'Student' ? 'student' : 'parent', now),
  };
}

/** The named child has a place or an exercise in the class. */
function childInClass(deps: Deps, studentId: string, classId: string) {
  return or(
    exists(
      deps.db
        .select({ x: sql`1` })
        .from(classStudents)
        .where(and(eq(classStudents.classId, classId), eq(classStudents.studentId, studentId))),
    ),
    exists(
      deps.db
        .select({ x: sql`1` })
        .from(exercises)
        .where(and(eq(exercises.classId, classId), eq(exercises.studentId, studentId))),
    ),
  );
}
