import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../support/fixture';
import { type Expectation, endsSession, expectationOf, isDestructive } from '../support/walk/policy';
import {
  accessOfPrefix,
  pathOf,
  queryString,
  type Sample,
  sampleFor,
  type WalkedRoute,
  walkedRoutes,
} from '../support/walk/routes';
import { buildWorld, type CallerName, callerNames, type World } from '../support/walk/world';

interface Call {
  r: WalkedRoute;
  sample: Sample;
  caller: CallerName;
  expected: Expectation;
}

describe('authorization matrix: every REST route × signed out, student, parent, teacher, another teacher, admin', () => {
  const t = useTestApp();
  let world: World;
  const routes = walkedRoutes();

  beforeAll(async () => {
    world = await buildWorld(t);
  });

  it('each route family is made with the builder its path stands for', () => {
    for (const r of routes) {
      const byPrefix = accessOfPrefix(r.route.path);
      if (byPrefix) expect(r.access, r.name).toBe(byPrefix);
      if (r.route.path.startsWith('/user/')) expect(r.access, r.name).not.toBe('public');
    }
  });

  it('the API reference (OpenAPI document and its page) is public: every caller reads it', async () => {
    for (const path of ['/api/openapi.json', '/api/docs']) {
      for (const caller of callerNames) {
        const res = await fetch(`${t.url}${path}`, {
          headers: world.tokens[caller] ? { authorization: `Bearer ${world.tokens[caller]}` } : {},
        });
        await res.arrayBuffer();
        expect(res.status, `${path} as ${caller}`).toBe(200);
      }
    }
  });

  it('the API reference marks each operation as its procedure admits callers, not as the builder claims', async () => {
    // biome-ignore lint/suspicious/noExplicitAny: the document is read as plain JSON
    const doc: any = await (await fetch(`${t.url}/api/openapi.json`)).json();
    /** Roles each procedure access refuses (403) whatever the record: the role gate runs before the input. */
    const refusedRoles: Partial<Record<string, CallerName[]>> = {
      admin: ['student', 'parent', 'another teacher'],
      teacher: ['student', 'parent'],
      student: ['parent', 'teacher'],
      parent: ['student', 'teacher'],
    };
    // Straight to the server, not through the harness's contract check: the status is what is compared here.
    const call = async (r: WalkedRoute, sample: Sample, token?: string) => {
      const get = r.route.method === 'GET';
      const res = await fetch(`${t.url}/api${pathOf(r.route, sample.params)}${get ? queryString(sample.input) : ''}`, {
        method: r.route.method,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'application/json' },
        body: get ? undefined : JSON.stringify(sample.input ?? {}),
      });
      await res.arrayBuffer();
      return { status: res.status };
    };
    const wrong: string[] = [];
    for (const r of routes) {
      const op = doc.paths[`/api${r.route.path.replace(/:(\w+)/g, '{$1}')}`]?.[r.route.method.toLowerCase()];
      const marked: string = op?.['x-access'];
      const sample = sampleFor(r, world);
      // Signed out: only a public operation answers anything but 401, and only it is marked without security.
      const signedOut = (await call(r, sample)).status;
      const isPublic = signedOut !== 401;
      if (isPublic !== (marked === 'public'))
        wrong.push(`${r.name}: marked ${marked}, answers ${signedOut} signed out`);
      if ((op?.security?.length === 0) !== isPublic)
        wrong.push(`${r.name}: security ${JSON.stringify(op?.security)}, answers ${signedOut} signed out`);
      // A role operation refuses the other roles (an admin one every caller but the admin) with 403.
      if (endsSession(r)) continue;
      for (const caller of refusedRoles[marked] ?? []) {
        const status = (await call(r, sample, world.tokens[caller])).status;
        if (status !== 403) wrong.push(`${r.name}: marked ${marked}, answers ${status} to the ${caller}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('refuses and allows every call as the route’s role and the record’s policy say', async () => {
    const calls: Call[] = [];
    for (const r of routes) {
      const sample = sampleFor(r, world);
      for (const caller of callerNames) calls.push({ r, sample, caller, expected: expectationOf(r, sample, caller) });
    }
    // Refusals first (the records are all there), then the allowed calls; in each, those that would take
    // records away last, so a wrongly allowed delete cannot turn the other refusals into 404s.
    // Log-outs last of all: log out everywhere ends every session of its caller, the matrix's own too.
    const rank = (c: Call) =>
      (endsSession(c.r) ? 4 : 0) + (c.expected.kind === 'refused' ? 0 : 2) + (isDestructive(c.r) ? 1 : 0);
    calls.sort((a, b) => rank(a) - rank(b));

    const failures: string[] = [];
    const tally = { calls: 0, refused: 0, allowed: 0, unchecked: 0, serverErrors: 0 };
    // Every 200 is held to the API reference by the harness (`support/contract.ts`): counted here by route.
    const answered = new Map<string, Set<CallerName>>();
    for (const call of calls) {
      const { r, sample, caller, expected } = call;
      const path = pathOf(r.route, sample.params);
      // A log-out ends the session it is made with: it gets one of its own, so the others' tokens still work.
      const token = endsSession(r) ? await world.freshToken(caller) : world.tokens[caller];
      const res =
        r.route.method === 'GET'
          ? await t.rest('GET', `${path}${queryString(sample.input)}`, { token })
          : await t.rest(r.route.method, path, { token, body: sample.input ?? {} });
      tally.calls += 1;
      if (res.status === 200) answered.set(r.name, (answered.get(r.name) ?? new Set()).add(caller));
      const where = `${r.name} as ${caller} → ${res.status} ${res.body?.msg ?? ''}`;
      if (res.status >= 500) {
        tally.serverErrors += 1;
        failures.push(`${where} (5xx)`);
        continue;
      }
      if (expected.kind === 'refused') {
        tally.refused += 1;
        if (!expected.statuses.includes(res.status)) failures.push(`${where}, expected ${expected.statuses.join('/')}`);
        else if (res.body?.code !== res.status || typeof res.body?.msg !== 'string')
          failures.push(`${where}: envelope`);
      } else if (expected.kind === 'allowed') {
        tally.allowed += 1;
        if (res.status === 401 || res.status === 403) failures.push(`${where}, expected to be allowed`);
      } else {
        tally.unchecked += 1;
        if (res.status === 401 && caller !== 'signed out') failures.push(`${where}, a signed-in caller got 401`);
      }
    }
    const invalid = routes.filter((r) => !sampleFor(r, world).valid).map((r) => r.name);
    const never = routes.filter((r) => !answered.has(r.name)).map((r) => r.name);
    const twoHundreds = [...answered.values()].reduce((n, callers) => n + callers.size, 0);
    console.log(
      `contract: ${answered.size} of ${routes.length} routes answered 200 (${twoHundreds} route × caller pairs), ` +
        `each answer matching its schema; no 200 in the matrix: ${never.join(', ') || 'none'}`,
    );
    console.log(
      `authorization matrix: ${routes.length} routes, ${tally.calls} calls, ${tally.refused} refusals, ` +
        `${tally.allowed} allowed, ${tally.unchecked} unchecked (no record named), ${tally.serverErrors} 5xx` +
        (invalid.length ? `; samples the parser refuses (role gate only): ${invalid.join(', ')}` : ''),
    );
    expect(failures).toEqual([]);
    expect(tally.refused).toBeGreaterThan(routes.length * 3);
  }, 300_000);
});
