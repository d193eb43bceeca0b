/**
 * Three app servers (`src/main.ts` as child processes) on one PostgreSQL database and one S3-compatible
 * store (s3rver), each with a data folder of its own, started together (migrations and the first admin
 * taken in turn). A school day goes through them with every request on another server than the one before:
 * sign-up with an e-mailed code, the teacher publishes homework, students answer and sit an exam, a
 * correction e-mail, a bulk e-mail to 50, an upload served by the other processes. Then: the sign-in limits
 * hold whichever process a guess reaches, each mail went out once, and a SIGTERM to one process in the middle
 * of a burst of answer saves loses none that answered 200 (it drains and exits 0).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  classes,
  classHomework,
  type Database,
  type DatabaseHandle,
  exerciseAnswers,
  exercises,
  homework,
  homeworkQuestions,
  mailDeliveries,
  openDatabase,
  questions,
  users,
} from '@quanta/db';
import { and, count, eq, inArray } from 'drizzle-orm';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyPng } from '../support/files';
import { type S3Peer, startS3Peer } from '../support/s3';
import { type SmtpPeer, startSmtpPeer } from '../support/smtp';
import { type Cleanups, createPostgresDatabase, enrolStudents, signIn } from './seed-database';
import { freePort, ServerProcess } from './server-process';

const SECRET = 'multi-process-secret-multi-process';
const ADMIN = { email: 'admin@school.test', password: 'school-admin-pass-1' };
const BURST_STUDENTS = 12;
const BURST_QUESTIONS = 30;

// biome-ignore lint/suspicious/noExplicitAny: the tests read whatever the envelope holds
type Answer = { status: number; body: any; server: number };

interface School {
  teacherToken: string;
  classId: string;
  homeworkId: string;
  homeworkQuestionIds: string[];
  examId: string;
  examQuestionIds: string[];
  practiceId: string;
  practiceQuestionIds: string[];
  /** Students enrolled before the day (tokens and ids). */
  dayStudents: { id: string; email: string; token: string }[];
  burstStudents: { id: string; token: string }[];
}

/** A teacher, a class with enrolled students, and three sets of free-response questions: inserted directly. */
async function seedSchool(db: Database): Promise<School> {
  const signedIn = (userIds: string[]) => signIn(db, SECRET, userIds);
  const [teacher] = await db
    .insert(users)
    .values({
      name: 'Ms Teacher',
      email: 'teacher@school.test',
      passwordHash: 'x',
      role: 'Teacher',
      emailVerified: true,
    })
    .returning();
  const [klass] = await db.insert(classes).values({ teacherId: teacher!.id, name: 'Physics 9' }).returning();
  const set = async (name: string, n: number, exam = false) => {
    const qs = await db
      .insert(questions)
      .values(Array.from({ length: n }, (_, i) => ({ teacherId: teacher!.id, name: `${name} ${i + 1}`, isChoice: 2 })))
      .returning({ id: questions.id });
    const [hw] = await db
      .insert(homework)
      .values({ teacherId: teacher!.id, name, isExam: exam, examDuration: 30 })
      .returning();
    await db
      .insert(homeworkQuestions)
      .values(qs.map((q, position) => ({ homeworkId: hw!.id, questionId: q.id, position })));
    return { id: hw!.id, questionIds: qs.map((q) => q.id) };
  };
  const hw = await set('Forces', 3);
  const exam = await set('Quiz', 2, true);
  const practice = await set('Practice', BURST_QUESTIONS);
  // The practice set is already in the class; the day adds the other two.
  await db.insert(classHomework).values({ classId: klass!.id, homeworkId: practice.id, position: 0 });
  const students = await enrolStudents(db, klass!.id, 3 + BURST_STUDENTS, 'school.test');
  const studentTokens = await signedIn(students.map((s) => s.id));
  const [teacherToken] = await signedIn([teacher!.id]);
  return {
    teacherToken: teacherToken!,
    classId: klass!.id,
    homeworkId: hw.id,
    homeworkQuestionIds: hw.questionIds,
    examId: exam.id,
    examQuestionIds: exam.questionIds,
    practiceId: practice.id,
    practiceQuestionIds: practice.questionIds,
    dayStudents: students.slice(0, 3).map((s, i) => ({ id: s.id, email: s.email, token: studentTokens[i]! })),
    burstStudents: students.slice(3).map((s, i) => ({ id: s.id, token: studentTokens[i + 3]! })),
  };
}

