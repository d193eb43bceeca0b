/**
 * The class gradebook at scale: one class of 300 students and 40 homework of 10 questions (12,000
 * exercises, 120,000 answers), seeded into a fresh database; the real server on loopback, measured with
 * autocannon beside a bare baseline (`GET /api/health`) in the same run. The target: p99 under 300 ms.
 *
 *   pnpm bench:gradebook                      # PostgreSQL at BENCH_PG_URL (default: local, trust auth)
 *   BENCH_DB=pglite pnpm bench:gradebook      # the embedded PGlite instead
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=10 …   # per-scenario duration and connections under load
 *
 * It creates and drops its own database; it is not part of `pnpm test`.
 */
import type { DatabaseHandle } from '../packages/db/src';
import {
  benchConnections,
  benchDbKind,
  benchOnServer,
  elapsedSince,
  explain,
  insertBenchTeacher,
  measure,
  printMeasurePlan,
  sql,
} from './harness';

const STUDENTS = 300;
const HOMEWORK = 40;
const QUESTIONS = 10;
const TARGET_P99_MS = 300;

/** Rows built in the database with generate_series: seconds, not minutes. */
async function seed(handle: DatabaseHandle) {
  const run = (text: string) => handle.db.execute(text);
  const tid = await insertBenchTeacher(handle);
  // Another class of the same size, so the class's rows are a part of the tables, not all of them.
  for (const name of ['Bench Class', 'Other Class']) {
    await run(`insert into classes (teacher_id, name) values ('${tid}', '${name}')`);
  }
  await run(`insert into users (name, email, password_hash, role, email_verified)
    select '学生 ' || lpad(i::text, 4, '0'), 'student' || i || '@bench.test', 'x', 'Student', true
    from generate_series(1, ${STUDENTS * 2}) as i`);
  await run(`insert into questions (teacher_id, name, q_text, is_choice, correct_answer)
    select '${tid}', 'Q' || i, '<p>Q' || i || '</p>', 0, 'B' from generate_series(1, ${QUESTIONS * 4}) as i`);
  await run(`insert into homework (teacher_id, name)
    select '${tid}', 'Homework ' || lpad(i::text, 2, '0') from generate_series(1, ${HOMEWORK}) as i`);
  await run(`insert into homework_questions (homework_id, question_id, position)
    select h.id, q.id, q.n - 1
    from (select id, row_number() over (order by name) as k from homework) h
    join (select id, row_number() over (order by name) as n from questions) q
      on q.n between 1 + (h.k % 4) * ${QUESTIONS} and (h.k % 4) * ${QUESTIONS} + ${QUESTIONS}`);
  await run(`insert into class_homework (class_id, homework_id, position)
    select c.id, h.id, row_number() over (partition by c.id order by h.name) - 1 from classes c, homework h`);
  await run(`insert into class_students (class_id, student_id)
    select c.id, s.id from (select id, row_number() over (order by email) as n from users where role = 'Student') s
    join classes c on (c.name = 'Bench Class') = (s.n <= ${STUDENTS})`);
  // Every homework published to every student; most finished, some started, a few corrected.
  await run(`insert into exercises (class_id, homework_id, student_id, started_at, finished_at, correction_status)
    select cs.class_id, ch.homework_id, cs.student_id, now() - interval '2 days',
      case when abs(hashtext(cs.student_id::text || ch.homework_id::text)) % 10 < 8 then now() - interval '1 day' end,
      case when abs(hashtext(cs.student_id::text || ch.homework_id::text)) % 10 = 0 then 1 else 0 end
    from class_students cs join class_homework ch on ch.class_id = cs.class_id`);
  await run(`insert into exercise_answers (exercise_id, question_id, position, answer, answered_at, auto_correct)
    select e.id, hq.question_id, hq.position,
      (array['A','B','C','D'])[1 + abs(hashtext(e.id::text || hq.question_id::text)) % 4],
      now() - interval '1 day',
      abs(hashtext(e.id::text || hq.question_id::text)) % 4 = 1
    from exercises e join homework_questions hq on hq.homework_id = e.homework_id`);
  await run('vacuum analyze');
  const [klass] = await sql<{ id: string }>(handle, `select id from classes where name = 'Bench Class'`);
  const [hw] = await sql<{ id: string }>(handle, `select id from homework order by name limit 1`);
  const [counts] = await sql<{ exercises: number; answers: number }>(
    handle,
    `select (select count(*) from exercises)::int as exercises, (select count(*) from exercise_answers)::int as answers`,
  );
  return { teacherId: tid, classId: klass!.id, homeworkId: hw!.id, counts: counts! };
}

await benchOnServer(benchDbKind, async (db, server) => {
  const started = Date.now();
  const data = await seed(db.handle);
  console.log(
    `${benchDbKind} (node ${process.version}): seeded ${STUDENTS} students × ${HOMEWORK} homework in a class of two ` +
      `(${data.counts.exercises.toLocaleString('en')} exercises, ${data.counts.answers.toLocaleString('en')} answers) ` +
      `in ${elapsedSince(started)}`,
  );
  const url = server.url;
  const token = await server.signIn(data.teacherId);
  const headers = { authorization: `Bearer ${token}` };
  const gradebook = `/api/teacher/getGradebook?classId=${data.classId}`;
  const analysis = `/api/teacher/getItemAnalysis?classId=${data.classId}&homeworkId=${data.homeworkId}`;
  const exportXlsx = `/api/teacher/exportGradebook?classId=${data.classId}&format=xlsx`;
  // One warm-up call each, checked, so a broken route does not pass as fast.
  const res = await fetch(`${url}${gradebook}`, { headers });
  const body = (await res.json()) as { result: { students: unknown[]; homework: unknown[] } };
  if (res.status !== 200) throw new Error(`gradebook: ${res.status} ${JSON.stringify(body)}`);
  console.log(
    `gradebook: ${body.result.students.length} students × ${body.result.homework.length} homework, ` +
      `${(JSON.stringify(body).length / 1024).toFixed(0)} KB`,
  );
  for (const path of [analysis, exportXlsx]) {
    const r = await fetch(`${url}${path}`, { headers });
    if (r.status !== 200) throw new Error(`${path}: ${r.status} ${await r.text()}`);
  }
  printMeasurePlan();
  await measure('GET  /api/health (bare baseline)', { url: `${url}/api/health` });
  const [quiet, loaded] = await measure('GET  /api/teacher/getGradebook (300 × 40)', {
    url: `${url}${gradebook}`,
    headers,
  });
  await measure('GET  /api/teacher/getItemAnalysis (300 attempts)', { url: `${url}${analysis}`, headers });
  await measure('GET  /api/teacher/exportGradebook xlsx', { url: `${url}${exportXlsx}`, headers });
  const verdict = (m: { p99: number; failed: number }) => (m.failed === 0 && m.p99 < TARGET_P99_MS ? 'within' : 'OVER');
  console.log(
    `\ngradebook p99: ${quiet.p99} ms at 1 connection (${verdict(quiet)}), ${loaded.p99} ms at ${benchConnections} ` +
      `(${verdict(loaded)}) — target ${TARGET_P99_MS} ms`,
  );
  await explain(
    db.handle,
    'gradebook cells (grouped over the class’s exercises)',
    `select e.id, count(a.exercise_id), count(a.answered_at),
         count(*) filter (where coalesce(a.is_correct, a.auto_correct))
       from exercises e left join exercise_answers a on a.exercise_id = e.id
       where e.class_id = '${data.classId}' group by e.id`,
  );
  if (quiet.p99 >= TARGET_P99_MS || quiet.failed > 0) process.exitCode = 1;
});
