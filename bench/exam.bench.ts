/**
 * An exam sitting at scale: a class of 5,000 students with an exam of 20 questions published to all.
 * The real server (bench/exam-server.ts: buildApp on loopback, logger off) runs in its own process on
 * PGlite (a fresh data folder) and then on PostgreSQL (a fresh database); autocannon, here, plays the
 * students over keep-alive connections, each request with its student's bearer token:
 *
 *   1. the exam-start burst: 5,000 students start within 60 s and each loads the exam
 *      (5,000 × POST /api/user/startExam, each followed on its connection by GET /api/user/getExerciseById)
 *   2. 1,000 students save every answer           (20,000 × POST /api/user/saveExercise, as fast as it goes)
 *   3. saves at a steady 2,000 a second           (BENCH_RATE_SECONDS, latency at the target rate)
 *   4. those students hand in                     (1,000 × POST /api/user/finishExercise)
 *
 * Saves carry the runner's idempotency key and sequence number. Afterwards it checks, in the database,
 * that every answer and every hand-in is stored.
 *
 *   pnpm bench:exam                                # PGlite, then PostgreSQL at BENCH_PG_URL
 *   BENCH_DB=postgres pnpm bench:exam              # one of them
 *   BENCH_CONNECTIONS=50 BENCH_RATE=2000 BENCH_RATE_SECONDS=10 BENCH_STUDENTS=1000 …
 *   BENCH_BURST=5000 BENCH_BURST_SECONDS=60 …     # BENCH_BURST_SECONDS=0: the burst as fast as it goes
 *   BENCH_PROFILE=/tmp/prof pnpm bench:exam        # the server writes a V8 CPU profile there
 *   BENCH_KEEP=1 BENCH_DB=postgres pnpm bench:exam # keep the PostgreSQL database afterwards, to explore
 *
 * It creates and removes its own data; it is not part of `pnpm test`.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { repoRoot } from '../apps/server/src/config';
import { createTokenService } from '../packages/api/src';
import { type DatabaseHandle, openDatabase } from '../packages/db/src';
import { sql } from './harness';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 1000);
const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const rate = Number(process.env.BENCH_RATE ?? 2000);
/** Students of the exam-start burst, and the seconds over which they start (0: as fast as it goes). */
const BURST = Number(process.env.BENCH_BURST ?? 5000);
const burstSeconds = Number(process.env.BENCH_BURST_SECONDS ?? 60);
/** Every student of the class: the burst's, of whom the first STUDENTS save and hand in. */
const SEATED = Math.max(STUDENTS, BURST);
const rateSeconds = Number(process.env.BENCH_RATE_SECONDS ?? 10);
const kinds = (process.env.BENCH_DB ? [process.env.BENCH_DB] : ['pglite', 'postgres']) as ('pglite' | 'postgres')[];
const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const secret = randomBytes(32).toString('hex');

interface Sitting {
  tokens: string[];
  exerciseIds: string[];
  questions: { id: string; isChoice: number }[];
}

