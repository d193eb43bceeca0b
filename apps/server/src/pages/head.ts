import { courseJsonLd } from './course-json-ld';
import { absoluteImageUrl, cutText, pageUrl, plainLine } from './page-text';
import { pageWords } from './page-words';

/** What a class page's head is made from: public fields only (the price is for signed-in readers). */
export interface ClassHeadData {
  _id: string;
  name: string;
  /** Sanitised HTML. */
  introduction: string;
  /** HTML. */
  description: string;
  /** '' or a site path such as /uploads/…, or an absolute URL. */
  image: string;
  /** 'YYYY-MM-DD' or ''. */
  startDate: string;
  category: string;
  /** The language the class is taught in (`en`, `zh`). */
  language: string;
  user: { name: string };
}

/** A server-rendered public page, as its head describes it. */
export interface PageHeadInput {
  lang: 'en' | 'zh';
  /** '/', '/class/<id>', another public screen's path (`/accessibility`), or any path for a 404. */
  path: string;
  /** The site's origin, without a trailing slash. */
  publicUrl: string;
  schoolName: string;
  page:
    | { kind: 'home'; introduction: string }
    | { kind: 'class'; klass: ClassHeadData }
    /** A public screen with no record of its own, named by its route (`Accessibility statement`). */
    | { kind: 'screen'; title: string }
    | { kind: 'notFound' };
}

/** The longest meta description. */
const descriptionMax = 160;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** JSON for a `<script>` element: `<`, `>` and `&` as \u escapes, so no text in it can end the element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

/** The title and the meta description of a page, in its language. */
function titleAndDescription({ lang, schoolName: school, page }: PageHeadInput): [string, string] {
  const w = pageWords[lang];
  switch (page.kind) {
    case 'home':
      return [school, cutText(plainLine(page.introduction), descriptionMax, lang) || w.home(school)];
    case 'class': {
      const { klass } = page;
      const text = plainLine(klass.introduction) || plainLine(klass.description);
      return [`${klass.name} · ${school}`, text ? cutText(text, descriptionMax, lang) : w.klass(klass.name, school)];
    }
    case 'screen':
      return [`${page.title} · ${school}`, ''];
    case 'notFound':
      return [`${w.notFound} · ${school}`, ''];
  }
}

/**
 * The head tags search engines and link previews read on a server-rendered public page, one a line:
 * title, meta description, canonical URL and hreflang alternates (en, zh, x-default), Open Graph and
 * Twitter card, and for a class its schema.org `Course` JSON-LD. A page that is not found gets a title
 * and `noindex` only. Attribute values are HTML-escaped.
 */
export function pageHead(input: PageHeadInput): string {
  const { lang, path, publicUrl, schoolName, page } = input;
  const [title, description] = titleAndDescription(input);
  const lines = [`<title>${escapeHtml(title)}</title>`];
  if (page.kind === 'notFound') {
    lines.push(meta('name', 'robots', 'noindex'));
    return lines.join('\n');
  }
  const canonical = pageUrl(publicUrl, path, lang);
  const image = page.kind === 'class' ? absoluteImageUrl(page.klass.image, publicUrl) : undefined;
  lines.push(
    // A screen without words of its own for search results leaves them to the search engine.
    ...(description ? [meta('name', 'description', description)] : []),
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...(['en', 'zh'] as const).map(
      (other) => `<link rel="alternate" hreflang="${other}" href="${escapeHtml(pageUrl(publicUrl, path, other))}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(pageUrl(publicUrl, path))}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', schoolName),
    meta('property', 'og:title', title),
    ...(description ? [meta('property', 'og:description', description)] : []),
    meta('property', 'og:url', canonical),
    ...(image ? [meta('property', 'og:image', image)] : []),
    meta('property', 'og:locale', lang === 'zh' ? 'zh_CN' : 'en_US'),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
  );
  if (page.kind === 'class') {
    const jsonLd = courseJsonLd(page.klass, { publicUrl, schoolName, lang });
    lines.push(`<script type="application/ld+json">${scriptJson(jsonLd)}</script>`);
  }
  return lines.join('\n');
}
