import { classes } from '@quanta/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildPublishedClass, UNKNOWN_ID } from '../support/factories/classes';
import { useTestApp } from '../support/fixture';
import { buildStudent, buildTeacher, tokenOf } from '../support/harness';

describe('public reads: ETags and revalidation', () => {
  const t = useTestApp();
  let classId: string;
  let token: string;

  beforeAll(async () => {
    const teacher = await buildTeacher(t);
    classId = (await buildPublishedClass(t, teacher, { name: 'Tagged Physics', language: 'en' })).id;
    token = await tokenOf(t, await buildStudent(t));
  });

  // A conditional request as a browser's cache sends it: fetch() marks one made by hand `Cache-Control:
  // no-cache` (which asks past every cache) unless it names a Cache-Control of its own.
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${t.url}${path}`, { headers: { 'cache-control': 'max-age=0', ...headers } });
  const homeList = '/api/public/getHomeClasses?language=en';
  const trpcHome = `/trpc/public.getHomeDetail,public.getHomeClasses?batch=1&input=${encodeURIComponent(
    JSON.stringify({ 1: { language: 'en' } }),
  )}`;

  it('answers a public read with a weak ETag, then 304 without a body while it is unchanged', async () => {
    for (const path of [homeList, `/api/public/getClassById?id=${classId}`, '/api/products', trpcHome]) {
      const first = await get(path);
      expect(first.status, path).toBe(200);
      const tag = first.headers.get('etag');
      expect(tag, path).toMatch(/^W\/"[^"]+"$/);
      expect(first.headers.get('cache-control'), path).toBe('private, no-cache');
      expect((await first.text()).length, path).toBeGreaterThan(0);

      const again = await get(path, { 'if-none-match': tag as string });
      expect(again.status, path).toBe(304);
      expect(again.headers.get('etag'), path).toBe(tag);
      expect(await again.text(), path).toBe('');
      // A list of tags, and the tag without its weak mark, match as well (weak comparison).
      expect((await get(path, { 'if-none-match': `W/"other", ${tag}` })).status, path).toBe(304);
      expect((await get(path, { 'if-none-match': (tag as string).slice(2) })).status, path).toBe(304);
      // Another tag, or a reload that asks past caches, gets the whole answer.
      expect((await get(path, { 'if-none-match': 'W/"other"' })).status, path).toBe(200);
      expect((await get(path, { 'if-none-match': tag as string, 'cache-control': 'no-cache' })).status, path).toBe(200);
    }
  });

  it('sends a 304 uncompressed and a new tag once the answer changes', async () => {
    const first = await get(homeList, { 'accept-encoding': 'br, gzip' });
    const tag = first.headers.get('etag') as string;
    const same = await get(homeList, { 'accept-encoding': 'br, gzip', 'if-none-match': tag });
    expect(same.status).toBe(304);
    expect(same.headers.get('content-encoding')).toBeNull();
    expect(same.headers.get('vary')).toMatch(/accept-encoding/);

    await t.app.deps.db.update(classes).set({ name: 'Tagged Physics, renamed' }).where(eq(classes.id, classId));
    const changed = await get(homeList, { 'if-none-match': tag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(tag);
    expect(await changed.text()).toContain('Tagged Physics, renamed');
  });

  it('tags a signed-in caller’s public read by its own answer', async () => {
    const signedOut = await get(homeList);
    const signedIn = await get(homeList, { authorization: `Bearer ${token}` });
    expect(signedIn.status).toBe(200);
    const body = [await signedOut.text(), await signedIn.text()];
    const tags = [signedOut.headers.get('etag'), signedIn.headers.get('etag')];
    expect(tags[0] === tags[1]).toBe(body[0] === body[1]);
    // On the storefront a token that is no longer good is refused, whatever tag it brings.
    const products = await get('/api/products');
    const refused = await get('/api/products', {
      authorization: 'Bearer broken',
      'if-none-match': products.headers.get('etag') as string,
    });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('etag')).toBeNull();
  });

  it('tags no private read, no refusal, no write and no batch that is not all public', async () => {
    const auth = { authorization: `Bearer ${token}` };
    const untagged = [
      await get('/api/user/getUserInfo', auth),
      await get('/api/user/getMyClasses', auth),
      await get('/api/user/getUserInfo'),
      await get(`/api/public/getClassById?id=${UNKNOWN_ID}`),
      await get('/api/public/getClassById?id=nope'),
      await get('/trpc/user.getUserInfo', auth),
      await get(
        `/trpc/public.getHomeClasses,user.getUserInfo?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { language: 'en' } }))}`,
        auth,
      ),
      await fetch(`${t.url}/api/public/unsubscribeDigest`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      }),
    ];
    expect(untagged.map((res) => res.status)).toEqual([200, 200, 401, 404, 400, 200, 200, 400]);
    for (const res of untagged) {
      expect(res.headers.get('etag'), res.url).toBeNull();
      // Not kept by any cache: an API answer that is no public read is never stored (src/no-store.ts).
      expect(res.headers.get('cache-control'), res.url).toBe('no-store');
    }
  });
});