/** The class, its students and the published exam, built in the database with generate_series. */
async function seed(handle: DatabaseHandle): Promise<Sitting> {
  const run = (text: string) => sql(handle, text);
  await run(`insert into users (name, email, password_hash, role, email_verified)
    values ('Bench Teacher', 'teacher@bench.test', 'x', 'Teacher', true)`);
  await run(`insert into classes (teacher_id, name, is_publish)
    select id, 'Physics 1', 2 from users where email = 'teacher@bench.test'`);
  // Two in three single select (answer B), one in three free response (answer 42).
  await run(`insert into questions (teacher_id, name, q_text, is_choice, correct_answer, answer_a, answer_b, answer_c, answer_d)
    select u.id, 'Q' || i, '<p>Question ' || i || '</p>', case when i % 3 = 0 then 2 else 0 end,
           case when i % 3 = 0 then '42' else 'B' end, 'a', 'b', 'c', 'd'
    from users u, generate_series(1, ${QUESTIONS}) as i where u.email = 'teacher@bench.test'`);
  await run(`insert into homework (teacher_id, name, is_exam, exam_duration)
    select id, 'Final exam', true, 180 from users where email = 'teacher@bench.test'`);
  await run(`insert into homework_questions (homework_id, question_id, position)
    select h.id, q.id, (row_number() over (order by q.name::text collate "C")) - 1 from homework h, questions q`);
  await run(
    `insert into class_homework (class_id, homework_id, position) select c.id, h.id, 0 from classes c, homework h`,
  );
  await run(`insert into users (name, email, password_hash, role, email_verified)
    select 'Student ' || i, 'student' || lpad(i::text, 5, '0') || '@bench.test', 'x', 'Student', true
    from generate_series(1, ${SEATED}) as i`);
  await run(`insert into class_students (class_id, student_id)
    select c.id, u.id from classes c, users u where u.role = 'Student'`);
  // publishHomework's two statements, for every student at once.
  await run(`insert into exercises (class_id, homework_id, student_id)
    select c.id, h.id, u.id from classes c, homework h, users u where u.role = 'Student'`);
  await run(`insert into exercise_answers (exercise_id, question_id, position)
    select e.id, hq.question_id, hq.position from exercises e join homework_questions hq on hq.homework_id = e.homework_id`);
  await run('vacuum analyze');
  const students = await sql<{ id: string; exercise_id: string }>(
    handle,
    `select u.id, e.id as exercise_id from users u join exercises e on e.student_id = u.id order by u.email`,
  );
  const questions = await sql<{ id: string; is_choice: number }>(
    handle,
    `select q.id, q.is_choice from homework_questions hq join questions q on q.id = hq.question_id order by hq.position`,
  );
  const tokens = createTokenService(secret);
  // One signed-in session per student, as a sign-in would open.
  const sessionRows = await sql<{ id: string; user_id: string }>(
    handle,
    `insert into sessions (user_id, created_at, last_seen_at, expires_at)
     select id, now(), now(), now() + interval '30 days' from users where role = 'Student' returning id, user_id`,
  );
  const sessionOf = new Map(sessionRows.map((r) => [r.user_id, r.id]));
  return {
    tokens: await Promise.all(
      students.map((s) => tokens.sign({ userId: s.id, sessionId: sessionOf.get(s.id) as string })),
    ),
    exerciseIds: students.map((s) => s.exercise_id),
    questions: questions.map((q) => ({ id: q.id, isChoice: Number(q.is_choice) })),
  };
}

async function startServer(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; url: string }> {
  const child = fork(join(repoRoot, 'bench/exam-server.ts'), [], {
    cwd: repoRoot,
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : []),
    ],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m) => resolve((m as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { child, url: `http://127.0.0.1:${port}` };
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** CPU milliseconds the server process has used so far. */
function serverCpu(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    const listen = (m: unknown) => {
      const cpu = (m as { cpu?: { user: number; system: number } }).cpu;
      if (!cpu) return;
      child.off('message', listen);
      resolve((cpu.user + cpu.system) / 1000);
    };
    child.on('message', listen);
    child.send('cpu');
  });
}

/** CPU milliseconds used so far by the PostgreSQL backends serving `database` (same machine only). */
async function databaseCpu(admin: postgres.Sql | undefined, database: string): Promise<number> {
  if (!admin) return 0;
  const pids = await admin<{ pid: number }[]>`select pid from pg_stat_activity where datname = ${database}`;
  let ticks = 0;
  for (const { pid } of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {}
  }
  return ticks * 10;
}

interface Phase {
  name: string;
  seconds: number;
  /** Server process CPU per request (ms), and the database's backends' (PostgreSQL only). */
  serverCpu: number;
  databaseCpu: number;
  requests: number;
  perSecond: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  failed: number;
}

interface Target {
  url: string;
  child: ChildProcess;
  /** PostgreSQL only: a connection to read the backends' CPU, and the database's name. */
  admin?: postgres.Sql;
  database: string;
}

