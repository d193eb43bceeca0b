import { htmlText } from '@quanta/validators/html-text';

/** A full stop in the script the line ends in: Chinese `。`, else `.`. */
const stop = (line: string) => (/\p{Script=Han}$/u.test(line) ? '。' : '.');

/**
 * Rich text (sanitised HTML) as one line of plain text for a meta description or structured data:
 * html-to-text's reading (entities decoded, pictures dropped), a line that ends without punctuation (a
 * heading) ended with a full stop before the next, every run of white space one space. Formulas (`$…$`)
 * stay as written.
 */
export function plainLine(html: string): string {
  return htmlText(html)
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line, at, lines) =>
      at < lines.length - 1 && !/[.!?:;…。！？：；]$/u.test(line) ? `${line}${stop(line)}` : line,
    )
    .join(' ')
    .replace(/\s+/g, ' ');
}

/**
 * `text` cut to at most `max` characters: at the last word boundary that fits (Intl.Segmenter, so Chinese
 * is cut between words too), never inside a `$…$` formula, with "…" added when anything was cut.
 */
export function cutText(text: string, max: number, lang: 'en' | 'zh'): string {
  if (text.length <= max) return text;
  const room = max - 1;
  let end = 0;
  for (const { segment, index } of new Intl.Segmenter(lang, { granularity: 'word' }).segment(text)) {
    if (index + segment.length > room) break;
    end = index + segment.length;
  }
  let kept = text.slice(0, end);
  // An odd count of `$` means the cut fell inside a formula: keep the text before it.
  if ((kept.match(/\$/g)?.length ?? 0) % 2 === 1) kept = kept.slice(0, kept.lastIndexOf('$'));
  kept = kept.replace(/[\s,.;:!?，。；：、！？]+$/u, '');
  return `${kept}…`;
}

/** `image` ('' , a site path such as /uploads/…, or an absolute URL) as an absolute http(s) URL, or undefined. */
export function absoluteImageUrl(image: string, publicUrl: string): string | undefined {
  if (!image) return undefined;
  try {
    const url = new URL(image, `${publicUrl}/`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** A public page's address in one language: `${publicUrl}${path}?lang=en|zh`, or without the parameter. */
export function pageUrl(publicUrl: string, path: string, lang?: 'en' | 'zh'): string {
  return lang ? `${publicUrl}${path}?lang=${lang}` : `${publicUrl}${path}`;
}

/** A class page's path. */
export const classPath = (id: string) => `/class/${encodeURIComponent(id)}`;
