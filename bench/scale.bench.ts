/**
 * The hot paths at school scale, on PostgreSQL: the demo school first (the small database), then the
 * large school added around it with set-based SQL (200,000 questions, 20,000 students, 500 classes of
 * 80, 2,500 homework of 10 questions, 200,000 exercises and 2,000,000 answers), measuring the same calls
 * for the same demo users before and after. Prints each path's p99 on both and the ratio.
 *
 *   pnpm bench:scale
 *   BENCH_SECONDS=5 BENCH_CONNECTIONS=4 …   # per-path duration and connections
 *   BENCH_KEEP=1 pnpm bench:scale           # keep the database afterwards, to explore
 *
 * It creates and drops its own database; it is not part of `pnpm test`.
 */

import { seedDemo } from '../packages/api/src';
import type { DatabaseHandle } from '../packages/db/src';
import { elapsedSince, type Figures, freshDatabase, load, pad, sql, startServer } from './harness';

const duration = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 4);
const TEACHERS = 200;
const STUDENTS = 20_000;
const CLASSES = 500;
const QUESTIONS = 200_000;

/** The large school, added around the demo school; the demo teacher Wang gets a quarter of the questions. */
async function seedLargeSchool(db: DatabaseHandle, wangId: string) {
  const steps: [string, string][] = [
    [
      'teachers and students',
      `insert into users (name, email, password_hash, role, email_verified)
       select 'Scale Teacher ' || i, 'scale.t' || lpad(i::text, 5, '0') || '@scale.test', 'x', 'Teacher'::role, true
       from generate_series(1, ${TEACHERS}) i
       union all
       select 'Scale Student ' || i, 'scale.s' || lpad(i::text, 6, '0') || '@scale.test', 'x', 'Student'::role, true
       from generate_series(1, ${STUDENTS}) i`,
    ],
    [
      'questions',
      `with t as (select array_agg(id order by email) as ids from users where email like 'scale.t%')
       insert into questions (teacher_id, name, q_text, is_choice, correct_answer, language, created_at, updated_at)
       select case when i % 4 = 0 then '${wangId}'::uuid else t.ids[1 + (i % ${TEACHERS})] end,
         (array['Kinematics', 'Vector', 'Energy', 'Momentum', 'Circuit', 'Optics', 'Quadratic', 'Derivative',
                'Triangle', 'Probability'])[1 + ((i / 4) % 10)] || ' drill ' || i || ' ' || md5(i::text),
         '<p>What is $' || i || ' + 1$?</p>', (i % 3)::smallint,
         case i % 3 when 0 then 'B' when 1 then 'A,C' else 'free text' end,
         case when (i / 80) % 2 = 0 then 'en' else 'zh' end,
         now() - make_interval(secs => i), now() - make_interval(secs => i)
       from generate_series(1, ${QUESTIONS}) i, t`,
    ],
    [
      'classes',
      `with t as (select array_agg(id order by email) as ids from users where email like 'scale.t%')
       insert into classes (teacher_id, name)
       select t.ids[1 + (i % ${TEACHERS})], 'Scale class ' || lpad(i::text, 3, '0') from generate_series(0, ${CLASSES - 1}) i, t`,
    ],
    [
      'places (each student in two classes)',
      `with s as (select id, row_number() over (order by email) as k from users where email like 'scale.s%'),
            c as (select id, row_number() over (order by name) - 1 as n from classes where name like 'Scale class %')
       insert into class_students (class_id, student_id)
       select c.id, s.id from s join c on c.n = s.k % ${CLASSES} or c.n = (s.k * 7 + 3) % ${CLASSES}
       on conflict do nothing`,
    ],
    [
      'homework (five of ten questions per class)',
      `insert into homework (teacher_id, name)
       select c.teacher_id, c.name || ' hw ' || j from classes c, generate_series(1, 5) j where c.name like 'Scale class %'`,
    ],
    [
      'homework questions',
      `with q as (select id, row_number() over (order by id) as n from questions),
            h as (select id, row_number() over (order by name) as m from homework where name like 'Scale class %')
       insert into homework_questions (homework_id, question_id, position)
       select h.id, q.id, p from h cross join generate_series(0, 9) p join q on q.n = ((h.m * 10 + p) % ${QUESTIONS}) + 1`,
    ],
    [
      'homework in classes',
      `insert into class_homework (class_id, homework_id, position)
       select c.id, h.id, j from classes c cross join generate_series(1, 5) j
       join homework h on h.name = c.name || ' hw ' || j where c.name like 'Scale class %'`,
    ],
    [
      'exercises',
      `insert into exercises (class_id, homework_id, student_id, started_at, finished_at)
       select ch.class_id, ch.homework_id, cs.student_id, now(), case when random() < 0.5 then now() end
       from class_homework ch join class_students cs on cs.class_id = ch.class_id
       join classes c on c.id = ch.class_id where c.name like 'Scale class %'`,
    ],
    [
      'answers',
      `insert into exercise_answers (exercise_id, question_id, position, answer, answered_at)
       select e.id, hq.question_id, hq.position, 'A', now()
       from exercises e join homework_questions hq on hq.homework_id = e.homework_id
       join classes c on c.id = e.class_id where c.name like 'Scale class %'`,
    ],
  ];
  for (const [label, text] of steps) {
    const started = Date.now();
    await sql(db, text);
    console.log(`  ${label.padEnd(44)} ${elapsedSince(started)}`);
  }
  // Settled as a school that grew over time would be: statistics and visibility map fresh, and the bulk
  // load's dirty pages written out, so its checkpoint does not land in the measurement's writes.
  for (const text of ['vacuum analyze', 'checkpoint']) {
    const started = Date.now();
    await sql(db, text);
    console.log(`  ${text.padEnd(44)} ${elapsedSince(started)}`);
  }
}