/** One autocannon run; `body(n)` gives the n-th request's student and JSON body, or `requests` the calls. */
async function phase(
  name: string,
  target: Target,
  path: string,
  body: ((n: number) => { student: number; json: object }) | null,
  o: { amount?: number; duration?: number; overallRate?: number; requests?: autocannon.Request[] },
): Promise<Phase> {
  let n = 0;
  const cpuBefore = [await serverCpu(target.child), await databaseCpu(target.admin, target.database)];
  const started = performance.now();
  const result = await autocannon({
    url: `${target.url}${path}`,
    connections,
    ...o,
    requests: o.requests ?? [
      {
        method: body ? 'POST' : 'GET',
        setupRequest: (req) => {
          if (!body) return req;
          const next = body(n++);
          return {
            ...req,
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${sitting.tokens[next.student]}`,
            },
            body: JSON.stringify(next.json),
          };
        },
      },
    ],
  });
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = [await serverCpu(target.child), await databaseCpu(target.admin, target.database)];
  const total = result.requests.total;
  return {
    name,
    seconds,
    requests: total,
    perSecond: total / seconds,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    failed: result.non2xx + result.errors + result.timeouts,
    serverCpu: (cpuAfter[0]! - cpuBefore[0]!) / total,
    databaseCpu: (cpuAfter[1]! - cpuBefore[1]!) / total,
  };
}

let sitting: Sitting;
/** Saves sent so far in this run, across phases: each save of a question gets the next sequence number. */
let saves = 0;

/**
 * The next save of the sitting: students interleaved, each question in turn, an answer of its type,
 * with the runner's idempotency key and the question's next sequence number.
 */
function save() {
  const n = saves++;
  const student = n % STUDENTS;
  const q = Math.floor(n / STUDENTS) % QUESTIONS;
  const seq = Math.floor(n / (STUDENTS * QUESTIONS)) + 1;
  const question = sitting.questions[q]!;
  const answer = question.isChoice === 2 ? '42' : (['A', 'B', 'C', 'D'][(student + q + seq) % 4] as string);
  return {
    student,
    json: { id: sitting.exerciseIds[student], questionId: question.id, answer, content: '', key: randomUUID(), seq },
  };
}

/**
 * The exam-start burst's calls: on each connection a student starts the exam, then loads it (the runner
 * fetches the exam again once started), the next student after that.
 */
function burstRequests(): autocannon.Request[] {
  let next = 0;
  return [
    {
      method: 'POST',
      path: '/api/user/startExam',
      setupRequest: (req, context: { student?: number }) => {
        const student = next++ % SEATED;
        context.student = student;
        return {
          ...req,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${sitting.tokens[student]}` },
          body: JSON.stringify({ id: sitting.exerciseIds[student] }),
        };
      },
    },
    {
      method: 'GET',
      setupRequest: (req, context: { student?: number }) => {
        const student = context.student ?? 0;
        return {
          ...req,
          path: `/api/user/getExerciseById?id=${sitting.exerciseIds[student]}`,
          headers: { authorization: `Bearer ${sitting.tokens[student]}` },
        };
      },
    },
  ];
}

async function benchmark(kind: 'pglite' | 'postgres') {
  const dataDir = await mkdtemp(join(tmpdir(), 'quanta-exam-bench-'));
  const env: NodeJS.ProcessEnv = { DATA_DIR: dataDir, TOKEN_SECRET: secret, SEED_DEMO: '0', DATABASE_URL: '' };
  let drop = async () => {};
  let open: () => Promise<DatabaseHandle>;
  let admin: postgres.Sql | undefined;
  const name = `quanta_exam_bench_${randomBytes(5).toString('hex')}`;
  if (kind === 'postgres') {
    admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    open = () => openDatabase({ kind: 'postgres', url: url.toString(), max: 2 });
    drop = async () => {
      if (process.env.BENCH_KEEP === '1') console.log(`kept database ${name}`);
      else await admin?.unsafe(`drop database if exists ${name} with (force)`);
      await admin?.end();
    };
  } else {
    open = () => openDatabase({ kind: 'pglite', dataDir });
  }
  try {
    let handle = await open();
    await handle.migrate(join(repoRoot, 'drizzle'));
    const seeded = Date.now();
    sitting = await seed(handle);
    console.log(
      `\n${kind}: seeded ${SEATED} students and an exam of ${QUESTIONS} questions published to all in ${((Date.now() - seeded) / 1000).toFixed(1)} s`,
    );
    // PGlite allows one process per data folder: the server opens it next.
    await handle.close();

    const { child, url } = await startServer(env);
    const target: Target = { url, child, admin, database: name };
    const phases: Phase[] = [];
    try {
      saves = 0;
      phases.push(
        await phase(`start + load, ${BURST} students`, target, '/api/user/startExam', null, {
          amount: 2 * BURST,
          requests: burstRequests(),
          // autocannon paces each connection at a whole number of requests a second.
          ...(burstSeconds > 0
            ? { overallRate: Math.ceil((2 * BURST) / burstSeconds / connections) * connections }
            : {}),
        }),
      );
      phases.push(
        await phase('save answers, flat out', target, '/api/user/saveExercise', save, { amount: STUDENTS * QUESTIONS }),
      );
      phases.push(
        await phase(`save answers at ${rate}/s`, target, '/api/user/saveExercise', save, {
          duration: rateSeconds,
          overallRate: rate,
        }),
      );
      // The floor on this machine: the lightest call (one `select 1`) at the same rate.
      phases.push(
        await phase(`GET /api/health at ${rate}/s`, target, '/api/health', null, {
          duration: rateSeconds,
          overallRate: rate,
        }),
      );
      phases.push(
        await phase(
          'hand in',
          target,
          '/api/user/finishExercise',
          (n) => ({ student: n, json: { id: sitting.exerciseIds[n] } }),
          {
            amount: STUDENTS,
          },
        ),
      );
    } finally {
      await stop(child);
    }

    handle = await open();
    const [stored] = await sql<{ answered: number; finished: number; started: number }>(
      handle,
      `select (select count(*) from exercise_answers where answered_at is not null)::int as answered,
              (select count(*) from exercises where finished_at is not null)::int as finished,
              (select count(*) from exercises where end_exam_at is not null)::int as started`,
    );
    await handle.close();

    console.log(`connections ${connections}, node ${process.version}\n`);
    console.log(
      'phase                          requests    req/s    p50     p90     p99     max   failed   CPU/request: server  database',
    );
    for (const p of phases) {
      console.log(
        `${p.name.padEnd(30)} ${String(p.requests).padStart(8)} ${p.perSecond.toFixed(0).padStart(8)} ` +
          `${[p.p50, p.p90, p.p99, p.max].map((v) => `${v.toFixed(0).padStart(4)} ms`).join(' ')} ${String(p.failed).padStart(6)}` +
          `${p.serverCpu.toFixed(2).padStart(21)} ms ${kind === 'postgres' ? `${p.databaseCpu.toFixed(2).padStart(6)} ms` : ''}`,
      );
    }
    const burst = phases[0]!;
    const flat = phases[1]!;
    const steady = phases[2]!;
    const floor = phases[3]!;
    console.log(
      `\n${kind}: exam-start burst: ${BURST} students started and loaded the exam in ${burst.seconds.toFixed(1)} s ` +
        `(p50 ${burst.p50} ms, p99 ${burst.p99} ms, max ${burst.max} ms)`,
    );
    console.log(
      `${kind}: ${flat.perSecond.toFixed(0)} answer saves/s flat out (p50 ${flat.p50} ms, p99 ${flat.p99} ms); ` +
        `at ${rate}/s: p50 ${steady.p50} ms, p99 ${steady.p99} ms (GET /api/health at ${rate}/s: p99 ${floor.p99} ms)`,
    );
    console.log(
      `stored: ${stored?.answered}/${STUDENTS * QUESTIONS} answers, ${stored?.started}/${BURST} started, ${stored?.finished}/${STUDENTS} handed in`,
    );
    const failed = phases.reduce((n, p) => n + p.failed, 0);
    if (
      failed > 0 ||
      stored?.answered !== STUDENTS * QUESTIONS ||
      stored?.started !== Math.min(BURST, SEATED) ||
      stored?.finished !== STUDENTS
    ) {
      process.exitCode = 1;
      console.log('FAILED: some requests were refused or answers are missing');
    }
  } finally {
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

for (const kind of kinds) await benchmark(kind);
