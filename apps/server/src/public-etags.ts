import { hash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fresh from 'fresh';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the route of a public read: the answer gets an ETag (`registerPublicEtags`). */
    publicRead: boolean;
  }
}

/** Whether the procedures named (`a.b,c.d`, as a tRPC URL names them) are all public: a GET of them reads. */
export const allPublic = (paths: string) => paths.split(',').every((path) => path.startsWith('public.'));

/**
 * Public reads (the home page's lists, a class's page, the storefront's products, the resource tree) are
 * answered with a weak ETag (the SHA-1 of their JSON) and `Cache-Control: private, no-cache`: the browser
 * keeps the answer and asks again each time, and an unchanged one comes back as a 304 without a body.
 * The tag is the answer's own hash, so it holds whoever asks (a signed-in caller's answer differs, and so
 * does its tag); `private` keeps shared caches out, since an answer may depend on the caller. Registered
 * before compression, so the tag is of the JSON (the same, weak, for every encoding) and a 304 is never
 * compressed. The routes mark their public reads (`req.publicRead`): a REST path's GET of a `public.*`
 * procedure, a tRPC GET whose calls are all `public.*`.
 */
export function registerPublicEtags(server: FastifyInstance) {
  server.decorateRequest('publicRead', false);
  server.addHook('onSend', (req, reply, payload, done) => {
    if (!req.publicRead || reply.statusCode !== 200 || typeof payload !== 'string') return done(null, payload);
    // Node's one-shot hash: about a third cheaper than the `etag` package's hash object.
    const tag = `W/"${hash('sha1', payload, 'base64url')}"`;
    reply.header('etag', tag).header('cache-control', 'private, no-cache');
    if (!fresh(req.headers, { etag: tag })) return done(null, payload);
    // A 304 names what the 200 would have varied on: that answer may have been compressed.
    const vary = reply.getHeader('vary');
    reply
      .code(304)
      .removeHeader('content-type')
      .header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
    done(null, '');
  });
}
