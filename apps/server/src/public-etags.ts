import etag from 'etag';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fresh from 'fresh';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A REST route of a public read, answered with an ETag (`registerPublicEtags`). */
    publicRead?: boolean;
  }
}

/** Whether a tRPC URL's calls (`a.b,c.d` in its path) are all public reads. */
export const allPublic = (paths: string) => paths.split(',').every((path) => path.startsWith('public.'));

/**
 * Public reads (the home page's lists, a class's page, the storefront's products, the resource tree) are
 * answered with a weak ETag of their JSON and `Cache-Control: private, no-cache`: the browser keeps the
 * answer and asks again each time, and an unchanged one comes back as a 304 without a body. The tag is
 * the answer's own hash, so it holds whoever asks (a signed-in caller's answer differs and so does its
 * tag); `private` keeps shared caches out, since an answer may depend on the caller. Registered before
 * compression, so the tag is of the JSON (the same, weak, for every encoding) and a 304 is never
 * compressed.
 */
export function registerPublicEtags(server: FastifyInstance, isPublicRead: (req: FastifyRequest) => boolean) {
  server.addHook('onSend', (req, reply, payload, done) => {
    if (
      (req.method !== 'GET' && req.method !== 'HEAD') ||
      reply.statusCode !== 200 ||
      typeof payload !== 'string' ||
      !isPublicRead(req)
    )
      return done(null, payload);
    const tag = etag(payload, { weak: true });
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
