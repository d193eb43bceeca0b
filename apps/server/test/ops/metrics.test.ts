import { cacheNames } from '@quanta/api';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/fixture';
import { buildAdmin, tokenOf } from '../support/harness';

/** One sample line of the Prometheus text format: a name, optional labels, a number. */
const sampleLine =
  /^[a-zA-Z_:][a-zA-Z0-9_:]*(\{([a-zA-Z_][a-zA-Z0-9_]*="(\\.|[^"\\])*",?)*\})? (-?[0-9.e+-]+|NaN|[+-]Inf)$/;

/** The value of one series (its name and labels exactly as written), or undefined. */
const sampleOf = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('Prometheus metrics (METRICS=on)', () => {
  const t = useTestApp({ metrics: true });
  const scrape = async () => {
    const res = await fetch(`${t.metricsUrl}/metrics`);
    expect(res.status).toBe(200);
    return res.text();
  };

  it('serves the text format on its own listener, with requests by route, the database and the queues', async () => {
    for (let i = 0; i < 3; i++) expect((await fetch(`${t.url}/api/health/live`)).status).toBe(200);
    await fetch(`${t.url}/api/health/ready`);
    expect(t.metricsUrl).not.toBe(t.url);
    const res = await fetch(`${t.metricsUrl}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    const lines = text.split('\n').filter((l) => l !== '');
    for (const line of lines) {
      if (line.startsWith('#')) expect(line, line).toMatch(/^# (HELP|TYPE) [a-zA-Z_:][a-zA-Z0-9_:]* .+$/);
      else expect(line, line).toMatch(sampleLine);
    }
    // The request count by route (its rate is the request rate) and the latency buckets.
    const count = lines.find(
      (l) =>
        l.startsWith('http_request_duration_seconds_count{') &&
        l.includes('route="/api/health/live"') &&
        l.includes('status_code="200"'),
    );
    expect(count?.split(' ')[1]).toBe('3');
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(lines.some((l) => l.startsWith('http_request_duration_seconds_bucket{') && l.includes('le="+Inf"'))).toBe(
      true,
    );
    // The process, the database and the queue.
    expect(text).toMatch(/^process_cpu_user_seconds_total /m);
    expect(text).toMatch(/^quanta_db_up 1$/m);
    expect(text).toMatch(/^quanta_db_connections\{state="active"\} 1$/m);
    expect(text).toMatch(/^quanta_db_pool_max 1$/m);
    expect(text).toMatch(/^quanta_queue_jobs\{queue="mail",state="ready"\} 0$/m);
    expect(text).toMatch(/^quanta_queue_jobs\{queue="family-digest",state="active"\} \d+$/m);
    expect(text).toMatch(/^quanta_mail_sent_total \d+$/m);
    expect(text).toMatch(/^quanta_mail_failed_total\{reason="refused"\} \d+$/m);
    // Each cache's hits and misses (packages/api/src/speedups).
    for (const cache of cacheNames) {
      expect(text).toMatch(new RegExp(`^quanta_cache_hits_total\\{cache="${cache}"\\} \\d+$`, 'm'));
      expect(text).toMatch(new RegExp(`^quanta_cache_misses_total\\{cache="${cache}"\\} \\d+$`, 'm'));
    }
    expect(text).toContain('# TYPE quanta_cache_hits_total counter');
    // The scrape itself is not counted.
    expect(text).not.toMatch(/route="\/metrics"/);
  });

  it('is not served on the app port', async () => {
    const res = await fetch(`${t.url}/metrics`);
    expect(res.status).toBe(404);
    expect(await scrape()).not.toMatch(/route="\/metrics"/);
  });

  it('labels tRPC calls by procedure, a short batch by its procedures, and anything else by one value', async () => {
    await t.trpc().public.getResourceBase.query();
    await fetch(`${t.url}/trpc/public.getResourceBase,public.getResourceBase?batch=1&input={}`);
    await fetch(`${t.url}/trpc/no.such${Math.random()}`);
    await fetch(`${t.url}/trpc/a.b,c.d,e.f,g.h?batch=1`);
    const text = await scrape();
    expect(text).toMatch(
      /^http_request_duration_seconds_count\{[^}]*route="\/trpc\/public\.getResourceBase"[^}]*\} [12]$/m,
    );
    expect(text).toMatch(/route="\/trpc\/\(unknown\)"/);
    expect(text).not.toMatch(/route="\/trpc\/:path"/);
    expect(text).not.toMatch(/no\.such/);
  });

  it('counts mail the outbox sent and mail refused', async () => {
    const before = await scrape();
    const sent = sampleOf(before, 'quanta_mail_sent_total') ?? 0;
    const refused = sampleOf(before, 'quanta_mail_failed_total{reason="refused"}') ?? 0;
    const token = await tokenOf(t, await buildAdmin(t));
    t.smtp.rule('refused@example.com', 'refuse');
    const res = await t.rest('POST', '/admin/sendEmail', {
      token,
      body: { title: 'Hello', content: '<p>Hi</p>', recipient: ['ok@example.com', 'refused@example.com'] },
    });
    expect(res.status).toBe(200);
    await t.mailSettled();
    const after = await scrape();
    expect(sampleOf(after, 'quanta_mail_sent_total')).toBe(sent + 1);
    expect(sampleOf(after, 'quanta_mail_failed_total{reason="refused"}')).toBe(refused + 1);
    t.smtp.rule('refused@example.com', undefined);
  });

  it('answers while the database does not: quanta_db_up 0, the series read from it left out', async () => {
    const db = t.app.database.db;
    const execute = db.execute.bind(db);
    db.execute = (() => Promise.reject(new Error('connection refused'))) as unknown as typeof execute;
    try {
      const text = await scrape();
      expect(text).toMatch(/^quanta_db_up 0$/m);
      expect(text).not.toMatch(/^quanta_db_connections\{/m);
      expect(text).not.toMatch(/^quanta_queue_jobs\{/m);
      expect(text).toMatch(/^quanta_cache_hits_total\{/m);
    } finally {
      db.execute = execute;
    }
    expect(await scrape()).toMatch(/^quanta_db_up 1$/m);
  });
});
