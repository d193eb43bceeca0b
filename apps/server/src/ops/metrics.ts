import { cacheCounts, type Outbox } from '@quanta/api';
import type { DatabaseHandle } from '@quanta/db';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fastifyMetrics from 'fastify-metrics';

export interface MetricsSources {
  database: DatabaseHandle;
  outbox: Outbox;
  /** The queues whose depth is reported. */
  queues: string[];
}

/**
 * Prometheus metrics at `GET /metrics` (`METRICS=on`): the process's own (CPU, memory, event loop),
 * requests by method, route and status (a latency histogram, whose count is the request rate), this
 * process's database connections by state, the job queues' depth and each cache's hits and misses
 * (packages/api/src/speedups). Unmatched paths share one route label.
 */
export async function registerMetrics(server: FastifyInstance, s: MetricsSources) {
  await server.register(fastifyMetrics, {
    endpoint: '/metrics',
    clearRegisterOnInit: true,
    routeMetrics: {
      enabled: { histogram: true, summary: false },
      registeredRoutesOnly: true,
      routeBlacklist: ['/metrics'],
      overrides: { histogram: { buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] } },
    },
  });
  const client = server.metrics.client;

  new client.Gauge({
    name: 'quanta_db_connections',
    help: "This process's database connections by state (PostgreSQL: from pg_stat_activity; PGlite: one in process).",
    labelNames: ['state'],
    async collect() {
      this.reset();
      if (s.database.kind === 'pglite') {
        this.set({ state: 'active' }, 1);
        return;
      }
      const rows = (await s.database.db.execute(
        sql`select coalesce(state, 'unknown') as state, count(*)::int as n from pg_stat_activity
            where datname = current_database() and application_name = ${applicationName()} group by 1`,
      )) as unknown as { state: string; n: number }[];
      for (const row of rows) this.set({ state: row.state }, row.n);
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
      for (const name of s.queues) {
        const q = await s.outbox.boss.getQueue(name);
        if (!q) continue;
        this.set({ queue: name, state: 'ready' }, q.readyCount);
        this.set({ queue: name, state: 'deferred' }, q.deferredCount);
        this.set({ queue: name, state: 'active' }, q.activeCount);
        this.set({ queue: name, state: 'failed' }, q.failedCount);
      }
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
}

/** The name this process's database connections carry, so its own can be told from its peers'. */
export const applicationName = () => `quanta:${process.pid}`;
