/** Schemes a link may use; anything else (javascript:, data:, vbscript:…) is refused. */
const allowedSchemes = new Set(['http:', 'https:', 'mailto:']);

/**
 * The link as it will be stored, or null when it is not safe: only http, https and mailto. A bare
 * `example.com/page` gets `https://`; an address like `name@example.com` gets `mailto:`.
 *
 * @example safeUrl('javascript:alert(1)') // null
 */
export function safeUrl(input: string): string | null {
  const raw = input.trim();
  if (!raw) return null;
  // Browsers ignore control characters and whitespace inside a scheme: `java\tscript:` is javascript:.
  const compact = Array.from(raw)
    .filter((ch) => ch.charCodeAt(0) > 0x20 && ch.charCodeAt(0) !== 0x7f)
    .join('');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  let candidate = raw;
  if (scheme) {
    if (!allowedSchemes.has(`${scheme}:`)) return null;
  } else if (/^[^/@\s]+@[^/@\s]+\.[^/@\s]+$/.test(raw)) {
    candidate = `mailto:${raw}`;
  } else if (/^[/\\]/.test(raw) || !/^[^\s/?#]+\.[^\s/?#]+/.test(raw)) {
    return null;
  } else {
    candidate = `https://${raw}`;
  }
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (!allowedSchemes.has(url.protocol)) return null;
  if (url.protocol === 'mailto:') return url.pathname.includes('@') ? url.href : null;
  return url.hostname ? url.href : null;
}
