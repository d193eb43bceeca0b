import {
  classes,
  classHomework,
  classStudents,
  type DbOrTx,
  exerciseAnswers,
  exercises,
  homework,
  homeworkQuestions,
  questions,
} from '@quanta/db';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { publishToStudents } from '../services/class-homework/publish';
import { questionsInOrder } from '../services/homework/data';
import { sanitiseRichText } from '../services/richtext/sanitise';
import { questionsThatTeach } from './homework';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

type Answer = typeof exerciseAnswers.$inferInsert;
interface DemoQuestion {
  id: string;
  isChoice: number;
  correctAnswer: string;
  numChoice: number;
}

/** A right answer to a question, or a wrong one (another letter; a free response that is off). */
function answerTo(q: DemoQuestion, right: boolean): string {
  if (q.isChoice === 2) return right ? q.correctAnswer || '42' : 'I am not sure';
  if (right) return q.correctAnswer || 'A';
  return q.correctAnswer.startsWith('A') ? 'B' : 'A';
}

/** The answer states of the demo, by kind; `at` is when it happened. */
const states = {
  unanswered: (): Partial<Answer> => ({}),
  saved: (q: DemoQuestion, right: boolean, at: Date): Partial<Answer> => ({
    answer: answerTo(q, right),
    answeredAt: at,
    autoCorrect: q.isChoice === 2 && !q.correctAnswer ? null : right,
    autoCorrectedAt: at,
  }),
  checked: (q: DemoQuestion, right: boolean, at: Date): Partial<Answer> => ({
    ...states.saved(q, right, at),
    locked: true,
    content: right ? '' : sanitiseRichText('<p>I mixed up the signs here.</p>'),
  }),
  corrected: (q: DemoQuestion, right: boolean, at: Date, comments: string): Partial<Answer> => ({
    ...states.saved(q, right, at),
    content: sanitiseRichText('<p>My working: $I = V/R$</p>'),
    isCorrect: right,
    correctedAt: new Date(at.getTime() + DAY),
    comments: sanitiseRichText(comments),
  }),
};

/** A student's work on a homework: when it was published, the exercise's state and each answer's. */
interface DemoWork {
  now: Date;
  exercise?: Partial<typeof exercises.$inferInsert>;
  answers?: (q: DemoQuestion, i: number) => Partial<Answer>;
}

/** Publishes a class's homework to a student and puts its answers (by position) in the given states. */
async function publish(db: DbOrTx, o: DemoWork & { classId: string; homeworkId: string; studentId: string }) {
  await publishToStudents(db, { classId: o.classId, homeworkId: o.homeworkId, studentIds: [o.studentId], now: o.now });
  const [row] = await db
    .select({ id: exercises.id })
    .from(exercises)
    .where(
      and(
        eq(exercises.classId, o.classId),
        eq(exercises.homeworkId, o.homeworkId),
        eq(exercises.studentId, o.studentId),
      ),
    )
    .limit(1);
  if (!row) return;
  if (o.exercise) await db.update(exercises).set(o.exercise).where(eq(exercises.id, row.id));
  if (!o.answers) return;
  for (const [i, q] of (await questionsInOrder(db, o.homeworkId)).entries()) {
    const patch = o.answers(q, i);
    if (Object.keys(patch).length === 0) continue;
    await db
      .update(exerciseAnswers)
      .set(patch)
      .where(and(eq(exerciseAnswers.exerciseId, row.id), eq(exerciseAnswers.questionId, q.id)));
  }
}

/**
 * Homework in the demo students' classes, published with answers in every state: Amy's practice set
 * finished and corrected (checked, teacher-corrected with comments in English and Chinese), an exam in
 * progress for her and a set not started; Ben's practice half done and an exam he handed in; Cara's work
 * in a class whose registration expired. Runs after the homework and enrolment seeds.
 */
