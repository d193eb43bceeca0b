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
