/**
 * Resources at scale: 200,000 library questions and 1,000,000 practice records (1,000 students with
 * 1,000 answers each, one FSRS card per answered question, a tenth of them due), then the real server on
 * loopback measured with autocannon: PLAY's next batch, Submit, and the HISTORY page.
 *
 *   pnpm bench:resources                        # PostgreSQL at BENCH_PG_URL (default: local, trust auth)
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=10 …     # per-scenario duration and connections under load
 *   BENCH_KEEP=1 pnpm bench:resources           # keep the database afterwards, to explore
 *
 * Each scenario runs at one connection, then BENCH_CONNECTIONS; each request signs in as the next of the
 * 1,000 students in turn. The plans of the queries behind the three calls are printed at the end.
 * It creates and drops its own database; it is not part of `pnpm test`.
 */
import type autocannon from 'autocannon';
import type { DatabaseHandle } from '../packages/db/src';
import { benchOnServer, elapsedSince, explain, insertBenchTeacher, measure, printMeasurePlan, sql } from './harness';

const QUESTIONS = 200_000;
const STUDENTS = 1_000;
const RECORDS_PER_STUDENT = 1_000;

/**
 * Rows built in the database with generate_series. Two libraries of 5 chapters × 4 sections; questions
 * spread over them, five difficulties and ten sources; one class with the library holds every student
 * and every source. Each student practises the first library (100,000 questions, all sources, all
 * difficulties) and has answered 1,000 of its questions: a record and a card each, 10% of the cards due.
 */
