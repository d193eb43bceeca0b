import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/harness';

describe('serving the web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ web: true });
  });
  afterAll(() => t.close());

  it('answers every screen path with index.html, never cached', async () => {
    for (const path of ['/', '/profile', '/teach/class/abc/edit']) {
      const res = await fetch(`${t.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it('caches hashed assets for good and answers a missing asset with 404, not the page', async () => {
    const html = await (await fetch(t.url)).text();
    const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
    expect(asset).toBeDefined();
    const res = await fetch(`${t.url}${asset}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${t.url}/assets/missing-0000.js`)).status).toBe(404);
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const res = await fetch(`${t.url}/api/nothing/here`);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { code: number }).code).toBe(404);
  });
});
