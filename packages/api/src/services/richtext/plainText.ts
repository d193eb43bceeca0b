import sanitizeHtml from 'sanitize-html';

/** Ends of blocks and line breaks, which become spaces so that words of two paragraphs stay apart. */
const blockEnd = /<\/(?:p|div|h[1-6]|li|td|th|blockquote|pre)>|<br\s*\/?>/gi;

/**
 * The plain text of stored rich HTML for a short preview: tags dropped, entities decoded, white space
 * folded, and cut at a word near `max` characters. A cut never splits a `$…$` formula, so the preview's
 * math still typesets.
 */
export function plainTextPreview(html: string, max: number): string {
  if (!html) return '';
  const text = sanitizeHtml(html.replace(blockEnd, ' $&'), {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: ['style', 'script', 'textarea', 'option', 'noscript'],
  });
  const folded = decodeEntities(text).replace(/\s+/g, ' ').trim();
  if (folded.length <= max) return folded;
  let cut = folded.slice(0, max);
  const space = cut.lastIndexOf(' ');
  if (space > max / 2) cut = cut.slice(0, space);
  if ((cut.match(/\$/g)?.length ?? 0) % 2 === 1) cut = cut.slice(0, cut.lastIndexOf('$'));
  return `${cut.trimEnd()}…`;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name] ?? '');
}