async function seed(handle: DatabaseHandle) {
  const run = (text: string) => handle.db.execute(text);
  await insertBenchTeacher(handle);
  await run(`insert into users (name, email, password_hash, role, email_verified)
    select 'Bench Student ' || i, 'student' || lpad(i::text, 4, '0') || '@bench.test', 'x', 'Student', true
    from generate_series(1, ${STUDENTS}) as i`);
  await run(`insert into libraries (name, position) values ('Physics Library', 0), ('Math Library', 1)`);
  await run(`insert into chapters (library_id, name, position)
    select l.id, 'Chapter ' || i, i - 1 from libraries l, generate_series(1, 5) as i`);
  await run(`insert into sections (chapter_id, name, position)
    select c.id, 'Section ' || i, i - 1 from chapters c, generate_series(1, 4) as i`);
  await run(`insert into sources (teacher_id, name)
    select u.id, 'Source ' || i from users u, generate_series(1, 10) as i where u.email = 'teacher@bench.test'`);
  await run(`insert into classes (teacher_id, name, include_library, is_publish)
    select id, 'Bench class', true, 2 from users where email = 'teacher@bench.test'`);
  await run(`insert into class_sources (class_id, source_id) select c.id, s.id from classes c, sources s`);
  await run(`insert into class_students (class_id, student_id)
    select c.id, u.id from classes c, users u where u.role = 'Student'`);
  await run(`
    with t as (select id from users where email = 'teacher@bench.test'),
         nodes as (
           select array_agg(s.id order by l.position, c.position, s.position) as sections,
                  array_agg(c.id order by l.position, c.position, s.position) as chapters,
                  array_agg(l.id order by l.position, c.position, s.position) as libs
           from sections s join chapters c on c.id = s.chapter_id join libraries l on l.id = c.library_id),
         src as (select array_agg(id order by name) as ids from sources)
    insert into questions (teacher_id, name, q_text, is_choice, correct_answer, difficulty, answer_a, answer_b,
                           answer_c, answer_d, description, library_id, chapter_id, section_id, source_id,
                           created_at, updated_at)
    select t.id, 'Drill ' || i, '<p>What is $' || i || ' + 1$?</p>', 0, 'B', (1 + i % 5)::smallint,
      'A', 'B', 'C', 'D', '<p>Because.</p>',
      nodes.libs[1 + ((i - 1) / 5000) % 40], nodes.chapters[1 + ((i - 1) / 5000) % 40],
      nodes.sections[1 + ((i - 1) / 5000) % 40], src.ids[1 + i % 10],
      now() - make_interval(secs => ${QUESTIONS} - i), now()
    from generate_series(1, ${QUESTIONS}) as i, t, nodes, src`);
  await run(
    `insert into resource_settings (student_id, difficulty) select id, 'all' from users where role = 'Student'`,
  );
  await run(`insert into resource_setting_nodes (student_id, library_id, position)
    select u.id, l.id, 0 from users u, libraries l where u.role = 'Student' and l.position = 0`);
  await run(`insert into resource_setting_sources (student_id, source_id)
    select u.id, s.id from users u, sources s where u.role = 'Student'`);
  // The first library's questions numbered, so each student answers a different run of 1,000.
  await run(`create temporary table numbered as
    select row_number() over (order by q.created_at, q.id) as n, q.id
    from questions q join libraries l on l.id = q.library_id where l.position = 0`);
  await run('create index on numbered (n)');
  await run(`create temporary table pupils as
    select row_number() over (order by id) as k, id from users where role = 'Student'`);
  await run(`insert into resource_cards (student_id, question_id, due, stability, difficulty, reps, lapses, state,
                                         last_review, streak, correct)
    select p.id, q.id,
      case when j % 10 = 0 then now() - interval '1 hour' else now() + make_interval(days => 1 + j % 30) end,
      3.2, 5.0, 1, 0, 2, now() - make_interval(days => 1 + j % 30), (j % 4), (j % 4)
    from pupils p cross join generate_series(1, ${RECORDS_PER_STUDENT}) as j
    join numbered q on q.n = 1 + ((p.k * ${RECORDS_PER_STUDENT} + j) % 100000)`);
  await run(`insert into resource_records (student_id, question_id, is_correct, answer, created_at)
    select c.student_id, c.question_id,
      case when c.streak > 0 then true when c.due < now() then false else null end,
      case when c.streak > 0 then 'B' else 'A' end,
      c.last_review
    from resource_cards c`);
  await run('vacuum analyze');
  const [counts] = await sql<{ questions: number; records: number; cards: number; due: number }>(
    handle,
    `select (select count(*) from questions)::int as questions, (select count(*) from resource_records)::int as records,
            (select count(*) from resource_cards)::int as cards,
            (select count(*) from resource_cards where due <= now())::int as due`,
  );
  const students = await sql<{ id: string }>(handle, `select id from users where role = 'Student' order by email`);
  return { counts: counts!, students: students.map((s) => s.id) };
}

/**
 * One scenario measured as the students make it: `next(i)` gives the i-th request's token and body
 * (counted on across both phases).
 */
