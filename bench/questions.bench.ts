/**
 * Question search at scale: seeds 100,000 questions into a fresh database, starts the real server on
 * loopback and measures My Questions (name contains) and the library browser with autocannon.
 *
 *   pnpm bench:questions                      # PostgreSQL at BENCH_PG_URL (default: local, trust auth)
 *   BENCH_DB=pglite pnpm bench:questions      # the embedded PGlite instead
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=10 …   # per-scenario duration and connections under load
 *   BENCH_KEEP=1 pnpm bench:questions         # keep the PostgreSQL database afterwards, to explore
 *
 * Each scenario runs twice: one connection (the latency a user sees on a quiet server) and
 * BENCH_CONNECTIONS at once (under load).
 *
 * It creates and drops its own database; it is not part of `pnpm test`.
 */
import type { DatabaseHandle } from '../packages/db/src';
import { benchDbKind, benchOnServer, elapsedSince, explain, measure, printMeasurePlan, sql } from './harness';

const QUESTIONS = 100_000;
const TEACHERS = 40;

/** Rows built in the database with generate_series: seconds, not minutes. */
async function seed(handle: DatabaseHandle) {
  const run = (text: string) => handle.db.execute(text);
  const rows = <T>(text: string) => sql<T>(handle, text);
  await run(`insert into users (name, email, password_hash, role, email_verified)
    select 'Bench Teacher ' || i, 'bench' || lpad(i::text, 3, '0') || '@bench.test', 'x', 'Teacher', true
    from generate_series(1, ${TEACHERS}) as i`);
  const [teacher] = await rows<{ id: string }>(`select id from users where email = 'bench001@bench.test'`);
  await run(`insert into libraries (name, position) values ('Physics Library', 0), ('Math Library', 1)`);
  const [library] = await rows<{ id: string }>(`select id from libraries where position = 0`);
  await run(`insert into chapters (library_id, name, position)
    select l.id, 'Chapter ' || i, i - 1 from libraries l, generate_series(1, 5) as i`);
  await run(`insert into sections (chapter_id, name, position)
    select c.id, 'Section ' || i, i - 1 from chapters c, generate_series(1, 4) as i`);
  await run(`insert into library_teachers (library_id, teacher_id) select id, '${teacher!.id}' from libraries`);
  await run(`insert into sources (teacher_id, name) select id, 'Source of ' || name from users`);

  // A quarter of the questions are the bench teacher's; a third are filed in a library, spread over
  // its chapters and sections; names mix topic words and numbers so "contains" has work to do.
  await run(`
    with t as (select array_agg(id order by email) as ids from users),
         nodes as (
           select array_agg(s.id order by c.position, s.position) as sections,
                  array_agg(c.id order by c.position, s.position) as chapters,
                  array_agg(c.library_id order by c.position, s.position) as libs
           from sections s join chapters c on c.id = s.chapter_id),
         src as (select array_agg(id) as ids from sources)
    insert into questions (teacher_id, name, q_text, is_choice, correct_answer, language,
                           library_id, chapter_id, section_id, source_id, created_at, updated_at)
    select
      case when i % 4 = 0 then t.ids[1] else t.ids[1 + (i % ${TEACHERS})] end,
      (array['Kinematics', 'Vector', 'Energy', 'Momentum', 'Circuit', 'Optics', 'Quadratic', 'Derivative',
             'Triangle', 'Probability', 'Waves', 'Gravity', 'Limits', 'Matrix', 'Sequence', 'Thermal',
             'Magnetism', 'Relativity', 'Geometry', 'Statistics'])[1 + ((i / 4) % 20)]
        || ' drill ' || i || ' ' || md5(i::text)
        -- a word common in the school but absent from the bench teacher's questions
        || case when i % 4 <> 0 and i % 3 = 1 then ' zeta' else '' end,
      '<p>What is $' || i || ' + 1$?</p>',
      (i % 3)::smallint,
      case i % 3 when 0 then 'B' when 1 then 'A,C' else 'free text' end,
      case when (i / 80) % 2 = 0 then 'en' else 'zh' end,
      case when i % 3 = 0 then nodes.libs[1 + (i % array_length(nodes.sections, 1))] end,
      case when i % 3 = 0 then nodes.chapters[1 + (i % array_length(nodes.sections, 1))] end,
      case when i % 3 = 0 then nodes.sections[1 + (i % array_length(nodes.sections, 1))] end,
      case when i % 7 = 0 then src.ids[1 + (i % array_length(src.ids, 1))] end,
      now() - make_interval(secs => i),
      now() - make_interval(secs => i)
    from generate_series(1, ${QUESTIONS}) as i, t, nodes, src`);
  // As autovacuum leaves a settled table: statistics and the visibility map (index-only counts).
  await run('vacuum analyze');
  const [section] = await rows<{ id: string; chapter_id: string }>(
    `select s.id, s.chapter_id from sections s join chapters c on c.id = s.chapter_id
     where c.library_id = '${library!.id}' order by c.position, s.position limit 1`,
  );
  const [counts] = await rows<{ mine: number; library: number }>(`
    select count(*) filter (where teacher_id = '${teacher!.id}')::int as mine,
           count(*) filter (where library_id = '${library!.id}')::int as library
    from questions`);
  return { teacherId: teacher!.id, libraryId: library!.id, section: section!, counts: counts! };
}

