import { htmlText } from '@quanta/validators/html-text';
import { keptRecent } from '../../speedups/kept';

/**
 * The plain text of stored rich HTML for a short preview: tags dropped, entities decoded, white space
 * folded, and cut at a word near `max` characters. A cut never splits a `$…$` formula, so the preview's
 * math still typesets.
 */
export function plainTextPreview(html: string, max: number): string {
  if (!html) return '';
  const key = `${max}:${html}`;
  const known = previews.get(key);
  if (known !== undefined) return known;
  const preview = previewOf(html, max);
  previews.set(key, preview);
  return preview;
}

/** Previews already made (lists show the same cards again and again); the least recently used is forgotten first. */
const previews = keptRecent<string, string>('previews', 2000);

function previewOf(html: string, max: number): string {
  const folded = htmlText(html).replace(/\s+/g, ' ').trim();
  if (folded.length <= max) return folded;
  let cut = folded.slice(0, max);
  const space = cut.lastIndexOf(' ');
  if (space > max / 2) cut = cut.slice(0, space);
  if ((cut.match(/\$/g)?.length ?? 0) % 2 === 1) cut = cut.slice(0, cut.lastIndexOf('$'));
  return `${cut.trimEnd()}…`;
}
