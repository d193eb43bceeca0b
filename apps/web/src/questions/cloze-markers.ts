import { clozeMarkerPattern } from '@quanta/grading/body';

/** A cloze part's marker in the question text: part 1 is `{#1}`. */
export const clozeMarker = (n: number) => `{#${n}}`;

/**
 * The text with part `n`'s marker added at its end: inside the last paragraph when the text ends with
 * one, so the marker stays on the line it follows.
 *
 * @example appendMarker('<p>Speed: </p>', 1) // '<p>Speed: {#1}</p>'
 */
export function appendMarker(html: string, n: number): string {
  const marker = clozeMarker(n);
  const trimmed = html.trimEnd();
  if (trimmed === '') return `<p>${marker}</p>`;
  if (trimmed.endsWith('</p>')) {
    const body = trimmed.slice(0, -'</p>'.length);
    const gap = body.endsWith(' ') || body.endsWith('>') ? '' : ' ';
    return `${body}${gap}${marker}</p>`;
  }
  return `${trimmed} ${marker}`;
}

/**
 * The text after part `n` is removed: its marker goes and the later parts' markers move down one, so
 * they keep naming the same parts.
 *
 * @example removeMarker('<p>{#1} and {#2}</p>', 1) // '<p> and {#1}</p>'
 */
export function removeMarker(html: string, n: number): string {
  return html.replace(new RegExp(clozeMarkerPattern.source, 'g'), (whole, digits: string) => {
    const m = Number(digits);
    if (m === n) return '';
    return m > n ? clozeMarker(m - 1) : whole;
  });
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => escapes[c] ?? c);

/**
 * A cloze text to show: each marker `{#n}` becomes a blank holding `label(n)` (plain text, escaped),
 * a span of class `qx-cloze-blank` with `data-part` n.
 */
export function clozeHtml(html: string, label: (n: number) => string): string {
  return html.replace(
    new RegExp(clozeMarkerPattern.source, 'g'),
    (_, digits: string) =>
      `<span class="qx-cloze-blank" data-part="${Number(digits)}">${escapeHtml(label(Number(digits)))}</span>`,
  );
}
