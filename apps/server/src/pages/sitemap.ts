import { type Deps, publishedClassPages } from '@quanta/api';
import { XMLBuilder } from 'fast-xml-parser';
import type { FastifyInstance } from 'fastify';
import { classPath, pageUrl } from './page-text';

const languages = ['en', 'zh'] as const;

/** Builds the XML; text and attribute values are escaped (`processEntities`, on by default). */
const builder = new XMLBuilder({ format: true, ignoreAttributes: false, attributeNamePrefix: '@' });

/** The public screens beside the home page and the class pages, which change only with the app. */
const screenPaths = ['/accessibility'];

/** A time as the sitemap protocol's W3C datetime, to the second. */
const lastmodOf = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * The sitemap document (sitemaps.org 0.9): the home page, every published class page and the other public
 * screens (the accessibility statement), each in English and in Chinese (`?lang=`). A class's `<lastmod>`
 * is its last change; the home page's the latest of those, or none when nothing is published; the other
 * screens have none.
 */
export function sitemapXml(publicUrl: string, pages: { id: string; updatedAt: Date }[]): string {
  const latest = pages.reduce<Date | undefined>(
    (at, page) => (at && at >= page.updatedAt ? at : page.updatedAt),
    undefined,
  );
  const entries = [
    { path: '/', updatedAt: latest },
    ...pages.map((page) => ({ path: classPath(page.id), updatedAt: page.updatedAt })),
    ...screenPaths.map((path) => ({ path, updatedAt: undefined })),
  ];
  const url = entries.flatMap(({ path, updatedAt }) =>
    languages.map((lang) => ({
      loc: pageUrl(publicUrl, path, lang),
      ...(updatedAt ? { lastmod: lastmodOf(updatedAt) } : {}),
    })),
  );
  return builder.build({
    '?xml': { '@version': '1.0', '@encoding': 'UTF-8' },
    urlset: { '@xmlns': 'http://www.sitemaps.org/schemas/sitemap/0.9', url },
  });
}

/** `GET /sitemap.xml`: every published class page in both languages, read anew at most hourly by caches. */
export function registerSitemap(server: FastifyInstance, deps: Pick<Deps, 'db' | 'publicUrl'>) {
  server.get('/sitemap.xml', async (_request, reply) => {
    const pages = await publishedClassPages(deps.db);
    return reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemapXml(deps.publicUrl, pages));
  });
}
