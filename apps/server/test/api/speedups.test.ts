import { cacheCounts, setSpeedups } from '@quanta/api';
import { afterAll, describe, expect, it } from 'vitest';
import { cachesOn } from '../../src/config';
import { buildSitting, useClassWithHomework } from '../support/factories/exercises';
import { useTestApp } from '../support/fixture';

const NOW = new Date('2026-03-10T12:00:00Z');

/** The caches' counters as `/metrics` shows them, by series (`quanta_cache_hits_total{cache="…"}`). */
async function cacheMetrics(url: string): Promise<Record<string, number>> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const series = text.split('\n').filter((line) => line.startsWith('quanta_cache_'));
  return Object.fromEntries(series.map((line) => [line.split(' ')[0], Number(line.split(' ')[1])]));
}

/** Every cache and the JSON splicer answer as the slow way does; `QUANTA_CACHES=off` turns them all off. */
describe('the speed-ups and their switch', () => {
  const t = useTestApp({ metrics: true });
  const setup = useClassWithHomework(t, NOW);
  afterAll(() => setSpeedups(cachesOn(process.env)));

  /** A student's calls through the speed-ups, as the wire carries them: the runner, saves, My Classes, the user info. */
  async function studentCalls(sitting: Awaited<ReturnType<typeof buildSitting>>) {
    const headers = { authorization: `Bearer ${sitting.token}` };
    const get = async (path: string) => (await fetch(`${t.url}/api${path}`, { headers })).text();
    const save = async (questionId: string, answer: string) =>
      (
        await fetch(`${t.url}/api/user/saveExercise`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ id: sitting.exercise.id, questionId, answer, content: '' }),
        })
      ).text();
    const runner = `/user/getExerciseById?id=${sitting.exercise.id}`;
    const [choice, , free] = setup.questions;
    return [
      await get(runner),
      await save(choice!.id, 'A'),
      await save(free!.id, 'ten'),
      await save(free!.id, 'ten'),
      await get(runner),
      await get(runner),
      await get('/user/getMyClasses'),
      await get('/user/getUserInfo'),
    ];
  }

  it('counts hits and misses of each cache in /metrics, and none while off, with the same answers', async () => {
    setSpeedups(true);
    const amy = await buildSitting(t, setup);
    // The first pass writes the answers; from then on each pass answers alike.
    await studentCalls(amy);
    const again = await studentCalls(amy);
    const warm = await studentCalls(amy);
    expect(warm).toEqual(again);
    for (const text of warm) expect(JSON.parse(text).code, text).toBe(200);
    const on = await cacheMetrics(t.metricsUrl!);
    const used = [
      'prepared-statements',
      'question-rows',
      'runner-lists',
      'untyped-questions',
      'verified-tokens',
      'presented-forms',
    ];
    for (const cache of used) {
      expect(on[`quanta_cache_hits_total{cache="${cache}"}`], cache).toBeGreaterThan(0);
      expect(on[`quanta_cache_misses_total{cache="${cache}"}`], cache).toBeGreaterThan(0);
    }

    setSpeedups(false);
    const counted = cacheCounts();
    const off = await studentCalls(amy);
    expect(off).toEqual(warm);
    expect(cacheCounts()).toEqual(counted);
    expect(await cacheMetrics(t.metricsUrl!)).toEqual(on);
  });
});
