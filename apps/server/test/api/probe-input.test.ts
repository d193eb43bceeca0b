import { siteSettings, users } from '@quanta/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../support/fixture';
import { buildAdmin, buildTeacher, tokenOf, trpcStatus } from '../support/harness';

describe('NUL characters and lone surrogates; security headers', () => {
  const t = useTestApp();
  let admin: string;
  let teacher: string;
  beforeAll(async () => {
    admin = await tokenOf(t, await buildAdmin(t));
    teacher = await tokenOf(t, await buildTeacher(t));
  });

  it('finding 10: NUL and lone surrogates in text fields, rich text and search keywords answer 400 and store nothing', async () => {
    const settingsBefore = await t.app.deps.db.select().from(siteSettings);
    const usersBefore = await t.app.deps.db.$count(users);
    for (const bad of ['a\u0000b', 'x\ud800', '\udc00y', '<p>\u0000</p>']) {
      const intro = await t.rest('POST', '/admin/setHomeDetail', { token: admin, body: { introduction: bad } });
      expect(intro.status, JSON.stringify(bad)).toBe(400);
      expect(intro.body.msg).toBe('introduction: must not contain NUL or invalid characters');
      const created = await t.rest('POST', '/admin/createUser', {
        token: admin,
        body: { name: bad, email: 'new@example.com', password: 'long-enough-1', role: 'Student' },
      });
      expect(created.status).toBe(400);
      const source = await t.rest('POST', '/teacher/createSource', { token: teacher, body: { name: bad } });
      expect(source.status).toBe(400);
      // a query string carries UTF-8, so only the NUL reaches a keyword that way
      if (bad.includes('\u0000')) {
        const keyword = encodeURIComponent(bad);
        const search = await t.rest('GET', `/admin/getUsers?keyword=${keyword}`, { token: admin });
        expect(search.status).toBe(400);
        const sources = await t.rest('GET', `/teacher/getSourceList?keyword=${keyword}`, { token: teacher });
        expect(sources.status).toBe(400);
      }
      expect(await trpcStatus(t.trpc(teacher).teacher.createSource.mutate({ name: bad }))).toBe(400);
      const signIn = await t.rest('POST', '/login/authUser', { body: { email: 'a@example.com', password: bad } });
      expect(signIn.status).toBe(400);
    }
    expect(await t.app.deps.db.select().from(siteSettings)).toEqual(settingsBefore);
    expect(await t.app.deps.db.$count(users)).toBe(usersBefore);
    // a well-formed pair (an emoji) is fine
    const ok = await t.rest('POST', '/admin/setHomeDetail', { token: admin, body: { introduction: '<p>😀</p>' } });
    expect(ok.status).toBe(200);
  });

  it('finding 11: the API and uploads answer with a CSP, frame protection, a Referrer-Policy and nosniff', async () => {
    const paths = ['/api/health', '/api/public/getHomeDetail', '/api/no-such-path', '/trpc/public.getHomeDetail'];
    for (const path of [...paths, '/uploads/2026/01/none.png']) {
      const res = await fetch(`${t.url}${path}`);
      // Each answer is read to its end: an unread one holds its connection, and the server's close waits for it.
      await res.arrayBuffer();
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      const csp = res.headers.get('content-security-policy') ?? '';
      // The API's answers load nothing at all; an upload may show its own pictures and styles.
      expect(csp, path).toContain(paths.includes(path) ? "default-src 'none'" : "default-src 'self'");
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).not.toContain('unsafe-eval');
      expect(csp, path).not.toMatch(/script-src[^;]*(unsafe-inline|\*)/);
    }
    const docs = await fetch(`${t.url}/api/docs`);
    await docs.arrayBuffer();
    expect(docs.headers.get('content-security-policy')).toBe(
      "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'",
    );
    // The app's own pages keep the document policies.
    const page = await fetch(`${t.url}/`);
    await page.arrayBuffer();
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    const api = await fetch(`${t.url}/api/health`);
    await api.arrayBuffer();
    expect(api.headers.get('cross-origin-opener-policy')).toBeNull();
    expect(api.headers.get('strict-transport-security')).toContain('max-age=');
  });
});
