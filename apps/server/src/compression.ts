import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const compressThreshold = 1024;

/**
 * API answers (REST, tRPC, JSON errors) and pages are compressed on the fly above the threshold, brotli at a
 * fast level or gzip, whichever the client accepts. The web app's assets are compressed once at build and
 * served as they are (preCompressed in pages/web-app.ts), so their route is left out here.
 */
export async function registerCompression(server: FastifyInstance): Promise<void> {
  server.addHook('onRoute', (route) => {
    if (route.url === '/assets/*') {
      route.config = { ...(route.config as object), compress: false } as typeof route.config;
    }
  });
  // tRPC answers with a web Response, whose status the compressor would drop (a 401 went out as 200):
  // it is turned into status, headers and bytes first (tRPC's answers here are whole JSON, not streams).
  server.addHook('onSend', (_request, reply, payload, done) => {
    if (!(payload instanceof Response)) return done(null, payload);
    reply.code(payload.status);
    for (const [name, value] of payload.headers) reply.header(name, value);
    payload.arrayBuffer().then((bytes) => done(null, Buffer.from(bytes)), done);
  });
  await server.register(fastifyCompress, {
    global: true,
    threshold: compressThreshold,
    encodings: ['br', 'gzip'],
  });
}