await benchOnServer(benchDbKind, async (db, server) => {
  const { handle } = db;
  let started = Date.now();
  const data = await seed(handle);
  console.log(
    `${benchDbKind} (node ${process.version}): seeded ${QUESTIONS.toLocaleString('en')} questions in ${elapsedSince(started)} ` +
      `(bench teacher ${data.counts.mine.toLocaleString('en')}, Physics Library ${data.counts.library.toLocaleString('en')})`,
  );
  const url = server.url;
  const token = await server.signIn(data.teacherId);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

  // One warm-up call each, checked, so a broken route does not pass as fast.
  const check = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(`${url}${path}`, { ...init, headers });
    const body = (await res.json()) as { code: number; result: { total: number } };
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
    return body.result.total;
  };
  const search = (name: string) => ({
    method: 'POST' as const,
    body: JSON.stringify({ name, language: 'en', page: 1, pageSize: 100 }),
  });
  const libraryPath = `/api/teacher/getQuestionByLibrary?libraryId=${data.libraryId}&page=1&pageSize=100`;
  const sectionPath = `${libraryPath}&chapterId=${data.section.chapter_id}&sectionId=${data.section.id}`;
  const deepPath = `/api/teacher/getQuestionByLibrary?libraryId=${data.libraryId}&page=50&pageSize=100`;
  const totals = {
    common: await check('/api/teacher/getQuestionsByTeacher', search('vector')),
    rare: await check('/api/teacher/getQuestionsByTeacher', search('drill 4242')),
    others: await check('/api/teacher/getQuestionsByTeacher', search('zeta')),
    library: await check(libraryPath),
    section: await check(sectionPath),
  };
  console.log(
    `matches: "vector" ${totals.common}, "drill 4242" ${totals.rare}, "zeta" ${totals.others} (25,000 in the school), ` +
      `library ${totals.library}, section ${totals.section}`,
  );
  printMeasurePlan();

  started = Date.now();
  await measure('POST /api/teacher/getQuestionsByTeacher name="vector"', {
    url: `${url}/api/teacher/getQuestionsByTeacher`,
    headers,
    ...search('vector'),
  });
  await measure('POST /api/teacher/getQuestionsByTeacher name="drill 4242"', {
    url: `${url}/api/teacher/getQuestionsByTeacher`,
    headers,
    ...search('drill 4242'),
  });
  await measure('POST /api/teacher/getQuestionsByTeacher name="zeta"', {
    url: `${url}/api/teacher/getQuestionsByTeacher`,
    headers,
    ...search('zeta'),
  });
  await measure('POST /api/teacher/getQuestionsByTeacher (no keyword)', {
    url: `${url}/api/teacher/getQuestionsByTeacher`,
    headers,
    ...search(''),
  });
  await measure('GET  /api/teacher/getQuestionByLibrary library, page 1', { url: `${url}${libraryPath}`, headers });
  await measure('GET  /api/teacher/getQuestionByLibrary library, page 50', { url: `${url}${deepPath}`, headers });
  await measure('GET  /api/teacher/getQuestionByLibrary section, page 1', { url: `${url}${sectionPath}`, headers });

  // The plans of the queries the services run (written out by hand, as the services build them).
  const mine = `teacher_id = '${data.teacherId}' and language = 'en'`;
  const keyword = (word: string) =>
    `with hits as (select id, created_at from questions where ${mine} and name ilike '%${word}%')
       select id, (select count(*) from hits) from hits order by created_at desc, id desc limit 100`;
  await explain(handle, 'My Questions, name contains "drill 4242"', keyword('drill 4242'));
  await explain(handle, 'My Questions, name contains "vector"', keyword('vector'));
  await explain(handle, 'My Questions, name contains "zeta" (none of the teacher\'s)', keyword('zeta'));
  await explain(
    handle,
    'My Questions, no keyword',
    `select * from questions where ${mine} order by created_at desc, id desc limit 100`,
  );
  await explain(
    handle,
    'library browser, one library',
    `select * from questions where library_id = '${data.libraryId}' order by created_at desc, id desc limit 100`,
  );
  await explain(
    handle,
    'library browser, one section',
    `select * from questions where section_id = '${data.section.id}' order by created_at desc, id desc limit 100`,
  );
  await explain(
    handle,
    'library browser, count of one library',
    `select count(*) from questions where library_id = '${data.libraryId}'`,
  );
});
