import type { FastifyInstance } from 'fastify';

/** Path prefixes no crawler needs whatever the web app guards: the APIs. Uploads stay open (class pictures). */
const alwaysDisallowed = ['/api/', '/trpc/'];

/** robots.txt: every crawler may read the public pages, not the signed-in areas, and is told where the sitemap is. */
export function robotsTxt(publicUrl: string, disallowed: string[]): string {
  const prefixes = [...new Set([...disallowed, ...alwaysDisallowed])];
  return [
    'User-agent: *',
    'Allow: /',
    'Allow: /class/',
    ...prefixes.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * `GET /robots.txt`. `disallow` lists the path prefixes of the web app's signed-in areas (read on each
 * request); `/api/` and `/trpc/` are added to them.
 */
export function registerRobots(server: FastifyInstance, input: { publicUrl: string; disallow: () => string[] }) {
  server.get('/robots.txt', async (_request, reply) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(input.publicUrl, input.disallow())),
  );
}