interface Path {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  token?: string;
  body?: unknown;
}

async function main() {
  const db = await freshDatabase('postgres');
  const server = await startServer(db.handle);
  try {
    await seedDemo(server.app.deps);
    // The demo school settled as autovacuum leaves it, as the large one is measured.
    await sql(db.handle, 'vacuum analyze');
    const one = async <T>(text: string) => (await sql<T>(db.handle, text))[0] as T;
    const amy = await one<{ id: string }>(`select id from users where email = 'student.amy@quanta.test'`);
    const wang = await one<{ id: string }>(`select id from users where email = 'teacher.wang@quanta.test'`);
    const exercise = await one<{ id: string; class_id: string; homework_id: string }>(
      `select id, class_id, homework_id from exercises where student_id = '${amy.id}' and finished_at is null order by created_at limit 1`,
    );
    const answer = await one<{ question_id: string }>(
      `select question_id from exercise_answers where exercise_id = '${exercise.id}' order by position limit 1`,
    );
    const corrected = await one<{ class_id: string; homework_id: string }>(
      `select e.class_id, e.homework_id from exercises e join classes c on c.id = e.class_id
       where c.teacher_id = '${wang.id}' order by e.created_at limit 1`,
    );
    const student = await server.signIn(amy.id);
    const teacher = await server.signIn(wang.id);
    const paths: Path[] = [
      {
        name: 'sign-in (argon2 included)',
        method: 'POST',
        path: '/api/login/authUser',
        body: { email: 'student.amy@quanta.test', password: 'quanta-demo' },
      },
      { name: 'My Classes', method: 'GET', path: '/api/user/getMyClasses', token: student },
      { name: 'runner: read', method: 'GET', path: `/api/user/getExerciseById?id=${exercise.id}`, token: student },
      {
        name: 'runner: save',
        method: 'POST',
        path: '/api/user/saveExercise',
        token: student,
        body: { id: exercise.id, questionId: answer.question_id, answer: 'A', content: '' },
      },
      {
        name: 'My Questions search "drill 42"',
        method: 'POST',
        path: '/api/teacher/getQuestionsByTeacher',
        token: teacher,
        body: { name: 'drill 42', page: 1, pageSize: 20 },
      },
      {
        name: 'My Questions, first page',
        method: 'POST',
        path: '/api/teacher/getQuestionsByTeacher',
        token: teacher,
        body: { page: 1, pageSize: 20 },
      },
      {
        name: 'correction list (class, homework)',
        method: 'GET',
        path: `/api/teacher/getExerciseByClassAndHomework?classID=${corrected.class_id}&hwID=${corrected.homework_id}`,
        token: teacher,
      },
      { name: 'Resources: next batch', method: 'GET', path: '/api/user/getResourceQuestion', token: student },
    ];
    const request = (p: Path) => ({
      url: `${server.url}${p.path}`,
      method: p.method,
      headers: { 'content-type': 'application/json', ...(p.token ? { authorization: `Bearer ${p.token}` } : {}) },
      body: p.body === undefined ? undefined : JSON.stringify(p.body),
    });
    const usable = new Set<Path>();
    for (const p of paths) {
      const res = await fetch(request(p).url, request(p));
      if (res.status === 200) usable.add(p);
      else console.log(`skipped ${p.name}: ${res.status} ${(await res.text()).slice(0, 200)}`);
    }
    const measureAll = async (seconds = duration) => {
      const figures = new Map<Path, Figures>();
      for (const p of paths.filter((x) => usable.has(x))) {
        // Sign-in (argon2, about ten a second on one connection) runs three times as long: in five seconds
        // its p99 would be the slowest of some fifty answers.
        const signIn = p.name.startsWith('sign-in');
        figures.set(
          p,
          await load({
            ...request(p),
            connections: signIn ? 1 : connections,
            duration: signIn ? seconds * 3 : seconds,
          }),
        );
      }
      return figures;
    };
    // A second of each path first, unmeasured: the small school is not measured on a server still compiling.
    await measureAll(1);
    console.log(
      `demo school: measuring (${connections} connections, ${duration} s per path; sign-in on one, ${duration * 3} s)`,
    );
    const small = await measureAll();

    console.log('adding the large school:');
    const started = Date.now();
    await seedLargeSchool(db.handle, wang.id);
    console.log(`  large school seeded in ${elapsedSince(started)}`);
    const counts = await one<Record<string, number>>(`select
      (select count(*)::int from questions) as questions, (select count(*)::int from users where role = 'Student') as students,
      (select count(*)::int from classes) as classes, (select count(*)::int from exercises) as exercises,
      (select count(*)::int from exercise_answers) as answers`);
    console.log(
      `  now: ${Object.entries(counts)
        .map(([k, v]) => `${v.toLocaleString('en')} ${k}`)
        .join(', ')}`,
    );
    // The same unmeasured second before the large school, right after its seed and checkpoint.
    await measureAll(1);
    const large = await measureAll();

    console.log(
      `\n${'path'.padEnd(36)} ${pad('small p99', 10)} ${pad('large p99', 10)} ${pad('ratio', 6)}   p50 small/large, req/s small/large`,
    );
    for (const [p, s] of small) {
      const l = large.get(p) as Figures;
      const failed = s.failed + l.failed ? `  FAILED ${s.failed}/${l.failed}` : '';
      console.log(
        `${p.name.padEnd(36)} ${pad(`${s.p99} ms`, 10)} ${pad(`${l.p99} ms`, 10)} ${pad((l.p99 / Math.max(1, s.p99)).toFixed(2), 6)}   ${s.p50}/${l.p50} ms, ${s.rps}/${l.rps}${failed}`,
      );
    }
  } finally {
    await server.close();
    await db.drop();
  }
}

await main();
