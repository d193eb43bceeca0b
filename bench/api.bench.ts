/**
 * The API beside what the database allows: in one run, on PostgreSQL and then on PGlite, a bare Fastify
 * route doing one indexed select as a prepared statement (postgres.js prepares; on PGlite a named
 * statement, printed beside the same select through PGlite's `query()`), then the hot calls of the app
 * through REST and tRPC, each measured with autocannon on loopback; a call's REST and tRPC run in
 * alternating halves (REST, tRPC, tRPC, REST), so a drift of the machine's load weighs on both alike.
 * Prints req/s, p50, p99 (the higher half's), each call's share of the bare route's req/s, the server
 * thread's busy milliseconds per request (ms/req) and the CPU milliseconds it used per request (cpu ms:
 * busy time less the time it waited for a core the database or the load generator held), and on Linux
 * the CPU microseconds per request of PostgreSQL's processes (pg µs) and of the whole machine
 * (machine µs: server, database, load generator and kernel; on a saturated machine req/s follow it).
 * On PostgreSQL each call (but the revalidated one) is followed by its floor: a route on the bare route's
 * server and client that replays the statements one REST request of the call sent (recorded through
 * `onStatement`), prepared, and sends that request's answer as it is. No implementation of the call can
 * beat its floor; the gap between them is the app's own work (session, access, presenting, serializing).
 *
 *   pnpm bench:api
 *   BENCH_DB=postgres pnpm bench:api            # one kind only (postgres or pglite)
 *   BENCH_SECONDS=5 BENCH_CONNECTIONS=10 …      # per-call duration and connections
 *   BENCH_PROFILE=1 pnpm bench:api              # also a CPU profile of the server under getUserInfo (REST)
 *   BENCH_PROFILE='getExerciseById tRPC' …      # … or under the call named (REST unless `tRPC` follows)
 *   BENCH_CALLS=getUserInfo,getMyClasses …      # only the calls named (the bare route always runs)
 *   BENCH_PROFILE_TOP=60 …                      # entries of the profile by total time (30), half as many by self
 *   BENCH_PROFILE_SAVE=/tmp/api.cpuprofile …   # also writes the profile, for Chrome's DevTools or speedscope
 *   DATABASE_POOL_MAX=10 …                      # the pools' size, as the server reads it (twice the cores)
 *
 * The demo school is the data. It creates and drops its own database; it is not part of `pnpm test`.
 */
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import Fastify from 'fastify';
import postgres from 'postgres';
import { seedDemo } from '../packages/api/src';
import { PgliteStatements } from '../packages/db/src/pglite-statements';
import { type CpuSplit, cpuSplit } from './cpu-split';
import { type DbKind, type Figures, freshDatabase, load, pad, sql, startServer } from './harness';

const duration = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const kinds: DbKind[] = process.env.BENCH_DB ? [process.env.BENCH_DB as DbKind] : ['postgres', 'pglite'];

interface Call {
  name: string;
  rest: { method: 'GET' | 'POST'; path: string; body?: unknown };
  trpc: { path: string; input?: unknown };
  signedIn: boolean;
  /** Sent with the ETag of its answer (`If-None-Match`): a browser asking again for an unchanged answer. */
  revalidate?: boolean;
}

const micros = (us: number | null) => (us === null ? '–' : us.toFixed(0));
const line = (name: string, f: Measured, bare: number, extra = '') =>
  `${name.padEnd(34)} ${pad(f.rps, 7)} ${pad(f.p50, 6)} ${pad(f.p99, 6)} ${pad(`${Math.round((f.rps / bare) * 100)} %`, 8)} ${pad(f.busyMs.toFixed(3), 8)} ${pad(f.cpuMs.toFixed(3), 8)} ${pad(micros(f.postgresUs), 6)} ${pad(micros(f.machineUs), 10)}${extra}${f.failed ? `  FAILED ${f.failed}` : ''}`;

interface Measured extends Figures, CpuSplit {
  /** Milliseconds the server's thread was busy per request (PGlite's work included, PostgreSQL's not). */
  busyMs: number;
  /** Milliseconds of CPU the server's thread used per request (its time waiting for a core left out). */
  cpuMs: number;
}

/**
 * A load run and the server thread's busy time per request: on a shared, noisy machine req/s swing with
 * the neighbours' load, while the work each request costs moves much less.
 */
