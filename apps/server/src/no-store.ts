import type { FastifyInstance } from 'fastify';

/** The API's paths: REST under `/api/`, tRPC under `/trpc/`. */
const apiPath = /^\/(api|trpc)\//;

/**
 * `Cache-Control: no-store` on every answer to a request that carries a token (REST, tRPC, uploads: the
 * user info, the gradebook and its export, trends, …) and on every API answer (a sign-in's holds a token),
 * so neither the browser nor any cache between keeps a signed-in caller's data. An answer whose route set
 * its own caching keeps it: the public reads' ETags (`registerPublicEtags`, whose hook runs before this
 * one), the web app's assets and pages, uploads, the API reference. Registered after `registerPublicEtags`.
 */
export function registerNoStore(server: FastifyInstance) {
  server.addHook('onSend', (req, reply, payload, done) => {
    // Static files set theirs on the raw answer.
    const ownCaching = reply.hasHeader('cache-control') || reply.raw.hasHeader('cache-control');
    if (!ownCaching && (req.headers.authorization !== undefined || apiPath.test(req.url))) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}