export async function seedExercises(db: DbOrTx, people: Map<string, string>, now: Date) {
  const students = ['studentAmy', 'studentBen', 'studentCara'].map((k) => people.get(k));
  const [amy, ben, cara] = students;
  if (!amy || !ben || !cara) return;
  const places = await db
    .select({ classId: classStudents.classId, studentId: classStudents.studentId, teacherId: classes.teacherId })
    .from(classStudents)
    .innerJoin(classes, eq(classes.id, classStudents.classId))
    .where(inArray(classStudents.studentId, [amy, ben, cara]));

  /**
   * The class's homework list: a practice set, an exam and another practice set of its teacher, each in
   * the class's language with questions of the class's subject only.
   */
  async function homeworkListOf(classId: string, teacherId: string) {
    const [klass] = await db
      .select({ category: classes.category, language: classes.language })
      .from(classes)
      .where(eq(classes.id, classId));
    const candidates = await db
      .select({ id: homework.id, isExam: homework.isExam, examDuration: homework.examDuration })
      .from(homework)
      .where(and(eq(homework.teacherId, teacherId), eq(homework.language, klass?.language ?? 'en')))
      .orderBy(asc(homework.createdAt), asc(homework.name));
    const own: typeof candidates = [];
    for (const h of candidates) {
      const subjects = await db
        .selectDistinct({ category: questions.category })
        .from(homeworkQuestions)
        .innerJoin(questions, eq(questions.id, homeworkQuestions.questionId))
        .where(eq(homeworkQuestions.homeworkId, h.id));
      if (subjects.length > 0 && subjects.every((x) => x.category === klass?.category)) own.push(h);
    }
    const practice = own.filter((h) => !h.isExam);
    const list = [practice[0], own.find((h) => h.isExam), practice[1]].filter((h) => h !== undefined);
    if (list.length === 0) return { practice: undefined, exam: undefined, more: undefined };
    await db
      .insert(classHomework)
      .values(list.map((h, position) => ({ classId, homeworkId: h.id, position, createdAt: now })))
      .onConflictDoNothing();
    return { practice: list.find((h) => !h.isExam), exam: list.find((h) => h.isExam), more: practice[1] };
  }

  const lists = new Map<string, Awaited<ReturnType<typeof homeworkListOf>>>();
  for (const place of places) {
    if (!lists.has(place.classId)) lists.set(place.classId, await homeworkListOf(place.classId, place.teacherId));
  }
  const ago = (ms: number) => new Date(now.getTime() - ms);

  type DemoHomework = NonNullable<Awaited<ReturnType<typeof homeworkListOf>>['practice']>;
  /** Publishes one of the student's class's homework list (when the class has it) with the given work. */
  async function work(studentId: string, which: 'practice' | 'exam' | 'more', state: (h: DemoHomework) => DemoWork) {
    const place = places.find((p) => p.studentId === studentId);
    const h = place && lists.get(place.classId)?.[which];
    if (place && h) await publish(db, { classId: place.classId, homeworkId: h.id, studentId, ...state(h) });
  }

  await work(amy, 'practice', () => ({
    now: ago(6 * DAY),
    exercise: { startedAt: ago(5 * DAY), finishedAt: ago(2 * DAY), correctionStatus: 1 },
    answers: (q, i) =>
      [
        () => states.checked(q, true, ago(5 * DAY)),
        () => states.checked(q, false, ago(5 * DAY)),
        () => states.corrected(q, true, ago(4 * DAY), '<p>Right: $I = V/R$, and you gave the unit. Well done.</p>'),
        () => states.corrected(q, false, ago(4 * DAY), '<p>注意：先用 $I = V/R$ 算出电流，再核对单位（A）。</p>'),
      ][i]?.() ?? states.saved(q, i % 3 !== 0, ago(3 * DAY)),
  }));
  await work(amy, 'exam', (exam) => {
    const started = ago(5 * MINUTE);
    return {
      now: ago(DAY),
      // an exam in progress: the server fixed its end at the start
      exercise: { startedAt: started, endExamAt: new Date(started.getTime() + exam.examDuration * MINUTE) },
      answers: (q, i) => (i < 2 ? states.saved(q, i === 0, ago(3 * MINUTE)) : states.unanswered()),
    };
  });
  await work(amy, 'more', () => ({ now: ago(DAY) }));
  await publishQuestionsThatTeach(db, places, people, amy, ago(DAY));

  await work(ben, 'practice', () => ({
    now: ago(3 * DAY),
    exercise: { startedAt: ago(2 * DAY) },
    answers: (q, i) =>
      i === 0
        ? states.checked(q, true, ago(2 * DAY))
        : i < 3
          ? states.saved(q, i === 1, ago(DAY))
          : states.unanswered(),
  }));
  await work(ben, 'exam', (exam) => {
    const started = ago(2 * DAY);
    return {
      now: ago(3 * DAY),
      exercise: {
        startedAt: started,
        endExamAt: new Date(started.getTime() + exam.examDuration * MINUTE),
        finishedAt: new Date(started.getTime() + 9 * MINUTE),
      },
      answers: (q, i) => states.saved(q, i % 2 === 0, new Date(started.getTime() + (i + 1) * MINUTE)),
    };
  });

  await work(cara, 'practice', () => ({
    now: ago(20 * DAY),
    answers: (q, i) => (i < 2 ? states.saved(q, true, ago(15 * DAY)) : states.unanswered()),
  }));
}

/** "Questions that teach" in Amy's class of Mr Wang, published and not yet started. */
async function publishQuestionsThatTeach(
  db: DbOrTx,
  places: { classId: string; teacherId: string; studentId: string }[],
  people: Map<string, string>,
  studentId: string,
  now: Date,
) {
  const teacherId = people.get('teacherWang');
  const place = places.find((p) => p.studentId === studentId && p.teacherId === teacherId);
  if (!teacherId || !place) return;
  const [hw] = await db
    .select({ id: homework.id })
    .from(homework)
    .where(and(eq(homework.name, questionsThatTeach), eq(homework.teacherId, teacherId)));
  if (!hw) return;
  await db
    .insert(classHomework)
    .values({ classId: place.classId, homeworkId: hw.id, position: 3, createdAt: now })
    .onConflictDoNothing();
  await publish(db, { classId: place.classId, homeworkId: hw.id, studentId, now });
}
