import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { Deps } from '@quanta/api';
import type { FastifyInstance } from 'fastify';
import { publicAnswer } from './public-answer';
import { loadRenderer } from './renderer';
import { registerRobots } from './robots';
import { pageServer } from './serve-page';
import { registerSitemap } from './sitemap';

/** A path that names a screen of the web app: not the API's, not an upload, not a file. */
const isScreenPath = (path: string) =>
  !path.startsWith('/api/') &&
  !path.startsWith('/trpc/') &&
  !path.startsWith('/uploads/') &&
  !/\.[a-z0-9]+$/i.test(path);

/**
 * The web app: `/robots.txt` and `/sitemap.xml` always; with a built app (`webDist`), its hashed assets (the
 * build's brotli and gzip copies, cached for good, looked up per request so a rebuilt app is served without
 * a restart), its service worker, the shell at `/index.html`, and every screen path through the page server
 * (public screens rendered here, the others the shell). Anything else is the API's JSON 404.
 */
export async function registerWebApp(
  server: FastifyInstance,
  options: { webDist: string | undefined; deps: Deps; publicUrl: string; schoolName: string },
) {
  const { webDist, deps, publicUrl, schoolName } = options;
  const renderer = webDist ? await loadRenderer(webDist) : undefined;
  registerRobots(server, { publicUrl, disallow: () => renderer?.signedInAreas() ?? [] });
  registerSitemap(server, deps);
  if (!webDist || !renderer) return;
  await server.register(fastifyStatic, {
    root: join(webDist, 'assets'),
    prefix: '/assets/',
    wildcard: true,
    preCompressed: true,
    index: false,
    cacheControl: false,
    setHeaders: (res) => {
      res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      res.setHeader('vary', 'Accept-Encoding');
    },
  });
  server.get('/sw.js', (_req, reply) =>
    reply.header('cache-control', 'no-cache').header('vary', 'Accept-Encoding').sendFile('sw.js', webDist),
  );
  const pages = pageServer({ webDist, renderer, publicUrl, schoolName, answer: publicAnswer(deps) });
  server.get('/index.html', pages.shell);
  server.get('/*', (req, reply) =>
    isScreenPath(req.url.split('?')[0] ?? '') ? pages.serve(req, reply) : reply.callNotFound(),
  );
}