describe('three app servers on one PostgreSQL database and one S3-compatible store', () => {
  const servers: ServerProcess[] = [];
  /** Each server's metrics listener (its own port on loopback). */
  const metricsPorts: number[] = [];
  const cleanups: Cleanups = [];
  let smtp: SmtpPeer;
  let s3: S3Peer;
  let handle: DatabaseHandle;
  let school: School;
  let turn = 0;
  let databaseUrl: string;

  /** One request, each on the next server in turn (or on the one named). */
  async function call(
    method: string,
    path: string,
    o: { token?: string; body?: unknown; server?: number; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const server = o.server ?? turn++ % servers.length;
    const headers: Record<string, string> = { ...o.headers };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    if (o.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${servers[server]!.url}/api${path}`, {
      method,
      headers,
      body: o.body === undefined ? undefined : JSON.stringify(o.body),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {}
    return { status: res.status, body, server };
  }

  async function mailSettled() {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const [row] = await handle.db
        .select({ n: count() })
        .from(mailDeliveries)
        .where(eq(mailDeliveries.status, 'pending'));
      if ((row?.n ?? 0) === 0) return;
      if (Date.now() > deadline) throw new Error(`${row?.n} deliveries still pending`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  const mailsTo = (address: string, subject: string) =>
    smtp.received.filter((m) => m.to.includes(address) && m.raw.includes(`Subject: ${subject}`));

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    cleanups.push(() => smtp.close());
    s3 = await startS3Peer();
    cleanups.push(() => s3.close());
    databaseUrl = await createPostgresDatabase('quanta_multi', cleanups);
    for (let i = 0; i < 3; i++) {
      metricsPorts.push(await freePort());
      const dataDir = await mkdtemp(join(tmpdir(), `quanta-multi-${i}-`));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      const server = new ServerProcess(
        {
          DATA_DIR: dataDir,
          DATABASE_URL: databaseUrl,
          DATABASE_POOL_MAX: '6',
          TOKEN_SECRET: SECRET,
          SEED_DEMO: '0',
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
          SMTP_URL: smtp.url,
          PUBLIC_URL: 'http://school.test',
          MAIL_RETRY_DELAY_SECONDS: '1',
          METRICS: 'on',
          METRICS_PORT: String(metricsPorts[i]),
          LOG_FORMAT: 'json',
          LOG_LEVEL: 'debug',
          ...s3.env,
        },
        await freePort(),
      );
      servers.push(server);
      cleanups.push(() => server.kill('SIGTERM'));
    }
    // Started together on an empty database: one migrates while the others wait for its lock.
    await Promise.all(servers.map((s) => s.start()));
    handle = await openDatabase({ kind: 'postgres', url: databaseUrl, max: 2 });
    cleanups.push(() => handle.close());
    school = await seedSchool(handle.db);
  }, 150_000);

  afterAll(async () => {
    for (const c of cleanups.reverse()) await c().catch(() => {});
  });

  it('starts three ready servers with one admin between them', async () => {
    for (const [i] of servers.entries()) {
      expect((await call('GET', '/health/ready', { server: i })).status).toBe(200);
    }
    expect(await handle.db.$count(users, eq(users.email, ADMIN.email))).toBe(1);
    const signedIn = await call('POST', '/login/authUser', { body: ADMIN });
    expect(signedIn).toMatchObject({ status: 200, body: { result: { isAdmin: true } } });
    adminToken = signedIn.body.result.token;
  });

  let newStudent: { id: string; token: string; email: string };
  let adminToken: string;

  it('signs a family up with an e-mailed code, each step on another server', async () => {
    expect((await call('POST', '/login/sendEmail', { body: { email: 'pat@family.test' } })).status).toBe(200);
    const registered = await call('POST', '/login/registerFamily', {
      body: {
        code: smtp.codeFor('pat@family.test'),
        parent: {
          name: 'Pat Parent',
          email: 'pat@family.test',
          password: 'parent-pass-1',
          phone: '415-555-0123',
          city: 'SF',
        },
        student: {
          name: 'Sam Student',
          email: 'sam@family.test',
          password: 'student-pass-1',
          school: 'Lincoln High',
          gradeInSchoolYear: 9,
        },
      },
    });
    expect(registered).toMatchObject({ status: 200, body: { msg: 'Register successfully' } });
    const student = await call('POST', '/login/authUser', {
      body: { email: 'sam@family.test', password: 'student-pass-1' },
    });
    expect(student.status).toBe(200);
    expect((await call('POST', '/login/sendEmail', { body: { email: 'sam@family.test' } })).status).toBe(200);
    const verified = await call('POST', '/public/verifyEmail', {
      token: student.body.result.token,
      body: { email: 'sam@family.test', code: smtp.codeFor('sam@family.test') },
    });
    expect(verified.status).toBe(200);
    newStudent = { id: student.body.result._id, token: verified.body.result.token, email: 'sam@family.test' };
    expect((await call('GET', '/user/getUserInfo', { token: newStudent.token })).status).toBe(200);
    const added = await call('POST', '/teacher/addStudentToClass', {
      token: school.teacherToken,
      body: { student: newStudent.id, classInfo: school.classId },
    });
    expect(added.status).toBe(200);
  });

  it('publishes homework and an exam; students answer and sit the exam; the teacher corrects and e-mails', async () => {
    const { teacherToken: token, classId } = school;
    const pupils = [...school.dayStudents, newStudent];
    for (const hwID of [school.homeworkId, school.examId]) {
      expect((await call('POST', '/teacher/addHWToClass', { token, body: { id: classId, hwID } })).status).toBe(200);
      const published = await call('POST', '/teacher/publishHomework', {
        token,
        body: { classID: classId, hwID, studentIDs: pupils.map((p) => p.id) },
      });
      expect(published).toMatchObject({ status: 200, body: { result: { published: pupils.length } } });
    }
    const exerciseOf = async (studentId: string, homeworkId: string) =>
      (
        await handle.db
          .select({ id: exercises.id })
          .from(exercises)
          .where(and(eq(exercises.studentId, studentId), eq(exercises.homeworkId, homeworkId)))
      )[0]!.id;
    for (const [p, pupil] of pupils.entries()) {
      const hw = await exerciseOf(pupil.id, school.homeworkId);
      for (const questionId of school.homeworkQuestionIds) {
        const saved = await call('POST', '/user/saveExercise', {
          token: pupil.token,
          body: { id: hw, questionId, answer: `hw-${p}-${questionId}`, content: '' },
        });
        expect(saved.status).toBe(200);
      }
      expect((await call('POST', '/user/finishExercise', { token: pupil.token, body: { id: hw } })).status).toBe(200);
      const exam = await exerciseOf(pupil.id, school.examId);
      expect((await call('POST', '/user/startExam', { token: pupil.token, body: { id: exam } })).status).toBe(200);
      for (const questionId of school.examQuestionIds) {
        const saved = await call('POST', '/user/saveExercise', {
          token: pupil.token,
          body: { id: exam, questionId, answer: `exam-${p}`, content: '' },
        });
        expect(saved.status).toBe(200);
      }
      expect((await call('POST', '/user/finishExercise', { token: pupil.token, body: { id: exam } })).status).toBe(200);
      // Read back on the next server: every answer is there.
      const view = await call('GET', `/user/getExerciseById?id=${exam}`, { token: pupil.token });
      expect(view.body.result.questionList.map((q: { answer: string }) => q.answer)).toEqual(
        school.examQuestionIds.map(() => `exam-${p}`),
      );
    }
    // The teacher marks the new student's homework, finishes the correction and e-mails the student.
    const marked = await exerciseOf(newStudent.id, school.homeworkId);
    for (const questionId of school.homeworkQuestionIds) {
      const corrected = await call('POST', '/teacher/correctExercise', {
        token,
        body: { exerciseId: marked, questionId, isCorrect: true },
      });
      expect(corrected.status).toBe(200);
    }
    expect((await call('POST', '/teacher/finishCorrection', { token, body: { exerciseId: marked } })).status).toBe(200);
    const mailed = await call('POST', '/teacher/sendCorrectionEmail', {
      token,
      body: { email: newStudent.email, title: 'Forces corrected', content: '<p>All right, well done.</p>' },
    });
    expect(mailed).toMatchObject({ status: 200, body: { msg: 'Email sent successfully' } });
  });

  it('sends a bulk e-mail to 50 addresses once each', async () => {
    const recipients = Array.from({ length: 50 }, (_, i) => `family${i}@school.test`);
    const sent = await call('POST', '/admin/sendEmail', {
      token: adminToken,
      body: { title: 'Sports day', content: '<p>Sports day is on Friday.</p>', recipient: recipients },
    });
    expect(sent.status).toBe(200);
    await mailSettled();
    // Every worker of every process had its chance at the jobs; nothing is sent twice.
    await new Promise((r) => setTimeout(r, 1500));
    for (const to of recipients) expect(mailsTo(to, 'Sports day'), to).toHaveLength(1);
    expect(mailsTo(newStudent.email, 'Forces corrected')).toHaveLength(1);
    // Each sign-in code went out once too.
    expect(smtp.received.filter((m) => m.to.includes('pat@family.test'))).toHaveLength(1);
    expect(await handle.db.$count(mailDeliveries, eq(mailDeliveries.status, 'sent'))).toBe(51);
  });

  it('runs the weekly digest once per family even when its job reaches two servers at once', async () => {
    const parents = await handle.db
      .insert(users)
      .values(
        Array.from({ length: 5 }, (_, i) => ({
          name: `Parent ${i}`,
          email: `parent${i}@school.test`,
          passwordHash: 'x',
          role: 'Parent' as const,
          emailVerified: true,
        })),
      )
      .returning({ email: users.email });
    // Two runs queued at once (as a schedule's slot and a retry might be): workers of two processes may take them.
    const boss = new PgBoss({
      connectionString: databaseUrl,
      schedule: false,
      supervise: false,
      migrate: false,
      max: 1,
    });
    await boss.start();
    await Promise.all([boss.send('family-digest', {}), boss.send('family-digest', {})]);
    await boss.stop({ graceful: false, close: true });
    await expect
      .poll(async () => handle.db.$count(mailDeliveries, eq(mailDeliveries.kind, 'digest')), { timeout: 30_000 })
      .toBe(6);
    await mailSettled();
    await new Promise((r) => setTimeout(r, 1500));
    for (const p of [...parents.map((x) => x.email), 'pat@family.test']) {
      expect(
        smtp.received.filter((m) => m.to.includes(p) && !m.raw.includes('verification code')),
        p,
      ).toHaveLength(1);
    }
  });

  it('serves an upload from the processes that did not receive it, byte ranges too', async () => {
    const form = new FormData();
    form.append('file', new Blob([tinyPng], { type: 'image/png' }), 'diagram.png');
    const res = await fetch(`${servers[0]!.url}/api/file/upload`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${school.teacherToken}` },
    });
    expect(res.status).toBe(200);
    const { path } = ((await res.json()) as { result: { path: string } }).result;
    for (const other of [1, 2]) {
      const served = await fetch(`${servers[other]!.url}${path}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await served.arrayBuffer()).equals(tinyPng)).toBe(true);
    }
    const part = await fetch(`${servers[2]!.url}${path}`, { headers: { range: 'bytes=0-7' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(tinyPng.subarray(0, 8))).toBe(true);
  });

  it('shares the sign-in limit: after five wrong passwords the next ones are refused on every server', async () => {
    // passwordRules.pairFreeFailures is 5: the fifth wrong password starts the delay, the sixth waits it out.
    const statuses: number[] = [];
    const seen = new Set<number>();
    for (let i = 0; i < 9; i++) {
      const r = await call('POST', '/login/authUser', { body: { email: ADMIN.email, password: `wrong-pass-${i}` } });
      statuses.push(r.status);
      if (i >= 5) seen.add(r.server);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429, 429, 429]);
    expect(seen.size).toBe(3);
    // Even the right password waits now, whichever server is asked.
    for (const server of [0, 1, 2])
      expect((await call('POST', '/login/authUser', { body: ADMIN, server })).status).toBe(429);
  });

  it('names a request by the id the proxy sent, in the answer and in the JSON log lines of every process', async () => {
    const res = await call('GET', '/health/live', { server: 1, headers: { 'x-request-id': 'lb-7f3a9c' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 200 });
    const logged = (server: ServerProcess, id: string, msg?: string) =>
      server.output
        .split('\n')
        .some((l) => l.includes(`"reqId":"${id}"`) && (msg === undefined || l.includes(`"msg":"${msg}"`)));
    await expect.poll(() => logged(servers[1]!, 'lb-7f3a9c'), { timeout: 5000 }).toBe(true);
    // A mail queued by a request names it in the log of whichever server's worker sent it.
    smtp.rule('bounce@school.test', 'refuse');
    await call('POST', '/admin/sendEmail', {
      server: 0,
      token: adminToken,
      headers: { 'x-request-id': 'lb-mail-42' },
      body: { title: 'Bounce', content: '<p>x</p>', recipient: ['bounce@school.test'] },
    });
    await expect
      .poll(() => servers.some((s) => logged(s, 'lb-mail-42', 'mail not delivered')), { timeout: 10_000 })
      .toBe(true);
  });

  it('reports its own database connections, its pool of DATABASE_POOL_MAX and the queues at /metrics', async () => {
    expect((await fetch(`${servers[0]!.url}/metrics`)).status).toBe(404);
    const text = await (await fetch(`http://127.0.0.1:${metricsPorts[0]}/metrics`)).text();
    expect(text).toMatch(/^quanta_db_connections\{state="(idle|active)"\} [1-9]\d*$/m);
    expect(text).toMatch(/^quanta_db_pool_max 6$/m);
    expect(text).toMatch(/^quanta_queue_jobs\{queue="mail",state="ready"\} \d+$/m);
    expect(text).toMatch(/^http_request_duration_seconds_count\{[^}]*route="\/api\/user\/saveExercise"[^}]*\} [1-9]/m);
  });

  it('loses no acknowledged answer when one server is sent SIGTERM mid-burst; it drains and exits 0', async () => {
    const { teacherToken: token, classId, practiceId, practiceQuestionIds } = school;
    const published = await call('POST', '/teacher/publishHomework', {
      token,
      body: { classID: classId, hwID: practiceId, studentIDs: school.burstStudents.map((s) => s.id) },
    });
    expect(published.body.result.published).toBe(BURST_STUDENTS);
    const made = await handle.db
      .select({ id: exercises.id, studentId: exercises.studentId })
      .from(exercises)
      .where(eq(exercises.homeworkId, practiceId));
    const pairs = school.burstStudents.flatMap((s, si) =>
      practiceQuestionIds.map((questionId, qi) => ({
        token: s.token,
        exerciseId: made.find((e) => e.studentId === s.id)!.id,
        questionId,
        answer: `burst-${si}-${qi}`,
      })),
    );
    const acked = new Map<string, string>();
    const ackedBy = [0, 0, 0];
    let next = 0;
    let terminated: Promise<void> | undefined;
    let afterTerm = 0;
    const victim = servers[2]!;
    const worker = async (w: number) => {
      while (next < pairs.length) {
        const i = next++;
        const p = pairs[i]!;
        const server = (i + w) % 3;
        try {
          const res = await call('POST', '/user/saveExercise', {
            token: p.token,
            server,
            body: { id: p.exerciseId, questionId: p.questionId, answer: p.answer, content: '' },
          });
          if (res.status === 200) {
            acked.set(`${p.exerciseId}/${p.questionId}`, p.answer);
            ackedBy[server] = (ackedBy[server] ?? 0) + 1;
            if (terminated) afterTerm += 1;
            if (acked.size >= 120 && !terminated) terminated = victim.kill('SIGTERM');
          }
        } catch {
          // refused by the closed server: not acknowledged
        }
      }
    };
    await Promise.all(Array.from({ length: 18 }, (_, w) => worker(w)));
    await terminated;
    expect(victim.child.exitCode, victim.output.slice(-2000)).toBe(0);
    expect(ackedBy[2]).toBeGreaterThan(0);
    // The burst went on after the signal, on the servers still up.
    expect(afterTerm).toBeGreaterThan(0);
    const stored = await handle.db
      .select({
        exerciseId: exerciseAnswers.exerciseId,
        questionId: exerciseAnswers.questionId,
        answer: exerciseAnswers.answer,
      })
      .from(exerciseAnswers)
      .where(
        inArray(
          exerciseAnswers.exerciseId,
          made.map((e) => e.id),
        ),
      );
    const byKey = new Map(stored.map((r) => [`${r.exerciseId}/${r.questionId}`, r.answer]));
    const lost = [...acked].filter(([k, v]) => byKey.get(k) !== v);
    expect(lost, `${lost.length} of ${acked.size} acknowledged answers lost`).toEqual([]);
    // The others still serve.
    for (const server of [0, 1]) expect((await call('GET', '/health/ready', { server })).status).toBe(200);
  });
});
