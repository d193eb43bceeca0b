import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The Content-Security-Policy of the app and the API. Scripts only from this origin (the built bundle);
 * styles also inline (Mantine sets style attributes and a style element for its theme, the editor and
 * KaTeX place elements with inline styles); pictures and video from this origin's uploads, the editor's
 * `data:`/`blob:` pictures and the drawing board, and the http(s) addresses rich text may name; fonts from
 * this origin (KaTeX's); no plugins, no frames, no framing by other sites, forms only to this origin.
 */
export const contentSecurityPolicy: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
  'media-src': ["'self'", 'blob:', 'https:', 'http:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'frame-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

/**
 * The headers a built script, stylesheet, font or picture under /assets/ needs: the policies that only
 * documents and workers read (CSP, framing, HSTS, referrer, opener) come with the page that loads it,
 * so each of a page's thirty assets does not carry a kilobyte of them.
 */
const assetHeaderNames = ['x-content-type-options', 'cross-origin-resource-policy'];

/**
 * The policy of the API's answers (`/api/`, `/trpc/`): JSON, or a file, never a document that runs or
 * loads anything (OWASP's REST Security Cheat Sheet). The API reference page (`/api/docs`) sets its own.
 */
export const apiContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'";

/**
 * What an API answer carries of the app's headers: the policies a browser reads on any answer (sniffing,
 * framing, HSTS, referrer, cross-origin reads), with the API's own CSP; the rest (opener, agent cluster,
 * DNS prefetch and the legacy ones) concern documents only, and each call would carry half a kilobyte
 * of them.
 */
const apiHeaderNames = [
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'strict-transport-security',
  'cross-origin-resource-policy',
];

/** An API answer's path: `/api/…` or `/trpc/…`. */
const isApi = (url: string) => url.startsWith('/api/') || url.startsWith('/trpc/');

/**
 * Security headers on every answer (the app, the API with its own policy, and uploads, which set a
 * stricter CSP of their own), as helmet writes them: they are the same for every request, so helmet runs
 * once at start-up and each answer gets the resulting headers; hashed assets get only those an asset needs.
 */
export function registerSecurityHeaders(server: FastifyInstance) {
  const headers: Record<string, string> = {};
  const collect = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: () => {},
  };
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  })({} as IncomingMessage, collect as unknown as ServerResponse, () => {});
  const assetHeaders = Object.fromEntries(assetHeaderNames.map((name) => [name, headers[name]]));
  const apiHeaders = {
    ...Object.fromEntries(apiHeaderNames.map((name) => [name, headers[name]])),
    'content-security-policy': apiContentSecurityPolicy,
  };
  server.addHook('onRequest', (req, reply, done) => {
    reply.headers(req.url.startsWith('/assets/') ? assetHeaders : isApi(req.url) ? apiHeaders : headers);
    done();
  });
}
