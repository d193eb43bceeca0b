import { describe, expect, it } from 'vitest';
import { courseJsonLd } from '../../src/pages/course-json-ld';
import { type ClassHeadData, type PageHeadInput, pageHead } from '../../src/pages/head';
import { courseProblems, expectValidCourse } from '../support/schema-org';

const site = { publicUrl: 'https://school.example', schoolName: 'Quanta' };
const id = '0b7c4f6e-2d1a-4c3b-9e8f-7a6b5c4d3e2f';
const klass: ClassHeadData = {
  _id: id,
  name: 'A <b>&"quote"',
  introduction:
    '<p>Mechanics from the ground up: <strong>forces</strong>, energy &amp; momentum, with $F = ma$ worked through.</p><p>Weekly homework that checks itself, and a teacher who reads every answer you hand in.</p>',
  description: '<p>Short description</p>',
  image: '/uploads/2026/pendulum.png',
  startDate: '2026-09-01',
  category: 'Physics',
  language: 'en',
  user: { name: 'Ada Teacher' },
};
const head = (page: PageHeadInput['page'], o: Partial<PageHeadInput> = {}) =>
  pageHead({ lang: 'en', path: page.kind === 'class' ? `/class/${id}` : '/', ...site, page, ...o });
const lines = (html: string) => html.split('\n');
const attr = (html: string, pattern: RegExp) => html.match(pattern)?.[1];
const jsonLdOf = (html: string) =>
  JSON.parse(attr(html, /<script type="application\/ld\+json">(.*)<\/script>/) ?? 'null') as unknown;

describe('pageHead', () => {
  it('names the class and the school in the title, escaped, each tag on its own line', () => {
    const html = head({ kind: 'class', klass });
    expect(lines(html)[0]).toBe('<title>A &lt;b&gt;&amp;&quot;quote&quot; · Quanta</title>');
    expect(html).toContain('<meta property="og:title" content="A &lt;b&gt;&amp;&quot;quote&quot; · Quanta">');
    expect(html).not.toContain('<b>');
    expect(lines(html).every((line) => /^<(title|meta|link|script)\b.*>$/.test(line))).toBe(true);
  });

  it('describes a class by its introduction as text, cut at a word to 160 characters', () => {
    const description = attr(head({ kind: 'class', klass }), /<meta name="description" content="([^"]*)">/);
    expect(description).toBe(
      'Mechanics from the ground up: forces, energy &amp; momentum, with $F = ma$ worked through. Weekly homework that checks itself, and a teacher who reads every answer…',
    );
    expect(description?.replace('&amp;', '&')).toHaveLength(160);
  });

  it('falls back to the description, then to a line naming the class and the school', () => {
    const noIntro = head({ kind: 'class', klass: { ...klass, introduction: '<p></p>' } });
    expect(attr(noIntro, /name="description" content="([^"]*)"/)).toBe('Short description');
    const none = head({ kind: 'class', klass: { ...klass, introduction: '', description: '' } }, { lang: 'zh' });
    expect(attr(none, /name="description" content="([^"]*)"/)).toBe(
      'Quanta 课程「A &lt;b&gt;&amp;&quot;quote&quot;」：在线作业、考试与练习。',
    );
  });

  it('never cuts inside a formula, and cuts Chinese between words', () => {
    const formula = `<p>${'word '.repeat(29)}then $a^2 + b^2 = c^2$ holds.</p>`;
    const cut = attr(
      head({ kind: 'class', klass: { ...klass, introduction: formula } }),
      /name="description" content="([^"]*)"/,
    );
    expect(cut).toBe(`${'word '.repeat(29)}then…`);
    const zh = '<p>'.concat('物理课程讲解力学与能量。'.repeat(20), '</p>');
    const zhCut = attr(
      head({ kind: 'class', klass: { ...klass, introduction: zh } }, { lang: 'zh' }),
      /content="([^"]*)">\n<link rel="canonical"/,
    );
    expect(zhCut?.endsWith('…')).toBe(true);
    expect(zhCut?.length).toBeLessThanOrEqual(160);
  });

  it('gives the canonical URL and the en, zh and x-default alternates', () => {
    const html = head({ kind: 'class', klass }, { lang: 'zh' });
    const base = `https://school.example/class/${id}`;
    expect(html).toContain(`<link rel="canonical" href="${base}?lang=zh">`);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${base}?lang=en">`);
    expect(html).toContain(`<link rel="alternate" hreflang="zh" href="${base}?lang=zh">`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${base}">`);
    expect(html).toContain(`<meta property="og:url" content="${base}?lang=zh">`);
    expect(html).toContain('<meta property="og:locale" content="zh_CN">');
  });

  it('makes the picture absolute for Open Graph and picks the large card only with a picture', () => {
    const html = head({ kind: 'class', klass });
    expect(html).toContain('<meta property="og:image" content="https://school.example/uploads/2026/pendulum.png">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    const bare = head({ kind: 'class', klass: { ...klass, image: '' } });
    expect(bare).not.toContain('og:image');
    expect(bare).toContain('<meta name="twitter:card" content="summary">');
  });

  it('carries Course JSON-LD that cannot end its script element and holds no price', () => {
    const html = head({ kind: 'class', klass: { ...klass, name: 'Physics </script><script>alert(1)</script>' } });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain('\\u003c/script\\u003e');
    const jsonLd = jsonLdOf(html);
    expect(jsonLd).toMatchObject({ '@type': 'Course', name: 'Physics </script><script>alert(1)</script>' });
    expectValidCourse(jsonLd);
    expect(html).not.toMatch(/price|offers|USD|¥/i);
  });

  it('titles the home page with the school', () => {
    expect(lines(head({ kind: 'home', introduction: '' }))[0]).toBe('<title>Quanta</title>');
    expect(head({ kind: 'home', introduction: '' })).toContain(
      '<meta name="description" content="Physics and math classes at Quanta: homework, exams and practice online.">',
    );
    expect(head({ kind: 'home', introduction: '<h2>Welcome</h2><p>Small classes.</p>' })).toContain(
      '<meta name="description" content="Welcome. Small classes.">',
    );
    expect(head({ kind: 'home', introduction: '' })).not.toContain('application/ld+json');
  });

  it("titles another public screen with its name and the school's, leaving its description to search engines", () => {
    const html = head({ kind: 'screen', title: '无障碍声明' }, { path: '/accessibility', lang: 'zh' });
    expect(lines(html)[0]).toBe('<title>无障碍声明 · Quanta</title>');
    expect(html).toContain('<link rel="canonical" href="https://school.example/accessibility?lang=zh">');
    expect(html).toContain('<meta property="og:title" content="无障碍声明 · Quanta">');
    expect(html).not.toMatch(/description|noindex/);
  });

  it('marks a missing page noindex, without canonical or alternates', () => {
    const html = head({ kind: 'notFound' }, { path: '/nowhere', lang: 'zh' });
    expect(lines(html)).toEqual(['<title>页面不存在 · Quanta</title>', '<meta name="robots" content="noindex">']);
  });
});

