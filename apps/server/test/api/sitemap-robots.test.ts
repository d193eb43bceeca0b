import { readFileSync } from 'node:fs';
import { classes } from '@quanta/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { robotsTxt } from '../../src/pages/robots';
import { buildClass, buildPublishedClass } from '../support/factories/classes';
import { useTestApp } from '../support/fixture';
import { buildTeacher } from '../support/harness';

/** sitemaps.org's schema, as published (see test/fixtures/seo/README.md). */
const sitemapXsd = readFileSync(new URL('../fixtures/seo/sitemap.xsd', import.meta.url), 'utf8');
const validateSitemap = (xml: string) =>
  validateXML({
    xml: { fileName: 'sitemap.xml', contents: xml },
    schema: { fileName: 'sitemap.xsd', contents: sitemapXsd },
  });

describe('GET /sitemap.xml and /robots.txt', () => {
  const t = useTestApp();
  let published: { id: string; updatedAt: Date };
  let other: { id: string; updatedAt: Date };
  let draft: { id: string };
  let submitted: { id: string };

  beforeAll(async () => {
    const teacher = await buildTeacher(t);
    published = await buildPublishedClass(t, teacher, { name: 'Mapped Physics', language: 'en' });
    other = await buildPublishedClass(t, teacher, { name: '映射数学', language: 'zh' });
    draft = await buildClass(t, teacher, { name: 'Draft Physics' });
    submitted = await buildClass(t, teacher, { name: 'Submitted Physics', isPublish: 1 });
    // A known last change, so <lastmod> can be asserted to the second.
    const changed = new Date('2026-10-05T08:30:15.250Z');
    await t.app.deps.db.update(classes).set({ updatedAt: changed }).where(eq(classes.id, other.id));
    other = { ...other, updatedAt: changed };
  });

  const get = (path: string) => fetch(`${t.url}${path}`);
  /** Each <url> of a sitemap as [loc, lastmod]. */
  const entries = (xml: string) =>
    [...xml.matchAll(/<url>\s*<loc>([^<]*)<\/loc>(?:\s*<lastmod>([^<]*)<\/lastmod>)?\s*<\/url>/g)].map((m) => [
      m[1],
      m[2],
    ]);

  /** The accessibility statement's entries, which carry no last change. */
  const statement = (['en', 'zh'] as const).map((lang) => [`http://quanta.test/accessibility?lang=${lang}`, undefined]);

  it('lists the home page, every published class and the statement in both languages, with their last changes', async () => {
    const res = await get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    const xml = await res.text();
    const second = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, 'Z');
    const latest = new Date(Math.max(published.updatedAt.getTime(), other.updatedAt.getTime()));
    const classEntries = (c: { id: string; updatedAt: Date }) =>
      (['en', 'zh'] as const).map((lang) => [`http://quanta.test/class/${c.id}?lang=${lang}`, second(c.updatedAt)]);
    expect(entries(xml).sort()).toEqual(
      [
        ['http://quanta.test/?lang=en', second(latest)],
        ['http://quanta.test/?lang=zh', second(latest)],
        ...classEntries(published),
        ...classEntries(other),
        ...statement,
      ].sort(),
    );
    expect(xml).toContain('<lastmod>2026-10-05T08:30:15Z</lastmod>');
    expect(xml).not.toContain(draft.id);
    expect(xml).not.toContain(submitted.id);
  });

  it('is valid against the sitemaps.org 0.9 schema, and the check catches a broken one', async () => {
    const xml = await (await get('/sitemap.xml')).text();
    const result = await validateSitemap(xml);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);

    const noLoc = xml.replace(/<loc>[^<]*<\/loc>/, '');
    const broken = await validateSitemap(noLoc);
    expect(broken.valid).toBe(false);
    expect(broken.errors[0]?.message).toMatch(/lastmod.*not expected.*loc/s);
    const badDate = await validateSitemap(xml.replace(/<lastmod>[^<]*<\/lastmod>/, '<lastmod>last week</lastmod>'));
    expect(badDate.valid).toBe(false);
  });

  it('leaves out lastmod on the home page while nothing is published', async () => {
    await t.app.deps.db.update(classes).set({ isPublish: 0 });
    try {
      const xml = await (await get('/sitemap.xml')).text();
      expect(entries(xml)).toEqual([
        ['http://quanta.test/?lang=en', undefined],
        ['http://quanta.test/?lang=zh', undefined],
        ...statement,
      ]);
      expect((await validateSitemap(xml)).valid).toBe(true);
    } finally {
      await t.app.deps.db.update(classes).set({ isPublish: 2 }).where(eq(classes.id, published.id));
      await t.app.deps.db.update(classes).set({ isPublish: 2 }).where(eq(classes.id, other.id));
      await t.app.deps.db.update(classes).set({ isPublish: 1 }).where(eq(classes.id, submitted.id));
    }
  });

  it('serves robots.txt: public pages allowed, signed-in areas and the APIs disallowed, the sitemap named', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = (await res.text()).split('\n');
    expect(lines.slice(0, 3)).toEqual(['User-agent: *', 'Allow: /', 'Allow: /class/']);
    const disallowed = lines.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice(10));
    // The web app's guarded areas (none without the built web app), then the APIs, each once.
    expect(disallowed).toEqual(expect.arrayContaining(['/api/', '/trpc/']));
    expect(new Set(disallowed).size).toBe(disallowed.length);
    expect(disallowed).not.toContain('/uploads/');
    expect(disallowed).not.toContain('/class/');
    expect(lines).toContain('Sitemap: http://quanta.test/sitemap.xml');
  });

  it('adds the APIs to the guarded areas once each, in order', () => {
    expect(robotsTxt('https://school.example', ['/teach/', '/api/', '/admin/', '/teach/'])).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Allow: /class/',
        'Disallow: /teach/',
        'Disallow: /api/',
        'Disallow: /admin/',
        'Disallow: /trpc/',
        '',
        'Sitemap: https://school.example/sitemap.xml',
        '',
      ].join('\n'),
    );
  });
});