function inTurn(method: 'GET' | 'POST', url: string, next: (i: number) => { token: string; body?: unknown }) {
  let i = 0;
  return {
    url,
    // setupRequest is a function, so the load runs on this thread.
    workers: 0,
    requests: [
      {
        method,
        setupRequest: (req: autocannon.Request) => {
          const n = next(i++);
          return {
            ...req,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${n.token}` },
            ...(n.body === undefined ? {} : { body: JSON.stringify(n.body) }),
          };
        },
      },
    ],
  } satisfies autocannon.Options;
}

await benchOnServer('postgres', async (db, server) => {
  const { handle } = db;
  const started = Date.now();
  const data = await seed(handle);
  const c = data.counts;
  console.log(
    `postgres (node ${process.version}): seeded ${c.questions.toLocaleString('en')} questions, ` +
      `${c.records.toLocaleString('en')} records, ${c.cards.toLocaleString('en')} cards (${c.due.toLocaleString('en')} due) ` +
      `for ${data.students.length.toLocaleString('en')} students in ${elapsedSince(started)}`,
  );
  const url = server.url;
  const tokens = await Promise.all(data.students.map((id) => server.signIn(id)));
  const call = async (path: string, token: string, body?: unknown) => {
    const res = await fetch(`${url}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as { result: unknown };
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
    return json.result;
  };
  // Each student's next batch, once: the question each will submit (checked, and never with an answer).
  const batches = (await Promise.all(tokens.map((tk) => call('/api/user/getResourceQuestion', tk)))) as {
    questions: { _id: string; correctAnswer: string; review: boolean }[];
    done: number;
    total: number;
  }[];
  if (batches.some((b) => b.questions.length === 0 || b.questions.some((q) => q.correctAnswer !== ''))) {
    throw new Error('a student got no questions, or an answer');
  }
  const first = batches[0]!;
  console.log(
    `first student's batch: ${first.questions.length} questions (${first.questions.filter((q) => q.review).length} due reviews), done ${first.done}/${first.total}`,
  );
  printMeasurePlan();

  const student = (i: number) => i % tokens.length;
  await measure(
    'GET  /api/user/getResourceQuestion',
    inTurn('GET', `${url}/api/user/getResourceQuestion`, (i) => ({ token: tokens[student(i)]! })),
  );
  await measure(
    'POST /api/user/submitResourceQuestion',
    inTurn('POST', `${url}/api/user/submitResourceQuestion`, (i) => {
      const k = student(i);
      const qs = batches[k]!.questions;
      return {
        token: tokens[k]!,
        body: { questionId: qs[Math.floor(i / tokens.length) % qs.length]!._id, answer: i % 3 ? 'B' : 'A' },
      };
    }),
  );
  await measure(
    'GET  /api/user/getStudentQuestionRecord',
    inTurn('GET', `${url}/api/user/getStudentQuestionRecord?page=1&pageSize=10`, (i) => ({
      token: tokens[student(i)]!,
    })),
  );

  // The plans of the queries behind the calls (as the services build them), for one student.
  const me = data.students[0]!;
  const [setting] = await sql<{ library_id: string }>(
    handle,
    `select library_id from resource_setting_nodes where student_id = '${me}'`,
  );
  const filter = `q.library_id in ('${setting!.library_id}')
      and exists (select 1 from libraries l where l.id = q.library_id and not l.expired)
      and q.source_id in (select source_id from resource_setting_sources where student_id = '${me}')
      and q.difficulty in (1, 2, 3, 4, 5)`;
  await explain(
    handle,
    'PLAY: due reviews',
    `select c.question_id, c.due from resource_cards c join questions q on q.id = c.question_id
       where c.student_id = '${me}' and c.due <= now() and ${filter} order by c.due limit 10`,
  );
  await explain(
    handle,
    'PLAY: unseen questions',
    `select q.id from questions q where ${filter}
       and not exists (select 1 from resource_cards c where c.student_id = '${me}' and c.question_id = q.id)
       order by q.created_at, q.id limit 10`,
  );
  await explain(
    handle,
    'PLAY: done (practised questions of the setting)',
    `select count(*) from (select 1 from resource_cards c join questions q on q.id = c.question_id
       where c.student_id = '${me}' and ${filter} limit 100) d`,
  );
  await explain(
    handle,
    'PLAY: total (capped at Max Resources)',
    `select count(*) from (select 1 from questions q where ${filter} order by q.created_at limit 100) m`,
  );
  await explain(
    handle,
    'Submit: the card',
    `select * from resource_cards where student_id = '${me}' and question_id = '${first.questions[0]!._id}' for update`,
  );
  await explain(
    handle,
    'HISTORY: a page',
    `select r.id, q.name from (select * from resource_records where student_id = '${me}'
       order by created_at desc, id desc limit 10 offset 0) r join questions q on q.id = r.question_id
       order by r.created_at desc, r.id desc`,
  );
  await explain(handle, 'HISTORY: the total', `select count(*) from resource_records where student_id = '${me}'`);
});
