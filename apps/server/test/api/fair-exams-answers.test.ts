import { examEvents, exercises } from '@quanta/db';
import { limits } from '@quanta/validators';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { UNKNOWN_ID } from '../support/factories/classes';
import { buildClass } from '../support/factories/enrolment';
import { addToClass, answersOf, buildEnrolledStudent } from '../support/factories/exercises';
import { buildHomework } from '../support/factories/homework';
import { buildQuestion } from '../support/factories/questions';
import { useTestApp } from '../support/fixture';
import { buildAdmin, buildStudent, buildTeacher, tokenOf, trpcStatus } from '../support/harness';
import { expectRefused } from '../support/refusals';
import { MINUTE } from '../support/time';

const NOW = new Date('2026-04-01T09:00:00Z');
const at = (minutes: number) => new Date(NOW.getTime() + minutes * MINUTE);
const LETTERS = ['A', 'B', 'C', 'D', 'E'];

type Question = Awaited<ReturnType<typeof buildQuestion>>;
/** A question as an exercise view shows it (the fields read here). */
interface ShownQuestion {
  question: {
    _id: string;
    answerA: string;
    answerB: string;
    answerC: string;
    answerD: string;
    answerE: string;
    correctAnswer: string;
  };
  answer: string;
  autoCorrect: boolean | null;
  shownPosition: number | null;
  shownChoiceOrder: string | null;
  lateBySeconds: number | null;
}
const textsOf = (q: ShownQuestion['question'] | Question) => [q.answerA, q.answerB, q.answerC, q.answerD, q.answerE];