async function measured(options: Parameters<typeof load>[0]): Promise<Measured> {
  const split = cpuSplit();
  const before = performance.eventLoopUtilization();
  const cpuBefore = process.threadCpuUsage();
  const figures = await load(options);
  const { active } = performance.eventLoopUtilization(before);
  const cpu = process.threadCpuUsage(cpuBefore);
  const requests = Math.max(1, figures.requests);
  return {
    ...figures,
    ...split(requests),
    busyMs: active / requests,
    cpuMs: (cpu.user + cpu.system) / 1000 / requests,
  };
}

/** Figures of two runs of one call taken as one: requests and CPU summed, the higher p50 and p99 kept. */
function merged(a: Measured, b: Measured): Measured {
  const requests = a.requests + b.requests;
  const weighted = (x: number | null, y: number | null) =>
    x === null || y === null ? null : (x * a.requests + y * b.requests) / Math.max(1, requests);
  return {
    rps: Math.round((a.rps + b.rps) / 2),
    p50: Math.max(a.p50, b.p50),
    p99: Math.max(a.p99, b.p99),
    failed: a.failed + b.failed,
    requests,
    busyMs: weighted(a.busyMs, b.busyMs) as number,
    cpuMs: weighted(a.cpuMs, b.cpuMs) as number,
    postgresUs: weighted(a.postgresUs, b.postgresUs),
    machineUs: weighted(a.machineUs, b.machineUs),
  };
}

/**
 * REST and tRPC of one call in alternating halves (REST, tRPC, tRPC, REST), so that a drift of the
 * machine's load during the pair weighs on both ways alike and their ratio compares the routes.
 */
async function paired(rest: Parameters<typeof load>[0], trpc: Parameters<typeof load>[0]) {
  const half = (options: Parameters<typeof load>[0]) => measured({ ...options, duration: duration / 2 });
  const rest1 = await half(rest);
  const trpc1 = await half(trpc);
  const trpc2 = await half(trpc);
  const rest2 = await half(rest);
  return [merged(rest1, rest2), merged(trpc1, trpc2)] as const;
}

/** The server's own functions by self time while `work` runs (the load comes from a worker thread). */
async function profile(name: string, work: () => Promise<unknown>) {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  await work();
  const { profile } = await session.post('Profiler.stop');
  session.disconnect();
  if (process.env.BENCH_PROFILE_SAVE) await writeFile(process.env.BENCH_PROFILE_SAVE, JSON.stringify(profile));
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const dt = profile.timeDeltas ?? [];
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, (typeof profile.nodes)[number]>();
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n);
  const keyOf = (node: (typeof profile.nodes)[number]) => {
    const f = node.callFrame;
    const where = f.url
      ? `${f.url.replace(/.*node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?/, '').replace(/.*\/i\d+\/|.*\/main\//, '')}:${f.lineNumber + 1}`
      : '';
    return `${f.functionName || '(anonymous)'} ${where}`.trim();
  };
  (profile.samples ?? []).forEach((id, i) => {
    const node = byId.get(id);
    if (!node) return;
    const key = keyOf(node);
    self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0));
    const seen = new Set<string>();
    for (let n: typeof node | undefined = node; n; n = parent.get(n.id)) {
      const k = keyOf(n);
      if (seen.has(k)) continue;
      seen.add(k);
      inclusive.set(k, (inclusive.get(k) ?? 0) + (dt[i] ?? 0));
    }
  });
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const top = Number(process.env.BENCH_PROFILE_TOP ?? 30);
  console.log(`\n  CPU profile under ${name}, top entries by self time:`);
  for (const [key, us] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, Math.ceil(top / 2))) {
    console.log(`    ${pad(((us / total) * 100).toFixed(1), 5)} %  ${key}`);
  }
  console.log(`\n  … and by total time (the function and what it called):`);
  for (const [key, us] of [...inclusive.entries()].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`    ${pad(((us / total) * 100).toFixed(1), 5)} %  ${key}`);
  }
}

/** A call's statements, as one REST request sent them, and its answer: what the floor route replays. */
interface Floor {
  statements: { text: string; parameters: unknown[] }[];
  answer: string;
}

