import { get, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { compressThreshold } from '../../src/compression';
import { useTestApp } from '../support/fixture';

describe('serving the web app', () => {
  const t = useTestApp({ web: true });

  it('answers every screen path with the page, never cached', async () => {
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
    // An asset carries what a script needs; the page's policies come with the page.
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBeNull();
    expect((await fetch(t.url)).headers.get('content-security-policy')).toContain("script-src 'self'");
    expect((await fetch(`${t.url}/assets/missing-0000.js`)).status).toBe(404);
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const res = await fetch(`${t.url}/api/nothing/here`);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { code: number }).code).toBe(404);
  });
});

/** One raw GET (no automatic decompression), so the test sees the bytes and headers as sent. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

describe('compressed answers', () => {
  const t = useTestApp({ web: true });
  let script: string;
  beforeAll(async () => {
    // The shell names the entry (a rendered page leaves it to its loader).
    const html = await (await fetch(`${t.url}/index.html`)).text();
    // The largest script the page names: well above the size worth compressing.
    script = html.match(/\/assets\/index-[^"]+\.js/)?.[0] ?? '';
  });

  it('sends the build-time brotli or gzip copy of a script, cached for good, varying on Accept-Encoding', async () => {
    const plain = await rawGet(`${t.url}${script}`, {});
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const res = await rawGet(`${t.url}${script}`, { 'accept-encoding': accept });
      expect(res.status, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers.vary?.toLowerCase(), accept).toContain('accept-encoding');
      expect(res.headers['cache-control'], accept).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-type'], accept).toContain('javascript');
      expect(res.body.length, accept).toBeLessThan(plain.body.length / 2);
      expect(decode(res.body).equals(plain.body), accept).toBe(true);
    }
  });

  it('sends the page itself compressed and never cached, on every screen path', async () => {
    // A rendered page, the shell, a screen the browser renders, and the not-found page (a class id that cannot be one).
    for (const [path, status] of [
      ['/', 200],
      ['/index.html', 200],
      ['/teach/classlist', 200],
      ['/class/abc', 404],
    ] as const) {
      const res = await rawGet(`${t.url}${path}`, { 'accept-encoding': 'br' });
      expect(res.status, path).toBe(status);
      expect(res.headers['content-type'], path).toContain('text/html');
      expect(res.headers['cache-control'], path).toBe('no-cache');
      expect(res.headers.vary?.toLowerCase(), path).toContain('accept-encoding');
      if (res.headers['content-encoding'] === 'br') {
        expect(brotliDecompressSync(res.body).toString(), path).toContain('<div id="root">');
      } else {
        // A page under the compression threshold goes out as it is.
        expect(res.body.toString(), path).toContain('<div id="root">');
      }
    }
  });

  it('compresses API answers above the threshold and leaves small ones alone', async () => {
    // A batch of 100 calls of one public procedure: an answer of a few kilobytes.
    const calls = Array.from({ length: 100 }, () => 'public.getHomeClasses').join(',');
    const input = encodeURIComponent(JSON.stringify(Object.fromEntries(calls.split(',').map((_, i) => [i, {}]))));
    const url = `${t.url}/trpc/${calls}?batch=1&input=${input}`;
    const plain = await rawGet(url, {});
    expect(plain.status, plain.body.toString().slice(0, 300)).toBe(200);
    expect(plain.body.length).toBeGreaterThan(compressThreshold);
    const res = await rawGet(url, { 'accept-encoding': 'gzip, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary?.toLowerCase()).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(res.body).toString())).toEqual(JSON.parse(plain.body.toString()));

    const small = await rawGet(`${t.url}/api/health`, { 'accept-encoding': 'gzip, br' });
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('keeps a tRPC refusal’s status whether or not the answer is compressed', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const one = `${t.url}/trpc/public.getProductById?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { id } }))}`;
    const calls = Array.from({ length: 40 }, () => 'public.getProductById').join(',');
    const many = `${t.url}/trpc/${calls}?batch=1&input=${encodeURIComponent(JSON.stringify(Object.fromEntries(Array.from({ length: 40 }, (_, i) => [i, { id }]))))}`;
    for (const url of [one, many]) {
      for (const accept of [undefined, 'gzip, br']) {
        const headers: Record<string, string> = { authorization: 'Bearer not-a-token' };
        if (accept) headers['accept-encoding'] = accept;
        const res = await rawGet(url, headers);
        expect(res.status, `${accept} ${url.length}`).toBe(401);
        const body = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.body) : res.body;
        expect(body.toString()).toContain('Not authorized, token failed');
      }
    }
  });
});