describe('fair exams: shuffled orders through grading, late answers and the attempt log', () => {
  const t = useTestApp();

  /**
   * A class with a homework (or a 30-minute exam) of seven single select questions and one multi select
   * (A,C), five choices each, that shuffles its questions and choices, published through the API to three
   * students of the class; the clock at NOW.
   */
  async function shuffledClass(isExam: boolean) {
    t.clock.now = NOW;
    const teacher = await buildTeacher(t);
    const teacherToken = await tokenOf(t, teacher);
    const klass = await buildClass(t, teacher);
    const questions: Question[] = [];
    for (let i = 0; i < 8; i++) {
      const [a, b, c, d, e] = ['alpha', 'beta', 'gamma', 'delta', 'epsilon'].map((w) => `Q${i} ${w}`);
      questions.push(
        await buildQuestion(t, teacher, {
          isChoice: i === 7 ? 1 : 0,
          numChoice: 5,
          answerA: a,
          answerB: b,
          answerC: c,
          answerD: d,
          answerE: e,
          correctAnswer: i === 7 ? 'A,C' : LETTERS[i % 5],
        }),
      );
    }
    const hw = await buildHomework(t, teacher, {
      questionIds: questions.map((q) => q.id),
      isExam,
      examDuration: 30,
      shuffleQuestions: true,
      shuffleChoices: true,
    });
    await addToClass(t, klass, hw);
    const enrolled = [];
    for (let i = 0; i < 3; i++) enrolled.push(await buildEnrolledStudent(t, klass));
    const published = await t.rest('POST', '/teacher/publishHomework', {
      token: teacherToken,
      body: { classID: klass.id, hwID: hw.id, studentIDs: enrolled.map((s) => s.student.id) },
    });
    expect(published).toMatchObject({ status: 200, body: { result: { published: 3 } } });
    const sittings = [];
    for (const s of enrolled) {
      const [exercise] = await t.app.deps.db
        .select()
        .from(exercises)
        .where(and(eq(exercises.homeworkId, hw.id), eq(exercises.studentId, s.student.id)));
      sittings.push({ ...s, exercise: exercise! });
    }
    const byId = new Map(questions.map((q) => [q.id, q]));
    return { teacher, teacherToken, klass, hw, questions, byId, sittings };
  }
  type Shuffled = Awaited<ReturnType<typeof shuffledClass>>;

  /** The letters that name the question's correct choices as this view shows them (sorted). */
  function shownCorrect(c: Shuffled, shown: ShownQuestion['question']): string {
    const q = c.byId.get(shown._id)!;
    const texts = textsOf(shown);
    return q.correctAnswer
      .split(',')
      .map((l) => LETTERS[texts.indexOf(textsOf(q)[LETTERS.indexOf(l)]!)])
      .sort()
      .join(',');
  }

  const runner = async (token: string, id: string): Promise<ShownQuestion[]> => {
    const res = await t.rest('GET', `/user/getExerciseById?id=${id}`, { token });
    expect(res.status).toBe(200);
    return res.body.result.questionList;
  };
  const detail = async (token: string, id: string): Promise<ShownQuestion[]> => {
    const res = await t.rest('GET', `/user/getStudentExerciseDetail?id=${id}`, { token });
    expect(res.status).toBe(200);
    return res.body.result.questionList;
  };
  const save = (token: string, id: string, questionId: string, answer: string) =>
    t.rest('POST', '/user/saveExercise', { token, body: { id, questionId, answer, content: '' } });
  const logEvents = (token: string | undefined, id: string, events: unknown) =>
    t.rest('POST', '/user/logExamEvents', { token, body: { id, events } });
  const examLog = (token: string | undefined, exerciseId: string) =>
    t.rest('GET', `/teacher/getExamLog?exerciseId=${exerciseId}`, { token });
  const discard = (token: string | undefined, exerciseId: string, questionId: string) =>
    t.rest('POST', '/teacher/discardLateAnswer', { token, body: { exerciseId, questionId } });

  /**
   * Each student's runner shows every question once and each question's five choices once, in an order of
   * their own that a reload keeps; answers the lists, and two students whose question orders differ.
   */
  async function ownOrders(c: Shuffled) {
    const lists: ShownQuestion[][] = [];
    for (const s of c.sittings) {
      const list = await runner(s.token, s.exercise.id);
      expect(list.map((x) => x.question._id).sort()).toEqual(c.questions.map((q) => q.id).sort());
      for (const x of list) {
        expect([...textsOf(x.question)].sort()).toEqual([...textsOf(c.byId.get(x.question._id)!)].sort());
        expect(x).toMatchObject({ shownPosition: null, shownChoiceOrder: null, lateBySeconds: null });
      }
      // the same on every reload
      expect(await runner(s.token, s.exercise.id)).toEqual(list);
      lists.push(list);
    }
    const ids = lists.map((list) => list.map((x) => x.question._id).join());
    const pair = [0, 1, 2].flatMap((i) => [0, 1, 2].filter((j) => j > i && ids[i] !== ids[j]).map((j) => [i, j]))[0];
    expect(pair, 'two students see the questions in different orders').toBeDefined();
    const [i, j] = pair as [number, number];
    const choicesOf = (list: ShownQuestion[]) =>
      new Map(list.map((x) => [x.question._id, textsOf(x.question).join('|')]));
    const [mine, theirs] = [choicesOf(lists[i]!), choicesOf(lists[j]!)];
    expect(
      c.questions.some((q) => mine.get(q.id) !== theirs.get(q.id)),
      'two students see the choices in different orders',
    ).toBe(true);
    return lists;
  }

  /**
   * Each student saves, for every question, the letters naming its correct choices as they see them: the
   * save answers their letters, and the answer is stored in the question's own letters, auto-corrected right.
   * Answers whether any student's letters differed from the stored ones.
   */
  async function answerRight(c: Shuffled, lists: ShownQuestion[][]) {
    let mapped = false;
    for (const [k, s] of c.sittings.entries()) {
      for (const x of lists[k]!) {
        const letters = shownCorrect(c, x.question);
        const saved = await save(s.token, s.exercise.id, x.question._id, letters);
        expect(saved).toMatchObject({ status: 200, body: { result: { answer: letters } } });
        if (letters !== c.byId.get(x.question._id)!.correctAnswer) mapped = true;
      }
      const rows = await answersOf(t, s.exercise.id);
      expect(rows.map((r) => r.answer)).toEqual(c.questions.map((q) => q.correctAnswer));
      expect(rows.every((r) => r.autoCorrect === true)).toBe(true);
    }
    expect(mapped, "some student's letters name other choices than the question's own").toBe(true);
  }

  /** The teacher's read: the question's own order and letters, with where the student saw it and in which order. */
  async function teacherSeesCanonical(c: Shuffled, lists: ShownQuestion[][]) {
    for (const [k, s] of c.sittings.entries()) {
      const view = await detail(c.teacherToken, s.exercise.id);
      expect(view.map((x) => x.question._id)).toEqual(c.questions.map((q) => q.id));
      for (const x of view) {
        const q = c.byId.get(x.question._id)!;
        expect(x).toMatchObject({ answer: q.correctAnswer, autoCorrect: true, lateBySeconds: null });
        expect(x.question.correctAnswer).toBe(q.correctAnswer);
        expect(textsOf(x.question)).toEqual(textsOf(q));
        // where the student saw it, and their order of the choices (their A first)
        const seen = lists[k]!.findIndex((y) => y.question._id === q.id);
        expect(x.shownPosition).toBe(seen + 1);
        expect([...(x.shownChoiceOrder ?? '')].sort().join('')).toBe('ABCDE');
        const theirs = textsOf(lists[k]![seen]!.question);
        expect([...x.shownChoiceOrder!].map((l) => textsOf(q)[LETTERS.indexOf(l)])).toEqual(theirs);
      }
    }
  }

  /** Item analysis counts every answer right: the stored letters are the question's own. */
  async function analysisCountsRight(c: Shuffled) {
    const res = await t.rest('GET', `/teacher/getItemAnalysis?classId=${c.klass.id}&homeworkId=${c.hw.id}`, {
      token: c.teacherToken,
    });
    expect(res.status).toBe(200);
    const items = res.body.result.questions as {
      _id: string;
      attempts: number;
      meanScore: number;
      choices: { choice: string; count: number; correct: boolean }[];
    }[];
    expect(items.map((q) => q._id)).toEqual(c.questions.map((q) => q.id));
    for (const item of items) {
      expect(item).toMatchObject({ attempts: 3, meanScore: 1 });
      const counted = item.choices.filter((x) => x.count > 0);
      expect(counted.every((x) => x.correct)).toBe(true);
    }
  }

  describe('a shuffled homework', () => {
    it("each student's letters name what they see; grading, the teacher's read and item analysis use the question's own", async () => {
      const c = await shuffledClass(false);
      const lists = await ownOrders(c);
      await answerRight(c, lists);

      // Check Solution: right, with the correct answer in the student's own letters
      for (const [k, s] of c.sittings.entries()) {
        for (const x of lists[k]!) {
          const letters = shownCorrect(c, x.question);
          const checked = await t.trpc(s.token).user.submitExercise.mutate({
            id: s.exercise.id,
            questionId: x.question._id,
            answer: letters,
            content: '',
          });
          expect(checked).toMatchObject({
            message: 'Congrats!',
            autoCorrect: true,
            correctAnswer: letters,
            answer: letters,
          });
        }
        // the student's own read: their order, their letters, the correct answer in their letters once checked
        const mine = await detail(s.token, s.exercise.id);
        expect(mine.map((x) => x.question._id)).toEqual(lists[k]!.map((x) => x.question._id));
        for (const x of mine) {
          const letters = shownCorrect(c, x.question);
          expect(x).toMatchObject({ answer: letters, autoCorrect: true, shownPosition: null, shownChoiceOrder: null });
          expect(x.question.correctAnswer).toBe(letters);
        }
        expect((await t.trpc(s.token).user.finishExercise.mutate({ id: s.exercise.id })).finishedAt).toBeTruthy();
      }
      await teacherSeesCanonical(c, lists);
      await analysisCountsRight(c);

      // nothing of an attempt log for homework, and no events reported to it
      expect((await examLog(c.teacherToken, c.sittings[0]!.exercise.id)).body.result).toEqual({ list: [] });
      const notExam = await logEvents(c.sittings[0]!.token, c.sittings[0]!.exercise.id, [
        { at: NOW.toISOString(), type: 'hidden' },
      ]);
      expect(notExam).toMatchObject({ status: 400, body: { msg: 'This homework is not an exam' } });
    });
  });

  describe('a shuffled exam', () => {
    it('shuffles per student, grades through the mapping, keeps late answers apart and logs the attempt', async () => {
      const c = await shuffledClass(true);
      const [a, b, third] = c.sittings as [Shuffled['sittings'][0], Shuffled['sittings'][0], Shuffled['sittings'][0]];
      // sealed before the start; reported events refused before it too
      expect(await runner(a.token, a.exercise.id)).toEqual([]);
      const early = await logEvents(a.token, a.exercise.id, [{ at: NOW.toISOString(), type: 'visible' }]);
      expect(early).toMatchObject({ status: 409, body: { msg: 'Please start the exam first' } });
      for (const s of c.sittings) await t.trpc(s.token).user.startExam.mutate({ id: s.exercise.id });

      const lists = await ownOrders(c);
      t.clock.now = at(1);
      await answerRight(c, lists);
      await teacherSeesCanonical(c, lists);

      // a goes offline and back (the runner reports it later), saves again, and saves late in the grace period
      const reported = await t.trpc(a.token).user.logExamEvents.mutate({
        id: a.exercise.id,
        events: [
          { at: at(2).toISOString(), type: 'offline' },
          { at: at(3).toISOString(), type: 'online' },
        ],
      });
      expect(reported).toEqual({ accepted: 2 });
      const [first] = lists[0]!;
      const right = shownCorrect(c, first!.question);
      const wrong = LETTERS.find((l) => l !== right)!;
      t.clock.now = at(4);
      expect((await save(a.token, a.exercise.id, first!.question._id, right)).status).toBe(200);
      // b hands in early
      t.clock.now = at(10);
      await t.trpc(b.token).user.finishExercise.mutate({ id: b.exercise.id });
      const afterHandIn = await logEvents(b.token, b.exercise.id, [{ at: at(10).toISOString(), type: 'hidden' }]);
      expect(afterHandIn).toMatchObject({ status: 409, body: { msg: 'The exam has ended.' } });

      t.clock.now = at(31);
      const late = await save(a.token, a.exercise.id, first!.question._id, wrong);
      expect(late).toMatchObject({ status: 200, body: { result: { answer: wrong } } });
      const canonical = c.byId.get(first!.question._id)!.correctAnswer;
      const lateStored =
        LETTERS[textsOf(c.byId.get(first!.question._id)!).indexOf(textsOf(first!.question)[LETTERS.indexOf(wrong)]!)];
      // the teacher sees how late it came (and the answer in the question's own letters); the student does not
      const marked = (await detail(c.teacherToken, a.exercise.id)).find((x) => x.question._id === first!.question._id);
      expect(marked).toMatchObject({ answer: lateStored, autoCorrect: false, lateBySeconds: 60 });
      const studentSees = (await detail(a.token, a.exercise.id)).find((x) => x.question._id === first!.question._id);
      expect(studentSees).toMatchObject({ answer: wrong, lateBySeconds: null });
      // still in the grace period: the runner may report a reload
      const reload = await logEvents(a.token, a.exercise.id, [
        { at: new Date(at(31).getTime() + 10_000).toISOString(), type: 'reload' },
      ]);
      expect(reload).toMatchObject({ status: 200, body: { result: { accepted: 1 } } });

      // the teacher discards it: the answer given in time stands again, right
      const discarded = await discard(c.teacherToken, a.exercise.id, first!.question._id);
      expect(discarded).toMatchObject({
        status: 200,
        body: {
          msg: 'The late answer was discarded; the answer given in time stands.',
          result: {
            message: 'The late answer was discarded; the answer given in time stands.',
            questionId: first!.question._id,
            lateBySeconds: null,
            answer: {
              answer: canonical,
              autoCorrect: true,
              lateBySeconds: null,
              question: { _id: first!.question._id },
            },
          },
        },
      });
      expect(discarded.body.result.answer.shownChoiceOrder).toMatch(/^[A-E]{5}$/);
      const restored = (await answersOf(t, a.exercise.id)).find((r) => r.questionId === first!.question._id)!;
      expect(restored).toMatchObject({
        answer: canonical,
        autoCorrect: true,
        score: 1,
        lateBySeconds: null,
        onTime: null,
      });
      expect(restored.answeredAt?.toISOString()).toBe(at(4).toISOString());
      const again = await discard(c.teacherToken, a.exercise.id, first!.question._id);
      expect(again).toMatchObject({ status: 409, body: { msg: 'This answer did not arrive late.' } });
      const onTime = (await detail(a.token, a.exercise.id)).find((x) => x.question._id === first!.question._id);
      expect(onTime).toMatchObject({ answer: right });

      // past the grace period nothing more is reported
      t.clock.now = at(32);
      const ended = await logEvents(a.token, a.exercise.id, [{ at: at(32).toISOString(), type: 'online' }]);
      expect(ended).toMatchObject({ status: 409, body: { msg: 'The exam has ended.' } });

      // the attempt logs: the server's events and the reports, oldest first
      const saves = (list: ShownQuestion[], when: Date) =>
        list.map((x) => ({ at: when.toISOString(), type: 'save', questionId: x.question._id, reported: false }));
      const logA = await examLog(c.teacherToken, a.exercise.id);
      expect(logA).toMatchObject({ status: 200 });
      expect(logA.body.result.list).toEqual([
        { at: NOW.toISOString(), type: 'start', questionId: null, reported: false },
        ...saves(lists[0]!, at(1)),
        { at: at(2).toISOString(), type: 'offline', questionId: null, reported: true },
        { at: at(3).toISOString(), type: 'online', questionId: null, reported: true },
        { at: at(4).toISOString(), type: 'save', questionId: first!.question._id, reported: false },
        { at: at(30).toISOString(), type: 'timeout', questionId: null, reported: false },
        { at: at(31).toISOString(), type: 'save', questionId: first!.question._id, reported: false },
        { at: new Date(at(31).getTime() + 10_000).toISOString(), type: 'reload', questionId: null, reported: true },
      ]);
      const logB = await t.trpc(c.teacherToken).teacher.getExamLog.query({ exerciseId: b.exercise.id });
      expect(logB.list).toEqual([
        { at: NOW.toISOString(), type: 'start', questionId: null, reported: false },
        ...saves(lists[1]!, at(1)),
        { at: at(10).toISOString(), type: 'handIn', questionId: null, reported: false },
      ]);
      expect(
        (await examLog(c.teacherToken, third.exercise.id)).body.result.list.map((e: { type: string }) => e.type),
      ).toEqual(['start', ...lists[2]!.map(() => 'save')]);

      // every attempt is over: item analysis counts every answer right (the late one discarded)
      await analysisCountsRight(c);
    });

    it('takes at most 300 reported events per attempt, even from calls at once', async () => {
      const c = await shuffledClass(true);
      const s = c.sittings[0]!;
      await t.trpc(s.token).user.startExam.mutate({ id: s.exercise.id });
      const batch = (n: number) =>
        Array.from({ length: n }, (_, i) => ({
          at: new Date(NOW.getTime() + i * 1000).toISOString(),
          type: i % 2 ? 'online' : 'offline',
        }));
      for (let i = 0; i < 5; i++) {
        expect((await logEvents(s.token, s.exercise.id, batch(limits.examEventsPerCall))).body.result).toEqual({
          accepted: 50,
        });
      }
      // 250 stored: of eight calls of 10 at once, five are taken whole and three refused whole
      const racing = await Promise.all(Array.from({ length: 8 }, () => logEvents(s.token, s.exercise.id, batch(10))));
      expect(racing.filter((r) => r.status === 200)).toHaveLength(5);
      for (const r of racing.filter((r) => r.status !== 200)) {
        expect(r).toMatchObject({ status: 409, body: { msg: 'This attempt has reported as many events as it may.' } });
      }
      const full = await logEvents(s.token, s.exercise.id, batch(1));
      expect(full).toMatchObject({ status: 409, body: { msg: 'This attempt has reported as many events as it may.' } });
      const [stored] = await t.app.deps.db
        .select({ n: count() })
        .from(examEvents)
        .where(and(eq(examEvents.exerciseId, s.exercise.id), eq(examEvents.reported, true)));
      expect(stored?.n).toBe(limits.examReportedEventsMax);
      // the server's own events still go in: a save is logged past the cap
      const [q] = await runner(s.token, s.exercise.id);
      expect((await save(s.token, s.exercise.id, q!.question._id, 'A')).status).toBe(200);
      const log = (await examLog(c.teacherToken, s.exercise.id)).body.result.list;
      expect(log).toHaveLength(limits.examReportedEventsMax + 2);
    });
  });

  describe('refused callers', () => {
    it('logExamEvents: the exercise’s own student only, with well-formed events', async () => {
      const c = await shuffledClass(true);
      const [s, other] = c.sittings as [Shuffled['sittings'][0], Shuffled['sittings'][0]];
      await t.trpc(s.token).user.startExam.mutate({ id: s.exercise.id });
      const events = [{ at: at(1).toISOString(), type: 'hidden' }];
      const call = ['POST', '/user/logExamEvents', { id: s.exercise.id, events }] as const;
      await expectRefused(t, [call], {
        unverified: 'Student',
        forbidden: [
          'Parent',
          'Teacher',
          'Admin',
          { token: c.teacherToken },
          { token: s.parentToken },
          { token: other.token },
        ],
      });
      // a student of another class, and an unknown exercise
      const stranger = await tokenOf(t, await buildStudent(t));
      expect((await logEvents(stranger, s.exercise.id, events)).status).toBe(403);
      expect(await logEvents(s.token, UNKNOWN_ID, events)).toMatchObject({
        status: 404,
        body: { msg: 'Exercise not found' },
      });
      expect(await trpcStatus(t.trpc(other.token).user.logExamEvents.mutate({ id: s.exercise.id, events: [] }))).toBe(
        400,
      );
      const bad: [unknown, string][] = [
        [
          [{ at: at(1).toISOString(), type: 'away' }],
          'events.0.type: must be one of offline, online, hidden, visible, reload',
        ],
        [[{ at: 'yesterday', type: 'hidden' }], 'events.0.at: must be a date and time (ISO 8601)'],
        [[], 'events: must name at least one'],
        [Array.from({ length: 51 }, () => events[0]), 'events: must name at most 50'],
      ];
      for (const [input, msg] of bad) {
        expect(await logEvents(s.token, s.exercise.id, input)).toMatchObject({ status: 400, body: { msg } });
      }
      expect(await logEvents(s.token, 'nope', events)).toMatchObject({
        status: 400,
        body: { msg: 'id: must be an id' },
      });
      // nothing of the refused calls was stored
      expect(
        (await examLog(c.teacherToken, s.exercise.id)).body.result.list.map((e: { type: string }) => e.type),
      ).toEqual(['start']);
    });

    it('discardLateAnswer and getExamLog: the class’s teacher only', async () => {
      const c = await shuffledClass(true);
      const s = c.sittings[0]!;
      const q = c.questions[0]!;
      await t.trpc(s.token).user.startExam.mutate({ id: s.exercise.id });
      const calls = [
        ['POST', '/teacher/discardLateAnswer', { exerciseId: s.exercise.id, questionId: q.id }],
        ['GET', `/teacher/getExamLog?exerciseId=${s.exercise.id}`],
      ] as const;
      await expectRefused(t, calls, {
        unverified: 'Teacher',
        forbidden: ['Student', 'Parent', 'Teacher', 'Admin', { token: s.token }, { token: s.parentToken }],
      });
      const admin = await tokenOf(t, await buildAdmin(t));
      expect((await examLog(admin, s.exercise.id)).status).toBe(403);
      expect(
        await trpcStatus(
          t.trpc(admin).teacher.discardLateAnswer.mutate({ exerciseId: s.exercise.id, questionId: q.id }),
        ),
      ).toBe(403);
      // unknown records
      expect(await discard(c.teacherToken, UNKNOWN_ID, q.id)).toMatchObject({
        status: 404,
        body: { msg: 'Exercise not found' },
      });
      expect(await discard(c.teacherToken, s.exercise.id, UNKNOWN_ID)).toMatchObject({
        status: 404,
        body: { msg: 'This question is not part of the exercise' },
      });
      expect(await examLog(c.teacherToken, UNKNOWN_ID)).toMatchObject({
        status: 404,
        body: { msg: 'Exercise not found' },
      });
      // bad input names the field
      expect(await discard(c.teacherToken, s.exercise.id, 'nope')).toMatchObject({
        status: 400,
        body: { msg: 'questionId: must be an id' },
      });
      expect(await examLog(c.teacherToken, 'nope')).toMatchObject({
        status: 400,
        body: { msg: 'exerciseId: must be an id' },
      });
      // an answer saved in time is not late
      t.clock.now = at(1);
      expect((await save(s.token, s.exercise.id, q.id, 'A')).status).toBe(200);
      expect(await discard(c.teacherToken, s.exercise.id, q.id)).toMatchObject({
        status: 409,
        body: { msg: 'This answer did not arrive late.' },
      });
      expect((await answersOf(t, s.exercise.id)).find((r) => r.questionId === q.id)?.lateBySeconds).toBeNull();
    });
  });
});
