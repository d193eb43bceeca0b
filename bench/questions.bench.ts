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
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { buildApp } from '../apps/server/src/app';
import { repoRoot } from '../apps/server/src/config';
import { createMailer, openSession } from '../packages/api/src';
import { type DatabaseHandle, openDatabase } from '../packages/db/src';

const QUESTIONS = 100_000;
const TEACHERS = 40;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const kind = process.env.BENCH_DB === 'pglite' ? 'pglite' : 'postgres';
const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function freshDatabase(): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }> {
  if (kind === 'pglite') return { handle: await openDatabase({ kind: 'pglite' }), drop: async () => {} };
  const name = `quanta_bench_${randomBytes(5).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    handle: await openDatabase({ kind: 'postgres', url: url.toString(), max: 10 }),
    async drop() {
      if (process.env.BENCH_KEEP === '1') {
        console.log(`\nkept database ${name}`);
        return void (await admin.end());
      }
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** Rows built in the database with generate_series: seconds, not minutes. */
async function seed(handle: DatabaseHandle) {
  const run = async (text: string) => (await handle.db.execute(text)) as unknown as { rows?: unknown[] } & unknown[];
  const rows = async <T>(text: string): Promise<T[]> => {
    const result = await run(text);
    return (Array.isArray(result) ? result : (result.rows ?? [])) as T[];
  };
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

async function explain(handle: DatabaseHandle, label: string, query: string) {
  const result = (await handle.db.execute(`explain (analyze, costs off) ${query}`)) as unknown as
    | { rows?: Record<string, string>[] }
    | Record<string, string>[];
  const lines = (Array.isArray(result) ? result : (result.rows ?? [])).map((r) => Object.values(r)[0]);
  console.log(`\n  plan: ${label}\n${lines.map((l) => `    ${l}`).join('\n')}`);
}

const ms = (n: number) => `${String(n).padStart(4)} ms`;

async function measure(name: string, options: autocannon.Options) {
  const line: string[] = [name.padEnd(56)];
  for (const [count, duration] of [
    [1, Math.max(2, Math.round(seconds / 2))],
    [connections, seconds],
  ] as const) {
    // Load comes from a worker thread, so it does not share the server's event loop.
    const r = await autocannon({ duration, connections: count, workers: 1, ...options });
    const failed = r.non2xx + r.errors + r.timeouts;
    line.push(
      `| ${String(count).padStart(2)} conn: median ${ms(r.latency.p50)} p99 ${ms(r.latency.p99)} ${String(Math.round(r.requests.average)).padStart(4)} req/s${failed ? ` FAILED ${failed}` : ''}`,
    );
  }
  console.log(line.join(' '));
}

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'quanta-bench-'));
  const { handle, drop } = await freshDatabase();
  const app = await buildApp({
    config: {
      port: 0,
      host: '127.0.0.1',
      dataDir,
      mailFrom: 'Quanta <bench@quanta.test>',
      adminEmail: 'admin@bench.test',
      seedDemo: false,
      tokenSecret: randomBytes(32).toString('hex'),
      migrationsFolder: join(repoRoot, 'drizzle'),
    },
    database: handle,
    mailer: createMailer({ from: 'bench@quanta.test', outbox: join(dataDir, 'mail') }),
    logger: false,
  });
  try {
    let started = Date.now();
    const data = await seed(handle);
    console.log(
      `${kind} (node ${process.version}): seeded ${QUESTIONS.toLocaleString('en')} questions in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
        `(bench teacher ${data.counts.mine.toLocaleString('en')}, Physics Library ${data.counts.library.toLocaleString('en')})`,
    );
    await app.server.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.server.address() as AddressInfo).port}`;
    const token = await openSession(app.deps, app.deps.db, data.teacherId, { userAgent: 'bench', ip: '127.0.0.1' });
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
    console.log(
      `autocannon: 1 connection for ${Math.max(2, Math.round(seconds / 2))} s, then ${connections} for ${seconds} s\n`,
    );

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
  } finally {
    await app.close();
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