async function bench(kind: DbKind) {
  // The statements the app sends while `recording` is set (PostgreSQL only).
  let recording: Floor['statements'] | null = null;
  const db = await freshDatabase(kind, undefined, (text, parameters) => recording?.push({ text, parameters }));
  const server = await startServer(db.handle);
  await seedDemo(server.app.deps);
  // As autovacuum leaves a settled table within a minute of the seed: statistics and the visibility map.
  await sql(db.handle, 'vacuum analyze');
  const [student] = await sql<{ id: string }>(
    db.handle,
    `select id from users where email = 'student.amy@quanta.test'`,
  );
  const [exercise] = await sql<{ id: string; class_id: string }>(
    db.handle,
    `select id, class_id from exercises where student_id = '${student!.id}' order by created_at limit 1`,
  );
  const token = await server.signIn(student!.id);
  const auth = { authorization: `Bearer ${token}` };

  // The bare route: one select by primary key, on a client of its own with as many connections as the
  // app's pool (PostgreSQL), or on the same PGlite.
  const bare = Fastify();
  const client = db.url ? postgres(db.url, { max: db.handle.poolMax }) : undefined;
  const pglite = db.handle.pglite;
  // postgres.js prepares its statements; on PGlite the bare route's select is a named statement as well
  // (the app's are), and a second route runs it unprepared, as PGlite's `query()` does.
  const prepared = pglite ? PgliteStatements.of(pglite, 'bench') : null;
  const bareText = 'select id, name, email, role from users where id = $1';
  bare.get<{ Params: { id: string } }>('/bare/:id', async (req) => {
    const rows = client
      ? await client`select id, name, email, role from users where id = ${req.params.id}`
      : (await prepared!.query(bareText, [req.params.id], undefined, false)).rows;
    return { code: 200, msg: 'ok', result: rows[0] };
  });
  bare.get<{ Params: { id: string } }>('/unprepared/:id', async (req) => {
    const rows = (await pglite!.query(bareText, [req.params.id])).rows;
    return { code: 200, msg: 'ok', result: rows[0] };
  });
  // Each call's floor (PostgreSQL): its own statements, replayed as prepared on the bare route's client, and
  // its REST answer sent as it is; what the call costs beyond is the app's own work (session, presenting).
  const floors: Floor[] = [];
  bare.get<{ Params: { i: string } }>('/floor/:i', async (req, reply) => {
    const floor = floors[Number(req.params.i)] as Floor;
    for (const s of floor.statements) await client!.unsafe(s.text, s.parameters as never[], { prepare: true });
    return reply.type('application/json; charset=utf-8').send(floor.answer);
  });

  const calls: Call[] = [
    {
      name: 'getUserInfo',
      rest: { method: 'GET', path: '/api/user/getUserInfo' },
      trpc: { path: 'user.getUserInfo' },
      signedIn: true,
    },
    {
      name: 'getMyClasses',
      rest: { method: 'GET', path: '/api/user/getMyClasses' },
      trpc: { path: 'user.getMyClasses' },
      signedIn: true,
    },
    {
      name: 'getExerciseById',
      rest: { method: 'GET', path: `/api/user/getExerciseById?id=${exercise!.id}` },
      trpc: { path: 'user.getExerciseById', input: { id: exercise!.id } },
      signedIn: true,
    },
    {
      name: 'getClassesContent',
      rest: { method: 'POST', path: '/api/user/getClassesContent', body: { id: exercise!.class_id } },
      trpc: { path: 'user.getClassesContent', input: { id: exercise!.class_id } },
      signedIn: true,
    },
    {
      name: 'public home list',
      rest: { method: 'GET', path: '/api/public/getHomeClasses?language=en' },
      trpc: { path: 'public.getHomeClasses', input: { language: 'en' } },
      signedIn: false,
    },
    {
      name: 'home list, unchanged (304)',
      rest: { method: 'GET', path: '/api/public/getHomeClasses?language=en' },
      trpc: { path: 'public.getHomeClasses', input: { language: 'en' } },
      signedIn: false,
      revalidate: true,
    },
  ];
  /** The ETag of each revalidated call's answer, by call and way (REST or tRPC). */
  const tags = new Map<string, string>();
  const requests = (c: Call) => {
    const headers = { ...(c.signedIn ? auth : {}), 'content-type': 'application/json' };
    const tagged = (via: string) => {
      const tag = tags.get(`${c.name} ${via}`);
      return tag ? { ...headers, 'if-none-match': tag } : headers;
    };
    const trpcQuery = c.trpc.input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(c.trpc.input))}`;
    return {
      rest: {
        url: `${server.url}${c.rest.path}`,
        method: c.rest.method,
        headers: tagged('rest'),
        body: c.rest.body === undefined ? undefined : JSON.stringify(c.rest.body),
      },
      trpc: { url: `${server.url}/trpc/${c.trpc.path}${trpcQuery}`, method: 'GET' as const, headers: tagged('trpc') },
    };
  };
  const only = process.env.BENCH_CALLS?.split(',').map((name) => name.trim());
  const measuredCalls = calls.filter((c) => !only || only.includes(c.name));
  const floorOf = new Map<string, number>();
  // One checked call each, so a broken route does not pass as fast (a revalidated one must answer 304).
  for (const c of measuredCalls) {
    for (const [via, r] of Object.entries(requests(c))) {
      const res = await fetch(r.url, r);
      if (res.status !== 200) throw new Error(`${c.name} (${via}): ${res.status} ${await res.text()}`);
      if (client && via === 'rest' && !c.revalidate) {
        // Warmed by the request above: the statements of a call the app has made before, in the order sent.
        recording = [];
        const answer = await (await fetch(r.url, r)).text();
        floorOf.set(c.name, floors.push({ statements: recording, answer }) - 1);
        recording = null;
      }
      if (!c.revalidate) continue;
      tags.set(`${c.name} ${via}`, res.headers.get('etag') ?? '');
      const again = requests(c)[via as 'rest' | 'trpc'];
      // fetch() would mark a conditional request made by hand `Cache-Control: no-cache`; a browser does not.
      const unchanged = await fetch(again.url, {
        ...again,
        headers: { ...again.headers, 'cache-control': 'max-age=0' },
      });
      if (unchanged.status !== 304) throw new Error(`${c.name} (${via}): ${unchanged.status}, not 304`);
    }
  }

  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareOrigin = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}`;
  const bareUrl = `${bareOrigin}/bare/${student!.id}`;

  try {
    console.log(
      `\n${kind}: autocannon, ${connections} connections, ${duration} s per call${db.handle.poolMax ? `; pools of ${db.handle.poolMax} connections (app and bare)` : ''}`,
    );
    console.log(
      `${'call'.padEnd(34)} ${pad('req/s', 7)} ${pad('p50', 6)} ${pad('p99', 6)} ${pad('of bare', 8)} ${pad('ms/req', 8)} ${pad('cpu ms', 8)} ${pad('pg µs', 6)} ${pad('machine µs', 10)}`,
    );
    const base = await measured({ url: bareUrl, connections, duration });
    console.log(line(`bare: one select (${kind === 'postgres' ? 'postgres.js' : 'PGlite, named'})`, base, base.rps));
    if (pglite) {
      const unprepared = await measured({ url: bareUrl.replace('/bare/', '/unprepared/'), connections, duration });
      console.log(line('bare: one select (PGlite, query())', unprepared, base.rps));
    }
    for (const c of measuredCalls) {
      const r = requests(c);
      const [rest, trpc] = await paired({ ...r.rest, connections, duration }, { ...r.trpc, connections, duration });
      console.log(line(`${c.name} REST`, rest, base.rps, `  REST/tRPC ${Math.round((rest.rps / trpc.rps) * 100)} %`));
      console.log(line(`${c.name} tRPC`, trpc, base.rps));
      const at = floorOf.get(c.name);
      if (at === undefined) continue;
      const floor = await measured({ url: `${bareOrigin}/floor/${at}`, connections, duration });
      const n = floors[at]?.statements.length;
      console.log(line(`  floor: ${n} statement${n === 1 ? '' : 's'}, same answer`, floor, base.rps));
    }
    const profiled = process.env.BENCH_PROFILE;
    if (profiled) {
      const [name, via] = profiled === '1' ? ['getUserInfo', 'REST'] : profiled.split(/\s+(?=REST$|tRPC$)/);
      const call = calls.find((c) => c.name === name);
      if (!call) throw new Error(`BENCH_PROFILE: no call named ${name}`);
      const r = requests(call);
      await profile(`${name} (${via === 'tRPC' ? 'tRPC' : 'REST'})`, () =>
        load({ ...(via === 'tRPC' ? r.trpc : r.rest), connections, duration }),
      );
    }
  } finally {
    await bare.close();
    await client?.end();
    await server.close();
    await db.drop();
  }
}

for (const kind of kinds) await bench(kind);