describe('courseJsonLd', () => {
  it('is a Course schema.org accepts, with the school as provider and the start date', () => {
    const jsonLd = courseJsonLd(klass, { ...site, lang: 'en' });
    expect(jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: klass.name,
      description:
        'Mechanics from the ground up: forces, energy & momentum, with $F = ma$ worked through. Weekly homework that checks itself, and a teacher who reads every answer you hand in.',
      url: `https://school.example/class/${id}?lang=en`,
      inLanguage: 'en',
      image: 'https://school.example/uploads/2026/pendulum.png',
      provider: { '@type': 'Organization', name: 'Quanta', url: 'https://school.example' },
      hasCourseInstance: {
        '@type': 'CourseInstance',
        courseMode: 'Online',
        startDate: '2026-09-01',
        instructor: { '@type': 'Person', name: 'Ada Teacher' },
      },
    });
    expectValidCourse(jsonLd);
    // The language it is taught in, on a page in either language.
    const undated = courseJsonLd({ ...klass, startDate: '', image: '', language: 'zh' }, { ...site, lang: 'en' });
    expect(undated).not.toHaveProperty('hasCourseInstance');
    expect(undated).toMatchObject({ inLanguage: 'zh-CN' });
    expectValidCourse(undated);
  });

  it('rejects documents schema.org or Google would not accept', () => {
    const good = courseJsonLd(klass, { ...site, lang: 'en' });
    expect(courseProblems({ ...good, price: 100 })).toEqual(['Course.price: not a schema.org property of Course']);
    expect(courseProblems({ ...good, provider: 7 })).toEqual(['Course.provider: a number fits none of its ranges']);
    expect(courseProblems({ ...good, provider: { '@type': 'Place', name: 'x' } })).toEqual([
      'Course.provider: Place is not one of Organization, Person',
    ]);
    expect(courseProblems({ ...good, hasCourseInstance: { '@type': 'CourseInstance', startDate: '1 Sept' } })).toEqual([
      'Course.hasCourseInstance.startDate: "1 Sept" fits none of its ranges',
    ]);
    // startDate is an Event's (a CourseInstance's), not a Course's.
    expect(courseProblems({ ...good, startDate: '2026-09-01' })[0]).toMatch(
      /^Course\.startDate: not a property of Course/,
    );
    const { description: _, ...undescribed } = good;
    expect(courseProblems(undescribed)).toEqual(['Course.description is required']);
    expect(() => expectValidCourse({ ...good, url: 'not a url' })).toThrow();
  });
});
