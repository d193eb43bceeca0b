import type { AddressInfo } from 'node:net';
import { appRouter, cacheCounts, mailCounts, type Outbox } from '@quanta/api';
import type { DatabaseHandle } from '@quanta/db';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import fastifyMetrics from 'fastify-metrics';

export interface MetricsSources {
  database: DatabaseHandle;
  outbox: Outbox;
  /** The queues whose depth is reported. */
  queues: string[];
  /** Where the metrics listener listens (`METRICS_PORT`, 9464; `METRICS_HOST`, 127.0.0.1). */
  port?: number;
  host?: string;
}

/** A collector's database query that takes longer fails: a scrape answers within Prometheus's timeout. */
const queryTimeoutMs = 2000;

function within<T>(work: Promise<T>, ms = queryTimeoutMs): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** The most procedures a batch's route label names; a longer batch is labelled by its size alone. */
const labelledBatch = 3;
const procedures = new Set(Object.keys(appRouter._def.procedures));

/**
 * The route label of a request: tRPC calls by procedure (`/trpc/user.info`; a batch of up to three by its
 * procedures, sorted: `/trpc/a.b,c.d`; a longer one `/trpc/(batch)`; a name that is no procedure
 * `/trpc/(unknown)`), so the label's values stay as few as the router's procedures.
 */
export function routeLabel(req: FastifyRequest): string {
  const route = req.routeOptions.config.statsId ?? req.routeOptions.url ?? '';
  if (route !== '/trpc/:path') return route;
  const names = [...new Set(((req.params as { path?: string }).path ?? '').split(','))].sort();
  if (names.some((n) => !procedures.has(n))) return '/trpc/(unknown)';
  return names.length > labelledBatch ? '/trpc/(batch)' : `/trpc/${names.join(',')}`;
}

const listeners = new WeakMap<FastifyInstance, FastifyInstance>();

/** Where the metrics listener of `server` listens (tests); undefined without metrics. */
export function metricsAddress(server: FastifyInstance): AddressInfo | undefined {
  const listener = listeners.get(server);
  return listener ? (listener.server.address() as AddressInfo) : undefined;
}

/**
 * Prometheus metrics (`METRICS=on`) at `GET /metrics` on a listener of their own (`METRICS_HOST`:`METRICS_PORT`,
 * loopback by default), never on the app's port: the process's own (CPU, memory, event loop), requests by
 * method, route (tRPC calls by procedure) and status (a latency histogram, whose count is the request rate),
 * the database (`quanta_db_up`, this process's connections by state), the job queues' depth, mail sent and
 * failed, and each cache's hits and misses (packages/api/src/speedups). Unmatched paths share one route label.
 * A scrape answers while the database is down: `quanta_db_up` is 0 and the series read from it are left out.
 */
export async function registerMetrics(server: FastifyInstance, s: MetricsSources) {
  await server.register(fastifyMetrics, {
    endpoint: null,
    clearRegisterOnInit: true,
    routeMetrics: {
      enabled: { histogram: true, summary: false },
      registeredRoutesOnly: true,
      overrides: {
        histogram: { buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] },
        labels: { getRouteLabel: routeLabel },
      },
    },
  });
  const client = server.metrics.client;
  const log = (error: unknown, what: string) => server.log.debug({ err: error }, `metrics: ${what} not read`);

  // The database's answer to `select 1`, once per scrape; the collectors below read only when it answered.
  let up: Promise<boolean> = Promise.resolve(false);
  new client.Gauge({
    name: 'quanta_db_up',
    help: 'Whether the database answered this scrape (1) or not (0).',
    async collect() {
      up = within(s.database.db.execute(sql`select 1`)).then(
        () => true,
        (error: unknown) => {
          log(error, 'database');
          return false;
        },
      );
      this.set((await up) ? 1 : 0);
    },
  });
  new client.Gauge({
    name: 'quanta_db_connections',
    help: "This process's database connections by state (PostgreSQL: from pg_stat_activity; PGlite: one in process).",
    labelNames: ['state'],
    async collect() {
      this.reset();
      if (!(await up)) return;
      if (s.database.kind === 'pglite') {
        this.set({ state: 'active' }, 1);
        return;
      }
      try {
        const rows = (await within(
          s.database.db.execute(
            sql`select coalesce(state, 'unknown') as state, count(*)::int as n from pg_stat_activity
                where datname = current_database() and application_name = ${applicationName()} group by 1`,
          ),
        )) as unknown as { state: string; n: number }[];
        for (const row of rows) this.set({ state: row.state }, row.n);
      } catch (error) {
        log(error, 'connections');
      }
    },
  });
  new client.Gauge({
    name: 'quanta_db_pool_max',
    help: 'The most database connections this process opens for requests.',
    collect() {
      this.set(s.database.kind === 'pglite' ? 1 : (s.database.poolMax ?? 0));
    },
  });
  new client.Gauge({
    name: 'quanta_queue_jobs',
    help: "Jobs in each queue by state, as of the queue monitor's last pass (ready: to run now; deferred: a retry or a later start; active: running).",
    labelNames: ['queue', 'state'],
    async collect() {
      this.reset();
      if (!(await up)) return;
      try {
        for (const name of s.queues) {
          const q = await within(s.outbox.boss.getQueue(name));
          if (!q) continue;
          this.set({ queue: name, state: 'ready' }, q.readyCount);
          this.set({ queue: name, state: 'deferred' }, q.deferredCount);
          this.set({ queue: name, state: 'active' }, q.activeCount);
          this.set({ queue: name, state: 'failed' }, q.failedCount);
        }
      } catch (error) {
        this.reset();
        log(error, 'queues');
      }
    },
  });
  new client.Counter({
    name: 'quanta_mail_sent_total',
    help: "Messages the outbox's workers of this process handed to the SMTP server, which accepted them.",
    collect() {
      this.reset();
      this.inc(mailCounts().sent);
    },
  });
  new client.Counter({
    name: 'quanta_mail_failed_total',
    help: "Failed tries of the outbox's workers of this process: refused (5xx, final) or deferred (4xx or no connection, tried again).",
    labelNames: ['reason'],
    collect() {
      this.reset();
      for (const [reason, n] of Object.entries(mailCounts().failed)) this.inc({ reason }, n);
    },
  });
  for (const [name, field] of [
    ['quanta_cache_hits_total', 'hits'],
    ['quanta_cache_misses_total', 'misses'],
  ] as const) {
    new client.Counter({
      name,
      help: `Lookups of each cache that ${field === 'hits' ? 'found what they looked for' : 'computed it anew'}; still while QUANTA_CACHES=off.`,
      labelNames: ['cache'],
      collect() {
        this.reset();
        for (const c of cacheCounts()) this.inc({ cache: c.cache }, c[field]);
      },
    });
  }

  const listener = Fastify({ logger: false });
  listener.get('/metrics', async (_req, reply) => {
    const register = client.register;
    return reply.type(register.contentType).send(await register.metrics());
  });
  await listener.listen({ port: s.port ?? 9464, host: s.host ?? '127.0.0.1' });
  listeners.set(server, listener);
  server.addHook('onClose', async () => {
    await listener.close();
  });
}

/** The name this process's database connections carry, so its own can be told from its peers'. */
export const applicationName = () => `quanta:${process.pid}`;
