import { clozeMarkerPattern } from '@quanta/grading/body';

/** A piece of a cloze question's text: HTML as written, or the place of a part's blank (1-based). */
export type ClozeSegment = { kind: 'html'; html: string } | { kind: 'part'; part: number };

/**
 * A cloze text cut at its markers: `{#n}` of a part that exists (1 to `partCount`) becomes that part's
 * blank, the first time it appears; a marker naming no part, or one seen before, stays text.
 *
 * @example clozeSegments('<p>v = {#1} m/s</p>', 1)
 * // [{ kind: 'html', html: '<p>v = ' }, { kind: 'part', part: 1 }, { kind: 'html', html: ' m/s</p>' }]
 */
export function clozeSegments(text: string, partCount: number): ClozeSegment[] {
  const segments: ClozeSegment[] = [];
  const seen = new Set<number>();
  let pending = '';
  let from = 0;
  for (const m of text.matchAll(new RegExp(clozeMarkerPattern.source, 'g'))) {
    const part = Number(m[1]);
    const at = m.index ?? 0;
    pending += text.slice(from, at);
    from = at + m[0].length;
    if (part < 1 || part > partCount || seen.has(part)) {
      pending += m[0];
      continue;
    }
    seen.add(part);
    if (pending) segments.push({ kind: 'html', html: pending });
    pending = '';
    segments.push({ kind: 'part', part });
  }
  pending += text.slice(from);
  if (pending) segments.push({ kind: 'html', html: pending });
  return segments;
}

/** The parts (1-based) whose marker the text lacks: they are answered after the text, in order. */
export function partsWithoutMarker(segments: ClozeSegment[], partCount: number): number[] {
  const placed = new Set(segments.flatMap((s) => (s.kind === 'part' ? [s.part] : [])));
  return Array.from({ length: partCount }, (_, i) => i + 1).filter((n) => !placed.has(n));
}

/** The attribute that names the element where part `n`'s blank is drawn. */
export const blankAttribute = 'data-cloze-part';

/**
 * The text as HTML with an empty inline element where each part's blank goes, to be filled by the
 * screen: the HTML around the markers stays whole, so a blank inside a paragraph stays in its line.
 */
export const blanksHtml = (segments: ClozeSegment[]) =>
  segments.map((s) => (s.kind === 'html' ? s.html : `<span ${blankAttribute}="${s.part}"></span>`)).join('');

/** A part's mark from its credit: full, partial, none, or not known (the teacher grades, or not checked). */
export type PartMark = 'right' | 'partial' | 'wrong' | null;

export function markOf(score: number | null | undefined): PartMark {
  if (score === null || score === undefined) return null;
  if (score >= 1) return 'right';
  return score > 0 ? 'partial' : 'wrong';
}

/** Tags removed and the common entities read: a choice's HTML as an option of a select can show it. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}
