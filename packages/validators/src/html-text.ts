import { compile } from 'html-to-text';

/**
 * html-to-text set for mail text parts: blocks and line breaks as new lines, entities decoded, links and
 * pictures reduced to their text, list items unmarked, no line wrapping.
 */
const convert = compile({
  wordwrap: false,
  selectors: [
    { selector: 'a', options: { ignoreHref: true } },
    { selector: 'img', format: 'skip' },
    { selector: 'p', options: { leadingLineBreaks: 1, trailingLineBreaks: 1 } },
    ...(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const).map((selector) => ({
      selector,
      options: { uppercase: false, leadingLineBreaks: 1, trailingLineBreaks: 1 },
    })),
    { selector: 'ul', options: { itemPrefix: ' ' } },
    { selector: 'table', format: 'dataTable' },
  ],
});

/** Plain text of (sanitised) HTML, trimmed, at most one blank line in a row. */
export function htmlText(html: string): string {
  return convert(html)
    .replace(/^[ \t]+|[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Blank when the editor holds only empty paragraphs (and no picture or video). */
export function isBlankHtml(html: string): boolean {
  if (/<(?:img|video|iframe)\b/i.test(html)) return false;
  return htmlText(html) === '';
}
