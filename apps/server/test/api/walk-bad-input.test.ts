import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../support/fixture';
import { type BadCase, badCases, digestAll, refusedBySchema } from '../support/walk/bad-input';
import { pathOf, queryString, sampleFor, type WalkedRoute, walkedRoutes } from '../support/walk/routes';
import { buildWorld, type World } from '../support/walk/world';

const MIN_CASES = 10;

describe('bad input: every REST route × at least ten malformed bodies or queries', () => {
  const t = useTestApp();
  let world: World;
  const routes = walkedRoutes();

  beforeAll(async () => {
    world = await buildWorld(t);
  });

  /** A caller the route admits, holding the world's records, so the call reaches its input parser. */
  const tokenFor = (r: WalkedRoute) =>
    r.access === 'public'
      ? undefined
      : r.access === 'admin'
        ? world.tokens.admin
        : r.access === 'teacher'
          ? world.tokens.teacher
          : r.access === 'parent'
            ? world.ownParentToken
            : world.ownStudentToken;

  async function send(r: WalkedRoute, c: BadCase, params: Record<string, string>) {
    const path = pathOf(r.route, params);
    const token = tokenFor(r);
    if (r.route.method === 'GET') {
      return t.rest('GET', `${path}${c.query ?? queryString(c.value)}`, { token });
    }
    return c.raw !== undefined
      ? t.rest(r.route.method, path, { token, raw: c.raw })
      : t.rest(r.route.method, path, { token, body: c.value });
  }

  it('the API reference takes no input: any query string or body answers the same document, never 5xx', async () => {
    const queries = ['?a=1', '?%00=%00', '?x=%ZZ', `?q=${'a'.repeat(5000)}`, '?__proto__[x]=1', '?a[]=1&a[]=2'];
    for (const path of ['/api/openapi.json', '/api/docs']) {
      for (const query of queries) {
        const res = await fetch(`${t.url}${path}${query}`);
        await res.arrayBuffer();
        expect(res.status, `${path}${query}`).toBe(200);
      }
      const post = await fetch(`${t.url}${path}`, { method: 'POST', body: '{}' });
      await post.arrayBuffer();
      expect(post.status, `POST ${path}`).toBe(404);
    }
  });

  it('answers a 4xx envelope to every input the route refuses, changes nothing, and never answers 5xx', async () => {
    const failures: string[] = [];
    const accepted: { r: WalkedRoute; c: BadCase; params: Record<string, string> }[] = [];
    const tally = { calls: 0, refused: 0, accepted: 0, minRefused: Number.POSITIVE_INFINITY };
    const thin: string[] = [];
    for (const r of routes) {
      const sample = sampleFor(r, world);
      const cases = badCases(r, sample);
      const before = await digestAll(t.app.deps.db);
      let refusedHere = 0;
      for (const c of cases) {
        const refused = refusedBySchema(r, c, sample.params);
        if (refused === false) {
          accepted.push({ r, c, params: sample.params });
          continue;
        }
        const res = await send(r, c, sample.params);
        tally.calls += 1;
        const where = `${r.name} [${c.label}] → ${res.status} ${String(res.body?.msg ?? '').slice(0, 80)}`;
        if (res.status >= 500) failures.push(`${where} (5xx)`);
        else if (refused === true) {
          refusedHere += 1;
          tally.refused += 1;
          if (res.status < 400) failures.push(`${where}, expected 4xx`);
          else if (res.body?.code !== res.status || typeof res.body?.msg !== 'string')
            failures.push(`${where}: envelope`);
        }
      }
      if ((await digestAll(t.app.deps.db)) !== before) failures.push(`${r.name}: a refused input changed stored data`);
      // Every route that takes fields gets at least ten malformed inputs; those its parser refuses must be 4xx.
      const fields = Object.keys(r.json?.properties ?? {}).length;
      if (fields > 0 && cases.length < MIN_CASES) thin.push(`${r.name} (${cases.length} cases)`);
      tally.minRefused = Math.min(tally.minRefused, fields > 0 ? refusedHere : Number.POSITIVE_INFINITY);
    }
    // Inputs the parser takes (odd but valid) may change data; they must still never answer 5xx.
    for (const { r, c, params } of accepted) {
      const res = await send(r, c, params);
      tally.calls += 1;
      tally.accepted += 1;
      if (res.status >= 500) failures.push(`${r.name} [${c.label}] → ${res.status} (5xx on input the parser took)`);
    }
    const withInput = routes.filter((r) => r.schema).length;
    console.log(
      `bad input: ${routes.length} routes (${withInput} with input), ${tally.calls} calls, ` +
        `${tally.refused} refusals (4xx, nothing stored), ${tally.accepted} odd inputs taken without a 5xx, ` +
        `at least ${tally.minRefused} refusals on every route with fields`,
    );
    expect(failures).toEqual([]);
    expect(thin).toEqual([]);
  }, 600_000);
});
