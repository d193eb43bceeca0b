import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buildClass, buildPublishedClass, UNKNOWN_ID } from '../support/factories/classes';
import { buildTeacher, PASSWORD } from '../support/harness';
import { expectValidCourse } from '../support/schema-org';
import { fitsWidth, newPage, onScreen, phone, shows, signIn, useBrowserTest } from './browser';

/** The page as a crawler reads it: the HTML the server sends, before any script has run. */
async function served(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { headers });
  return { status: res.status, html: await res.text(), headers: res.headers };
}

/** The JSON-LD blocks of a page's head. */
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));

/** Opens a page and waits until the browser has hydrated it; answers what the console and network said. */
async function hydrated(page: Page, path: string) {
  const problems: string[] = [];
  const queries: string[] = [];
  page.on('console', (m) => {
    // The document's own 404 is what the page is for; anything else logged as an error is a problem.
    if (m.type() === 'error' && !/status of 404/.test(m.text())) problems.push(m.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    // The page's data is in it, and its formulas come typeset: neither a query nor KaTeX's code is fetched.
    if (path.startsWith('/trpc/') || /\/assets\/typeset-/.test(path)) queries.push(path);
  });
  const res = await page.goto(path);
  // React marks the root it hydrates (its container key): React's, not another library's, holds the page.
  await expect
    .poll(() =>
      page.evaluate(
        "Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer$'))",
      ),
    )
    .toBe(true);
  await page.waitForLoadState('networkidle');
  return { status: res?.status(), problems, queries };
}

describe('public pages rendered on the server', () => {
  const env = useBrowserTest();

  it('sends the classes, the head search engines read and the Course data in the HTML, in the language asked for', async () => {
    const { t } = env;
    const teacher = await buildTeacher(t, { name: 'Grace Hopper' });
    const klass = await buildPublishedClass(t, teacher, {
      name: 'Waves & <Optics>',
      category: 'Physics',
      language: 'en',
      priceMinor: 432_100,
      introduction: '<p>Light as a wave: $\\lambda = v/f$, interference and diffraction.</p>',
      startDate: '2027-01-11',
    });
    const zhClass = await buildPublishedClass(t, teacher, { name: '电磁学入门', category: 'Physics', language: 'zh' });
    const draft = await buildClass(t, teacher, { name: 'Unpublished Draft', language: 'en' });

    const home = await served(`${t.url}/?lang=en`);
    expect(home.status).toBe(200);
    // The colour scheme is on the page from the first paint: Mantine's colours are defined under it.
    expect(home.html).toContain('<html lang="en" data-server-rendered data-mantine-color-scheme="light">');
    expect(home.html).toContain('Waves &amp; &lt;Optics&gt;');
    expect(home.html).not.toContain('Unpublished Draft');
    expect(home.html).toContain('<link rel="canonical" href="http://quanta.test/?lang=en">');
    // The first link skips the header to the screen, which takes the focus: before any script has run too.
    expect(home.html).toMatch(
      /<div id="root">(<style[^>]*>[^<]*<\/style>)?<a href="#main"[^>]*>Skip to main content<\/a>/,
    );
    expect(home.html).toMatch(/<main id="main" tabindex="-1"/);
    // The language control is a pair of links: it works before the page's scripts have run.
    expect(home.html).toMatch(/<a href="\?lang=zh"[^>]*>中文<\/a>/);

    // The language: the address, then the cookie, then the browser's languages.
    expect((await served(`${t.url}/?lang=zh`)).html).toContain('电磁学入门');
    expect((await served(`${t.url}/`, { cookie: 'lang=zh' })).html).toContain('<html lang="zh"');
    expect((await served(`${t.url}/`, { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' })).html).toContain(
      '<html lang="zh"',
    );
    expect((await served(`${t.url}/?lang=en`, { cookie: 'lang=zh' })).html).toContain('<html lang="en"');

    for (const lang of ['en', 'zh'] as const) {
      const page = await served(`${t.url}/class/${klass.id}?lang=${lang}`);
      expect(page.status).toBe(200);
      expect(page.html).toContain(`<html lang="${lang}"`);
      expect(page.html).toContain('<title>Waves &amp; &lt;Optics&gt; · Quanta</title>');
      expect(page.html).toContain('<meta name="description" content="Light as a wave: $\\lambda = v/f$');
      expect(page.html).toContain(
        `<link rel="alternate" hreflang="zh" href="http://quanta.test/class/${klass.id}?lang=zh">`,
      );
      expect(page.html).toMatch(/<h1[^>]*>Waves &amp; &lt;Optics&gt;<\/h1>/);
      // Its formula typeset by the server, readable before any script runs.
      expect(page.html).toMatch(
        /<span class="katex">[\s\S]*?<annotation encoding="application\/x-tex">\\lambda = v\/f<\/annotation>/,
      );
      // The price is for signed-in readers: not in the markup, the page's data or the structured data.
      expect(page.html).not.toContain('4321');
      const [course] = jsonLd(page.html);
      expectValidCourse(course);
      expect(course).toMatchObject({
        '@type': 'Course',
        name: 'Waves & <Optics>',
        provider: { '@type': 'Organization', name: 'Quanta' },
        hasCourseInstance: { '@type': 'CourseInstance', startDate: '2027-01-11' },
      });
    }
    expect((await served(`${t.url}/class/${zhClass.id}`)).status).toBe(200);

    // An unpublished or unknown class, or a path that is no screen: 404 with a real page, kept out of indexes.
    for (const path of [`/class/${draft.id}`, `/class/${UNKNOWN_ID}`, '/no/such/screen']) {
      const page = await served(`${t.url}${path}`);
      expect(page.status, path).toBe(404);
      expect(page.html, path).toContain('<meta name="robots" content="noindex">');
      expect(page.html, path).toMatch(/not found/i);
    }
    // A signed-in screen is the app's shell, rendered by the browser.
    const shell = await served(`${t.url}/teach/classlist`);
    expect(shell.status).toBe(200);
    expect(shell.headers.get('x-app-shell')).toBe('1');
    expect(shell.html).not.toContain('data-server-rendered');
  });

  it('hydrates the pages in both languages without errors and without asking for their data again', async () => {
    const { t, browser } = env;
    const teacher = await buildTeacher(t);
    for (const [lang, viewport] of [
      ['en', { width: 1366, height: 900 }],
      ['zh', phone],
    ] as const) {
      // The home page lists the classes of its language.
      const name = `Hydrated Mechanics ${lang}`;
      const klass = await buildPublishedClass(t, teacher, {
        name,
        category: 'Physics',
        language: lang,
        introduction: '<p>Momentum $p = mv$ is conserved.</p>',
      });
      const page = await newPage(browser, t, viewport);
      for (const path of [`/?lang=${lang}`, `/class/${klass.id}?lang=${lang}`, `/class/${UNKNOWN_ID}?lang=${lang}`]) {
        const { problems, queries } = await hydrated(page, path);
        expect(problems, path).toEqual([]);
        expect(queries, path).toEqual([]);
        expect(await page.evaluate('document.documentElement.lang'), path).toBe(lang);
      }
      // Hydrated, the page works as the app: a link navigates without a page load and the title follows.
      await hydrated(page, `/?lang=${lang}`);
      await page
        .getByRole('article', { name })
        .getByRole('link', { name: lang === 'en' ? 'Learn More' : '了解更多' })
        .click();
      await shows(page.getByRole('heading', { name, level: 1 }));
      expect(await page.title()).toBe(`${name} · Quanta`);
      await page.getByRole('link', { name: 'Quanta' }).first().click();
      await page.waitForURL((url) => url.pathname === '/');
      await expect.poll(() => page.title()).toBe('Quanta');
      await page.context().close();
    }
  });

  it('renders the accessibility statement in both languages, linked from the footer of every page', async () => {
    const { t, browser } = env;
    const words = {
      en: { title: 'Accessibility statement', link: 'Accessibility', skip: 'Skip to main content' },
      zh: { title: '无障碍声明', link: '无障碍', skip: '跳到主要内容' },
    } as const;
    for (const lang of ['en', 'zh'] as const) {
      const page = await served(`${t.url}/accessibility?lang=${lang}`);
      expect(page.status).toBe(200);
      expect(page.html).toContain(`<html lang="${lang}" data-server-rendered `);
      expect(page.html).toContain(`<title>${words[lang].title} · Quanta</title>`);
      expect(page.html).toContain(`<link rel="canonical" href="http://quanta.test/accessibility?lang=${lang}">`);
      expect(page.html).not.toContain('noindex');
      expect(page.html).toMatch(new RegExp(`<h1[^>]*>${words[lang].title}</h1>`));
      expect(page.html).toContain('WCAG 2.1');
      // Every rendered page's footer links to it, the home page's as well.
      const home = await served(`${t.url}/?lang=${lang}`);
      for (const html of [page.html, home.html])
        expect(html).toMatch(new RegExp(`<a href="/accessibility"[^>]*>${words[lang].link}</a>`));
    }

    for (const [lang, viewport] of [
      ['en', { width: 1366, height: 900 }],
      ['zh', phone],
    ] as const) {
      const page = await newPage(browser, t, viewport);
      const { problems, queries } = await hydrated(page, `/accessibility?lang=${lang}`);
      expect(problems).toEqual([]);
      expect(queries).toEqual([]);
      // The first Tab reaches the skip link, shown whole once focused; following it puts the focus on the screen.
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: words[lang].skip });
      await expect.poll(() => page.evaluate('document.activeElement?.textContent')).toBe(words[lang].skip);
      await onScreen(page, skip);
      await fitsWidth(page);
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate('document.activeElement?.id')).toBe('main');
      await fitsWidth(page);

      // From the home page, the footer's link opens the statement in the app, and the title follows.
      await hydrated(page, `/?lang=${lang}`);
      await page.getByRole('contentinfo').getByRole('link', { name: words[lang].link }).click();
      await shows(page.getByRole('heading', { name: words[lang].title, level: 1 }));
      await expect.poll(() => page.title()).toBe(`${words[lang].title} · Quanta`);
      await page.context().close();
    }
  });

  it('offers the classes of every language beside those of the interface language, on a phone', async () => {
    const { t, browser } = env;
    const teacher = await buildTeacher(t);
    await buildPublishedClass(t, teacher, { name: 'Catalogue English Optics', category: 'Physics' });
    await buildPublishedClass(t, teacher, { name: '目录中文光学', category: 'Physics', language: 'zh' });
    const page = await newPage(browser, t, phone);
    // The choice is the app's control: it answers once the page has hydrated.
    await hydrated(page, '/');
    await shows(page.getByText('Catalogue English Optics'));
    expect(await page.getByText('目录中文光学').count()).toBe(0);
    await page.getByRole('radiogroup', { name: 'Languages of the classes' }).getByText('All languages').click();
    await shows(page.getByText('目录中文光学'));
    await shows(page.getByText('Catalogue English Optics'));
    expect(new URL(page.url()).searchParams.get('language')).toBe('all');
    await fitsWidth(page);
  });

  it('shows a signed-in reader the price once the page has hydrated', async () => {
    const { t, browser } = env;
    const teacher = await buildTeacher(t);
    const klass = await buildPublishedClass(t, teacher, { name: 'Priced Optics', priceMinor: 250_000 });
    const page = await newPage(browser, t);
    await signIn(page, teacher.email, PASSWORD);
    await page.goto(`/class/${klass.id}`);
    await shows(page.getByTestId('class-price'));
    expect(await page.getByTestId('class-price').textContent()).toContain('2,500');
  });

  it('tells crawlers what to read: robots.txt names the signed-in areas and the sitemap', async () => {
    const { t } = env;
    const robots = await (await fetch(`${t.url}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /teach/\n');
    expect(robots).toContain('Disallow: /admin/\n');
    expect(robots).toContain('Disallow: /myclasses\n');
    expect(robots).not.toMatch(/Disallow: \/class\/?\n/);
    expect(robots).toContain('Sitemap: http://quanta.test/sitemap.xml');
  });
});
