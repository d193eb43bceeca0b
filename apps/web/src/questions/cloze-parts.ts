import type { PreviewBody } from './types';

export type CardPart = PreviewBody['parts'][number];

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/** Rich text as one line of plain text (a choice's text in a blank or a drop-down). */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (e) => entities[e] ?? e)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A part's answer for its blank: the first full-credit answer (a number with its ± tolerance) or choice;
 * '' when it has none the viewer may see.
 *
 * @example partAnswer({ kind: 'number', answers: [{ text: '19.6', fraction: 1, tolerance: 0.2, … }], … }) // '19.6 ± 0.2'
 */
export function partAnswer(part: CardPart): string {
  if (part.kind === 'choice') {
    const full = part.choices.find((c) => (c.fraction ?? 0) >= 1);
    return full ? plainText(full.text) : '';
  }
  const full = part.answers.find((a) => a.fraction >= 1);
  if (!full) return '';
  return part.kind === 'number' && full.tolerance ? `${full.text} ± ${full.tolerance}` : full.text;
}
