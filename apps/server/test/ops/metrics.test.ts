import { cacheNames } from '@quanta/api';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/fixture';

/** One sample line of the Prometheus text format: a name, optional labels, a number. */
const sampleLine =
  /^[a-zA-Z_:][a-zA-Z0-9_:]*(\{([a-zA-Z_][a-zA-Z0-9_]*="(\\.|[^"\\])*",?)*\})? (-?[0-9.e+-]+|NaN|[+-]Inf)$/;

describe('Prometheus metrics (METRICS=on)', () => {
  const t = useTestApp({ metrics: true });

  it('serves the text format with requests by route, a latency histogram, the database and the queues', async () => {
    for (let i = 0; i < 3; i++) expect((await fetch(`${t.url}/api/health/live`)).status).toBe(200);
    await fetch(`${t.url}/api/health/ready`);
    const res = await fetch(`${t.url}/metrics`);
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
    expect(text).toMatch(/^quanta_db_connections\{state="active"\} 1$/m);
    expect(text).toMatch(/^quanta_db_pool_max 1$/m);
    expect(text).toMatch(/^quanta_queue_jobs\{queue="mail",state="ready"\} 0$/m);
    expect(text).toMatch(/^quanta_queue_jobs\{queue="family-digest",state="active"\} \d+$/m);
    // Each cache's hits and misses (packages/api/src/speedups).
    for (const cache of cacheNames) {
      expect(text).toMatch(new RegExp(`^quanta_cache_hits_total\\{cache="${cache}"\\} \\d+$`, 'm'));
      expect(text).toMatch(new RegExp(`^quanta_cache_misses_total\\{cache="${cache}"\\} \\d+$`, 'm'));
    }
    expect(text).toContain('# TYPE quanta_cache_hits_total counter');
    // The scrape itself is not counted.
    expect(text).not.toMatch(/route="\/metrics"/);
  });
});
